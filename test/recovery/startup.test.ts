import test, { type ExecutionContext } from 'ava';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../engine/config.ts';
import { Service } from '../../engine/service.ts';
import { databasePath } from '../../storage/db.ts';
import { SANDBOX, startTestServer, uniqueKey } from '../helpers/server.ts';
import { copyDataDir, query, tamperPayload } from './support.ts';

let source = '';

test.before(async () => {
  source = mkdtempSync(join(tmpdir(), 'pbs-startup-source-'));
  const s = await startTestServer({ DATA_DIR: source });
  try {
    const { apiKey } = await s.sandboxPartner();
    for (const amount of [1, 2, 3]) await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount } });
  } finally {
    await s.close();
  }
});

test.after.always(() => {
  if (source) rmSync(source, { recursive: true, force: true });
});

function boot(t: ExecutionContext, dataDir: string): Service {
  const service = new Service(loadConfig({ DATA_DIR: dataDir, CLOCK: '2026-09-01T09:00:00Z' }), pino({ level: 'silent' }));
  t.teardown(() => service.close());
  return service;
}

function edit(dataDir: string, sql: string): void {
  const db = new Database(databasePath(dataDir));
  db.exec(sql);
  db.close();
}

test('a clean data directory recovers, reports its journal head and turns ready', (t) => {
  const service = boot(t, copyDataDir(t, source));
  t.false(service.ready);
  const report = service.recover();
  const head = query<{ seq: number }>(source, 'SELECT MAX(seq) AS seq FROM journal')[0]!.seq;
  const timers = query<{ n: number }>(source, 'SELECT COUNT(*) AS n FROM timers')[0]!.n;
  t.true(timers > 0, 'the market poll and session timers are durable');
  t.deepEqual(report, { journalHead: head, verifiedLinks: head, pendingTimers: timers });
  t.true(service.ready);
});

test('start-up refuses a journal whose recent links are broken, naming the entry', (t) => {
  const dir = copyDataDir(t, source);
  const entry = query<{ seq: number; payload: string }>(dir, "SELECT seq, payload FROM journal WHERE type = 'funding.topup' ORDER BY seq LIMIT 1")[0]!;
  tamperPayload(dir, entry.seq, { ...JSON.parse(entry.payload), amountMinor: 999_999 });
  const service = boot(t, dir);
  t.throws(() => service.recover(), { message: new RegExp(`journal chain broken at entry ${entry.seq}:`) });
  t.false(service.ready);
});

test('start-up refuses a ledger that does not sum to zero', (t) => {
  const dir = copyDataDir(t, source);
  edit(dir, "UPDATE ledger_accounts SET balance = balance + 1 WHERE kind = 'sandbox_funding'");
  const service = boot(t, dir);
  t.throws(() => service.recover(), { message: /ledger does not balance: USD sums to 1/ });
  t.false(service.ready);
});

test('start-up refuses snapshots that claim a journal entry the journal does not have', (t) => {
  const dir = copyDataDir(t, source);
  edit(dir, "UPDATE snapshots SET journal_seq = 1000000 WHERE kind = 'topup'");
  const service = boot(t, dir);
  t.throws(() => service.recover(), { message: /snapshots reflect journal entry 1000000/ });
});
