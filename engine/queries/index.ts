/**
 * The read side HTTP is given: named query functions per feature family, built once over the stores.
 * Routes read through these and write only through commands, so a store's shape can change without
 * touching a route, and what HTTP may read is listed in one place.
 */
import type { Stores } from '../../storage/stores.ts';
import { accountQueries } from './account.ts';
import { assetClassQueries } from './asset-classes.ts';
import { corporateActionQueries } from './corporate-actions.ts';
import { governanceQueries } from './governance.ts';
import type { OpenScratch } from '../inspect-history.ts';
import { inspectorQueries } from '../inspect-queries.ts';
import { keysOf } from '../narrow.ts';
import { identityQueries } from './identity.ts';
import { marketQueries } from './market.ts';
import { operatorQueries } from './operator.ts';
import { reportQueries } from './reports.ts';
import { supportQueries } from './support.ts';
import { securityQueries } from './security.ts';
import { teamQueries } from './team.ts';
import { tradingQueries } from './trading.ts';
import { testClockQueries } from './test-clocks.ts';

/** The read side over `stores`; `openScratch` builds the scratch service an actor's history is replayed into. */
export function createQueries(stores: Stores, openScratch: OpenScratch) {
  return {
    identity: identityQueries(stores),
    trading: tradingQueries(stores),
    market: marketQueries(stores),
    operator: operatorQueries(stores),
    assetClasses: assetClassQueries(stores),
    corporateActions: corporateActionQueries(stores),
    reports: reportQueries(stores),
    account: accountQueries(stores),
    support: supportQueries(stores),
    governance: governanceQueries(stores),
    security: securityQueries(stores),
    inspector: inspectorQueries(stores, openScratch),
    team: teamQueries(stores),
    testClocks: testClockQueries(stores),
  };
}

export type Queries = ReturnType<typeof createQueries>;

/**
 * The queries HTTP uses: over the read-only connection, so no read observes a batch before it
 * is committed (in cluster mode: before its append is acknowledged); while a command runs, over the
 * writer, so a route's `respond` sees what its command just wrote.
 */
export function routedQueries(writer: Queries, reader: Queries, inCommand: () => boolean): Queries {
  // One getter per family, defined once: a read goes to the writer's family while a command runs, else the
  // reader's. Plain getters, not a Proxy, so every query on the read path stays a monomorphic property load.
  const routed: Queries = Object.create(null);
  for (const family of keysOf(reader)) {
    Object.defineProperty(routed, family, { enumerable: true, get: () => (inCommand() ? writer[family] : reader[family]) });
  }
  return routed;
}
