/**
 * The enterprise controls of spec Authentication rule 8 (operator flags, CONTRACT.md section 4), in one
 * place, after authentication and body parsing: the key's scope for the route, then the request
 * signature, then the gateway's client-certificate attestation, and last the claim of the signature in
 * the replay store, the one write. All of it runs synchronously, so a refused request changes nothing
 * and two copies of one signed request cannot both pass.
 *
 * The controls are the stricter of the operator's flags and the partner's own policy (GET /security),
 * which also carries an IP allowlist for API keys, checked first.
 *
 * Trust assumption for mTLS: TLS ends at a gateway that verifies client certificates, removes any
 * client-sent `x-client-cert-verified` and `x-forwarded-client-cert`, and sets them itself. This service
 * cannot tell a gateway's header from a client's; it only refuses values that no gateway would send.
 */
import { createHmac } from 'node:crypto';
import { allowlistAdmits, effectiveControls, parseClientAddress, type EffectiveControls } from '../../engine/security/policy.ts';
import { constantTimeEqual, sha256Hex } from '../../engine/credentials.ts';
import { sessionMay } from '../../engine/team/access.ts';
import type { Permission } from '../../engine/team/roles.ts';
import type { PartnerRecord } from '../../storage/partners.ts';
import type { Env } from '../../storage/types.ts';
import { apiKeyAuth, type AppContext, type AppMiddleware, type SessionAuth } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { fieldDeprecationHeaders } from '../lifecycle.ts';
import type { RouteSpec } from '../route.ts';
import { grants, isSessionOnly, requiredPermission, requiredScope, type Scope } from '../scopes.ts';
import { presentedCredential } from './authenticate.ts';

/** A signed timestamp may be this far from the service clock, either way (CONTRACT.md section 5). */
const SIGNATURE_WINDOW_SECONDS = 300;
const TIMESTAMP_HEADER = 'x-service-timestamp';
const SIGNATURE_HEADER = 'x-service-request-signature';
const UNIX_SECONDS = /^\d{1,12}$/;
const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;
/** Reads carry no body that counts: their signature hashes the empty string. */
const READS = new Set(['GET', 'HEAD']);

export function enterpriseControls(spec: RouteSpec): AppMiddleware {
  const scope = requiredScope(spec);
  const permission = requiredPermission(spec);
  const sessionOnly = isSessionOnly(spec);
  // Not async (see apiKeyCheck): every refusal is thrown before next().
  return function enforceEnterpriseControls(ctx, next) {
    const { partner, key, env, session } = apiKeyAuth(ctx);
    // The operator's flags and the partner's own policy: the stricter of the two applies.
    const controls = controlsOf(ctx, partner, env);
    const { scopedKeysRequired, signedRequestsRequired, mtlsRequired } = controls;
    if (controls.ipAllowlist.length > 0 && !session) requireAllowedAddress(ctx, controls.ipAllowlist);
    const write = !READS.has(ctx.method);
    requireScope(key.scopes, scope, scopedKeysRequired);
    const signature = verifiedSignature(ctx, write && signedRequestsRequired);
    if (write && mtlsRequired) requireClientCertificate(ctx);
    // Who the caller is (signature, certificate) is settled before what its member may do: 401 before 403.
    requireMemberAccess(session, permission, sessionOnly, env, partner);
    if (signature) {
      // Kept until the first instant the timestamp check refuses it (more than the window, in whole seconds).
      const expiresAtMs = (signature.timestampSeconds + SIGNATURE_WINDOW_SECONDS + 1) * 1000;
      if (!ctx.service.stores.requestSignatures.claim(signature.hex, expiresAtMs, ctx.service.clock.nowMs())) {
        throw signatureRefused('this request signature has been used before; sign every request afresh');
      }
      if (signature.withoutQuery) for (const [name, value] of Object.entries(fieldDeprecationHeaders())) ctx.set(name, value);
    }
    return next();
  };
}

/** The stricter of the partner's flags and its stored policy row, per pair of those (frozen, committed) objects. */
const controlsByFlags = new WeakMap<PartnerRecord['flags'], WeakMap<object, EffectiveControls>>();
/** Stands for "no policy row" (the defaults) as a WeakMap key. */
const NO_POLICY_ROW = {};

/**
 * Every API-key request needs its controls; the flags object changes only with the partner record and the
 * row only with a policy write (both stores hand out the same frozen objects until a write replaces them),
 * so the merge is kept per pair and a write is seen on the next request.
 */
