/**
 * The operator (back-office) API of CONTRACT.md section 4: applications, partners (including restoring
 * access locked by the revocation of a partner's only key), the virtual clock, maintenance, top-up
 * approval and actor inspection. Every change is a journaled command.
 */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import type { StateValue } from 'xstate';
import { assertVirtual } from '../../engine/operations/operations.ts';
import { freshId } from '../../engine/ids.ts';
import { diagramStateOf } from '../../engine/machines.ts';
import type { PartnerRecord } from '../../storage/partners.ts';
import type { TopupRecord } from '../../storage/funding.ts';
import type { ApplicationRecord } from '../../storage/applications.ts';
import { checklistOf } from '../../engine/certification/checklist.ts';
import type { AppContext } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { dispatch } from '../dispatch.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import {
  ActorSchema,
  ApplicationApprovedSchema,
  ApplicationListSchema,
  ApplicationRejectedSchema,
  ClockSchema,
  MaintenanceSchema,
  PartnerListSchema,
  PartnerRecordSchema,
  TopupSchema,
} from '../schemas/operator.ts';
import { decimalInput, patchOf } from '../validation.ts';
import { toMinor } from '../../engine/money.ts';
import { iso, isoOrNull, keyMetadata } from '../views.ts';
import { topupView } from './funding.ts';
import { funding, operations, partners } from '../../engine/features/index.ts';

const Id = v.object({ id: v.string() });
const PartnerId = v.object({ partnerId: v.string() });
const Tier = v.picklist(['starter', 'growth', 'enterprise']);
const Scope = v.picklist(['*', 'market:read', 'trading', 'accounts', 'funds', 'webhooks', 'reports', 'keys']);
const RatePerMinute = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000_000));

const PartnerPatch = patchOf({
  tier: v.optional(Tier),
  status: v.optional(v.picklist(['active', 'suspended'])),
  markupBps: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))),
  scopes: v.optional(v.array(Scope)),
  /** null clears a negotiated limit (the whole object: both), so the tier's limit applies again. */
  rateLimits: v.optional(v.nullable(patchOf({ sandbox: v.optional(v.nullable(RatePerMinute)), production: v.optional(v.nullable(RatePerMinute)) }))),
  oauthClientCredentialsEnabled: v.optional(v.boolean()),
  scopedKeysRequired: v.optional(v.boolean()),
  signedRequestsRequired: v.optional(v.boolean()),
  mtlsRequired: v.optional(v.boolean()),
  settlementHold: v.optional(v.boolean()),
  testToolsOnProduction: v.optional(v.boolean()),
});
type PartnerPatchBody = v.InferOutput<typeof PartnerPatch>;
const FLAGS = [
  'oauthClientCredentialsEnabled',
  'scopedKeysRequired',
  'signedRequestsRequired',
  'mtlsRequired',
  'settlementHold',
  'testToolsOnProduction',
] as const;

function flagChanges(body: PartnerPatchBody): Record<string, boolean> | undefined {
  const entries = FLAGS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]!] as const);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function applicationView(ctx: AppContext, a: ApplicationRecord): Record<string, unknown> {
  return {
    ...a,
    submittedAtMs: undefined,
    decidedAtMs: undefined,
    submittedAt: iso(a.submittedAtMs),
    decidedAt: isoOrNull(a.decidedAtMs),
    certification: sandboxCertification(ctx, a.email),
  };
}

/**
 * The sandbox certification of the identity behind a sandbox-to-live application, matched by
 * e-mail: what the operator weighs before approving. Null when that e-mail has no sandbox account.
 */
function sandboxCertification(ctx: AppContext, email: string): Record<string, unknown> | null {
  const sandbox = ctx.service.queries.identity.partnerByEmail('sandbox', email);
  if (!sandbox) return null;
  const store = ctx.service.stores.certification;
  const certified = store.certification(sandbox.id, 'sandbox');
  return {
    sandboxPartnerId: sandbox.id,
    certified: certified !== undefined,
    certifiedAt: certified ? iso(certified.certifiedAtMs) : null,
    missing: [...checklistOf(store, sandbox.id, 'sandbox').missing],
  };
}

