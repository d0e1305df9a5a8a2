/**
 * Key management. With the full key, on both partner bases: the data key (GET, POST issues one and
 * rotates any existing one, DELETE withdraws it) and rotation of the full key itself. Revocation takes
 * the ID token on production and the sandbox key on the sandbox (spec, Authentication rule 2).
 * Raw keys are made here, shown once in the response, and never reach a command: the engine gets the
 * hash, prefix and last 4 characters; the stored idempotent response keeps the raw key sealed.
 */
import * as v from '../schema.ts';
import { constantTimeEqual, issueKey, kindOfKey, sha256Hex, type IssuedKey } from '../../engine/credentials.ts';
import type { NewKeyMaterial } from '../../engine/keys/keys.ts';
import type { ApiKeyRecord } from '../../storage/partners.ts';
import type { Env } from '../../storage/types.ts';
import { apiKeyAuth, identityAuth, type ApiKeyAuth, type AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { ServiceError } from '../errors.ts';
import { route } from '../route.ts';
import { keyDetails, keyMetadata } from '../views.ts';
import { keys } from '../../engine/features/index.ts';
import { dispatchApprovable } from '../approval-gate.ts';
import { ApprovalSchema } from '../schemas/security.ts';
import { KeyDetails, KeyMetadata } from '../schemas/identity.ts';

const DataKeyView = v.object({ dataKey: v.nullable(KeyDetails) });
const IssuedDataKey = v.object({
  dataKey: v.pipe(v.string(), v.startsWith('pk_data_')),
  ...KeyMetadata,
  lastUsedAt: v.null(),
  replacedKeyId: v.nullable(v.string()),
});
const DeletedKey = v.object({ deleted: v.literal(true), ...KeyMetadata });
const RotatedKey = v.object({ newApiKey: v.string(), ...KeyMetadata, lastUsedAt: v.null(), previousKeyId: v.string() });
const RevokedKey = v.object({ revoked: v.literal(true), ...KeyMetadata });

/** A confirmation latch, one rule: anything but the JSON value true (absent, false, "true", 1) is refused. */
const RotateBody = v.pipe(
  v.object({ confirm: v.optional(v.unknown()) }),
  // On the object, not the field: valibot skips a field's pipe when an optional field is absent.
  v.forward(
    v.check((b) => b.confirm === true, 'must be true to confirm the rotation'),
    ['confirm'],
  ),
);
const RawKey = v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(512));
const RevokeBody = v.object({ apiKey: RawKey });
/** Sandbox: without `apiKey` the presenting sandbox key revokes itself. */
const SandboxRevokeBody = v.object({ apiKey: v.optional(RawKey) });

const REVOKE_SUMMARY =
  "Permanently revoke one of the partner's keys (full key, data key or token) and every live credential derived from it; the key then answers 403 AUTH_REVOKED";
const NO_SUCH_KEY = 'no such active key for this account';

/**
 * Key management needs the full key itself. A data key never gets here (the authenticator confines it
 * to market data); a token is refused because short-lived tokens exist so long-lived keys stay home,
 * and a token that could mint or rotate them would undo that.
 */
function fullKeyAuth(ctx: AppContext): ApiKeyAuth {
  const auth = apiKeyAuth(ctx);
  if (auth.key.kind !== 'sandbox' && auth.key.kind !== 'live') {
    throw new ServiceError('FORBIDDEN', "key management needs the partner's full key, not a data key or token");
  }
  return auth;
}

function material(key: IssuedKey): NewKeyMaterial {
  return { keyHash: key.hash, prefix: key.prefix, last4: key.last4 };
}

/** One of the partner's keys in this environment, found by its raw value (hashed); undefined otherwise. */
function ownKeyByRaw(ctx: AppContext, partnerId: string, raw: string): ApiKeyRecord | undefined {
  if (!kindOfKey(raw)) return undefined;
  const hash = sha256Hex(raw);
  const key = ctx.service.queries.identity.keyByHash(hash);
  return key && constantTimeEqual(key.keyHash, hash) && key.partnerId === partnerId ? key : undefined;
}

