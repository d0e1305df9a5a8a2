/**
 * The performance report of an owner (the master account or a sub-account): the daily
 * equity of engine/trading/portfolio.ts (cash plus positions at each UTC weekday's close from market
 * data, today at the latest delayed prices) plus bond, fund and opportunity units at that day's NAV
 * or clean price (units.ts), the external cash flows read from the ledger, and the pure
 * maths of series.ts. External flows are money crossing the account's boundary: deposits, withdrawals,
 * top-ups, payouts, sub-account funding and closure, sandbox seeding; never trades, fees, dividends or
 * coupons (those are the return).
 */
import { ledgerAccounts } from '../ledger.ts';
import { addDays } from '../market/calendar.ts';
import type { MarketService } from '../market/service.ts';
import type { OwnerRef } from '../trading/lots.ts';
import { closeLookup, equityHistory } from '../trading/portfolio.ts';
import { priceReturn, type Flow } from './returns.ts';
import type { Ratio } from './ratio.ts';
import { performanceSeries, type Interval, type SeriesResult, type ValuationPoint } from './series.ts';
import { unitValuesOn } from './units.ts';

/**
 * Ledger transfer kinds that are external cash flows, and how the report names them (the master
 * account sees a sub-account deposit as SUB_ACCOUNT_FUNDING: money leaving it for the sub-account).
 */
export const EXTERNAL_FLOW_KINDS: Readonly<Record<string, string>> = {
  topup: 'TOP_UP',
  payout: 'PAYOUT',
  sub_account_deposit: 'DEPOSIT',
  sub_account_test_deposit: 'DEPOSIT',
  sub_account_withdrawal: 'WITHDRAWAL',
  sub_account_close: 'ACCOUNT_CLOSURE',
  sandbox_seed: 'SANDBOX_SEED',
  sandbox_reset: 'SANDBOX_RESET',
};

const DAY_MS = 86_400_000;
/** Far enough back to find the last weekday close before `from`. */
const LOOKBACK_DAYS = 7;

export interface LabelledFlow extends Flow {
  readonly type: string;
}

export interface PerformanceRequest {
  readonly from: string;
  readonly to: string;
  readonly interval: Interval;
  /** A resolved instrument symbol, or null. */
  readonly benchmark: string | null;
}

export interface BenchmarkReturns {
  readonly perInterval: readonly (Ratio | null)[];
  readonly total: Ratio | null;
}

export interface PerformanceReport {
  readonly series: SeriesResult;
  readonly flows: readonly LabelledFlow[];
  readonly benchmark: BenchmarkReturns | null;
}

const dayStartMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The owner's external flows with `fromMs <= atMs < toMs`, in time order. */
export function externalFlows(market: MarketService, o: OwnerRef, fromMs: number, toMs: number): LabelledFlow[] {
  const own = [
    ledgerAccounts.cashSettled(o.env, o.partnerId, o.owner).id,
    ledgerAccounts.cashUnsettled(o.env, o.partnerId, o.owner).id,
    ledgerAccounts.settlementAdvance(o.env, o.partnerId, o.owner).id,
  ];
  const out: (LabelledFlow & { seq: number })[] = [];
  for (const id of own) {
    for (const t of market.stores.ledger.transfersOf(id)) {
      const type = o.owner === 'master' && t.kind === 'sub_account_deposit' ? 'SUB_ACCOUNT_FUNDING' : EXTERNAL_FLOW_KINDS[t.kind];
      if (!type || t.atMs < fromMs || t.atMs >= toMs) continue;
      // Between two of the owner's own cash accounts nothing crosses the boundary.
      if (own.includes(t.debitAccount) && own.includes(t.creditAccount)) continue;
      out.push({ seq: t.seq, atMs: t.atMs, type, amountMinor: t.creditAccount === id ? t.amount : -t.amount });
    }
  }
  return out.sort((a, b) => a.seq - b.seq).map(({ seq: _seq, ...f }) => f);
}

/** Daily valuations of [from, to] and the last close before `from` (zero equity when there is none). */
function valuations(market: MarketService, o: OwnerRef, r: PerformanceRequest, nowMs: number): { base: ValuationPoint; points: ValuationPoint[] } {
  const history = equityHistory(market, o, { from: addDays(r.from, -LOOKBACK_DAYS), to: r.to }, nowMs);
  // Bond, fund and opportunity units at that day's NAV or clean price (units.ts), beside cash and shares.
  const units = unitValuesOn(
    market,
    o,
    history.map((p) => p.date),
  );
  const all = history.map(
    (p): ValuationPoint => ({ date: p.date, endMs: dayStartMs(p.date) + DAY_MS, equityMinor: p.cashMinor + p.positionsMinor + (units.get(p.date) ?? 0) }),
  );
  const before = all.filter((p) => p.date < r.from);
  const base = before[before.length - 1] ?? { date: addDays(r.from, -1), endMs: dayStartMs(r.from), equityMinor: 0 };
  return { base, points: all.filter((p) => p.date >= r.from) };
}

function benchmarkReturns(market: MarketService, symbol: string, series: SeriesResult, base: ValuationPoint, to: string): BenchmarkReturns {
  const closeAt = closeLookup(market, [symbol], base.date, to);
  const close = (date: string): number | null => closeAt(symbol, date);
  return {
    perInterval: series.intervals.map((i) => priceReturn(close(i.from.date), close(i.to.date))),
    total: priceReturn(close(base.date), close(series.intervals[series.intervals.length - 1]?.to.date ?? base.date)),
  };
}

export function performanceReport(market: MarketService, o: OwnerRef, r: PerformanceRequest, nowMs: number): PerformanceReport {
  const { base, points } = valuations(market, o, r, nowMs);
  const endMs = points[points.length - 1]?.endMs ?? base.endMs;
  const flows = externalFlows(market, o, base.endMs, endMs);
  const series = performanceSeries({ base, points, flows, interval: r.interval });
  return { series, flows, benchmark: r.benchmark === null ? null : benchmarkReturns(market, r.benchmark, series, base, r.to) };
}
