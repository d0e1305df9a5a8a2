/**
 * Every list answers the standard envelope (CONTRACT.md section 6): a named array with `count`,
 * `hasMore` and `nextCursor`, paged by `limit` and `cursor`. The test reads the list routes from the
 * served OpenAPI documents (partner, both bases, and operator): every GET whose 200 body has an array
 * member is a list unless named below as a document that merely contains an array. Through real HTTP
 * it fills each list with data, then checks the envelope and that pages of one continue one another
 * (no duplicate, no gap) up to the last page.
 */
import test, { type ExecutionContext } from 'ava';
import { deref, servedPaths } from '../helpers/openapi-refs.ts';
import { ADMIN, OPERATOR_TOKEN, PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestResponse, type TestServer } from '../helpers/server.ts';
import { holdShares } from './corporate-support.ts';
import { openSession, orgOn, type EnvName, type Org } from './team-support.ts';
import { advanceOrder, testTrade } from './testtools-support.ts';
import { advance, marketOrder, ONE_USD_KES, SCOM, tick, traderOn } from './trading-support.ts';
import { partnerClient, type Partner } from './users-support.ts';
import { receiver, until } from './webhook-support.ts';

type Json = Record<string, any>;

/**
 * GET operations whose 200 body holds an array but is one document, not a list of records: time series
 * bounded by their range or period, reports with their breakdowns, single records with their parts,
 * market tables in the spec's own `{data, meta}` shape, and the operator's inspector views.
 */
const NOT_LISTS: Record<string, string> = {
  '/stocks/{symbol}/candles': 'time series bounded by from/to',
  '/stocks/{symbol}/history': 'time series bounded by its period (deprecated)',
  '/stocks/{symbol}/chart': 'time series bounded by its period (deprecated)',
  '/etfs/{symbol}/history': 'time series bounded by its period',
  '/etfs/{symbol}/chart': 'time series bounded by its period',
  '/market/ohlcv': 'time series bounded by from/to (the spec: data, meta)',
  '/market-data/ohlcv': 'deprecated alias of /market/ohlcv',
  '/market/movers': "ranked table with the spec's own page/limit paging in meta",
  '/market-data/movers': 'deprecated alias of /market/movers',
  '/market/exchanges': "the 14 exchanges, in the spec's {data, meta} shape",
  '/market-data/exchanges': 'deprecated alias of /market/exchanges',
  '/market/status': 'one status document per exchange (the spec)',
  '/market/settlement': 'one settlement table (the spec)',
  '/market/holidays': 'calendar bounded by from/to (the spec: data)',
  '/fx/rates': 'the managed FX table (the spec: data)',
  '/portfolio': 'a portfolio document (holdings and summary)',
  '/users/{userId}/portfolio': 'a portfolio document (holdings and summary)',
  '/portfolio/history': 'time series bounded by from/to',
  '/portfolio/performance': 'report bounded by from/to',
  '/users/{userId}/performance': 'report bounded by from/to',
  '/report/dividends': 'report with its breakdowns',
  '/reports/aum': 'report with its breakdowns',
  '/reports/fees': 'report with its periods',
  '/reports/revenue': 'report with its breakdowns',
  '/reports/invoices/{invoiceId}': 'one invoice with its lines',
  '/usage': 'report bounded by from/to, one row per day',
  '/sla': 'one SLA document',
  '/api/v1/status': 'the status page document',
  '/market-intel/{id}': 'one article with its symbols',
  '/support/cases/{caseId}': 'one case with its messages',
  '/governance/meetings/{meetingId}': 'one meeting with its agenda and elections',
  '/governance/elections/{electionId}': 'one election with its resolutions',
  '/certification': 'the checklist document',
  '/partners/{partnerId}': 'one partner with its keys',
  '/cluster': "the cluster status document: this node and each partition (a fixed set, the installation's)",
  '/actors/{kind}/{id}': "one actor with its journal (the inspector's)",
  '/inspector/find': 'inspector search: the best matches of an id, capped',
  '/inspector/machines': 'inspector: the machine definitions',
  '/inspector/actors/{kind}/{id}': 'inspector: one actor with its timeline',
  '/inspector/actors/{kind}/{id}/history': "inspector: one actor's recomputed steps",
};

/**
 * Lists this fixture leaves with fewer than two records, so only their envelope (not a second page) is
 * seen here: their records need the clock moved across days (votes at a record date) or a month end
 * (invoices), or timers that fail (quarantine). They page with the same pageRequest/pageOf as the
 * SQL-backed lists walked here.
 */
