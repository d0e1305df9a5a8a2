/**
 * The cheap write path keeps its promises: ids minted by commands are deterministic and sort by
 * creation time; an actor moved by several events in one command is written once with every event
 * linked; and what the engine remembers during a batch (the next outbox number, account balances) is
 * forgotten when a command rolls back, so later commands of the same batch write exactly what a fresh
 * read would give. The engine is built directly on a real SQLite file, with two test commands next to
 * the real registry.
 */
import test, { type ExecutionContext } from 'ava';
import { rmSync } from 'node:fs';
import { floatLowThresholdMinor } from '../../engine/account/settings.ts';
import { commandHandlers } from '../../engine/handlers.ts';
import type { CommandHandler, Command } from '../../engine/engine.ts';
import { ServiceError } from '../../engine/errors.ts';
import { deterministicId, timePrefix } from '../../engine/ids.ts';
import { ledgerAccounts } from '../../engine/ledger.ts';
import type { Step } from '../../engine/step.ts';
import { verifyChain } from '../../storage/journal.ts';
import { engineNode, type EngineNode } from '../helpers/engine-node.ts';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey } from '../helpers/server.ts';

const START_MS = Date.parse('2026-09-01T09:00:00Z');
const WALLET = ledgerAccounts.masterWallet('sandbox', 'ptn_memory');
const FUNDING = ledgerAccounts.sandboxFunding();

/** Moves money into the test wallet and announces it; `fail` then refuses the command after both writes. */
function move(step: Step, p: { amountMinor: number; fail: boolean }): { balance: number } {
  step.transfer({ debit: FUNDING, credit: WALLET, amountMinor: p.amountMinor, kind: 'test' });
  step.emit({ env: 'sandbox', partnerId: 'ptn_memory' }, 'test.moved', { amountMinor: p.amountMinor });
  if (p.fail) throw new ServiceError('CONFLICT', 'refused after writing');
  return { balance: step.ledger.balance(WALLET) };
}

/** Sets the test partner's float-low threshold (and reads it back, as PATCH /settings does); `fail` then refuses the command. */
function setThreshold(step: Step, p: { thresholdMinor: number | null; fail: boolean }): { thresholdMinor: number } {
  if (p.thresholdMinor !== null) {
    step.stores.partnerSettings.put({
      env: 'sandbox',
      partnerId: 'ptn_memory',
      settlementHold: false,
      floatLowThresholdMinor: p.thresholdMinor,
      notificationEmail: null,
      updatedAtMs: step.atMs,
    });
  }
  const thresholdMinor = floatLowThresholdMinor(step.stores, 'sandbox', 'ptn_memory');
  if (p.fail) throw new ServiceError('CONFLICT', 'refused after writing');
  return { thresholdMinor };
}

const handlers = new Map<string, CommandHandler>([...commandHandlers, ['test.move', move], ['test.threshold', setThreshold]]);

const node = (t: ExecutionContext): EngineNode => engineNode(t, 'write-path', handlers, START_MS);

const moveCommand = (amountMinor: number, fail = false): Command => ({
  type: 'test.move',
  env: 'sandbox',
  partnerId: 'ptn_memory',
  requestId: null,
  payload: { amountMinor, fail },
});

test('minted ids start with the entry time in fixed-width base 36, so they sort by creation, and are deterministic', (t) => {
  const hashes = ['f'.repeat(64), '0'.repeat(64), 'a1'.repeat(32)];
  const times = [START_MS, START_MS + 1, START_MS + 86_400_000, Date.parse('2100-01-01T00:00:00Z')];
  const ids = times.map((atMs, i) => deterministicId('top', hashes[i % hashes.length]!, 1, atMs));
  t.deepEqual([...ids].sort(), ids, 'later entries mint ids that sort later, whatever their hashes');
  for (const [i, id] of ids.entries()) {
    t.regex(id, /^top_[0-9a-z]{9}[0-9a-f]{15}$/);
    t.true(id.startsWith(`top_${timePrefix(times[i]!)}`));
  }
  t.is(deterministicId('top', hashes[0]!, 1, START_MS), ids[0]!, 'the same entry mints the same id again (replay)');
  t.not(deterministicId('top', hashes[0]!, 2, START_MS), ids[0]!, 'a second id of the same entry differs');
  t.is(Number.parseInt(timePrefix(START_MS), 36), START_MS);
});

test('top-ups created later get ids that sort later, through the API', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const ids: string[] = [];
  for (const seconds of [0, 1, 3600, 86_400]) {
    if (seconds) await s.operator('POST', '/clock/advance', { seconds });
    const made = await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 1 } });
    t.is(made.status, 201);
    ids.push(made.body.topupId as string);
  }
  t.deepEqual([...ids].sort(), ids);
  t.is(new Set(ids).size, ids.length);
});

test('an actor moved by two events in one command is written once, in its final state, with both events linked', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const made = await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 2.5 } });
  const actor = await s.operator('GET', `/actors/topup/${made.body.topupId as string}`);
  t.is(actor.body.state, 'CONFIRMED');
  const journal = actor.body.journal as { type: string; events: string[] }[];
  t.deepEqual(
    journal.map((e) => e.type),
    ['funding.topup'],
  );
  t.deepEqual([...journal[0]!.events].sort(), ['api.autoApprove', 'xstate.init']);
  // The production top-up waits for the operator: one event in its first command.
  const { apiKey: live } = await s.productionPartner();
  const pending = await s.request('POST', `${PRODUCTION}/topup`, { key: live, idempotencyKey: uniqueKey(), body: { amount: 3 } });
  t.is((await s.operator('GET', `/actors/topup/${pending.body.topupId as string}`)).body.state, 'PENDING');
});