function controlsOf(ctx: AppContext, partner: PartnerRecord, env: Env): EffectiveControls {
  const row = ctx.service.stores.security.get(env, partner.id) ?? NO_POLICY_ROW;
  let byRow = controlsByFlags.get(partner.flags);
  if (!byRow) controlsByFlags.set(partner.flags, (byRow = new WeakMap()));
  let controls = byRow.get(row);
  if (!controls) byRow.set(row, (controls = effectiveControls(partner.flags, ctx.service.queries.security.policy(env, partner.id).policy)));
  return controls;
}

/**
 * The partner's IP allowlist binds API keys and the OAuth tokens issued from them; a portal
 * session (a member signed in with an ID token, perhaps with MFA, from wherever they work) is exempt.
 */
function requireAllowedAddress(ctx: AppContext, allowlist: readonly string[]): void {
  const address = parseClientAddress(ctx.ip);
  if (allowlistAdmits(allowlist, address)) return;
  throw new ServiceError('FORBIDDEN', `this partner's IP allowlist does not include ${address?.toString() ?? 'this address'}`, {
    extra: { requiredControl: 'ip_allowlist', clientIp: address?.toString() ?? null },
  });
}

/**
 * Rule 5 beyond the key's scopes: a portal session also needs its member's permission, as the
 * organisation's and the environment's policies leave it. Plain API keys are machines, not members:
 * they keep their scopes alone, except on the session-only families (the team).
 */
function requireMemberAccess(session: SessionAuth | undefined, permission: Permission, sessionOnly: boolean, env: Env, partner: PartnerRecord): void {
  if (!session) {
    if (sessionOnly)
      throw new ServiceError('FORBIDDEN', 'the team is managed with a portal session (POST /session), not an API key', {
        extra: { requiredPermission: permission },
      });
    return;
  }
  const org = { status: partner.status, testToolsOnProduction: partner.flags.testToolsOnProduction ?? false };
  if (sessionMay(permission, session.memberRole, env, org)) return;
  throw new ServiceError('FORBIDDEN', `the ${session.memberRole} role does not have the ${permission} permission this route requires`, {
    extra: { requiredPermission: permission, role: session.memberRole },
  });
}

function requireScope(keyScopes: readonly string[], scope: Scope, scopedKeysRequired: boolean): void {
  if (grants(keyScopes, scope, scopedKeysRequired)) return;
  const message =
    keyScopes.length === 0
      ? `scoped keys are required for this partner and this key has no scopes; this route needs the ${scope} scope`
      : `this key's scopes do not include ${scope}, which this route requires`;
  throw new ServiceError('FORBIDDEN', message, { extra: { requiredScope: scope } });
}

interface AcceptedSignature {
  readonly hex: string;
  readonly timestampSeconds: number;
  /** Signed over the path without its query string: accepted, but deprecated. */
  readonly withoutQuery: boolean;
}

const signatureRefused = (message: string): ServiceError => new ServiceError('AUTH_INVALID', message);

/**
 * Checks the signature headers when present (any method, whether or not the partner requires them) and
 * demands them when `required`. Returns the valid signature (its replay check is the caller's last
 * step), or null for an unsigned request.
 */
function verifiedSignature(ctx: AppContext, required: boolean): AcceptedSignature | null {
  const timestampText = headerOf(ctx, TIMESTAMP_HEADER);
  const signatureText = headerOf(ctx, SIGNATURE_HEADER);
  if (timestampText === undefined && signatureText === undefined) {
    if (required) throw signatureRefused(`signed requests are required: send ${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER}`);
    return null;
  }
  if (timestampText === undefined || signatureText === undefined)
    throw signatureRefused(`a signed request needs both ${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER}`);
  if (!UNIX_SECONDS.test(timestampText)) throw signatureRefused(`${TIMESTAMP_HEADER} must be Unix time in whole seconds`);
  if (!HEX_SHA256.test(signatureText)) throw signatureRefused(`${SIGNATURE_HEADER} must be a hex HMAC-SHA256`);
  const timestampSeconds = Number(timestampText);
  const nowSeconds = Math.floor(ctx.service.clock.nowMs() / 1000);
  if (Math.abs(nowSeconds - timestampSeconds) > SIGNATURE_WINDOW_SECONDS) {
    throw signatureRefused(`${TIMESTAMP_HEADER} is more than ${SIGNATURE_WINDOW_SECONDS} s from the service clock (${nowSeconds})`);
  }
  const hex = signatureText.toLowerCase();
  return { hex, timestampSeconds, withoutQuery: matchSignature(ctx, timestampText, hex) };
}

