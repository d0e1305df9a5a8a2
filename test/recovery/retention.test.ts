/**
 * Retention removes exactly what its policy says, and nothing replay or the ledger needs: after the
 * sweeps, replaying the journal into an empty database reproduces every table, the purged rows included
 * (the sweep is a journaled timer carrying its policy). Windows are shortened by configuration so the
 * virtual clock moves days, not a month.
 */
import test, { type ExecutionContext } from 'ava';
import { pino } from 'pino';
import { positiveInteger } from '../../engine/config.ts';
import { RETENTION_DEFAULTS, loadRetention } from '../../engine/retention/policy.ts';
import { compareDatabases, replayJournal } from '../../engine/replay.ts';
import { SANDBOX, startTestServer, uniqueKey } from '../helpers/server.ts';
import { receiver, until } from '../http/webhook-support.ts';
import { query, tempDir } from './support.ts';

const DAY_MS = 86_400_000;
const WINDOW_DAYS = 3;

test('the defaults follow the specification and the anchors: idempotency 24 h, events, delivery log and finished snapshots 30 days, hourly', (t) => {
  t.deepEqual(loadRetention({}, positiveInteger), RETENTION_DEFAULTS);
  t.like(RETENTION_DEFAULTS, {
    idempotencyMs: DAY_MS,
    eventsMs: 30 * DAY_MS,
    deliveriesMs: 30 * DAY_MS,
    finishedSnapshotsMs: 30 * DAY_MS,
    intervalMs: 3_600_000,
  });
  t.throws(() => loadRetention({ RETENTION_IDEMPOTENCY_HOURS: '12' }, positiveInteger), {
    message: /RETENTION_IDEMPOTENCY_HOURS must be 0 \(keep forever\) or an integer >= 24/,
  });
  t.is(loadRetention({ RETENTION_EVENTS_DAYS: '0' }, positiveInteger).eventsMs, 0);
});

interface Row {
  readonly key: string;
  readonly atMs: number;
}

const rowsOf = (dir: string, sql: string): Row[] => query<Row>(dir, sql);

/** Rows of `before` older than `cutoffMs` are gone, every other one is still there. */
function assertExactly(t: ExecutionContext, label: string, before: Row[], after: Row[], cutoffMs: number, keep: (r: Row) => boolean = () => false): void {
  const left = new Set(after.map((r) => r.key));
  const expired = before.filter((r) => r.atMs < cutoffMs && !keep(r));
  const kept = before.filter((r) => r.atMs >= cutoffMs || keep(r));
  t.true(expired.length > 0, `${label}: some rows were old enough to go`);
  t.deepEqual(
    expired.filter((r) => left.has(r.key)),
    [],
    `${label}: every row past the window is gone`,
  );
  t.deepEqual(
    kept.filter((r) => !left.has(r.key)),
    [],
    `${label}: every row inside the window stays`,
  );
}

