/**
 * Latest persisted snapshot per actor, plus the link from actors to the journal entries that moved them.
 * The engine writes an actor's row once per batch that moved it, just before the COMMIT (once per
 * command outside a batch): within a batch, read actors through the runtime (step.read), never from
 * this table.
 */
import { BatchedInsert } from './batched-insert.ts';
import type { Db } from './db.ts';
import type { Env } from './types.ts';
import { storedJson } from './stored-json.ts';

export interface SnapshotRecord {
  readonly kind: string;
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string | null;
  readonly machineVersion: string;
  readonly state: string;
  readonly snapshot: unknown;
  readonly journalSeq: number;
  readonly updatedAtMs: number;
}

interface SnapshotRow {
  kind: string;
  id: string;
  env: Env;
  partner_id: string | null;
  machine_version: string;
  state: string;
  snapshot: string;
  journal_seq: number;
  updated_at_ms: number;
}

function fromRow(r: SnapshotRow): SnapshotRecord {
  return {
    kind: r.kind,
    id: r.id,
    env: r.env,
    partnerId: r.partner_id,
    machineVersion: r.machine_version,
    state: r.state,
    snapshot: storedJson<unknown>(r.snapshot),
    journalSeq: r.journal_seq,
    updatedAtMs: r.updated_at_ms,
  };
}

/** A snapshot row's columns in the order of every INSERT of this store (one row or many). */
function snapshotColumns(rec: SnapshotRecord): [string, string, string, string | null, string, string, string, number, number] {
  return [rec.kind, rec.id, rec.env, rec.partnerId, rec.machineVersion, rec.state, JSON.stringify(rec.snapshot), rec.journalSeq, rec.updatedAtMs];
}

/** Snapshot rows recovery's check reads, newest first by row (actors append rows as they are born). */
const RECENT_SNAPSHOTS = 1000;

/** The SQL start-up runs on snapshots, by name: test/storage/query-plans.test.ts checks that neither scans the table. */
export const SNAPSHOT_SQL = {
  recentMaxJournalSeq: `SELECT COALESCE(MAX(journal_seq), 0) FROM (SELECT journal_seq FROM snapshots ORDER BY rowid DESC LIMIT ${RECENT_SNAPSHOTS})`,
  storedVersions: 'SELECT kind, machine_version AS machineVersion FROM snapshot_versions',
} as const;

export class SnapshotStore {
  private readonly getStmt;
  private readonly upsertStmt;
  private readonly insertStmt;
  private readonly linkStmt;
  private readonly link2Stmt;
  private readonly linksStmt;
  private readonly deleteForPartnerStmt;
  private readonly maxSeqStmt;
  private readonly versionsStmt;
  private readonly noteVersionStmt;
  /** The (kind, machine version) pairs of the running batch's snapshots, recorded once each at its flush. */
  private readonly stagedVersions = new Map<string, readonly [string, string]>();
  /** The running batch's actors, each once in its final state, written before the batch's COMMIT (stageSnapshot). */
  private readonly stagedSnapshots: BatchedInsert;
  /** The running batch's links of actors to journal entries (stageLinks). */
  private readonly stagedLinks: BatchedInsert;

