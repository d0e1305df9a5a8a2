/**
 * The read side of the identity features for HTTP (registration, keys, sessions, OAuth, upgrade
 * requests, the partner's account and audit, events and the status page): named queries over the
 * stores, so routes never hold the stores.
 */
import type { Stores } from '../../storage/stores.ts';
import type { EventListQuery, EventScope } from '../../storage/events.ts';
import type { Env } from '../../storage/types.ts';
import type { ApiKeyRecord } from '../../storage/partners.ts';
import type { KeyKind } from '../../storage/types.ts';
import { MAINTENANCE_SETTING, type MaintenanceState } from '../operations/operations.ts';
import { ledgerAccounts } from '../ledger.ts';

export function identityQueries(stores: Stores) {
  const { partners, keyUsage, applications, upgrades, sessions, incidents, settings, ledger, journal, events } = stores;
  return {
    partnerBySub: (env: Env, sub: string) => partners.bySub(env, sub),
    partnerByEmail: (env: Env, email: string) => partners.byEmail(env, email),
    /** The newest active key of a kind (a partner has at most one active per kind), or undefined. */
    activeKey: (partnerId: string, kind: KeyKind): ApiKeyRecord | undefined => partners.activeKeysOf(partnerId, kind).at(-1),
    keyByHash: (keyHash: string) => partners.keyByHash(keyHash),
    /** The reader key views need for `lastUsedAt`. */
    keyUsage: (): { lastUsedAtMs(keyId: string): number | null } => keyUsage,
    sessionByKeyId: (keyId: string) => sessions.byKeyId(keyId),
    latestApplicationByEmail: (email: string) => applications.latestByEmail(email),
    latestUpgradeFor: (partnerId: string) => upgrades.latestFor(partnerId),
    masterWalletBalanceMinor: (env: Env, partnerId: string): number => ledger.currentBalance(ledgerAccounts.masterWallet(env, partnerId).id) ?? 0,
    /** The partner's journal entries in an environment, newest first, below `beforeSeq`. */
    auditEntries: (partnerId: string, env: Env, beforeSeq: number, limit: number) => journal.forPartner(partnerId, env, beforeSeq, limit),
    openIncidents: () => incidents.open(),
    maintenance: (): MaintenanceState | undefined => settings.get<MaintenanceState>(MAINTENANCE_SETTING),
    events: (scope: EventScope, q: EventListQuery) => events.list(scope, q),
    eventById: (scope: EventScope, eventId: string) => events.visibleById(scope, eventId),
    /** The event log itself, for the stream: it reads on as events arrive (http/stream/session.ts). */
    eventLog: () => events,
  };
}

export type IdentityQueries = ReturnType<typeof identityQueries>;
