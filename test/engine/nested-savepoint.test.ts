/**
 * A part of a command run in a nested savepoint (Step.attempt, how an approval runs the command it
 * held) is undone exactly when it is refused: its ledger transfer, its outbox events, the actors it
 * spawned or moved and their read models, while what the command did before and after it stays, and
 * the commands around it in the same batch write what a fresh read would give. The engine is built
 * directly on a real SQLite file, with test commands beside the real registry.
 */
import test, { type ExecutionContext } from 'ava';
import { commandHandlers } from '../../engine/handlers.ts';
import type { Command, CommandHandler } from '../../engine/engine.ts';
import { ServiceError } from '../../engine/errors.ts';
import { ledgerAccounts } from '../../engine/ledger.ts';
import type { Step } from '../../engine/step.ts';
import type { ApprovalInput } from '../../machines/approval/machine.ts';
import { engineNode } from '../helpers/engine-node.ts';

const START_MS = Date.parse('2026-09-01T09:00:00Z');
const OWNER = { env: 'sandbox', partnerId: 'ptn_nested' } as const;
const WALLET = ledgerAccounts.masterWallet('sandbox', OWNER.partnerId);
const FUNDING = ledgerAccounts.sandboxFunding();

function move(step: Step, amountMinor: number, label: string): void {
  step.transfer({ debit: FUNDING, credit: WALLET, amountMinor, kind: 'test' });
  step.emit(OWNER, 'test.moved', { amountMinor, label });
}

const approvalInput = (step: Step, approvalId: string): ApprovalInput => ({
  approvalId,
  action: 'settings.patch',
  summary: {},
  requester: { kind: 'apiKey', id: 'key_test' },
  payload: {},
  bodyDigest: 'digest',
  createdAtMs: step.atMs,
  expiresAtMs: step.atMs + 3_600_000,
});

/**
 * Before: a transfer, an event and a pending approval. Inside the savepoint: another transfer and
 * event, that approval approved, a second approval spawned, then refused. After: a last transfer.
 */
function nested(step: Step, p: { fail: boolean }): { refused: string | null } {
  move(step, 100, 'before');
  const kept = step.newId('apr');
  step.spawn('approval', kept, OWNER, approvalInput(step, kept));
  const attempt = step.attempt(() => {
    move(step, 1_000, 'inside');
    step.send('approval', kept, { type: 'api.approve', decidedBy: 'member' });
    const dropped = step.newId('apr');
    step.spawn('approval', dropped, OWNER, approvalInput(step, dropped));
    if (p.fail) throw new ServiceError('CONFLICT', 'refused after writing');
  });
  move(step, 10, 'after');
  return { refused: attempt.ok ? null : attempt.refusal.code };
}

function plain(step: Step, p: { amountMinor: number }): void {
  move(step, p.amountMinor, 'plain');
}

const handlers = new Map<string, CommandHandler>([...commandHandlers, ['test.nested', nested], ['test.plain', plain]]);

const node = (t: ExecutionContext) => engineNode(t, 'nested-savepoint', handlers, START_MS);

const command = (type: string, payload: unknown): Command => ({ type, ...OWNER, requestId: null, payload });

test('a refused savepoint is undone exactly, in the database and in memory, and its batch writes what a fresh read gives', async (t) => {
  const { stores, engine, reader } = node(t);
  const eventsBefore = reader.prepare('SELECT COALESCE(MAX(seq), 0) FROM events').pluck().get() as number;
  // One batch: a command before, the nested one, a command after.
  const [first, middle, last] = await Promise.all([
    engine.execute(command('test.plain', { amountMinor: 1 })),
    engine.execute<{ refused: string | null }>(command('test.nested', { fail: true })),
    engine.execute(command('test.plain', { amountMinor: 2 })),
  ]);
  t.is(engine.stats().maxBatch, 3, 'the three ran in one batch');
  t.deepEqual(middle.result, { refused: 'CONFLICT' });
  t.true(first.seq < middle.seq && middle.seq < last.seq);

  t.is(stores.ledger.balance(WALLET.id), 1 + 100 + 10 + 2, 'the savepoint transfer is gone; the rest of the batch is counted from the true balance');
  const events = (reader.prepare('SELECT seq, envelope FROM events WHERE seq > ? ORDER BY seq').all(eventsBefore) as { seq: number; envelope: string }[]).map(
    (r) => ({ seq: r.seq, ...(JSON.parse(r.envelope) as { event: string; data: { label?: string } }) }),
  );
  t.deepEqual(
    events.map((e) => e.data.label ?? e.event),
    ['plain', 'before', 'approval.requested', 'after', 'plain'],
    'the savepoint events are gone (its transfer, the second approval)',
  );
  t.deepEqual(
    events.map((e) => e.seq),
    events.map((_, i) => eventsBefore + i + 1),
    'no gap in the outbox: the numbers the savepoint took are used again',
  );

  const approvals = reader.prepare('SELECT id, status FROM approvals WHERE partner_id = ?').all(OWNER.partnerId) as { id: string; status: string }[];
  t.is(approvals.length, 1, 'the approval spawned inside the savepoint is gone');
  t.is(approvals[0]!.status, 'PENDING', 'the one spawned before keeps its state from before the savepoint');
  const snapshots = reader.prepare("SELECT id FROM snapshots WHERE kind = 'approval' AND partner_id = ?").pluck().all(OWNER.partnerId);
  t.deepEqual(snapshots, [approvals[0]!.id]);
  const timers = reader.prepare("SELECT id FROM timers WHERE actor_kind = 'approval'").pluck().all();
  t.deepEqual(timers, [`approval:${approvals[0]!.id}:expire`], 'only the kept approval has its expiry timer');
  t.is(engine.actors.read('approval', approvals[0]!.id)?.record.state, 'PENDING', 'the cache holds the state from before the savepoint');
});

test('a savepoint that succeeds keeps its writes as part of the command', async (t) => {
  const { engine, reader } = node(t);
  const done = await engine.execute<{ refused: string | null }>(command('test.nested', { fail: false }));
  t.deepEqual(done.result, { refused: null });
  const statuses = reader.prepare('SELECT status FROM approvals WHERE partner_id = ? ORDER BY id').pluck().all(OWNER.partnerId);
  t.deepEqual([...statuses].sort(), ['APPROVED', 'PENDING']);
  const labels = (reader.prepare('SELECT envelope FROM events ORDER BY seq').all() as { envelope: string }[])
    .map((r) => JSON.parse(r.envelope) as { event: string; data: { label?: string } })
    .filter((e) => e.event === 'test.moved')
    .map((e) => e.data.label);
  t.deepEqual(labels, ['before', 'inside', 'after']);
});