const THIN_HERE = new Set(['/timers/quarantined', '/reports/invoices', '/users/{userId}/votes']);

let server: TestServer;

test.before(async () => {
  server = await startTestServer();
});

test.after.always(async () => {
  await server?.close();
});

const stripBase = (path: string): string => path.replace(/^\/api\/(admin\/v1|v1\/partner|sandbox\/v1\/partner)(?=\/)/, '');

/** The list operations of a served document: path, its array member, its declared query parameters. */
function listOperations(doc: Json): { path: string; member: string; query: string[] }[] {
  const out: { path: string; member: string; query: string[] }[] = [];
  for (const [path, item] of Object.entries(servedPaths(doc))) {
    const get = item.get;
    const schema = get?.responses?.['200']?.content?.['application/json']?.schema;
    if (!schema) continue;
    const body = deref(doc, schema);
    const arrays = Object.entries((body.properties ?? {}) as Record<string, Json>).filter(([, p]) => deref(doc, p).type === 'array');
    if (arrays.length === 0 || NOT_LISTS[stripBase(path)] !== undefined) continue;
    const query = (get.parameters as Json[]).map((p) => deref(doc, p)).filter((p) => p.in === 'query');
    out.push({ path, member: arrays.map(([name]) => name).join(','), query: query.map((p) => p.name as string) });
  }
  return out;
}

interface Side {
  readonly org: Org;
  readonly p: Partner;
  readonly params: Record<string, string>;
}

