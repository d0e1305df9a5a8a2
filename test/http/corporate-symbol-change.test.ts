/**
 * Symbol change through a real server, in both environments: on the effective date the
 * instrument answers under its new symbol (quotes, stock detail, candle history unchanged), holdings
 * move through the ledger with their tax lots and cost basis, open orders and alerts follow, the old
 * symbol answers 404 with a pointer to the new one, and `corporateaction.symbol_changed` lists what moved.
 */
import test from 'ava';
import { holdShares } from './corporate-support.ts';
import { testTrade } from './testtools-support.ts';
import {
  advance,
  assertLedgerBalanced,
  assertMoneyConsistent,
  deskOn,
  ENVS,
  eventsOf,
  marketOrder,
  ONE_USD_KES,
  order,
  type Partner,
  position,
  quote,
  SCOM,
  setClock,
  tick,
  trade,
  traderOn,
} from './trading-support.ts';

const NEW = 'SAFCOM.KE';

const portfolioHolding = async (p: Partner, owner: string, symbol: string): Promise<Record<string, any> | undefined> => {
  const res = await p.get(`/users/${owner}/portfolio`);
  t_ok(res.status, res.text);
  return (res.body.holdings as Record<string, any>[]).find((h) => h.symbol === symbol);
};

function t_ok(status: number, text: string): void {
  if (status !== 200) throw new Error(`read failed: ${status} ${text}`);
}

const cents = (usd: number): number => Math.round(usd * 100);

/** A SELL filled at once: the sandbox test tool, or a MARKET order the production venue executes. */
async function sellNow(p: Partner, owner: string, symbol: string, quantity: number): Promise<void> {
  if (p.env === 'sandbox') {
    const res = await testTrade(p, { subAccountId: owner, symbol, type: 'SELL', quantity, outcome: 'FILL' });
    if (res.status !== 201) throw new Error(`test trade failed: ${res.status} ${res.text}`);
    return;
  }
  const res = await marketOrder(p, owner, symbol, 'SELL', { quantity });
  if (res.status !== 201 && res.status !== 202) throw new Error(`order failed: ${res.status} ${res.text}`);
  await advance(p.s, 300);
}

