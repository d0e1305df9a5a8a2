/**
 * POST /webhooks/{id}/test and, beyond the spec, POST /webhooks/{id}/deliveries/{deliveryId}/redeliver,
 * against a real HTTP receiver on loopback. HTTP is real, so the tests poll (bounded) instead of sleeping.
 */
import test from 'ava';
import { SANDBOX, uniqueKey, type TestServer } from '../helpers/server.ts';
import { log, setup, until, validSignature } from './webhook-support.ts';

const post = (s: TestServer, apiKey: string, path: string) => s.request('POST', `${SANDBOX}${path}`, { key: apiKey, idempotencyKey: uniqueKey() });

test('the test endpoint sends a signed test.event to this webhook, answers success with eventId and httpStatus, and logs it', async (t) => {
  const { s, rx, apiKey, webhookId } = await setup(t);
  const res = await post(s, apiKey, `/webhooks/${webhookId}/test`);
  t.is(res.status, 200);
  t.like(res.body, { success: true, httpStatus: 200 });
  t.is(typeof res.body.durationMs, 'number');
  t.is(rx.got.length, 1, 'sent before the answer, exactly once');
  const r = rx.got[0]!;
  t.true(validSignature(r), 'HMAC-SHA256 hex of the raw body');
  t.is(r.headers['x-service-event'], 'test.event');
  t.is(r.headers['x-service-event-id'], res.body.eventId);
  t.is(r.headers['x-service-delivery-attempt'], '1');
  const envelope = JSON.parse(r.raw);
  t.like(envelope, { eventId: res.body.eventId, event: 'test.event', isSandbox: true, data: { webhookId, message: 'test event', triggeredBy: 'api' } });
  const stored = await s.request('GET', `${SANDBOX}/events/${res.body.eventId as string}`, { key: apiKey });
  t.is(stored.status, 200, 'the test event is in the outbox like any event');
  t.like(await log(s, apiKey, webhookId), [
    { eventId: res.body.eventId, event: 'test.event', status: 200, attempt: 1, state: 'DELIVERED', success: true, responseSnippet: 'ok' },
  ]);
});

test('a receiver answering 500 makes the test answer 502 WEBHOOK_TEST_FAILED with httpStatus 500, and is never retried', async (t) => {
  const { s, rx, apiKey, webhookId } = await setup(t);
  rx.state.status = 500;
  const res = await post(s, apiKey, `/webhooks/${webhookId}/test`);
  t.is(res.status, 502);
  t.like(res.body.error, { code: 'WEBHOOK_TEST_FAILED', success: false, httpStatus: 500 });
  t.is(typeof res.body.error.eventId, 'string');
  t.like(await log(s, apiKey, webhookId), [{ event: 'test.event', status: 500, state: 'FAILED', success: false, nextRetryAt: null }]);
  await s.operator('POST', '/clock/advance', { seconds: 3600 });
  // Platform events (market.status) may arrive meanwhile: count only test events.
  t.is(rx.got.filter((r) => r.headers['x-service-event'] === 'test.event').length, 1, 'a test send has no retry schedule');
});

test('a receiver that is gone makes the test answer 502 with httpStatus null', async (t) => {
  const { s, rx, apiKey, webhookId } = await setup(t);
  await rx.close();
  const res = await post(s, apiKey, `/webhooks/${webhookId}/test`);
  t.is(res.status, 502);
  t.like(res.body.error, { code: 'WEBHOOK_TEST_FAILED', httpStatus: null, success: false });
});

test("testing an unknown, deleted or other partner's webhook answers 404 and sends nothing", async (t) => {
  const { s, rx, apiKey, webhookId } = await setup(t);
  const other = await s.sandboxPartner();
  t.is((await post(s, other.apiKey, `/webhooks/${webhookId}/test`)).body.error.code, 'NOT_FOUND');
  t.is((await post(s, apiKey, '/webhooks/wh_unknown/test')).status, 404);
  t.is((await s.request('DELETE', `${SANDBOX}/webhooks/${webhookId}`, { key: apiKey, idempotencyKey: uniqueKey() })).status, 200);
  t.is((await post(s, apiKey, `/webhooks/${webhookId}/test`)).status, 404);
  t.is(rx.got.length, 0);
});

