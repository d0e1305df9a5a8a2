/**
 * The append-only command journal. Each entry's hash is sha256(prev_hash + canonical content), so
 * editing or removing any entry breaks every later link; triggers refuse UPDATE and DELETE.
 */
import { createHash } from 'node:crypto';
import { BatchedInsert } from './batched-insert.ts';
import type { Db } from './db.ts';
import { storedJson } from './stored-json.ts';

export const GENESIS_HASH = '0'.repeat(64);

export interface JournalContent {
  readonly seq: number;
  readonly atMs: number;
  readonly type: string;
  readonly env: string | null;
  readonly partnerId: string | null;
  readonly requestId: string | null;
  readonly payload: unknown;
  /**
   * The partition whose log holds the entry (SCALEOUT.md). Absent means partition 0 and is left out of
   * the hashed content, so the chains written before partitions existed verify unchanged.
   */
  readonly partition?: number;
  /** ENGINE_VERSION of the code that ran the entry (engine/engine-version.ts); absent on entries written before it was journaled. */
  readonly engineVersion?: number;
  /**
   * The sandbox test clock the command ran on (its handler's time is that clock's, read from its
   * journaled state); absent for the service clock, and then left out of the hashed content.
   */
  readonly clockId?: string;
}

/**
 * The stored response of an idempotent request, journaled with the entry that produced it so a node
 * rebuilt from the log answers a retry byte for byte. `body` is the stored JSON text, credentials
 * already sealed (storage/credential-seal.ts). It is known only after the handler ran, while the ids
 * the handler mints derive from the entry's hash: so it rides beside the hashed content, not inside it.
 */
export interface JournaledResponse {
  readonly key: string;
  readonly fingerprint: string;
  readonly status: number;
  readonly body: string;
}

export interface JournalEntry extends JournalContent {
  readonly prevHash: string;
  readonly hash: string;
  readonly response?: JournaledResponse;
  /**
   * The machine events the entry sent, as JSON `[[kind, id, event], ...]` (a spawn's event is
   * `{type: 'xstate.init', input}`; events without the `atMs` every one of them carries, the entry's).
   * Like the response it rides beside the hashed content; absent when the entry sent none and on
   * entries journaled before it was recorded. The machine inspector folds an actor's events from it.
   */
  readonly actorEvents?: string;
}

/** Where the chain ends: the next entry links to `hash`, and no batch is stamped before `atMs`. */
export interface JournalHead {
  readonly seq: number;
  readonly hash: string;
  readonly atMs: number;
}

interface JournalRow {
  seq: number;
  at_ms: number;
  type: string;
  env: string | null;
  partner_id: string | null;
  request_id: string | null;
  payload: string;
  prev_hash: string;
  hash: string;
  partition: number;
  engine_version: number | null;
  response: string | null;
  actor_events: string | null;
  clock_id: string | null;
}

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Whether JSON.stringify alone already gives the canonical text: every object's keys come sorted and
 * nothing has a `toJSON` (whose result could be an object with unsorted keys). A walk without building
 * any string: almost every payload passes, and then the native serialiser does all the work.
 */
function alreadyCanonical(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return true;
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i += 1) if (!alreadyCanonical(v[i])) return false;
    return true;
  }
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i += 1) {
    if (i > 0 && keys[i - 1]! > keys[i]!) return false;
    if (!alreadyCanonical((v as Record<string, unknown>)[keys[i]!])) return false;
  }
  return true;
}

/** An array index key (0 .. 2^32 - 2 in canonical form): JavaScript lists those first, in numeric order. */
function isIndexKey(k: string): boolean {
  const c = k.charCodeAt(0);
  if (c < 48 || c > 57 || (c === 48 && k.length > 1) || k.length > 10) return false;
  for (let i = 1; i < k.length; i += 1) {
    const d = k.charCodeAt(i);
    if (d < 48 || d > 57) return false;
  }
  return Number(k) < 4294967295;
}

/**
 * Keys in canonical order: index keys first in numeric order (as JavaScript lists them in any object,
 * so as the sorted copy the old key-sorting replacer made listed them too), then the rest by UTF-16 code unit.
 */
function canonicalKeys(v: object): string[] {
  const keys = Object.keys(v);
  let firstName = 0;
  while (firstName < keys.length && isIndexKey(keys[firstName]!)) firstName += 1;
  if (firstName === 0) return keys.sort(byCodeUnit);
  return keys.slice(0, firstName).concat(keys.slice(firstName).sort(byCodeUnit));
}

