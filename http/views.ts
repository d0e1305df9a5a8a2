/** Small presentation helpers shared by the views: timestamps and money as the spec shows them. */
import { maskKey } from '../engine/credentials.ts';
import { usdFromMinor } from '../engine/money.ts';
import type { PartnerScope } from '../engine/queries/trading.ts';
import type { ApiKeyRecord } from '../storage/partners.ts';
import { apiKeyAuth, type AppContext } from './context.ts';

/**
 * The last instant formatted, kept: a request formats "now" (meta.asOf, a key's lastUsedAt) several times,
 * and the requests of one millisecond all format the same one.
 */
let lastIso = { ms: Number.NaN, text: '' };
export const iso = (ms: number): string => {
  if (ms === lastIso.ms) return lastIso.text;
  const text = new Date(ms).toISOString();
  lastIso = { ms, text };
  return text;
};
export const isoOrNull = (ms: number | null | undefined): string | null => (ms === null || ms === undefined ? null : iso(ms));
export const usd = usdFromMinor;

/** The authenticated caller's partner environment, as the read-side queries take it. */
export function partnerScope(ctx: AppContext): PartnerScope {
  const { partner, env } = apiKeyAuth(ctx);
  return { partnerId: partner.id, env };
}

/** What may be shown of a key: never the key or its hash, only the prefix and last 4 in the masked form. */
export function keyMetadata(key: ApiKeyRecord): Record<string, unknown> {
  return {
    keyId: key.id,
    kind: key.kind,
    prefix: key.prefix,
    maskedKey: maskKey(key.prefix, key.last4),
    scopes: key.scopes,
    status: key.status,
    parentKeyId: key.parentKeyId,
    createdAt: iso(key.createdAtMs),
    expiresAt: isoOrNull(key.expiresAtMs),
    // When it stopped working: rotated, deleted or revoked.
    retiredAt: isoOrNull(key.revokedAtMs),
  };
}

export interface KeyUsageReader {
  lastUsedAtMs(keyId: string): number | null;
}

/**
 * Metadata per key record, built once: the stores hand out the same frozen record until the key changes
 * (GET /account shows two keys on every call). Only spread, never handed out itself.
 */
const metadataOfRecord = new WeakMap<ApiKeyRecord, Readonly<Record<string, unknown>>>();

/** Key metadata with its last use (service clock, precise to the minute across restarts; null: never). */
export function keyDetails(key: ApiKeyRecord, usage: KeyUsageReader): Readonly<Record<string, unknown>> {
  let metadata = metadataOfRecord.get(key);
  if (!metadata) metadataOfRecord.set(key, (metadata = Object.freeze(keyMetadata(key))));
  const lastUsedAtMs = usage.lastUsedAtMs(key.id);
  // The last answer per record, while the key's last use is the same instant: the data
  // key's rarely moves, and the presenting key's moves once per millisecond however many requests share it.
  const kept = detailsOfRecord.get(key);
  if (kept && kept.lastUsedAtMs === lastUsedAtMs) return kept.details;
  const details = Object.freeze({ ...metadata, lastUsedAt: isoOrNull(lastUsedAtMs) });
  detailsOfRecord.set(key, { lastUsedAtMs, details });
  return details;
}

/** keyDetails' last answer per key record (frozen: every caller only places it in a response body). */
const detailsOfRecord = new WeakMap<ApiKeyRecord, { readonly lastUsedAtMs: number | null; readonly details: Readonly<Record<string, unknown>> }>();
