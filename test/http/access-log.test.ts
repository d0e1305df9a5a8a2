/**
 * The logs a person reads: one access line per request (request id, route template, status, duration,
 * partner id; never a credential or the raw query), start-up progress, and a sandbox partner's forced
 * error logged as what it is, not as a server failure.
 */
import test from 'ava';
import { SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';

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

test('an error answer names its code; an unmatched path has no route template', async (t) => {
  const res = await server.request('GET', '/no/such/path?token=abc123');
  t.is(res.status, 404);
  const [line] = accessLines(res.headers.get('x-request-id')!);
  t.is(line?.route, null);
  t.is(line?.errorCode, 'NOT_FOUND');
  t.false(raw.join('\n').includes('abc123'));
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
