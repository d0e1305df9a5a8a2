/**
 * Property: any sequence of trading commands (quote + MARKET trade, resting trade, cancel, replace,
 * deposit, withdraw, operator tick, clock advance) against one real server keeps the money invariants
 * after every step, and every command answers what a simple model of wallets, positions and market
 * hours predicts. Invariants: every ledger asset sums to zero; no wallet is negative; each owner's
 * escrow equals the reservations of its open BUY orders and its reserved units those of its open SELL
 * orders; holdings plus reserved units equal the sum of fills; the wallet balance equals the net cash
 * paid in plus the executions' cash flows. Runs are bounded; fast-check prints a failing seed.
 */
import assert from 'node:assert/strict';
import test from 'ava';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { ONE_USD_KES, position, quote, SCOM, trade, traderOn, wallet } from '../http/trading-support.ts';
import { partnerOn, type EnvName, type Partner } from '../http/users-support.ts';

const RUNS = { numRuns: 20, maxCommands: 40 };
const FX_MICRO = 129_200_000n;

interface Real {
  readonly s: TestServer;
  readonly p: Partner;
  readonly users: readonly string[];
}

interface Model {
  /** Net USD cents paid into each user (deposits minus withdrawals). */
  readonly inflow: Map<string, number>;
  readonly orders: string[];
}

const cents = (usd: number): number => Math.round(usd * 100);
const micro = (units: number): number => Math.round(units * 1_000_000);
const halfUp = (n: bigint, d: bigint): bigint => (2n * (n % d) >= d ? n / d + 1n : n / d);

/** The model's own pricing: gross at the managed KES rate plus the 0.75% base fee (no markup on these partners). */
function costCents(quantity: number, price: number): number {
  const gross = halfUp(BigInt(micro(quantity)) * BigInt(cents(price)), FX_MICRO);
  return Number(gross + halfUp(gross * 75n, 10_000n));
}

/** NSE trades 09:30 to 15:00 Nairobi time (06:30 to 12:00 UTC) on weekdays; no NSE holiday falls in these runs. */
function nseOpen(nowMs: number): boolean {
  const d = new Date(nowMs);
  const minutes = d.getUTCHours() * 60 + d.getUTCMinutes();
  return d.getUTCDay() >= 1 && d.getUTCDay() <= 5 && minutes >= 390 && minutes < 720;
}

async function buyingPower(p: Partner, userId: string): Promise<number> {
  const w = await wallet(p, userId);
  return cents(w.settledUsd) + cents(w.unsettledUsd);
}

/** The invariants, read through the API (orders, wallets) and, for assertion only, the ledger in process. */
async function checkInvariants(r: Real, m: Model): Promise<void> {
  const { ledger } = r.s.running.service.stores;
  for (const { asset, total } of ledger.totalsByAsset()) assert.equal(total, 0, `asset ${asset} sums to zero`);
  assert.equal(ledger.negativeWalletCount(), 0, 'no wallet is negative');
  for (const userId of r.users) {
    const orders = (await r.p.get(`/users/${userId}/orders?limit=200`)).body.orders as Record<string, any>[];
    const open = orders.filter((o) => o.cancelable || o.status === 'PARTIALLY_FILLED');
    const filled = orders.filter((o) => o.status === 'FILLED' && o.settlementStatus !== 'FAILED');
    const escrow = ledger.account(`${r.p.env}/${r.p.partnerId}/escrow/${userId}/USD`)?.balance ?? 0;
    assert.equal(
      escrow,
      open.filter((o) => o.type === 'BUY').reduce((sum, o) => sum + cents(o.reservedUsd), 0),
      'escrow = open BUY reservations',
    );
    const pos = position(r.p, userId, SCOM);
    assert.equal(
      micro(pos.reserved),
      open.filter((o) => o.type === 'SELL').reduce((sum, o) => sum + micro(o.reservedQuantity), 0),
      'reserved units = open SELL reservations',
    );
    const fills = filled.reduce((sum, o) => sum + (o.type === 'BUY' ? 1 : -1) * micro(o.filledQuantity), 0);
    assert.equal(micro(pos.held) + micro(pos.reserved), fills, 'holding + reserved = sum of fills');
    const flows = filled.reduce((sum, o) => sum + (o.type === 'BUY' ? -1 : 1) * cents(o.totalAmount), 0);
    assert.equal(cents((await wallet(r.p, userId)).balanceUsd), m.inflow.get(userId)! + flows, 'balance = net inflow + execution flows');
    assert.ok(
      orders.every((o) => o.filledQuantity <= o.quantity),
      'no order fills beyond its quantity',
    );
  }
}

