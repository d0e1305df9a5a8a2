/**
 * Stored responses of idempotent requests, scoped to the partner environment. Credentials a response
 * shows once are kept sealed (storage/credential-seal.ts) and opened again when read.
 */
import { BatchedInsert } from './batched-insert.ts';
import type { CredentialSeal } from './credential-seal.ts';
import type { Db } from './db.ts';
import type { JournaledResponse } from './journal.ts';

export interface IdempotencyRecord {
  readonly env: string;
  readonly partnerId: string;
  readonly key: string;
  readonly fingerprint: string;
  readonly status: number;
  readonly body: unknown;
  readonly createdAtMs: number;
  readonly journalSeq: number;
}

interface Row {
  fingerprint: string;
  status: number;
  body: string;
  created_at_ms: number;
  journal_seq: number;
}

/**
 * A Bloom filter over scoped idempotency keys: `mightHave` is false only for a key never added. Two
 * 32-bit FNV-1a hashes combined by double hashing pick the bits.
 */
class KeyFilter {
  private readonly bits: Uint32Array;
  private readonly mask: number;
  added = 0;

  readonly capacity: number;
  constructor(capacity: number) {
    this.capacity = capacity;
    // About 20 bits per key and 3 probes: under 0.5% false positives at capacity. From 1 MiB up to
    // 128 MiB; beyond that many keys it answers "maybe" more often, never wrongly "no".
    const bits = 2 ** Math.min(30, Math.max(23, Math.ceil(Math.log2(capacity * 20))));
    this.bits = new Uint32Array(bits / 32);
    this.mask = bits - 1;
  }

  add(scoped: string): void {
    const [h1, h2] = hashes(scoped);
    for (let i = 0; i < PROBES; i += 1) {
      const bit = (h1 + i * h2) & this.mask;
      this.bits[bit >>> 5]! |= 1 << (bit & 31);
    }
    this.added += 1;
  }

