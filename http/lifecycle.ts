/**
 * The one lifecycle registry of deprecated paths and deprecated response fields. A deprecated path is
 * served with `Deprecation: true`, `Sunset` (its removal date) and `Link: <changelog>; rel="deprecation"`
 * (plus the successor path); from its removal date on, by the service clock, it answers 410 GONE whether
 * or not a handler exists. A deprecated field (an alias of a current field) is served, with
 * `Deprecation: true` and the changelog link on the response, until its removal date by the service
 * clock; from then on it is simply absent.
 */
export interface PathLifecycle {
  /** Matched against the path after the partner base (both environments). */
  readonly pattern: RegExp;
  /** The replacement as documented, for messages: `/stocks/{symbol}/candles`. */
  readonly replacement: string;
  /** `pattern` rewritten to the concrete successor path (String.replace syntax). */
  readonly successor: string;
  /** Removal date (UTC midnight), or null while deprecated without a date. */
  readonly removalDate: string | null;
}

export interface MatchedLifecycle extends PathLifecycle {
  /** The successor of the requested path, on the same base. */
  readonly successorPath: string;
}

export const CHANGELOG_URL = 'https://docs.example-partner-api.com/changelog';

/** A deprecation without a date in the spec gets at least the 180-day notice from the 2026-09-01 announcement. */
const NOTICE_REMOVAL = '2027-03-01';

export const deprecatedPaths: readonly PathLifecycle[] = [
  { pattern: /^\/stocks\/([^/]+)\/history$/, replacement: '/stocks/{symbol}/candles', successor: '/stocks/$1/candles', removalDate: '2026-10-01' },
  { pattern: /^\/stocks\/([^/]+)\/chart$/, replacement: '/stocks/{symbol}/candles', successor: '/stocks/$1/candles', removalDate: '2026-10-01' },
  { pattern: /^\/market-data\/(.*)$/, replacement: '/market/*', successor: '/market/$1', removalDate: NOTICE_REMOVAL },
  { pattern: /^\/sandbox\/(.*)$/, replacement: '/test-tools/*', successor: '/test-tools/$1', removalDate: NOTICE_REMOVAL },
];

const PARTNER_BASES = ['/api/v1/partner', '/api/sandbox/v1/partner'];

/** Paths already matched (the registry is fixed): every request asks, with a handful of distinct paths. Bounded, forgotten wholesale. */
const matchedPaths = new Map<string, MatchedLifecycle | null>();
const MAX_MATCHED_PATHS = 10_000;
const MAX_MATCHED_PATH_CHARS = 200;

export function lifecycleFor(fullPath: string): MatchedLifecycle | null {
  const known = matchedPaths.get(fullPath);
  if (known !== undefined) return known;
  const matched = matchLifecycle(fullPath);
  if (fullPath.length <= MAX_MATCHED_PATH_CHARS) {
    if (matchedPaths.size >= MAX_MATCHED_PATHS) matchedPaths.clear();
    matchedPaths.set(fullPath, matched);
  }
  return matched;
}

function matchLifecycle(fullPath: string): MatchedLifecycle | null {
  const base = PARTNER_BASES.find((b) => fullPath.startsWith(`${b}/`));
  if (!base) return null;
  const rest = fullPath.slice(base.length);
  const lifecycle = deprecatedPaths.find((d) => d.pattern.test(rest));
  // Frozen: the answer is remembered and shared by every request to the path.
  return lifecycle ? Object.freeze({ ...lifecycle, successorPath: base + rest.replace(lifecycle.pattern, lifecycle.successor) }) : null;
}

export function removalMs(lifecycle: Pick<PathLifecycle, 'removalDate'>): number | null {
  return lifecycle.removalDate ? Date.parse(`${lifecycle.removalDate}T00:00:00Z`) : null;
}

export function isRetired(lifecycle: Pick<PathLifecycle, 'removalDate'>, nowMs: number): boolean {
  const removal = removalMs(lifecycle);
  return removal !== null && nowMs >= removal;
}

