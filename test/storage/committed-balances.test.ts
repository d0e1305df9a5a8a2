/**
 * The committed ledger balances HTTP reads from memory. Built on a real engine and SQLite file
 * with a test command that moves money and may then fail (its savepoint rolls back): whatever batches
 * of good and failing commands run, the balance read through the read stores (createReadStores, the
 * read-only connection plus the writer's memory) equals the committed row; a transaction still open
 * or rolled back never shows.
 */
import test, { type ExecutionContext } from 'ava';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { ActorCache, ActorRuntime } from '../../engine/actors.ts';
import { CommittedBalances } from '../../storage/committed-balances.ts';
import { VirtualClock } from '../../engine/clock.ts';
import { commandHandlers } from '../../engine/handlers.ts';
import { Engine, type Command, type CommandHandler } from '../../engine/engine.ts';
import { ServiceError } from '../../engine/errors.ts';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { machineDefinitions } from '../../engine/machines.ts';
import type { Step } from '../../engine/step.ts';
import { databasePath, openDatabase, openReadConnection } from '../../storage/db.ts';
import { createReadStores, createStores, type Stores } from '../../storage/stores.ts';

const START_MS = Date.parse('2026-09-01T09:00:00Z');
const WALLET = ledgerAccounts.masterWallet('sandbox', 'ptn_committed');
const FUNDING = ledgerAccounts.sandboxFunding();

/** Moves money into the wallet; `fail` refuses the command after the transfer (its savepoint rolls back). */
function move(step: Step, p: { amountMinor: number; fail: boolean }): { balance: number } {
  step.transfer({ debit: FUNDING, credit: WALLET, amountMinor: p.amountMinor, kind: 'test' });
  if (p.fail) throw new ServiceError('CONFLICT', 'refused after writing');
  return { balance: step.ledger.balance(WALLET) };
}

const handlers = new Map<string, CommandHandler>([...commandHandlers, ['test.move', move]]);

interface Node {
  readonly writer: Stores;
  readonly reads: Stores;
  readonly engine: Engine;
  /** A connection of the test's own, for the truth: the committed row. */
  readonly sql: Database.Database;
}

