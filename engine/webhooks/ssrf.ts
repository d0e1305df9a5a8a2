/**
 * The webhook URL policy, checked at registration: https to a public host only. Literal IP addresses
 * in private, loopback, link-local, unique-local and unspecified ranges are refused, as are host names
 * that name such targets (localhost). A public name can still resolve to a private address: the
 * dispatcher must re-check the resolved address at delivery time (DNS rebinding), not trust this check.
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

export type UrlVerdict = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly reason: string };

const MAX_URL_LENGTH = 2048;

function ipv4Blocked(ip: string): string | null {
  const [a, b] = ip.split('.').map(Number) as [number, number, number, number];
  if (a === 0) return 'an unspecified address';
  if (a === 127) return 'a loopback address';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'a private address';
  if (a === 169 && b === 254) return 'a link-local address';
  if (a === 100 && b >= 64 && b <= 127) return 'a shared (carrier-grade NAT) address';
  if (a >= 224) return 'a multicast or reserved address';
  return null;
}

function ipv6Blocked(ip: string): string | null {
  const lower = ip.toLowerCase();
  // IPv4-mapped addresses (::ffff:10.0.0.1, or the hex form URL parsing produces) follow the IPv4 rules.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return ipv4Blocked(mapped[1]!);
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hexMapped) {
    const hi = parseInt(hexMapped[1]!, 16);
    const lo = parseInt(hexMapped[2]!, 16);
    return ipv4Blocked(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  if (lower === '::') return 'an unspecified address';
  if (lower === '::1') return 'a loopback address';
  const first = parseInt(lower.split(':')[0] || '0', 16);
  if ((first & 0xfe00) === 0xfc00) return 'a unique-local (private) address';
  if ((first & 0xffc0) === 0xfe80) return 'a link-local address';
  if ((first & 0xff00) === 0xff00) return 'a multicast address';
  return null;
}

/** Why this host may not receive webhooks, or null when it may. */
export function blockedHost(hostname: string): string | null {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return 'a loopback host name';
  const family = isIP(host);
  if (family === 4) return ipv4Blocked(host);
  if (family === 6) return ipv6Blocked(host);
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
const LOCALHOST_ADDRESSES: readonly LookupAddress[] = [{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }];

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
