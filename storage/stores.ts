/** Every store over the one writer connection, built once (statements are prepared once). */
import { CredentialSeal } from './credential-seal.ts';
import type { Db } from './db.ts';
import { AlertStore } from './alerts.ts';
import { ApplicationStore } from './applications.ts';
import { EventStore } from './events.ts';
import { ExecutionReportStore } from './execution-reports.ts';
import { FundingStore } from './funding.ts';
import { GovernanceStore } from './governance.ts';
import { IdempotencyStore } from './idempotency.ts';
import { CommitmentStore } from './commitments.ts';
import { CorporateActionStore } from './corporate-actions.ts';
import { IncidentStore } from './incidents.ts';
import { InstrumentChangeStore } from './instrument-changes.ts';
import { JournalStore } from './journal.ts';
import { KeyUsageStore } from './key-usage.ts';
import { LedgerStore } from './ledger.ts';
import { MarketStore } from './market.ts';
import { OrderStore } from './orders.ts';
import { PartnerStore } from './partners.ts';
import { PartnerSettingsStore } from './account-settings.ts';
import { PartnerRowsStore } from './partner-rows.ts';
import { ReportStore } from './reports.ts';
import { RequestSignatureStore } from './request-signatures.ts';
import { RetentionStore } from './retention.ts';
import { PortalSessionStore } from './sessions.ts';
import { SettingsStore } from './settings.ts';
import { SnapshotStore } from './snapshots.ts';
import { SubAccountStore } from './subaccounts.ts';
import { SupportStore } from './support.ts';
import { SecurityPolicyStore } from './security.ts';
import { ApprovalStore } from './approvals.ts';
import { TeamStore } from './team.ts';
import { TestClockStore } from './test-clocks.ts';
import { TimerStore } from './timers.ts';
import { UpgradeRequestStore } from './upgrades.ts';
import { UsageStore } from './usage.ts';
import { CertificationStore } from './certification.ts';
import { WebhookStore } from './webhooks.ts';

export interface Stores {
  readonly db: Db;
  readonly journal: JournalStore;
  readonly snapshots: SnapshotStore;
  readonly timers: TimerStore;
  readonly testClocks: TestClockStore;
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
  readonly executionReports: ExecutionReportStore;
  readonly webhooks: WebhookStore;
  readonly alerts: AlertStore;
  readonly incidents: IncidentStore;
  readonly corporateActions: CorporateActionStore;
  /** Delistings and symbol changes in force: the catalogue overlay. */
  readonly instrumentChanges: InstrumentChangeStore;
  readonly support: SupportStore;
  readonly governance: GovernanceStore;
  readonly upgrades: UpgradeRequestStore;
  readonly sessions: PortalSessionStore;
  readonly requestSignatures: RequestSignatureStore;
  /** The reports' ledger aggregations and the invoices. */
  readonly reports: ReportStore;
  /** Sandbox reset's per-partner deletes, by table. */
  readonly partnerRows: PartnerRowsStore;
  /** Retention's batched deletes of old history (engine/retention/). */
  readonly retention: RetentionStore;
  readonly commitments: CommitmentStore;
  /** What a partner may change itself. */
  readonly partnerSettings: PartnerSettingsStore;
  /** Per-day usage counters. */
  readonly usage: UsageStore;
  /** The partner's own security policy. */
  readonly security: SecurityPolicyStore;
  /** Approvals (maker-checker). */
  readonly approvals: ApprovalStore;
  /** Organisation members. */
  readonly team: TeamStore;
  /** Certification evidence and certifications. */
  readonly certification: CertificationStore;
}

/** `fixedSettings`: values configuration sets (the cluster's shared secrets, storage/secrets.ts). */
export function createStores(db: Db, fixedSettings: ReadonlyMap<string, string> = new Map()): Stores {
  const settings = new SettingsStore(db, fixedSettings);
  return {
    db,
    journal: new JournalStore(db),
    snapshots: new SnapshotStore(db),
    timers: new TimerStore(db),
    testClocks: new TestClockStore(db),
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
    executionReports: new ExecutionReportStore(db),
    webhooks: new WebhookStore(db),
    alerts: new AlertStore(db),
    incidents: new IncidentStore(db),
    corporateActions: new CorporateActionStore(db),
    instrumentChanges: new InstrumentChangeStore(db),
    support: new SupportStore(db),
    governance: new GovernanceStore(db),
    upgrades: new UpgradeRequestStore(db),
    sessions: new PortalSessionStore(db),
    requestSignatures: new RequestSignatureStore(db),
    reports: new ReportStore(db),
    partnerRows: new PartnerRowsStore(db),
    retention: new RetentionStore(db),
    commitments: new CommitmentStore(db),
    partnerSettings: new PartnerSettingsStore(db),
    usage: new UsageStore(db),
    security: new SecurityPolicyStore(db),
    approvals: new ApprovalStore(db),
    team: new TeamStore(db),
    certification: new CertificationStore(db),
  };
}

/**
 * The stores HTTP reads through (engine/queries/): over the read-only connection, except the stores that
 * keep memory the writer's instance maintains (committed-value caches cleared by its writes, usage and
 * key-use counters newer than their tables, the catalogue overlay's version, the committed ledger balances) or that may write a
 * generated secret (settings): those are the writer's own instances, shared, so no read sees a stale cache.
 */
export function createReadStores(readDb: Db, writer: Stores): Stores {
  return {
    ...createStores(readDb),
    settings: writer.settings,
    partners: writer.partners,
    partnerSettings: writer.partnerSettings,
    keyUsage: writer.keyUsage,
    usage: writer.usage,
    idempotency: writer.idempotency,
    instrumentChanges: writer.instrumentChanges,
    partnerRows: writer.partnerRows,
    retention: writer.retention,
    security: writer.security,
    // Its own statements on the read-only connection, the writer's committed balances in memory.
    ledger: new LedgerStore(readDb, writer.ledger.committed),
    // Its own statements, and the writer's knowledge of whether any actor is bound to a test clock yet.
    testClocks: new TestClockStore(readDb, writer.testClocks.presence),
  };
}
