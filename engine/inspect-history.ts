/**
 * The inspector history's fallback (engine/inspect-fold.ts is the usual way): the part of an actor's
 * history made by entries journaled before machine events were recorded (migration 029) is recomputed by
 * replaying the journal: the entries up to the last such one that moved the actor are replayed into a
 * scratch service (a temporary data directory, the same command handlers and machine registry, so every
 * event goes through the machine's pure `transition()` exactly as it first did), and the actor's snapshot
 * is read after each entry that moved it. Nothing of the past is stored twice.
 *
 * The cost is the replay of the journal prefix (handlers read the whole world, not just the actor):
 * fine on sandbox and test data, bounded by `HISTORY_MAX_ENTRIES` so an operator's click cannot stall
 * a large production service (the offline `replay` tool has no such bound). Results are kept per actor
 * and journal position, so stepping back and forth replays once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { StateValue } from 'xstate';
import type { JournalEntry } from '../storage/journal.ts';
import { loadConfig, type ServiceConfig } from './config.ts';
import { ServiceError } from './errors.ts';
import { diagramStateOf } from './machines.ts';
import type { Service } from './service.ts';

/** Journal entries one history may replay (about a second of replay on a small machine). */
export const HISTORY_MAX_ENTRIES = 20_000;

/** The actor as it stood after one journal entry that moved it. */
export interface HistoryStep {
  readonly seq: number;
  readonly type: string;
  readonly atMs: number;
  readonly requestId: string | null;
  /** The machine events this entry sent the actor (`xstate.init` when it spawned it). */
  readonly events: readonly string[];
  /** False when the entry deleted the actor (a sandbox reset); state and context are then null. */
  readonly exists: boolean;
  readonly state: string | null;
  readonly diagramState: string | null;
  readonly value: StateValue | null;
  readonly context: unknown;
}

export interface HistorySource {
  /** Entries from the first one, in order, up to `lastSeq` at least (the caller stops reading there). */
  entries(): Iterable<JournalEntry>;
  readonly links: readonly { readonly seq: number; readonly eventType: string }[];
  readonly marketSeed: number;
  readonly log: Logger;
  /** Opens the scratch service the entries are replayed into (engine/service.ts supplies it). */
  readonly openScratch: OpenScratch;
}

/** Builds a service over a fresh data directory, for replay only. */
export type OpenScratch = (config: ServiceConfig, log: Logger) => Service;

/** Replays entries 1..last link into a scratch service and reads `kind`/`id` after each linked entry. */
export function recomputeHistory(kind: string, id: string, source: HistorySource): HistoryStep[] {
  const eventsBySeq = new Map<number, string[]>();
  for (const l of source.links) eventsBySeq.set(l.seq, [...(eventsBySeq.get(l.seq) ?? []), l.eventType]);
  const lastSeq = Math.max(0, ...eventsBySeq.keys());
  if (lastSeq > HISTORY_MAX_ENTRIES) {
    throw new ServiceError(
      'CONFLICT',
      `recomputing this history would replay ${lastSeq} journal entries (at most ${HISTORY_MAX_ENTRIES} here): use the replay tool`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'pbs-inspect-'));
  const log = source.log.child({ component: 'inspector-replay' }, { level: 'silent' });
  const scratch = source.openScratch(
    loadConfig({ DATA_DIR: dir, CLOCK: new Date(0).toISOString(), LOG_LEVEL: 'silent', MARKET_SEED: String(source.marketSeed) }),
    log,
  );
  // The scratch service only replays: no timer may fire, no webhook may be sent from it.
  scratch.scheduler.stop();
  void scratch.webhooks.close();
  try {
    const steps: HistoryStep[] = [];
    scratch.stores.db.transaction(() => {
      for (const entry of source.entries()) {
        if (entry.seq > lastSeq) break;
        scratch.engine.replay(entry);
        const events = eventsBySeq.get(entry.seq);
        if (events) steps.push(stepAfter(scratch, kind, id, entry, events));
      }
    })();
    return steps;
  } finally {
    scratch.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function stepAfter(scratch: Service, kind: string, id: string, entry: JournalEntry, events: readonly string[]): HistoryStep {
  const record = scratch.stores.snapshots.get(kind, id);
  return historyStep(kind, entry, events, record ? { state: record.state, persisted: record.snapshot } : null);
}

/** What the snapshots table holds of an actor: the diagram's state value and the context. */
export interface PersistedState {
  readonly value: StateValue;
  readonly context: unknown;
}

/** One step of a history: the entry that moved the actor, its events, and the actor after it (null: not there). */
export function historyStep(
  kind: string,
  entry: Pick<JournalEntry, 'seq' | 'type' | 'atMs' | 'requestId'>,
  events: readonly string[],
  after: { readonly state: string; readonly persisted: PersistedState } | null,
): HistoryStep {
  return {
    seq: entry.seq,
    type: entry.type,
    atMs: entry.atMs,
    requestId: entry.requestId,
    events,
    exists: after !== null,
    state: after?.state ?? null,
    diagramState: after ? diagramStateOf(kind, after.persisted) : null,
    value: after?.persisted.value ?? null,
    context: after?.persisted.context ?? null,
  };
}

/** Recent histories by actor and journal position: a moved actor has a new key, so nothing goes stale. */
export class HistoryCache<T> {
  private readonly entries = new Map<string, T>();
  private readonly capacity: number;
  constructor(capacity = 16) {
    this.capacity = capacity;
  }

  get(kind: string, id: string, lastSeq: number, compute: () => T): T {
    const key = `${kind}\u0000${id}\u0000${lastSeq}`;
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
