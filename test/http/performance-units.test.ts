/**
 * Bond and fund units in the performance report's daily equity, hand-computed: a
 * sub-account deposits USD 1,000 on 2026-09-01, then on 09-02 subscribes USD 100 to an ETF-like fund
 * (NAV 12.4830: 8.010894 units, worth floor(8.010894 * 12.4830 * 100) = 9,999 cents) and USD 513.25 to
 * a bond (clean price 102.65 per 100 face: 500 units worth exactly 51,325 cents). Equity stays cash
 * plus units at that day's NAV and clean price: 1,000.00, then 999.99 on every later day; the only P&L
 * is the cent the fund's rounding down costs, and the Modified Dietz return of 09-02 is
 * -1 cent / 100,000 cents = -0.000010 (0 bp), not the -61% a report without units would show.
 */
import test from 'ava';
import { deskOn, ENVS, setClock, traderOn } from './trading-support.ts';

const ETF = 'FUND-ZA-SATRIX-BOND-USD';
const BOND = 'KE-IFB1-2023-017';

for (const env of ENVS) {
  test(`${env}: fund and bond units count in the daily equity at NAV and clean price; subscribing is neither a flow nor a loss`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    await setClock(s, '2026-09-02T10:00:00Z');
    const fund = await p.post(`/users/${userId}/subscribe`, { instrumentId: ETF, amount: 100 });
    t.is(fund.status, 200, fund.text);
    t.is(fund.body.units, 8.010894);
    const bond = await p.post(`/users/${userId}/subscribe`, { instrumentId: BOND, amount: 513.25 });
    t.is(bond.status, 200, bond.text);
    t.is(bond.body.units, 500);
    await setClock(s, '2026-09-04T12:00:00Z');

    const res = await p.get(`/users/${userId}/performance?from=2026-09-01&to=2026-09-04`);
    t.is(res.status, 200, res.text);
    t.deepEqual(
      (res.body.daily as { date: string; equityUsd: number; pnlUsd: number; netFlowUsd: number }[]).map((d) => [d.date, d.equityUsd, d.pnlUsd, d.netFlowUsd]),
      [
        ['2026-09-01', 1000, 0, 1000],
        ['2026-09-02', 999.99, -0.01, 0],
        ['2026-09-03', 999.99, 0, 0],
        ['2026-09-04', 999.99, 0, 0],
      ],
    );
    t.deepEqual(
      (res.body.flows as { type: string; amountUsd: number }[]).map((f) => [f.type, f.amountUsd]),
      [['DEPOSIT', 1000]],
      'subscriptions move cash into units inside the account: no external flow',
    );
    const intervals = res.body.intervals as { start: string; return: string; returnBps: number }[];
    t.deepEqual(
      intervals.map((i) => [i.start, i.return, i.returnBps]),
      [
        ['2026-09-01', '0.000000', 0],
        ['2026-09-02', '-0.000010', 0],
        ['2026-09-03', '0.000000', 0],
        ['2026-09-04', '0.000000', 0],
      ],
    );
    t.like(res.body.summary, { startEquityUsd: 0, netFlowUsd: 1000, endEquityUsd: 999.99, twrBps: 0 });
  });
}