/**
 * Compares the signature (constant time) with the HMAC, keyed with the presented credential, of
 * `{timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}` over the path and query as sent. Returns
 * whether it matched only the deprecated form signed without the query string; throws if neither.
 */
function matchSignature(ctx: AppContext, timestamp: string, hex: string): boolean {
  const secret = presentedCredential(ctx) ?? '';
  const bodyHash = sha256Hex(READS.has(ctx.method) ? '' : (ctx.request.rawBody ?? ''));
  const sign = (target: string): string => createHmac('sha256', secret).update(`${timestamp}.${ctx.method}.${target}.${bodyHash}`).digest('hex');
  const query = ctx.querystring;
  if (constantTimeEqual(hex, sign(query ? `${ctx.path}?${query}` : ctx.path))) return false;
  if (query && constantTimeEqual(hex, sign(ctx.path))) return true;
  throw signatureRefused('the request signature does not match this request, body and key');
}

/** A header's value as received (undefined when absent; repeated headers arrive joined). */
function headerOf(ctx: AppContext, name: string): string | undefined {
  const value = ctx.req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

const CLIENT_CERT_VERIFIED = 'x-client-cert-verified';
const FORWARDED_CLIENT_CERT = 'x-forwarded-client-cert';

/**
 * mTLS attestation: `x-client-cert-verified: success`, or, without that header, an Envoy
 * `x-forwarded-client-cert` whose every element carries `Hash=<64 hex>` (the certificate's SHA-256).
 * An explicit verdict other than success refuses the request whatever else it carries.
 */
function requireClientCertificate(ctx: AppContext): void {
  const verdict = headerOf(ctx, CLIENT_CERT_VERIFIED);
  if (verdict !== undefined) {
    if (verdict.trim().toLowerCase() === 'success') return;
    throw mtlsRefused(`${CLIENT_CERT_VERIFIED} reports no verified client certificate`);
  }
  const forwarded = headerOf(ctx, FORWARDED_CLIENT_CERT);
  if (forwarded === undefined) throw mtlsRefused('this partner requires mutual TLS: no verified client certificate was forwarded');
  const elements = parseForwardedClientCert(forwarded);
  if (!elements || elements.length === 0 || !elements.every((e) => HEX_SHA256.test(e.get('hash') ?? ''))) {
    throw mtlsRefused(`${FORWARDED_CLIENT_CERT} does not carry a certificate Hash`);
  }
}

const mtlsRefused = (message: string): ServiceError => new ServiceError('FORBIDDEN', message, { extra: { requiredControl: 'mtls' } });

/**
 * Envoy's XFCC format: elements separated by `,`, each `key=value` pairs separated by `;`, a value
 * possibly double-quoted (with `\` escapes). Keys are lower-cased. Null when malformed, or when an
 * element names its Hash twice.
 */
function parseForwardedClientCert(header: string): Map<string, string>[] | null {
  const elements: Map<string, string>[] = [];
  let pairs = new Map<string, string>();
  let i = 0;
  for (;;) {
    const eq = header.indexOf('=', i);
    if (eq < 0) return null;
    const name = header.slice(i, eq).trim().toLowerCase();
    if (!/^[a-z]+$/.test(name) || (name === 'hash' && pairs.has('hash'))) return null;
    let value = '';
    i = eq + 1;
    if (header[i] === '"') {
      for (i += 1; i < header.length && header[i] !== '"'; i += 1) {
        if (header[i] === '\\') i += 1;
        value += header[i] ?? '';
      }
      if (header[i] !== '"') return null;
      i += 1;
    } else {
      for (; i < header.length && header[i] !== ';' && header[i] !== ','; i += 1) value += header[i];
    }
    if (!pairs.has(name)) pairs.set(name, value.trim());
    while (header[i] === ' ' || header[i] === '\t') i += 1;
    if (i >= header.length) return [...elements, pairs];
    if (header[i] === ',') {
      elements.push(pairs);
      pairs = new Map();
    } else if (header[i] !== ';') return null;
    i += 1;
  }
}