/** JSON.stringify's rules (toJSON, boxed primitives, undefined and functions dropped or null), keys in canonical order. */
function writeCanonical(value: unknown, key: string): string | undefined {
  let v = value;
  if ((typeof v === 'object' && v !== null) || typeof v === 'bigint') {
    const toJSON = (v as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') v = (toJSON as (k: string) => unknown).call(v, key);
  }
  if (typeof v !== 'object' || v === null) return JSON.stringify(v);
  if (v instanceof Number || v instanceof String || v instanceof Boolean || v instanceof BigInt) return JSON.stringify(v);
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i += 1) out += `${i ? ',' : ''}${writeCanonical(v[i], String(i)) ?? 'null'}`;
    return `${out}]`;
  }
  let out = '{';
  let first = true;
  for (const k of canonicalKeys(v)) {
    const text = writeCanonical((v as Record<string, unknown>)[k], k);
    if (text === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(k)}:${text}`;
    first = false;
  }
  return `${out}}`;
}

/**
 * JSON with object keys sorted, so the hash does not depend on key insertion order. Byte for byte the
 * text `JSON.stringify` with the former key-sorting replacer gave (test/storage/canonical-json.test.ts
 * compares them on generated values), without a replacer call per value: usually one walk and the
 * native serialiser, otherwise a writer that orders keys itself.
 */
export function canonicalJson(value: unknown): string {
  return (alreadyCanonical(value) ? JSON.stringify(value) : writeCanonical(value, '')) as string;
}

/**
 * The payload as a journal read gives it back (canonical JSON, parsed): key order sorted, undefined
 * dropped. Live execution hands handlers this form so that a replay sees exactly the same input.
 */
export function asJournaled(payload: unknown): unknown {
  return storedJson<unknown>(canonicalJson(payload));
}

/**
 * The canonical JSON of an entry's content, given its payload already in canonical JSON: the same text
 * as canonicalJson of the whole content (keys in sorted order), without serialising the payload again.
 */
function contentJson(content: Omit<JournalContent, 'payload'>, payloadJson: string): string {
  const s = JSON.stringify;
  const version = content.engineVersion === undefined ? '' : `"engineVersion":${s(content.engineVersion)},`;
  const partition = content.partition ? `"partition":${s(content.partition)},` : '';
  const clock = content.clockId ? `"clockId":${s(content.clockId)},` : '';
  return (
    `{"atMs":${s(content.atMs)},${clock}${version}"env":${s(content.env ?? null)},${partition}"partnerId":${s(content.partnerId ?? null)},"payload":${payloadJson},` +
    `"requestId":${s(content.requestId ?? null)},"seq":${s(content.seq)},"type":${s(content.type)}}`
  );
}

/** sha256(prevHash + canonical content), with the payload's canonical JSON already at hand. */
export function entryHashOfJson(prevHash: string, content: Omit<JournalContent, 'payload'>, payloadJson: string): string {
  return createHash('sha256').update(prevHash).update(contentJson(content, payloadJson)).digest('hex');
}

export function entryHash(prevHash: string, content: JournalContent): string {
  return entryHashOfJson(prevHash, content, canonicalJson(content.payload));
}

/** The INSERT's values, in the column order of the journal's INSERTs. */
function rowOf(entry: JournalEntry, payloadJson: string): unknown[] {
  return [
    entry.seq,
    entry.atMs,
    entry.type,
    entry.env,
    entry.partnerId,
    entry.requestId,
    payloadJson,
    entry.prevHash,
    entry.hash,
    entry.partition ?? 0,
    entry.engineVersion ?? null,
    entry.response ? JSON.stringify(entry.response) : null,
    entry.actorEvents ?? null,
    entry.clockId ?? null,
  ];
}

function fromRow(r: JournalRow): JournalEntry {
  return {
    seq: r.seq,
    atMs: r.at_ms,
    type: r.type,
    env: r.env,
    partnerId: r.partner_id,
    requestId: r.request_id,
    payload: storedJson<unknown>(r.payload),
    prevHash: r.prev_hash,
    hash: r.hash,
    // Optional fields stay absent rather than undefined: the entry reads back exactly as it was written.
    ...(r.partition ? { partition: r.partition } : {}),
    ...(r.engine_version === null ? {} : { engineVersion: r.engine_version }),
    ...(r.response === null ? {} : { response: storedJson<JournaledResponse>(r.response) }),
    ...(r.actor_events === null ? {} : { actorEvents: r.actor_events }),
    ...(r.clock_id ? { clockId: r.clock_id } : {}),
  };
}

export class JournalStore {
  private readonly insertStmt;
  private readonly lastStmt;
  private readonly byPartnerStmt;
  private readonly bySeqsStmt;
  private readonly allStmt;
  private readonly pageStmt;
  /** Entries of the running batch, written by one multi-row INSERT before its COMMIT (see stage()). */
  private readonly staged: BatchedInsert;

  constructor(db: Db) {
    const columns = 'seq, at_ms, type, env, partner_id, request_id, payload, prev_hash, hash, partition, engine_version, response, actor_events, clock_id';
    this.insertStmt = db.prepare(`INSERT INTO journal (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.staged = new BatchedInsert(db, `INSERT INTO journal (${columns})`, 14);
    // The head's time is the service clock's: entries on a sandbox test clock carry that clock's time instead.
    this.lastStmt = db.prepare<[], JournalHead>(
      'SELECT seq, hash, COALESCE((SELECT at_ms FROM journal WHERE clock_id IS NULL ORDER BY seq DESC LIMIT 1), 0) AS atMs FROM journal ORDER BY seq DESC LIMIT 1',
    );
    this.byPartnerStmt = db.prepare<[string, string, number, number], JournalRow>(
      `SELECT * FROM journal WHERE partner_id = ? AND env = ? AND seq < ? ORDER BY seq DESC LIMIT ?`,
    );
    this.bySeqsStmt = db.prepare<[string], JournalRow>('SELECT * FROM journal WHERE seq IN (SELECT value FROM json_each(?)) ORDER BY seq');
    this.allStmt = db.prepare('SELECT * FROM journal WHERE seq > ? ORDER BY seq');
    this.pageStmt = db.prepare<[number, number], JournalRow>('SELECT * FROM journal WHERE seq > ? ORDER BY seq LIMIT ?');
  }

  /** The newest entry's link, and the time of the newest entry on the service clock (`atMs` 0 on an empty journal). */
  head(): JournalHead {
    const row = this.lastStmt.get();
    return row ?? { seq: 0, hash: GENESIS_HASH, atMs: 0 };
  }

  /** `payloadJson`, when given, is canonicalJson(entry.payload), already computed for the hash. */
  append(entry: JournalEntry, payloadJson: string = canonicalJson(entry.payload)): void {
    this.insertStmt.run(rowOf(entry, payloadJson));
  }

  /**
   * Holds a committed command's entry for the batch's one multi-row INSERT (flushStaged, just before the
   * COMMIT, in the same transaction): the entry is durable exactly when it would have been. Nothing reads
   * the journal inside the batch that writes it (the engine keeps the head in memory).
   */
  stage(entry: JournalEntry, payloadJson: string): void {
    this.staged.add(rowOf(entry, payloadJson));
  }

  flushStaged(): void {
    this.staged.flush();
  }

  discardStaged(): void {
    this.staged.discard();
  }

  /** Newest first, strictly older than `beforeSeq`. */
  forPartner(partnerId: string, env: string, beforeSeq: number, limit: number): JournalEntry[] {
    return this.byPartnerStmt.all(partnerId, env, beforeSeq, limit).map(fromRow);
  }

  bySeqs(seqs: readonly number[]): JournalEntry[] {
    return this.bySeqsStmt.all(JSON.stringify(seqs)).map(fromRow);
  }

  /** At most `limit` entries after `afterSeq`, in order. */
  page(afterSeq: number, limit: number): JournalEntry[] {
    return this.pageStmt.all(afterSeq, limit).map(fromRow);
  }

  *iterate(afterSeq = 0): Generator<JournalEntry> {
    for (const row of this.allStmt.iterate(afterSeq) as Iterable<JournalRow>) yield fromRow(row);
  }
}

