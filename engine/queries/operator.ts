/**
 * The read side of the operator features for HTTP: named queries over the stores (routes never hold the
 * stores). Each answers records; how they look on the wire stays with the route's view.
 */
import type { Stores } from '../../storage/stores.ts';
import type { JournalEntry } from '../../storage/journal.ts';
import type { SnapshotRecord } from '../../storage/snapshots.ts';

type Filter<F extends (filter: never) => unknown> = Parameters<F>[0];

/** An actor as the operator inspects it: its stored snapshot, its journal links and the entries they name. */
export interface ActorInspection {
  readonly record: SnapshotRecord;
  readonly links: readonly { readonly seq: number; readonly eventType: string }[];
  readonly entries: readonly JournalEntry[];
}

export function operatorQueries(stores: Stores) {
  const { applications, partners, funding, snapshots, journal, incidents, timers, upgrades } = stores;
  return {
    /** Partner applications in id order, one page (`limit` rows after `after`). */
    applications: (filter: Filter<typeof applications.list>) => applications.list(filter),
    /** Partner records in id order, one page; filtered by email or environment. */
    partners: (filter: Filter<typeof partners.list>) => partners.list(filter),
    partner: (partnerId: string) => partners.byId(partnerId),
    partnerKeys: (partnerId: string) => partners.keysFor(partnerId),
    topup: (topupId: string) => funding.topup(topupId),
    /** An actor's snapshot with its journal entries; undefined when no such actor is stored. */
    actor(kind: string, id: string): ActorInspection | undefined {
      const record = snapshots.get(kind, id);
      if (!record) return undefined;
      const links = snapshots.journalLinks(kind, id);
      return { record, links, entries: journal.bySeqs(links.map((l) => l.seq)) };
    },
    /** Incidents oldest first, one page by sequence. */
    incidents: (filter: Filter<typeof incidents.list>) => incidents.list(filter),
    /** Quarantined timers in id order, one page. */
    quarantinedTimers: (afterId: string, limit: number) => timers.quarantinedList(afterId, limit),
    quarantinedTimer: (timerId: string) => timers.quarantined(timerId),
    /** Tier-upgrade requests in filing order, one page. */
    upgradeRequests: (filter: Filter<typeof upgrades.list>) => upgrades.list(filter),
    upgradeRequest: (requestId: string) => upgrades.byId(requestId),
  };
}

export type OperatorQueries = ReturnType<typeof operatorQueries>;
