/**
 * Certification (CONTRACT.md section 6): GET /certification shows the sandbox integration
 * checklist with each step's evidence (request, event or record id and time); POST
 * /certification/submit certifies when every required item passed (journaled, idempotent), else 422
 * listing the missing items. Sandbox base only: the checklist is about the sandbox integration, so the
 * production base has no such route (404; docs/decisions.md).
 */
import * as v from '../schema.ts';
import { checklistOf, type Checklist } from '../../engine/certification/checklist.ts';
import { certification } from '../../engine/features/index.ts';
import type { CertificationRecord } from '../../storage/certification.ts';
import { apiKeyAuth, type AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { route } from '../route.ts';
import { CertificationSchema } from '../schemas/certification.ts';

const iso = (ms: number): string => new Date(ms).toISOString();

function certificationView(list: Checklist, cert: CertificationRecord | null) {
  return {
    environment: 'sandbox' as const,
    certified: cert !== null,
    certificationId: cert?.certificationId ?? null,
    certifiedAt: cert ? iso(cert.certifiedAtMs) : null,
    passed: list.items.filter((i) => i.evidence !== null).length,
    required: list.items.filter((i) => i.required).length,
    missing: [...list.missing],
    items: list.items.map((i) => ({
      item: i.item,
      description: i.description,
      required: i.required,
      status: i.evidence ? ('PASSED' as const) : ('MISSING' as const),
      evidence: i.evidence ? { id: i.evidence.evidenceId, detail: i.evidence.detail, at: iso(i.evidence.atMs) } : null,
    })),
  };
}

/** The checklist as of now: the observations still in memory are written first (one transaction). */
function currentView(ctx: AppContext) {
  const { partner, env } = apiKeyAuth(ctx);
  ctx.service.certification.flush();
  const store = ctx.service.stores.certification;
  return certificationView(checklistOf(store, partner.id, env), store.certification(partner.id, env) ?? null);
}

export const certificationRoutes = [
  route({
    method: 'GET',
    base: 'sandbox',
    path: '/certification',
    auth: 'apiKey',
    // The partner's own integration, like its profile (http/scopes.ts: account).
    scope: 'accounts',
    tag: 'Account',
    summary:
      'The sandbox integration checklist: a webhook answered a signed test event, a sub-account, KYC, a deposit, a quote and a MARKET fill, a LIMIT placed, replaced and cancelled, an idempotent replay, a stream resumed with Last-Event-ID, a list paged by cursor, a 429 or a scenario header; each with its evidence (id and time)',
    description:
      'Your progress towards certification: each item of the integration checklist (a webhook that verified a signed test event, a sub-account with KYC, a deposit, a quote and a MARKET fill, a LIMIT order placed, replaced and cancelled, an idempotent replay, a resumed stream...) with whether it passed and the evidence (request, event or delivery id and time). Items pass as your sandbox integration does them; nothing to submit per item.',
    success: { status: 200, description: 'the checklist', schema: CertificationSchema },
    async handler(ctx) {
      // Cluster mode: the observations are written between two engine batches, never into one awaiting its append.
      await ctx.service.engine.betweenBatches();
      ctx.body = currentView(ctx);
    },
  }),
  route({
    method: 'POST',
    base: 'sandbox',
    path: '/certification/submit',
    auth: 'apiKey',
    // The partner's own integration, like its profile (http/scopes.ts: account).
    scope: 'accounts',
    tag: 'Account',
    body: v.optional(v.object({})),
    summary:
      'Certifies the sandbox integration when every required checklist item passed (once; a later submit answers the same certification); 422 BUSINESS_RULE with `missing` listing the items without evidence otherwise',
    description:
      'Submits the checklist once every required item has passed; the certification is recorded once and later calls answer the same certification. When items are missing the answer is `422 BUSINESS_RULE` with `missing` naming them, so you know what to exercise next.',
    success: { status: 200, description: 'the checklist, certified', schema: CertificationSchema },
    errors: ['MISSING_IDEMPOTENCY_KEY', 'VALIDATION_ERROR', 'BUSINESS_RULE'],
    async handler(ctx) {
      // Observations still in memory count: written first (between two engine batches in cluster mode),
      // then handed to the command in its journaled payload.
      await ctx.service.engine.betweenBatches();
      ctx.service.certification.flush();
      const { partner, env } = apiKeyAuth(ctx);
      const observed = [...ctx.service.stores.certification.observed(partner.id, env)].map(([item, e]) => ({ item, ...e }));
      await dispatch(ctx, certification.commands.submit, {
        payload: { observed },
        respond: () => ({ status: 200, body: currentView(ctx) }),
      });
    },
  }),
];
