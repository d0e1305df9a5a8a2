/**
 * Bond and bill payments through a real server in both environments: the daily timer
 * pays a bill's face value at maturity (units back to the issuer) and a bond's coupon on its date,
 * each as settled cash with a wallet transaction and an event; a matured bill takes no subscription.
 * The clock starts at 2026-09-01T09:00Z; the Egyptian 91-day bill matures on 2026-09-08 and the FGN
 * MAR 2027 bond pays a semi-annual coupon on 2026-09-17.
 */
import test from 'ava';
import { couponDates } from '../../engine/asset-classes/bond-payments.ts';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { bonds } from '../../storage/catalog/asset-classes.ts';
import { assertLedgerBalanced, balanceOf, createUser, deposit, ENVS, eventsOf, refused, serverWith, subCash } from './users-support.ts';

const BILL = 'EG-TB-91D-2026-09-08';
const FGN = 'NG-FGN-2027-03';

test('coupon dates step back from maturity by 12 / frequency months, after the issue date', (t) => {
  const fgn = bonds.find((b) => b.id === FGN)!;
  const dates = couponDates(fgn);
  t.is(dates.length, 20);
  t.deepEqual(dates.slice(-3), ['2026-03-17', '2026-09-17', '2027-03-17']);
  t.deepEqual(couponDates(bonds.find((b) => b.id === BILL)!), []);
});

for (const env of ENVS) {
  test(`${env}: a bill pays face at maturity, a bond pays its coupon on schedule`, async (t) => {
    const p = await serverWith(t, env);
    const user = await createUser(p);
    await deposit(p, user.userId, 2_000);
    if (env === 'production') await p.post(`/users/${user.userId}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'k' });
    // 995.10 buys 1000 units (1 USD of face each) at 99.51; 987.60 buys 1000 at 98.76.
    t.like((await p.post(`/users/${user.userId}/subscribe`, { instrumentId: BILL, amount: 995.1 })).body, { units: 1000 });
    t.like((await p.post(`/users/${user.userId}/subscribe`, { instrumentId: FGN, amount: 987.6 })).body, { units: 1000 });
    const cash = () => balanceOf(p.s, subCash(p, user.userId));
    t.is(cash(), 1_730);
    // To 2026-09-08T00:00Z: the bill matures.
    t.is((await p.s.operator('POST', '/clock/advance', { seconds: 6 * 86_400 + 15 * 3600 })).status, 200);
    t.is(cash(), 1_730 + 100_000);
    t.is(balanceOf(p.s, ledgerAccounts.unitHolding(p.env, p.partnerId, user.userId, BILL)), 0);
    t.deepEqual(
      eventsOf(p, ['bond.matured']).map((e) => [e.data.instrumentId, e.data.units, e.data.amount, e.data.maturityDate]),
      [[BILL, 1000, 1000, '2026-09-08']],
    );
    const matured = await refused(t, p.s, () => p.post(`/users/${user.userId}/subscribe`, { instrumentId: BILL, amount: 200 }), 422, 'BUSINESS_RULE');
    t.is(matured.body.error.reason, 'NOT_OPEN');
    // To 2026-09-17T00:00Z: the FGN bond pays 1000 × 16.2884% / 2 = 81.442 → USD 81.44.
    t.is((await p.s.operator('POST', '/clock/advance', { seconds: 9 * 86_400 })).status, 200);
    t.is(cash(), 1_730 + 100_000 + 8_144);
    t.deepEqual(
      eventsOf(p, ['bond.coupon_paid']).map((e) => [e.data.instrumentId, e.data.amount, e.data.paymentDate]),
      [[FGN, 81.44, '2026-09-17']],
    );
    const txs = await p.get(`/users/${user.userId}/transactions`);
    t.deepEqual(
      txs.body.transactions.slice(0, 2).map((x: any) => [x.type, x.amount]),
      [
        ['BOND_COUPON', 81.44],
        ['BOND_MATURITY', 1000],
      ],
    );
    const portfolio = await p.get(`/users/${user.userId}/portfolio`);
    t.deepEqual(
      portfolio.body.holdings.map((h: any) => h.symbol),
      [FGN],
    );
    assertLedgerBalanced(t, p.s);
  });
}
