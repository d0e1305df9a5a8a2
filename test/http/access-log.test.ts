/**
 * The logs a person reads: one access line per request (request id, route template, status, duration,
 * partner id; never a credential or the raw query), start-up progress, and a sandbox partner's forced
 * error logged as what it is, not as a server failure.
 */
import test from 'ava';
import { SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { quote, SCOM, trade, traderOn } from './trading-support.ts';
import { partnerClient } from './users-support.ts';

interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly [field: string]: unknown;
}

const INFO = 30;
const ERROR = 50;

let server: TestServer;
const raw: string[] = [];
const lines = (): LogLine[] => raw.map((l) => JSON.parse(l) as LogLine);
const accessLines = (requestId: string): LogLine[] => lines().filter((l) => l.msg === 'request' && l.requestId === requestId);

test.before(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info' }, { logSink: (line) => raw.push(line), freshDatabase: true });
});
test.after.always(async () => server?.close());

test('start-up progress: migrations, catalog seeding and recovery, with counts and durations', (t) => {
  const migrated = lines().find((l) => l.msg === 'database migrated');
  t.truthy(migrated);
  t.true(Array.isArray(migrated!.applied) && (migrated!.applied as number[]).length > 0);
  t.is(typeof migrated!.durationMs, 'number');
  const seeded = lines().find((l) => l.msg === 'market catalog seeded');
  t.true((seeded?.instruments as number) > 0);
  const recovered = lines().find((l) => l.msg === 'recovered: serving');
  t.is(typeof recovered?.journalHead, 'number');
  t.is(typeof recovered?.pendingTimers, 'number');
  t.is(typeof recovered?.durationMs, 'number');
  t.truthy(lines().find((l) => l.msg === 'ready'));
});

test('one access line per request: id, route template, status, duration, partner; no key, no query', async (t) => {
  const { apiKey } = await server.sandboxPartner();
  const list = await server.request('GET', `${SANDBOX}/stocks`, { key: apiKey });
  const symbol = list.body.stocks[0].symbol as string;
  const res = await server.request('GET', `${SANDBOX}/stocks/${encodeURIComponent(symbol)}?exchange=whatever-secret-ish`, { key: apiKey });
  const requestId = res.headers.get('x-request-id')!;
  const found = accessLines(requestId);
  t.is(found.length, 1, 'exactly one line');
  const line = found[0]!;
  t.is(line.level, INFO);
  t.is(line.method, 'GET');
  t.is(line.route, `${SANDBOX}/stocks/{symbol}`);
  t.is(line.status, res.status);
  t.true(typeof line.durationMs === 'number' && line.durationMs >= 0);
  t.regex(String(line.partnerId), /^ptn_/);
  t.is(line.env, 'sandbox');
  const text = raw.join('\n');
  t.false(text.includes(apiKey), 'the key never reaches the log');
  t.false(text.includes('whatever-secret-ish'), 'nor the query string');
});

test('an error answer names its code; an unmatched path has no route template but its path, without the query', async (t) => {
  const res = await server.request('GET', '/no/such/path?token=abc123');
  t.is(res.status, 404);
  const [line] = accessLines(res.headers.get('x-request-id')!);
  t.is(line?.route, null);
  t.is(line?.path, '/no/such/path', 'the path it asked for, without the query');
  t.is(line?.errorCode, 'NOT_FOUND');
  t.false(raw.join('\n').includes('abc123'));
});

test('a 405 line carries the path it refused; a matched route logs its template and no path', async (t) => {
  const { apiKey } = await server.sandboxPartner();
  const res = await server.request('DELETE', `${SANDBOX}/account`, { key: apiKey });
  t.is(res.status, 405);
  const [line] = accessLines(res.headers.get('x-request-id')!);
  t.like(line, { route: null, path: `${SANDBOX}/account`, status: 405, errorCode: 'METHOD_NOT_ALLOWED' });
  const ok = await server.request('GET', `${SANDBOX}/account`, { key: apiKey });
  const [matched] = accessLines(ok.headers.get('x-request-id')!);
  t.is(matched?.route, `${SANDBOX}/account`);
  t.false('path' in matched!);
});

