/**
 * Corporate actions as one property, through a real production server: any generated sequence of
 * trades (quote + MARKET buys and sells, LIMIT orders), fund and bond subscriptions and redemptions,
 * deposits and withdrawals, clock advances, and corporate actions (split, reverse split, bonus issue,
 * dividend) followed past their effective, ex- and pay dates keeps
 *  - every ledger asset at zero sum and no wallet negative (assertLedgerBalanced),
 *  - each account's escrow equal to the reservations of its open BUY orders (assertEscrowMatches),
 *  - each dividend paid equal to the entitlement (the units held at the ex-date, read from the ledger
 *    the evening before) times the dividend per share at the managed rate, half-up to the cent.
 * One server, one run after another on later days (the clock only moves forward); runs are bounded.
 */
import test, { type ExecutionContext } from 'ava';
import fc from 'fast-check';
import { perShareMicro } from '../../engine/corporate/dividends.ts';
import { perUsdMicroOf } from '../../engine/trading/pricing.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { assertEscrowMatches } from '../http/testtools-support.ts';
import { assertLedgerBalanced, IAM, marketOrder, position, SCOM, setClock, trade, traderOn } from '../http/trading-support.ts';
import { partnerOn, type Partner } from '../http/users-support.ts';

/** No shrinking: every run moves the shared clock days ahead, so a shrunk case would replay on other dates. */
const RUNS = { numRuns: 6, seed: 1212, endOnFailure: true, verbose: 1 };
/** Accepted operations by kind over all runs: the property must have exercised what it claims. */
const accepted = new Map<string, number>();
let entitlementsChecked = 0;
const SYMBOLS = [SCOM, IAM] as const;
const UNITS = ['FUND-KE-CIC-MMF-USD', 'FUND-ZA-SATRIX-BOND-USD', 'KE-IFB1-2023-017'] as const;
const RATIOS = [
  ['SPLIT', '2:1'],
  ['SPLIT', '3:2'],
  ['REVERSE_SPLIT', '1:2'],
  ['REVERSE_SPLIT', '2:5'],
  ['BONUS_ISSUE', '4:3'],
] as const;

type Op =
  | { kind: 'market'; user: number; symbol: number; side: 'BUY' | 'SELL'; quantity: number }
  | { kind: 'limit'; user: number; symbol: number; side: 'BUY' | 'SELL'; quantity: number; offsetPct: number }
  | { kind: 'subscribe'; user: number; instrument: number; cents: number }
  | { kind: 'redeem'; user: number; instrument: number; micro: number }
  | { kind: 'deposit' | 'withdraw'; user: number; cents: number }
  | { kind: 'advance'; minutes: number }
  | { kind: 'split'; symbol: number; ratio: number }
  | { kind: 'dividend'; symbol: number; perShare: string };

