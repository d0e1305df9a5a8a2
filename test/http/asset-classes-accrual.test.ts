/**
 * Money-market yield through a real server in both environments: the durable daily timer
 * pays one day of the annualised return at 00:00 UTC of the service clock, in units for an ACCUMULATE
 * fund and in settled cash for a DISTRIBUTE fund, each with a wallet transaction and a
 * `fund.yield_paid` event; the ledger stays balanced. The clock starts at 2026-09-01T09:00Z.
 */
import test from 'ava';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { assertLedgerBalanced, balanceOf, createUser, deposit, ENVS, eventsOf, serverWith, subCash } from './users-support.ts';

const ACC = 'FUND-KE-CIC-MMF-USD'; // 6.15%, ACCUMULATE, NAV 1.0000
const DIST = 'FUND-NG-STANBIC-MMF-USD'; // 5.40%, DISTRIBUTE, NAV 1.0000

for (const env of ENVS) {
  test(`${env}: at midnight an ACCUMULATE fund pays a day of yield in units, a DISTRIBUTE fund in cash`, async (t) => {
    const p = await serverWith(t, env);
    const user = await createUser(p);
    await deposit(p, user.userId, 3_000);
    if (env === 'production') await p.post(`/users/${user.userId}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'k' });
    t.is((await p.post(`/users/${user.userId}/subscribe`, { instrumentId: ACC, amount: 1_000 })).status, 200);
    t.is((await p.post(`/users/${user.userId}/subscribe`, { instrumentId: DIST, amount: 1_000 })).status, 200);
    const holding = (id: string) => balanceOf(p.s, ledgerAccounts.unitHolding(p.env, p.partnerId, user.userId, id));
    // 8:59 later it is still 2026-09-01: nothing paid.
    t.is((await p.s.operator('POST', '/clock/advance', { seconds: 15 * 3600 - 60 })).status, 200);
    t.is(eventsOf(p, ['fund.yield_paid']).length, 0);
    t.is((await p.s.operator('POST', '/clock/advance', { seconds: 60 })).status, 200);
    // 1000 units × 6.15% / 365 = 0.168493150... → 0.168493 units.
    t.is(holding(ACC), 1_000_168_493);
    // 1000 units × 5.40% / 365 = 0.147945 units → USD 0.14 at NAV 1 (down to the cent).
    t.is(holding(DIST), 1_000_000_000);
    t.is(balanceOf(p.s, subCash(p, user.userId)), 100_014);
    const events = eventsOf(p, ['fund.yield_paid']);
    t.deepEqual(
      events.map((e) => [e.data.instrumentId, e.data.distributionPolicy, e.data.units, e.data.amount, e.data.accruedFor]),
      [
        [ACC, 'ACCUMULATE', 0.168493, 0, '2026-09-01'],
        [DIST, 'DISTRIBUTE', 0, 0.14, '2026-09-01'],
      ],
    );
    const txs = await p.get(`/users/${user.userId}/transactions`);
    t.deepEqual(
      txs.body.transactions.slice(0, 2).map((x: any) => [x.type, x.amount]),
      [
        ['FUND_YIELD', 0.14],
        ['FUND_YIELD', 0],
      ],
    );
    // The next day compounds on the grown units: 1000.168493 × 6.15% / 365 = 0.168521... → 0.168521.
    t.is((await p.s.operator('POST', '/clock/advance', { seconds: 86_400 })).status, 200);
    t.is(holding(ACC), 1_000_168_493 + 168_521);
    t.is(eventsOf(p, ['fund.yield_paid']).length, 4);
    const portfolio = await p.get(`/users/${user.userId}/portfolio`);
    t.is(portfolio.body.holdings.find((h: any) => h.symbol === ACC).units, 1000.337014);
    assertLedgerBalanced(t, p.s);
  });
}