function node(t: ExecutionContext): Node {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-committed-'));
  const writer = createStores(openDatabase(dir));
  const readDb = openReadConnection(dir);
  const engine = new Engine(
    writer,
    new VirtualClock(START_MS),
    handlers,
    new ActorRuntime(machineDefinitions, writer.snapshots, new ActorCache(100)),
    pino({ level: 'silent' }),
  );
  const sql = new Database(databasePath(dir), { readonly: true });
  t.teardown(() => {
    sql.close();
    readDb.close();
    writer.db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { writer, reads: createReadStores(readDb, writer), engine, sql };
}

const moveCommand = (amountMinor: number, fail: boolean): Command => ({
  type: 'test.move',
  env: 'sandbox',
  partnerId: 'ptn_committed',
  requestId: null,
  payload: { amountMinor, fail },
});

function committedRow(n: Node): number | null {
  const row = n.sql.prepare('SELECT balance FROM ledger_accounts WHERE id = ?').get(WALLET.id) as { balance: number } | undefined;
  return row?.balance ?? null;
}

/** Runs the commands as one batch (queued in the same tick); answers how many succeeded. */
async function batch(n: Node, commands: { amountMinor: number; fail: boolean }[]): Promise<number> {
  const outcomes = await Promise.allSettled(commands.map((c) => n.engine.execute(moveCommand(c.amountMinor, c.fail))));
  return outcomes.filter((o) => o.status === 'fulfilled').length;
}

test('an account not created yet reads as absent, then follows its first committed transfer', async (t) => {
  const n = node(t);
  t.is(n.reads.ledger.currentBalance(WALLET.id), null);
  await batch(n, [{ amountMinor: 7, fail: false }]);
  t.is(n.reads.ledger.currentBalance(WALLET.id), 7);
  t.is(committedRow(n), 7);
});

test('a batch with a failing command in the middle shows exactly what committed', async (t) => {
  const n = node(t);
  await batch(n, [{ amountMinor: 1, fail: false }]);
  t.is(n.reads.ledger.currentBalance(WALLET.id), 1, 'remembered');
  const ok = await batch(n, [
    { amountMinor: 10, fail: false },
    { amountMinor: 100, fail: true },
    { amountMinor: 1_000, fail: false },
  ]);
  t.is(ok, 2);
  t.is(n.reads.ledger.currentBalance(WALLET.id), 1_011);
  t.is(committedRow(n), 1_011);
  await batch(n, [{ amountMinor: 100_000, fail: true }]);
  t.is(n.reads.ledger.currentBalance(WALLET.id), 1_011, 'a batch whose only command failed shows nothing');
});

test('memory holds the balances a read asked for (HTTP or the writer), and follows every committed write to them', async (t) => {
  const n = node(t);
  const memory = n.reads.ledger.committed;
  await batch(n, [{ amountMinor: 5, fail: false }]);
  t.is(memory.size, 2, "the batch's own reads of the wallet and the funding account");
  t.is(n.reads.ledger.currentBalance(WALLET.id), 5);
  n.writer.ledger.ensureAccount({ ...ledgerAccounts.masterWallet('sandbox', 'ptn_other'), partnerId: 'ptn_other' });
  t.is(memory.size, 2, 'an account created and never read is not remembered');
  await batch(n, [{ amountMinor: 20, fail: false }]);
  t.is(n.reads.ledger.currentBalance(WALLET.id), 25, 'followed the write');
  await batch(n, [
    { amountMinor: 300, fail: true },
    { amountMinor: 1, fail: false },
  ]);
  t.is(n.reads.ledger.currentBalance(WALLET.id), 26, 'a rolled-back savepoint beside it: still exact');
  t.is(memory.size, 2);
  t.is(committedRow(n), 26);
});

test('a write in a transaction still open is not shown, nor after its rollback; after a commit it is', (t) => {
  const n = node(t);
  const transfer = (amount: number): void =>
    n.writer.ledger.applyTransfer({
      journalSeq: 0,
      atMs: 0,
      debitAccount: FUNDING.id,
      creditAccount: WALLET.id,
      asset: 'USD',
      amount,
      kind: 'test',
      ref: null,
    });
  n.writer.ledger.ensureAccount({ ...WALLET, partnerId: 'ptn_committed' });
  n.writer.ledger.ensureAccount({ ...FUNDING });
  t.is(n.reads.ledger.currentBalance(WALLET.id), 0);
  n.writer.db.exec('BEGIN IMMEDIATE');
  transfer(500);
  t.is(n.reads.ledger.currentBalance(WALLET.id), 0, 'open: not shown');
  t.is(n.writer.ledger.currentBalance(WALLET.id), 500, "the writer's own transaction sees it");
  n.writer.db.exec('ROLLBACK');
  n.writer.ledger.forgetBalances();
  t.is(n.reads.ledger.currentBalance(WALLET.id), 0, 'rolled back: never shown');
  n.writer.db.exec('BEGIN IMMEDIATE');
  transfer(300);
  t.is(n.reads.ledger.currentBalance(WALLET.id), 0);
  n.writer.db.exec('COMMIT');
  t.is(n.reads.ledger.currentBalance(WALLET.id), 300, 'committed: shown');
  t.is(committedRow(n), 300);
});

test('property: after any sequence of batches of good and failing commands, memory equals the committed row', async (t) => {
  const command = fc.record({ amountMinor: fc.integer({ min: 1, max: 10_000 }), fail: fc.boolean() });
  await fc.assert(
    fc.asyncProperty(fc.array(fc.array(command, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }), async (batches) => {
      const n = node(t);
      let expected = 0;
      for (const commands of batches) {
        await batch(n, commands);
        expected += commands.filter((c) => !c.fail).reduce((sum, c) => sum + c.amountMinor, 0);
        const shown = n.reads.ledger.currentBalance(WALLET.id) ?? 0;
        if (shown !== expected || (committedRow(n) ?? 0) !== expected) return false;
      }
      return true;
    }),
    { numRuns: 15 },
  );
  t.pass('every run held');
});

test('memory is bounded: past 20,000 accounts the one remembered longest ago is forgotten first, and read again', (t) => {
  const db = new Database(':memory:');
  t.teardown(() => db.close());
  const memory = new CommittedBalances(db);
  for (let i = 0; i <= 20_000; i += 1) memory.fill(`acct-${i}`, i);
  t.is(memory.size, 20_000);
  t.is(memory.get('acct-0'), undefined, 'the first one remembered went first');
  t.is(memory.get('acct-1'), 1);
  t.is(memory.get('acct-20000'), 20_000);
  memory.fill('acct-1', 7);
  t.is(memory.size, 20_000, 'refilling a remembered account evicts nothing');
  t.is(memory.get('acct-1'), 7);
});

/**
 * The writer's own balance reads inside a batch come from the committed memory for an
 * account the batch has not changed yet. Each command answers the wallet balance it saw after its move:
 * whatever batches of good and failing commands ran before, that is exactly the committed total so far.
 */
test("property: the writer's balance reads inside a batch are exact after any earlier good and failing commands", async (t) => {
  const command = fc.record({ amountMinor: fc.integer({ min: 1, max: 10_000 }), fail: fc.boolean() });
  await fc.assert(
    fc.asyncProperty(fc.array(fc.array(command, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }), async (batches) => {
      const n = node(t);
      let total = 0;
      for (const commands of batches) {
        // Read first, as GET /account does, so the memory knows the account before the batch.
        n.reads.ledger.currentBalance(WALLET.id);
        const outcomes = await Promise.allSettled(commands.map((c) => n.engine.execute<{ balance: number }>(moveCommand(c.amountMinor, c.fail))));
        for (const [i, c] of commands.entries()) {
          const outcome = outcomes[i]!;
          if (c.fail) {
            if (outcome.status !== 'rejected') return false;
            continue;
          }
          total += c.amountMinor;
          if (outcome.status !== 'fulfilled' || outcome.value.result.balance !== total) return false;
        }
      }
      return (committedRow(n) ?? 0) === total;
    }),
    { numRuns: 15 },
  );
  t.pass('every run held');
});
