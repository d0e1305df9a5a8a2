/**
 * Read-only access for tools that inspect a data directory (journal verification, replay, comparison)
 * without running migrations or taking the writer's place: they must never change what they inspect.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { databasePath, type Db } from './db.ts';
import { storedJson } from './stored-json.ts';

export function openReadOnly(dataDir: string): Db {
  const path = databasePath(dataDir);
  if (!existsSync(path)) throw new Error(`no database at ${path}`);
  return new Database(path, { readonly: true, fileMustExist: true });
}

export interface RowDifference {
  readonly table: string;
  /** The primary key values of the row. */
  readonly key: Record<string, unknown>;
  /** The row as the left database has it (null: missing there). */
  readonly left: Record<string, unknown> | null;
  readonly right: Record<string, unknown> | null;
}

type Row = Record<string, unknown>;

/**
 * Rows of `table` that differ between the left database and the right one (a file path), compared by
 * SQLite itself (EXCEPT both ways over an ATTACHed copy), so neither table is loaded whole; `keys` is
 * the table's primary key (which tables replay rebuilds, and their keys, the engine's feature
 * descriptors say: engine/features/). At most `limit` differing rows are reported.
 */
export function tableDifferences(left: Db, rightPath: string, table: string, keys: readonly string[], limit = 50, where?: string): RowDifference[] {
  if (keys.length === 0) throw new Error(`table ${table} needs its primary key to be compared`);
  left.prepare('ATTACH DATABASE ? AS other').run(rightPath);
  try {
    // `where` narrows both sides alike (a trusted condition of our own, never input).
    const filter = where ? ` WHERE ${where}` : '';
    const onlyLeft = left.prepare<[number], Row>(`SELECT * FROM main.${table}${filter} EXCEPT SELECT * FROM other.${table}${filter} LIMIT ?`).all(limit);
    const onlyRight = left.prepare<[number], Row>(`SELECT * FROM other.${table}${filter} EXCEPT SELECT * FROM main.${table}${filter} LIMIT ?`).all(limit);
    const keyOf = (r: Row): string => JSON.stringify(keys.map((k) => r[k]));
    const rightByKey = new Map(onlyRight.map((r) => [keyOf(r), r]));
    const differences: RowDifference[] = [];
    for (const l of onlyLeft) {
      const r = rightByKey.get(keyOf(l)) ?? null;
      rightByKey.delete(keyOf(l));
      differences.push({ table, key: Object.fromEntries(keys.map((k) => [k, l[k]])), left: l, right: r });
    }
    for (const r of rightByKey.values()) {
      differences.push({ table, key: Object.fromEntries(keys.map((k) => [k, r[k]])), left: null, right: r });
    }
    return differences.slice(0, limit);
  } finally {
    left.prepare('DETACH DATABASE other').run();
  }
}

/** One machine event a journal entry sent an actor; `recorded` false (and no event) for an entry journaled before events were. */
export interface ActorEventRow {
  readonly seq: number;
  readonly atMs: number;
  readonly type: string;
  readonly requestId: string | null;
  readonly recorded: boolean;
  readonly event: ({ readonly type: string } & Readonly<Record<string, unknown>>) | null;
}

interface RawActorEventRow {
  seq: number;
  atMs: number;
  type: string;
  requestId: string | null;
  recorded: number;
  event: string | null;
}

/**
 * The machine inspector's lookups across tables (engine/inspect-queries.ts): the actors and deliveries
 * related to an actor. Each scan is bounded: by the partner's own actors, or by the entries that
 * moved the actor, and by `limit`.
 */
export class InspectorReads {
  private readonly mentioningStmt;
  private readonly eventIdsStmt;
  private readonly deliveriesStmt;
  private readonly actorEventsStmt;

  constructor(db: Db) {
    this.mentioningStmt = db.prepare<[null | string, string, string, string, string, number], { kind: string; id: string }>(
      `SELECT kind, id FROM snapshots WHERE partner_id IS ? AND env = ? AND instr(snapshot, ?) > 0 AND NOT (kind = ? AND id = ?) ORDER BY journal_seq LIMIT ?`,
    );
    this.eventIdsStmt = db.prepare<[string, string, number], { event_id: string }>(
      'SELECT event_id FROM events WHERE journal_seq IN (SELECT value FROM json_each(?)) AND instr(envelope, ?) > 0 ORDER BY seq LIMIT ?',
    );
    this.deliveriesStmt = db.prepare<[string, number], { id: string }>(
      'SELECT id FROM webhook_deliveries WHERE event_id IN (SELECT value FROM json_each(?)) ORDER BY seq LIMIT ?',
    );
    // One row per event the entry sent this actor (SQLite picks them out of the entry's list), or one
    // row with a NULL event for an entry journaled before events were recorded.
    this.actorEventsStmt = db.prepare<[string, string, string], RawActorEventRow>(
      `SELECT j.seq, j.at_ms AS atMs, j.type, j.request_id AS requestId, j.actor_events IS NOT NULL AS recorded, json_extract(e.value, '$[2]') AS event
       FROM journal j LEFT JOIN json_each(j.actor_events) e ON json_extract(e.value, '$[0]') = ? AND json_extract(e.value, '$[1]') = ?
       WHERE j.seq IN (SELECT value FROM json_each(?)) ORDER BY j.seq, e.key`,
    );
  }

  /**
   * The machine events these journal entries sent actor `kind`/`id`, in order (engine/inspect-fold.ts),
   * read by sequence number: the cost follows the actor's own entries, not the journal's length.
   */
  actorEvents(kind: string, id: string, seqs: readonly number[]): ActorEventRow[] {
    return this.actorEventsStmt.all(kind, id, JSON.stringify(seqs)).map((r) => ({
      seq: r.seq,
      atMs: r.atMs,
      type: r.type,
      requestId: r.requestId,
      recorded: r.recorded === 1,
      event: r.event === null ? null : storedJson<{ type: string } & Record<string, unknown>>(r.event),
    }));
  }

  /** Actors of the same owner whose stored snapshot names `text` (e.g. the orders of a quote). */
  actorsMentioning(
    owner: { partnerId: string | null; env: string },
    text: string,
    self: { kind: string; id: string },
    limit: number,
  ): { kind: string; id: string }[] {
    return this.mentioningStmt.all(owner.partnerId, owner.env, JSON.stringify(text), self.kind, self.id, limit);
  }

  /** Ids of the events emitted by these journal entries whose envelope names `text`. */
  eventIdsMentioning(seqs: readonly number[], text: string, limit: number): string[] {
    return this.eventIdsStmt.all(JSON.stringify(seqs), JSON.stringify(text), limit).map((r) => r.event_id);
  }

  /** Ids of the webhook delivery actors of these events (a log row's id is `<delivery id>:<attempt>`). */
  deliveriesOf(eventIds: readonly string[], limit: number): string[] {
    const rows = this.deliveriesStmt.all(JSON.stringify(eventIds), limit);
    return [...new Set(rows.map((r) => r.id.replace(/:\d+$/, '')))];
  }
}