type Run = (m: Model, r: Real) => Promise<void>;

/** A command of the sequence: it runs, checks its own answer against the model, then the invariants hold. */
function command(name: string, run: Run): fc.AsyncCommand<Model, Real> {
  return {
    check: () => true,
    async run(m, r) {
      await run(m, r);
      await checkInvariants(r, m);
    },
    toString: () => name,
  };
}

const user = fc.integer({ min: 0, max: 1 });
const price = fc.integer({ min: 10_000, max: 16_000 }).map((c) => c / 100);
const quantity = fc.constantFrom(1, 7, 100, 999, 0.5);

const commands = [
  fc.record({ u: user, amount: fc.integer({ min: 1, max: 200_000 }) }).map(({ u, amount }) =>
    command(`deposit(${u}, ${amount})`, async (m, r) => {
      const id = r.users[u]!;
      const res =
        r.p.env === 'sandbox'
          ? await r.p.post('/test-tools/deposit', { subAccountId: id, amount: amount / 100 })
          : await r.p.post(`/users/${id}/deposit`, { amount: amount / 100 });
      if (res.status !== 200) throw new Error(`deposit answered ${res.status} ${res.text}`);
      m.inflow.set(id, m.inflow.get(id)! + amount);
    }),
  ),
  fc.record({ u: user, amount: fc.integer({ min: 1, max: 100_000 }) }).map(({ u, amount }) =>
    command(`withdraw(${u}, ${amount})`, async (m, r) => {
      const id = r.users[u]!;
      const expectOk = amount <= (await buyingPower(r.p, id));
      const res = await r.p.post(`/users/${id}/withdraw`, { amount: amount / 100, currency: 'USD' });
      assert.equal(res.status, expectOk ? 200 : 400, `withdraw ${amount}: ${res.text}`);
      if (res.status === 200) m.inflow.set(id, m.inflow.get(id)! - amount);
    }),
  ),
  fc.record({ u: user, side: fc.constantFrom('BUY', 'SELL'), quantity }).map(({ u, side, quantity: q }) =>
    command(`market(${u}, ${side}, ${q})`, async (m, r) => {
      const id = r.users[u]!;
      const quoted = await quote(r.p, SCOM, id, { type: side, quantity: q });
      assert.equal(quoted.status, 200);
      const open = nseOpen(r.s.running.service.clock.nowMs());
      const affordable = side === 'BUY' ? cents(quoted.body.totalCost) <= (await buyingPower(r.p, id)) : position(r.p, id, SCOM).held >= q;
      const res = await trade(r.p, id, { symbol: SCOM, type: side, quantity: q, quoteId: quoted.body.quoteId });
      assert.equal(res.status, !open ? 422 : affordable ? 202 : side === 'BUY' ? 400 : 422, `market ${side} ${q}: ${res.text}`);
      if (res.status === 202) m.orders.push(res.body.orderId);
    }),
  ),
  fc
    .record({ u: user, side: fc.constantFrom('BUY', 'SELL'), type: fc.constantFrom('LIMIT', 'STOP'), at: price, quantity, tif: fc.constantFrom('GTC', 'DAY') })
    .map(({ u, side, type, at, quantity: q, tif }) =>
      command(`resting(${u}, ${side} ${type} ${q} @ ${at} ${tif})`, async (m, r) => {
        const id = r.users[u]!;
        const affordable = side === 'BUY' ? costCents(q, at) <= (await buyingPower(r.p, id)) : position(r.p, id, SCOM).held >= q;
        const res = await trade(r.p, id, {
          symbol: SCOM,
          type: side,
          quantity: q,
          orderType: type,
          [type === 'LIMIT' ? 'limitPrice' : 'stopPrice']: at,
          timeInForce: tif,
        });
        assert.equal(res.status, affordable ? 201 : side === 'BUY' ? 400 : 422, `resting ${side}: ${res.text}`);
        if (res.status === 201) m.orders.push(res.body.orderId);
      }),
    ),
  fc.nat().map((pick) =>
    command(`cancel(${pick})`, async (m, r) => {
      if (m.orders.length === 0) return;
      const id = m.orders[pick % m.orders.length]!;
      const before = (await r.p.get(`/orders/${id}`)).body;
      const res = await r.p.del(`/orders/${id}`);
      assert.equal(res.status, before.cancelable ? 200 : 422, `cancel ${before.status}`);
    }),
  ),
  fc.record({ pick: fc.nat(), at: price, quantity }).map(({ pick, at, quantity: q }) =>
    command(`replace(${pick}, ${q} @ ${at})`, async (m, r) => {
      if (m.orders.length === 0) return;
      const id = m.orders[pick % m.orders.length]!;
      const o = (await r.p.get(`/orders/${id}`)).body;
      const field = o.orderType === 'STOP' ? 'stopPrice' : 'limitPrice';
      let expected: number;
      if (o.orderType === 'MARKET') expected = 422;
      else if (o.status !== 'WORKING') expected = 409;
      else if (o.type === 'BUY') expected = costCents(q, at) - cents(o.reservedUsd) <= (await buyingPower(r.p, o.subAccountId)) ? 200 : 400;
      else expected = micro(q) - micro(o.reservedQuantity) <= micro(position(r.p, o.subAccountId, SCOM).held) ? 200 : 422;
      const res = await r.p.s.request('PATCH', `${r.p.base}/orders/${id}`, {
        key: r.p.key,
        idempotencyKey: `replace-${id}-${q}-${at}-${pick}`,
        body: { quantity: q, [field]: at },
      });
      assert.equal(res.status, expected, `replace ${o.orderType} ${o.status}: ${res.text}`);
    }),
  ),
  price.map((at) =>
    command(`tick(${at})`, async (_m, r) => {
      const res = await r.s.operator('POST', '/market/ticks', { symbol: SCOM, price: at });
      if (res.status !== 201) throw new Error(`tick answered ${res.status}`);
    }),
  ),
  fc.integer({ min: 1, max: 600 }).map((seconds) =>
    command(`advance(${seconds})`, async (_m, r) => {
      const res = await r.s.operator('POST', '/clock/advance', { seconds });
      if (res.status !== 200) throw new Error(`advance answered ${res.status}`);
    }),
  ),
];

test('random trading sequences keep the money invariants and answer as the model predicts', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  await s.operator('POST', '/market/ticks', { symbol: SCOM, price: ONE_USD_KES });
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom<EnvName>('sandbox', 'production'),
      fc.commands(commands, { maxCommands: RUNS.maxCommands, size: 'max' }),
      async (env, cmds) => {
        const p = await partnerOn(s, env);
        // The sequences talk fast: a negotiated limit keeps the real-time rate limiter out of the model.
        await s.operator('PATCH', `/partners/${p.partnerId}`, { rateLimits: { sandbox: 1_000_000, production: 1_000_000 } });
        const users = [await traderOn(p, 500), await traderOn(p, 500)];
        const model: Model = { inflow: new Map(users.map((u) => [u, 50_000])), orders: [] };
        await fc.asyncModelRun(() => ({ model, real: { s, p, users } }), cmds);
      },
    ),
    { numRuns: RUNS.numRuns, verbose: 1 },
  );
  t.pass();
});