test('the sweep deletes exactly the rows past each window, never journal or ledger rows, and replay after it rebuilds every table', async (t) => {
  const dataDir = tempDir(t, 'retention-source');
  const rx = await receiver(t);
  const s = await startTestServer({
    DATA_DIR: dataDir,
    RETENTION_EVENTS_DAYS: String(WINDOW_DAYS),
    RETENTION_DELIVERIES_DAYS: String(WINDOW_DAYS),
    RETENTION_SNAPSHOTS_DAYS: String(WINDOW_DAYS),
  });
  let closed = false;
  t.teardown(() => (closed ? undefined : s.close()));
  const { apiKey } = await s.sandboxPartner();
  const hook = await s.request('POST', `${SANDBOX}/webhooks`, { key: apiKey, idempotencyKey: uniqueKey(), body: { url: rx.url, events: ['*'] } });
  t.is(hook.status, 201);

  /** A top-up (idempotency record, events, deliveries) and an expired quote, then time moves on. */
  const activity = async (): Promise<void> => {
    t.is((await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 5 } })).status, 201);
    t.is((await s.request('GET', `${SANDBOX}/quote/SCOM.KE?type=BUY&quantity=1`, { key: apiKey })).status, 200);
    const delivered = (): number => query<{ n: number }>(dataDir, "SELECT COUNT(*) AS n FROM webhook_deliveries WHERE state <> 'DELIVERED'")[0]!.n;
    await until(() => (delivered() === 0 ? true : undefined), 10_000);
  };
  await activity();
  await s.operator('POST', '/clock/advance', { seconds: 2 * 86_400 });
  await activity();
  await s.operator('POST', '/clock/advance', { seconds: 1.5 * 86_400 });
  await activity();

  const snapshot = () => ({
    idempotency: rowsOf(dataDir, "SELECT env || '/' || partner_id || '/' || key AS key, created_at_ms AS atMs FROM idempotency"),
    events: rowsOf(dataDir, 'SELECT seq AS key, at_ms AS atMs FROM events'),
    deliveries: rowsOf(dataDir, "SELECT id AS key, attempted_at_ms AS atMs FROM webhook_deliveries WHERE state IN ('DELIVERED', 'FAILED')"),
    finished: rowsOf(
      dataDir,
      "SELECT kind || '/' || id AS key, updated_at_ms AS atMs FROM snapshots WHERE kind IN ('quote', 'webhookDelivery') AND state IN ('CONSUMED', 'EXPIRED', 'DELIVERED', 'FAILED')",
    ),
    journal: query<{ n: number }>(dataDir, 'SELECT COUNT(*) AS n FROM journal')[0]!.n,
    transfers: query<{ n: number }>(dataDir, 'SELECT COUNT(*) AS n FROM ledger_transfers')[0]!.n,
  });
  const before = snapshot();
  // Two more days: the second activity passes the short windows, the third's idempotency record its 24 hours.
  await s.operator('POST', '/clock/advance', { seconds: 2 * 86_400 });
  const sweeps = query<{ atMs: number; payload: string }>(
    dataDir,
    "SELECT at_ms AS atMs, payload FROM journal WHERE type = 'timer.fire' AND payload LIKE '%\"retention:sweep\"%' ORDER BY seq",
  );
  t.true(sweeps.length >= 3, 'the sweep ran as rows came of age');
  const last = sweeps.at(-1)!;
  t.like(JSON.parse(last.payload), { prepared: { eventsMs: WINDOW_DAYS * DAY_MS, idempotencyMs: DAY_MS } });
  const after = snapshot();
  const newestEvent = Math.max(...before.events.map((r) => Number(r.key)));

  assertExactly(t, 'idempotency', before.idempotency, after.idempotency, last.atMs - DAY_MS);
  assertExactly(t, 'events', before.events, after.events, last.atMs - WINDOW_DAYS * DAY_MS, (r) => Number(r.key) === newestEvent);
  assertExactly(t, 'delivery log', before.deliveries, after.deliveries, last.atMs - WINDOW_DAYS * DAY_MS);
  assertExactly(t, 'finished snapshots', before.finished, after.finished, last.atMs - WINDOW_DAYS * DAY_MS);
  t.true(after.journal > before.journal, 'the journal only grows');
  t.is(query<{ n: number }>(dataDir, 'SELECT MAX(seq) AS n FROM journal')[0]!.n, after.journal, 'no journal entry was removed');
  t.true(after.transfers >= before.transfers, 'ledger transfers are never purged');
  // The third activity's events, deliveries and quote are inside the windows and stayed.
  t.true(after.events.length > 1 && after.deliveries.length > 0 && after.finished.length > 0);

  // GET /events still pages what is retained.
  const listed = await s.request('GET', `${SANDBOX}/events`, { key: apiKey });
  t.is(listed.status, 200);
  t.true(listed.body.events.length > 0);

  await s.close();
  closed = true;
  const target = tempDir(t, 'retention-replay');
  const report = replayJournal(dataDir, target, pino({ level: 'silent' }));
  t.is(report.headSeq, after.journal);
  t.deepEqual(compareDatabases(dataDir, target), []);
});
