/**
 * Response schemas of the operator (back-office) API: applications, partners with their key metadata,
 * the virtual clock, maintenance, top-up approval, actor inspection, incidents, quarantined timers and
 * tier-upgrade decisions. Each mirrors the view that writes the body (the operator route files,
 * http/views.ts keyMetadata, http/routes/status.ts incidentView, upgrade-requests.ts upgradeView,
 * funding.ts topupView).
 */
import * as v from '../schema.ts';
import { KeyMetadata } from './identity.ts';
import { Integer, named, NullableTimestamp, pageMeta, Timestamp } from './wire.ts';

const Tier = v.picklist(['starter', 'growth', 'enterprise']);
const Env = v.picklist(['production', 'sandbox']);
const ApplicationStatus = v.picklist(['pending', 'approved', 'rejected']);

export const ApplicationSchema = named(
  'Application',
  'A partner application for production access',
  v.strictObject({
    id: v.string(),
    email: v.string(),
    businessName: v.string(),
    useCase: v.string(),
    website: v.nullable(v.string()),
    consentVersion: v.string(),
    status: ApplicationStatus,
    rejectionReason: v.nullable(v.string()),
    submittedAt: Timestamp,
    decidedAt: NullableTimestamp,
    /** The sandbox certification of the same e-mail's sandbox account; null without one. */
    certification: v.nullable(
      v.strictObject({ sandboxPartnerId: v.string(), certified: v.boolean(), certifiedAt: NullableTimestamp, missing: v.array(v.string()) }),
    ),
  }),
);

export const ApplicationListSchema = named(
  'ApplicationList',
  'One cursor page of applications',
  v.strictObject({ applications: v.array(ApplicationSchema), ...pageMeta }),
);

export const ApplicationApprovedSchema = named(
  'ApplicationApproved',
  'An approved application and the production partner it created',
  v.strictObject({
    applicationId: v.string(),
    status: v.literal('approved'),
    partnerId: v.string(),
  }),
);

export const ApplicationRejectedSchema = named(
  'ApplicationRejected',
  'A rejected application with its reason',
  v.strictObject({
    applicationId: v.string(),
    status: v.literal('rejected'),
    reason: v.string(),
  }),
);

export const KeyMetadataSchema = named(
  'KeyMetadata',
  'What may be shown of an API key: never the key, only its prefix and a masked form',
  v.strictObject(KeyMetadata),
);

export const PartnerRecordSchema = named(
  'PartnerRecord',
  'A partner as the operator sees it; keys are listed on the one-partner read only (empty elsewhere)',
  v.strictObject({
    id: v.string(),
    env: Env,
    sub: v.nullable(v.string()),
    email: v.string(),
    businessName: v.string(),
    tier: Tier,
    status: v.picklist(['active', 'suspended']),
    markupBps: Integer,
    rateLimits: v.strictObject({ sandbox: v.optional(Integer), production: v.optional(Integer) }),
    flags: v.strictObject({
      oauthClientCredentialsEnabled: v.optional(v.boolean()),
      scopedKeysRequired: v.optional(v.boolean()),
      signedRequestsRequired: v.optional(v.boolean()),
      mtlsRequired: v.optional(v.boolean()),
      settlementHold: v.optional(v.boolean()),
      testToolsOnProduction: v.optional(v.boolean()),
    }),
    createdAt: Timestamp,
    accessLocked: v.boolean(),
    accessLockedAt: NullableTimestamp,
    keys: v.array(KeyMetadataSchema),
  }),
);

export const PartnerListSchema = named(
  'PartnerList',
  'One cursor page of partner records',
  v.strictObject({ partners: v.array(PartnerRecordSchema), ...pageMeta }),
);

export const ClockSchema = named(
  'ClockMoved',
  'The virtual clock after a move, and how many timers and polls fired on the way',
  v.strictObject({
    now: Timestamp,
    timersFired: Integer,
  }),
);

export const MaintenanceSchema = named(
  'Maintenance',
  'The maintenance mode now in force',
  v.strictObject({
    mode: v.picklist(['full', 'read_only', 'off']),
    endsAt: NullableTimestamp,
  }),
);

