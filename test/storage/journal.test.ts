import test, { type ExecutionContext } from 'ava';
import type { Db } from '../../storage/db.ts';
import { freshDb } from './fresh-db.ts';
import { entryHash, GENESIS_HASH, JournalStore, verifyChain, type JournalEntry } from '../../storage/journal.ts';
import { LedgerStore } from '../../storage/ledger.ts';

/** A correctly chained run of `n` entries. */
function chain(n: number): JournalEntry[] {
  const out: JournalEntry[] = [];
  let prev = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq += 1) {
    const content = {
      seq,
      atMs: 1_000 + seq,
      type: 'test.command',
      env: 'sandbox',
      partnerId: 'ptn_1',
      requestId: `req-${seq}`,
      payload: { n: seq, nested: { b: 2, a: 1 } },
    };
    const hash = entryHash(prev, content);
    out.push({ ...content, prevHash: prev, hash });
    prev = hash;
  }
  return out;
}

function journalWith(t: ExecutionContext, n: number): { db: Db; store: JournalStore; entries: JournalEntry[] } {
  const db = freshDb(t, 'journal');
  const store = new JournalStore(db);
  const entries = chain(n);
  for (const e of entries) store.append(e);
  return { db, store, entries };
}

/** SQLite's errors are not native Errors in ava's eyes, so the refusal is asserted by hand. */
function refuses(t: ExecutionContext, action: () => unknown, reason: RegExp): void {
  try {
    action();
  } catch (error) {
    t.regex((error as { message: string }).message, reason);
    return;
  }
  t.fail('the statement was not refused');
}

test('the journal refuses UPDATE by trigger and the entry stays as written', (t) => {
  const { db, store, entries } = journalWith(t, 3);
  refuses(t, () => db.prepare('UPDATE journal SET payload = \'{"n":99}\' WHERE seq = 2').run(), /journal is append-only/);
  t.deepEqual([...store.iterate()], entries);
});

test('the journal refuses DELETE by trigger, for one entry and for all of them', (t) => {
  const { db, store } = journalWith(t, 3);
  refuses(t, () => db.prepare('DELETE FROM journal WHERE seq = 3').run(), /journal is append-only/);
  refuses(t, () => db.prepare('DELETE FROM journal').run(), /journal is append-only/);
  t.is([...store.iterate()].length, 3);
  t.deepEqual(store.head(), { seq: 3, hash: chain(3)[2]!.hash, atMs: 1_003 });
});

test('ledger transfers are append-only too: UPDATE and DELETE are refused by trigger', (t) => {
  const db = freshDb(t, 'journal');
  const ledger = new LedgerStore(db);
  ledger.ensureAccount({ id: 'a', env: 'sandbox', partnerId: null, kind: 'system', asset: 'USD', mayGoNegative: true });
  ledger.ensureAccount({ id: 'b', env: 'sandbox', partnerId: 'p', kind: 'master_wallet', asset: 'USD', mayGoNegative: false });
  ledger.applyTransfer({ journalSeq: 1, atMs: 1, debitAccount: 'a', creditAccount: 'b', asset: 'USD', amount: 500, kind: 'test', ref: null });
  refuses(t, () => db.prepare('UPDATE ledger_transfers SET amount = 1').run(), /append-only/);
  refuses(t, () => db.prepare('DELETE FROM ledger_transfers').run(), /append-only/);
  t.is(ledger.allTransfers()[0]!.amount, 500);
});

test('the database refuses a wallet balance below zero even if code forgot the check', (t) => {
  const db = freshDb(t, 'journal');
  const ledger = new LedgerStore(db);
  ledger.ensureAccount({ id: 'sys', env: 'sandbox', partnerId: null, kind: 'system', asset: 'USD', mayGoNegative: true });
  ledger.ensureAccount({ id: 'wallet', env: 'sandbox', partnerId: 'p', kind: 'master_wallet', asset: 'USD', mayGoNegative: false });
  const overdraw = db.transaction(() =>
    ledger.applyTransfer({ journalSeq: 1, atMs: 1, debitAccount: 'wallet', creditAccount: 'sys', asset: 'USD', amount: 1, kind: 'test', ref: null }),
  );
  refuses(t, () => overdraw(), /CHECK constraint failed/);
  t.is(ledger.account('wallet')!.balance, 0);
  t.is(ledger.account('sys')!.balance, 0);
  t.deepEqual(ledger.allTransfers(), []);
});

test('an intact chain verifies from the genesis and from a trusted anchor', (t) => {
  const entries = chain(5);
  t.deepEqual(verifyChain(entries), { ok: true, entries: 5, firstBadSeq: null, reason: null });
  t.deepEqual(verifyChain(entries.slice(2), { hash: entries[1]!.hash, nextSeq: 3 }), { ok: true, entries: 3, firstBadSeq: null, reason: null });
  t.true(verifyChain([]).ok);
});

test('the hash ignores object key order but not values', (t) => {
  const [e] = chain(1);
  const reordered = { ...e!, payload: { nested: { a: 1, b: 2 }, n: 1 } };
  t.is(entryHash(GENESIS_HASH, reordered), e!.hash);
  t.not(entryHash(GENESIS_HASH, { ...e!, payload: { n: 2, nested: { a: 1, b: 2 } } }), e!.hash);
});

test('an edited payload is reported at its own seq, even though its links still match', (t) => {
  const entries = chain(5);
  entries[2] = { ...entries[2]!, payload: { n: 1_000_000 } };
  const report = verifyChain(entries);
  t.false(report.ok);
  t.is(report.firstBadSeq, 3);
  t.is(report.entries, 2);
  t.regex(report.reason!, /content does not match/);
});

test('an entry whose hash was recomputed after an edit breaks the next link', (t) => {
  const entries = chain(5);
  const edited = { ...entries[1]!, atMs: 42 };
  entries[1] = { ...edited, hash: entryHash(edited.prevHash, edited) };
  const report = verifyChain(entries);
  t.is(report.firstBadSeq, 3);
  t.regex(report.reason!, /prev_hash/);
});

test('a removed entry is a sequence gap named at the entry after it', (t) => {
  const entries = chain(5);
  entries.splice(3, 1);
  const report = verifyChain(entries);
  t.is(report.firstBadSeq, 5);
  t.regex(report.reason!, /sequence gap: expected 4, found 5/);
});

test('an entry whose stored payload no longer parses is reported, not thrown', (t) => {
  const { db, store } = journalWith(t, 4);
  db.exec('DROP TRIGGER journal_refuses_update');
  db.prepare("UPDATE journal SET payload = '{not json' WHERE seq = 3").run();
  const report = verifyChain(store.iterate());
  t.false(report.ok);
  t.is(report.firstBadSeq, 3);
  t.regex(report.reason!, /cannot be read/);
  // The cursor was closed: the connection is usable again.
  t.is(store.head().seq, 4);
});