  mightHave(scoped: string): boolean {
    const [h1, h2] = hashes(scoped);
    for (let i = 0; i < PROBES; i += 1) {
      const bit = (h1 + i * h2) & this.mask;
      if ((this.bits[bit >>> 5]! & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }
}

const PROBES = 3;

function hashes(text: string): [number, number] {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  // An odd step visits distinct bits of the power-of-two table.
  return [h1 >>> 0, (h2 | 1) >>> 0];
}

const scopedKey = (env: string, partnerId: string, key: string): string => `${env}\u0000${partnerId}\u0000${key}`;

/** Rows read into the key filter per lookup while it is being filled (about 1 ms of work). */
const FILL_CHUNK = 2048;

/** The SQL of the key filter's fill, by name: test/storage/query-plans.test.ts checks that neither scans the table. */
export const IDEMPOTENCY_SQL = {
  keysFrom: 'SELECT rowid AS id, env, partner_id, key FROM idempotency WHERE rowid BETWEEN ? AND ? ORDER BY rowid LIMIT ?',
  rowidBounds: 'SELECT (SELECT MIN(rowid) FROM idempotency) AS low, (SELECT MAX(rowid) FROM idempotency) AS high',
} as const;

export class IdempotencyStore {
  private readonly getStmt;
  private readonly putStmt;
  private readonly keysFromStmt;
  private readonly rowidBoundsStmt;
  /** Records of the running engine batch, written by one multi-row upsert before its COMMIT (see stageStored()). */
  private readonly staged: BatchedInsert;
  /**
   * Every stored record's scoped key, as a Bloom filter, fed by every put (records are only ever written
   * here) and filled from the table a chunk at a time (see keyFilter). Almost every request brings a new
   * key, and outside the writer's batch each lookup is a read transaction of its own, which costs more
   * than the lookup: a key the complete filter has never seen certainly has no record, so it is answered
   * without SQLite. A put that rolls back leaves only a false positive, which the lookup then settles.
   */
  private filter: KeyFilter | null = null;
  /** The table's rows up to this rowid (its highest when the filter was made) are still to be read into it, from `fillFrom`. */
  private fillThrough = 0;
  private fillFrom = 0;
  /** Set once the engine lost durability (an fsync failed): records above this journal seq may not be on disk. */
  private refused: { readonly afterSeq: number; readonly error: () => Error } | null = null;

  private readonly seal: CredentialSeal;
  constructor(db: Db, seal: CredentialSeal) {
    this.seal = seal;
    this.keysFromStmt = db.prepare<[number, number, number], { id: number; env: string; partner_id: string; key: string }>(IDEMPOTENCY_SQL.keysFrom);
    this.rowidBoundsStmt = db.prepare<[], { low: number | null; high: number | null }>(IDEMPOTENCY_SQL.rowidBounds);
    this.getStmt = db.prepare<[string, string, string], Row>(
      'SELECT fingerprint, status, body, created_at_ms, journal_seq FROM idempotency WHERE env = ? AND partner_id = ? AND key = ?',
    );
    const head = 'INSERT INTO idempotency (env, partner_id, key, fingerprint, status, body, created_at_ms, journal_seq)';
    const upsert = `ON CONFLICT (env, partner_id, key) DO UPDATE SET fingerprint = excluded.fingerprint, status = excluded.status,
         body = excluded.body, created_at_ms = excluded.created_at_ms, journal_seq = excluded.journal_seq`;
    this.putStmt = db.prepare(`${head} VALUES (?, ?, ?, ?, ?, ?, ?, ?) ${upsert}`);
    this.staged = new BatchedInsert(db, head, 8, upsert);
  }

  get(env: string, partnerId: string, key: string): IdempotencyRecord | undefined {
    const filter = this.keyFilter();
    if (filter && !filter.mightHave(scopedKey(env, partnerId, key))) return undefined;
    const r = this.getStmt.get(env, partnerId, key);
    if (!r) return undefined;
    // Its command's callers were refused (the fsync failed), so a retry must not hear it succeeded either.
    if (this.refused && r.journal_seq > this.refused.afterSeq) throw this.refused.error();
    return {
      env,
      partnerId,
      key,
      fingerprint: r.fingerprint,
      status: r.status,
      body: this.seal.parse(r.body),
      createdAtMs: r.created_at_ms,
      journalSeq: r.journal_seq,
    };
  }

  /**
   * The engine's fsync failed: records of commands above `afterSeq` were committed but may not be on
   * disk, and their callers heard 503; a retry of one gets `error` instead of the stored success.
   */
  refuseAfter(afterSeq: number, error: () => Error): void {
    this.refused = { afterSeq, error };
  }

  /** Upsert: a key older than the retention window is reused by the next request that brings it. */
  put(rec: IdempotencyRecord): void {
    this.putStored(rec.env, rec.partnerId, rec.createdAtMs, rec.journalSeq, {
      key: rec.key,
      fingerprint: rec.fingerprint,
      status: rec.status,
      body: this.seal.stringify(rec.body),
    });
  }

  /** The stored text of a response body: its JSON with every credential field sealed. */
  sealBody(body: unknown): string {
    return this.seal.stringify(body);
  }

  /**
   * Upserts a record whose body is already the stored text: the engine journals that same text with the
   * entry, and replay writes it back from the journal, so a rebuilt node holds the identical bytes.
   */
  putStored(env: string, partnerId: string, createdAtMs: number, journalSeq: number, rec: JournaledResponse): void {
    this.filter?.add(scopedKey(env, partnerId, rec.key));
    this.putStmt.run(env, partnerId, rec.key, rec.fingerprint, rec.status, rec.body, createdAtMs, journalSeq);
  }

  /**
   * putStored for a command of the running engine batch, once its savepoint is released: held for the
   * batch's one multi-row upsert (flushStaged, before the COMMIT, in the same transaction). The HTTP side
   * looks records up only between batches, when every staged record is written (a retry arriving
   * meanwhile waits on the in-flight request, http/middleware/idempotency.ts).
   */
  stageStored(env: string, partnerId: string, createdAtMs: number, journalSeq: number, rec: JournaledResponse): void {
    this.filter?.add(scopedKey(env, partnerId, rec.key));
    this.staged.add([env, partnerId, rec.key, rec.fingerprint, rec.status, rec.body, createdAtMs, journalSeq]);
  }

  flushStaged(): void {
    this.staged.flush();
  }

  discardStaged(): void {
    this.staged.discard();
  }

  /**
   * The filter once complete, else null (the caller looks the key up in SQLite). Made when missing or
   * past its capacity (sized for twice the rows then stored: retention keeps that bounded), then filled
   * from the table by at most FILL_CHUNK rows per lookup, in rowid order: no lookup, the first write
   * after a start included, ever reads the whole table. Rows written meanwhile enter it through put.
   */
  private keyFilter(): KeyFilter | null {
    if (!this.filter || this.filter.added > this.filter.capacity) {
      const bounds = this.rowidBoundsStmt.get() ?? { low: null, high: null };
      const rows = bounds.low === null || bounds.high === null ? 0 : bounds.high - bounds.low + 1;
      this.filter = new KeyFilter(Math.max(1 << 16, rows * 2));
      this.fillFrom = bounds.low ?? 0;
      this.fillThrough = bounds.high ?? 0;
    }
    if (this.fillFrom > this.fillThrough) return this.filter;
    const rows = this.keysFromStmt.all(this.fillFrom, this.fillThrough, FILL_CHUNK);
    for (const r of rows) this.filter.add(scopedKey(r.env, r.partner_id, r.key));
    this.fillFrom = rows.length < FILL_CHUNK ? this.fillThrough + 1 : rows[rows.length - 1]!.id + 1;
    return this.fillFrom > this.fillThrough ? this.filter : null;
  }
}
