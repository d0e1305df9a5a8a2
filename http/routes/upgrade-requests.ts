/**
 * Upgrade requests from the partner portal (ID token, production base; exempt from Idempotency-Key).
 * With `targetTier`: a tier upgrade for the identity's production partner, decided by the operator.
 * Without: a sandbox-to-live request, filed as a production application for the identity (the business
 * review of POST /apply). `GET /upgrade-request?type=` reads the latest of either kind.
 */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import type { ApplicationRecord } from '../../storage/applications.ts';
import type { UpgradeRequestRecord } from '../../storage/upgrades.ts';
import { identityAuth } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { route } from '../route.ts';
import { iso, isoOrNull } from '../views.ts';
import { upgrades } from '../../engine/features/index.ts';
import { IsoTime, NullableIsoTime, Tier } from '../schemas/identity.ts';

const TierUpgrade = {
  requestId: v.string(),
  type: v.literal('tier_upgrade'),
  status: v.picklist(['pending', 'approved', 'rejected']),
  partnerId: v.string(),
  fromTier: Tier,
  targetTier: Tier,
  message: v.string(),
  submittedBy: v.object({ sub: v.string(), email: v.string() }),
  submittedAt: IsoTime,
  decidedAt: NullableIsoTime,
  rejectionReason: v.nullable(v.string()),
};
const LiveAccess = {
  type: v.literal('sandbox_to_live'),
  status: v.picklist(['pending', 'approved', 'rejected']),
  applicationId: v.string(),
  submittedAt: IsoTime,
  decidedAt: NullableIsoTime,
  rejectionReason: v.nullable(v.string()),
};
const NoRequest = v.object({ type: v.picklist(['tier_upgrade', 'sandbox_to_live']), status: v.literal('not_found') });

export function upgradeView(r: UpgradeRequestRecord): Record<string, unknown> {
  return {
    requestId: r.id,
    type: 'tier_upgrade',
    status: r.status,
    partnerId: r.partnerId,
    fromTier: r.fromTier,
    targetTier: r.targetTier,
    message: r.message,
    submittedBy: { sub: r.submittedBySub, email: r.submittedByEmail },
    submittedAt: iso(r.submittedAtMs),
    decidedAt: isoOrNull(r.decidedAtMs),
    rejectionReason: r.rejectionReason,
  };
}

function liveAccessView(a: ApplicationRecord): Record<string, unknown> {
  return {
    type: 'sandbox_to_live',
    status: a.status,
    applicationId: a.id,
    submittedAt: iso(a.submittedAtMs),
    decidedAt: isoOrNull(a.decidedAtMs),
    rejectionReason: a.rejectionReason,
  };
}

const LIVE_ACCESS_NOTE = 'Live access requested: we review it within 1 to 2 business days; once approved, POST /register returns your live key.';

const UpgradeBody = v.object({
  message: boundedText(2000),
  targetTier: v.optional(v.picklist(['growth', 'enterprise'])),
});

export const upgradeRequestRoutes = [
  route({
    method: 'POST',
    base: 'production',
    path: '/upgrade-request',
    auth: 'idToken',
    tag: 'Registration',
    body: UpgradeBody,
    summary: 'Request a higher tier (targetTier growth or enterprise, above the current one) or, without targetTier, live access for a sandbox identity',
    success: {
      status: 201,
      description: 'tier upgrade: the pending request',
      schema: v.object(TierUpgrade),
      also: [
        {
          status: 202,
          description: 'live access: the filed application {type: sandbox_to_live, status, message}',
          schema: v.object({ ...LiveAccess, message: v.string() }),
        },
      ],
    },
    errors: ['FORBIDDEN', 'AUTH_SUSPENDED', 'CONFLICT'],
    async handler(ctx, { body }) {
      const { sub, email } = identityAuth(ctx);
      const normalizedEmail = email.toLowerCase();
      if (body.targetTier === undefined) {
        await dispatch(ctx, upgrades.commands.requestLive, {
          env: 'production',
          partnerId: null,
          payload: { sub, email: normalizedEmail, message: body.message },
          respond: (a: ApplicationRecord) => ({ status: 202, body: { ...liveAccessView(a), message: LIVE_ACCESS_NOTE } }),
        });
        return;
      }
      await dispatch(ctx, upgrades.commands.requestTier, {
        env: 'production',
        partnerId: ctx.service.queries.identity.partnerBySub('production', sub)?.id ?? null,
        payload: { sub, email: normalizedEmail, targetTier: body.targetTier, message: body.message },
        respond: (r: UpgradeRequestRecord) => ({ status: 201, body: upgradeView(r) }),
      });
    },
  }),
  route({
    method: 'GET',
    base: 'production',
    path: '/upgrade-request',
    auth: 'idToken',
    tag: 'Registration',
    query: v.object({ type: v.optional(v.picklist(['tier_upgrade', 'sandbox_to_live']), 'tier_upgrade') }),
    summary: "Status of the identity's latest upgrade request of a type (default tier_upgrade); status not_found when there is none",
    success: {
      status: 200,
      description: 'the latest request, or {type, status: not_found}',
      schema: v.union([v.object({ ...TierUpgrade, currentTier: Tier }), v.object(LiveAccess), NoRequest]),
    },
    handler(ctx, { query }) {
      const { sub, email } = identityAuth(ctx);
      const { partnerBySub, latestUpgradeFor, latestApplicationByEmail } = ctx.service.queries.identity;
      if (query.type === 'sandbox_to_live') {
        const application = latestApplicationByEmail(email.toLowerCase());
        ctx.body = application ? liveAccessView(application) : { type: query.type, status: 'not_found' };
        return;
      }
      const partner = partnerBySub('production', sub);
      const latest = partner ? latestUpgradeFor(partner.id) : undefined;
      ctx.body = latest ? { ...upgradeView(latest), currentTier: partner!.tier } : { type: query.type, status: 'not_found' };
    },
  }),
];
