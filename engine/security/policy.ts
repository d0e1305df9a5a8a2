/**
 * The partner's own security policy (CONTRACT.md section 6 `GET`/`PATCH /security`): scoped
 * keys, signed requests and mTLS (the same controls as the operator flags of section 4, which still
 * override: the effective control is the stricter of the two), MFA for privileged roles, an IP
 * allowlist for API keys, and the approval rules (which actions need a second member).
 * Tightening applies at once; a change that loosens anything waits for an approval
 * (engine/approvals/). This module only knows the values and how they compare.
 */
import ipaddr from 'ipaddr.js';
import type { PartnerFlags } from '../../storage/partners.ts';

export interface ApprovalRules {
  /** Payouts above this amount (USD cents) need an approval; null: no payout does. */
  readonly payoutAboveMinor: number | null;
  readonly keyRotation: boolean;
  readonly keyRevocation: boolean;
  readonly webhookDeletion: boolean;
  readonly settingsChanges: boolean;
  /** How long a request waits for its second member before it expires. */
  readonly expiresInSeconds: number;
}

export interface SecurityPolicy {
  readonly scopedKeysRequired: boolean;
  readonly signedRequestsRequired: boolean;
  readonly mtlsRequired: boolean;
  readonly mfaRequired: boolean;
  /** CIDR blocks (IPv4 and IPv6, normalised); empty: API keys work from any address. */
  readonly ipAllowlist: readonly string[];
  readonly approvals: ApprovalRules;
}

export const DEFAULT_APPROVAL_TTL_SECONDS = 86_400;
export const MIN_APPROVAL_TTL_SECONDS = 300;
export const MAX_APPROVAL_TTL_SECONDS = 7 * 86_400;
export const MAX_ALLOWLIST_ENTRIES = 100;

export const DEFAULT_POLICY: SecurityPolicy = Object.freeze({
  scopedKeysRequired: false,
  signedRequestsRequired: false,
  mtlsRequired: false,
  mfaRequired: false,
  ipAllowlist: [],
  approvals: Object.freeze({
    payoutAboveMinor: null,
    keyRotation: false,
    keyRevocation: false,
    webhookDeletion: false,
    settingsChanges: false,
    expiresInSeconds: DEFAULT_APPROVAL_TTL_SECONDS,
  }),
});

/** A PATCH: absent members keep their value; `approvals` members likewise. */
export interface SecurityPatch {
  readonly scopedKeysRequired?: boolean;
  readonly signedRequestsRequired?: boolean;
  readonly mtlsRequired?: boolean;
  readonly mfaRequired?: boolean;
  readonly ipAllowlist?: readonly string[];
  readonly approvals?: Partial<ApprovalRules>;
}

export function applyPatch(policy: SecurityPolicy, patch: SecurityPatch): SecurityPolicy {
  return {
    scopedKeysRequired: patch.scopedKeysRequired ?? policy.scopedKeysRequired,
    signedRequestsRequired: patch.signedRequestsRequired ?? policy.signedRequestsRequired,
    mtlsRequired: patch.mtlsRequired ?? policy.mtlsRequired,
    mfaRequired: patch.mfaRequired ?? policy.mfaRequired,
    ipAllowlist: patch.ipAllowlist ? [...patch.ipAllowlist] : policy.ipAllowlist,
    approvals: {
      payoutAboveMinor: patch.approvals?.payoutAboveMinor !== undefined ? patch.approvals.payoutAboveMinor : policy.approvals.payoutAboveMinor,
      keyRotation: patch.approvals?.keyRotation ?? policy.approvals.keyRotation,
      keyRevocation: patch.approvals?.keyRevocation ?? policy.approvals.keyRevocation,
      webhookDeletion: patch.approvals?.webhookDeletion ?? policy.approvals.webhookDeletion,
      settingsChanges: patch.approvals?.settingsChanges ?? policy.approvals.settingsChanges,
      expiresInSeconds: patch.approvals?.expiresInSeconds ?? policy.approvals.expiresInSeconds,
    },
  };
}

