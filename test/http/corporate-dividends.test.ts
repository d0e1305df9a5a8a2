/**
 * Dividends paid through a real server: the entitlement is fixed from holdings at the
 * ex-date, paid on the pay date in USD at the managed FX rate through the ledger, one `dividend.paid`
 * per partner batch with its distributions, a DIVIDEND wallet transaction per sub-account, and the
 * dividend report (JSON and CSV). The seeded DECLARED dividends pay when their dates come.
 */
import test from 'ava';
import { declareScomDividend, holdShares } from './corporate-support.ts';
import { assertLedgerBalanced, deskOn, ENVS, eventsOf, ONE_USD_KES, SCOM, setClock, tick, traderOn } from './trading-support.ts';

for (const env of ENVS) {
  test(`${env}: a dividend is paid on its pay date to the holders at the ex-date, in USD at the managed rate, with one dividend.paid per batch`, async (t) => {
    const { s, p } = await deskOn(t, env);
    await tick(s, SCOM, ONE_USD_KES);
    const a = await traderOn(p, 1000);
    const b = await traderOn(p, 1000);
    const late = await traderOn(p, 1000);
    await holdShares(p, a, SCOM, 10);
    await holdShares(p, b, SCOM, 3);
    if (env === 'production') await holdShares(p, null, SCOM, 5);

    const declared = await declareScomDividend(s);
    t.is(declared.status, 201, declared.text);
    const id = declared.body.corporateActionId;

    await setClock(s, '2026-09-02T09:00:00Z');
    // Bought after the ex-date: no entitlement.
    await holdShares(p, late, SCOM, 7);
    t.deepEqual(eventsOf(p, ['dividend.paid']), []);
    await setClock(s, '2026-09-03T09:00:00Z');

    // 50 KES a share at 129.20 KES per USD: 500 KES = USD 3.87, 150 KES = USD 1.16, 250 KES = USD 1.93 (half-up).
    const paid = eventsOf(p, ['dividend.paid']);
    t.is(paid.length, 1);
    const expected = [
      { subAccountId: a, accountType: 'SUB_ACCOUNT', units: 10, usdYield: 3.87 },
      { subAccountId: b, accountType: 'SUB_ACCOUNT', units: 3, usdYield: 1.16 },
      ...(env === 'production' ? [{ subAccountId: null, accountType: 'MASTER', units: 5, usdYield: 1.93 }] : []),
    ];
    t.like(paid[0]!.data, {
      corporateActionId: id,
      symbol: SCOM,
      dividendPerShare: 50,
      currency: 'KES',
      fxRate: 129.2,
      totalUsdPaid: env === 'production' ? 6.96 : 5.03,
    });
    const byOwner = (d: { subAccountId: string | null }) => d.subAccountId ?? '';
    t.deepEqual(
      [...paid[0]!.data.distributions].sort((x, y) => byOwner(x).localeCompare(byOwner(y))),
      [...expected].sort((x, y) => byOwner(x).localeCompare(byOwner(y))),
    );

    const txns = await p.get(`/users/${a}/transactions`);
    const dividendTxn = txns.body.transactions.find((x: { type: string }) => x.type === 'DIVIDEND');
    t.like(dividendTxn, { type: 'DIVIDEND', amount: 3.87 });
    const lateTxns = await p.get(`/users/${late}/transactions`);
    t.falsy(lateTxns.body.transactions.find((x: { type: string }) => x.type === 'DIVIDEND'));

    const list = await s.operator('GET', `/corporate-actions?symbol=${SCOM}&type=DIVIDEND`);
    t.like(list.body.corporateActions[0], { corporateActionId: id, status: 'PAID' });
    assertLedgerBalanced(t, s);

    const report = await p.get('/report/dividends?from=2026-09-01&to=2026-09-30');
    t.is(report.status, 200, report.text);
    t.like(report.body, { from: '2026-09-01', to: '2026-09-30', currency: 'USD', totalUsdReceived: env === 'production' ? 6.96 : 5.03 });
    t.deepEqual(report.body.bySymbol, [{ symbol: SCOM, totalUsd: env === 'production' ? 6.96 : 5.03, payments: expected.length }]);
    t.deepEqual(report.body.bySubAccount[0], { subAccountId: a, accountType: 'SUB_ACCOUNT', totalUsd: 3.87, payments: 1 });
    const csv = await p.get('/report/dividends?from=2026-09-01&format=csv');
    t.is(csv.status, 200);
    t.regex(csv.headers.get('content-type') ?? '', /text\/csv/);
    t.is(csv.text, `symbol,totalUsd,payments\r\n${SCOM},${env === 'production' ? '6.96' : '5.03'},${expected.length}\r\n`);
    const before = await p.get('/report/dividends?from=2026-08-01&to=2026-08-31');
    t.like(before.body, { totalUsdReceived: 0, bySymbol: [], bySubAccount: [] });
    const bad = await p.get('/report/dividends?from=2026-09-30&to=2026-09-01');
    t.is(bad.status, 400);
    t.is(bad.body.error.code, 'VALIDATION_ERROR');
    t.is((await p.get('/report/dividends?from=yesterday')).status, 400);
  });
}

test('the seeded DECLARED dividends are registered at start and pay their holders when their dates come', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const seeded = await s.operator('GET', '/corporate-actions?type=DIVIDEND&symbol=GTCO.NG');
  t.like(seeded.body.corporateActions, [
    {
      corporateActionId: 'ca_seed_gtco_ng_20260907',
      symbol: 'GTCO.NG',
      status: 'DECLARED',
      dividendPerShare: 1,
      currency: 'NGN',
      exDate: '2026-09-07',
      payDate: '2026-09-21',
    },
  ]);
  const holder = await traderOn(p, 1000);
  await tick(s, 'GTCO.NG', 60);
  await holdShares(p, holder, 'GTCO.NG', 1000);
  await setClock(s, '2026-09-21T09:00:00Z');
  const [paid] = eventsOf(p, ['dividend.paid']).filter((e) => e.data.symbol === 'GTCO.NG');
  t.truthy(paid);
  t.is(paid!.data.distributions[0].subAccountId, holder);
  t.is(paid!.data.distributions[0].units, 1000);
  t.true(paid!.data.totalUsdPaid > 0);
  assertLedgerBalanced(t, s);
});