export const TopupSchema = named(
  'Topup',
  'A master-wallet top-up (amount in USD)',
  v.strictObject({
    topupId: v.string(),
    status: v.string(),
    amount: v.number(),
    currency: v.string(),
    reference: v.nullable(v.string()),
    createdAt: NullableTimestamp,
    confirmedAt: NullableTimestamp,
  }),
);

export const ActorSchema = named(
  'ActorInspection',
  "An actor's stored state, machine context and the journal entries that touched it",
  v.strictObject({
    kind: v.string(),
    id: v.string(),
    environment: v.string(),
    partnerId: v.nullable(v.string()),
    machineVersion: v.string(),
    state: v.string(),
    diagramState: v.pipe(v.string(), v.description('The state as a path of the machine diagram, e.g. order.working.pending')),
    context: v.pipe(v.unknown(), v.description("The machine context as stored (its shape is the machine's)")),
    updatedAt: Timestamp,
    journal: v.array(
      v.strictObject({
        seq: Integer,
        type: v.string(),
        at: Timestamp,
        requestId: v.nullable(v.string()),
        events: v.array(v.string()),
        hash: v.string(),
      }),
    ),
  }),
);

export const IncidentSchema = named(
  'Incident',
  'A platform incident; resolution fields and duration are null while it is open',
  v.strictObject({
    id: v.string(),
    title: v.string(),
    severity: v.picklist(['P0', 'P1', 'P2', 'P3']),
    affectedServices: v.array(v.string()),
    status: v.picklist(['investigating', 'resolved']),
    message: v.nullable(v.string()),
    declaredAt: Timestamp,
    resolvedAt: NullableTimestamp,
    resolutionMessage: v.nullable(v.string()),
    duration: v.nullable(v.string()),
    durationSeconds: v.nullable(Integer),
  }),
);

export const IncidentListSchema = named(
  'IncidentList',
  'One cursor page of incidents, oldest first',
  v.strictObject({ incidents: v.array(IncidentSchema), ...pageMeta }),
);

export const QuarantinedTimerSchema = named(
  'QuarantinedTimer',
  'A timer whose command failed: its last error, failure count and next automatic retry',
  v.strictObject({
    id: v.string(),
    actorKind: v.string(),
    actorId: v.string(),
    event: v.string(),
    failedAttempts: Integer,
    lastError: v.strictObject({ code: v.string(), message: v.string() }),
    firstFailedAt: Timestamp,
    lastFailedAt: Timestamp,
    nextRetryAt: Timestamp,
  }),
);

export const QuarantinedTimerListSchema = named(
  'QuarantinedTimerList',
  'One cursor page of quarantined timers',
  v.strictObject({ timers: v.array(QuarantinedTimerSchema), ...pageMeta }),
);

export const TimerRetrySchema = named(
  'TimerRetry',
  'The outcome of firing a quarantined timer now; the timer when it failed again',
  v.strictObject({
    timerId: v.string(),
    outcome: v.picklist(['FIRED', 'QUARANTINED']),
    timer: v.nullable(QuarantinedTimerSchema),
  }),
);

export const TimerDropSchema = named(
  'TimerDrop',
  'A dropped quarantined timer',
  v.strictObject({
    timerId: v.string(),
    dropped: v.literal(true),
    timer: QuarantinedTimerSchema,
  }),
);

export const UpgradeRequestSchema = named(
  'UpgradeRequest',
  "A tier-upgrade request and the operator's decision",
  v.strictObject({
    requestId: v.string(),
    type: v.literal('tier_upgrade'),
    status: ApplicationStatus,
    partnerId: v.string(),
    fromTier: Tier,
    targetTier: v.picklist(['growth', 'enterprise']),
    message: v.string(),
    submittedBy: v.strictObject({ sub: v.string(), email: v.string() }),
    submittedAt: Timestamp,
    decidedAt: NullableTimestamp,
    rejectionReason: v.nullable(v.string()),
  }),
);

export const UpgradeRequestListSchema = named(
  'UpgradeRequestList',
  'One cursor page of tier-upgrade requests in filing order',
  v.strictObject({ upgradeRequests: v.array(UpgradeRequestSchema), ...pageMeta }),
);
