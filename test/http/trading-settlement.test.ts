/**
 * Custody settlement on the virtual clock, in both environments: T+3 business days (T+2 on EGX) after
 * execution, at the exchange's close. Until then SELL proceeds are unsettled cash (spendable, not
 * withdrawable); settlement moves them to settled cash and sets settledAt, the status staying FILLED.
 */
import test from 'ava';
import { advance, assertMoneyConsistent, deskOn, ENVS, marketOrder, ONE_USD_KES, order, SCOM, setClock, tick, traderOn, wallet } from './trading-support.ts';

for (const env of ENVS) {
  test(`${env}: trades settle T+N business days after execution at the close; SELL proceeds become withdrawable then`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    await tick(s, SCOM, ONE_USD_KES);
    const buy = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
    const egx = await marketOrder(p, userId, 'COMI.EG', 'BUY', { quantity: 100 });
    if (env === 'production') await advance(s, 300);
    const sell = await marketOrder(p, userId, SCOM, 'SELL', { quantity: 100 });
    if (env === 'production') await advance(s, 300);
    t.like(await order(p, sell.body.orderId), {
      status: 'FILLED',
      totalAmount: 99.25,
      settlementStatus: 'PENDING',
      settleAt: '2026-09-04T12:00:00.000Z',
      settledAt: null,
    });
    t.is((await order(p, egx.body.orderId)).settleAt, '2026-09-03T11:30:00.000Z', 'EGX settles T+2 at its 14:30 Cairo close');
    const before = await wallet(p, userId);
    t.is(before.unsettledUsd, 99.25);
    t.is(before.withdrawableUsd, before.settledUsd);
    await setClock(s, '2026-09-04T11:59:00Z');
    t.like(await order(p, sell.body.orderId), { settlementStatus: 'PENDING' });
    t.like(await order(p, egx.body.orderId), { status: 'FILLED', settlementStatus: 'SETTLED', settledAt: '2026-09-03T11:30:00.000Z', omsStatus: 'SETTLED' });
    await advance(s, 60);
    t.like(await order(p, buy.body.orderId), { status: 'FILLED', settlementStatus: 'SETTLED', settledAt: '2026-09-04T12:00:00.000Z', settledBy: 'TIMER' });
    t.like(await order(p, sell.body.orderId), { settlementStatus: 'SETTLED', settledAt: '2026-09-04T12:00:00.000Z' });
    const after = await wallet(p, userId);
    t.is(after.unsettledUsd, 0);
    t.is(after.settledUsd, before.settledUsd + 99.25);
    t.is(after.withdrawableUsd, after.settledUsd);
    t.is((await p.get('/orders?status=FILLED')).body.total, 3, 'settlement does not change the execution status');
    await assertMoneyConsistent(t, p, userId);
  });
}
