/**
 * The virtual clock runs every timer at its own due instant: one long advance gives the same webhook
 * retry schedule as advancing to each retry in turn (each attempt recorded at its due instant, its next
 * retry counted from there), and what falls due at the current instant happens without moving the clock.
 */
import test from 'ava';
import { SANDBOX, type TestServer, uniqueKey } from '../helpers/server.ts';
import { SCOM, deskOn, quote, traderOn } from './trading-support.ts';
import { log, setup, until } from './webhook-support.ts';

type Row = Record<string, unknown>;

/** What the schedule is made of: each attempt's number, instant, next retry and state. */
const schedule = (rows: Row[]) => rows.map((r) => ({ attempt: r.attempt, attemptedAt: r.attemptedAt, nextRetryAt: r.nextRetryAt, state: r.state }));

/** A failing receiver, a top-up whose `topup.confirmed` fails its first attempt. */
async function failingDelivery(t: Parameters<typeof setup>[0]) {
  const ctx = await setup(t, ['topup.confirmed']);
  ctx.rx.state.status = 500;
  const topup = await ctx.s.request('POST', `${SANDBOX}/topup`, { key: ctx.apiKey, idempotencyKey: uniqueKey(), body: { amount: 25 } });
  if (topup.status !== 201) throw new Error(`top-up failed: ${topup.status}`);
  await until(async () => ((await log(ctx.s, ctx.apiKey, ctx.webhookId))[0]?.success === false ? true : undefined), 20_000);
  return ctx;
}

const finished = async (s: TestServer, apiKey: string, webhookId: string): Promise<Row[]> =>
  until(async () => {
    const rows = await log(s, apiKey, webhookId);
    return rows.length === 6 && rows[5]!.state === 'FAILED' ? rows : undefined;
  }, 20_000);

const EXPECTED = [
  { attempt: 1, attemptedAt: '2026-09-01T09:00:00.000Z', nextRetryAt: '2026-09-01T09:00:05.000Z', state: 'WAITING' },
  { attempt: 2, attemptedAt: '2026-09-01T09:00:05.000Z', nextRetryAt: '2026-09-01T09:00:35.000Z', state: 'WAITING' },
  { attempt: 3, attemptedAt: '2026-09-01T09:00:35.000Z', nextRetryAt: '2026-09-01T09:05:35.000Z', state: 'WAITING' },
  { attempt: 4, attemptedAt: '2026-09-01T09:05:35.000Z', nextRetryAt: '2026-09-01T09:35:35.000Z', state: 'WAITING' },
  { attempt: 5, attemptedAt: '2026-09-01T09:35:35.000Z', nextRetryAt: '2026-09-01T11:35:35.000Z', state: 'WAITING' },
  { attempt: 6, attemptedAt: '2026-09-01T11:35:35.000Z', nextRetryAt: null, state: 'FAILED' },
];

test('one 3 h advance retries a failing webhook on the schedule that advancing to each retry gives', async (t) => {
  t.timeout(60_000);
  const big = await failingDelivery(t);
  const stepped = await failingDelivery(t);

  const advanced = await big.s.operator('POST', '/clock/advance', { seconds: 10_800 });
  t.is(advanced.status, 200, advanced.text);
  t.is(advanced.body.now, '2026-09-01T12:00:00.000Z');
  const oneJump = await finished(big.s, big.apiKey, big.webhookId);

  for (const at of ['09:00:05', '09:00:35', '09:05:35', '09:35:35', '11:35:35', '12:00:00']) {
    t.is((await stepped.s.operator('POST', '/clock/set', { at: `2026-09-01T${at}Z` })).status, 200);
    if (at !== '12:00:00')
      await until(async () =>
        (await log(stepped.s, stepped.apiKey, stepped.webhookId)).some((r) => r.attemptedAt === `2026-09-01T${at}.000Z` && r.state !== 'ATTEMPTING')
          ? true
          : undefined,
      );
  }
  const inSteps = await finished(stepped.s, stepped.apiKey, stepped.webhookId);

  t.deepEqual(schedule(inSteps), EXPECTED);
  t.deepEqual(schedule(oneJump), EXPECTED);
  t.is(big.rx.got.length, 6);
  t.deepEqual(
    big.rx.got.map((r) => r.headers['x-service-delivery-attempt']),
    ['1', '2', '3', '4', '5', '6'],
  );
});

test('the advance answers once the retries that fell due on the way are recorded', async (t) => {
  const { s, apiKey, webhookId } = await failingDelivery(t);
  t.is((await s.operator('POST', '/clock/advance', { seconds: 40 })).status, 200);
  // No polling: the answer came after attempts 2 and 3 and their outcomes were journaled.
  t.deepEqual(schedule(await log(s, apiKey, webhookId)), EXPECTED.slice(0, 3));
});

test('a suspension declared effective today takes effect at once, without moving the clock', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 100);
  t.is((await quote(p, SCOM, userId, { type: 'BUY', quantity: 1 })).status, 200);
  const declared = await s.operator('POST', '/corporate-actions', { type: 'SUSPENSION', symbol: SCOM, effectiveDate: '2026-09-01', reason: 'late filing' });
  t.is(declared.status, 201, declared.text);
  const refused = await quote(p, SCOM, userId, { type: 'BUY', quantity: 1 });
  t.is(refused.status, 422, refused.text);
  t.is(refused.body.error.reason, 'INSTRUMENT_SUSPENDED');
  const action = await s.operator('GET', `/corporate-actions?symbol=${SCOM}`);
  t.is(action.body.corporateActions.find((a: Row) => a.corporateActionId === declared.body.corporateActionId)?.effectiveAt, '2026-09-01T09:00:00.000Z');
});
