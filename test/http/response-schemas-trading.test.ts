/**
 * The trading and sub-account routes answer what they declare: one sandbox flow through the real
 * server (sub-accounts, devices, money, quotes, MARKET and LIMIT orders, replace, cancel, test tools,
 * portfolios, lots and gains, price alerts, webhooks), each answer checked against its route's
 * declared success statuses and parsed with the declared body schema (strict: an undocumented key,
 * a missing one or a wrong type fails).
 */
import test, { type ExecutionContext } from 'ava';
import * as v from 'valibot';
import { allRoutes } from '../../http/routes/index.ts';
import type { TestResponse } from '../helpers/server.ts';
import { ONE_USD_KES, SCOM, deskOn, quote, tick } from './trading-support.ts';

/** Checks `res` against the declaration of `method template`, and hands back its body. */
function declared(t: ExecutionContext, method: string, template: string, res: TestResponse): any {
  const spec = allRoutes.find((r) => r.method === method && r.path === template && r.base === 'partner');
  if (!spec) throw new Error(`no partner route ${method} ${template}`);
  const answer = [spec.success, ...(spec.success.also ?? [])].find((a) => a.status === res.status);
  t.truthy(answer, `${method} ${template} answered ${res.status}, which it does not declare: ${res.text}`);
  t.truthy(answer?.schema, `${method} ${template} ${res.status} declares no body schema`);
  if (!answer?.schema) return res.body;
  const parsed = v.safeParse(answer.schema, res.body);
  t.true(parsed.success, `${method} ${template} ${res.status}: ${JSON.stringify(parsed.issues?.map((i) => [v.getDotPath(i), i.message]))}`);
  return res.body;
}