for (const env of ENVS) {
  test(`${env}: a symbol change moves holdings, lots, orders, alerts and market data to the new symbol; the old one points there`, async (t) => {
    const { s, p } = await deskOn(t, env);
    await tick(s, SCOM, ONE_USD_KES);
    const a = await traderOn(p, 1000);
    await holdShares(p, a, SCOM, 10);
    const buy = await trade(p, a, { symbol: SCOM, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 10, timeInForce: 'GTC' });
    const sell = await trade(p, a, { symbol: SCOM, type: 'SELL', quantity: 4, orderType: 'LIMIT', limitPrice: 1000, timeInForce: 'GTC' });
    t.is(buy.status, 201, buy.text);
    t.is(sell.status, 201, sell.text);
    const alert = await p.post('/price-alerts', { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold: 5000 });
    t.is(alert.status, 201, alert.text);
    const before = (await portfolioHolding(p, a, SCOM))!;
    const candlesBefore = (await p.get(`/stocks/${SCOM}/candles?interval=1d&from=2026-06-01&to=2026-08-31`)).body.candles;
    t.true(candlesBefore.length > 20);

    // Declaration rules: same exchange suffix, and a symbol nobody uses.
    const otherExchange = await s.operator('POST', '/corporate-actions', {
      type: 'SYMBOL_CHANGE',
      symbol: SCOM,
      newSymbol: 'SAF.NG',
      effectiveDate: '2026-09-02',
    });
    t.is(otherExchange.status, 422, otherExchange.text);
    t.is(otherExchange.body.error.param, 'newSymbol');
    const taken = await s.operator('POST', '/corporate-actions', { type: 'SYMBOL_CHANGE', symbol: SCOM, newSymbol: 'KCB.KE', effectiveDate: '2026-09-02' });
    t.is(taken.status, 422, taken.text);
    const declared = await s.operator('POST', '/corporate-actions', { type: 'SYMBOL_CHANGE', symbol: SCOM, newSymbol: NEW, effectiveDate: '2026-09-02' });
    t.is(declared.status, 201, declared.text);

    await setClock(s, '2026-09-02T09:00:00Z');
    // Units moved account for account through the ledger.
    t.deepEqual(position(p, a, SCOM), { held: 0, reserved: 0 });
    t.deepEqual(position(p, a, NEW), { held: 6, reserved: 4 });
    assertLedgerBalanced(t, s);
    await assertMoneyConsistent(t, p, a);
    // The portfolio shows the new symbol with the same cost basis; no line remains under the old one.
    t.is(await portfolioHolding(p, a, SCOM), undefined);
    t.like(await portfolioHolding(p, a, NEW), {
      units: 10,
      reservedUnits: 4,
      costBasisUsd: before.costBasisUsd,
      averageCostUsd: before.averageCostUsd,
      delisted: false,
    });
    const lots = (await p.get(`/users/${a}/tax-lots`)).body.lots as Record<string, any>[];
    t.deepEqual(
      lots.filter((l) => l.status === 'OPEN').map((l) => [l.symbol, l.remainingQuantity, l.remainingCostBasisUsd]),
      [[NEW, 10, before.costBasisUsd]],
    );

    // Orders and alerts follow.
    t.like(await order(p, buy.body.orderId), { symbol: NEW, status: 'WORKING', quantity: 5, limitPrice: 10 });
    t.like(await order(p, sell.body.orderId), { symbol: NEW, status: 'WORKING', quantity: 4 });
    t.like((await p.get(`/price-alerts/${alert.body.alertId}`)).body, { symbol: NEW, state: 'ARMED' });
    const bySymbol = await p.get(`/users/${a}/orders?symbol=${NEW}`);
    t.is(bySymbol.status, 200, bySymbol.text);
    t.true((bySymbol.body.orders as Record<string, any>[]).some((o) => o.orderId === sell.body.orderId));

    // The old symbol answers 404 with a pointer; the new one answers with the same history.
    for (const path of [`/stocks/${SCOM}`, `/stocks/${SCOM}/candles?interval=1d`, '/market/quotes?symbol=SCOM&exchange=NSE']) {
      const old = await p.get(path);
      t.is(old.status, 404, path);
      t.like(old.body.error, { code: 'NOT_FOUND', reason: 'SYMBOL_CHANGED', newSymbol: NEW, corporateActionId: declared.body.corporateActionId });
    }
    const bare = await p.get('/stocks/SCOM');
    t.is(bare.status, 404);
    t.is(bare.body.error.newSymbol, NEW, 'a bare old ticker points to the new symbol too');
    const oldQuote = await quote(p, SCOM, a, { type: 'SELL', quantity: 1 });
    t.is(oldQuote.status, 404);
    t.is(oldQuote.body.error.newSymbol, NEW);
    const stock = await p.get(`/stocks/${NEW}`);
    t.is(stock.status, 200, stock.text);
    t.is(stock.body.symbol, NEW);
    const candlesAfter = (await p.get(`/stocks/${NEW}/candles?interval=1d&from=2026-06-01&to=2026-08-31`)).body.candles;
    t.deepEqual(candlesAfter, candlesBefore, 'the same history under the new symbol');
    const quoted = await quote(p, NEW, a, { type: 'SELL', quantity: 1 });
    t.is(quoted.status, 200, quoted.text);
    t.is(quoted.body.symbol, NEW);

    // Realized gains stay right: a sale under the new symbol takes its cost from the moved lot.
    await tick(s, NEW, ONE_USD_KES);
    await sellNow(p, a, NEW, 2);
    const gains = (await p.get(`/users/${a}/gains`)).body;
    t.is(gains.gains.length, 1);
    const after = (await portfolioHolding(p, a, NEW))!;
    t.is(cents(gains.gains[0].costBasisUsd) + cents(after.costBasisUsd), cents(before.costBasisUsd), 'no cent of cost basis lost across the change');
    t.is(gains.gains[0].symbol, NEW);
    assertLedgerBalanced(t, s);

    const events = eventsOf(p, ['corporateaction.symbol_changed']);
    t.is(events.length, 1);
    const externalId = (await p.get(`/users/${a}`)).body.externalId;
    t.like(events[0]!.data, {
      corporateActionId: declared.body.corporateActionId,
      type: 'SYMBOL_CHANGE',
      symbol: SCOM,
      oldSymbol: SCOM,
      newSymbol: NEW,
      exchange: 'NSE',
      status: 'EFFECTIVE',
      effectiveDate: '2026-09-02',
    });
    t.deepEqual(events[0]!.data.affectedSubAccounts, [{ subAccountId: a, externalId, accountType: 'SUB_ACCOUNT', units: 10 }]);
    // The open orders, and the filled BUY that built the holding (its settlement is still to come).
    const moved = events[0]!.data.orderIds as string[];
    t.deepEqual(moved.slice(1), [buy.body.orderId, sell.body.orderId]);
    t.like(await order(p, moved[0]!), { symbol: NEW, status: 'FILLED', type: 'BUY' });
    t.deepEqual(events[0]!.data.alertIds, [alert.body.alertId]);
    t.is((await p.get('/events?event=corporateaction.symbol_changed')).status, 200);
  });
}
