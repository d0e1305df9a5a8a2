/**
 * The market and operator routes answer what they declare: every route of the market-data
 * and operator route files is called through a real server, and each body is parsed with the
 * `success.schema` its declaration carries (response objects are strict, so an undeclared member fails
 * as well as a missing or mistyped one). Alternative shapes are visited where a route has them: single
 * and batch forms, deprecated aliases served, null figures, a closed exchange, a quarantined
 * timer retried and dropped. The last test checks no route of these files was left out.
 */
import test, { type ExecutionContext } from 'ava';
import * as v from 'valibot';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { companiesRoutes } from '../../http/routes/companies.ts';
import { dividendRoutes } from '../../http/routes/dividends.ts';
import { etfRoutes } from '../../http/routes/etfs.ts';
import { instrumentRoutes } from '../../http/routes/instruments.ts';
import { marketQuoteRoutes } from '../../http/routes/market-quotes.ts';
import { marketReferenceRoutes } from '../../http/routes/market-reference.ts';
import { operatorIncidentRoutes } from '../../http/routes/operator-incidents.ts';
import { operatorMarketRoutes } from '../../http/routes/operator-market.ts';
import { operatorTimerRoutes } from '../../http/routes/operator-timers.ts';
import { operatorUpgradeRoutes } from '../../http/routes/operator-upgrades.ts';
import { operatorRoutes } from '../../http/routes/operator.ts';
import { stockRoutes } from '../../http/routes/stocks.ts';
import type { RouteSpec } from '../../http/route.ts';
import { PRODUCTION, SANDBOX, startTestServer, type TestResponse, type TestServer } from '../helpers/server.ts';
import { marketOrder, ONE_USD_KES, SCOM, tick, traderOn } from './trading-support.ts';
import { partnerOn, testTransfer } from './users-support.ts';

const ROUTES: readonly RouteSpec[] = [
  ...companiesRoutes,
  ...dividendRoutes,
  ...etfRoutes,
  ...instrumentRoutes,
  ...marketQuoteRoutes,
  ...marketReferenceRoutes,
  ...stockRoutes,
  ...operatorRoutes,
  ...operatorIncidentRoutes,
  ...operatorMarketRoutes,
  ...operatorTimerRoutes,
  ...operatorUpgradeRoutes,
];
const routeKey = (method: string, path: string): string => `${method} ${path}`;
const byKey = new Map(ROUTES.map((r) => [routeKey(r.method, r.path), r]));
const covered = new Set<string>();

let s: TestServer;
let key: string;

test.before(async () => {
  s = await startTestServer();
  key = (await s.sandboxPartner()).apiKey;
});
test.after.always(() => s?.close());

