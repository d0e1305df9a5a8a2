/**
 * Delisting through a real server, in both environments: on the effective date open orders
 * are cancelled with their escrow refunded and reserved units released, holdings are kept and marked
 * delisted, quotes and orders answer 422 INSTRUMENT_DELISTED, alerts are disarmed, market data stays
 * readable with status DELISTED, and `corporateaction.delisting` lists what it did per partner.
 */
import test from 'ava';
import { holdShares } from './corporate-support.ts';
import { advanceOrder, testTrade } from './testtools-support.ts';
import {
  assertLedgerBalanced,
  assertMoneyConsistent,
  deskOn,
  ENVS,
  eventsOf,
  ONE_USD_KES,
  order,
  orderEvents,
  type Partner,
  position,
  quote,
  SCOM,
  setClock,
  tick,
  trade,
  traderOn,
  wallet,
} from './trading-support.ts';

const holdingOf = async (p: Partner, owner: string, symbol: string): Promise<Record<string, any> | undefined> => {
  const res = await p.get(`/users/${owner}/portfolio`);
  return (res.body.holdings as Record<string, any>[]).find((h) => h.symbol === symbol);
};

for (const env of ENVS) {
  test(`${env}: a delisting cancels open orders with exact refunds, keeps and marks holdings, refuses trading and disarms alerts`, async (t) => {
    const { s, p } = await deskOn(t, env);
    await tick(s, SCOM, ONE_USD_KES);
    const a = await traderOn(p, 1000);
    const b = await traderOn(p, 500);
    await holdShares(p, a, SCOM, 10);
    const beforeOrders = await wallet(p, a);
    const buy = await trade(p, a, { symbol: SCOM, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 10, timeInForce: 'GTC' });
    const sell = await trade(p, a, { symbol: SCOM, type: 'SELL', quantity: 4, orderType: 'LIMIT', limitPrice: 1000, timeInForce: 'GTC' });
    const other = await trade(p, b, { symbol: SCOM, type: 'BUY', quantity: 2, orderType: 'STOP', stopPrice: 900, timeInForce: 'GTC' });
    for (const r of [buy, sell, other]) t.is(r.status, 201, r.text);
    t.true((await wallet(p, a)).reservedUsd > 0);
    t.deepEqual(position(p, a, SCOM), { held: 6, reserved: 4 });
    const alert = await p.post('/price-alerts', { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold: 5000 });
    t.is(alert.status, 201, alert.text);

    const declared = await s.operator('POST', '/corporate-actions', { type: 'DELISTING', symbol: SCOM, effectiveDate: '2026-09-02', reason: 'voluntary' });
    t.is(declared.status, 201, declared.text);
    t.is((await order(p, buy.body.orderId)).status, 'WORKING', 'declared, not yet effective');

    await setClock(s, '2026-09-02T09:00:00Z');
    // Every open order is cancelled through the order machine, with the refund before order.cancelled.
    for (const r of [buy, sell, other]) {
      t.like(await order(p, r.body.orderId), { status: 'CANCELLED', orderLifecycle: 'CANCELLED', cancelReason: 'INSTRUMENT_DELISTED' });
      t.true(orderEvents(p, r.body.orderId).includes('order.cancelled'));
    }
    const refunded = (await order(p, buy.body.orderId)).refunded;
    t.true(refunded > 0);
    t.deepEqual(await wallet(p, a), beforeOrders, 'the escrow is refunded to the cent');
    t.is((await wallet(p, b)).reservedUsd, 0);
    t.deepEqual(position(p, a, SCOM), { held: 10, reserved: 0 }, 'holdings kept, reserved units released');
    await assertMoneyConsistent(t, p, a);
    t.like(await holdingOf(p, a, SCOM), { units: 10, reservedUnits: 0, delisted: true });

    // Trading refused with a clear 422.
    const refusedQuote = await quote(p, SCOM, a, { type: 'SELL', quantity: 1 });
    t.is(refusedQuote.status, 422);
    t.like(refusedQuote.body.error, { code: 'BUSINESS_RULE', reason: 'INSTRUMENT_DELISTED', corporateActionId: declared.body.corporateActionId });
    const refusedOrder = await trade(p, a, { symbol: SCOM, type: 'SELL', quantity: 1, orderType: 'LIMIT', limitPrice: 100, timeInForce: 'GTC' });
    t.is(refusedOrder.status, 422);
    t.is(refusedOrder.body.error.reason, 'INSTRUMENT_DELISTED');

    // Market data keeps answering, with the status.
    const stock = await p.get(`/stocks/${SCOM}`);
    t.is(stock.status, 200, stock.text);
    t.true(JSON.stringify(stock.body).includes('"DELISTED"'));
    const candles = await p.get(`/stocks/${SCOM}/candles?interval=1d`);
    t.is(candles.status, 200, candles.text);
    t.true(candles.body.candles.length > 0, 'history stays readable');
    const listed = await p.get('/instruments?status=DELISTED');
    t.is(listed.status, 200, listed.text);
    t.deepEqual(
      (listed.body.instruments as Record<string, any>[]).map((i) => [i.symbol, i.status, i.tradable]),
      [[SCOM, 'DELISTED', false]],
    );

    // The alert is disarmed without firing.
    t.is((await p.get(`/price-alerts/${alert.body.alertId}`)).body.state, 'DISARMED');
    t.is(eventsOf(p, ['price.alert']).length, 0);
    const newAlert = await p.post('/price-alerts', { symbol: SCOM, exchange: 'NSE', condition: 'below', threshold: 1 });
    t.is(newAlert.status, 422, newAlert.text);
    t.is(newAlert.body.error.reason, 'INSTRUMENT_DELISTED');

    const events = eventsOf(p, ['corporateaction.delisting']);
    t.is(events.length, 1);
    const externalId = async (id: string) => (await p.get(`/users/${id}`)).body.externalId;
    t.like(events[0]!.data, {
      corporateActionId: declared.body.corporateActionId,
      type: 'DELISTING',
      symbol: SCOM,
      exchange: 'NSE',
      status: 'EFFECTIVE',
      effectiveDate: '2026-09-02',
      reason: 'voluntary',
      delisted: true,
    });
    t.deepEqual(events[0]!.data.affectedSubAccounts, [{ subAccountId: a, externalId: await externalId(a), accountType: 'SUB_ACCOUNT', units: 10 }]);
    t.deepEqual(events[0]!.data.cancelledOrderIds, [buy.body.orderId, sell.body.orderId, other.body.orderId]);
    t.deepEqual(events[0]!.data.disarmedAlertIds, [alert.body.alertId]);
    // GET /events validates every payload against its schema (the OpenAPI union).
    t.is((await p.get('/events?event=corporateaction.delisting')).status, 200);
    assertLedgerBalanced(t, s);
  });
}

