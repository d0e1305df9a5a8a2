/** Response bodies of the security-policy and approval routes. */
import * as v from '../schema.ts';
import { named, NullableTimestamp, pageMeta, Timestamp, Usd } from './wire.ts';

export const APPROVAL_ACTION_NAMES = ['payout', 'key.rotate', 'key.revoke', 'webhook.delete', 'security.loosen', 'settings.patch'] as const;
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'EXECUTED', 'REJECTED', 'EXPIRED', 'FAILED'] as const;

const controls = {
  scopedKeysRequired: v.boolean(),
  signedRequestsRequired: v.boolean(),
  mtlsRequired: v.boolean(),
};
const Cidrs = v.array(v.pipe(v.string(), v.description('CIDR block, IPv4 or IPv6 (a bare address is stored as /32 or /128)')));

export const ApprovalRulesSchema = named(
  'ApprovalRules',
  'Which actions need a second member: payouts above an amount (null: none), key rotation and revocation, webhook deletion, settings changes; loosening the policy always does',
  v.strictObject({
    payoutsAbove: v.nullable(Usd),
    keyRotation: v.boolean(),
    keyRevocation: v.boolean(),
    webhookDeletion: v.boolean(),
    settingsChanges: v.boolean(),
    expiresInSeconds: v.pipe(v.number(), v.integer()),
  }),
);

export const SecurityPolicySchema = named(
  'SecurityPolicy',
  "The partner's own security policy in this environment",
  v.strictObject({ ...controls, mfaRequired: v.boolean(), ipAllowlist: Cidrs, approvals: ApprovalRulesSchema }),
);

export const SecuritySchema = named(
  'Security',
  "The partner's policy, the operator's flags (they still override) and the effective controls (the stricter of the two), with the address this request came from",
  v.strictObject({
    environment: v.picklist(['production', 'sandbox']),
    policy: SecurityPolicySchema,
    operator: v.strictObject(controls),
    effective: v.strictObject({ ...controls, mfaRequired: v.boolean(), ipAllowlist: Cidrs }),
    clientIp: v.nullable(v.string()),
    updatedAt: NullableTimestamp,
  }),
);

export const ApprovalSchema = named(
  'Approval',
  'A request held for a second member (maker-checker): what runs when approved (body) and its SHA-256 (bodyDigest, hex, of the canonical JSON), who asked, and the outcome',
  v.strictObject({
    approvalId: v.string(),
    action: v.picklist(APPROVAL_ACTION_NAMES),
    status: v.picklist(APPROVAL_STATUSES),
    requester: v.strictObject({ kind: v.picklist(['member', 'apiKey']), id: v.string() }),
    summary: v.looseObject({}),
    body: v.unknown(),
    bodyDigest: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
    createdAt: Timestamp,
    expiresAt: Timestamp,
    decidedBy: v.nullable(v.string()),
    decidedAt: NullableTimestamp,
    reason: v.nullable(v.string()),
    failure: v.nullable(v.strictObject({ code: v.string(), message: v.string() })),
    outcome: v.nullable(v.looseObject({})),
  }),
);

export const ApprovalDecisionSchema = named(
  'ApprovalDecision',
  "The decided approval; when approved and executed, `result` is the held action's own answer (what its route would have answered); null otherwise",
  v.strictObject({ approval: ApprovalSchema, result: v.nullable(v.looseObject({})) }),
);

export const ApprovalListSchema = named(
  'ApprovalList',
  "One cursor page of the partner's approvals in this environment, oldest first",
  v.strictObject({ approvals: v.array(ApprovalSchema), ...pageMeta }),
);
