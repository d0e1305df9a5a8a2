/**
 * Every block of the IANA IPv4 and IPv6 Special-Purpose Address Registries (as of 2025: RFC 6890 and
 * its updates, https://www.iana.org/assignments/iana-ipv4-special-registry and
 * .../iana-ipv6-special-registry), with the registry's name for each, plus the non-global forms beyond
 * the registries that a webhook URL may not target either. The SSRF tests refuse the first and the last
 * address of every block, at registration and at delivery.
 */
import ipaddr from 'ipaddr.js';

export interface SpecialBlock {
  readonly block: string;
  readonly name: string;
}

export const IPV4_SPECIAL_PURPOSE: readonly SpecialBlock[] = [
  { block: '0.0.0.0/8', name: '"This network"' },
  { block: '0.0.0.0/32', name: '"This host on this network"' },
  { block: '10.0.0.0/8', name: 'Private-Use' },
  { block: '100.64.0.0/10', name: 'Shared Address Space' },
  { block: '127.0.0.0/8', name: 'Loopback' },
  { block: '169.254.0.0/16', name: 'Link Local' },
  { block: '172.16.0.0/12', name: 'Private-Use' },
  { block: '192.0.0.0/24', name: 'IETF Protocol Assignments' },
  { block: '192.0.0.0/29', name: 'IPv4 Service Continuity Prefix' },
  { block: '192.0.0.8/32', name: 'IPv4 dummy address' },
  { block: '192.0.0.9/32', name: 'Port Control Protocol Anycast' },
  { block: '192.0.0.10/32', name: 'Traversal Using Relays around NAT Anycast' },
  { block: '192.0.0.170/32', name: 'NAT64/DNS64 Discovery' },
  { block: '192.0.0.171/32', name: 'NAT64/DNS64 Discovery' },
  { block: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)' },
  { block: '192.31.196.0/24', name: 'AS112-v4' },
  { block: '192.52.193.0/24', name: 'AMT' },
  { block: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)' },
  { block: '192.88.99.2/32', name: '6a44-relay anycast address' },
  { block: '192.168.0.0/16', name: 'Private-Use' },
  { block: '192.175.48.0/24', name: 'Direct Delegation AS112 Service' },
  { block: '198.18.0.0/15', name: 'Benchmarking' },
  { block: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)' },
  { block: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)' },
  { block: '240.0.0.0/4', name: 'Reserved' },
  { block: '255.255.255.255/32', name: 'Limited Broadcast' },
];

export const IPV6_SPECIAL_PURPOSE: readonly SpecialBlock[] = [
  { block: '::1/128', name: 'Loopback Address' },
  { block: '::/128', name: 'Unspecified Address' },
  { block: '::ffff:0:0/96', name: 'IPv4-mapped Address' },
  { block: '64:ff9b::/96', name: 'IPv4-IPv6 Translat.' },
  { block: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translat. (local use)' },
  { block: '100::/64', name: 'Discard-Only Address Block' },
  { block: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix' },
  { block: '2001::/23', name: 'IETF Protocol Assignments' },
  { block: '2001::/32', name: 'TEREDO' },
  { block: '2001:1::1/128', name: 'Port Control Protocol Anycast' },
  { block: '2001:1::2/128', name: 'Traversal Using Relays around NAT Anycast' },
  { block: '2001:1::3/128', name: 'DNS-SD Service Registration Protocol Anycast' },
  { block: '2001:2::/48', name: 'Benchmarking' },
  { block: '2001:3::/32', name: 'AMT' },
  { block: '2001:4:112::/48', name: 'AS112-v6' },
  { block: '2001:10::/28', name: 'Deprecated (previously ORCHID)' },
  { block: '2001:20::/28', name: 'ORCHIDv2' },
  { block: '2001:30::/28', name: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix' },
  { block: '2001:db8::/32', name: 'Documentation' },
  { block: '2002::/16', name: '6to4' },
  { block: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service' },
  { block: '3fff::/20', name: 'Documentation' },
  { block: '5f00::/16', name: 'Segment Routing (SRv6) SIDs' },
  { block: 'fc00::/7', name: 'Unique-Local' },
  { block: 'fe80::/10', name: 'Link-Local Unicast' },
];

/** Not in the special-purpose registries, and not global unicast either. */
export const OTHER_NON_GLOBAL: readonly SpecialBlock[] = [
  { block: '224.0.0.0/4', name: 'IPv4 multicast' },
  { block: 'ff00::/8', name: 'IPv6 multicast' },
  { block: 'fec0::/10', name: 'Site-local (deprecated, RFC 3879)' },
  { block: '::/96', name: 'IPv4-compatible (deprecated, RFC 4291)' },
  { block: '::ffff:0:0:0/96', name: 'IPv4-translated (RFC 6145)' },
  { block: '4000::/3', name: 'Unassigned IPv6 (outside 2000::/3)' },
];

/** The first and the last address of a block (one address for a /32 or /128). */
export function edges(block: string): string[] {
  const kind = ipaddr.IPv4.isValidCIDR(block) ? ipaddr.IPv4 : ipaddr.IPv6;
  return [...new Set([kind.networkAddressFromCIDR(block).toString(), kind.broadcastAddressFromCIDR(block).toString()])];
}

/** Every address the SSRF policy must refuse, with the block it stands for. */
export function refusedAddresses(): { address: string; block: string; name: string }[] {
  return [...IPV4_SPECIAL_PURPOSE, ...IPV6_SPECIAL_PURPOSE, ...OTHER_NON_GLOBAL].flatMap(({ block, name }) =>
    edges(block).map((address) => ({ address, block, name })),
  );
}

/** IPv4-embedding forms, each reaching a non-public IPv4, with what it must be called. */
export const EMBEDDED_FORMS: readonly { address: string; reason: RegExp }[] = [
  { address: '::127.0.0.1', reason: /loopback.*127\.0\.0\.1.*IPv4-compatible/ },
  { address: '::ffff:0:7f00:1', reason: /loopback.*127\.0\.0\.1.*IPv4-translated/ },
  { address: '::ffff:127.0.0.1', reason: /^a loopback address$/ },
  { address: '64:ff9b::7f00:1', reason: /loopback.*127\.0\.0\.1.*NAT64/ },
  { address: '64:ff9b::a9fe:a9fe', reason: /link-local.*169\.254\.169\.254.*NAT64/ },
  { address: '64:ff9b:1::a9fe:a9fe', reason: /link-local.*169\.254\.169\.254.*NAT64/ },
  { address: '2002:a00:1::1', reason: /private.*10\.0\.0\.1.*6to4/ },
  { address: '2002:5db8:d822::1', reason: /^a 6to4 address$/ },
  { address: '2001:0:4136:e378:8000:63bf:f5ff:fffe', reason: /private.*10\.0\.0\.1.*Teredo/ },
];
