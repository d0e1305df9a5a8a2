/**
 * Getting a key: sandbox self-registration with an ID token (and reset), production applications,
 * registration after approval, and `GET /me` for the ID token's status.
 */
import * as v from '../schema.ts';
import { boundedText, emailAddress } from '../input-text.ts';
import { SANDBOX_SEED_MINOR } from '../../engine/partners/partners.ts';
import { issueKey, maskKey } from '../../engine/credentials.ts';
import { freshId } from '../../engine/ids.ts';
import type { PartnerRecord } from '../../storage/partners.ts';
import type { Env } from '../../storage/types.ts';
import { identityAuth, type AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { route } from '../route.ts';
import { isoOrNull, keyDetails, usd } from '../views.ts';
import { partners, sandbox } from '../../engine/features/index.ts';
import { KeyDetails, NullableIsoTime, Usd } from '../schemas/identity.ts';

const ApplyBody = v.object({
  businessName: boundedText(200),
  email: emailAddress(),
  useCase: boundedText(2000),
  website: v.optional(v.config(v.pipe(v.string(), v.maxLength(2048), v.url('must be a URL')), { abortPipeEarly: true })),
  termsAccepted: v.pipe(
    v.boolean(),
    v.check((b) => b, 'the terms must be accepted'),
  ),
  consentVersion: boundedText(50),
});

const ApiKeyAnswer = v.object({ apiKey: v.string() });
const SandboxRegistered = v.object({ apiKey: v.pipe(v.string(), v.startsWith('sk_sandbox_')), walletBalance: Usd, currency: v.literal('USD') });
const SandboxReset = v.object({ status: v.literal('reset'), walletBalance: Usd, seededBalance: Usd, currency: v.literal('USD') });
const ApplyAnswer = v.object({ message: v.string() });
/** GET /me: one shape per status. */
const MeView = v.variant('status', [
  v.object({
    status: v.literal('active'),
    maskedKey: v.nullable(v.string()),
    apiKey: v.nullable(KeyDetails),
    dataKey: v.nullable(KeyDetails),
    businessName: v.string(),
    email: v.string(),
    accessLocked: v.optional(v.literal(true)),
    accessLockedAt: v.optional(NullableIsoTime),
  }),
  v.object({ status: v.literal('suspended'), businessName: v.string() }),
  v.object({ status: v.literal('not_found') }),
  v.object({
    status: v.picklist(['pending', 'approved', 'rejected']),
    businessName: v.string(),
    applicationSubmittedAt: NullableIsoTime,
    applicationRejectionReason: v.nullable(v.string()),
  }),
]);

/** Same answer for new and known emails: the endpoint must not reveal who has applied. */
const APPLY_ANSWER = { message: 'Application received. We review applications within 1 to 2 business days and reply by e-mail.' };

/** The spec's display-only `maskedKey`, and the metadata of the full key and the data key (null: none active). */
function activeKeys(ctx: AppContext, partnerId: string, env: Env): Record<string, unknown> {
  const { activeKey, keyUsage } = ctx.service.queries.identity;
  const key = activeKey(partnerId, env === 'sandbox' ? 'sandbox' : 'live');
  const dataKey = activeKey(partnerId, 'data');
  return {
    maskedKey: key ? maskKey(key.prefix, key.last4) : null,
    apiKey: key ? keyDetails(key, keyUsage()) : null,
    dataKey: dataKey ? keyDetails(dataKey, keyUsage()) : null,
  };
}

/**
 * Shown only while access is locked (the partner revoked its only key): the account itself is still
 * active, but registering again is refused until support restores access.
 */
function accessLock(partner: PartnerRecord): Record<string, unknown> {
  return partner.accessLockedAtMs === null ? {} : { accessLocked: true, accessLockedAt: isoOrNull(partner.accessLockedAtMs) };
}

function meView(ctx: AppContext, env: Env): Record<string, unknown> {
  const { sub, email } = identityAuth(ctx);
  const { partnerBySub, partnerByEmail, latestApplicationByEmail } = ctx.service.queries.identity;
  const partner = partnerBySub(env, sub);
  if (partner) {
    if (partner.status === 'suspended') return { status: 'suspended', businessName: partner.businessName };
    return { status: 'active', ...activeKeys(ctx, partner.id, env), businessName: partner.businessName, email: partner.email, ...accessLock(partner) };
  }
  if (env === 'sandbox') return { status: 'not_found' };
  const application = latestApplicationByEmail(email);
  if (!application) return { status: 'not_found' };
  // Approved but not yet registered: an operator may already have suspended the new partner.
  const unbound = application.status === 'approved' ? partnerByEmail('production', email) : undefined;
  if (unbound?.status === 'suspended' && unbound.sub === null) return { status: 'suspended', businessName: unbound.businessName };
  return {
    status: application.status,
    businessName: application.businessName,
    applicationSubmittedAt: isoOrNull(application.submittedAtMs),
    applicationRejectionReason: application.rejectionReason,
  };
}

export const registrationRoutes = [
  route({
    method: 'POST',
    base: 'sandboxRoot',
    path: '/register',
    auth: 'idToken',
    tag: 'Registration',
    summary: 'Create (or re-key) the sandbox partner of the ID token; the first call seeds USD 100,000.00',
    description:
      'Your first call: with an ID token from your identity provider, creates your sandbox partner and answers an `sk_sandbox_` key (shown once) and the master wallet seeded with USD 100,000.00 of virtual money. Calling again issues a new key and invalidates the previous one. No `Idempotency-Key` needed.',
    success: { status: 201, description: '{apiKey, walletBalance, currency}; a repeat call rotates the key and keeps the data', schema: SandboxRegistered },
    errors: ['AUTH_MISSING', 'AUTH_INVALID'],
    async handler(ctx) {
      const { sub, email, name } = identityAuth(ctx);
      const key = issueKey('sandbox');
      await dispatch(ctx, partners.commands.registerSandbox, {
        // A re-registration is journaled under the partner, so it shows in that partner's audit.
        env: 'sandbox',
        partnerId: ctx.service.queries.identity.partnerBySub('sandbox', sub)?.id ?? freshId('ptn'),
        payload: { sub, email, name, key: { keyHash: key.hash, prefix: key.prefix, last4: key.last4 } },
        respond: (r: { walletBalanceMinor: number; created: boolean }) => ({
          status: 201,
          body: { apiKey: key.raw, walletBalance: usd(r.walletBalanceMinor), currency: 'USD' },
        }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'sandboxRoot',
    path: '/reset',
    auth: 'apiKey',
    tag: 'Registration',
    idempotent: false,
    summary: "Wipe the sandbox partner's sub-accounts, orders, webhooks and balances back to the seed; keeps the key",
    description:
      'Starts your sandbox again: deletes sub-accounts, orders, webhooks and balances and re-seeds the master wallet; the key keeps working. Irreversible, sandbox only, no `Idempotency-Key` needed.',
    success: { status: 200, description: 'reset done', schema: SandboxReset },
    async handler(ctx) {
      await dispatch(ctx, sandbox.commands.reset, {
        payload: {},
        respond: (r: { walletBalanceMinor: number }) => ({
          status: 200,
          body: { status: 'reset', walletBalance: usd(r.walletBalanceMinor), seededBalance: usd(SANDBOX_SEED_MINOR), currency: 'USD' },
        }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'production',
    path: '/apply',
    auth: 'none',
    tag: 'Registration',
    body: ApplyBody,
    summary: 'Apply for production access (no authentication); the answer is the same for new and known emails',
    description:
      'Applies for a production partner: business name, contact e-mail, use case, website, acceptance of the terms. The answer is the same for new and known e-mails (nothing leaks); the operator reviews it and the applicant sees the outcome in `GET /me`.',
    success: { status: 202, description: 'application received', schema: ApplyAnswer },
    errors: ['MISSING_PARAM', 'INVALID_TYPE', 'VALIDATION_ERROR'],
    async handler(ctx, { body }) {
      await dispatch(ctx, partners.commands.apply, {
        env: 'production',
        partnerId: null,
        payload: {
          email: body.email,
          businessName: body.businessName,
          useCase: body.useCase,
          website: body.website ?? null,
          consentVersion: body.consentVersion,
        },
        respond: () => ({ status: 202, body: APPLY_ANSWER }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'production',
    path: '/register',
    auth: 'idToken',
    tag: 'Registration',
    summary:
      "Issue the production key once the application for the token's email is approved (a repeat call rotates it); 403 while access is locked after the only key was revoked, until support restores it",
    description:
      "After your application is approved, issues your `pk_live_` key (shown once) for the ID token's identity; calling again rotates it. `403` while access is locked after your only key was revoked, until support restores it.",
    success: { status: 201, description: '{apiKey}, shown once', schema: ApiKeyAnswer },
    errors: ['AUTH_MISSING', 'AUTH_INVALID', 'FORBIDDEN'],
    async handler(ctx) {
      const { sub, email, name } = identityAuth(ctx);
      const key = issueKey('live');
      await dispatch(ctx, partners.commands.registerProduction, {
        env: 'production',
        partnerId:
          ctx.service.queries.identity.partnerBySub('production', sub)?.id ?? ctx.service.queries.identity.partnerByEmail('production', email)?.id ?? null,
        payload: { sub, email, name, key: { keyHash: key.hash, prefix: key.prefix, last4: key.last4 } },
        respond: () => ({ status: 201, body: { apiKey: key.raw } }),
      });
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/me',
    auth: 'idToken',
    tag: 'Registration',
    summary:
      "Status of the ID token's partner: active, suspended, pending, approved, rejected or not_found; an active partner whose only key was revoked also shows accessLocked true until support restores access",
    description:
      'Where your production access stands: `active` (with the masked key and business name), `suspended`, `pending`, `approved`, `rejected` (with the reason) or `not_found`. `accessLocked: true` after your only key was revoked.',
    success: { status: 200, description: 'status view', schema: MeView },
    errors: ['AUTH_MISSING', 'AUTH_INVALID'],
    handler(ctx, { env }) {
      ctx.body = meView(ctx, env);
    },
  }),
];
