/**
 * Response schemas shared by the identity routes (registration, keys, account): what http/views.ts
 * renders of a key, and the small building blocks. Each route file declares its own bodies from these.
 */
import * as v from './schema.ts';

export const IsoTime = v.pipe(v.string(), v.isoTimestamp());
export const NullableIsoTime = v.nullable(IsoTime);
/** Dollars as a JSON number with at most two decimals (engine/money.ts usdFromMinor). */
export const Usd = v.number();
export const Tier = v.picklist(['starter', 'growth', 'enterprise']);

/** http/views.ts keyMetadata: never the key or its hash, only the prefix and the masked form. */
export const KeyMetadata = {
  keyId: v.string(),
  kind: v.picklist(['sandbox', 'live', 'data', 'oauth']),
  prefix: v.string(),
  maskedKey: v.string(),
  scopes: v.array(v.string()),
  status: v.picklist(['active', 'rotated', 'deleted', 'revoked']),
  parentKeyId: v.nullable(v.string()),
  createdAt: IsoTime,
  expiresAt: NullableIsoTime,
  retiredAt: NullableIsoTime,
};

/** http/views.ts keyDetails: the metadata and the key's last use (null: never). */
export const KeyDetails = v.object({ ...KeyMetadata, lastUsedAt: NullableIsoTime });

/** http/pagination.ts pageOf's meta, spread into a list answer. */
export const PageMeta = { count: v.pipe(v.number(), v.integer(), v.minValue(0)), hasMore: v.boolean(), nextCursor: v.nullable(v.string()) };
