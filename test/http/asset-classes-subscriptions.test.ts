/**
 * Subscribe and redeem through a real server in both environments: USD leaves and enters
 * the sub-account's settled cash through the ledger, units are exact to 6 decimals, every refusal
 * (unknown instrument, frozen, KYC in production, fund not open, below minimum, insufficient cash,
 * units beyond holdings, wrong types) answers its envelope and changes nothing, replays are
 * idempotent, holdings show in the portfolio with their asset class, and events fire.
 */
import test from 'ava';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { SANDBOX_ROOT, uniqueKey } from '../helpers/server.ts';
import { assertLedgerBalanced, balanceOf, createUser, deposit, ENVS, eventsOf, type Partner, refused, serverWith, subCash } from './users-support.ts';

const MMF = 'FUND-KE-CIC-MMF-USD';
const ETF = 'FUND-ZA-SATRIX-BOND-USD';
const BOND = 'KE-IFB1-2023-017';

/** A sub-account with `usd` deposited, KYC verified in production (sandbox needs none). */
async function funded(p: Partner, usd: number, verify = true): Promise<string> {
  const user = await createUser(p);
  await deposit(p, user.userId, usd);
  if (verify && p.env === 'production') {
    const kyc = await p.post(`/users/${user.userId}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'case-1' });
    if (kyc.status !== 200) throw new Error(kyc.text);
  }
  return user.userId;
}

const units = (p: Partner, userId: string, id: string) => balanceOf(p.s, ledgerAccounts.unitHolding(p.env, p.partnerId, userId, id));

for (const env of ENVS) {
  test(`${env}: subscribing moves USD to the issuer and exact units to the holding; redeeming reverses it; events fire`, async (t) => {
    const p = await serverWith(t, env);
    const userId = await funded(p, 1_000);
    // ETF-like fund at NAV 12.4830: USD 100.00 buys floor(100 / 12.483 * 1e6) millionths = 8.010894 units.
    const sub = await p.post(`/users/${userId}/subscribe`, { instrumentId: ETF, amount: 100 });
    t.is(sub.status, 200, sub.text);
    t.like(sub.body, {
      instrumentId: ETF,
      assetClass: 'FUND',
      amount: 100,
      currency: 'USD',
      units: 8.010894,
      unitsHeld: 8.010894,
      newBalance: 900,
      status: 'CONFIRMED',
    });
    t.is(balanceOf(p.s, subCash(p, userId)), 90_000);
    t.is(units(p, userId, ETF), 8_010_894);
    t.is(balanceOf(p.s, ledgerAccounts.issuerCash(p.env)), 10_000);
    // Redeem 3.5 units: 3.5 * 12.4830 = 43.6905 → 43.69 (down to the cent).
    const red = await p.post(`/users/${userId}/redeem`, { instrumentId: ETF, units: 3.5 });
    t.is(red.status, 200, red.text);
    t.like(red.body, { amount: 43.69, units: 3.5, unitsHeld: 4.510894, newBalance: 943.69 });
    t.is(units(p, userId, ETF), 4_510_894);
    // A bond: a unit is 1 USD of face at the clean price 102.65 per 100.
    const bond = await p.post(`/users/${userId}/subscribe`, { instrumentId: BOND, amount: 513.25 });
    t.like(bond.body, { assetClass: 'BOND', units: 500 });
    const events = eventsOf(p, ['subscription.confirmed', 'redemption.confirmed']);
    t.deepEqual(
      events.map((e) => [e.event, e.data.instrumentId, e.data.amount]),
      [
        ['subscription.confirmed', ETF, 100],
        ['redemption.confirmed', ETF, 43.69],
        ['subscription.confirmed', BOND, 513.25],
      ],
    );
    const listed = await p.get('/events?type=subscription.confirmed');
    t.is(listed.status, 200, listed.text);
    const txs = await p.get(`/users/${userId}/transactions`);
    t.deepEqual(
      txs.body.transactions.slice(0, 3).map((x: any) => [x.type, x.amount]),
      [
        ['SUBSCRIPTION', -513.25],
        ['REDEMPTION', 43.69],
        ['SUBSCRIPTION', -100],
      ],
    );
    assertLedgerBalanced(t, p.s);
  });

  test(`${env}: holdings show in the sub-account portfolio with their asset class at NAV or clean price`, async (t) => {
    const p = await serverWith(t, env);
    const userId = await funded(p, 2_000);
    await p.post(`/users/${userId}/subscribe`, { instrumentId: MMF, amount: 250.5 });
    await p.post(`/users/${userId}/subscribe`, { instrumentId: BOND, amount: 1_026.5 });
    await p.post(`/users/${userId}/redeem`, { instrumentId: BOND, units: 400 });
    const res = await p.get(`/users/${userId}/portfolio`);
    t.is(res.status, 200, res.text);
    const byId = Object.fromEntries(res.body.holdings.map((h: any) => [h.symbol, h]));
    t.like(byId[MMF], { assetClass: 'FUND', units: 250.5, marketValueUsd: 250.5, costBasisUsd: 250.5, marketPriceLocal: 1, currency: 'USD' });
    // 1000 units bought for 1026.50, 400 sold back: 600 left, cost 615.90, valued at 1.0265 each = 615.90.
    t.like(byId[BOND], { assetClass: 'BOND', units: 600, marketValueUsd: 615.9, costBasisUsd: 615.9 });
    t.is(res.body.summary.holdingsCount, 2);
    t.is(res.body.summary.marketValueUsd, 866.4);
    // 2000 - 250.50 - 1026.50 + 410.60 (400 × 1.0265)
    t.is(res.body.summary.cashUsd, 1_133.6);
  });

  test(`${env}: every refusal answers its code and changes nothing`, async (t) => {
    const p = await serverWith(t, env);
    const userId = await funded(p, 60);
    const sub = (body: unknown) => () => p.post(`/users/${userId}/subscribe`, body);
    const red = (body: unknown) => () => p.post(`/users/${userId}/redeem`, body);
    await refused(t, p.s, sub({ instrumentId: 'NOPE', amount: 50 }), 404, 'NOT_FOUND');
    await refused(t, p.s, () => p.post('/users/sub_missing/subscribe', { instrumentId: MMF, amount: 50 }), 404, 'NOT_FOUND');
    const closed = await refused(t, p.s, sub({ instrumentId: 'FUND-GH-DATABANK-INCOME', amount: 50 }), 422, 'BUSINESS_RULE');
    t.is(closed.body.error.reason, 'FUND_NOT_OPEN');
    const below = await refused(t, p.s, sub({ instrumentId: 'FUND-NG-STANBIC-MMF-USD', amount: 49.99 }), 422, 'BUSINESS_RULE');
    t.is(below.body.error.reason, 'BELOW_MINIMUM');
    await refused(t, p.s, sub({ instrumentId: MMF, amount: 60.01 }), 400, 'INSUFFICIENT_FUNDS');
    // An opportunity that closed (allocated) takes no commitment (open ones: asset-classes-commitments.test.ts).
    const opp = await refused(t, p.s, sub({ instrumentId: 'cairo-payments-pre-ipo', amount: 50 }), 422, 'BUSINESS_RULE');
    t.is(opp.body.error.reason, 'NOT_OPEN');
    await refused(t, p.s, sub({ instrumentId: MMF, amount: 'fifty' }), 400, 'INVALID_TYPE');
    await refused(t, p.s, sub({ instrumentId: MMF, amount: 10.001 }), 400, 'VALIDATION_ERROR');
    await refused(t, p.s, sub({ amount: 10 }), 400, 'MISSING_PARAM');
    t.is((await p.post(`/users/${userId}/subscribe`, { instrumentId: MMF, amount: 20, note: 'unknown fields are tolerated' })).status, 200);
    const beyond = await refused(t, p.s, red({ instrumentId: MMF, units: 20.000001 }), 422, 'BUSINESS_RULE');
    t.is(beyond.body.error.reason, 'UNITS_EXCEED_HOLDINGS');
    await refused(t, p.s, red({ instrumentId: ETF, units: 1 }), 422, 'BUSINESS_RULE');
    await refused(t, p.s, red({ instrumentId: MMF, units: 1.0000001 }), 400, 'VALIDATION_ERROR');
    await refused(t, p.s, red({ instrumentId: MMF, units: -1 }), 400, 'VALIDATION_ERROR');
    await refused(t, p.s, () => p.post(`/users/${userId}/subscribe`, { instrumentId: MMF, amount: 10 }, null), 400, 'MISSING_IDEMPOTENCY_KEY');
    // Units block a closure like shares do: the cash would go back to the master wallet and leave them orphaned.
    await refused(t, p.s, () => p.del(`/users/${userId}`), 422, 'BUSINESS_RULE');
    t.is((await p.post(`/users/${userId}/freeze`)).status, 200);
    await refused(t, p.s, sub({ instrumentId: MMF, amount: 10 }), 403, 'FORBIDDEN');
    await refused(t, p.s, red({ instrumentId: MMF, units: 1 }), 403, 'FORBIDDEN');
    assertLedgerBalanced(t, p.s);
  });

  test(`${env}: the same Idempotency-Key replays the subscription once`, async (t) => {
    const p = await serverWith(t, env);
    const userId = await funded(p, 100);
    const key = uniqueKey('sub');
    const first = await p.post(`/users/${userId}/subscribe`, { instrumentId: MMF, amount: 30 }, key);
    const again = await p.post(`/users/${userId}/subscribe`, { instrumentId: MMF, amount: 30 }, key);
    t.is(first.status, 200);
    t.deepEqual(again.body, first.body);
    t.is(units(p, userId, MMF), 30_000_000);
    t.is(eventsOf(p, ['subscription.confirmed']).length, 1);
  });
}

test('production: a sub-account without VERIFIED KYC is refused 403 KYC_REQUIRED', async (t) => {
  const p = await serverWith(t, 'production');
  const userId = await funded(p, 100, false);
  await refused(t, p.s, () => p.post(`/users/${userId}/subscribe`, { instrumentId: MMF, amount: 20 }), 403, 'KYC_REQUIRED');
});

test('sandbox: a reset drains units back to their issuer with the cash', async (t) => {
  const p = await serverWith(t, 'sandbox');
  const userId = await funded(p, 100);
  t.is((await p.post(`/users/${userId}/subscribe`, { instrumentId: MMF, amount: 40 })).status, 200);
  const reset = await p.s.request('POST', `${SANDBOX_ROOT}/reset`, { key: p.key });
  t.is(reset.status, 200, reset.text);
  t.is(units(p, userId, MMF), 0);
  t.is(balanceOf(p.s, ledgerAccounts.issuerUnits('sandbox', MMF)), 0);
  assertLedgerBalanced(t, p.s);
});
