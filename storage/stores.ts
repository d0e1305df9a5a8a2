/** Every store over the one writer connection, built once (statements are prepared once). */
import { CredentialSeal } from './credential-seal.ts';
import type { Db } from './db.ts';
import { AlertStore } from './alerts.ts';
import { ApplicationStore } from './applications.ts';
import { EventStore } from './events.ts';
import { FundingStore } from './funding.ts';
import { GovernanceStore } from './governance.ts';
import { IdempotencyStore } from './idempotency.ts';
import { CorporateActionStore } from './corporate-actions.ts';
import { IncidentStore } from './incidents.ts';
import { JournalStore } from './journal.ts';
import { KeyUsageStore } from './key-usage.ts';
import { LedgerStore } from './ledger.ts';
import { MarketStore } from './market.ts';
import { OrderStore } from './orders.ts';
import { PartnerStore } from './partners.ts';
import { PartnerRowsStore } from './partner-rows.ts';
import { RequestSignatureStore } from './request-signatures.ts';
import { PortalSessionStore } from './sessions.ts';
import { SettingsStore } from './settings.ts';
import { SnapshotStore } from './snapshots.ts';
import { SubAccountStore } from './subaccounts.ts';
import { SupportStore } from './support.ts';
import { TimerStore } from './timers.ts';
import { UpgradeRequestStore } from './upgrades.ts';
import { WebhookStore } from './webhooks.ts';

export interface Stores {
  readonly db: Db;
  readonly journal: JournalStore;
  readonly snapshots: SnapshotStore;
  readonly timers: TimerStore;
  readonly events: EventStore;
  readonly ledger: LedgerStore;
  readonly idempotency: IdempotencyStore;
  readonly settings: SettingsStore;
  readonly partners: PartnerStore;
  readonly keyUsage: KeyUsageStore;
  readonly applications: ApplicationStore;
  readonly funding: FundingStore;
  readonly market: MarketStore;
  readonly subAccounts: SubAccountStore;
  readonly orders: OrderStore;
  readonly webhooks: WebhookStore;
  readonly alerts: AlertStore;
  readonly incidents: IncidentStore;
  readonly corporateActions: CorporateActionStore;
  readonly support: SupportStore;
  readonly governance: GovernanceStore;
  readonly upgrades: UpgradeRequestStore;
  readonly sessions: PortalSessionStore;
  readonly requestSignatures: RequestSignatureStore;
  /** Sandbox reset's per-partner deletes, by table. */
  readonly partnerRows: PartnerRowsStore;
}

export function createStores(db: Db): Stores {
  const settings = new SettingsStore(db);
  return {
    db,
    journal: new JournalStore(db),
    snapshots: new SnapshotStore(db),
    timers: new TimerStore(db),
    events: new EventStore(db),
    ledger: new LedgerStore(db),
    idempotency: new IdempotencyStore(db, new CredentialSeal(settings)),
    settings,
    partners: new PartnerStore(db),
    keyUsage: new KeyUsageStore(db),
    applications: new ApplicationStore(db),
    funding: new FundingStore(db),
    market: new MarketStore(db),
    subAccounts: new SubAccountStore(db),
    orders: new OrderStore(db),
    webhooks: new WebhookStore(db),
    alerts: new AlertStore(db),
    incidents: new IncidentStore(db),
    corporateActions: new CorporateActionStore(db),
    support: new SupportStore(db),
    governance: new GovernanceStore(db),
    upgrades: new UpgradeRequestStore(db),
    sessions: new PortalSessionStore(db),
    requestSignatures: new RequestSignatureStore(db),
    partnerRows: new PartnerRowsStore(db),
  };
}