const user = fc.nat(1);
const symbol = fc.nat(SYMBOLS.length - 1);
const side = fc.constantFrom('BUY' as const, 'SELL' as const);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('market' as const), user, symbol, side, quantity: fc.integer({ min: 1, max: 40 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      user,
      symbol,
      side,
      quantity: fc.integer({ min: 1, max: 30 }),
      offsetPct: fc.integer({ min: -6, max: 6 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('subscribe' as const), user, instrument: fc.nat(UNITS.length - 1), cents: fc.integer({ min: 1, max: 60_000 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('redeem' as const), user, instrument: fc.nat(UNITS.length - 1), micro: fc.integer({ min: 1, max: 300_000_000 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('deposit' as const, 'withdraw' as const), user, cents: fc.integer({ min: 1, max: 50_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 10 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('split' as const), symbol, ratio: fc.nat(RATIOS.length - 1) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('dividend' as const),
      symbol,
      perShare: fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 999 })).map(([w, f]) => `${w}.${String(f).padStart(3, '0')}`),
    }),
  },
);

/** ava's assertions as throwing checks, so the shared helpers fail the generated case (and fast-check shrinks it). */
const throwing = {
  is(actual: unknown, expected: unknown, message?: string) {
    if (actual !== expected) throw new Error(`${message ?? 'not equal'}: ${String(actual)} !== ${String(expected)}`);
  },
} as unknown as ExecutionContext;

const day = (date: string, plus: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);
/** The first weekday on or after `date`. */
function weekday(date: string): string {
  let d = date;
  while ([0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay())) d = day(d, 1);
  return d;
}

let s: TestServer;
let p: Partner;
let today = '2026-09-02';
test.before(async () => {
  s = await startTestServer();
  p = await partnerOn(s, 'production', 1_000_000);
  // A generated run sends hundreds of requests within a minute of wall time: the negotiated limit lifts the default 100.
  const lifted = await s.operator('PATCH', `/partners/${p.partnerId}`, { rateLimits: { production: 10_000 } });
  if (lifted.status !== 200) throw new Error(`rate limit not lifted: ${lifted.status} ${lifted.text}`);
});
test.after.always(() => s?.close());

async function priceOf(sym: string): Promise<number> {
  const res = await p.get(`/market/quotes?symbol=${sym}&exchange=${sym === SCOM ? 'NSE' : 'CSE'}`);
  return res.body.data.price as number;
}

/** Applies one generated operation; a refusal (4xx) is a legitimate outcome, a 5xx is not. */
async function apply(o: Op, users: readonly string[], declared: { id: string; perShare: string; symbol: string }[]): Promise<void> {
  const expect = (res: { status: number; text: string }) => {
    if (res.status >= 500) throw new Error(`server error ${res.status} ${res.text}`);
    if (res.status < 300) accepted.set(o.kind, (accepted.get(o.kind) ?? 0) + 1);
  };
  switch (o.kind) {
    case 'market':
      // A refused quote (no holding, a closed exchange) makes marketOrder throw with the quote's status.
      return expect(
        await marketOrder(p, users[o.user]!, SYMBOLS[o.symbol]!, o.side, { quantity: o.quantity }).catch((e: Error) => ({
          status: Number(/quote failed: (\d+)/.exec(e.message)?.[1] ?? 500),
          text: e.message,
        })),
      );
    case 'limit': {
      const limitPrice = Math.max(0.01, Math.round((await priceOf(SYMBOLS[o.symbol]!)) * (100 + o.offsetPct)) / 100);
      const body = { symbol: SYMBOLS[o.symbol], type: o.side, quantity: o.quantity, orderType: 'LIMIT', limitPrice, timeInForce: 'GTC' };
      return expect(await trade(p, users[o.user]!, body));
    }
    case 'subscribe':
      return expect(await p.post(`/users/${users[o.user]}/subscribe`, { instrumentId: UNITS[o.instrument], amount: o.cents / 100 }));
    case 'redeem':
      return expect(await p.post(`/users/${users[o.user]}/redeem`, { instrumentId: UNITS[o.instrument], units: o.micro / 1e6 }));
    case 'deposit':
    case 'withdraw':
      return expect(await p.post(`/users/${users[o.user]}/${o.kind}`, { amount: o.cents / 100 }));
    case 'advance':
      return expect(await s.operator('POST', '/clock/advance', { seconds: o.minutes * 60 }));
    case 'split': {
      const [type, ratio] = RATIOS[o.ratio]!;
      return expect(await s.operator('POST', '/corporate-actions', { type, symbol: SYMBOLS[o.symbol], ratio, effectiveDate: day(today, 1) }));
    }
    case 'dividend': {
      const res = await s.operator('POST', '/corporate-actions', {
        type: 'DIVIDEND',
        symbol: SYMBOLS[o.symbol],
        dividendPerShare: o.perShare,
        exDate: day(today, 2),
        payDate: day(today, 3),
      });
      expect(res);
      if (res.status === 201) declared.push({ id: res.body.corporateActionId as string, perShare: o.perShare, symbol: SYMBOLS[o.symbol]! });
      return;
    }
  }
}

/** Every invariant but the dividends: zero sum, no negative wallet, escrow = open BUY reservations of each account. */
async function checkMoney(users: readonly string[]): Promise<void> {
  assertLedgerBalanced(throwing, s);
  for (const u of users) {
    const res = await p.get(`/orders?subAccountId=${encodeURIComponent(u)}&limit=200`);
    if (res.status !== 200) throw new Error(`orders of ${u}: ${res.status} ${res.text}`);
  }
  for (const u of users) await assertEscrowMatches(throwing, p, u);
}

/** Each entitlement is the units held at the ex-date, and its payment that times the dividend at the rate, half-up to the cent. */
function checkDividends(declared: readonly { id: string; perShare: string; symbol: string }[], unitsAtEx: ReadonlyMap<string, number>): void {
  const { corporateActions } = s.running.service.stores;
  for (const d of declared) {
    for (const e of corporateActions.entitlements(d.id)) {
      if (e.partnerId !== p.partnerId || e.env !== 'production') continue;
      const expectedUnits = unitsAtEx.get(`${e.owner}\u0000${d.symbol}`);
      if (expectedUnits !== undefined && expectedUnits !== e.unitsMicro) throw new Error(`${d.id} ${e.owner}: entitled ${e.unitsMicro}, held ${expectedUnits}`);
      if (e.usdMinor === null || e.fxPerUsd === null) throw new Error(`${d.id} ${e.owner}: not paid on the pay date`);
      const num = BigInt(e.unitsMicro) * perShareMicro(d.perShare) * 100n;
      const den = 1_000_000n * BigInt(perUsdMicroOf(e.fxPerUsd));
      const paid = BigInt(e.usdMinor);
      if (!(2n * paid * den - den <= 2n * num && 2n * num < 2n * paid * den + den)) throw new Error(`${d.id} ${e.owner}: paid ${paid} for ${num}/${den}`);
      entitlementsChecked += 1;
    }
  }
}

test('generated trades, subscriptions, money movements and corporate actions keep the ledger whole and pay dividends exactly', async (t) => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 10 }), async (ops) => {
      try {
        await runOnce(ops);
      } catch (e) {
        t.log(`${today}: ${(e as Error).message}`);
        throw e;
      }
    }),
    RUNS,
  );
  t.log(Object.fromEntries(accepted));
  const { corporateActions } = s.running.service.stores;
  const effectiveSplits = ['SPLIT', 'REVERSE_SPLIT', 'BONUS_ISSUE'].flatMap((type) =>
    corporateActions.list({ type: type as 'SPLIT', afterSeq: 0, limit: 1000 }).filter((a) => a.status === 'EFFECTIVE'),
  );
  t.true((accepted.get('market') ?? 0) + (accepted.get('limit') ?? 0) > 0, 'some trades were accepted');
  t.true(effectiveSplits.length > 0, 'some splits took effect');
  t.true(entitlementsChecked > 0, 'some dividends were paid to this partner');
});