test('the lines of a trade tell its story: sub-account, quote and order ids, and the idempotent replay marked as such', async (t) => {
  const { apiKey } = await server.sandboxPartner();
  const partnerId = (await server.request('GET', `${SANDBOX}/account`, { key: apiKey })).body.partnerId as string;
  const p = partnerClient(server, 'sandbox', apiKey, partnerId);
  const userId = await traderOn(p, 1_000);
  t.regex(userId, /^sub_/);
  const q = await quote(p, SCOM, userId, { type: 'BUY', quantity: 1 });
  t.is(q.status, 200);
  const quoteId = q.body.quoteId as string;
  t.true((accessLines(q.headers.get('x-request-id')!)[0]!.resourceIds as string[]).includes(quoteId), 'the quote line names the quote');
  const key = uniqueKey('log-trade');
  const placed = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 1, quoteId }, key);
  t.is(placed.status, 202, placed.text);
  const orderId = placed.body.orderId as string;
  const [line] = accessLines(placed.headers.get('x-request-id')!);
  t.like(line, { route: `${SANDBOX}/users/{userId}/trade`, status: 202 });
  t.deepEqual(line!.resourceIds, [userId, orderId, quoteId, placed.body.lastExecutionReportId], 'the sub-account asked for, then the ids of the answer');
  t.false('idempotentReplay' in line!);
  const again = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 1, quoteId }, key);
  t.is(again.headers.get('idempotent-replayed'), 'true');
  const [replayed] = accessLines(again.headers.get('x-request-id')!);
  t.like(replayed, { status: 202, idempotentReplay: true });
  t.true((replayed!.resourceIds as string[]).includes(orderId), 'the replayed answer names the same order');
  const read = await p.get(`/orders/${orderId}`);
  t.is(read.status, 200);
  t.is((accessLines(read.headers.get('x-request-id')!)[0]!.resourceIds as string[])[0], orderId, 'a read names what its path asked for first');
});

test('a webhook line names the webhook; ids of free text, symbols and list items are not logged', async (t) => {
  const { apiKey } = await server.sandboxPartner();
  const made = await server.request('POST', `${SANDBOX}/webhooks`, {
    key: apiKey,
    idempotencyKey: uniqueKey(),
    body: { url: 'http://127.0.0.1:9/hook', events: ['order.filled'], secret: 'receiver-secret-0123456789abcdef' },
  });
  t.is(made.status, 201, made.text);
  const webhookId = made.body.id as string;
  t.regex(webhookId, /^wh_/);
  t.deepEqual(accessLines(made.headers.get('x-request-id')!)[0]?.resourceIds, [webhookId]);
  const list = await server.request('GET', `${SANDBOX}/webhooks`, { key: apiKey });
  t.false('resourceIds' in accessLines(list.headers.get('x-request-id')!)[0]!, 'a list names no ids');
  const stock = await server.request('GET', `${SANDBOX}/stocks/${SCOM}`, { key: apiKey });
  t.false('resourceIds' in accessLines(stock.headers.get('x-request-id')!)[0]!, 'a symbol is not a resource id');
});

test("a sandbox partner's forced INTERNAL_ERROR is logged as the answer it asked for, not as a server failure", async (t) => {
  const { apiKey } = await server.sandboxPartner();
  const res = await server.request('GET', `${SANDBOX}/account`, { key: apiKey, headers: { 'X-Sandbox-Force-Error': 'INTERNAL_ERROR' } });
  t.is(res.status, 500);
  const requestId = res.headers.get('x-request-id')!;
  const related = lines().filter((l) => l.requestId === requestId);
  t.false(
    related.some((l) => l.level >= ERROR),
    'no error line',
  );
  const [line] = accessLines(requestId);
  t.is(line?.status, 500);
  t.is(line?.errorCode, 'INTERNAL_ERROR');
  t.is(line?.sandboxScenario, true);
});

test('the reference pages are logged under their own route names', async (t) => {
  const res = await fetch(`${server.url}/docs`);
  t.is(res.status, 200);
  const [line] = accessLines(res.headers.get('x-request-id')!);
  t.is(line?.route, '/docs');
  t.is(line?.status, 200);
});
