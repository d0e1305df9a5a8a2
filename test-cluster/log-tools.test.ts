/**
 * Cluster mode is no one-way door. An embedded journal is exported to the PostgreSQL
 * log with its chain intact, verified there from genesis, replayed back into a standalone embedded
 * database and compared table by table, through the shipped bin/ tools.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import test from 'ava';
import { connect } from '../engine/cluster/pg-log.ts';
import { openReadOnly } from '../storage/inspect.ts';
import { JournalStore } from '../storage/journal.ts';
import { SANDBOX, startTestServer, uniqueKey } from '../test/helpers/server.ts';
import { PgInstance } from './support/postgres.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..');

async function tool(script: string, args: string[]): Promise<{ code: number; report: Record<string, unknown> }> {
  const result = await run(process.execPath, [join(ROOT, 'bin', script), ...args], { cwd: ROOT }).then(
    (r) => ({ code: 0, stdout: r.stdout }),
    (error: { code?: number; stdout?: string }) => ({ code: error.code ?? -1, stdout: error.stdout ?? '' }),
  );
  return { code: result.code, report: JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as Record<string, unknown> };
}

function journalHead(dataDir: string): { seq: number; hash: string } {
  const db = openReadOnly(dataDir);
  try {
    return new JournalStore(db).head();
  } finally {
    db.close();
  }
}

test('export an embedded journal to PostgreSQL, verify it from genesis, replay it back: equal table by table', async (t) => {
  const pg = await PgInstance.primary();
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-embedded-'));
  const server = await startTestServer({ CLOCK: 'system', DATA_DIR: dataDir });
  const replayed = mkdtempSync(join(tmpdir(), 'pbs-replayed-'));
  try {
    // Some history: partners, top-ups (ledger transfers, idempotency records), an order-free account.
    for (let p = 0; p < 2; p += 1) {
      const { apiKey } = await server.sandboxPartner();
      for (let i = 0; i < 5; i += 1) {
        const res = await server.request('POST', `${SANDBOX}/topup`, { key: apiKey, body: { amount: 10 + i }, idempotencyKey: uniqueKey('topup') });
        t.is(res.status, 201);
      }
    }
    await server.close();
    const head = journalHead(dataDir);
    t.true(head.seq > 10);

    const exported = await tool('journal-export-pg.ts', ['--data-dir', dataDir, '--to-pg', pg.url, '--partition', '0']);
    t.is(exported.code, 0, JSON.stringify(exported.report));
    t.is(exported.report.exported, head.seq);
    t.is(exported.report.headHash, head.hash);
    // A second export finds the log complete: nothing more to append, the chain unchanged.
    const again = await tool('journal-export-pg.ts', ['--data-dir', dataDir, '--to-pg', pg.url, '--partition', '0']);
    t.is(again.code, 0, JSON.stringify(again.report));
    t.is(again.report.exported, 0);

    const verified = await tool('journal-verify-pg.ts', ['--pg', pg.url, '--partition', '0']);
    t.is(verified.code, 0, JSON.stringify(verified.report));
    t.is(verified.report.entries, head.seq);
    t.is(verified.report.headHash, head.hash);

    const back = await tool('journal-replay-pg.ts', ['--pg', pg.url, '--partition', '0', '--to', replayed, '--compare', dataDir]);
    t.is(back.code, 0, JSON.stringify(back.report));
    t.is(back.report.differences, 0);
    t.deepEqual(journalHead(replayed), head);

    // A tampered log is caught, and the entry named.
    const sql = connect(pg.url, { max: 1 });
    try {
      await sql`UPDATE journal_batch SET entries = replace(entries, '"amountMinor":1100', '"amountMinor":9900') WHERE partition = 0`;
    } finally {
      await sql.end({ timeout: 1 });
    }
    const tampered = await tool('journal-verify-pg.ts', ['--pg', pg.url, '--partition', '0']);
    t.is(tampered.code, 1);
    t.is(typeof tampered.report.firstBadSeq, 'number');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(replayed, { recursive: true, force: true });
    pg.destroy();
  }
});
