/**
 * The timestamped webhook signature (CONTRACT.md section 7): beside the specified X-Service-Signature, every
 * delivery carries X-Service-Signature-V2 `t=<unix seconds>,v1=<hex HMAC-SHA256 of "{t}.{raw body}">`, t being
 * the service clock's time of the attempt. A real receiver on loopback verifies both; a retry and a redelivery
 * are signed anew with their own time, so a receiver that bounds the age of `t` refuses a captured delivery
 * replayed later but accepts the service's own later attempts.
 */
import test from 'ava';
import { DEFAULT_CLOCK, SANDBOX, uniqueKey, type TestServer } from '../helpers/server.ts';
import { log, setup, until, validSignature, verifiedTimestamp, type Received } from './webhook-support.ts';

const START_SECONDS = Date.parse(DEFAULT_CLOCK) / 1000;

/** Real-time bound of each wait (deliveries are asynchronous); it ends as soon as the condition holds. */
const WAIT_MS = 15_000;

const topUp = (s: TestServer, apiKey: string) => s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 25 } });
const topups = (got: readonly Received[]) => got.filter((r) => r.headers['x-service-event'] === 'topup.confirmed');
const timestampOf = (r: Received): number => Number(/^t=(\d+),/.exec(String(r.headers['x-service-signature-v2']))?.[1]);

test('a delivery carries both signatures: the body HMAC as specified and t=<service clock seconds>,v1=<HMAC of "{t}.{body}">', async (t) => {
  const { s, rx, apiKey } = await setup(t, ['topup.confirmed']);
  await topUp(s, apiKey);
  const [r] = await until(() => (topups(rx.got).length === 1 ? topups(rx.got) : undefined), WAIT_MS);
  t.true(validSignature(r!), 'x-service-signature unchanged: hex HMAC-SHA256 of the raw body');
  t.regex(String(r!.headers['x-service-signature-v2']), /^t=\d+,v1=[0-9a-f]{64}$/);
  t.is(timestampOf(r!), START_SECONDS, "t is the (virtual) service clock's time, not the wall clock's");
  t.is(verifiedTimestamp(r!, START_SECONDS), START_SECONDS, 'verifies within the tolerance window');
  t.is(verifiedTimestamp(r!, START_SECONDS + 301), null, 'the same delivery replayed 301 s later is refused');
  t.is(verifiedTimestamp(r!, START_SECONDS, 300, 'another-secret-0123456789abcdef'), null, 'another secret does not verify');
  const tampered = { ...r!, raw: r!.raw.replace('topup.confirmed', 'topup.confirmeD') };
  t.is(verifiedTimestamp(tampered, START_SECONDS), null, 'a changed body does not verify');
  const forged = {
    ...r!,
    headers: { ...r!.headers, 'x-service-signature-v2': String(r!.headers['x-service-signature-v2']).replace(/^t=\d+/, `t=${START_SECONDS + 600}`) },
  };
  t.is(verifiedTimestamp(forged, START_SECONDS + 600), null, 'a moved timestamp does not verify: t is signed');
});

test('a retry and a redelivery are signed anew with the later time of their attempt', async (t) => {
  const { s, rx, apiKey, webhookId } = await setup(t, ['topup.confirmed']);
  rx.state.status = 500;
  await topUp(s, apiKey);
  await until(async () => {
    const d = await log(s, apiKey, webhookId);
    return d.length === 1 && d[0]!.success === false ? true : undefined;
  }, WAIT_MS);
  rx.state.status = 200;
  await s.operator('POST', '/clock/advance', { seconds: 5 });
  const delivered = await until(async () => {
    const d = await log(s, apiKey, webhookId);
    return d.length === 2 && d[1]!.success === true ? d[1]! : undefined;
  }, WAIT_MS);
  const [first, retry] = topups(rx.got);
  t.is(retry!.headers['x-service-delivery-attempt'], '2');
  t.is(timestampOf(first!), START_SECONDS);
  t.is(timestampOf(retry!), START_SECONDS + 5, 'the retry carries its own time');
  t.is(verifiedTimestamp(retry!, START_SECONDS + 5, 0), START_SECONDS + 5);

  await s.operator('POST', '/clock/advance', { seconds: 3600 });
  const deliveryId = String(delivered.id).replace(/:\d+$/, '');
  const res = await s.request('POST', `${SANDBOX}/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`, { key: apiKey, idempotencyKey: uniqueKey() });
  t.is(res.status, 202);
  const redelivered = await until(() => topups(rx.got)[2], WAIT_MS);
  t.is(redelivered.raw, first!.raw, 'the same envelope, byte for byte');
  t.true(validSignature(redelivered), 'the body signature is the same as before');
  t.is(redelivered.headers['x-service-signature'], first!.headers['x-service-signature']);
  t.is(timestampOf(redelivered), START_SECONDS + 3605, 'the redelivery carries a newer t');
  t.not(redelivered.headers['x-service-signature-v2'], first!.headers['x-service-signature-v2']);
  t.is(verifiedTimestamp(redelivered, START_SECONDS + 3605), START_SECONDS + 3605, 'accepted by a receiver that refuses the hour-old first delivery');
  t.is(verifiedTimestamp(first!, START_SECONDS + 3605), null);
});

test('the test send carries the timestamped signature too', async (t) => {
  const { s, rx, apiKey, webhookId } = await setup(t);
  const res = await s.request('POST', `${SANDBOX}/webhooks/${webhookId}/test`, { key: apiKey, idempotencyKey: uniqueKey() });
  t.is(res.status, 200);
  const sent = rx.got.find((r) => r.headers['x-service-event'] === 'test.event')!;
  t.is(verifiedTimestamp(sent, START_SECONDS), START_SECONDS);
});