/** The revoke route's answer (an approved revocation answers the same, under `result`). */
export const revokedKeyView = (r: { key: ApiKeyRecord }): Record<string, unknown> => ({ revoked: true, ...keyMetadata(r.key) });

/** The rotate route's answer, with the new raw key shown once. */
export const rotatedKeyView = (raw: string, r: { key: ApiKeyRecord; previousKeyId: string }): Record<string, unknown> => ({
  newApiKey: raw,
  ...keyMetadata(r.key),
  lastUsedAt: null,
  previousKeyId: r.previousKeyId,
});

async function revoke(ctx: AppContext, target: ApiKeyRecord, owner: { env: Env; partnerId: string }): Promise<void> {
  await dispatchApprovable(ctx, keys.commands.revoke, {
    env: owner.env,
    partnerId: owner.partnerId,
    payload: { keyId: target.id },
    respond: (r: { key: ApiKeyRecord }) => ({ status: 200, body: revokedKeyView(r) }),
  });
}

const dataKeyRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/api-keys/data-key',
    auth: 'apiKey',
    tag: 'Keys',
    summary: "The partner's read-only data key, masked (the raw key is only shown when issued), or null",
    description:
      'Shows whether a data key exists and its metadata (prefix, masked form, created, last used). The raw `pk_data_` key is only ever shown in the answer that issued it; answers `dataKey: null` when none is active.',
    success: { status: 200, description: '{dataKey: key metadata or null}', schema: DataKeyView },
    errors: ['FORBIDDEN'],
    handler(ctx) {
      const { partner } = fullKeyAuth(ctx);
      const current = ctx.service.queries.identity.activeKey(partner.id, 'data');
      ctx.body = { dataKey: current ? keyDetails(current, ctx.service.queries.identity.keyUsage()) : null };
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/api-keys/data-key',
    auth: 'apiKey',
    tag: 'Keys',
    summary:
      "Issue a read-only pk_data_ key (market-data GETs only, the partner's rate-limit bucket); an existing data key stops at once (one active per partner)",
    description:
      'Issues a key for market-data GETs only (stocks, ETFs, bonds, funds, market, companies, dividends, FX), suitable for a server that only displays prices. It shares your rate-limit bucket, cannot trade, move money or read sub-account data (`403 FORBIDDEN`), and replaces any previous data key at once. The raw key is in this answer only: store it now.',
    success: { status: 201, description: '{dataKey (the raw key, shown once), key metadata, replacedKeyId}', schema: IssuedDataKey },
    errors: ['FORBIDDEN'],
    async handler(ctx) {
      const { key } = fullKeyAuth(ctx);
      const issued = issueKey('data');
      await dispatch(ctx, keys.commands.issueDataKey, {
        payload: { presentingKeyId: key.id, key: material(issued) },
        respond: (r: { key: ApiKeyRecord; replacedKeyId: string | null }) => ({
          status: 201,
          body: { dataKey: issued.raw, ...keyMetadata(r.key), lastUsedAt: null, replacedKeyId: r.replacedKeyId },
        }),
      });
    },
  }),
  route({
    method: 'DELETE',
    base: 'partner',
    path: '/api-keys/data-key',
    auth: 'apiKey',
    tag: 'Keys',
    summary: 'Withdraw the data key: from now on it (and any token issued from it) answers 401 AUTH_INVALID',
    description:
      'Revokes the active data key: every later call with it, and with tokens issued from it, answers `401 AUTH_INVALID`. Your full key is unaffected.',
    success: { status: 200, description: "{deleted: true, the withdrawn key's metadata}", schema: DeletedKey },
    errors: ['FORBIDDEN', 'NOT_FOUND'],
    async handler(ctx) {
      const { key } = fullKeyAuth(ctx);
      await dispatch(ctx, keys.commands.deleteDataKey, {
        payload: { presentingKeyId: key.id },
        respond: (r: { key: ApiKeyRecord }) => ({ status: 200, body: { deleted: true, ...keyMetadata(r.key) } }),
      });
    },
  }),
];

