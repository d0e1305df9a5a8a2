/**
 * The partner's own security policy (CONTRACT.md section 6): `GET /security` shows the
 * policy, the operator's flags and the effective controls (the stricter of the two); `PATCH /security`
 * applies a change that only tightens at once (200) and holds one that loosens anything for a second
 * member (202 with the approval; POST /approvals/{approvalId}/approve applies it).
 */
import * as v from '../schema.ts';
import { partialUpdate, decimalInput } from '../validation.ts';
import { USD_SCALE, usdToMinor } from '../../engine/money.ts';
import { roleHasPermission } from '../../engine/team/roles.ts';
import type { StoredPolicy } from '../../engine/security/policy-store.ts';
import {
  allowlistAdmits,
  effectiveControls,
  MAX_ALLOWLIST_ENTRIES,
  MAX_APPROVAL_TTL_SECONDS,
  MIN_APPROVAL_TTL_SECONDS,
  normaliseCidr,
  parseClientAddress,
  type SecurityPatch,
} from '../../engine/security/policy.ts';
import { security } from '../../engine/features/index.ts';
import { dispatchApprovable, sessionOf } from '../approval-gate.ts';
import { apiKeyAuth, type AppContext } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { route } from '../route.ts';
import { ApprovalSchema, SecuritySchema } from '../schemas/security.ts';
import { isoOrNull, usd } from '../views.ts';

export function securityView(ctx: AppContext, stored: StoredPolicy): Record<string, unknown> {
  const { partner, env } = apiKeyAuth(ctx);
  const { policy } = stored;
  const flags = partner.flags;
  const { payoutAboveMinor, ...rules } = policy.approvals;
  return {
    environment: env,
    policy: {
      ...policy,
      ipAllowlist: [...policy.ipAllowlist],
      approvals: { payoutsAbove: payoutAboveMinor === null ? null : usd(payoutAboveMinor), ...rules },
    },
    operator: {
      scopedKeysRequired: flags.scopedKeysRequired === true,
      signedRequestsRequired: flags.signedRequestsRequired === true,
      mtlsRequired: flags.mtlsRequired === true,
    },
    effective: { ...effectiveControls(flags, policy), ipAllowlist: [...policy.ipAllowlist] },
    clientIp: parseClientAddress(ctx.ip)?.toString() ?? null,
    updatedAt: isoOrNull(stored.updatedAtMs),
  };
}

const Cidr = v.pipe(
  v.string(),
  v.check((s) => normaliseCidr(s) !== null, 'must be an IPv4 or IPv6 address or CIDR block'),
  v.transform((s) => normaliseCidr(s)!),
);
const PayoutThreshold = decimalInput({ scale: USD_SCALE, zeroAllowed: true });

/** Unknown members are tolerated beside a known one (a newer client's field); none known, or a known one of the wrong type, is 400. */
const SecurityPatchBody = partialUpdate({
  scopedKeysRequired: v.optional(v.boolean()),
  signedRequestsRequired: v.optional(v.boolean()),
  mtlsRequired: v.optional(v.boolean()),
  mfaRequired: v.optional(v.boolean()),
  ipAllowlist: v.optional(v.pipe(v.array(Cidr), v.maxLength(MAX_ALLOWLIST_ENTRIES, `at most ${MAX_ALLOWLIST_ENTRIES} entries`))),
  approvals: v.optional(
    partialUpdate({
      payoutsAbove: v.optional(v.nullable(PayoutThreshold)),
      keyRotation: v.optional(v.boolean()),
      keyRevocation: v.optional(v.boolean()),
      webhookDeletion: v.optional(v.boolean()),
      settingsChanges: v.optional(v.boolean()),
      expiresInSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(MIN_APPROVAL_TTL_SECONDS), v.maxValue(MAX_APPROVAL_TTL_SECONDS))),
    }),
  ),
});
type SecurityPatchInput = v.InferOutput<typeof SecurityPatchBody>;

/** Only the members the body names (an absent member keeps its value). */
const defined = <T extends Record<string, unknown>>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined)) as Partial<T>;

