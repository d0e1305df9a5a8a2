/**
 * Market data through a sub-account on a sandbox test clock: the simulated market at the clock's time,
 * deterministic from the market seed (two clocks reaching the same instant by different advances see
 * the same prices), used for its quotes, its orders and its portfolio; a sub-account on the service
 * clock keeps the service's captured price.
 */
import test from 'ava';
import { uniqueKey } from '../helpers/server.ts';
import { createUser, deskOn, marketOrder, ONE_USD_KES, order, quote, SCOM, tick, trade, type Partner } from './trading-support.ts';

const NOW = '2026-09-01T09:00:00.000Z';

async function clockAt(p: Partner, frozenTime: string): Promise<string> {
  const res = await p.post('/test-clocks', { frozenTime });
  if (res.status !== 201) throw new Error(`test clock: ${res.status} ${res.text}`);
  return res.body.testClockId as string;
}

async function userOn(p: Partner, testClockId: string | null): Promise<string> {
  const user = await createUser(p, uniqueKey('ext'), testClockId ? { testClockId } : {});
  const funded = await p.post('/test-tools/deposit', { subAccountId: user.userId, amount: 5000 });
  if (funded.status !== 200) throw new Error(`deposit: ${funded.status} ${funded.text}`);
  return user.userId as string;
}

async function priceSeenBy(p: Partner, userId: string): Promise<{ price: number; priceAsOf: string }> {
  const q = await quote(p, SCOM, userId, { type: 'BUY', quantity: 100 });
  if (q.status !== 200) throw new Error(`quote: ${q.status} ${q.text}`);
  return { price: q.body.price, priceAsOf: q.body.priceAsOf };
}

async function advanceTo(p: Partner, clockId: string, frozenTime: string): Promise<void> {
  const res = await p.post(`/test-clocks/${clockId}/advance`, { frozenTime });
  if (res.status !== 200) throw new Error(`advance: ${res.status} ${res.text}`);
}

test('a sub-account on a test clock sees the simulated market at its clock time, the same however the clock got there', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  await tick(s, SCOM, ONE_USD_KES);
  const [oneStep, twoSteps] = [await clockAt(p, NOW), await clockAt(p, NOW)];
  const [a, b, onService] = [await userOn(p, oneStep), await userOn(p, twoSteps), await userOn(p, null)];

  t.is((await priceSeenBy(p, onService)).price, ONE_USD_KES, "the service clock's sub-account sees the captured tick");
  const atStart = await priceSeenBy(p, a);
  t.is(atStart.priceAsOf, NOW, "the clock sees the poll of its own instant (the feed's 15-minute delayed price)");
  t.deepEqual(await priceSeenBy(p, b), atStart, 'two clocks at one instant see one price');

  // 2026-09-02 10:00 UTC is in the NSE session (09:00-15:00 Nairobi); one clock jumps, the other walks there.
  const later = '2026-09-02T10:00:00.000Z';
  await advanceTo(p, oneStep, later);
  await advanceTo(p, twoSteps, '2026-09-01T20:00:00Z');
  const overnight = await priceSeenBy(p, b);
  t.is(overnight.priceAsOf, '2026-09-01T12:15:00.000Z', "after the close the clock sees the session's closing observation");
  await advanceTo(p, twoSteps, later);
  const seen = await priceSeenBy(p, a);
  t.is(seen.priceAsOf, later);
  t.deepEqual(await priceSeenBy(p, b), seen, 'two advances to the same instant see the same prices');
  t.notDeepEqual([atStart.price, overnight.price], [seen.price, seen.price], 'the simulated market moved with the clock');
  t.is((await priceSeenBy(p, onService)).price, ONE_USD_KES, 'the service clock is untouched');

  // The clock's price is the one its orders trade at and its holdings are valued at.
  const bought = await marketOrder(p, a, SCOM, 'BUY', { quantity: 100 });
  t.true(bought.status === 201 || bought.status === 202, bought.text);
  t.like(await order(p, bought.body.orderId), { status: 'FILLED', averageFillPrice: seen.price, priceAtOrder: seen.price });
  const portfolio = await p.get(`/users/${a}/portfolio`);
  t.is(portfolio.status, 200, portfolio.text);
  const holding = portfolio.body.holdings.find((h: { symbol: string }) => h.symbol === SCOM);
  t.like(holding, { marketPriceLocal: seen.price, priceAsOf: later });
});

test("a resting order of a sub-account on a test clock triggers on the clock's market as the clock passes it, never on the service's captures", async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const probe = await clockAt(p, NOW);
  const prober = await userOn(p, probe);
  const start = await priceSeenBy(p, prober);
  // Where the clock's market goes over the next session (hourly samples of the 15-minute delayed feed).
  const samples: { price: number; priceAsOf: string }[] = [];
  for (const at of [
    '2026-09-01T10:00:00Z',
    '2026-09-01T11:00:00Z',
    '2026-09-01T12:00:00Z',
    '2026-09-02T07:00:00Z',
    '2026-09-02T08:00:00Z',
    '2026-09-02T09:00:00Z',
    '2026-09-02T10:00:00Z',
    '2026-09-02T11:00:00Z',
  ]) {
    await advanceTo(p, probe, at);
    samples.push(await priceSeenBy(p, prober));
  }
  const low = samples.reduce((a, b) => (b.price < a.price ? b : a));
  t.true(low.price < start.price, `the market dips below ${start.price} (to ${low.price} at ${low.priceAsOf})`);

  const clockId = await clockAt(p, NOW);
  const onClock = await userOn(p, clockId);
  const onService = await userOn(p, null);
  const limitBuy = { symbol: SCOM, type: 'BUY', quantity: 100, orderType: 'LIMIT', limitPrice: low.price, timeInForce: 'GTC' };
  const resting = await trade(p, onClock, limitBuy);
  t.is(resting.status, 201, resting.text);
  t.like(await order(p, resting.body.orderId), { status: 'WORKING' });
  const serviceOrder = await trade(p, onService, limitBuy);
  t.is(serviceOrder.status, 201, serviceOrder.text);

  // A capture of the service crossing both limits reaches the service's order only.
  await tick(s, SCOM, Math.round((low.price - 0.5) * 100) / 100);
  t.like(await order(p, serviceOrder.body.orderId), { status: 'FILLED' });
  t.like(await order(p, resting.body.orderId), { status: 'WORKING' }, "the service's tick is not the clock's market");

  await advanceTo(p, clockId, '2026-09-03T00:00:00Z');
  const filled = await order(p, resting.body.orderId);
  t.is(filled.status, 'FILLED');
  t.true(filled.averageFillPrice <= low.price, `filled at ${filled.averageFillPrice}, within the limit ${low.price}`);
  t.true(filled.filledAt > NOW && filled.filledAt <= low.priceAsOf, `filled at the first poll crossing it (${filled.filledAt})`);
});