async function runOnce(ops: Op[]): Promise<void> {
  {
    today = weekday(today);
    await setClock(s, `${today}T09:05:00Z`);
    const users = [await traderOn(p, 2_000), await traderOn(p, 2_000)];
    const declared: { id: string; perShare: string; symbol: string }[] = [];
    for (const o of ops) await apply(o, users, declared);
    await checkMoney(users);
    // Splits take effect at 00:00 tomorrow; the evening after, holdings are what the ex-date will fix.
    await setClock(s, `${day(today, 1)}T23:59:00Z`);
    await checkMoney(users);
    const unitsAtEx = new Map<string, number>();
    for (const u of users) {
      for (const sym of SYMBOLS) {
        const { held, reserved } = position(p, u, sym);
        unitsAtEx.set(`${u}\u0000${sym}`, Math.round((held + reserved) * 1_000_000));
      }
    }
    await setClock(s, `${day(today, 3)}T00:01:00Z`);
    await checkMoney(users);
    checkDividends(declared, unitsAtEx);
    // Tidy the open orders of this run so the next starts from money at rest (cancel refunds through the ledger).
    const open = (await p.get('/orders?limit=200')).body.orders as { orderId: string; cancelable: boolean }[];
    for (const o of open.filter((x) => x.cancelable)) await p.del(`/orders/${o.orderId}`);
    await checkMoney(users);
    today = day(today, 4);
  }
}
