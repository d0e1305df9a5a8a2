/**
 * The machine inspector's read side (http/routes/inspector.ts): find actors by any id, the actors and
 * deliveries related to one, and its history recomputed from the journal (engine/inspect-history.ts).
 */
import { dirname } from 'node:path';
import type { Logger } from 'pino';
import { latestCheckpoint, snapshotAtCheckpoint } from '../storage/checkpoints.ts';
import { InspectorReads } from '../storage/inspect.ts';
import { archivedThrough } from '../storage/journal-archive.ts';
import type { SnapshotRecord } from '../storage/snapshots.ts';
import type { Stores } from '../storage/stores.ts';
import { canonicalJson } from '../storage/journal.ts';
import { foldHistory, groupByEntry } from './inspect-fold.ts';
import { HistoryCache, historyStep, recomputeHistory, type HistoryStep, type OpenScratch } from './inspect-history.ts';
import { machineDefinitions } from './machines.ts';

export interface ActorRef {
  readonly kind: string;
  readonly id: string;
}

export interface RelatedActor extends ActorRef {
  /** How it relates: `named in context` (the actor's context holds its id), `names this actor`, `owner`, `webhook delivery`. */
  readonly relation: string;
  readonly state: string;
}

/** An actor's history and how it was recomputed. */
export interface InspectorHistory {
  readonly steps: readonly HistoryStep[];
  /**
   * `events`: folded from the recorded machine events; `replay`: the journal replayed (entries from before events were
   * recorded); both: replayed, then folded; `checkpoint+events`: the actor as the latest checkpoint holds it (the entries
   * before it were archived), then folded.
   */
  readonly method: 'events' | 'replay' | 'replay+events' | 'checkpoint+events';
  /** Journal entries the fallback replayed (0 when every entry that moved the actor recorded its events). */
  readonly replayedEntries: number;
  /** The last recomputed state equals the stored snapshot (false would mean the machine changed since, or a bug). */
  readonly matchesStored: boolean;
}

interface HistoryOptions {
  readonly log: Logger;
  readonly marketSeed: number;
}

/** At most this many related actors of each relation. */
const RELATED_LIMIT = 50;
/** Strings of a context looked up as actor ids (a context is small; this bounds a pathological one). */
const CONTEXT_STRINGS_LIMIT = 200;
const ID_LIKE = /^[a-z]{2,8}_[A-Za-z0-9_-]{4,80}$/;

/** The id-like strings of a context, depth first, at most `limit`. */
function idLikeStrings(value: unknown, out: Set<string>, limit: number): Set<string> {
  if (out.size >= limit) return out;
  if (typeof value === 'string') {
    if (ID_LIKE.test(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) idLikeStrings(v, out, limit);
  } else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) idLikeStrings(v, out, limit);
  }
  return out;
}

/** The recomputed last step is the actor as stored (compared as canonical JSON; a deleted actor matches a step where it does not exist). */
function matchesStored(record: SnapshotRecord | undefined, last: HistoryStep | undefined): boolean {
  if (!record) return !last?.exists;
  if (!last) return false;
  const stored = record.snapshot;
  return last.exists && canonicalJson([stored.value, stored.context]) === canonicalJson([last.value, last.context]);
}

