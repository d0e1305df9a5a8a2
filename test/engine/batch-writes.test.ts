/**
 * A batch's journal entries, idempotency records, actor snapshots and journal links
 * are written by multi-row INSERTs just before its COMMIT, and a command's events by one INSERT when it
 * ends. Observed on a real Service and SQLite file through a second, read-only connection.
 */
import test, { type ExecutionContext } from 'ava';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../engine/config.ts';
import type { Command, ExecuteOptions } from '../../engine/engine.ts';
import type { ServiceError } from '../../engine/errors.ts';
import { Service } from '../../engine/service.ts';
import { BatchedInsert } from '../../storage/batched-insert.ts';
import { databasePath, openDatabase } from '../../storage/db.ts';
import { EventStore } from '../../storage/events.ts';
import { sandboxPartner } from '../helpers/engine-partner.ts';

interface Harness {
  readonly service: Service;
  readonly reader: Database.Database;
}

function harness(t: ExecutionContext): Harness {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-batch-writes-'));
  const service = new Service(loadConfig({ DATA_DIR: dir, CLOCK: '2026-09-01T09:00:00Z' }), pino({ level: 'silent' }));
  service.recover();
  const reader = new Database(databasePath(dir), { readonly: true });
  t.teardown(() => {
    reader.close();
    service.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { service, reader };
}

const topup = (env: 'sandbox' | 'production', partnerId: string, requestId: string): Command => ({
  type: 'funding.topup',
  env,
  partnerId,
  requestId,
  payload: { amountMinor: 500, currency: 'USD', reference: null },
});

const approve = (topupId: string, requestId: string): Command => ({
  type: 'operator.topup.approve',
  env: null,
  partnerId: null,
  requestId,
  payload: { topupId },
});

const keyed = (key: string): ExecuteOptions<unknown> => ({
  idempotency: { key, fingerprint: 'f'.repeat(64) },
  respond: (result) => ({ status: 201, body: result }),
});

test('an actor moved by two commands of one batch is stored once in its final state, with both commands linked; the failed third leaves nothing', async (t) => {
  const h = harness(t);
  const partnerId = await sandboxPartner(h.service, 'batch-alice');
  const created = await h.service.engine.execute<{ id: string }>(topup('production', partnerId, 'create'));
  const id = created.result.id;
  const head = h.service.engine.journalHead().seq;
  // One tick, one batch: approve, approve again (a CONFLICT: a confirmed top-up takes no approval), a keyed sandbox top-up.
  const approved = h.service.engine.execute(approve(id, 'approve-1'));
  const again = h.service.engine.execute(approve(id, 'approve-2'));
  const other = h.service.engine.execute(topup('sandbox', partnerId, 'other'), keyed('batch-key-1'));
  t.is(h.reader.prepare('SELECT COUNT(*) FROM journal WHERE seq > ?').pluck().get(head), 0, 'nothing is visible before the commit');
  const [first, second, third] = await Promise.allSettled([approved, again, other]);
  t.is(first.status, 'fulfilled');
  t.is(second.status, 'rejected');
  t.is(((second as PromiseRejectedResult).reason as ServiceError).code, 'CONFLICT');
  t.is(third.status, 'fulfilled');
  const approveSeq = (first as PromiseFulfilledResult<{ seq: number }>).value.seq;
  const otherSeq = (third as PromiseFulfilledResult<{ seq: number }>).value.seq;
  t.deepEqual([approveSeq, otherSeq], [head + 1, head + 2], 'the failed command took no journal position');

  const row = h.reader.prepare("SELECT state, journal_seq AS seq FROM snapshots WHERE kind = 'topup' AND id = ?").get(id) as { state: string; seq: number };
  t.deepEqual(row, { state: 'CONFIRMED', seq: approveSeq });
  const links = h.reader
    .prepare("SELECT journal_seq AS seq, event_type AS type FROM actor_journal WHERE kind = 'topup' AND id = ? ORDER BY journal_seq")
    .all(id);
  t.deepEqual(links, [
    { seq: created.seq, type: 'xstate.init' },
    { seq: approveSeq, type: 'operator.approve' },
  ]);
  t.deepEqual(h.reader.prepare('SELECT seq, type FROM journal WHERE seq > ? ORDER BY seq').all(head), [
    { seq: approveSeq, type: 'operator.topup.approve' },
    { seq: otherSeq, type: 'funding.topup' },
  ]);
  const stored = h.reader.prepare("SELECT journal_seq AS seq, status, body FROM idempotency WHERE key = 'batch-key-1'").get() as {
    seq: number;
    status: number;
    body: string;
  };
  t.is(stored.seq, otherSeq);
  t.is(stored.status, 201);
  t.is((JSON.parse(stored.body) as { id: string }).id, (third as PromiseFulfilledResult<{ result: { id: string } }>).value.result.id);
  // Exactly the events of the committed commands, numbered without a gap.
  const events = h.reader.prepare('SELECT seq, event, journal_seq AS journalSeq FROM events WHERE journal_seq > ? ORDER BY seq').all(head) as {
    seq: number;
    journalSeq: number;
  }[];
  t.deepEqual(
    events.map((e) => e.journalSeq),
    [approveSeq, approveSeq, otherSeq, otherSeq],
  );
  t.deepEqual(
    events.map((e) => e.seq - events[0]!.seq),
    [0, 1, 2, 3],
  );
});

test('a sandbox reset inside a batch also removes the actors staged by its earlier commands; later ones stay', async (t) => {
  const h = harness(t);
  const partnerId = await sandboxPartner(h.service, 'batch-bob');
  const before = h.service.engine.execute<{ id: string }>(topup('sandbox', partnerId, 'before-reset'));
  const reset = h.service.engine.execute({ type: 'sandbox.reset', env: 'sandbox', partnerId, requestId: 'reset', payload: {} });
  const after = h.service.engine.execute<{ id: string }>(topup('sandbox', partnerId, 'after-reset'));
  const [b, , a] = await Promise.all([before, reset, after]);
  const stored = (id: string): unknown => h.reader.prepare("SELECT state FROM snapshots WHERE kind = 'topup' AND id = ?").pluck().get(id);
  t.is(stored(b.result.id), undefined, 'the reset wiped the top-up its batch had staged');
  t.is(stored(a.result.id), 'CONFIRMED');
  t.is(h.service.engine.actors.read('topup', b.result.id), undefined, 'nor does the runtime still hold it');
  t.is(h.service.engine.actors.read('topup', a.result.id)?.record.state, 'CONFIRMED');
});

test('a command reads its own held events through the outbox, and a rolled-back command leaves none', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-held-events-'));
  const db = openDatabase(dir);
  t.teardown(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const events = new EventStore(db);
  const event = (seq: number) => ({ seq, eventId: `evt_${seq}`, env: 'sandbox' as const, partnerId: 'p1', event: 'x.happened', atMs: 1, envelope: { n: seq } });
  db.exec('BEGIN');
  events.openMemory();
  events.insert(event(events.nextSeq()), 1);
  events.insert(event(events.nextSeq()), 1);
  t.deepEqual(
    events.after('p1', 'sandbox', 0, 10).map((e) => e.envelope),
    [{ n: 1 }, { n: 2 }],
    'a read writes the held events first',
  );
  events.insert(event(events.nextSeq()), 2);
  events.forgetSequence();
  events.flushCommand();
  events.closeMemory();
  db.exec('COMMIT');
  t.deepEqual(
    events.after('p1', 'sandbox', 0, 10).map((e) => e.seq),
    [1, 2],
    'the forgotten command wrote nothing',
  );
});

test('batched inserts write every row once, in order, across statement-sized chunks, and a discard writes none', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-batched-insert-'));
  const db = openDatabase(dir);
  t.teardown(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  db.exec('CREATE TEMP TABLE rows_t (k INTEGER PRIMARY KEY, v TEXT NOT NULL) STRICT');
  const insert = new BatchedInsert(db, 'INSERT INTO rows_t (k, v)', 2, 'ON CONFLICT (k) DO UPDATE SET v = excluded.v', 7);
  fc.assert(
    fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.string()), { maxLength: 60 }), fc.boolean(), (rows, discard) => {
      db.exec('DELETE FROM rows_t');
      const expected = new Map<number, string>();
      for (const [k, v] of rows) {
        insert.add([k, v]);
        expected.set(k, v);
      }
      t.is(insert.size, rows.length);
      if (discard) insert.discard();
      else insert.flush();
      t.is(insert.size, 0);
      const stored = db.prepare('SELECT k, v FROM rows_t ORDER BY k').all() as { k: number; v: string }[];
      const want = discard ? [] : [...expected].sort((a, b) => a[0] - b[0]).map(([k, v]) => ({ k, v }));
      return JSON.stringify(stored) === JSON.stringify(want);
    }),
    { numRuns: 60 },
  );
  t.throws(() => insert.add([1]), { message: /2 values/ });
});