/** The body as the engine's patch: the allowlist deduplicated, the payout threshold in cents. */
function toPatch(body: SecurityPatchInput): SecurityPatch {
  const { approvals, ipAllowlist, ...controls } = body;
  const patch: { -readonly [K in keyof SecurityPatch]: SecurityPatch[K] } = defined(controls);
  if (ipAllowlist) patch.ipAllowlist = [...new Set(ipAllowlist)];
  if (approvals) {
    const { payoutsAbove, ...rules } = approvals;
    patch.approvals = {
      ...defined(rules),
      ...(payoutsAbove !== undefined ? { payoutAboveMinor: payoutsAbove === null ? null : usdToMinor(payoutsAbove)! } : {}),
    };
  }
  return patch;
}

/** A portal session's member needs `security.manage`; an API key's holder is the organisation itself. */
function assertMayChange(ctx: AppContext): void {
  const session = sessionOf(ctx);
  if (session && !roleHasPermission(session.memberRole, 'security.manage')) {
    throw new ServiceError('FORBIDDEN', `the ${session.memberRole} role may not change the security policy (needs security.manage)`);
  }
}

/** An API key may not set an allowlist that already refuses the address it is calling from: it would lock itself out. */
function assertNoLockout(ctx: AppContext, allowlist: readonly string[] | undefined): void {
  if (!allowlist || sessionOf(ctx)) return;
  const address = parseClientAddress(ctx.ip);
  if (allowlistAdmits(allowlist, address)) return;
  throw new ServiceError(
    'VALIDATION_ERROR',
    `ipAllowlist does not include this request's address (${address?.toString() ?? 'unknown'}): the key would lock itself out`,
    {
      extra: { param: 'ipAllowlist', clientIp: address?.toString() ?? null },
    },
  );
}

export const securityRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/security',
    auth: 'apiKey',
    scope: 'keys',
    tag: 'Keys',
    summary: "The partner's own security policy, the operator's flags (which still override) and the effective controls, with this request's address",
    description:
      "Your security policy (scoped keys, signed requests, mTLS, MFA for privileged roles, IP allowlist, actions held for approval), the operator's flags that override it, the controls in effect, and the address this request came from, to check an allowlist before you enable it.",
    success: { status: 200, description: 'security', schema: SecuritySchema },
    handler(ctx) {
      const { partner, env } = apiKeyAuth(ctx);
      ctx.body = securityView(ctx, ctx.service.queries.security.policy(env, partner.id));
    },
  }),
  route({
    method: 'PATCH',
    base: 'partner',
    path: '/security',
    auth: 'apiKey',
    scope: 'keys',
    tag: 'Keys',
    body: SecurityPatchBody,
    summary:
      'Change the policy: scopedKeysRequired, signedRequestsRequired, mtlsRequired, mfaRequired (privileged roles need amr "mfa" to open a session), ipAllowlist (CIDR, IPv4 and IPv6; API keys from other addresses get 403 FORBIDDEN; empty: any address), approvals (payoutsAbove USD or null, keyRotation, keyRevocation, webhookDeletion, settingsChanges, expiresInSeconds). A change that only tightens applies at once (200); one that loosens anything is held for a second member (202 with the approval)',
    description:
      "Tightens or loosens your controls. Tightening applies at once to every later request; loosening a control is held for a second member's approval (`202`). Before setting `ipAllowlist`, check with `GET /security` that the address your requests come from is inside it: keys used from elsewhere get `403 FORBIDDEN`. Needs an `Idempotency-Key`.",
    success: {
      status: 200,
      description: 'the policy after the change',
      schema: SecuritySchema,
      also: [{ status: 202, description: 'the change loosens the policy: held for a second member', schema: ApprovalSchema }],
    },
    errors: ['MISSING_IDEMPOTENCY_KEY', 'INVALID_TYPE', 'VALIDATION_ERROR', 'FORBIDDEN', 'CONFLICT'],
    async handler(ctx, { body }) {
      apiKeyAuth(ctx);
      assertMayChange(ctx);
      const patch = toPatch(body);
      assertNoLockout(ctx, patch.ipAllowlist);
      await dispatchApprovable(ctx, security.commands.patch, {
        payload: { patch },
        respond: (s: StoredPolicy) => ({ status: 200, body: securityView(ctx, s) }),
      });
    },
  }),
];
