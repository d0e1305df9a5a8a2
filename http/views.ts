/** Small presentation helpers shared by the views: timestamps and money as the spec shows them. */
import { maskKey } from '../engine/credentials.ts';
import { usdFromMinor } from '../engine/money.ts';
import type { ApiKeyRecord } from '../storage/partners.ts';

export const iso = (ms: number): string => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null | undefined): string | null => (ms === null || ms === undefined ? null : iso(ms));
export const usd = usdFromMinor;

export function keyMetadata(key: ApiKeyRecord): Record<string, unknown> {
  return {
    keyId: key.id,
    kind: key.kind,
    prefix: key.prefix,
    maskedKey: maskKey(key.prefix, key.last4),
    scopes: key.scopes,
    status: key.status,
    createdAt: iso(key.createdAtMs),
    expiresAt: isoOrNull(key.expiresAtMs),
  };
}