  constructor(db: Db) {
    this.getStmt = db.prepare<[string, string], SnapshotRow>('SELECT * FROM snapshots WHERE kind = ? AND id = ?');
    this.upsertStmt = db.prepare(
      `INSERT INTO snapshots (kind, id, env, partner_id, machine_version, state, snapshot, journal_seq, updated_at_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (kind, id) DO UPDATE SET machine_version = excluded.machine_version, state = excluded.state,
         snapshot = excluded.snapshot, journal_seq = excluded.journal_seq, updated_at_ms = excluded.updated_at_ms`,
    );
    this.insertStmt = db.prepare(
      `INSERT INTO snapshots (kind, id, env, partner_id, machine_version, state, snapshot, journal_seq, updated_at_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.linkStmt = db.prepare('INSERT OR IGNORE INTO actor_journal (kind, id, journal_seq, event_type) VALUES (?, ?, ?, ?)');
    // Most commands move an actor with one or two events (spawn, then its first event): one statement.
    this.link2Stmt = db.prepare('INSERT OR IGNORE INTO actor_journal (kind, id, journal_seq, event_type) VALUES (?, ?, ?, ?), (?, ?, ?, ?)');
    this.linksStmt = db.prepare<[string, string], { seq: number; eventType: string }>(
      'SELECT journal_seq AS seq, event_type AS eventType FROM actor_journal WHERE kind = ? AND id = ? ORDER BY journal_seq',
    );
    this.deleteForPartnerStmt = db.prepare('DELETE FROM snapshots WHERE partner_id = ? AND env = ? AND kind IN (SELECT value FROM json_each(?))');
    this.maxSeqStmt = db.prepare<[], number>(SNAPSHOT_SQL.recentMaxJournalSeq).pluck();
    this.versionsStmt = db.prepare<[], { kind: string; machineVersion: string }>(SNAPSHOT_SQL.storedVersions);
    this.noteVersionStmt = db.prepare('INSERT OR IGNORE INTO snapshot_versions (kind, machine_version) VALUES (?, ?)');
    this.stagedSnapshots = new BatchedInsert(
      db,
      'INSERT INTO snapshots (kind, id, env, partner_id, machine_version, state, snapshot, journal_seq, updated_at_ms)',
      9,
      `ON CONFLICT (kind, id) DO UPDATE SET machine_version = excluded.machine_version, state = excluded.state,
         snapshot = excluded.snapshot, journal_seq = excluded.journal_seq, updated_at_ms = excluded.updated_at_ms`,
    );
    this.stagedLinks = new BatchedInsert(db, 'INSERT OR IGNORE INTO actor_journal (kind, id, journal_seq, event_type)', 4);
  }

  /**
   * Holds the actor's latest snapshot for the running batch's multi-row upsert (flushStaged, before its
   * COMMIT). The engine stages each actor the batch moved once, in its final state, after its last
   * command: an actor moved by several commands of a batch is written once. An upsert, so a batch can
   * create an actor and move it; a spawn has already checked that the id is free (engine/actors.ts).
   */
  stageSnapshot(rec: SnapshotRecord): void {
    this.stagedVersions.set(`${rec.kind}\u0000${rec.machineVersion}`, [rec.kind, rec.machineVersion]);
    this.stagedSnapshots.add(snapshotColumns(rec));
  }

  /** The links `put` writes, held for the running batch's multi-row INSERT (a committed command's only). */
  stageLinks(kind: string, id: string, journalSeq: number, eventTypes: readonly string[]): void {
    for (const eventType of eventTypes) this.stagedLinks.add([kind, id, journalSeq, eventType]);
  }

  flushStaged(): void {
    this.stagedSnapshots.flush();
    this.stagedLinks.flush();
    for (const [kind, version] of this.stagedVersions.values()) this.noteVersionStmt.run(kind, version);
    this.stagedVersions.clear();
  }

  discardStaged(): void {
    this.stagedVersions.clear();
    this.stagedSnapshots.discard();
    this.stagedLinks.discard();
  }

  get(kind: string, id: string): SnapshotRecord | undefined {
    const row = this.getStmt.get(kind, id);
    return row ? fromRow(row) : undefined;
  }

  /**
   * Writes the actor's latest snapshot and links it to its journal entry once per event that moved it.
   * A new actor is a plain INSERT: an id that already exists fails instead of overwriting an actor.
   */
  put(rec: SnapshotRecord, eventTypes: readonly string[], isNew = false): void {
    (isNew ? this.insertStmt : this.upsertStmt).run(...snapshotColumns(rec));
    this.noteVersionStmt.run(rec.kind, rec.machineVersion);
    const { kind, id, journalSeq } = rec;
    if (eventTypes.length === 2) {
      this.link2Stmt.run(kind, id, journalSeq, eventTypes[0], kind, id, journalSeq, eventTypes[1]);
      return;
    }
    for (const eventType of eventTypes) this.linkStmt.run(kind, id, journalSeq, eventType);
  }

  journalLinks(kind: string, id: string): { seq: number; eventType: string }[] {
    return this.linksStmt.all(kind, id);
  }

  deleteForPartner(partnerId: string, env: string, kinds: readonly string[]): void {
    this.deleteForPartnerStmt.run(partnerId, env, JSON.stringify(kinds));
  }

  /**
   * Every (kind, machine version) a snapshot was written with (snapshot_versions, a superset of what the
   * table holds now): start-up checks that this build can restore each, without reading every snapshot.
   */
  storedVersions(): { kind: string; machineVersion: string }[] {
    return this.versionsStmt.all();
  }

  /**
   * Highest journal entry the newest snapshot rows reflect (the last RECENT_SNAPSHOTS written as new rows):
   * recovery's check that no snapshot is ahead of the journal, bounded like its check of the newest links.
   */
  maxJournalSeq(): number {
    return this.maxSeqStmt.get() ?? 0;
  }
}
