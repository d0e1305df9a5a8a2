/**
 * The journal's scale-out seams: the partition id (absent means 0), the engine version and the
 * journaled idempotent response. A chain written before them, by the old INSERT with the old hashed
 * content, still verifies unchanged; the new fields read back exactly as written; the partition and the
 * version are covered by the hash; event ids carry the partition and partition 000 keeps today's ids.
 */
import test from 'ava';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { eventIdFor, parseEventId, seqFromEventId } from '../../engine/ids.ts';
import type { Db } from '../../storage/db.ts';
import { freshDb } from './fresh-db.ts';
import { canonicalJson, entryHash, GENESIS_HASH, JournalStore, verifyChain, type JournalContent, type JournalEntry } from '../../storage/journal.ts';

const content = (seq: number, extra: Partial<JournalContent> = {}): JournalContent => ({
  seq,
  atMs: 1_000 + seq,
  type: 'test.command',
  env: 'sandbox',
  partnerId: 'ptn_1',
  requestId: `req-${seq}`,
  payload: { n: seq, nested: { b: 2, a: 1 } },
  ...extra,
});

/** The hash as the code before partitions computed it: sha256(prev + canonical JSON of the seven fields). */
const legacyHash = (prev: string, c: JournalContent): string => {
  const { seq, atMs, type, env, partnerId, requestId, payload } = c;
  return createHash('sha256').update(prev).update(canonicalJson({ seq, atMs, type, env, partnerId, requestId, payload })).digest('hex');
};

function chain(n: number, extra: (seq: number) => Partial<JournalContent> = () => ({})): JournalEntry[] {
  const out: JournalEntry[] = [];
  let prev = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq += 1) {
    const c = content(seq, extra(seq));
    const hash = entryHash(prev, c);
    out.push({ ...c, prevHash: prev, hash });
    prev = hash;
  }
  return out;
}

/** The journal's own text, edited past its append-only trigger the way anyone holding the file could. */
function tamper(db: Db, sql: string, ...params: unknown[]): void {
  db.exec('DROP TRIGGER journal_refuses_update');
  db.prepare(sql).run(...params);
}

test('a chain written before the seams (old INSERT, old hashed content) verifies unchanged and reads back without the new fields', (t) => {
  const db = freshDb(t, 'journal-seams');
  const insert = db.prepare('INSERT INTO journal (seq, at_ms, type, env, partner_id, request_id, payload, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  let prev = GENESIS_HASH;
  for (let seq = 1; seq <= 5; seq += 1) {
    const c = content(seq);
    const hash = legacyHash(prev, c);
    insert.run(c.seq, c.atMs, c.type, c.env, c.partnerId, c.requestId, canonicalJson(c.payload), prev, hash);
    prev = hash;
  }
  const store = new JournalStore(db);
  const read = [...store.iterate()];
  t.deepEqual(verifyChain(read), { ok: true, entries: 5, firstBadSeq: null, reason: null });
  for (const e of read) {
    t.false('partition' in e || 'engineVersion' in e || 'response' in e, `entry ${e.seq} has no new field`);
    t.is(entryHash(e.prevHash, e), legacyHash(e.prevHash, e), 'the hash of an entry without the new fields is the old one');
  }
  t.deepEqual(store.head(), { seq: 5, hash: prev, atMs: 1_005 });
});

test('partition 0 is the absent partition: the same hash; any other partition changes it', (t) => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 1_000_000 }), (partition, seq) => {
      const base = content(seq);
      return (
        entryHash(GENESIS_HASH, { ...base, partition: 0 }) === entryHash(GENESIS_HASH, base) &&
        entryHash(GENESIS_HASH, { ...base, partition }) !== entryHash(GENESIS_HASH, base)
      );
    }),
    { numRuns: 200 },
  );
  t.pass('fast-check found no counterexample');
});

test('partition, engine version and response round-trip through the store; partition and version are covered by the hash', (t) => {
  const db = freshDb(t, 'journal-seams');
  const store = new JournalStore(db);
  const response = { key: 'idem-1', fingerprint: 'fp', status: 201, body: '{"apiKey":{"$sealed":"v1.a.b.c"},"n":1}' };
  const entries = chain(4, () => ({ partition: 7, engineVersion: 1 })).map((e, i) => (i === 1 ? { ...e, response } : e));
  for (const e of entries) store.append(e);
  const read = [...store.iterate()];
  t.deepEqual(read, entries);
  t.true(verifyChain(read).ok);

  tamper(db, 'UPDATE journal SET partition = 8 WHERE seq = 3');
  t.like(verifyChain(store.iterate()), { ok: false, firstBadSeq: 3, reason: 'content does not match its hash' });
});

test('an edited engine version breaks the chain at that entry', (t) => {
  const db = freshDb(t, 'journal-seams');
  const store = new JournalStore(db);
  for (const e of chain(3, () => ({ engineVersion: 1 }))) store.append(e);
  tamper(db, 'UPDATE journal SET engine_version = 2 WHERE seq = 2');
  t.like(verifyChain(store.iterate()), { ok: false, firstBadSeq: 2 });
});

test('event ids: partition 000 keeps the 14-digit ids, another partition is prefixed, and both parse back', (t) => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.integer({ min: 0, max: 999 }), (seq, partition) => {
      const legacy = `evt_${seq.toString().padStart(14, '0')}`;
      const id = eventIdFor(seq, partition);
      return (
        eventIdFor(seq) === legacy &&
        id.length === legacy.length &&
        parseEventId(id)?.seq === seq &&
        parseEventId(id)?.partition === partition &&
        seqFromEventId(id, partition) === seq &&
        seqFromEventId(legacy) === seq
      );
    }),
    { numRuns: 300 },
  );
  t.is(eventIdFor(42, 7), 'evt_00700000000042');
  t.is(seqFromEventId('evt_00700000000042'), null, "another partition's id is not a sequence of partition 0");
  t.is(parseEventId('evt_123'), null);
});
