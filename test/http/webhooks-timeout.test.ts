/**
 * The spec's 8 s: an endpoint must answer 2xx within 8 s. Outbound timeouts run on real elapsed time
 * (CONTRACT.md "Which clock"), so these tests wait for real, the three of them concurrently (about 8 s
 * of wall time in all); the transport's own tests cover the same timer with a short budget.
 */
import test from 'ava';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX, uniqueKey, type TestServer } from '../helpers/server.ts';
import { log, partnerWithWebhook } from './webhook-support.ts';

type Teardown = { teardown: (fn: () => unknown) => void };

const SPEC_TIMEOUT_MS = 8_000;
/** Long enough for an 8 s attempt plus its recording on a busy machine. */
const WAIT_MS = 20_000;

/** Polls the delivery log every 250 ms (real time, bounded): 20 ms polls for 8 s would hit the sandbox rate limit. */
async function logUntil(
  s: TestServer,
  apiKey: string,
  webhookId: string,
  done: (rows: Record<string, unknown>[]) => boolean,
): Promise<Record<string, unknown>[]> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const rows = await log(s, apiKey, webhookId);
    if (done(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`log not settled in time: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A receiver whose answer to attempt n is `plan(n)`: 'silent' (never answers) or a delay before 200. */
async function slowReceiver(t: Teardown, plan: (attempt: number) => 'silent' | number) {
  const attempts: number[] = [];
  const server = createServer((req, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      const n = Number(req.headers['x-service-delivery-attempt'] ?? 1);
      attempts.push(n);
      const step = plan(n);
      if (step !== 'silent') setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'), step);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { attempts, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
}

test('a receiver silent for 8 s fails the attempt (timeout error, no HTTP status) and the retry 5 s later delivers', async (t) => {
  t.timeout(60_000);
  const rx = await slowReceiver(t, (n) => (n === 1 ? 'silent' : 0));
  const { s, apiKey, webhookId } = await partnerWithWebhook(t, rx.url, ['topup.confirmed']);
  const sentAt = Date.now();
  await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 25 } });
  const failed = await logUntil(s, apiKey, webhookId, (d) => d[0]?.success === false);
  t.true(Date.now() - sentAt >= SPEC_TIMEOUT_MS, 'not failed before 8 s of real time');
  t.like(failed[0], {
    attempt: 1,
    state: 'WAITING',
    status: null,
    success: false,
    error: `timeout: no complete answer within ${SPEC_TIMEOUT_MS} ms`,
    nextRetryAt: '2026-09-01T09:00:05.000Z',
  });
  const duration = failed[0]!.duration as number;
  // Only the lower bound: a busy test machine may run the timer late, never early.
  t.true(duration >= SPEC_TIMEOUT_MS - 5, `duration ${duration} ms`);

  await s.operator('POST', '/clock/advance', { seconds: 5 });
  const delivered = await logUntil(s, apiKey, webhookId, (d) => d.length === 2 && d[1]!.success === true);
  t.like(delivered[1], { attempt: 2, status: 200, state: 'DELIVERED', error: null });
  t.deepEqual(rx.attempts, [1, 2]);
});

test('a receiver that answers 2xx after 6 s is delivered on the first attempt', async (t) => {
  t.timeout(60_000);
  // 2 s short of the limit, so a busy test machine running timers late cannot turn it into a timeout.
  const rx = await slowReceiver(t, () => 6_000);
  const { s, apiKey, webhookId } = await partnerWithWebhook(t, rx.url, ['topup.confirmed']);
  await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 25 } });
  const rows = await logUntil(s, apiKey, webhookId, (d) => d[0]?.success != null);
  t.like(rows[0], { attempt: 1, status: 200, success: true, state: 'DELIVERED', error: null });
  const duration = rows[0]!.duration as number;
  t.true(duration >= 5_990 && duration <= SPEC_TIMEOUT_MS, `duration ${duration} ms`);
});

test('POST /webhooks/{id}/test against a silent receiver answers 502 after 8 s with httpStatus null, and logs the timeout', async (t) => {
  t.timeout(60_000);
  const rx = await slowReceiver(t, () => 'silent');
  const { s, apiKey, webhookId } = await partnerWithWebhook(t, rx.url, ['topup.confirmed']);
  const res = await s.request('POST', `${SANDBOX}/webhooks/${webhookId}/test`, { key: apiKey, idempotencyKey: uniqueKey() });
  t.is(res.status, 502);
  t.like(res.body.error, { code: 'WEBHOOK_TEST_FAILED', success: false, httpStatus: null });
  t.regex(res.body.error.message as string, /timeout: no complete answer within 8000 ms/);
  t.true((res.body.error.durationMs as number) >= SPEC_TIMEOUT_MS - 5);
  t.like((await log(s, apiKey, webhookId))[0], {
    event: 'test.event',
    status: null,
    success: false,
    state: 'FAILED',
    error: `timeout: no complete answer within ${SPEC_TIMEOUT_MS} ms`,
  });
});
