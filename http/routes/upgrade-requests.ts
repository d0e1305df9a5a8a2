/**
 * Upgrade requests from the partner portal (ID token, production base; exempt from Idempotency-Key).
 * With `targetTier`: a tier upgrade for the identity's production partner, decided by the operator.
 * Without: a sandbox-to-live request, filed as a production application for the identity (the business
 * review of POST /apply). `GET /upgrade-request?type=` reads the latest of either kind.
 */
import * as v from '../schema.ts';
import type { ApplicationRecord } from '../../storage/applications.ts';
import type { UpgradeRequestRecord } from '../../storage/upgrades.ts';
import { identityAuth } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { route } from '../route.ts';
import { iso, isoOrNull } from '../views.ts';
import { upgrades } from '../../engine/features/index.ts';

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
  message: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(2000)),
  targetTier: v.optional(v.picklist(['growth', 'enterprise'])),
});

export const upgradeRequestRoutes = [
  route({
    method: 'POST', base: 'production', path: '/upgrade-request', auth: 'idToken', tag: 'Registration', body: UpgradeBody,
    summary: 'Request a higher tier (targetTier growth or enterprise, above the current one) or, without targetTier, live access for a sandbox identity',
    success: { status: 201, description: 'tier upgrade: the pending request (201); live access: {type: sandbox_to_live, status, message} (202)' },
    errors: ['FORBIDDEN', 'AUTH_SUSPENDED', 'CONFLICT'],
    async handler(ctx, { body }) {
      const { sub, email } = identityAuth(ctx);
      const normalizedEmail = email.toLowerCase();
      if (body.targetTier === undefined) {
        await dispatch(ctx, upgrades.commands.requestLive, {
          env: 'production', partnerId: null, payload: { sub, email: normalizedEmail, message: body.message },
          respond: (a: ApplicationRecord) => ({ status: 202, body: { ...liveAccessView(a), message: LIVE_ACCESS_NOTE } }),
        });
        return;
      }
      await dispatch(ctx, upgrades.commands.requestTier, {
        env: 'production', partnerId: ctx.service.stores.partners.bySub('production', sub)?.id ?? null,
        payload: { sub, email: normalizedEmail, targetTier: body.targetTier, message: body.message },
        respond: (r: UpgradeRequestRecord) => ({ status: 201, body: upgradeView(r) }),
      });
    },
  }),
  route({
    method: 'GET', base: 'production', path: '/upgrade-request', auth: 'idToken', tag: 'Registration',
    query: v.object({ type: v.optional(v.picklist(['tier_upgrade', 'sandbox_to_live']), 'tier_upgrade') }),
    summary: 'Status of the identity\'s latest upgrade request of a type (default tier_upgrade); status not_found when there is none',
    success: { status: 200, description: 'the latest request, or {type, status: not_found}' },
    handler(ctx, { query }) {
      const { sub, email } = identityAuth(ctx);
      const { partners, upgrades, applications } = ctx.service.stores;
      if (query.type === 'sandbox_to_live') {
        const application = applications.latestByEmail(email.toLowerCase());
        ctx.body = application ? liveAccessView(application) : { type: query.type, status: 'not_found' };
        return;
      }
      const partner = partners.bySub('production', sub);
      const latest = partner ? upgrades.latestFor(partner.id) : undefined;
      ctx.body = latest ? { ...upgradeView(latest), currentTier: partner!.tier } : { type: query.type, status: 'not_found' };
    },
  }),
];