/** `accessLocked`: the partner revoked its only full key and cannot register again until restored. */
function partnerView(p: PartnerRecord, keys: ReturnType<typeof keyMetadata>[]): Record<string, unknown> {
  return {
    ...p,
    createdAtMs: undefined,
    accessLockedAtMs: undefined,
    createdAt: iso(p.createdAtMs),
    accessLocked: p.accessLockedAtMs !== null,
    accessLockedAt: isoOrNull(p.accessLockedAtMs),
    keys,
  };
}

const applicationRoutes = [
  route({
    method: 'GET',
    base: 'admin',
    path: '/applications',
    auth: 'operator',
    tag: 'Operator',
    query: v.object({ status: v.optional(v.picklist(['pending', 'approved', 'rejected'])), ...paginationQuery }),
    summary: 'Partner applications',
    description: 'Operator: production access applications (business, use case, website) with their status, filterable by status; cursor-paged.',
    success: { status: 200, description: '{applications, count, hasMore, nextCursor}', schema: ApplicationListSchema },
    handler(ctx, { query }) {
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const rows = ctx.service.queries.operator.applications({
        ...(query.status ? { status: query.status } : {}),
        after: req.after ?? '',
        limit: req.limit + 1,
      });
      const { items, meta } = pageOf(ctx, rows, req, (a) => a.id);
      ctx.body = { applications: items.map((a) => applicationView(ctx, a)), ...meta };
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/applications/{id}/approve',
    auth: 'operator',
    tag: 'Operator',
    params: Id,
    summary: 'Approve an application: creates the production partner (tier starter)',
    description:
      'Operator: approves an application; the production partner is created on the starter tier and its owner can then call `POST /register` with an ID token to get the key.',
    success: { status: 200, description: 'approved', schema: ApplicationApprovedSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params }) {
      await dispatch(ctx, partners.commands.approveApplication, {
        env: 'production',
        partnerId: freshId('ptn'),
        payload: { applicationId: params.id },
        respond: (r: { partnerId: string }) => ({ status: 200, body: { applicationId: params.id, status: 'approved', partnerId: r.partnerId } }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/applications/{id}/reject',
    auth: 'operator',
    tag: 'Operator',
    params: Id,
    body: v.object({ reason: boundedText(500) }),
    summary: 'Reject an application with a reason',
    description: 'Operator: rejects an application; the applicant sees the reason in `GET /me`.',
    success: { status: 200, description: 'rejected', schema: ApplicationRejectedSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params, body }) {
      await dispatch(ctx, partners.commands.rejectApplication, {
        env: 'production',
        partnerId: null,
        payload: { applicationId: params.id, reason: body.reason },
        respond: () => ({ status: 200, body: { applicationId: params.id, status: 'rejected', reason: body.reason } }),
      });
    },
  }),
];

const partnerRoutes = [
  route({
    method: 'GET',
    base: 'admin',
    path: '/partners',
    auth: 'operator',
    tag: 'Operator',
    query: v.object({
      email: v.optional(v.pipe(v.string(), v.toLowerCase())),
      environment: v.optional(v.picklist(['production', 'sandbox'])),
      ...paginationQuery,
    }),
    summary: 'Partner records (find one by ?email=)',
    description: 'Operator: partner records of both environments, found by `email` when given.',
    success: { status: 200, description: '{partners, count, hasMore, nextCursor}', schema: PartnerListSchema },
    handler(ctx, { query }) {
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const rows = ctx.service.queries.operator.partners({
        ...(query.email ? { email: query.email } : {}),
        ...(query.environment ? { env: query.environment } : {}),
        after: req.after ?? '',
        limit: req.limit + 1,
      });
      const { items, meta } = pageOf(ctx, rows, req, (p) => p.id);
      ctx.body = { partners: items.map((p) => partnerView(p, [])), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'admin',
    path: '/partners/{partnerId}',
    auth: 'operator',
    tag: 'Operator',
    params: PartnerId,
    summary: 'One partner record with its key metadata',
    description: 'Operator: one partner with its tier, status, flags and the metadata of its keys (never the keys).',
    success: { status: 200, description: 'partner', schema: PartnerRecordSchema },
    errors: ['NOT_FOUND'],
    handler(ctx, { params }) {
      const p = ctx.service.queries.operator.partner(params.partnerId);
      if (!p) throw new ServiceError('NOT_FOUND', `partner ${params.partnerId} not found`);
      ctx.body = partnerView(p, ctx.service.queries.operator.partnerKeys(p.id).map(keyMetadata));
    },
  }),
  route({
    method: 'PATCH',
    base: 'admin',
    path: '/partners/{partnerId}',
    auth: 'operator',
    tag: 'Operator',
    params: PartnerId,
    body: PartnerPatch,
    summary: "Change tier, status, markup, key scopes, negotiated rate limits (null clears one: the tier's limit applies) or feature flags",
    description:
      "Operator: changes a partner's tier, status (suspending it makes its keys answer `403 AUTH_SUSPENDED`), markup, key scopes, negotiated rate limits or feature flags such as `oauthClientCredentialsEnabled`.",
    success: { status: 200, description: 'updated partner', schema: PartnerRecordSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params, body }) {
      const flags = flagChanges(body);
      const changes = {
        ...(body.tier ? { tier: body.tier } : {}),
        ...(body.markupBps !== undefined ? { markupBps: body.markupBps } : {}),
        ...(body.rateLimits !== undefined ? { rateLimits: body.rateLimits } : {}),
        ...(flags ? { flags } : {}),
      };
      const existing = ctx.service.queries.operator.partner(params.partnerId);
      await dispatch(ctx, partners.commands.patch, {
        env: existing?.env ?? 'production',
        partnerId: params.partnerId,
        payload: { partnerId: params.partnerId, changes, ...(body.status ? { status: body.status } : {}), ...(body.scopes ? { scopes: body.scopes } : {}) },
        respond: (p: PartnerRecord) => ({ status: 200, body: partnerView(p, []) }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/partners/{partnerId}/restore-access',
    auth: 'operator',
    tag: 'Operator',
    params: PartnerId,
    summary:
      "Restore access locked by the revocation of the partner's only key: its identity may then register again for a new key (revoked keys stay revoked)",
    description: 'Operator: after a partner revoked its only production key, lets its identity register again for a new key; the revoked keys stay revoked.',
    success: { status: 200, description: 'the partner, accessLocked false', schema: PartnerRecordSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params }) {
      const existing = ctx.service.queries.operator.partner(params.partnerId);
      await dispatch(ctx, partners.commands.restoreAccess, {
        env: existing?.env ?? 'production',
        partnerId: params.partnerId,
        payload: { partnerId: params.partnerId },
        respond: (p: PartnerRecord) => ({ status: 200, body: partnerView(p, []) }),
      });
    },
  }),
];

const serviceRoutes = [
  route({
    method: 'POST',
    base: 'admin',
    path: '/clock/advance',
    auth: 'operator',
    tag: 'Operator',
    body: v.object({ seconds: v.pipe(decimalInput({ scale: 3, zeroAllowed: true }), v.maxValue(10 * 365 * 86_400)) }),
    summary: 'Advance the virtual clock; fires every timer and poll that falls due, in time order, before answering',
    description:
      'Operator (virtual clock only): moves the service clock forward by `seconds`, firing every durable timer and price poll that falls due, in time order, before answering. How tests and demos fast-forward quotes, fills, settlements and webhook retries.',
    success: { status: 200, description: '{now, timersFired}', schema: ClockSchema },
    errors: ['CONFLICT'],
    async handler(ctx, { body }) {
      assertVirtual(ctx.service.clock.kind);
      const r = await ctx.service.scheduler.advanceTo(ctx.service.clock.nowMs() + toMinor(body.seconds, 3)!);
      ctx.body = { now: iso(r.nowMs), timersFired: r.timersFired };
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/clock/set',
    auth: 'operator',
    tag: 'Operator',
    body: v.object({ at: v.pipe(v.string(), v.isoTimestamp('must be an ISO-8601 timestamp')) }),
    summary: 'Move the virtual clock forward to an instant, firing what falls due on the way',
    description: 'Operator (virtual clock only): moves the service clock to an instant (never backwards), firing what falls due on the way.',
    success: { status: 200, description: '{now, timersFired}', schema: ClockSchema },
    errors: ['CONFLICT', 'VALIDATION_ERROR'],
    async handler(ctx, { body }) {
      assertVirtual(ctx.service.clock.kind);
      const r = await ctx.service.scheduler.advanceTo(Date.parse(body.at));
      ctx.body = { now: iso(r.nowMs), timersFired: r.timersFired };
    },
  }),
  route({
    method: 'PUT',
    base: 'admin',
    path: '/maintenance',
    auth: 'operator',
    tag: 'Operator',
    body: v.object({ mode: v.picklist(['full', 'read_only', 'off']), endsAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))) }),
    summary: 'Set maintenance mode',
    description:
      'Operator: `full` answers every API request with `503 MAINTENANCE`, `read_only` serves reads and refuses mutations, `off` ends it; answers carry `Retry-After` and the status page shows the window.',
    success: { status: 200, description: '{mode, endsAt}', schema: MaintenanceSchema },
    async handler(ctx, { body }) {
      const endsAtMs = body.endsAt ? Date.parse(body.endsAt) : null;
      await dispatch(ctx, operations.commands.setMaintenance, {
        env: null,
        partnerId: null,
        payload: { mode: body.mode, endsAtMs },
        respond: () => ({ status: 200, body: { mode: body.mode, endsAt: isoOrNull(endsAtMs) } }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/top-ups/{id}/approve',
    auth: 'operator',
    tag: 'Operator',
    params: Id,
    summary: 'Approve a production master top-up',
    description:
      'Operator: confirms a production top-up once the bank transfer arrived; the master wallet is credited and the partner receives `topup.confirmed` and `wallet.credited`.',
    success: { status: 200, description: 'the confirmed top-up', schema: TopupSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params }) {
      const t = ctx.service.queries.operator.topup(params.id);
      await dispatch(ctx, funding.commands.approveTopup, {
        env: t?.env ?? 'production',
        partnerId: t?.partnerId ?? null,
        payload: { topupId: params.id },
        respond: (r: TopupRecord) => ({ status: 200, body: topupView(r) }),
      });
    },
  }),
  route({
    method: 'GET',
    base: 'admin',
    path: '/actors/{kind}/{id}',
    auth: 'operator',
    tag: 'Operator',
    params: v.object({ kind: v.string(), id: v.string() }),
    summary: "An actor's current state, context and journal entries",
    description: "Operator: any actor by kind and id, with its machine state, context and the journal entries that moved it (the inspector's raw read).",
    success: { status: 200, description: 'actor', schema: ActorSchema },
    errors: ['NOT_FOUND'],
    handler(ctx, { params }) {
      const found = ctx.service.queries.operator.actor(params.kind, params.id);
      if (!found) throw new ServiceError('NOT_FOUND', `actor ${params.kind}/${params.id} not found`);
      const { record: rec, links, entries } = found;
      ctx.body = {
        kind: rec.kind,
        id: rec.id,
        environment: rec.env,
        partnerId: rec.partnerId,
        machineVersion: rec.machineVersion,
        state: rec.state,
        diagramState: diagramStateOf(rec.kind, rec.snapshot as { value: StateValue }),
        context: (rec.snapshot as { context: unknown }).context,
        updatedAt: iso(rec.updatedAtMs),
        journal: entries.map((e) => ({
          seq: e.seq,
          type: e.type,
          at: iso(e.atMs),
          requestId: e.requestId,
          events: links.filter((l) => l.seq === e.seq).map((l) => l.eventType),
          hash: e.hash,
        })),
      };
    },
  }),
];

export const operatorRoutes = [...applicationRoutes, ...partnerRoutes, ...serviceRoutes];