/** A partner of `env` with records in every list it can fill cheaply (two or more of each). */
async function sideOn(s: TestServer, env: EnvName, hookUrl: string): Promise<Side> {
  const org = await orgOn(s, env);
  const p = partnerClient(s, env, org.apiKey, org.partnerId);
  if (env === 'production') {
    const top = await p.post('/topup', { amount: 100_000 });
    if ((await s.operator('POST', `/top-ups/${top.body.topupId}/approve`)).status !== 200) throw new Error('top-up approval failed');
  }
  const hooks: string[] = [];
  for (const n of [1, 2]) {
    const hook = await p.post('/webhooks', { url: `${hookUrl}?${env}-${n}`, events: ['*'], secret: 'receiver-secret-0123456789abcdef' });
    if (hook.status !== 201) throw new Error(`webhook failed: ${hook.status} ${hook.text}`);
    hooks.push(hook.body.id);
  }
  const a = await traderOn(p, 5_000);
  const b = await traderOn(p, 1_000);
  await holdShares(p, b, SCOM, 10);
  await holdShares(p, a, SCOM, 40);
  await holdShares(p, a, SCOM, 20);
  for (const quantity of [10, 5]) {
    const sell = await marketOrder(p, a, SCOM, 'SELL', { quantity });
    if (sell.status !== 201 && sell.status !== 202) throw new Error(`sell failed: ${sell.status} ${sell.text}`);
    await advance(s, 300);
  }
  for (const deviceId of ['d-1', 'd-2', 'd-3']) {
    const device = await p.post(`/users/${a}/devices`, { deviceId, platform: 'ios', token: `tok-${deviceId}` });
    if (device.status !== 201) throw new Error(`device failed: ${device.status} ${device.text}`);
  }
  for (const threshold of [5000, 6000]) {
    const alert = await p.post('/price-alerts', { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold });
    if (alert.status !== 201) throw new Error(`alert failed: ${alert.status} ${alert.text}`);
  }
  for (const amount of [1_000, 1_500]) {
    const sub = await p.post(`/users/${a}/subscribe`, { instrumentId: 'OPP-KE-SME-CREDIT-2026', amount });
    if (sub.status !== 201) throw new Error(`commitment failed: ${sub.status} ${sub.text}`);
  }
  for (const subject of ['First question', 'Second question']) {
    const opened = await p.post('/support/cases', { subject, description: 'Please help with this.', category: 'OTHER' });
    if (opened.status !== 201) throw new Error(`case failed: ${opened.status} ${opened.text}`);
  }
  const invited = await s.request('POST', `${org.base}/team/members`, {
    key: org.owner.token,
    idempotencyKey: uniqueKey(),
    body: { email: `${uniqueKey('m')}@example.com`, role: 'VIEWER' },
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${invited.text}`);
  if ((await openSession(s, org.base, org.owner.sub, org.owner.email)).status !== 201) throw new Error('second session failed');
  if (env === 'production') {
    // Payouts above USD 100.00 wait for a second member: two pending approvals.
    const policy = await s.request('PATCH', `${org.base}/security`, {
      key: org.owner.token,
      idempotencyKey: uniqueKey(),
      body: { approvals: { payoutsAbove: 100 } },
    });
    if (policy.status !== 200) throw new Error(`policy failed: ${policy.status} ${policy.text}`);
    for (const amount of [500, 600]) {
      const held = await p.post('/payout', { amount });
      if (held.status !== 202) throw new Error(`payout failed: ${held.status} ${held.text}`);
    }
  }
  if (env === 'sandbox') {
    for (const frozenTime of ['2027-01-04T09:00:00Z', '2027-02-01T09:00:00Z']) {
      const clock = await p.post('/test-clocks', { frozenTime, name: `clock ${frozenTime}` });
      if (clock.status !== 201) throw new Error(`test clock failed: ${clock.status} ${clock.text}`);
    }
  }
  // An order with two executions (a partial fill, then the rest), through the sandbox's test tools.
  let orderId = (await p.get(`/users/${a}/orders`)).body.orders[0].orderId as string;
  if (env === 'sandbox') {
    const pending = await testTrade(p, { subAccountId: a, symbol: SCOM, type: 'BUY', quantity: 4, outcome: 'PENDING' });
    orderId = pending.body.orderId;
    for (const action of ['partial_fill', 'fill']) {
      const moved = await advanceOrder(p, orderId, { action });
      if (moved.status !== 200) throw new Error(`advance failed: ${moved.status} ${moved.text}`);
    }
  }
  return { org, p, params: { userId: a, orderId, id: hooks[0]!, symbol: SCOM } };
}

async function operatorRecords(s: TestServer): Promise<void> {
  for (const title of ['Slow quotes', 'Delayed fills']) {
    if ((await s.operator('POST', '/incidents', { title, severity: 'P3', affectedServices: ['market-data'] })).status !== 201)
      throw new Error('incident failed');
  }
  for (const [exDate, payDate] of [
    ['2026-09-10', '2026-09-11'],
    ['2026-09-20', '2026-09-21'],
  ]) {
    const declared = await s.operator('POST', '/corporate-actions', { type: 'DIVIDEND', symbol: SCOM, dividendPerShare: '1', exDate, payDate });
    if (declared.status !== 201) throw new Error(`dividend failed: ${declared.status} ${declared.text}`);
  }
  for (const meetingDate of ['2026-10-05', '2026-10-06']) {
    const meeting = await s.operator('POST', '/governance/meetings', {
      symbol: SCOM,
      type: 'AGM',
      meetingDate,
      recordDate: '2026-10-01',
      agenda: ['Accounts'],
      elections: [{ title: 'Resolutions', opensAt: '2026-10-02T09:00:00Z', closesAt: '2026-10-04T12:00:00Z', resolutions: [{ title: 'Adopt' }] }],
    });
    if (meeting.status !== 201) throw new Error(`meeting failed: ${meeting.status} ${meeting.text}`);
  }
  for (const n of [1, 2]) {
    const { sub, email } = await s.productionPartner(uniqueKey(`upgrade-${n}`));
    const asked = await s.request('POST', `${PRODUCTION}/upgrade-request`, {
      key: await s.idToken({ sub, email }),
      body: { message: 'more volume', targetTier: 'growth' },
    });
    if (asked.status !== 201) throw new Error(`upgrade failed: ${asked.status} ${asked.text}`);
  }
}

const withQuery = (path: string, query: Record<string, string>): string => `${path}?${new URLSearchParams(query)}`;

/** Query values some lists need: the dividend calendar's unheld symbols, the sandbox test tools' sub-account. */
const EXTRA_QUERY: Record<string, (params: Record<string, string>) => Record<string, string>> = {
  '/dividends/calendar': () => ({ all: 'true' }),
  '/test-tools/orders': (params) => ({ subAccountId: params.userId! }),
  '/sandbox/orders': (params) => ({ subAccountId: params.userId! }),
};

interface Walk {
  readonly records: number;
}

/** Reads one list whole (its largest page), then page by page with limit=1, and compares. */
async function walk(
  t: ExecutionContext,
  get: (path: string) => Promise<TestResponse>,
  path: string,
  member: string,
  extra: Record<string, string>,
): Promise<Walk> {
  const whole = await get(withQuery(path, { ...extra, limit: '1000' }));
  t.is(whole.status, 200, `${path}: ${whole.text.slice(0, 300)}`);
  if (whole.status !== 200) return { records: 0 };
  const body = whole.body as Json;
  t.true(Array.isArray(body[member]), `${path}: ${member} is an array`);
  t.is(body.count, body[member].length, `${path}: count is the page's length`);
  t.is(typeof body.hasMore, 'boolean', `${path}: hasMore`);
  t.true(body.nextCursor === null || typeof body.nextCursor === 'string', `${path}: nextCursor`);
  t.is(body.hasMore, body.nextCursor !== null, `${path}: a cursor exactly when there is more`);
  const all = body[member] as unknown[];
  const pages = Math.min(all.length, 4);
  let cursor: string | null = null;
  for (let i = 0; i < pages; i += 1) {
    const page: TestResponse = await get(withQuery(path, { ...extra, limit: '1', ...(cursor ? { cursor } : {}) }));
    t.is(page.status, 200, `${path} page ${i + 1}: ${page.text.slice(0, 300)}`);
    t.deepEqual(page.body[member], [all[i]], `${path} page ${i + 1} is the ${i + 1}th record`);
    t.is(page.body.count, 1);
    const last = i === all.length - 1 && !body.hasMore;
    t.is(page.body.hasMore, !last, `${path} page ${i + 1}: hasMore`);
    cursor = page.body.nextCursor;
    t.is(cursor === null, last, `${path} page ${i + 1}: nextCursor`);
  }
  return { records: all.length };
}

test('every list route of both documents answers the envelope, and limit and cursor page through it without duplicate or gap', async (t) => {
  const s = server;
  const hooks = await receiver(t);
  await tick(s, SCOM, ONE_USD_KES);
  const sides: Record<EnvName, Side> = { sandbox: await sideOn(s, 'sandbox', hooks.url), production: await sideOn(s, 'production', hooks.url) };
  await operatorRecords(s);
  // Deliveries are written after commit: wait (real time, bounded) until each side's first webhook has settled two.
  for (const side of Object.values(sides)) {
    await until(async () => {
      const log = await side.p.get(`/webhooks/${side.params.id}/deliveries?limit=100`);
      const rows = log.body.deliveries as Json[];
      return rows.length >= 2 && rows.every((d) => d.success === true) ? true : undefined;
    }, 20_000);
  }

  const partnerDoc = (await s.request('GET', `${PRODUCTION}/openapi.json`)).body as Json;
  const operatorDoc = (await s.operator('GET', '/openapi.json')).body as Json;
  const operations = [...listOperations(partnerDoc), ...listOperations(operatorDoc)];
  t.true(operations.length > 80, `${operations.length} list operations`);

  const recordsByRoute = new Map<string, number>();
  for (const op of operations) {
    t.true(op.query.includes('limit') && op.query.includes('cursor'), `${op.path} takes limit and cursor`);
    const route = stripBase(op.path);
    const env: EnvName | 'admin' = op.path.startsWith(ADMIN) ? 'admin' : op.path.startsWith(SANDBOX) ? 'sandbox' : 'production';
    const side = env === 'admin' ? sides.production : sides[env];
    const concrete = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const value = side.params[name];
      if (!value) throw new Error(`no value for {${name}} of ${op.path}`);
      return value;
    });
    // Team routes need a portal session (service_oauth_); the others take the partner's key.
    const key = /^\/(team|sessions|approvals)/.test(route) ? side.org.owner.token : side.org.apiKey;
    const get = (path: string) =>
      env === 'admin' ? s.request('GET', path, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } }) : s.request('GET', path, { key });
    if (env === 'production' && /^\/(test-tools|sandbox)\//.test(route)) {
      t.is((await get(concrete)).status, 403, `${op.path}: test tools are the sandbox's`);
      continue;
    }
    const { records } = await walk(t, get, concrete, op.member, EXTRA_QUERY[route]?.(side.params) ?? {});
    recordsByRoute.set(route, Math.max(recordsByRoute.get(route) ?? 0, records));
  }
  const thin = [...recordsByRoute].filter(([, n]) => n < 2).map(([route]) => route);
  t.deepEqual(thin.sort(), [...THIN_HERE].sort(), 'every other list was walked across at least two pages');
});
