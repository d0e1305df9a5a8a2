/**
 * The webhook URL policy, checked at registration: https to a public host only. A literal IP address
 * must be global unicast: every address in an IANA special-purpose block (both registries: private,
 * loopback, link-local, shared, documentation, benchmarking, anycast service blocks, translation
 * prefixes...), multicast, reserved, and IPv6 outside 2000::/3 is refused; so are host names that name
 * such targets (localhost). The ranges are ipaddr.js's table, not ours. IPv4 embedded in IPv6 is unwrapped
 * first, so the refusal names what the address really reaches: an IPv4-mapped address is its IPv4 (the
 * socket connects to that IPv4), and the translation forms (IPv4-compatible, IPv4-translated, NAT64
 * well-known and local-use prefixes, 6to4, Teredo) are refused whatever they embed, since a gateway
 * of ours could carry them anywhere.
 * A public name can still resolve to a private address: the dispatcher must re-check the resolved
 * address at delivery time (DNS rebinding), not trust this check.
 * With WEBHOOK_ALLOW_HTTP_LOOPBACK, http (and https) to 127.0.0.1 or localhost with a port is allowed
 * for local development and tests.
 *
 * resolveAndCheck is the delivery-time re-check: before each attempt the host name is resolved and the
 * attempt is refused when ANY address is blocked (a name with one private record is treated as private).
 * It returns the checked addresses, and the transport (transport.ts) connects to those and only those:
 * no second resolution at connect time, so a rebinding DNS server answering public here and private a
 * moment later cannot win.
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type UrlVerdict = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly reason: string };

const MAX_URL_LENGTH = 2048;

/** ipaddr.js range names, in words. A range it adds later is still refused, under its own name. */
const RANGE_WORDS: Readonly<Record<string, string>> = {
  unspecified: 'an unspecified address',
  loopback: 'a loopback address',
  private: 'a private address',
  uniqueLocal: 'a unique-local (private) address',
  linkLocal: 'a link-local address',
  deprecatedSiteLocal: 'a site-local (private) address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  reserved: 'a reserved (special-purpose) address',
  benchmarking: 'a benchmarking address',
  amt: 'an AMT relay anycast address',
  as112: 'an AS112 DNS sink address',
  as112v6: 'an AS112 DNS sink address',
  discard: 'a discard-only address',
  rfc6052: 'a NAT64 (IPv4/IPv6 translation) address',
  rfc6145: 'an IPv4-translated address',
  '6to4': 'a 6to4 address',
  teredo: 'a Teredo address',
  deprecatedOrchid: 'an ORCHID address',
  orchid2: 'an ORCHID address',
  droneRemoteIdProtocolEntityTags: 'a drone remote ID (DET) address',
  segmentRouting: 'a segment routing (SRv6) address',
};

const wordsFor = (range: string): string => RANGE_WORDS[range] ?? `a special-purpose address (${range})`;

/** RFC 4291 2.4: global unicast is 2000::/3; the rest of the IPv6 space is special or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
/** RFC 4291 2.5.5.1: ::a.b.c.d (deprecated IPv4-compatible); :: and ::1 have ranges of their own. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

const ipv4At = (parts: readonly number[], i: number): ipaddr.IPv4 =>
  new ipaddr.IPv4([parts[i]! >> 8, parts[i]! & 255, parts[i + 1]! >> 8, parts[i + 1]! & 255]);

/** The IPv4 addresses an IPv6 address carries inside it, by its form (RFC 4291, 6052, 6145, 3056, 4380). */
function embeddedIpv4(ip: ipaddr.IPv6, range: string): ipaddr.IPv4[] {
  const p = ip.parts;
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052': // NAT64 /96 form; a local-use prefix may embed elsewhere, but the whole prefix is refused anyway.
      return [ipv4At(p, 6)];
    case '6to4':
      return [ipv4At(p, 1)];
    case 'teredo': // Server at bits 32-63; client at bits 96-127, inverted.
      return [
        ipv4At(p, 2),
        ipv4At(
          p.map((x) => x ^ 0xffff),
          6,
        ),
      ];
    default:
      return range === 'unicast' && ip.match(IPV4_COMPATIBLE) ? [ipv4At(p, 6)] : [];
  }
}

function ipv4Blocked(ip: ipaddr.IPv4): string | null {
  const range = ip.range();
  return range === 'unicast' ? null : wordsFor(range);
}

function ipv6Blocked(ip: ipaddr.IPv6): string | null {
  const range = ip.range();
  const embedded = embeddedIpv4(ip, range);
  // An IPv4-mapped address is a way of writing its IPv4 (the socket connects to that IPv4 exactly).
  if (range === 'ipv4Mapped') return ipv4Blocked(embedded[0]!);
  const form = range === 'unicast' ? 'an IPv4-compatible address' : wordsFor(range);
  for (const v4 of embedded) {
    const inner = ipv4Blocked(v4);
    if (inner) return `${inner} (IPv4 ${v4.toString()} embedded in ${form})`;
  }
  if (embedded.length > 0 || range !== 'unicast') return form;
  if (!ip.match(GLOBAL_UNICAST_V6)) return 'an address outside the IPv6 global unicast space (2000::/3)';
  return null;
}

/**
 * IPv6 with a dotted IPv4 tail, rewritten to hex groups: ipaddr.js reads any `::a.b.c.d` as IPv4-mapped
 * (`::ffff:a.b.c.d`), which would misname an IPv4-compatible address. URL hosts come canonical already.
 */
