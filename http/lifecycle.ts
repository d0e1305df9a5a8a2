/**
 * The one lifecycle registry of deprecated paths. A deprecated path is served with `Deprecation: true`,
 * `Sunset` (its removal date) and `Link: <changelog>; rel="deprecation"` (plus the successor path);
 * from its removal date on, by the service clock, it answers 410 GONE whether or not a handler exists.
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

export function lifecycleFor(fullPath: string): MatchedLifecycle | null {
  const base = PARTNER_BASES.find((b) => fullPath.startsWith(`${b}/`));
  if (!base) return null;
  const rest = fullPath.slice(base.length);
  const lifecycle = deprecatedPaths.find((d) => d.pattern.test(rest));
  return lifecycle ? { ...lifecycle, successorPath: base + rest.replace(lifecycle.pattern, lifecycle.successor) } : null;
}

export function removalMs(lifecycle: PathLifecycle): number | null {
  return lifecycle.removalDate ? Date.parse(`${lifecycle.removalDate}T00:00:00Z`) : null;
}

export function isRetired(lifecycle: PathLifecycle, nowMs: number): boolean {
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
