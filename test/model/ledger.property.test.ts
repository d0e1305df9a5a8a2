/**
 * Property: any sequence of transfers through the Ledger on a real SQLite database keeps every
 * invariant, and the stored balances always equal a plain in-memory model of the same sequence.
 */
import test from 'ava';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceError } from '../../engine/errors.ts';
import { Ledger, type AccountSpec } from '../../engine/ledger.ts';
import { openDatabase } from '../../storage/db.ts';
import { LedgerStore } from '../../storage/ledger.ts';

const wallet = (id: string, asset: string): AccountSpec => ({
  id: `w/${id}/${asset}`,
  env: 'sandbox',
  partnerId: id,
  kind: 'master_wallet',
  asset,
  mayGoNegative: false,
});
const system = (id: string, asset: string): AccountSpec => ({
  id: `s/${id}/${asset}`,
  env: 'sandbox',
  partnerId: null,
  kind: 'clearing',
  asset,
  mayGoNegative: true,
});

/** Two assets, so "sums to zero" is checked per asset and cross-asset moves must be refused. */
const ACCOUNTS: readonly AccountSpec[] = ['USD', 'BTC'].flatMap((asset) => [
  wallet('alice', asset),
  wallet('bob', asset),
  wallet('carol', asset),
  system('funding', asset),
  system('bank', asset),
]);

type Op = { kind: 'transfer'; debit: number; credit: number; amount: number } | { kind: 'drain'; account: number; counterparty: number };

const index = fc.integer({ min: 0, max: ACCOUNTS.length - 1 });
/** Mostly ordinary amounts, some huge, and some that no transfer may carry. */
const amount = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 5_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 0.5, Number.MAX_SAFE_INTEGER + 2, Number.NaN) },
);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('transfer' as const), debit: index, credit: index, amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drain' as const), account: index, counterparty: index }) },
);

type Verdict = 'ok' | 'noop' | 'INSUFFICIENT_FUNDS' | 'VALIDATION_ERROR' | 'malformed';

/** What the ledger must do with a movement, decided without it. */
function verdict(model: Map<string, number>, debit: AccountSpec, credit: AccountSpec, amountMinor: number): Verdict {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return 'VALIDATION_ERROR';
  if (debit.asset !== credit.asset || debit.id === credit.id) return 'malformed';
  if (!debit.mayGoNegative && (model.get(debit.id) ?? 0) < amountMinor) return 'INSUFFICIENT_FUNDS';
  const debitAfter = (model.get(debit.id) ?? 0) - amountMinor;
  const creditAfter = (model.get(credit.id) ?? 0) + amountMinor;
  if (!Number.isSafeInteger(debitAfter) || !Number.isSafeInteger(creditAfter)) return 'VALIDATION_ERROR';
  return 'ok';
}

interface Model {
  readonly balances: Map<string, number>;
  transfers: number;
}

/** The movement an op stands for: a drain moves whatever the account holds, in whichever direction. */
function movementOf(model: Model, o: Op): { from: AccountSpec; to: AccountSpec; amount: number; verdict: Verdict } {
  const debit = ACCOUNTS[o.kind === 'transfer' ? o.debit : o.account]!;
  const credit = ACCOUNTS[o.kind === 'transfer' ? o.credit : o.counterparty]!;
  if (o.kind === 'transfer') return { from: debit, to: credit, amount: o.amount, verdict: verdict(model.balances, debit, credit, o.amount) };
  const held = model.balances.get(debit.id) ?? 0;
  const [from, to] = held < 0 ? [credit, debit] : [debit, credit];
  return { from, to, amount: Math.abs(held), verdict: held === 0 ? 'noop' : verdict(model.balances, from, to, Math.abs(held)) };
}

function snapshot(store: LedgerStore): string {
  return JSON.stringify({ accounts: ACCOUNTS.map((a) => store.account(a.id) ?? null), transfers: store.allTransfers().length });
}

