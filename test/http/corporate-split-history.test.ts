/**
 * Portfolio history and realized gains across a split, through a real server: the master
 * account's equity history values the units of each day at that day's close (pre-split units at the
 * raw pre-split close, post-split units at the post-split close), so the split day shows no jump; and
 * a sale after the split realizes proceeds minus the cost the lots kept through it.
 */
import test from 'ava';
import { holdShares } from './corporate-support.ts';
import { testTrade } from './testtools-support.ts';
import { advance, assertLedgerBalanced, deskOn, ENVS, marketOrder, ONE_USD_KES, type Partner, SCOM, setClock, tick, traderOn } from './trading-support.ts';

const cents = (usd: number): number => Math.round(usd * 100);

/** USD cents of `units` SCOM at `close` KES (KES 129.20 per USD), rounded half-up, as the ledger values them. */
function usdCentsOf(units: number, close: number): number {
  const numerator = BigInt(units) * BigInt(Math.round(close * 100)) * 100n;
  const q = numerator / 12_920n;
  return Number(2n * (numerator % 12_920n) >= 12_920n ? q + 1n : q);
}

const declareSplit = async (p: Partner, effectiveDate: string): Promise<void> => {
  const res = await p.s.operator('POST', '/corporate-actions', { type: 'SPLIT', symbol: SCOM, ratio: '2:1', effectiveDate });
  if (res.status !== 201) throw new Error(`declare failed: ${res.status} ${res.text}`);
};

test("production master: the equity history values each day in that day's shares at that day's close, without a jump on the split day", async (t) => {
  const { s, p } = await deskOn(t, 'production');
  await holdShares(p, null, SCOM, 100);
  await declareSplit(p, '2026-09-03');
  await setClock(s, '2026-09-04T13:00:00Z');
  const res = await p.get('/portfolio/history?from=2026-09-01&to=2026-09-03');
  t.is(res.status, 200, res.text);
  const history = res.body.history as { date: string; positionsUsd: number }[];
  const candles = (await p.get(`/stocks/${SCOM}/candles?interval=1d&from=2026-09-01&to=2026-09-03`)).body.candles as {
    date?: string;
    time?: string;
    close: number;
  }[];
  const closeOn = (date: string): number => candles.find((c) => (c.date ?? c.time ?? '').startsWith(date))!.close;
  t.deepEqual(
    history.map((h) => [h.date, cents(h.positionsUsd)]),
    [
      ['2026-09-01', usdCentsOf(100, closeOn('2026-09-01'))],
      ['2026-09-02', usdCentsOf(100, closeOn('2026-09-02'))],
      ['2026-09-03', usdCentsOf(200, closeOn('2026-09-03'))],
    ],
  );
  // The raw candles halve on the split day; the value does not (a day's move aside).
  t.true(closeOn('2026-09-03') / closeOn('2026-09-02') < 0.6);
  const [, before, after] = history.map((h) => h.positionsUsd);
  t.true(Math.abs(after! / before! - 1) < 0.15, `${after} vs ${before}`);
});

for (const env of ENVS) {
  test(`${env}: a sale after a 2:1 split realizes its proceeds minus the cost the lots kept through the split`, async (t) => {
    const { s, p } = await deskOn(t, env);
    await tick(s, SCOM, ONE_USD_KES);
    const a = await traderOn(p, 1000);
    await holdShares(p, a, SCOM, 10);
    const costBefore = ((await p.get(`/users/${a}/tax-lots`)).body.lots as { costBasisUsd: number }[]).reduce((sum, l) => sum + cents(l.costBasisUsd), 0);
    await declareSplit(p, '2026-09-02');
    await setClock(s, '2026-09-02T09:00:00Z');
    // Sell 15 of the 20 post-split shares: FIFO takes three quarters of the kept cost.
    if (env === 'sandbox') {
      const sold = await testTrade(p, { subAccountId: a, symbol: SCOM, type: 'SELL', quantity: 15, outcome: 'FILL' });
      t.is(sold.status, 201, sold.text);
    } else {
      const sold = await marketOrder(p, a, SCOM, 'SELL', { quantity: 15 });
      t.true(sold.status === 201 || sold.status === 202, sold.text);
      await advance(s, 300);
    }
    const gains = (await p.get(`/users/${a}/gains`)).body;
    t.is(gains.count, 1);
    const [g] = gains.gains as { quantity: number; proceedsUsd: number; costBasisUsd: number; realizedGainUsd: number; unmatchedQuantity: number }[];
    t.is(g!.quantity, 15);
    t.is(g!.unmatchedQuantity, 0, 'the post-split shares are all matched to lots');
    t.true(Math.abs(cents(g!.costBasisUsd) - (costBefore * 3) / 4) <= 1, `${g!.costBasisUsd} vs 3/4 of ${costBefore / 100}`);
    t.is(cents(g!.realizedGainUsd), cents(g!.proceedsUsd) - cents(g!.costBasisUsd));
    const lots = (await p.get(`/users/${a}/tax-lots`)).body.lots as { remainingQuantity: number; remainingCostBasisUsd: number }[];
    t.is(
      lots.reduce((sum, l) => sum + l.remainingQuantity, 0),
      5,
    );
    t.is(
      lots.reduce((sum, l) => sum + cents(l.remainingCostBasisUsd), 0) + cents(g!.costBasisUsd),
      costBefore,
      'the cost is split between the sale and the rest, exactly',
    );
    assertLedgerBalanced(t, s);
  });
}
