/**
 * Splits through a real server: on the effective date holdings are rescaled through the
 * ledger, tax lots keep their total cost, a whole-share fraction is paid as cash in lieu, and
 * `corporateaction.split` lists the affected accounts of each partner.
 */
import test from 'ava';
import { holdShares } from './corporate-support.ts';
import {
  assertLedgerBalanced,
  assertMoneyConsistent,
  deskOn,
  ENVS,
  eventsOf,
  IAM,
  ONE_USD_KES,
  order,
  type Partner,
  position,
  SCOM,
  setClock,
  tick,
  trade,
  traderOn,
  wallet,
} from './trading-support.ts';

const holdingOf = async (p: Partner, owner: string, symbol: string): Promise<Record<string, any>> => {
  const res = await p.get(`/users/${owner}/portfolio`);
  return (res.body.holdings as Record<string, any>[]).find((h) => h.symbol === symbol)!;
};

for (const env of ENVS) {
  test(`${env}: a 2:1 split doubles a holding on its effective date, keeps its cost basis, and announces corporateaction.split`, async (t) => {
    const { s, p } = await deskOn(t, env);
    await tick(s, SCOM, ONE_USD_KES);
    const a = await traderOn(p, 1000);
    await holdShares(p, a, SCOM, 10);
    if (env === 'production') await holdShares(p, null, SCOM, 3);
    // Resting orders far from the market before and after the split (the feed is not split-adjusted).
    const buy = await trade(p, a, { symbol: SCOM, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 10, timeInForce: 'GTC' });
    const sell = await trade(p, a, { symbol: SCOM, type: 'SELL', quantity: 4, orderType: 'LIMIT', limitPrice: 1000.01, timeInForce: 'GTC' });
    t.is(buy.status, 201, buy.text);
    t.is(sell.status, 201, sell.text);
    const before = await holdingOf(p, a, SCOM);
    const declared = await s.operator('POST', '/corporate-actions', { type: 'SPLIT', symbol: SCOM, ratio: '2:1', effectiveDate: '2026-09-02' });
    t.is(declared.status, 201, declared.text);
    t.deepEqual(position(p, a, SCOM), { held: 6, reserved: 4 });

    await setClock(s, '2026-09-02T09:00:00Z');
    t.deepEqual(position(p, a, SCOM), { held: 12, reserved: 8 });
    const after = await holdingOf(p, a, SCOM);
    t.is(after.costBasisUsd, before.costBasisUsd);
    t.true(Math.abs(after.averageCostUsd - before.averageCostUsd / 2) <= 0.0001, `${after.averageCostUsd} vs ${before.averageCostUsd}`);
    // The resting orders keep their ids: quantity doubled, prices halved (a SELL's rounded up), escrow still the reservation.
    t.like(await order(p, buy.body.orderId), { quantity: 10, limitPrice: 5, status: 'WORKING' });
    t.like(await order(p, sell.body.orderId), { quantity: 8, limitPrice: 500.01, status: 'WORKING' });
    await assertMoneyConsistent(t, p, a);
    const lots = (await p.get(`/users/${a}/tax-lots`)).body;
    const open = (lots.lots as Record<string, any>[]).filter((l) => l.symbol === SCOM);
    t.is(
      open.reduce((sum, l) => sum + l.remainingQuantity, 0),
      20,
    );

    const events = eventsOf(p, ['corporateaction.split']);
    t.is(events.length, 1);
    const externalId = (await p.get(`/users/${a}`)).body.externalId;
    t.like(events[0]!.data, { corporateActionId: declared.body.corporateActionId, type: 'SPLIT', symbol: SCOM, ratio: '2:1', effectiveDate: '2026-09-02' });
    t.deepEqual(events[0]!.data.affectedSubAccounts, [
      ...(env === 'production' ? [{ subAccountId: null, externalId: null, accountType: 'MASTER', previousUnits: 3, units: 6, cashInLieuUsd: 0 }] : []),
      { subAccountId: a, externalId, accountType: 'SUB_ACCOUNT', previousUnits: 10, units: 20, cashInLieuUsd: 0 },
    ]);
    if (env === 'production') t.deepEqual(position(p, 'master', SCOM), { held: 6, reserved: 0 });
    // GET /events validates the payload against its schema (the OpenAPI union).
    const listed = await p.get('/events?limit=200');
    t.is(listed.status, 200, listed.text);
    t.true(JSON.stringify(listed.body).includes('corporateaction.split'));
    assertLedgerBalanced(t, s);
  });

  test(`${env}: a 1:10 reverse split of a 7-share holding on a whole-share exchange pays the holding as cash in lieu`, async (t) => {
    const { s, p } = await deskOn(t, env);
    // MAD 91.50 at MAD 9.15 per USD: one share is USD 10.00.
    await tick(s, IAM, 91.5);
    const a = await traderOn(p, 1000);
    const b = await traderOn(p, 1000);
    await holdShares(p, a, IAM, 7);
    await holdShares(p, b, IAM, 23);
    const cashBefore = (await wallet(p, a)).balanceUsd;
    const declared = await s.operator('POST', '/corporate-actions', { type: 'REVERSE_SPLIT', symbol: IAM, ratio: '1:10', effectiveDate: '2026-09-02' });
    t.is(declared.status, 201, declared.text);

    // The last price before the effective date pays the fraction.
    await setClock(s, '2026-09-01T23:59:00Z');
    await tick(s, IAM, 91.5);
    await setClock(s, '2026-09-02T00:00:01Z');
    t.deepEqual(position(p, a, IAM), { held: 0, reserved: 0 });
    t.deepEqual(position(p, b, IAM), { held: 2, reserved: 0 });
    t.is((await wallet(p, a)).balanceUsd, cashBefore + 70);
    const txns = (await p.get(`/users/${a}/transactions`)).body;
    t.true(JSON.stringify(txns).includes('CASH_IN_LIEU'));
    const [event] = eventsOf(p, ['corporateaction.split']);
    const byId = new Map((event!.data.affectedSubAccounts as Record<string, any>[]).map((x) => [x.subAccountId, x]));
    t.like(byId.get(a), { previousUnits: 7, units: 0, cashInLieuUsd: 70 });
    t.like(byId.get(b), { previousUnits: 23, units: 2, cashInLieuUsd: 30 });
    assertLedgerBalanced(t, s);
  });
}
