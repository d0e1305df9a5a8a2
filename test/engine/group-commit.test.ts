/**
 * Group commit, observed on a real Service and SQLite file: commands queued in one event-loop tick
 * share one transaction, each in its own savepoint, and nobody hears back before the commit.
 */
import test, { type ExecutionContext } from 'ava';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { SANDBOX_SEED_MINOR } from '../../engine/partners/partners.ts';
import { loadConfig } from '../../engine/config.ts';
import type { Command } from '../../engine/engine.ts';
import type { ServiceError } from '../../engine/errors.ts';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { Service } from '../../engine/service.ts';
import { databasePath } from '../../storage/db.ts';
import { verifyChain } from '../../storage/journal.ts';
import { sandboxPartner } from '../helpers/engine-partner.ts';

interface Harness {
  readonly service: Service;
  /** A second, read-only connection: it sees only what has been committed. */
  readonly reader: Database.Database;
  commits: number;
}

function harness(t: ExecutionContext): Harness {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-group-commit-'));
  const service = new Service(loadConfig({ DATA_DIR: dir, CLOCK: '2026-09-01T09:00:00Z' }), pino({ level: 'silent' }));
  service.recover();
  const reader = new Database(databasePath(dir), { readonly: true });
  const h: Harness = { service, reader, commits: 0 };
  service.engine.onCommitted(() => (h.commits += 1));
  t.teardown(() => {
    reader.close();
    service.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return h;
}

const topup = (partnerId: string, amountMinor: number, requestId: string): Command => ({
  type: 'funding.topup',
  env: 'sandbox',
  partnerId,
  requestId,
  payload: { amountMinor, currency: 'USD', reference: null },
});

const committedSeq = (h: Harness, seq: number): boolean => h.reader.prepare('SELECT 1 FROM journal WHERE seq = ?').get(seq) !== undefined;

test('commands dispatched in one tick commit in one transaction, and each answers only after it', async (t) => {
  const h = harness(t);
  const partnerId = await sandboxPartner(h.service, 'alice');
  const head = h.service.engine.journalHead().seq;
  const commitsBefore = h.commits;
  const visibleAtAnswer: boolean[] = [];
  const pending = Array.from({ length: 10 }, (_, i) =>
    h.service.engine.execute(topup(partnerId, 100 + i, `batch-${i}`)).then((done) => {
      visibleAtAnswer.push(committedSeq(h, done.seq));
      return done;
    }),
  );
  t.false(committedSeq(h, head + 1), 'nothing is committed while the batch is queued');
  const results = await Promise.all(pending);
  t.is(h.commits - commitsBefore, 1, 'one commit for the ten commands');
  t.deepEqual(
    results.map((r) => r.seq),
    Array.from({ length: 10 }, (_, i) => head + 1 + i),
  );
  t.deepEqual(visibleAtAnswer, Array(10).fill(true), 'every caller was answered after the commit');
  const times = h.reader.prepare('SELECT DISTINCT at_ms FROM journal WHERE seq > ?').pluck().all(head);
  t.is(times.length, 1, 'the batch shares one instant');
});

test('commands awaited one by one commit one by one', async (t) => {
  const h = harness(t);
  const partnerId = await sandboxPartner(h.service, 'bob');
  const before = h.commits;
  for (let i = 0; i < 3; i += 1) await h.service.engine.execute(topup(partnerId, 5, `serial-${i}`));
  t.is(h.commits - before, 3);
});

test('a failing command in a batch rolls back alone and leaves no journal entry, actor or ledger row', async (t) => {
  const h = harness(t);
  const partnerId = await sandboxPartner(h.service, 'carol');
  const head = h.service.engine.journalHead().seq;
  const transfersBefore = h.service.stores.ledger.allTransfers().length;
  const before = h.commits;
  const outcomes = await Promise.allSettled([
    h.service.engine.execute(topup(partnerId, 100, 'ok-1')),
    // Spawns a top-up actor, then the transfer's invariant (a positive amount) refuses the zero: the spawn must vanish too.
    h.service.engine.execute(topup(partnerId, 0, 'bad-amount')),
    h.service.engine.execute({
      type: 'funding.payout',
      env: 'sandbox',
      partnerId,
      requestId: 'bad-payout',
      payload: { amountMinor: 1, currency: 'USD', reference: null },
    }),
    h.service.engine.execute(topup(partnerId, 200, 'ok-2')),
  ]);
  t.is(h.commits - before, 1);
  t.deepEqual(
    outcomes.map((o) => o.status),
    ['fulfilled', 'rejected', 'rejected', 'fulfilled'],
  );
  const codes = outcomes.filter((o) => o.status === 'rejected').map((o) => ((o as PromiseRejectedResult).reason as ServiceError).code);
  // HTTP never sends a zero amount (its schema refuses it); reaching the engine it is a broken invariant, not a client error.
  t.deepEqual(codes, ['ERR_ASSERTION', 'SANDBOX_UNSUPPORTED']);
  const entries = h.reader.prepare('SELECT seq, request_id AS requestId FROM journal WHERE seq > ? ORDER BY seq').all(head);
  t.deepEqual(entries, [
    { seq: head + 1, requestId: 'ok-1' },
    { seq: head + 2, requestId: 'ok-2' },
  ]);
  t.is(h.reader.prepare("SELECT COUNT(*) FROM snapshots WHERE kind = 'topup'").pluck().get(), 2);
  t.is(h.reader.prepare('SELECT COUNT(*) FROM topups').pluck().get(), 2);
  t.is(h.service.stores.ledger.allTransfers().length, transfersBefore + 2);
  t.is(h.service.stores.ledger.account(ledgerAccounts.masterWallet('sandbox', partnerId).id)!.balance, SANDBOX_SEED_MINOR + 300);
  t.true(verifyChain(h.service.stores.journal.iterate()).ok, 'the failed commands consumed no link of the chain');
  // The engine goes on from the right head.
  const next = await h.service.engine.execute(topup(partnerId, 1, 'after'));
  t.is(next.seq, head + 3);
});
