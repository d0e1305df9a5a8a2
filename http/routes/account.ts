/** The partner's own profile and audit trail. */
import * as v from '../schema.ts';
import type { PartnerFlags, PartnerRecord } from '../../storage/partners.ts';
import { apiKeyAuth } from '../context.ts';
import { answerJsonBytes } from '../json-bytes.ts';
import { limitFor } from '../middleware/rate-limit.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { iso, keyDetails, usd } from '../views.ts';
import { IsoTime, KeyDetails, PageMeta, Tier, Usd } from '../schemas/identity.ts';

/** Every partner flag, as the profile answers it (an unset flag is false). */
const flagsOf = (flags: PartnerFlags): Required<PartnerFlags> => ({
  oauthClientCredentialsEnabled: flags.oauthClientCredentialsEnabled ?? false,
  scopedKeysRequired: flags.scopedKeysRequired ?? false,
  signedRequestsRequired: flags.signedRequestsRequired ?? false,
  mtlsRequired: flags.mtlsRequired ?? false,
  settlementHold: flags.settlementHold ?? false,
  testToolsOnProduction: flags.testToolsOnProduction ?? false,
});

const FlagsSchema = v.object({
  oauthClientCredentialsEnabled: v.boolean(),
  scopedKeysRequired: v.boolean(),
  signedRequestsRequired: v.boolean(),
  mtlsRequired: v.boolean(),
  settlementHold: v.boolean(),
  testToolsOnProduction: v.boolean(),
} satisfies Record<keyof PartnerFlags, unknown>);

const Profile = v.object({
  partnerId: v.string(),
  businessName: v.string(),
  email: v.string(),
  environment: v.picklist(['production', 'sandbox']),
  tier: Tier,
  status: v.picklist(['active', 'suspended']),
  markupBps: v.number(),
  walletBalance: v.object({ currency: v.literal('USD'), available: Usd }),
  apiKey: KeyDetails,
  dataKey: v.nullable(KeyDetails),
  rateLimit: v.object({ requestsPerMinute: v.number() }),
  featureFlags: FlagsSchema,
  createdAt: IsoTime,
});

const Audit = v.object({
  entries: v.array(
    v.object({
      id: v.number(),
      action: v.string(),
      occurredAt: IsoTime,
      requestId: v.nullable(v.string()),
      details: v.unknown(),
      hash: v.string(),
    }),
  ),
  ...PageMeta,
});

/**
 * The profile's fields that follow the partner record alone, built once per record: the partner store
 * hands out the same frozen record until a write replaces it.
 */
const recordParts = new WeakMap<PartnerRecord, { featureFlags: Record<keyof PartnerFlags, boolean>; createdAt: string }>();

function partsOf(partner: PartnerRecord): { featureFlags: Record<keyof PartnerFlags, boolean>; createdAt: string } {
  let parts = recordParts.get(partner);
  if (!parts) {
    const featureFlags = flagsOf(partner.flags);
    recordParts.set(partner, (parts = { featureFlags, createdAt: iso(partner.createdAtMs) }));
  }
  return parts;
}

/** What a profile body is made of, beyond the presenting key's details (the WeakMap key below). */
interface ProfileBody {
  readonly partner: PartnerRecord;
  readonly env: string;
  readonly dataKey: Readonly<Record<string, unknown>> | null;
  readonly balanceMinor: number;
  readonly bytes: Buffer;
}

/**
 * The last profile body per presenting key details object. keyDetails hands out the same
 * frozen object while the key's record and last use are the same; the partner record is replaced by any write
 * to it, the data key's details object likewise, and the balance is compared by value: the body is served
 * again only when every part it was built from is the same. The presenting key's last use moves once per
 * millisecond, so several requests in a millisecond share one encoding.
 */
const profileBodies = new WeakMap<object, ProfileBody>();

