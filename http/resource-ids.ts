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

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x) && !Buffer.isBuffer(x);
const namesAnId = (key: string): boolean => key === 'id' || key.endsWith('Id');

function collect(into: Set<string>, value: unknown): void {
  if (into.size < MAX_IDS && typeof value === 'string' && RESOURCE_ID.test(value)) into.add(value);
}

function collectFromBody(into: Set<string>, body: Record<string, unknown>, depth: number): void {
  for (const [key, value] of Object.entries(body)) {
    if (namesAnId(key)) collect(into, value);
    else if (depth === 0 && key !== 'error' && isRecord(value)) collectFromBody(into, value, 1);
  }
}

/** The ids, path parameters first (what was asked for), then the answer's (what was made or found); empty when none. */
export function resourceIdsOf(params: unknown, body: unknown): string[] {
  const ids = new Set<string>();
  if (isRecord(params)) for (const value of Object.values(params)) collect(ids, value);
  if (isRecord(body)) collectFromBody(ids, body, 0);
  return [...ids];
}