test('redelivering a delivered delivery sends the same event again as a new delivery at attempt 1; the log shows both', async (t) => {
  const { s, rx, apiKey, webhookId } = await setup(t, ['topup.confirmed']);
  await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 25 } });
  const first = await until(async () => {
    const d = await log(s, apiKey, webhookId);
    return d.length === 1 && d[0]!.success === true ? d[0]! : undefined;
  });
  const res = await post(s, apiKey, `/webhooks/${webhookId}/deliveries/${first.id as string}/redeliver`);
  t.is(res.status, 202);
  t.like(res.body, { redeliveryOf: String(first.id).replace(/:\d+$/, ''), eventId: first.eventId, event: 'topup.confirmed', status: 'ATTEMPTING' });
  await until(() => (rx.got.length === 2 ? true : undefined));
  t.is(rx.got[1]!.headers['x-service-delivery-attempt'], '1');
  t.is(rx.got[1]!.raw, rx.got[0]!.raw, 'the same envelope, byte for byte');
  t.true(validSignature(rx.got[1]!));
  const both = await until(async () => {
    const d = await log(s, apiKey, webhookId);
    return d.length === 2 && d[1]!.success === true ? d : undefined;
  });
  t.is(both[1]!.id, `${res.body.deliveryId as string}:1`);
  t.is(both[1]!.eventId, first.eventId);
});

test('a failed delivery (6 attempts on the schedule) can be redelivered; one in progress answers 409; unknown ones 404', async (t) => {
  const { s, rx, apiKey, webhookId } = await setup(t, ['topup.confirmed']);
  rx.state.status = 500;
  await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 25 } });
  const settled = async (n: number) =>
    until(async () => {
      const d = await log(s, apiKey, webhookId);
      return d.length === n && d[n - 1]!.success === false ? d : undefined;
    });
  const rows = await settled(1);
  const deliveryId = String(rows[0]!.id).replace(/:\d+$/, '');
  const busy = await post(s, apiKey, `/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`);
  t.is(busy.status, 409);
  t.is(busy.body.error.code, 'CONFLICT');
  for (const [i, seconds] of [5, 30, 300, 1800, 7200].entries()) {
    await s.operator('POST', '/clock/advance', { seconds });
    await settled(i + 2);
  }
  const failed = await log(s, apiKey, webhookId);
  t.like(failed[5], { attempt: 6, state: 'FAILED', nextRetryAt: null });
  t.is(rx.got.length, 6);
  rx.state.status = 200;
  t.is((await post(s, apiKey, `/webhooks/${webhookId}/deliveries/whd_unknown/redeliver`)).status, 404);
  const other = await s.sandboxPartner();
  t.is((await post(s, other.apiKey, `/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`)).status, 404);
  const res = await post(s, apiKey, `/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`);
  t.is(res.status, 202);
  await until(() => (rx.got.length === 7 ? true : undefined));
  t.is(rx.got[6]!.headers['x-service-delivery-attempt'], '1');
  const done = await until(async () => {
    const d = await log(s, apiKey, webhookId);
    return d.length === 7 && d[6]!.success === true ? d : undefined;
  });
  t.like(done[6], { attempt: 1, state: 'DELIVERED', eventId: rows[0]!.eventId });
});

test('a test send cannot be redelivered: it has no delivery to replay', async (t) => {
  const { s, apiKey, webhookId } = await setup(t);
  await post(s, apiKey, `/webhooks/${webhookId}/test`);
  const [row] = await log(s, apiKey, webhookId);
  t.is((await post(s, apiKey, `/webhooks/${webhookId}/deliveries/${String(row!.id)}/redeliver`)).status, 404);
});
