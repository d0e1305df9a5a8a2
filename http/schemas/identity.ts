/**
 * Response schemas shared by the identity routes (registration, keys, account): what http/views.ts
 * renders of a key, and the small building blocks. Each route file declares its own bodies from these.
 */
import * as v from '../schema.ts';
import { NullableTimestamp as NullableIsoTime, Timestamp as IsoTime, pageMeta } from './wire.ts';

export { Tier, Usd, Timestamp as IsoTime, NullableTimestamp as NullableIsoTime } from './wire.ts';

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
export const PageMeta = pageMeta;