test('a delisting announces nothing to a partner with no holdings, orders or alerts in the symbol', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  await tick(s, SCOM, ONE_USD_KES);
  const declared = await s.operator('POST', '/corporate-actions', { type: 'DELISTING', symbol: SCOM, effectiveDate: '2026-09-02' });
  t.is(declared.status, 201, declared.text);
  await setClock(s, '2026-09-02T09:00:00Z');
  t.is(eventsOf(p, ['corporateaction.delisting']).length, 0);
  // The platform-wide declaration is what every partner saw.
  const declaredEvents = await p.get('/events?event=corporateaction.declared');
  t.deepEqual(
    (declaredEvents.body.events as { data: Record<string, any> }[]).map((e) => e.data.corporateActionId),
    [declared.body.corporateActionId],
  );
  const refused = await quote(p, SCOM, null, { type: 'BUY', quantity: 1 });
  t.is(refused.status, 422);
  t.is(refused.body.error.reason, 'INSTRUMENT_DELISTED');
});

test('sandbox: a delisting cancels the remainder of a PARTIALLY_FILLED order, which completes at its filled quantity', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  await tick(s, SCOM, ONE_USD_KES);
  const a = await traderOn(p, 1000);
  const placed = await testTrade(p, { subAccountId: a, symbol: SCOM, type: 'BUY', quantity: 10 });
  t.is(placed.status, 201, placed.text);
  const id = placed.body.orderId as string;
  t.like((await advanceOrder(p, id, { action: 'partial_fill', quantity: 4 })).body, { status: 'PARTIALLY_FILLED', filledQuantity: 4 });
  const partly = await order(p, id);
  const declared = await s.operator('POST', '/corporate-actions', { type: 'DELISTING', symbol: SCOM, effectiveDate: '2026-09-02' });
  t.is(declared.status, 201, declared.text);

  await setClock(s, '2026-09-02T09:00:00Z');
  const closed = await order(p, id);
  t.like(closed, { status: 'FILLED', quantity: 4, filledQuantity: 4, cancelReason: 'INSTRUMENT_DELISTED', reservedUsd: 0 });
  t.true(partly.reservedUsd > 0);
  t.deepEqual(orderEvents(p, id), ['order.pending', 'order.filled', 'trade.settled']);
  // Only the filled part was paid for: the remainder's escrow is back in settled cash.
  const w = await wallet(p, a);
  t.is(w.reservedUsd, 0);
  t.is(Math.round(w.balanceUsd * 100), 100_000 - Math.round(closed.totalAmount * 100));
  t.deepEqual(position(p, a, SCOM), { held: 4, reserved: 0 });
  t.like(await holdingOf(p, a, SCOM), { units: 4, delisted: true });
  await assertMoneyConsistent(t, p, a);
  const [event] = eventsOf(p, ['corporateaction.delisting']);
  t.deepEqual(event!.data.cancelledOrderIds, [id]);
  t.deepEqual(
    (event!.data.affectedSubAccounts as Record<string, any>[]).map((x) => [x.subAccountId, x.units]),
    [[a, 4]],
  );
});
