/**
 * The delivery-time SSRF re-check (resolveAndCheck) with a stub DNS resolver standing in for
 * node:dns/promises: a public name is judged by every address it resolves to (DNS rebinding), against
 * every block of both IANA special-purpose address registries (test/helpers/special-purpose-addresses.ts).
 */
import type { LookupAddress } from 'node:dns';
import test from 'ava';
import { AddressCheckCache, resolveAndCheck } from '../../engine/webhooks/ssrf.ts';
import { EMBEDDED_FORMS, refusedAddresses } from '../helpers/special-purpose-addresses.ts';

function resolvesTo(...addresses: string[]) {
  const asked: string[] = [];
  const lookup = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, asked };
}

test('a public name resolving to a private address (10.0.0.5) is refused, naming the address', async (t) => {
  const dns = resolvesTo('10.0.0.5');
  const v = await resolveAndCheck('https://hooks.partner.example/in', false, dns.lookup);
  t.deepEqual(v, { ok: false, address: '10.0.0.5', reason: 'a private address' });
  t.deepEqual(dns.asked, ['hooks.partner.example']);
});

test('a public name resolving to a public address (93.184.216.34) is accepted', async (t) => {
  const v = await resolveAndCheck('https://hooks.partner.example/in', false, resolvesTo('93.184.216.34').lookup);
  t.deepEqual(v, { ok: true, addresses: [{ address: '93.184.216.34', family: 4 }] }, 'the checked addresses, which the transport pins');
});

test('a name resolving to both a public and a private address is refused', async (t) => {
  const v = await resolveAndCheck('https://hooks.partner.example/in', false, resolvesTo('93.184.216.34', '10.0.0.5').lookup);
  t.deepEqual(v, { ok: false, address: '10.0.0.5', reason: 'a private address' });
});

test('a name resolving to IPv4-mapped loopback (::ffff:127.0.0.1) is refused without the loopback flag', async (t) => {
  const v = await resolveAndCheck('https://hooks.partner.example/in', false, resolvesTo('::ffff:127.0.0.1').lookup);
  t.deepEqual(v, { ok: false, address: '::ffff:127.0.0.1', reason: 'a loopback address' });
});

test('the loopback flag admits only 127.0.0.1/localhost with a port, not a public name resolving to loopback', async (t) => {
  const dns = resolvesTo('127.0.0.1');
  t.deepEqual(await resolveAndCheck('http://127.0.0.1:9000/hook', true, dns.lookup), { ok: true, addresses: [{ address: '127.0.0.1', family: 4 }] });
  t.deepEqual(await resolveAndCheck('http://localhost:9000/hook', true, dns.lookup), {
    ok: true,
    addresses: [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ],
  });
  t.deepEqual(dns.asked, [], 'the allowed dev target is not resolved');
  t.false((await resolveAndCheck('https://rebound.partner.example/in', true, dns.lookup)).ok);
  t.false((await resolveAndCheck('http://127.0.0.1/hook', true, dns.lookup)).ok);
});

test('literal IPs are judged directly without a DNS lookup', async (t) => {
  const dns = resolvesTo('10.0.0.5');
  t.deepEqual(await resolveAndCheck('https://93.184.216.34/in', false, dns.lookup), { ok: true, addresses: [{ address: '93.184.216.34', family: 4 }] });
  t.false((await resolveAndCheck('https://[::ffff:a00:5]/in', false, dns.lookup)).ok);
  t.deepEqual(dns.asked, []);
});

test('a failing lookup rejects, so the attempt fails without a request', async (t) => {
  const lookup = async (): Promise<LookupAddress[]> => {
    throw new Error('getaddrinfo ENOTFOUND hooks.partner.example');
  };
  await t.throwsAsync(resolveAndCheck('https://hooks.partner.example/in', false, lookup), { message: /ENOTFOUND/ });
});

test('a name resolving into any IANA special-purpose block, or any other non-global address, is refused at delivery', async (t) => {
  for (const { address, block, name } of refusedAddresses()) {
    const v = await resolveAndCheck('https://hooks.partner.example/in', false, resolvesTo('93.184.216.34', address).lookup);
    t.false(v.ok, `${address} (${block}, ${name})`);
    if (!v.ok) t.is(v.address, address, `${address} (${block}, ${name})`);
  }
});

test('a name resolving to an IPv6 form that embeds a non-public IPv4 is refused at delivery, naming the IPv4', async (t) => {
  for (const { address, reason } of EMBEDDED_FORMS) {
    const v = await resolveAndCheck('https://hooks.partner.example/in', false, resolvesTo(address).lookup);
    t.false(v.ok, address);
    if (!v.ok) t.regex(v.reason, reason, address);
  }
  t.true(
    (await resolveAndCheck('https://hooks.partner.example/in', false, resolvesTo('2606:4700::1111', '::ffff:93.184.216.34').lookup)).ok,
    'public IPv6 and a mapped public IPv4 pass',
  );
});

test('the address check cache asks DNS once per URL within its TTL, again after it, and never caches a failed lookup', async (t) => {
  let failNext = false;
  const dns = resolvesTo('93.184.216.34');
  const lookup = async (hostname: string): Promise<LookupAddress[]> => {
    if (failNext) {
      failNext = false;
      throw new Error('getaddrinfo ENOTFOUND');
    }
    return dns.lookup(hostname);
  };
  const ttlMs = 50;
  const cache = new AddressCheckCache(false, ttlMs, lookup);
  const url = 'https://hooks.partner.example/in';
  const first = await cache.check(url);
  t.deepEqual(await cache.check(url), first);
  t.deepEqual(dns.asked, ['hooks.partner.example'], 'one lookup within the TTL');
  await new Promise((r) => setTimeout(r, ttlMs + 20));
  failNext = true;
  await t.throwsAsync(cache.check(url), { message: /ENOTFOUND/ });
  t.true((await cache.check(url)).ok, 'the failure was not cached: the next attempt asks again');
  t.is(dns.asked.length, 2);
});

test('the address check cache keeps a refusal for its TTL too: a blocked name is not re-resolved per attempt', async (t) => {
  const dns = resolvesTo('10.0.0.5');
  const cache = new AddressCheckCache(false, 60_000, dns.lookup);
  for (let i = 0; i < 3; i += 1) t.false((await cache.check('https://rebound.partner.example/in')).ok);
  t.is(dns.asked.length, 1);
});