/** The request path is raw (already percent-encoded); escape only what could break the Link header. */
function headerSafePath(path: string): string {
  return path.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/g, (c) => encodeURIComponent(c));
}

export function deprecationHeaders(lifecycle: MatchedLifecycle): Record<string, string> {
  const headers: Record<string, string> = {
    Deprecation: 'true',
    Link: `<${CHANGELOG_URL}>; rel="deprecation"; type="text/html", <${headerSafePath(lifecycle.successorPath)}>; rel="successor-version"`,
  };
  const removal = removalMs(lifecycle);
  if (removal !== null) headers.Sunset = new Date(removal).toUTCString();
  return headers;
}

/** Response objects that carry deprecated field aliases. */
export type FieldFamily = 'quote' | 'movers.meta';

export interface FieldLifecycle {
  readonly family: FieldFamily;
  /** The deprecated name as served. */
  readonly field: string;
  /** The current field whose value it repeats. */
  readonly aliasOf: string;
  /** Removal date (UTC midnight), or null while deprecated without a date (served until one is announced). */
  readonly removalDate: string | null;
}

/** Spec, "Market quote": snake_case aliases on quotes and movers are removed on 2026-10-01; `currentPrice` has no date. */
const SNAKE_CASE_REMOVAL = '2026-10-01';

export const deprecatedFields: readonly FieldLifecycle[] = [
  { family: 'quote', field: 'currentPrice', aliasOf: 'price', removalDate: null },
  { family: 'quote', field: 'as_of', aliasOf: 'asOf', removalDate: SNAKE_CASE_REMOVAL },
  { family: 'quote', field: 'previous_close', aliasOf: 'previousClose', removalDate: SNAKE_CASE_REMOVAL },
  { family: 'quote', field: 'change_pct', aliasOf: 'changePct', removalDate: SNAKE_CASE_REMOVAL },
  { family: 'movers.meta', field: 'total_count', aliasOf: 'totalCount', removalDate: SNAKE_CASE_REMOVAL },
  { family: 'movers.meta', field: 'per_page', aliasOf: 'perPage', removalDate: SNAKE_CASE_REMOVAL },
  { family: 'movers.meta', field: 'has_next', aliasOf: 'hasNext', removalDate: SNAKE_CASE_REMOVAL },
];

/** Per family: the served set and the instants between which it holds (it changes only on removal dates). */
const servedCache = new Map<FieldFamily, { fromMs: number; untilMs: number; served: readonly FieldLifecycle[] }>();

function computeServed(family: FieldFamily, nowMs: number): { fromMs: number; untilMs: number; served: readonly FieldLifecycle[] } {
  const own = deprecatedFields.filter((f) => f.family === family);
  const removals = own.map((f) => removalMs(f)).filter((ms): ms is number => ms !== null);
  return {
    fromMs: Math.max(Number.NEGATIVE_INFINITY, ...removals.filter((ms) => ms <= nowMs)),
    untilMs: Math.min(Number.POSITIVE_INFINITY, ...removals.filter((ms) => ms > nowMs)),
    served: own.filter((f) => !isRetired(f, nowMs)),
  };
}

/** The aliases of a family still served at `nowMs` by the service clock. */
export function servedAliases(family: FieldFamily, nowMs: number): readonly FieldLifecycle[] {
  let entry = servedCache.get(family);
  if (!entry || nowMs < entry.fromMs || nowMs >= entry.untilMs) servedCache.set(family, (entry = computeServed(family, nowMs)));
  return entry.served;
}

/** Copies each served alias from its current field onto `target`. */
export function withAliases<T extends Record<string, unknown>>(target: T, aliases: readonly FieldLifecycle[]): T {
  const out: Record<string, unknown> = target;
  for (const a of aliases) out[a.field] = target[a.aliasOf];
  return target;
}

/** Headers of a response that serves deprecated fields; a deprecated path's own headers take precedence. */
export function fieldDeprecationHeaders(): Record<string, string> {
  return { Deprecation: 'true', Link: `<${CHANGELOG_URL}>; rel="deprecation"; type="text/html"` };
}
