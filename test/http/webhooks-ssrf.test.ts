/**
 * The webhook URL policy through a real server. With WEBHOOK_ALLOW_HTTP_LOOPBACK=false only https to
 * public hosts is accepted; with it true (the test helper's default) http to 127.0.0.1/localhost with
 * a port is accepted as well, and nothing else is loosened. Every block of both IANA special-purpose
 * address registries is refused (the table: test/helpers/special-purpose-addresses.ts).
 */
import test from 'ava';
import { SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { EMBEDDED_FORMS, refusedAddresses } from '../helpers/special-purpose-addresses.ts';

async function register(s: TestServer, key: string, url: string) {
  return s.request('POST', `${SANDBOX}/webhooks`, { key, idempotencyKey: uniqueKey(), body: { url, events: ['*'] } });
}

const REFUSED: [string, RegExp][] = [
  ['http://example.com/hook', /https/],
  ['http://127.0.0.1:8080/hook', /https/],
  ['http://localhost:8080/hook', /https/],
  ['javascript:alert(1)', /https/],
  ['file:///etc/passwd', /https/],
  ['https://user:pass@example.com/hook', /userinfo/],
  ['https://example.com/hook#frag', /fragment/],
  ['https://localhost/hook', /loopback/],
  ['https://api.localhost/hook', /loopback/],
  ['https://127.0.0.1/hook', /loopback/],
  ['https://127.8.9.10/hook', /loopback/],
  ['https://[::1]/hook', /loopback/],
  ['https://10.1.2.3/hook', /private/],
  ['https://172.16.0.1/hook', /private/],
  ['https://172.31.255.255/hook', /private/],
  ['https://192.168.1.10/hook', /private/],
  ['https://[fc00::1]/hook', /private/],
  ['https://[fd12:3456::1]/hook', /private/],
  ['https://169.254.169.254/latest/meta-data', /link-local/],
  ['https://[fe80::1]/hook', /link-local/],
  ['https://0.0.0.0/hook', /unspecified/],
  ['https://[::]/hook', /unspecified/],
  ['https://[::ffff:10.0.0.1]/hook', /private/],
  ['https://2130706433/hook', /loopback/],
  ['https://0x7f.1/hook', /loopback/],
  ['https://intranet/hook', /fully qualified/],
  ['not a url at all', /absolute URL/],
];

test('without the loopback allowance, private, loopback, link-local, unspecified, userinfo and non-https targets are refused with a reason', async (t) => {
  const s = await startTestServer({ WEBHOOK_ALLOW_HTTP_LOOPBACK: 'false' });
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  for (const [url, reason] of REFUSED) {
    const res = await register(s, apiKey, url);
    t.is(res.status, 400, url);
    t.is(res.body.error.code, 'VALIDATION_ERROR', url);
    t.is(res.body.error.param, 'url', url);
    t.regex(res.body.error.reason, reason, url);
  }
  t.deepEqual((await s.request('GET', `${SANDBOX}/webhooks`, { key: apiKey })).body.webhooks, [], 'nothing was registered');
});

test('without the loopback allowance, https to public hosts and public addresses is accepted', async (t) => {
  const s = await startTestServer({ WEBHOOK_ALLOW_HTTP_LOOPBACK: 'false' });
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  for (const url of ['https://hooks.example.com/partner?x=1', 'https://93.184.216.34:8443/hook', 'https://172.32.0.1/hook', 'https://[2606:4700::1111]/hook']) {
    const res = await register(s, apiKey, url);
    t.is(res.status, 201, url);
  }
  t.is((await s.request('GET', `${SANDBOX}/webhooks`, { key: apiKey })).body.webhooks.length, 4);
});

test('with the loopback allowance, http to 127.0.0.1 or localhost with a port is accepted and every other refusal stands', async (t) => {
  const s = await startTestServer({ WEBHOOK_ALLOW_HTTP_LOOPBACK: 'true' });
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  for (const url of ['http://127.0.0.1:9000/hook', 'http://localhost:9000/hook']) t.is((await register(s, apiKey, url)).status, 201, url);
  for (const url of [
    'http://127.0.0.1/hook',
    'http://10.0.0.1:9000/hook',
    'http://example.com:9000/hook',
    'https://169.254.169.254/x',
    'http://user:pw@127.0.0.1:9000/hook',
  ]) {
    const res = await register(s, apiKey, url);
    t.is(res.status, 400, url);
    t.is(res.body.error.code, 'VALIDATION_ERROR', url);
  }
});

test('the loopback allowance reads every boolean spelling: 1, yes and TRUE allow http loopback; 0, no and False do not', async (t) => {
  for (const [spelling, allowed] of [
    ['1', true],
    ['yes', true],
    ['TRUE', true],
    ['0', false],
    ['no', false],
    ['False', false],
  ] as const) {
    const s = await startTestServer({ WEBHOOK_ALLOW_HTTP_LOOPBACK: spelling });
    try {
      const { apiKey } = await s.sandboxPartner();
      t.is((await register(s, apiKey, 'http://127.0.0.1:9000/hook')).status, allowed ? 201 : 400, `WEBHOOK_ALLOW_HTTP_LOOPBACK=${spelling}`);
    } finally {
      await s.close();
    }
  }
});

test('every IANA special-purpose block (IPv4 and IPv6 registries) and every other non-global form is refused at registration, first and last address', async (t) => {
  const s = await startTestServer({ WEBHOOK_ALLOW_HTTP_LOOPBACK: 'false' });
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const targets = refusedAddresses();
  t.log(`${targets.length} addresses from ${new Set(targets.map((a) => a.block)).size} blocks`);
  for (const { address, block, name } of targets) {
    const res = await register(s, apiKey, `https://${address.includes(':') ? `[${address}]` : address}/hook`);
    t.is(res.status, 400, `${address} (${block}, ${name})`);
    t.like(res.body.error, { code: 'VALIDATION_ERROR', param: 'url' }, `${address} (${block}, ${name})`);
    t.regex(res.body.error.reason, /^the URL targets an? /, `${address} (${block}, ${name})`);
  }
  t.deepEqual((await s.request('GET', `${SANDBOX}/webhooks`, { key: apiKey })).body.webhooks, [], 'nothing was registered');
});

test('IPv6 forms embedding a non-public IPv4 (IPv4-compatible, IPv4-translated, NAT64, 6to4, Teredo) are refused, naming the IPv4 they reach', async (t) => {
  const s = await startTestServer({ WEBHOOK_ALLOW_HTTP_LOOPBACK: 'false' });
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  for (const { address, reason } of EMBEDDED_FORMS) {
    const res = await register(s, apiKey, `https://[${address}]/hook`);
    t.is(res.status, 400, address);
    t.is(res.body.error.code, 'VALIDATION_ERROR', address);
    t.regex(res.body.error.reason.replace(/^the URL targets /, ''), reason, address);
  }
  t.is((await register(s, apiKey, 'https://[::ffff:93.184.216.34]/hook')).status, 201, 'an IPv4-mapped public address is that public IPv4');
});
