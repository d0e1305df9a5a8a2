/**
 * The SDK's webhook verifier: a real delivery of the service (a receiver on a loopback port) verifies
 * with the webhook's secret and a changed byte does not; the timestamped header
 * `x-service-signature-v2: t=<seconds>,v1=<hex HMAC-SHA256 of "{t}.{raw body}">` is checked against
 * that formula, with its tolerance window, several v1 values (secret rotation) and malformed values.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import test from 'ava';
import { createPartnerClient, verifyWebhook, WebhookVerificationError } from '@partner-brokerage/sdk';
import { startTestServer, type TestServer, uniqueKey } from '../helpers/server.ts';

const SECRET = 'whsec_test_0123456789abcdef';
const BODY = JSON.stringify({ eventId: 'evt_00000000000042', event: 'deposit.confirmed', timestamp: '2026-09-01T09:00:00.000Z', data: {} });
const NOW = 1_788_253_200;

const hmac = (secret: string, text: string): string => createHmac('sha256', secret).update(text).digest('hex');
const v2 = (t: number, body = BODY, secret = SECRET): string => `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;

test('a timestamped signature within the tolerance verifies and answers the typed event', (t) => {
  const event = verifyWebhook(BODY, { 'x-service-signature-v2': v2(NOW - 100) }, { secret: SECRET, nowSeconds: NOW });
  t.is(event.event, 'deposit.confirmed');
  t.is(event.eventId, 'evt_00000000000042');
  // Fetch Headers and a Uint8Array body work the same.
  t.is(
    verifyWebhook(new TextEncoder().encode(BODY), new Headers({ 'X-Service-Signature-V2': v2(NOW + 100) }), { secret: SECRET, nowSeconds: NOW }).eventId,
    'evt_00000000000042',
  );
});

test('a timestamp outside the tolerance window is refused, however good the signature', (t) => {
  const old = t.throws(() => verifyWebhook(BODY, { 'x-service-signature-v2': v2(NOW - 301) }, { secret: SECRET, nowSeconds: NOW }), {
    instanceOf: WebhookVerificationError,
  });
  t.is(old?.reason, 'timestamp_outside_tolerance');
  const future = t.throws(() => verifyWebhook(BODY, { 'x-service-signature-v2': v2(NOW + 61) }, { secret: SECRET, nowSeconds: NOW, toleranceSeconds: 60 }), {
    instanceOf: WebhookVerificationError,
  });
  t.is(future?.reason, 'timestamp_outside_tolerance');
});

test('a changed body, timestamp or secret does not verify', (t) => {
  const header = v2(NOW);
  const reasonOf = (body: string, headers: Record<string, string>, secret = SECRET) =>
    t.throws(() => verifyWebhook(body, headers, { secret, nowSeconds: NOW }), { instanceOf: WebhookVerificationError })?.reason;
  t.is(reasonOf(BODY.replace('42', '43'), { 'x-service-signature-v2': header }), 'signature_mismatch');
  t.is(reasonOf(BODY, { 'x-service-signature-v2': header.replace(`t=${NOW}`, `t=${NOW - 1}`) }), 'signature_mismatch');
  t.is(reasonOf(BODY, { 'x-service-signature-v2': header }, 'another-secret-0123456789'), 'signature_mismatch');
  t.is(reasonOf(BODY, { 'x-service-signature-v2': 'v1=abc' }), 'malformed_signature');
  t.is(reasonOf(BODY, {}), 'missing_signature');
  t.is(reasonOf('not json', { 'x-service-signature': hmac(SECRET, 'not json') }), 'malformed_body');
});

test('several v1 values (a secret being rotated): any one matching verifies', (t) => {
  const header = `t=${NOW},v1=${hmac('the-old-secret-0123456789', `${NOW}.${BODY}`)},v1=${hmac(SECRET, `${NOW}.${BODY}`)}`;
  t.is(verifyWebhook(BODY, { 'x-service-signature-v2': header }, { secret: SECRET, nowSeconds: NOW }).event, 'deposit.confirmed');
});

test('the body signature alone verifies unless the timestamp is required; the timestamped one wins when both are present', (t) => {
  const v1 = hmac(SECRET, BODY);
  t.is(verifyWebhook(BODY, { 'x-service-signature': v1 }, { secret: SECRET }).event, 'deposit.confirmed');
  t.is(
    t.throws(() => verifyWebhook(BODY, { 'x-service-signature': v1 }, { secret: SECRET, requireTimestamp: true }), { instanceOf: WebhookVerificationError })
      ?.reason,
    'missing_signature',
  );
  // A good body signature does not rescue a stale timestamped one: a replay is refused.
  t.is(
    t.throws(() => verifyWebhook(BODY, { 'x-service-signature': v1, 'x-service-signature-v2': v2(NOW - 3600) }, { secret: SECRET, nowSeconds: NOW }), {
      instanceOf: WebhookVerificationError,
    })?.reason,
    'timestamp_outside_tolerance',
  );
});

interface Delivery {
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A webhook receiver on a loopback port: resolves with the first delivery. */
async function receiver(): Promise<{ url: string; first: Promise<Delivery>; close: () => Promise<void> }> {
  let deliver: (d: Delivery) => void = () => {};
  const first = new Promise<Delivery>((resolve) => {
    deliver = resolve;
  });
  const http = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(200).end();
      deliver({ headers: req.headers, body: Buffer.concat(chunks) });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, first, close: () => new Promise((resolve) => http.close(() => resolve())) };
}

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after.always(async () => {
  await server?.close();
});

test('a real delivery verifies with the webhook secret; a changed byte does not', async (t) => {
  const hook = await receiver();
  t.teardown(hook.close);
  const { apiKey } = await server.sandboxPartner();
  const client = createPartnerClient({ apiKey, baseUrl: server.url });
  const webhook = await client.post('/webhooks', { body: { url: hook.url, events: ['deposit.confirmed'] } });
  t.truthy(webhook.secret, 'a generated secret, shown once');
  const { userId } = await client.post('/users', { body: { externalId: uniqueKey('sdk-hook') } });
  await client.post('/users/{userId}/deposit', { params: { path: { userId } }, body: { amount: 12 } });
  const delivery = await hook.first;
  const nowSeconds = Math.floor(server.running.service.clock.nowMs() / 1000);
  const event = verifyWebhook(delivery.body, delivery.headers, { secret: webhook.secret!, nowSeconds });
  t.is(event.event, 'deposit.confirmed');
  t.is(event.eventId, String(delivery.headers['x-service-event-id']));
  // Once the service sends the timestamped header, the same delivery verifies with it alone required.
  if (delivery.headers['x-service-signature-v2'] !== undefined)
    t.is(verifyWebhook(delivery.body, delivery.headers, { secret: webhook.secret!, nowSeconds, requireTimestamp: true }).eventId, event.eventId);
  const changed = Buffer.from(delivery.body.toString('utf8').replace('"deposit.confirmed"', '"deposit.confirmeD"'));
  t.throws(() => verifyWebhook(changed, delivery.headers, { secret: webhook.secret!, nowSeconds }), { instanceOf: WebhookVerificationError });
});
