/**
 * Suspension and its lifting through a real server, in both environments: from the
 * suspension's effective date the instrument cannot be quoted or ordered (422 with a clear reason),
 * resting orders do not trigger on a crossing price, and `corporateaction.suspension` announces it;
 * once the lifting is effective, trading and triggering resume.
 */
import test from 'ava';
import { deskOn, ENVS, type Partner, marketOrder, ONE_USD_KES, order, quote, SCOM, setClock, tick, trade, traderOn } from './trading-support.ts';

/** Platform events as the partner lists them (GET /events). */
async function suspensionEvents(p: Partner): Promise<{ data: Record<string, unknown> }[]> {
  const res = await p.get('/events?event=corporateaction.suspension&limit=200');
  if (res.status !== 200) throw new Error(`events: ${res.status} ${res.text}`);
  return res.body.events;
}

for (const env of ENVS) {
  test(`${env}: a suspended instrument refuses quotes and orders with 422 and its resting orders wait until the lifting`, async (t) => {
    const { s, p } = await deskOn(t, env);
    await tick(s, SCOM, ONE_USD_KES);
    const userId = await traderOn(p, 1000);
    const resting = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 5, timeInForce: 'GTC' });
    t.is(resting.status, 201, resting.text);
    const suspend = await s.operator('POST', '/corporate-actions', { type: 'SUSPENSION', symbol: SCOM, effectiveDate: '2026-09-02', reason: 'late filing' });
    const lift = await s.operator('POST', '/corporate-actions', { type: 'LIFT_SUSPENSION', symbol: SCOM, effectiveDate: '2026-09-03' });
    t.is(suspend.status, 201);
    t.is(lift.status, 201);

    // Declared but not yet effective: trading goes on.
    t.is((await quote(p, SCOM, userId, { type: 'BUY', quantity: 1 })).status, 200);

    await setClock(s, '2026-09-02T09:00:00Z');
    const refusedQuote = await quote(p, SCOM, userId, { type: 'BUY', quantity: 1 });
    t.is(refusedQuote.status, 422);
    t.like(refusedQuote.body.error, { code: 'BUSINESS_RULE', reason: 'INSTRUMENT_SUSPENDED', corporateActionId: suspend.body.corporateActionId });
    t.regex(refusedQuote.body.error.message, /suspended from trading since 2026-09-02/);
    const refusedLimit = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 100, timeInForce: 'GTC' });
    t.is(refusedLimit.status, 422);
    t.is(refusedLimit.body.error.reason, 'INSTRUMENT_SUSPENDED');
    t.is((await order(p, resting.body.orderId)).status, 'WORKING', 'before the crossing tick');
    // A crossing price does not trigger the resting order.
    await tick(s, SCOM, 4);
    t.is((await order(p, resting.body.orderId)).status, 'WORKING');
    const [suspended] = await suspensionEvents(p);
    t.like(suspended!.data, { corporateActionId: suspend.body.corporateActionId, symbol: SCOM, suspended: true, reason: 'late filing' });

    await setClock(s, '2026-09-03T09:00:00Z');
    t.like((await suspensionEvents(p))[1]!.data, { corporateActionId: lift.body.corporateActionId, suspended: false });
    await tick(s, SCOM, 4.1);
    t.not((await order(p, resting.body.orderId)).status, 'WORKING');
    const ok = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 1 });
    t.true(ok.status === 201 || ok.status === 202, ok.text);
  });
}