function hexTail(address: string): string {
  const dotted = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (!dotted) return address;
  const [a = 0, b = 0, c = 0, d = 0] = ipaddr.IPv4.parse(dotted[2]!).octets;
  return `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** Why this literal IP address may not receive webhooks, or null when it may. */
export function blockedAddress(address: string): string | null {
  const ip = ipaddr.parse(address.includes(':') ? hexTail(address) : address);
  return ip instanceof ipaddr.IPv4 ? ipv4Blocked(ip) : ipv6Blocked(ip);
}

/** Why this host may not receive webhooks, or null when it may. */
export function blockedHost(hostname: string): string | null {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return 'a loopback host name';
  if (isIP(host) !== 0) return blockedAddress(host);
  if (!host.includes('.')) return 'a host name that is not fully qualified';
  return null;
}

export function loopbackDevTarget(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return (host === '127.0.0.1' || host === 'localhost') && url.port !== '';
}

export function checkWebhookUrl(raw: string, allowHttpLoopback: boolean): UrlVerdict {
  if (raw.length > MAX_URL_LENGTH) return { ok: false, reason: `the URL is longer than ${MAX_URL_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'the URL is not an absolute URL' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'the URL may not carry credentials (userinfo)' };
  if (url.hash !== '') return { ok: false, reason: 'the URL may not carry a fragment' };
  // Port 0 names no service: no connection can reach it (the URL parser keeps it, and 00 reads as 0 too).
  if (url.port === '0') return { ok: false, reason: 'the URL names port 0, which no server listens on' };
  if (allowHttpLoopback && (url.protocol === 'http:' || url.protocol === 'https:') && loopbackDevTarget(url)) return { ok: true, url: url.href };
  if (url.protocol !== 'https:') return { ok: false, reason: 'the URL must use https' };
  const blocked = blockedHost(url.hostname);
  if (blocked) return { ok: false, reason: `the URL targets ${blocked}` };
  return { ok: true, url: url.href };
}

/** The resolver resolveAndCheck uses; injectable so tests can stand in for DNS. */
export type LookupAll = (hostname: string, options: { all: true }) => Promise<LookupAddress[]>;

/** Allowed: the addresses the connection may use (pinned). Refused: the first blocked address and why. */
export type AddressVerdict =
  | { readonly ok: true; readonly addresses: readonly LookupAddress[] }
  | { readonly ok: false; readonly address: string; readonly reason: string };

/** RFC 6761: localhost names loopback; the dev allowance pins it there without asking any resolver. */
const LOCALHOST_ADDRESSES: readonly LookupAddress[] = [
  { address: '127.0.0.1', family: 4 },
  { address: '::1', family: 6 },
];

/**
 * Resolves a webhook URL's host and refuses it when any resolved address is blocked. Literal IPs are not
 * resolved (blockedHost judges them directly). The loopback allowance is the registration rule: only
 * 127.0.0.1/localhost with an explicit port. A lookup failure rejects (the attempt fails; nothing is sent).
 */
export async function resolveAndCheck(rawUrl: string, allowLoopback: boolean, lookup: LookupAll = dnsLookup): Promise<AddressVerdict> {
  const url = new URL(rawUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (allowLoopback && loopbackDevTarget(url)) return { ok: true, addresses: isIP(host) === 4 ? [{ address: host, family: 4 }] : LOCALHOST_ADDRESSES };
  const literal = blockedHost(url.hostname);
  if (literal) return { ok: false, address: host, reason: literal };
  const family = isIP(host);
  if (family !== 0) return { ok: true, addresses: [{ address: host, family }] };
  const addresses = await lookup(host, { all: true });
  if (addresses.length === 0) return { ok: false, address: host, reason: 'a host name without addresses' };
  for (const { address } of addresses) {
    const reason = blockedHost(address);
    if (reason) return { ok: false, address, reason };
  }
  return { ok: true, addresses: addresses.map(({ address, family: f }) => ({ address, family: f })) };
}

/** How long a delivery-time verdict is reused for the same URL: a DNS answer's life, roughly. */
export const ADDRESS_CHECK_TTL_MS = 30_000;
/** URLs remembered at most; past it the cache starts over (registrations are few per partner). */
const ADDRESS_CHECK_MAX_ENTRIES = 10_000;

/**
 * resolveAndCheck with its verdict kept per URL for a TTL (one DNS lookup and one address
 * check per origin every 30 s, not per delivery). Safe against rebinding as before: the transport still
 * connects only to the addresses in the verdict, so a name rebound to a private address within the TTL
 * is never reached; the TTL only delays seeing a partner's NEW public addresses. Refusals are cached
 * the same way (a blocked URL stays blocked until re-checked); a failed lookup is not cached (the next
 * attempt asks again).
 */
export class AddressCheckCache {
  private readonly entries = new Map<string, { readonly verdict: AddressVerdict; readonly expiresAtMs: number }>();

  private readonly allowLoopback: boolean;
  private readonly ttlMs: number;
  private readonly lookup: LookupAll;
  constructor(allowLoopback: boolean, ttlMs = ADDRESS_CHECK_TTL_MS, lookup: LookupAll = dnsLookup) {
    this.allowLoopback = allowLoopback;
    this.ttlMs = ttlMs;
    this.lookup = lookup;
  }

  /** The URL's verdict if one is cached and fresh (the dispatcher's synchronous path), else undefined. */
  cached(rawUrl: string): AddressVerdict | undefined {
    const hit = this.entries.get(rawUrl);
    return hit && hit.expiresAtMs > performance.now() ? hit.verdict : undefined;
  }

  async check(rawUrl: string): Promise<AddressVerdict> {
    const hit = this.cached(rawUrl);
    if (hit !== undefined) return hit;
    const verdict = await resolveAndCheck(rawUrl, this.allowLoopback, this.lookup);
    if (this.entries.size >= ADDRESS_CHECK_MAX_ENTRIES) this.entries.clear();
    this.entries.set(rawUrl, { verdict, expiresAtMs: performance.now() + this.ttlMs });
    return verdict;
  }
}