const fullKeyRoutes = [
  route({
    method: 'POST',
    base: 'partner',
    path: '/api-keys/rotate',
    auth: 'apiKey',
    tag: 'Keys',
    body: RotateBody,
    summary:
      'Rotate the full key (body {confirm: true}): the old key answers 401 at once, no overlap; its tokens end, the data key and rate-limit bucket carry over, its cursors are refused',
    description:
      'Replaces the key you call with: the answer carries `newApiKey` once and the old key stops at once (no overlap window), so deploy the new key immediately. Tokens issued from the old key end, cursors it issued are refused; the data key and the rate-limit bucket carry over. Send `{confirm: true}` to show you mean it.',
    success: {
      status: 201,
      description: "{newApiKey (shown once), the new key's metadata, previousKeyId}",
      schema: RotatedKey,
      also: [{ status: 202, description: 'the security policy names keyRotation: held for a second member, who receives the new key', schema: ApprovalSchema }],
    },
    errors: ['FORBIDDEN'],
    async handler(ctx) {
      const { key } = fullKeyAuth(ctx);
      // Made now; a held rotation keeps only the presenting key, and the approving member receives a new one.
      const issued = issueKey(key.kind);
      await dispatchApprovable(ctx, keys.commands.rotate, {
        payload: { presentingKeyId: key.id, key: material(issued) },
        respond: (r: { key: ApiKeyRecord; previousKeyId: string }) => ({ status: 201, body: rotatedKeyView(issued.raw, r) }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'production',
    path: '/api-keys/revoke',
    auth: 'idToken',
    tag: 'Keys',
    body: RevokeBody,
    summary: `${REVOKE_SUMMARY}. ID token; body apiKey (the raw key). Naturally idempotent: revoking a revoked key answers the same`,
    description:
      "For a compromised key: revokes it for good (it answers `403 AUTH_REVOKED`), with every token issued from it. Authenticated with your identity provider's ID token, so it works even when the key itself is lost. Revoking your only active production key locks access until support restores it (`POST /register` then issues a new key). When your security policy names `keyRevocation`, the answer is `202` with an approval.",
    success: {
      status: 200,
      description: "{revoked: true, the revoked key's metadata}",
      schema: RevokedKey,
      also: [{ status: 202, description: 'the security policy names keyRevocation: held for a second member', schema: ApprovalSchema }],
    },
    errors: ['NOT_FOUND'],
    async handler(ctx, { body }) {
      const partner = ctx.service.queries.identity.partnerBySub('production', identityAuth(ctx).sub);
      const target = partner ? ownKeyByRaw(ctx, partner.id, body.apiKey) : undefined;
      if (!partner || !target) throw new ServiceError('NOT_FOUND', NO_SUCH_KEY);
      await revoke(ctx, target, { env: 'production', partnerId: partner.id });
    },
  }),
  route({
    method: 'POST',
    base: 'sandbox',
    path: '/api-keys/revoke',
    auth: 'apiKey',
    tag: 'Keys',
    body: SandboxRevokeBody,
    summary: `${REVOKE_SUMMARY}. Sandbox key; body apiKey optional (default: the presenting key). Sandbox registration issues a new key afterwards`,
    description:
      'Revokes a sandbox key for good (by default the key you call with) and every token issued from it. Register again in the sandbox (`POST /api/sandbox/v1/register`) to get a new key. When your security policy names `keyRevocation`, the answer is `202` with an approval.',
    success: {
      status: 200,
      description: "{revoked: true, the revoked key's metadata}",
      schema: RevokedKey,
      also: [{ status: 202, description: 'the security policy names keyRevocation: held for a second member', schema: ApprovalSchema }],
    },
    errors: ['FORBIDDEN', 'NOT_FOUND'],
    async handler(ctx, { body }) {
      const { partner, key, env } = fullKeyAuth(ctx);
      const target = body.apiKey === undefined ? key : ownKeyByRaw(ctx, partner.id, body.apiKey);
      if (!target) throw new ServiceError('NOT_FOUND', NO_SUCH_KEY);
      await revoke(ctx, target, { env, partnerId: partner.id });
    },
  }),
];

export const apiKeyRoutes = [...dataKeyRoutes, ...fullKeyRoutes];
