/**
 * GET /quote/{symbol} in both environments: pricing (latest delayed price, managed FX, 0.75% base
 * fee and the partner's markup, rounded half-up to the cent), cash mode's indicative quantity,
 * sufficientFunds, every refusal, and the 60 s life that ends in quote.expired on the virtual clock.
 */
import test from 'ava';
import { assertError } from './shell-support.ts';
import { advance, deskOn, ENVS, eventsOf, IAM, ONE_USD_KES, quote, refused, SCOM, tick, traderOn } from './trading-support.ts';

for (const env of ENVS) {
  test(`${env}: a quote prices gross, the 0.75% base fee and the partner markup, each rounded half-up to the cent`, async (t) => {
    const { s, p } = await deskOn(t, env);
    t.is((await s.operator('PATCH', `/partners/${p.partnerId}`, { markupBps: 25 })).status, 200);
    const userId = await traderOn(p, 50);
    await tick(s, SCOM, ONE_USD_KES);
    const res = await quote(p, SCOM, userId, { type: 'BUY', quantity: 2 });
    t.is(res.status, 200);
    // Gross USD 2.00: base fee 1.5 cents and markup 0.5 cent both round half-up.
    t.like(res.body, {
      symbol: SCOM,
      exchange: 'NSE',
      type: 'BUY',
      mode: 'quantity',
      subAccountId: userId,
      quantity: 2,
      cashValue: null,
      price: 129.2,
      currency: 'KES',
      usdPrice: 1,
      fxRateAtOrder: 129.2,
      fxSource: 'managed',
      fxRateAsOf: '2026-09-01T08:00:00.000Z',
      gross: 2,
      baseFee: 0.02,
      partnerMarkupFee: 0.01,
      fee: 0.03,
      totalCost: 2.03,
      sufficientFunds: true,
      quoteExpiresAt: '2026-09-01T09:01:00.000Z',
      expiresInSeconds: 60,
    });
    t.regex(res.body.quoteId, /^quo_/);
    t.is(res.body.estimatedProceeds, undefined);
  });

  test(`${env}: without a markup the partner fee is zero and the fee is the base fee alone`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 500);
    await tick(s, SCOM, ONE_USD_KES);
    const res = await quote(p, SCOM, userId, { type: 'BUY', quantity: 100 });
    t.like(res.body, { gross: 100, baseFee: 0.75, partnerMarkupFee: 0, fee: 0.75, totalCost: 100.75, sufficientFunds: true });
  });

  test(`${env}: sufficientFunds is false when buying power does not cover the total cost`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    await tick(s, SCOM, ONE_USD_KES);
    t.true((await quote(p, SCOM, userId, { type: 'BUY', quantity: 99 })).body.sufficientFunds);
    t.false((await quote(p, SCOM, userId, { type: 'BUY', quantity: 100 })).body.sufficientFunds, 'USD 100.75 > USD 100.00');
  });

  test(`${env}: a SELL quote shows estimated proceeds and checks the units held`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    await tick(s, SCOM, ONE_USD_KES);
    const res = await quote(p, SCOM, userId, { type: 'SELL', quantity: 10 });
    t.like(res.body, { type: 'SELL', gross: 10, baseFee: 0.08, fee: 0.08, estimatedProceeds: 9.92, sufficientFunds: false, heldQuantity: 0 });
    t.is(res.body.totalCost, undefined);
  });

  test(`${env}: cash mode returns the indicative quantity floored to 6 decimals on a fractional exchange`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    await tick(s, SCOM, 130);
    const res = await quote(p, SCOM, userId, { type: 'BUY', cashValue: 10 });
    // 10 USD * 129.20 KES/USD / 130.00 KES = 9.9384615... shares.
    t.like(res.body, { mode: 'cash', cashValue: 10, quantity: 9.938461, gross: 10, baseFee: 0.08, totalCost: 10.08 });
  });

  test(`${env}: cash mode floors to whole shares on a whole-share exchange`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    await tick(s, IAM, 91.5);
    const res = await quote(p, IAM, userId, { type: 'BUY', cashValue: 25 });
    t.like(res.body, { exchange: 'CSE', currency: 'MAD', quantity: 2, usdPrice: 10, gross: 20, baseFee: 0.15, totalCost: 20.15 });
  });

  test(`${env}: an unused quote expires after 60 s of the service clock and fires quote.expired once`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    const res = await quote(p, SCOM, userId, { type: 'BUY', quantity: 1 });
    await advance(s, 59);
    t.deepEqual(eventsOf(p, ['quote.expired']), []);
    await advance(s, 2);
    const expired = eventsOf(p, ['quote.expired']);
    t.is(expired.length, 1);
    t.like(expired[0]!.data, {
      quoteId: res.body.quoteId,
      subAccountId: userId,
      symbol: SCOM,
      type: 'BUY',
      quantity: 1,
      expiredAt: '2026-09-01T09:01:00.000Z',
    });
    t.is(expired[0]!.isSandbox, env === 'sandbox' ? true : undefined);
  });

  test(`${env}: issuing a quote is a journaled command (it appears in the partner's audit trail)`, async (t) => {
    const { p } = await deskOn(t, env);
    const userId = await traderOn(p, 10);
    await quote(p, SCOM, userId, { type: 'BUY', quantity: 1 });
    const audit = await p.get('/audit?limit=5');
    t.is(audit.body.entries[0].action, 'trading.quote');
  });

  test(`${env}: bad quote requests are refused with the catalogue code and change nothing`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 10);
    const q = (path: string) => () => p.get(path);
    await refused(t, s, q(`/quote/${SCOM}?quantity=1&subAccountId=${userId}`), 400, 'MISSING_PARAM');
    const neither = await refused(t, s, q(`/quote/${SCOM}?type=BUY&subAccountId=${userId}`), 400, 'MISSING_PARAM');
    t.deepEqual(neither.body.error.params, ['quantity', 'cashValue']);
    await refused(t, s, q(`/quote/${SCOM}?type=BUY&quantity=1&cashValue=5&subAccountId=${userId}`), 400, 'VALIDATION_ERROR');
    await refused(t, s, q(`/quote/${SCOM}?type=BUY&quantity=abc`), 400, 'INVALID_TYPE');
    await refused(t, s, q(`/quote/${SCOM}?type=HOLD&quantity=1`), 400, 'VALIDATION_ERROR');
    await refused(t, s, q(`/quote/${SCOM}?type=BUY&quantity=0.1234567&subAccountId=${userId}`), 400, 'VALIDATION_ERROR');
    await refused(t, s, q(`/quote/${IAM}?type=BUY&quantity=1.5&subAccountId=${userId}`), 400, 'VALIDATION_ERROR');
    await refused(t, s, q(`/quote/${SCOM}?type=BUY&quantity=1&subAccountId=sub_unknown`), 404, 'NOT_FOUND');
    await refused(t, s, q('/quote/NOPE.KE?type=BUY&quantity=1'), 404, 'NOT_FOUND');
    await refused(t, s, q('/quote/B@D?type=BUY&quantity=1'), 400, 'INVALID_SYMBOL');
    const ambiguous = await refused(t, s, q('/quote/ETI?type=BUY&quantity=1'), 422, 'VALIDATION_ERROR');
    t.true(ambiguous.body.error.matches.length > 1);
  });

  test(`${env}: a quote for another partner's sub-account is 404; a 6-decimal quantity is accepted unless it is worth under a cent`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 10);
    const { partnerOn } = await import('./users-support.ts');
    const other = await partnerOn(s, env);
    assertError(t, await quote(other, SCOM, userId, { type: 'BUY', quantity: 1 }), 404, 'NOT_FOUND');
    t.is((await quote(p, SCOM, userId, { type: 'BUY', quantity: 1.000001 })).body.quantity, 1.000001);
    await refused(t, s, () => quote(p, SCOM, userId, { type: 'BUY', quantity: 0.000001 }), 400, 'VALIDATION_ERROR');
  });
}

test('production: a master quote checks the master wallet', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  await tick(s, SCOM, ONE_USD_KES);
  const res = await quote(p, SCOM, null, { type: 'BUY', quantity: 1000 });
  t.like(res.body, { accountType: 'MASTER', subAccountId: null, totalCost: 1007.5, sufficientFunds: true });
  t.false((await quote(p, SCOM, null, { type: 'BUY', quantity: 1_000_000 })).body.sufficientFunds);
});
