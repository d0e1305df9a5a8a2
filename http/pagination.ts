/**
 * Forward-only pagination. `limit` is clamped to the endpoint's maximum; cursors are opaque, signed
 * (HMAC-SHA256 with a per-installation secret) and bound to the credential that received them and to
 * the endpoint, so a cursor is useless to another partner and is refused after its key is rotated.
 */
import { createHmac, randomBytes } from 'node:crypto';
import * as v from './schema.ts';
import { constantTimeEqual } from '../engine/credentials.ts';
import type { SettingsStore } from '../storage/settings.ts';
import type { AppContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { queryInteger } from './validation.ts';

export interface PageLimits {
  readonly defaultLimit: number;
  readonly maxLimit: number;
}

export interface PageRequest {
  readonly limit: number;
  /** The sort key of the last item already returned, or null for the first page. */
  readonly after: string | null;
}

export interface PageMeta {
  readonly count: number;
  readonly hasMore: boolean;
  readonly nextCursor: string | null;
}

/** Query fields every paginated endpoint accepts; spread into its query schema. */
export const paginationQuery = {
  limit: v.optional(queryInteger()),
  cursor: v.optional(v.string()),
};

/** SECRET_SETTINGS.cursor of storage/secrets.ts (http may not import its values); configured in cluster mode. */
const SECRET_SETTING = 'cursor.secret';

export function cursorSecret(settings: SettingsStore): string {
  let secret = settings.get<string>(SECRET_SETTING);
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    settings.put(SECRET_SETTING, secret);
  }
  return secret;
}

/**
 * Who a cursor belongs to and where it came from: the presenting API key (or the operator) and the
 * endpoint path, so a cursor is neither usable by another credential nor misread by another list.
 */
function binding(ctx: AppContext): string {
  const auth = ctx.state.auth;
  const holder = auth?.kind === 'apiKey' ? `${auth.env}:${auth.key.parentKeyId ?? auth.key.id}` : auth?.kind === 'idToken' ? `id:${auth.sub}` : 'operator';
  return `${holder} ${ctx.path}`;
}

interface CursorData {
  readonly b: string;
  readonly k: string;
}

function sign(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function pageRequest(ctx: AppContext, input: { limit?: number | undefined; cursor?: string | undefined }, limits: PageLimits): PageRequest {
  const limit = Math.min(Math.max(input.limit ?? limits.defaultLimit, 1), limits.maxLimit);
  if (!input.cursor) return { limit, after: null };
  const secret = cursorSecret(ctx.service.stores.settings);
  const [data, mac] = input.cursor.split('.');
  if (!data || !mac || !constantTimeEqual(sign(secret, data), mac)) {
    throw new ServiceError('VALIDATION_ERROR', 'the cursor is malformed or was not issued by this service', { extra: { param: 'cursor' } });
  }
  // Signed by us, so well-formed JSON: only the binding can differ.
  const decoded = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as CursorData;
  if (decoded.b !== binding(ctx)) {
    throw new ServiceError('VALIDATION_ERROR', 'the cursor was issued to another credential or for another list', { extra: { param: 'cursor' } });
  }
  return { limit, after: decoded.k };
}

/**
 * Trims a fetched page (fetch `limit + 1` rows) and builds its meta.
 * `keyOf` gives the sort key the next page starts after.
 */
export function pageOf<T>(ctx: AppContext, rows: readonly T[], req: PageRequest, keyOf: (row: T) => string): { items: T[]; meta: PageMeta } {
  const items = rows.slice(0, req.limit);
  const hasMore = rows.length > req.limit;
  let nextCursor: string | null = null;
  if (hasMore && items.length > 0) {
    const cursor: CursorData = { b: binding(ctx), k: keyOf(items[items.length - 1]!) };
    const data = Buffer.from(JSON.stringify(cursor)).toString('base64url');
    nextCursor = `${data}.${sign(cursorSecret(ctx.service.stores.settings), data)}`;
  }
  return { items, meta: { count: items.length, hasMore, nextCursor } };
}