/** Runs one op through the real Ledger and the model; throws (failing the property) on any mismatch. */
function step(store: LedgerStore, model: Model, o: Op, seq: number): void {
  const ledger = new Ledger(store, seq + 1, 1_000 + seq);
  const move = movementOf(model, o);
  const before = snapshot(store);
  let refused: unknown = null;
  try {
    if (o.kind === 'transfer') ledger.transfer({ debit: move.from, credit: move.to, amountMinor: o.amount, kind: 'test' });
    else ledger.drainTo(ACCOUNTS[o.account]!, ACCOUNTS[o.counterparty]!, 'test');
  } catch (error) {
    refused = error;
  }
  if (move.verdict === 'ok') {
    if (refused) throw refused;
    model.balances.set(move.from.id, (model.balances.get(move.from.id) ?? 0) - move.amount);
    model.balances.set(move.to.id, (model.balances.get(move.to.id) ?? 0) + move.amount);
    model.transfers += 1;
    return;
  }
  if (move.verdict !== 'noop') {
    const code = refused instanceof ServiceError ? refused.code : refused instanceof Error ? 'malformed' : 'accepted';
    if (code !== move.verdict) throw new Error(`op ${seq} ${JSON.stringify(o)}: expected ${move.verdict}, got ${code}`);
  }
  // A refused transfer changes nothing at all: no balance, no account row, no transfer row.
  if (snapshot(store) !== before) throw new Error(`op ${seq} ${JSON.stringify(o)} was refused but left a trace`);
}

function checkInvariants(store: LedgerStore, model: Model, seq: number): void {
  for (const { asset, total } of store.totalsByAsset()) if (total !== 0) throw new Error(`${asset} sums to ${total} after op ${seq}`);
  if (store.negativeWalletCount() !== 0) throw new Error(`a wallet is negative after op ${seq}`);
  for (const a of ACCOUNTS) {
    const stored = store.account(a.id)?.balance ?? 0;
    const modelled = model.balances.get(a.id) ?? 0;
    if (stored !== modelled) throw new Error(`${a.id} holds ${stored}, the model says ${modelled}, after op ${seq}`);
  }
  if (store.allTransfers().length !== model.transfers) throw new Error(`transfer rows differ from accepted transfers after op ${seq}`);
}

test('random transfer sequences keep zero sums, non-negative wallets and the model balances', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-ledger-prop-'));
  const db = openDatabase(dir);
  t.teardown(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const store = new LedgerStore(db);
  fc.assert(
    fc.property(fc.array(op, { minLength: 1, maxLength: 40 }), (ops) => {
      // Each run starts from an empty ledger: its writes are rolled back afterwards.
      db.exec('BEGIN');
      try {
        const model: Model = { balances: new Map(), transfers: 0 };
        ops.forEach((o, seq) => {
          step(store, model, o, seq);
          checkInvariants(store, model, seq);
        });
      } finally {
        db.exec('ROLLBACK');
      }
    }),
    { numRuns: 300 },
  );
  t.pass();
});

test('an overdraft is refused with INSUFFICIENT_FUNDS and leaves the wallet as it was', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-ledger-'));
  const db = openDatabase(dir);
  t.teardown(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const store = new LedgerStore(db);
  const ledger = new Ledger(store, 1, 1);
  const [alice, , , funding] = ACCOUNTS;
  ledger.transfer({ debit: funding!, credit: alice!, amountMinor: 100, kind: 'seed' });
  const error = t.throws(() => ledger.transfer({ debit: alice!, credit: funding!, amountMinor: 101, kind: 'test' }));
  t.is((error as ServiceError).code, 'INSUFFICIENT_FUNDS');
  t.is(ledger.balance(alice!), 100);
  t.is(store.allTransfers().length, 1);
  ledger.transfer({ debit: alice!, credit: funding!, amountMinor: 100, kind: 'test' });
  t.is(ledger.balance(alice!), 0);
});
