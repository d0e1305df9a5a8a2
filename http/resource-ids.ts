/**
 * The resource ids a request touched, for its access-log line: the ids in its path parameters, then the
 * ids its answer names at the top level or one object below (`orderId`, `quoteId`, `order.subAccountId`,
 * `id`). Only values shaped like the service's own ids count (a known prefix, `_`, then letters and
 * digits), so a symbol, a partner's external id or free text never reaches the log.
 */

/** Prefixes of the resources worth finding a request by (orders, sub-accounts, quotes, webhooks and their deliveries, ...). */
const RESOURCE_ID = /^(?:ord|sub|quo|wh|whd|alt|top|pay|exr|apr|case|inc|upg|app|cmt|elc|mtg|ca|inv|txn|evt)_[0-9A-Za-z]{6,64}$/;
/** A line names at most this many (a list answer's items are not looked at anyway). */
const MAX_IDS = 8;

/** A plain object (not an array, not a Buffer): what a JSON answer's members are. */
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x) && !Buffer.isBuffer(x);

/**
 * Appends to `ids` (made on the first find) the ids among `record`'s members named `id` or `...Id`, looking one
 * object further down from the top (never into an error or an array). One pass of `for...in` and no allocation
 * while nothing is found: it runs for every request line.
 */
function idsIn(record: Record<string, unknown>, ids: string[] | null, descend: boolean): string[] | null {
  let found = ids;
  for (const key in record) {
    const value = record[key];
    if (typeof value === 'string') {
      if ((key === 'id' || key.endsWith('Id')) && RESOURCE_ID.test(value) && (found === null || (found.length < MAX_IDS && !found.includes(value)))) {
        (found ??= []).push(value);
      }
    } else if (descend && key !== 'error' && isRecord(value)) {
      found = idsIn(value, found, false);
    }
  }
  return found;
}

/** The ids, path parameters first (what was asked for), then the answer's (what was made or found); null when none. */
export function resourceIdsOf(params: unknown, body: unknown): string[] | null {
  let ids: string[] | null = null;
  if (isRecord(params)) {
    for (const key in params) {
      const value = params[key];
      if (typeof value === 'string' && RESOURCE_ID.test(value) && (ids === null || !ids.includes(value))) (ids ??= []).push(value);
    }
  }
  return isRecord(body) ? idsIn(body, ids, true) : ids;
}
