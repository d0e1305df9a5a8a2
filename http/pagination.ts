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

/** The page fields of a parsed query. */
export interface PageQuery {
  readonly limit?: number | undefined;
  readonly cursor?: string | undefined;
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

export function pageRequest(ctx: AppContext, input: PageQuery, limits: PageLimits): PageRequest {
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

/** Default page of the in-memory lists (catalogs, a sub-account's devices, lots and gains, articles). */
export const LIST_LIMITS: PageLimits = { defaultLimit: 50, maxLimit: 200 };

/** How an in-memory list is ordered, for its cursor: each row's key, and which rows follow a key. */
export interface ListOrder<T> {
  readonly keyOf: (row: T) => string;
  /** Whether `row` comes after the row whose key is `key`; by default, keys ascend in the list. */
  readonly isAfter?: (row: T, key: string) => boolean;
}

/** A list's own order, for lists that only grow at their end or never change (a seeded catalog, FIFO lots): the key is the position. */
export function positionalOrder<T>(list: readonly T[]): ListOrder<T> {
  const positions = new Map(list.map((row, i) => [row, i]));
  const at = (row: T): number => positions.get(row) ?? -1;
  return { keyOf: (row) => String(at(row)), isAfter: (row, key) => at(row) > Number(key) };
}

/** Keys joined so that they sort as the tuple they stand for (each part but the last fixed-width or free of U+0000). */
export const compoundKey = (...parts: readonly string[]): string => parts.join('\u0000');

/**
 * One forward page of an in-memory list, already in its order: the rows after the cursor's key, at most
 * `limit` of them, with the page meta. `order` is a key function (keys ascend in the list) or a ListOrder.
 */
export function keyedPage<T>(
  ctx: AppContext,
  list: readonly T[],
  query: PageQuery,
  order: ((row: T) => string) | ListOrder<T>,
  limits: PageLimits = LIST_LIMITS,
): { items: T[]; meta: PageMeta } {
  const { keyOf, isAfter = (row: T, key: string) => keyOf(row) > key } = typeof order === 'function' ? { keyOf: order } : order;
  const req = pageRequest(ctx, query, limits);
  const rows: T[] = [];
  for (const row of list) {
    if (req.after !== null && !isAfter(row, req.after)) continue;
    rows.push(row);
    if (rows.length > req.limit) break;
  }
  return pageOf(ctx, rows, req, keyOf);
}
