/**
 * The security policy's comparisons, as properties: a change that only tightens is never
 * reported as loosening and vice versa; an allowlist block admits exactly the addresses inside it;
 * normalising a CIDR is idempotent; and the approved actions run the same handlers as their features'
 * commands (the registry is derived from the command definitions, not a copy).
 */
import test from 'ava';
import fc from 'fast-check';
import { approvablesOf } from '../../engine/approval-hold.ts';
import { commandDefinitions } from '../../engine/handlers.ts';
import { account, funding, keys, security, webhooks } from '../../engine/features/index.ts';
import { applySecurityPatch } from '../../engine/security/commands.ts';
import {
  allowlistAdmits,
  applyPatch,
  DEFAULT_POLICY,
  effectiveControls,
  loosenedMembers,
  normaliseCidr,
  parseClientAddress,
  type SecurityPolicy,
} from '../../engine/security/policy.ts';

const RUNS = { numRuns: 200 };
const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.'));
const block = fc.tuple(ipv4, fc.integer({ min: 8, max: 32 })).map(([a, bits]) => normaliseCidr(`${a}/${bits}`)!);

const policy = fc.record({
  scopedKeysRequired: fc.boolean(),
  signedRequestsRequired: fc.boolean(),
  mtlsRequired: fc.boolean(),
  mfaRequired: fc.boolean(),
  ipAllowlist: fc.array(block, { maxLength: 3 }),
  approvals: fc.record({
    payoutAboveMinor: fc.option(fc.nat(1_000_000), { nil: null }),
    keyRotation: fc.boolean(),
    keyRevocation: fc.boolean(),
    webhookDeletion: fc.boolean(),
    settingsChanges: fc.boolean(),
    expiresInSeconds: fc.integer({ min: 300, max: 604_800 }),
  }),
}) as fc.Arbitrary<SecurityPolicy>;

test('a policy compared with itself loosens nothing', (t) => {
  fc.assert(
    fc.property(policy, (p) => loosenedMembers(p, p).length === 0),
    RUNS,
  );
  t.pass();
});

test('turning every control on and narrowing every rule only tightens; undoing it loosens each member turned on', (t) => {
  fc.assert(
    fc.property(policy, (p) => {
      const strict = applyPatch(p, {
        scopedKeysRequired: true,
        signedRequestsRequired: true,
        mtlsRequired: true,
        mfaRequired: true,
        approvals: { keyRotation: true, keyRevocation: true, webhookDeletion: true, settingsChanges: true, payoutAboveMinor: 0, expiresInSeconds: 300 },
      });
      if (loosenedMembers(p, strict).length !== 0) return false;
      const back = loosenedMembers(strict, p);
      const flags = (['scopedKeysRequired', 'signedRequestsRequired', 'mtlsRequired', 'mfaRequired'] as const).filter((f) => !p[f]);
      return flags.every((f) => back.includes(f));
    }),
    RUNS,
  );
  t.pass();
});

test('an allowlist block admits an address exactly when its network prefix matches', (t) => {
  fc.assert(
    fc.property(ipv4, fc.integer({ min: 0, max: 32 }), ipv4, (net, bits, probe) => {
      const cidr = normaliseCidr(`${net}/${bits}`)!;
      const toInt = (a: string) => a.split('.').reduce((n, o) => n * 256 + Number(o), 0);
      const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
      const expected = (toInt(net) & mask) >>> 0 === (toInt(probe) & mask) >>> 0;
      return allowlistAdmits([cidr], parseClientAddress(probe)) === expected;
    }),
    RUNS,
  );
  t.pass();
});

test('narrowing an allowlist to a sub-block tightens; adding a block or emptying the list loosens', (t) => {
  fc.assert(
    fc.property(block, fc.integer({ min: 0, max: 8 }), (outer, extra) => {
      const bits = Number(outer.split('/')[1]);
      const inner = normaliseCidr(`${outer.split('/')[0]}/${Math.min(32, bits + extra)}`)!;
      const base = applyPatch(DEFAULT_POLICY, { ipAllowlist: [outer] });
      const narrowed = applyPatch(base, { ipAllowlist: [inner] });
      const emptied = applyPatch(base, { ipAllowlist: [] });
      return loosenedMembers(base, narrowed).length === 0 && loosenedMembers(base, emptied).includes('ipAllowlist');
    }),
    RUNS,
  );
  const base = applyPatch(DEFAULT_POLICY, { ipAllowlist: ['10.0.0.0/8'] });
  t.deepEqual(loosenedMembers(base, applyPatch(base, { ipAllowlist: ['10.0.0.0/8', '192.0.2.0/24'] })), ['ipAllowlist']);
  t.deepEqual(loosenedMembers(base, applyPatch(base, { ipAllowlist: ['::1/128'] })), ['ipAllowlist'], 'another family is not inside');
});

test('CIDR normalisation: bare addresses become host blocks, host bits are cleared, mapped IPv4 is unwrapped, garbage is null', (t) => {
  t.is(normaliseCidr('10.1.2.3'), '10.1.2.3/32');
  t.is(normaliseCidr('10.1.2.3/8'), '10.0.0.0/8');
  t.is(normaliseCidr('2001:DB8::1/32'), '2001:db8::/32');
  t.is(normaliseCidr('::1'), '::1/128');
  t.is(normaliseCidr('::ffff:127.0.0.1'), '127.0.0.1/32');
  t.is(normaliseCidr('::ffff:10.0.0.0/104'), '10.0.0.0/8');
  for (const bad of ['10.0.0.0/33', 'nope', '', '10.0.0', '::1/129']) t.is(normaliseCidr(bad), null, bad);
  fc.assert(
    fc.property(block, (c) => normaliseCidr(c) === c),
    RUNS,
  );
  t.is(parseClientAddress('::ffff:127.0.0.1')?.toString(), '127.0.0.1');
});

test('the effective control is the stricter of the operator flag and the partner policy', (t) => {
  fc.assert(
    fc.property(policy, fc.boolean(), fc.boolean(), fc.boolean(), (p, scoped, signed, mtls) => {
      const e = effectiveControls({ scopedKeysRequired: scoped, signedRequestsRequired: signed, mtlsRequired: mtls }, p);
      return (
        e.scopedKeysRequired === (scoped || p.scopedKeysRequired) &&
        e.signedRequestsRequired === (signed || p.signedRequestsRequired) &&
        e.mtlsRequired === (mtls || p.mtlsRequired)
      );
    }),
    RUNS,
  );
  t.pass();
});

test("an approved action runs its feature command's own handler, found by type in the engine's command map", (t) => {
  const registry = approvablesOf(commandDefinitions);
  const runs = (action: string) => registry.get(action)?.runs.handler;
  t.deepEqual([...registry.keys()].sort(), ['key.revoke', 'key.rotate', 'payout', 'security.loosen', 'settings.patch', 'webhook.delete']);
  t.is(runs('payout'), funding.commands.payout.handler);
  t.is(runs('key.rotate'), keys.commands.rotate.handler);
  t.is(runs('key.revoke'), keys.commands.revoke.handler);
  t.is(runs('webhook.delete'), webhooks.commands.delete.handler);
  t.is(runs('settings.patch'), account.commands.patchSettings.handler);
  t.is(runs('security.loosen'), applySecurityPatch);
  t.is(registry.get('security.loosen')?.held, security.commands.patch, 'a loosening is held on the patch command');
});