export interface ChainReport {
  readonly ok: boolean;
  readonly entries: number;
  readonly firstBadSeq: number | null;
  readonly reason: string | null;
}

/**
 * Recomputes every link of the chain from `start` (the genesis by default, or a trusted earlier entry);
 * the first mismatch names the tampered entry. An entry that cannot even be read back (its payload no
 * longer parses) is reported as the bad one rather than crashing the check.
 */
export function verifyChain(entries: Iterable<JournalEntry>, start: { hash: string; nextSeq: number } = { hash: GENESIS_HASH, nextSeq: 1 }): ChainReport {
  let prev = start.hash;
  let expectedSeq = start.nextSeq;
  let count = 0;
  const iterator = entries[Symbol.iterator]();
  try {
    for (;;) {
      let next: IteratorResult<JournalEntry>;
      try {
        next = iterator.next();
      } catch (error) {
        const reason = `entry cannot be read: ${error instanceof Error ? error.message : String(error)}`;
        return { ok: false, entries: count, firstBadSeq: expectedSeq, reason };
      }
      if (next.done) break;
      const e = next.value;
      const bad = (reason: string): ChainReport => ({ ok: false, entries: count, firstBadSeq: e.seq, reason });
      if (e.seq !== expectedSeq) return bad(`sequence gap: expected ${expectedSeq}, found ${e.seq}`);
      if (e.prevHash !== prev) return bad('prev_hash does not match the previous entry');
      if (entryHash(prev, e) !== e.hash) return bad('content does not match its hash');
      prev = e.hash;
      expectedSeq += 1;
      count += 1;
    }
  } finally {
    // Closes the underlying statement cursor when the check stops early.
    iterator.return?.();
  }
  return { ok: true, entries: count, firstBadSeq: null, reason: null };
}
