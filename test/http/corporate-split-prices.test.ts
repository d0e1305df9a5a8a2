/**
 * Prices after a split, through a real server: from the effective date /market/quotes
 * serves the split-adjusted price (the last pre-split capture and previous close restated, later
 * captures at the new level), a holding keeps its value across the split within rounding, and the
 * candles already captured stay raw.
 */
import test from 'ava';
import { holdShares } from './corporate-support.ts';
import { assertLedgerBalanced, deskOn, ENVS, type Partner, SCOM, setClock, traderOn } from './trading-support.ts';

const cents = (x: number): number => Math.round(x * 100);

const quoteOf = async (p: Partner): Promise<Record<string, any>> => {
  const res = await p.get(`/market/quotes?symbol=${SCOM}&exchange=NSE`);
  if (res.status !== 200) throw new Error(`quote failed: ${res.status} ${res.text}`);
  return res.body.data as Record<string, any>;
};

const holdingValue = async (p: Partner, owner: string): Promise<number> => {
  const res = await p.get(`/users/${owner}/portfolio`);
  return (res.body.holdings as Record<string, any>[]).find((h) => h.symbol === SCOM)!.marketValueUsd as number;
};

const dailyCandles = async (p: Partner): Promise<unknown> => (await p.get(`/stocks/${SCOM}/candles?interval=1d&from=2026-08-24&to=2026-09-01`)).body.candles;

for (const env of ENVS) {
  test(`${env}: a 2:1 split halves the quoted price from its effective date, keeps the holding's value and leaves the candles raw`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const a = await traderOn(p, 1000);
    await holdShares(p, a, SCOM, 10);
    // After the close of 2026-09-01 (12:00 UTC) and its closing capture.
    await setClock(s, '2026-09-01T13:00:00Z');
    const before = await quoteOf(p);
    const valueBefore = await holdingValue(p, a);
    const candlesBefore = await dailyCandles(p);
    const declared = await s.operator('POST', '/corporate-actions', { type: 'SPLIT', symbol: SCOM, ratio: '2:1', effectiveDate: '2026-09-02' });
    t.is(declared.status, 201, declared.text);
    t.is((await quoteOf(p)).price, before.price, 'a declared split changes nothing before its effective date');

    await setClock(s, '2026-09-02T00:00:01Z');
    const after = await quoteOf(p);
    t.is(cents(after.price), Math.round(cents(before.price) / 2));
    t.is(cents(after.previousClose), Math.round(cents(before.previousClose) / 2));
    // The change stays a change (previous close restated too), not -50%.
    t.true(Math.abs(after.changePct - before.changePct) <= 0.05, `${after.changePct} vs ${before.changePct}`);
    // 20 shares at half the price: the same value, within half a local cent per share of rounding.
    const valueAfter = await holdingValue(p, a);
    t.true(Math.abs(cents(valueAfter) - cents(valueBefore)) <= 1, `${valueAfter} vs ${valueBefore}`);
    t.deepEqual(await dailyCandles(p), candlesBefore, 'the captured bars stay raw');

    // The next session's captures continue at the adjusted level (a day's move aside), not back at the raw one.
    await setClock(s, '2026-09-02T08:00:00Z');
    const live = await quoteOf(p);
    t.true(Date.parse(live.asOf) > Date.parse('2026-09-02T06:00:00Z'), `a capture of the new session: ${live.asOf}`);
    t.true(Math.abs(live.price / after.price - 1) < 0.15, `${live.price} vs ${after.price}`);
    t.true(Math.abs(live.changePct) < 15, `changePct ${live.changePct}`);
    const valueLive = await holdingValue(p, a);
    t.true(Math.abs(valueLive / valueBefore - 1) < 0.15, `${valueLive} vs ${valueBefore}`);
    assertLedgerBalanced(t, s);
  });
}

test('a split cancelled before its effective date leaves the quoted price raw after that date', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  await setClock(s, '2026-09-01T13:00:00Z');
  const before = await quoteOf(p);
  const declared = await s.operator('POST', '/corporate-actions', { type: 'SPLIT', symbol: SCOM, ratio: '2:1', effectiveDate: '2026-09-02' });
  t.is(declared.status, 201, declared.text);
  const cancelled = await s.operator('POST', `/corporate-actions/${declared.body.corporateActionId}/cancel`);
  t.is(cancelled.status, 200, cancelled.text);

  await setClock(s, '2026-09-02T00:00:01Z');
  const after = await quoteOf(p);
  t.is(after.price, before.price, 'no capture since the close: the same raw price, not halved');
  t.is(after.previousClose, before.previousClose);
});