/** `a.b.c.d/n` or `x::y/n`, or a bare address (a /32 or /128); null when not an address or block. */
export function normaliseCidr(text: string): string | null {
  const trimmed = text.trim();
  // Only the usual spellings: ipaddr.js also reads legacy IPv4 forms ('10.0.0', '0x0a.1') a reader would misjudge.
  if (!isPlainAddress(trimmed.split('/')[0] ?? '')) return null;
  try {
    if (trimmed.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(trimmed);
      const unwrapped = unwrapMapped(address);
      const prefix = unwrapped === address ? bits : bits - 96;
      if (prefix < 0) return null;
      const network =
        unwrapped.kind() === 'ipv4'
          ? ipaddr.IPv4.networkAddressFromCIDR(`${unwrapped}/${prefix}`)
          : ipaddr.IPv6.networkAddressFromCIDR(`${unwrapped}/${prefix}`);
      return `${network.toString()}/${prefix}`;
    }
    if (!ipaddr.isValid(trimmed)) return null;
    const address = unwrapMapped(ipaddr.parse(trimmed));
    return `${address.toString()}/${address.kind() === 'ipv4' ? 32 : 128}`;
  } catch {
    return null;
  }
}

const isPlainAddress = (text: string): boolean => ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);

function unwrapMapped(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

/** The socket's peer address, IPv4-mapped IPv6 (`::ffff:127.0.0.1`) read as the IPv4 it carries. */
export function parseClientAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!isPlainAddress(text)) return null;
  return unwrapMapped(ipaddr.parse(text));
}

function inBlock(address: ipaddr.IPv4 | ipaddr.IPv6, cidr: string): boolean {
  const [network, bits] = ipaddr.parseCIDR(cidr);
  return network.kind() === address.kind() && address.match([network, bits]);
}

/** Whether the allowlist admits the address (an empty list admits every address). */
export function allowlistAdmits(allowlist: readonly string[], address: ipaddr.IPv4 | ipaddr.IPv6 | null): boolean {
  if (allowlist.length === 0) return true;
  return address !== null && allowlist.some((cidr) => inBlock(address, cidr));
}

/** Every address `next` admits, `previous` admits too (CIDR containment, block by block). */
function allowlistWithin(next: readonly string[], previous: readonly string[]): boolean {
  if (previous.length === 0) return true;
  if (next.length === 0) return false;
  return next.every((cidr) => {
    const [network, bits] = ipaddr.parseCIDR(cidr);
    return previous.some((outer) => {
      const [outerNetwork, outerBits] = ipaddr.parseCIDR(outer);
      return outerNetwork.kind() === network.kind() && outerBits <= bits && inBlock(network, outer);
    });
  });
}

/**
 * What `next` loosens compared with `previous`, by member name: an empty list means the change only
 * tightens (or changes nothing) and applies at once.
 */
export function loosenedMembers(previous: SecurityPolicy, next: SecurityPolicy): string[] {
  const out: string[] = [];
  for (const flag of ['scopedKeysRequired', 'signedRequestsRequired', 'mtlsRequired', 'mfaRequired'] as const) {
    if (previous[flag] && !next[flag]) out.push(flag);
  }
  if (!allowlistWithin(next.ipAllowlist, previous.ipAllowlist)) out.push('ipAllowlist');
  const a = previous.approvals;
  const b = next.approvals;
  if (a.payoutAboveMinor !== null && (b.payoutAboveMinor === null || b.payoutAboveMinor > a.payoutAboveMinor)) out.push('approvals.payoutAbove');
  for (const rule of ['keyRotation', 'keyRevocation', 'webhookDeletion', 'settingsChanges'] as const) {
    if (a[rule] && !b[rule]) out.push(`approvals.${rule}`);
  }
  if (b.expiresInSeconds > a.expiresInSeconds) out.push('approvals.expiresInSeconds');
  return out;
}

export interface EffectiveControls {
  readonly scopedKeysRequired: boolean;
  readonly signedRequestsRequired: boolean;
  readonly mtlsRequired: boolean;
  readonly mfaRequired: boolean;
  readonly ipAllowlist: readonly string[];
}

/** The stricter of the operator's flags and the partner's own policy. */
export function effectiveControls(flags: PartnerFlags, policy: SecurityPolicy): EffectiveControls {
  return {
    scopedKeysRequired: flags.scopedKeysRequired === true || policy.scopedKeysRequired,
    signedRequestsRequired: flags.signedRequestsRequired === true || policy.signedRequestsRequired,
    mtlsRequired: flags.mtlsRequired === true || policy.mtlsRequired,
    mfaRequired: policy.mfaRequired,
    ipAllowlist: policy.ipAllowlist,
  };
}