const fill = (template: string, params: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`));

interface Call {
  readonly params?: Record<string, string>;
  readonly query?: string;
  readonly body?: unknown;
  /** Partner routes: the key and base (default the sandbox partner). */
  readonly key?: string;
  readonly base?: string;
}

/** Issues with their paths; a union's issue is described by the issues of its options. */
function describeIssues(issues: readonly v.GenericIssue[]): string[] {
  return issues.flatMap((i) => (i.issues?.length ? describeIssues(i.issues) : [`${v.getDotPath(i) ?? '(root)'}: ${i.message}`]));
}

/**
 * Calls the route declared as `method template`, checks the status is one it declares as success, and
 * parses the body with the declared schema; answers the parsed body.
 */
async function call(t: ExecutionContext, method: string, template: string, c: Call = {}): Promise<any> {
  const spec = byKey.get(routeKey(method, template));
  if (!spec) throw new Error(`no route ${method} ${template} in these files`);
  const path = fill(template, c.params ?? {}) + (c.query ? `?${c.query}` : '');
  const res: TestResponse =
    spec.base === 'admin'
      ? await s.operator(method, path, c.body)
      : await s.request(method, (c.base ?? SANDBOX) + path, { key: c.key ?? key, ...(c.body !== undefined ? { body: c.body } : {}) });
  const answers = [spec.success, ...(spec.success.also ?? [])];
  const declared = answers.find((a) => a.status === res.status);
  if (!declared) throw new Error(`${method} ${path} answered ${res.status}, declared ${answers.map((a) => a.status).join(', ')}: ${res.text}`);
  if (!declared.schema) throw new Error(`${method} ${template} declares no body schema for ${res.status}`);
  const parsed = v.safeParse(declared.schema, res.body);
  if (!parsed.success) {
    const issues = describeIssues(parsed.issues).join('; ');
    t.fail(`${method} ${path}: body does not match the declared schema: ${issues}`);
  } else t.pass();
  covered.add(routeKey(method, template));
  return res.body;
}

test.serial('instrument lists, details, candles, history, charts and pulse match their schemas', async (t) => {
  await tick(s, SCOM, 28.75);
  await call(t, 'GET', '/stocks', { query: 'limit=3' });
  await call(t, 'GET', '/stocks', { query: 'exchange=NSE&limit=200' });
  await call(t, 'GET', '/stocks/{symbol}', { params: { symbol: SCOM } });
  for (const interval of ['15m', '1h', '1d', '1w', '1mo'])
    await call(t, 'GET', '/stocks/{symbol}/candles', { params: { symbol: SCOM }, query: `interval=${interval}` });
  await call(t, 'GET', '/stocks/{symbol}/history', { params: { symbol: SCOM }, query: 'period=3m' });
  await call(t, 'GET', '/stocks/{symbol}/chart', { params: { symbol: SCOM }, query: 'period=1y' });
  await call(t, 'GET', '/stocks/{symbol}/pulse', { params: { symbol: SCOM } });

  const etfs = await call(t, 'GET', '/etfs', { query: 'limit=200' });
  t.true(etfs.etfs.length > 0);
  for (const etf of etfs.etfs as { symbol: string }[]) await call(t, 'GET', '/etfs/{symbol}', { params: { symbol: etf.symbol }, query: 'range=1y' });
  const etf = (etfs.etfs as { symbol: string }[])[0]!.symbol;
  await call(t, 'GET', '/etfs/{symbol}/history', { params: { symbol: etf } });
  await call(t, 'GET', '/etfs/{symbol}/chart', { params: { symbol: etf } });

  const instruments = await call(t, 'GET', '/instruments', { query: 'limit=200' });
  await call(t, 'GET', '/instruments', { query: 'tradable=false' });
  const untradable = (instruments.instruments as { tradable: boolean }[]).some((i) => !i.tradable);
  t.true(untradable || (await call(t, 'GET', '/instruments', { query: 'tradable=false' })).count === 0);
});

test.serial('companies, tickers, news, market intel and dividends match their schemas', async (t) => {
  const page = await call(t, 'GET', '/companies', { query: 'limit=20' });
  t.true(page.hasMore && typeof page.nextCursor === 'string', 'a page with a cursor');
  await call(t, 'GET', '/companies', { query: `cursor=${encodeURIComponent(page.nextCursor)}&limit=200` });
  await call(t, 'GET', '/companies/tickers', { query: 'limit=200' });
  await call(t, 'GET', '/companies/{symbol}', { params: { symbol: SCOM } });
  for (const c of (page.companies as { symbol: string }[]).slice(0, 40)) await call(t, 'GET', '/companies/{symbol}/news', { params: { symbol: c.symbol } });
  const intel = await call(t, 'GET', '/market-intel', { query: 'limit=100' });
  t.true(intel.count > 0);
  await call(t, 'GET', '/market-intel/{id}', { params: { id: intel.articles[0].id } });

  const calendar = await call(t, 'GET', '/dividends/calendar', { query: 'all=true' });
  await call(t, 'GET', '/dividends/calendar');
  t.true(calendar.count > 0);
  await call(t, 'GET', '/dividends/{symbol}/history', { params: { symbol: calendar.declarations[0].symbol } });
});

test.serial('quotes, snapshots, OHLCV and movers match their schemas in single and batch forms, aliases and all', async (t) => {
  for (const path of ['/market/quotes', '/market-data/quotes']) {
    await call(t, 'GET', path, { query: `symbol=${SCOM}&exchange=NSE` });
    await call(t, 'GET', path, { query: `symbols=${SCOM},NOPE.KE,MTNGH.GH` });
  }
  await call(t, 'GET', '/market/snapshot', { query: `symbol=${SCOM}&exchange=NSE` });
  await call(t, 'GET', '/market/snapshot', { query: `symbols=${SCOM},NOPE.KE,MTNGH.GH` });
  for (const path of ['/market/ohlcv', '/market-data/ohlcv']) await call(t, 'GET', path, { query: `symbol=${SCOM}&from=2026-06-01` });
  await call(t, 'GET', '/market/ohlcv', { query: 'symbol=MTNGH.GH' });
  for (const path of ['/market/movers', '/market-data/movers']) {
    await call(t, 'GET', path);
    await call(t, 'GET', path, { query: 'direction=losers&exchange=NSE&limit=50' });
  }
});

test.serial('exchanges, status, settlement, holidays and FX rates match their schemas, under a closure too', async (t) => {
  for (const path of ['/market/exchanges', '/market-data/exchanges']) await call(t, 'GET', path);
  await call(t, 'GET', '/market/status');
  await call(t, 'GET', '/market/status', { query: 'exchange=NSE' });
  await call(t, 'GET', '/market/settlement');
  await call(t, 'GET', '/market/settlement', { query: 'exchange=EGX' });
  await call(t, 'GET', '/market/holidays');
  await call(t, 'GET', '/market/holidays', { query: 'exchange=NSE&from=2026-01-01&to=2026-12-31' });
  await call(t, 'GET', '/fx/rates');

  const closed = await call(t, 'POST', '/exchanges/{code}/closure', { params: { code: 'NSE' }, body: { closed: true, reason: 'systems outage' } });
  t.true(closed.changed);
  const status = await call(t, 'GET', '/market/status', { query: 'exchange=NSE' });
  t.not(status.data[0].operatorClosure, null, 'the closure is shown');
  await call(t, 'GET', '/market/exchanges');
  const lifted = await call(t, 'POST', '/exchanges/{code}/closure', { params: { code: 'NSE' }, body: { closed: false } });
  t.is(lifted.reason, null);
  await call(t, 'POST', '/market/ticks', { body: { symbol: SCOM, exchange: 'NSE', price: 28.8 } });
  await call(t, 'POST', '/market/ticks', { body: { symbol: SCOM, price: 28.9, volume: 1000 } });
});

test.serial('applications, partners, clock, maintenance, top-ups and actors match their schemas', async (t) => {
  const prod = await s.productionPartner();
  const apps = await call(t, 'GET', '/applications', { query: 'limit=200' });
  t.true(apps.count > 0);
  await call(t, 'GET', '/applications', { query: 'status=approved' });
  await s.request('POST', `${PRODUCTION}/apply`, {
    body: { businessName: 'Two Ltd', email: 'two@example.com', useCase: 'x', termsAccepted: true, consentVersion: '2026-01' },
  });
  await s.request('POST', `${PRODUCTION}/apply`, {
    body: { businessName: 'Three Ltd', email: 'three@example.com', useCase: 'y', termsAccepted: true, consentVersion: '2026-01' },
  });
  const pending = (await call(t, 'GET', '/applications', { query: 'status=pending' })).applications as { id: string }[];
  t.is(pending.length, 2);
  await call(t, 'POST', '/applications/{id}/approve', { params: { id: pending[0]!.id } });
  await call(t, 'POST', '/applications/{id}/reject', { params: { id: pending[1]!.id }, body: { reason: 'incomplete' } });
  await call(t, 'GET', '/applications', { query: 'status=rejected' });

  await call(t, 'GET', '/partners');
  await call(t, 'GET', '/partners', { query: 'environment=sandbox&limit=1' });
  const one = await call(t, 'GET', '/partners/{partnerId}', { params: { partnerId: prod.partnerId } });
  t.true(one.keys.length > 0, 'the one-partner read lists key metadata');
  await call(t, 'PATCH', '/partners/{partnerId}', {
    params: { partnerId: prod.partnerId },
    body: { tier: 'growth', markupBps: 25, rateLimits: { production: 600 }, settlementHold: false, scopes: ['*'] },
  });
  await s.request('POST', `${PRODUCTION}/api-keys/revoke`, { key: await s.idToken(prod), body: { apiKey: prod.apiKey } });
  const locked = await call(t, 'GET', '/partners/{partnerId}', { params: { partnerId: prod.partnerId } });
  t.true(locked.accessLocked);
  await call(t, 'POST', '/partners/{partnerId}/restore-access', { params: { partnerId: prod.partnerId } });

  const other = await s.productionPartner();
  const topup = await s.request('POST', `${PRODUCTION}/topup`, { key: other.apiKey, body: { amount: 250.5 }, idempotencyKey: 'schemas-topup' });
  t.is(topup.status, 201, topup.text);
  await call(t, 'POST', '/top-ups/{id}/approve', { params: { id: topup.body.topupId } });

  await call(t, 'GET', '/actors/{kind}/{id}', { params: { kind: 'partner', id: other.partnerId } });
  await call(t, 'PUT', '/maintenance', { body: { mode: 'read_only', endsAt: '2026-09-01T10:00:00Z' } });
  await call(t, 'PUT', '/maintenance', { body: { mode: 'off' } });
  await call(t, 'POST', '/clock/advance', { body: { seconds: 60 } });
  await call(t, 'POST', '/clock/set', { body: { at: '2026-09-01T09:30:00Z' } });
});

test.serial('incidents and tier-upgrade decisions match their schemas', async (t) => {
  const declared = await call(t, 'POST', '/incidents', { body: { title: 'Quotes delayed', severity: 'P2', affectedServices: ['market-data'] } });
  await call(t, 'POST', '/incidents', { body: { title: 'Webhooks slow', severity: 'P3', affectedServices: ['webhooks'], message: 'looking' } });
  await call(t, 'GET', '/incidents');
  const resolved = await call(t, 'POST', '/incidents/{id}/resolve', { params: { id: declared.id }, body: { message: 'fixed' } });
  t.is(typeof resolved.duration, 'string');
  await call(t, 'GET', '/incidents', { query: 'status=resolved' });

  const ids: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const p = await s.productionPartner();
    const filed = await s.request('POST', `${PRODUCTION}/upgrade-request`, {
      key: await s.idToken(p),
      body: { message: 'more traffic', targetTier: 'growth' },
    });
    t.is(filed.status, 201, filed.text);
    ids.push(filed.body.requestId as string);
  }
  await call(t, 'GET', '/upgrade-requests', { query: 'status=pending' });
  await call(t, 'POST', '/upgrade-requests/{id}/approve', { params: { id: ids[0]! } });
  await call(t, 'POST', '/upgrade-requests/{id}/reject', { params: { id: ids[1]! }, body: { reason: 'not yet' } });
  await call(t, 'GET', '/upgrade-requests');
});

test.serial('the dividend calendar of a partner holding shares marks them held (read through the market queries)', async (t) => {
  await tick(s, SCOM, ONE_USD_KES);
  const p = await partnerOn(s, 'sandbox');
  const userId = await traderOn(p, 1000);
  t.is((await call(t, 'GET', '/dividends/calendar', { key: p.key })).count, 0, 'nothing held before the trade');
  // The sandbox fills a quantity of 100 at once.
  t.is((await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 })).status, 202);
  const calendar = await call(t, 'GET', '/dividends/calendar', { key: p.key });
  const history = await call(t, 'GET', '/dividends/{symbol}/history', { params: { symbol: SCOM } });
  t.true(history.count > 0, 'SCOM has declared dividends');
  t.true(calendar.count > 0);
  t.true((calendar.declarations as { symbol: string; held: boolean }[]).every((d) => d.symbol === SCOM && d.held));
});

test.serial('quarantined timers: the list, a retry that fails again and a drop match their schemas', async (t) => {
  await tick(s, SCOM, ONE_USD_KES);
  const p = await partnerOn(s, 'sandbox');
  const sold: string[] = [];
  const owners: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const userId = await traderOn(p, 1000);
    t.is((await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 })).status, 202);
    const sell = await marketOrder(p, userId, SCOM, 'SELL', { quantity: 100 });
    t.is(sell.status, 202, sell.text);
    sold.push(sell.body.orderId as string);
    owners.push(userId);
    // The books of a database from before the settlement fix: the pending proceeds already spent.
    await testTransfer(s, ledgerAccounts.cashUnsettled(p.env, p.partnerId, userId), ledgerAccounts.sandboxFunding(), 5_000);
  }
  await call(t, 'POST', '/clock/set', { body: { at: '2026-09-05T00:00:00Z' } });
  const listed = await call(t, 'GET', '/timers/quarantined');
  t.is(listed.count, 2);
  await call(t, 'GET', '/timers/quarantined', { query: 'limit=1' });
  const retried = await call(t, 'POST', '/timers/quarantined/{timerId}/retry', { params: { timerId: `order:${sold[0]}:settle` } });
  t.is(retried.outcome, 'QUARANTINED');
  await call(t, 'DELETE', '/timers/quarantined/{timerId}', { params: { timerId: `order:${sold[1]}:settle` } });
  await testTransfer(s, ledgerAccounts.sandboxFunding(), ledgerAccounts.cashUnsettled(p.env, p.partnerId, owners[0]!), 5_000);
  const fired = await call(t, 'POST', '/timers/quarantined/{timerId}/retry', { params: { timerId: `order:${sold[0]}:settle` } });
  t.deepEqual([fired.outcome, fired.timer], ['FIRED', null]);
});

test.serial('every route of the market and operator files was called and matched', (t) => {
  const missing = ROUTES.map((r) => routeKey(r.method, r.path)).filter((k) => !covered.has(k));
  t.deepEqual(missing, []);
});
