/**
 * Webhook delivery end to end: a real HTTP receiver on loopback, signed POSTs of the stored envelope,
 * retries driven by the virtual clock with increasing attempt numbers, the delivery log, event filters
 * and deletion. HTTP is real, so the tests poll the receiver (bounded) instead of sleeping.
 */
import test from 'ava';
import { SANDBOX, uniqueKey, type TestServer } from '../helpers/server.ts';
import { log, receiver, SECRET, setup, until, validSignature } from './webhook-support.ts';

const topup = (s: TestServer, apiKey: string) => s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 25 } });

test('a sandbox top-up delivers topup.confirmed and wallet.credited as signed POSTs of the raw envelope, attempt 1', async (t) => {
  const { s, rx, apiKey, webhookId } = await setup(t, ['*']);
  t.is((await topup(s, apiKey)).status, 201);
  await until(() => (rx.got.length >= 2 ? true : undefined));
  const names = rx.got.map((r) => r.headers['x-service-event']).sort();
  t.deepEqual(names, ['topup.confirmed', 'wallet.credited']);
  for (const r of rx.got) {
    t.true(validSignature(r), 'HMAC-SHA256 hex of the raw body with the secret');
    t.is(r.headers['content-type'], 'application/json');
    t.is(r.headers['x-service-delivery-attempt'], '1');
    const envelope = JSON.parse(r.raw);
    t.is(r.headers['x-service-event-id'], envelope.eventId);
    t.is(r.headers['x-service-event'], envelope.event);
    t.true(envelope.isSandbox);
  }
  t.false(validSignature(rx.got[0]!, 'another-secret-0123456789abcdef'));
  const rows = await until(async () => {
    const d = await log(s, apiKey, webhookId);
    return d.length === 2 && d.every((x) => x.success === true) ? d : undefined;
  });
  for (const row of rows) t.like(row, { status: 200, attempt: 1, state: 'DELIVERED', success: true, nextRetryAt: null, responseSnippet: 'ok' });
});

test('a failing receiver is retried after 5 s then 30 s of virtual time with increasing attempt numbers, then delivered', async (t) => {
  const { s, rx, apiKey, webhookId } = await setup(t, ['topup.confirmed']);
  rx.state.status = 500;
  await topup(s, apiKey);
  const failedOnce = await until(async () => {
    const d = await log(s, apiKey, webhookId);
    return d.length === 1 && d[0]!.success === false ? d : undefined;
  });
  t.like(failedOnce[0], {
    event: 'topup.confirmed',
    status: 500,
    attempt: 1,
    state: 'WAITING',
    success: false,
    responseSnippet: 'receiver down',
    nextRetryAt: '2026-09-01T09:00:05.000Z',
  });
  t.is(rx.got.length, 1);
  await s.operator('POST', '/clock/advance', { seconds: 5 });
  await until(async () => ((await log(s, apiKey, webhookId)).length === 2 && (await log(s, apiKey, webhookId))[1]!.success === false ? true : undefined));
  t.is(rx.got[1]!.headers['x-service-delivery-attempt'], '2');
  t.like((await log(s, apiKey, webhookId))[1], { attempt: 2, nextRetryAt: '2026-09-01T09:00:35.000Z' });
  await s.operator('POST', '/clock/advance', { seconds: 29 });
  t.is(rx.got.length, 2, 'no attempt before the 30 s wait is over');
  rx.state.status = 200;
  await s.operator('POST', '/clock/advance', { seconds: 1 });
  const done = await until(async () => {
    const d = await log(s, apiKey, webhookId);
    return d.length === 3 && d[2]!.success === true ? d : undefined;
  });
  t.is(rx.got[2]!.headers['x-service-delivery-attempt'], '3');
  t.true(validSignature(rx.got[2]!));
  t.is(rx.got[2]!.raw, rx.got[0]!.raw, 'every attempt sends the same raw envelope');
  t.like(done[2], { attempt: 3, status: 200, state: 'DELIVERED', success: true, nextRetryAt: null });
  await s.operator('POST', '/clock/advance', { seconds: 3600 });
  t.is(rx.got.length, 3, 'a delivered delivery is never sent again');
});

test('unsubscribed events are not delivered, and a deleted webhook receives no new deliveries', async (t) => {
  const { s, rx, apiKey, webhookId } = await setup(t, ['wallet.credited']);
  await topup(s, apiKey);
  await until(() => (rx.got.length >= 1 ? true : undefined));
  t.deepEqual(
    rx.got.map((r) => r.headers['x-service-event']),
    ['wallet.credited'],
  );
  t.is((await s.request('DELETE', `${SANDBOX}/webhooks/${webhookId}`, { key: apiKey, idempotencyKey: uniqueKey() })).status, 200);
  await topup(s, apiKey);
  // A second, still active registration proves deliveries of the second top-up did go out.
  const rx2 = await receiver(t);
  await s.request('POST', `${SANDBOX}/webhooks`, {
    key: apiKey,
    idempotencyKey: uniqueKey(),
    body: { url: rx2.url, events: ['wallet.credited'], secret: SECRET },
  });
  await topup(s, apiKey);
  await until(() => (rx2.got.length >= 1 ? true : undefined));
  t.is(rx.got.length, 1, 'the deleted registration got nothing after its deletion');
  t.is((await log(s, apiKey, webhookId)).length, 1, 'its delivery log stays readable');
});