test('a command that wrote a transfer and an event, then failed, leaves later commands of its batch exact', async (t) => {
  const n = node(t);
  const outcomes = await Promise.allSettled([
    n.engine.execute(moveCommand(100)),
    n.engine.execute(moveCommand(50, true)),
    n.engine.execute(moveCommand(7)),
    n.engine.execute(moveCommand(9, true)),
    n.engine.execute(moveCommand(1)),
  ]);
  t.deepEqual(
    outcomes.map((o) => o.status),
    ['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled'],
  );
  t.deepEqual(
    outcomes.filter((o) => o.status === 'fulfilled').map((o) => (o as PromiseFulfilledResult<{ result: { balance: number } }>).value.result.balance),
    [100, 107, 108],
  );
  const events = n.reader.prepare('SELECT seq, event_id AS eventId, journal_seq AS journalSeq FROM events ORDER BY seq').all();
  t.deepEqual(
    events,
    [
      { seq: 1, eventId: 'evt_00000000000001', journalSeq: 1 },
      { seq: 2, eventId: 'evt_00000000000002', journalSeq: 2 },
      { seq: 3, eventId: 'evt_00000000000003', journalSeq: 3 },
    ],
    'the rolled-back events left no gap and no number was given twice',
  );
  t.is(n.reader.prepare('SELECT balance FROM ledger_accounts WHERE id = ?').pluck().get(WALLET.id), 108);
  t.is(n.reader.prepare('SELECT COUNT(*) FROM ledger_transfers').pluck().get(), 3);
  t.true(verifyChain(n.stores.journal.iterate()).ok);

  // The next batch starts from what is committed.
  const next = await n.engine.execute(moveCommand(2));
  t.deepEqual(next.result, { balance: 110 });
  t.deepEqual(n.reader.prepare('SELECT MAX(seq) AS seq, COUNT(*) AS n FROM events').get(), { seq: 4, n: 4 });
});

test('settings read after a rolled-back write are read again: later commands and batches see only what was committed', async (t) => {
  const n = node(t);
  const threshold = (thresholdMinor: number | null, fail = false): Command => ({
    type: 'test.threshold',
    env: 'sandbox',
    partnerId: 'ptn_memory',
    requestId: null,
    payload: { thresholdMinor, fail },
  });
  const outcomes = await Promise.allSettled([n.engine.execute(threshold(500)), n.engine.execute(threshold(900, true)), n.engine.execute(threshold(null))]);
  t.deepEqual(
    outcomes.map((o) => o.status),
    ['fulfilled', 'rejected', 'fulfilled'],
  );
  t.deepEqual((outcomes[2] as PromiseFulfilledResult<{ result: unknown }>).value.result, { thresholdMinor: 500 }, 'the refused 900 was forgotten');
  t.is(n.reader.prepare('SELECT float_low_threshold_minor FROM partner_settings').pluck().get(), 500);
  const next = await n.engine.execute(threshold(null));
  t.deepEqual(next.result, { thresholdMinor: 500 });
});

test('balances and outbox numbers written outside a batch are seen by the next batch', async (t) => {
  const n = node(t);
  await n.engine.execute(moveCommand(5));
  // A write the engine did not make (as an operator's repair would be) is seen by the next batch. Since
  // a batch reads balances from the committed memory, which every write through the
  // ledger store keeps exact: a repair goes through the store, never raw SQL on ledger_accounts.
  n.stores.ledger.applyTransfer({
    journalSeq: 0,
    atMs: 0,
    debitAccount: FUNDING.id,
    creditAccount: WALLET.id,
    asset: 'USD',
    amount: 1000,
    kind: 'repair',
    ref: null,
  });
  n.stores.db
    .prepare(
      "INSERT INTO events (seq, event_id, env, partner_id, event, at_ms, envelope, journal_seq) VALUES (2, 'evt_00000000000002', 'sandbox', NULL, 'test.outside', 0, '{}', 1)",
    )
    .run();
  const after = await n.engine.execute(moveCommand(1));
  t.deepEqual(after.result, { balance: 1006 });
  t.deepEqual(n.reader.prepare('SELECT seq FROM events ORDER BY seq').pluck().all(), [1, 2, 3]);
});

test('a stored idempotent answer is replayed after a restart, and a different body under its key is still a conflict', async (t) => {
  const first = await startTestServer();
  const dataDir = first.dataDir;
  const { apiKey } = await first.sandboxPartner();
  const key = uniqueKey('restart');
  const made = await first.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: key, body: { amount: 4 } });
  t.is(made.status, 201);
  await first.running.close();
  const again = await startTestServer({ DATA_DIR: dataDir });
  t.teardown(async () => {
    await again.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const replayed = await again.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: key, body: { amount: 4 } });
  t.is(replayed.status, 201);
  t.is(replayed.headers.get('idempotent-replayed'), 'true');
  t.deepEqual(replayed.body, made.body);
  const changed = await again.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: key, body: { amount: 5 } });
  t.is(changed.status, 409);
  const fresh = await again.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey('restart'), body: { amount: 4 } });
  t.is(fresh.status, 201);
  t.is(fresh.headers.get('idempotent-replayed'), null);
  t.not(fresh.body.topupId, made.body.topupId);
});