export function inspectorQueries(stores: Stores, openScratch: OpenScratch) {
  const { snapshots, journal } = stores;
  const reads = new InspectorReads(stores.db);
  const histories = new HistoryCache<InspectorHistory>();

  /**
   * The fold over the actor's recorded events (engine/inspect-fold.ts), read through its journal links;
   * entries from before events were recorded are replayed first (engine/inspect-history.ts, capped).
   */
  const recompute = (kind: string, id: string, links: readonly { seq: number; eventType: string }[], options: HistoryOptions): InspectorHistory => {
    const def = machineDefinitions.get(kind);
    if (!def) throw new Error(`no machine registered for actor kind ${kind}`);
    const archived = archivedThrough(stores.db);
    if (archived > 0 && links.some((l) => l.seq <= archived)) return fromCheckpoint(kind, id, links);
    const eventTypes = new Map<number, string[]>();
    for (const l of links) eventTypes.set(l.seq, [...(eventTypes.get(l.seq) ?? []), l.eventType]);
    const entries = groupByEntry(reads.actorEvents(kind, id, [...eventTypes.keys()]));
    let unrecorded = -1;
    entries.forEach((e, i) => {
      if (!e.recorded) unrecorded = i;
    });
    const replayedEntries = unrecorded < 0 ? 0 : entries[unrecorded]!.seq;
    const replayed =
      unrecorded < 0
        ? []
        : recomputeHistory(kind, id, { entries: () => journal.iterate(), links: links.filter((l) => l.seq <= replayedEntries), ...options, openScratch });
    const last = replayed.at(-1);
    const start = last?.exists ? { value: last.value!, context: last.context } : null;
    const steps = [...replayed, ...foldHistory(def, id, entries.slice(unrecorded + 1), eventTypes, start)];
    const method = unrecorded < 0 ? 'events' : unrecorded === entries.length - 1 ? 'replay' : 'replay+events';
    return { steps, method, replayedEntries, matchesStored: matchesStored(snapshots.get(kind, id), steps.at(-1)) };
  };

  /**
   * An actor moved by archived entries: its history starts as the latest checkpoint holds it (archiving only
   * takes entries at or before a checkpoint), then folds the events of the entries after the checkpoint.
   */
  const fromCheckpoint = (kind: string, id: string, links: readonly { seq: number; eventType: string }[]): InspectorHistory => {
    const def = machineDefinitions.get(kind)!;
    const checkpoint = latestCheckpoint(dirname(stores.db.name));
    if (!checkpoint) throw new Error('journal entries were archived but no checkpoint is left to start their actors from');
    const record = snapshotAtCheckpoint(checkpoint, kind, id);
    const persisted = record ? { state: record.state, persisted: record.snapshot } : null;
    const start = historyStep(kind, { seq: checkpoint.seq, type: 'checkpoint', atMs: record?.updatedAtMs ?? 0, requestId: null }, [], persisted);
    const later = links.filter((l) => l.seq > checkpoint.seq);
    const eventTypes = new Map<number, string[]>();
    for (const l of later) eventTypes.set(l.seq, [...(eventTypes.get(l.seq) ?? []), l.eventType]);
    const entries = groupByEntry(reads.actorEvents(kind, id, [...eventTypes.keys()]));
    const folded = foldHistory(def, id, entries, eventTypes, start.exists ? { value: start.value!, context: start.context } : null);
    const steps = [start, ...folded];
    return { steps, method: 'checkpoint+events', replayedEntries: 0, matchesStored: matchesStored(snapshots.get(kind, id), steps.at(-1)) };
  };

  /** Every actor, of any kind, whose id is `id` (ids are unique per kind; prefixes keep kinds apart in practice). */
  const withId = (id: string): SnapshotRecord[] =>
    [...machineDefinitions.keys()].flatMap((kind) => {
      const record = snapshots.get(kind, id);
      return record ? [record] : [];
    });

  return {
    /** The actors whose id is `id`: an order, quote, sub-account, alert, delivery, partner... id. */
    find: (id: string): SnapshotRecord[] => withId(id),

    actor: (kind: string, id: string): SnapshotRecord | undefined => snapshots.get(kind, id),

    /** Actors the record names, that name it, its owner, and the webhook deliveries of the events it emitted. */
    related(record: SnapshotRecord): RelatedActor[] {
      const self = { kind: record.kind, id: record.id };
      const out = new Map<string, RelatedActor>();
      const add = (r: SnapshotRecord, relation: string): void => {
        const key = `${r.kind}/${r.id}`;
        if (!out.has(key) && !(r.kind === self.kind && r.id === self.id)) out.set(key, { kind: r.kind, id: r.id, relation, state: r.state });
      };
      const context = record.snapshot.context;
      if (record.partnerId) for (const r of withId(record.partnerId)) add(r, 'owner');
      for (const text of idLikeStrings(context, new Set(), CONTEXT_STRINGS_LIMIT)) for (const r of withId(text)) add(r, 'named in context');
      for (const ref of reads.actorsMentioning({ partnerId: record.partnerId, env: record.env }, record.id, self, RELATED_LIMIT)) {
        const r = snapshots.get(ref.kind, ref.id);
        if (r) add(r, 'names this actor');
      }
      const seqs = snapshots.journalLinks(record.kind, record.id).map((l) => l.seq);
      const eventIds = reads.eventIdsMentioning([...new Set(seqs)], record.id, RELATED_LIMIT);
      for (const deliveryId of reads.deliveriesOf(eventIds, RELATED_LIMIT)) for (const r of withId(deliveryId)) add(r, 'webhook delivery');
      return [...out.values()];
    },

    /** The actor after each journal entry that moved it: its recorded events folded through its machine. */
    history(kind: string, id: string, options: HistoryOptions): InspectorHistory {
      const links = snapshots.journalLinks(kind, id);
      const lastSeq = links.at(-1)?.seq ?? 0;
      return histories.get(kind, id, lastSeq, () => recompute(kind, id, links, options));
    },
  };
}

export type InspectorQueries = ReturnType<typeof inspectorQueries>;