test('sandbox: every trading and sub-account answer matches its declared status and body schema', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const at = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', template: string, path: string, body?: unknown) => async () => {
    const res =
      method === 'GET'
        ? await p.get(path)
        : method === 'DELETE'
          ? await p.del(path)
          : method === 'POST'
            ? await p.post(path, body)
            : await s.request('PATCH', p.base + path, { key: p.key, body, idempotencyKey: `patch-${path}-${JSON.stringify(body)}` });
    return declared(t, method, template, res);
  };
  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', template: string, path: string, body?: unknown) => at(method, template, path, body)();

  // Sub-accounts: created (201), created again (200), listed, read, KYC, frozen and unfrozen, auto-registered.
  const user = await call('POST', '/users', '/users', { externalId: 'schema-ext-1', email: 'a@example.com', metadata: { tier: 1 } });
  const userId = user.userId as string;
  await call('POST', '/users', '/users', { externalId: 'schema-ext-1' });
  await call('GET', '/users', '/users');
  await call('GET', '/users/{userId}', `/users/${userId}`);
  await call('POST', '/users/{userId}/kyc', `/users/${userId}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'kyc-1' });
  await call('POST', '/users/{userId}/freeze', `/users/${userId}/freeze`);
  await call('POST', '/users/{userId}/unfreeze', `/users/${userId}/unfreeze`);
  await call('POST', '/auto-register', '/auto-register', { uid: 'schema-uid-1' });
  await call('POST', '/auto-register', '/auto-register', { uid: 'schema-uid-1' });

  // Devices.
  await call('POST', '/users/{userId}/devices', `/users/${userId}/devices`, { deviceId: 'd-1', platform: 'ios', token: 'tok' });
  await call('POST', '/users/{userId}/devices', `/users/${userId}/devices`, { deviceId: 'd-1', platform: 'ios', token: 'tok-2', label: 'phone' });
  await call('GET', '/users/{userId}/devices', `/users/${userId}/devices`);
  await call('DELETE', '/users/{userId}/devices/{deviceId}', `/users/${userId}/devices/d-1`);

  // Money: test deposit, both deposit contracts, withdrawal, balances.
  await call('POST', '/test-tools/deposit', '/test-tools/deposit', { subAccountId: userId, amount: 1000 });
  await call('POST', '/users/{userId}/deposit', `/users/${userId}/deposit`, { amount: 100, note: 'top' });
  await call('POST', '/users/{userId}/deposit', `/users/${userId}/deposit?walletContract=2`, { amount: 50, currency: 'USD' });
  await call('POST', '/users/{userId}/withdraw', `/users/${userId}/withdraw`, { amount: 10 });
  await call('GET', '/users/{userId}/buying-power', `/users/${userId}/buying-power`);

  // Quotes (BUY and SELL shapes), a MARKET order (202) and a LIMIT order (201), replaced and cancelled.
  await tick(s, SCOM, ONE_USD_KES);
  const buyQuote = await call('GET', '/quote/{symbol}', `/quote/${SCOM}?type=BUY&quantity=10&subAccountId=${userId}`);
  const market = await call('POST', '/users/{userId}/trade', `/users/${userId}/trade`, { symbol: SCOM, type: 'BUY', quantity: 10, quoteId: buyQuote.quoteId });
  t.is(market.orderType, 'MARKET');
  const limit = await call('POST', '/users/{userId}/trade', `/users/${userId}/trade`, {
    symbol: SCOM,
    type: 'BUY',
    quantity: 5,
    orderType: 'LIMIT',
    limitPrice: 100,
  });
  await call('PATCH', '/orders/{orderId}', `/orders/${limit.orderId}`, { limitPrice: 101 });
  await call('PATCH', '/users/{userId}/orders/{orderId}', `/users/${userId}/orders/${limit.orderId}`, { limitPrice: 102 });
  await call('GET', '/users/{userId}/orders/{orderId}', `/users/${userId}/orders/${limit.orderId}`);
  await call('DELETE', '/orders/{orderId}', `/orders/${limit.orderId}`);

  // Test tools: fill and settle the MARKET order, a test trade, the test-order list.
  await call('PATCH', '/test-tools/orders/{orderId}', `/test-tools/orders/${market.orderId}`, { action: 'fill' });
  await call('PATCH', '/test-tools/orders/{orderId}', `/test-tools/orders/${market.orderId}`, { action: 'settle' });
  await call('POST', '/test-tools/trade', '/test-tools/trade', { subAccountId: userId, symbol: SCOM, type: 'SELL', quantity: 4, outcome: 'FILL' });
  await call('GET', '/test-tools/orders', `/test-tools/orders?subAccountId=${userId}`);
  const sellQuote = await quote(p, SCOM, userId, { type: 'SELL', quantity: 1 });
  declared(t, 'GET', '/quote/{symbol}', sellQuote);

  // Reads: orders, the order, portfolios, history, lots, gains, wallet movements.
  await call('GET', '/orders', '/orders?limit=2');
  await call('GET', '/users/{userId}/orders', `/users/${userId}/orders`);
  await call('GET', '/orders/{orderId}', `/orders/${market.orderId}`);
  await call('GET', '/users/{userId}/portfolio', `/users/${userId}/portfolio`);
  await call('GET', '/portfolio', '/portfolio');
  await call('GET', '/portfolio/history', '/portfolio/history');
  const lots = await call('GET', '/users/{userId}/tax-lots', `/users/${userId}/tax-lots`);
  t.true(lots.lots.length > 0);
  const gains = await call('GET', '/users/{userId}/gains', `/users/${userId}/gains`);
  t.true(gains.gains.length > 0);
  await call('GET', '/users/{userId}/transactions', `/users/${userId}/transactions`);

  // Price alerts.
  const alert = await call('POST', '/price-alerts', '/price-alerts', { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold: 200 });
  await call('GET', '/price-alerts', '/price-alerts');
  await call('GET', '/price-alerts/{alertId}', `/price-alerts/${alert.alertId}`);
  await call('DELETE', '/price-alerts/{alertId}', `/price-alerts/${alert.alertId}`);

  // Webhooks: a generated secret (shown once), the list, the delivery log, the removal.
  const hook = await call('POST', '/webhooks', '/webhooks', { url: 'http://127.0.0.1:45678/hook', events: ['*'] });
  t.is(typeof hook.secret, 'string');
  await call('GET', '/webhooks', '/webhooks');
  await call('GET', '/webhooks/{id}/deliveries', `/webhooks/${hook.id}/deliveries`);
  await call('DELETE', '/webhooks/{id}', `/webhooks/${hook.id}`);

  // Closing: the residual cash goes back (the position is sold first).
  await call('POST', '/test-tools/trade', '/test-tools/trade', { subAccountId: userId, symbol: SCOM, type: 'SELL', quantity: 6, outcome: 'FILL' });
  const open = (await p.get(`/users/${userId}/orders?status=FILLED`)).body.orders as { orderId: string; settlementStatus: string | null }[];
  for (const o of open.filter((x) => x.settlementStatus === 'PENDING')) {
    await call('PATCH', '/test-tools/orders/{orderId}', `/test-tools/orders/${o.orderId}`, { action: 'settle' });
  }
  await call('DELETE', '/users/{userId}', `/users/${userId}`);
});

/** The answers that only production gives: the master account's MARKET (202) and LIMIT (201) orders. */
test('production: master MARKET and LIMIT orders match their declared statuses and schema', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  await tick(s, SCOM, ONE_USD_KES);
  const q = declared(t, 'GET', '/quote/{symbol}', await quote(p, SCOM, null, { type: 'BUY', quantity: 2 }));
  const market = declared(t, 'POST', '/trade', await p.post('/trade', { symbol: SCOM, type: 'BUY', quantity: 2, quoteId: q.quoteId }));
  t.is(market.status, 'PENDING');
  const limit = declared(t, 'POST', '/trade', await p.post('/trade', { symbol: SCOM, type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 100 }));
  t.is(limit.status, 'WORKING');
  declared(t, 'GET', '/portfolio', await p.get('/portfolio'));
});