function profileBytes(
  partner: PartnerRecord,
  env: 'sandbox' | 'production',
  apiKey: Readonly<Record<string, unknown>>,
  dataKey: Readonly<Record<string, unknown>> | null,
  balanceMinor: number,
): Buffer {
  const kept = profileBodies.get(apiKey);
  if (kept && kept.partner === partner && kept.env === env && kept.dataKey === dataKey && kept.balanceMinor === balanceMinor) return kept.bytes;
  const { featureFlags, createdAt } = partsOf(partner);
  const body = {
    partnerId: partner.id,
    businessName: partner.businessName,
    email: partner.email,
    environment: env,
    tier: partner.tier,
    status: partner.status,
    markupBps: partner.markupBps,
    walletBalance: { currency: 'USD', available: usd(balanceMinor) },
    apiKey,
    dataKey,
    rateLimit: { requestsPerMinute: limitFor(partner, env) },
    featureFlags,
    createdAt,
  };
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  profileBodies.set(apiKey, { partner, env, dataKey, balanceMinor, bytes });
  return bytes;
}

/** Payload fields that never appear in the audit view, even as hashes. */
const REDACTED = new Set(['key', 'keyHash', 'secret', 'secretHash', 'apiKey', 'newApiKey', 'token']);

/** Recursive, so a credential nested in a later command's payload cannot leak through the audit. */
function redact(payload: unknown): unknown {
  if (Array.isArray(payload)) return payload.map(redact);
  if (!payload || typeof payload !== 'object') return payload;
  return Object.fromEntries(
    Object.entries(payload)
      .filter(([k]) => !REDACTED.has(k))
      .map(([k, v]) => [k, redact(v)]),
  );
}

export const accountRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/account',
    auth: 'apiKey',
    tag: 'Account',
    summary:
      'Partner profile: tier, wallet balance, metadata of the presenting key and the data key (created, last used, prefix, masked form) and feature flags',
    description:
      "Who this key belongs to: partner id, business name, tier, master wallet balance, the presenting key's metadata (kind, scopes, prefix, masked form, created and last used; never the raw key), the data key's metadata and the feature flags the operator set. A cheap first call to check that a key works and in which environment.",
    success: { status: 200, description: 'profile', schema: Profile },
    handler(ctx) {
      const { partner, key, env } = apiKeyAuth(ctx);
      const { activeKey, masterWalletBalanceMinor } = ctx.service.queries.identity;
      const keyUsage = ctx.service.queries.identity.keyUsage();
      const dataKey = activeKey(partner.id, 'data');
      const balanceMinor = masterWalletBalanceMinor(env, partner.id);
      answerJsonBytes(ctx, profileBytes(partner, env, keyDetails(key, keyUsage), dataKey ? keyDetails(dataKey, keyUsage) : null, balanceMinor));
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/audit',
    auth: 'apiKey',
    tag: 'Account',
    query: v.object({ ...paginationQuery }),
    summary: "The partner's own journal entries in this environment, newest first",
    description:
      'An audit trail of what changed your account in this environment (settings, keys, webhooks, sub-accounts, orders and money), newest first, each with its time, command and request id. Entries come from the hash-chained journal, so they are the record the service itself replays. Cursor-paged (`limit` default 50, max 200).',
    success: { status: 200, description: '{entries, count, hasMore, nextCursor}', schema: Audit },
    handler(ctx, { query }) {
      const { partner, env } = apiKeyAuth(ctx);
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const before = req.after === null ? Number.MAX_SAFE_INTEGER : Number(req.after);
      const rows = ctx.service.queries.identity.auditEntries(partner.id, env, before, req.limit + 1);
      const { items, meta } = pageOf(ctx, rows, req, (e) => String(e.seq));
      ctx.body = {
        entries: items.map((e) => ({ id: e.seq, action: e.type, occurredAt: iso(e.atMs), requestId: e.requestId, details: redact(e.payload), hash: e.hash })),
        ...meta,
      };
    },
  }),
];
