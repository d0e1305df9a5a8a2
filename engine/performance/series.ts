/**
 * From daily valuations and external flows to the performance report, pure. Each valuation
 * point closes a daily sub-period that starts where the previous point (or the base) closed; its flows
 * are those in [previous close, this close). A reporting interval (a day, or a calendar month) groups
 * consecutive sub-periods: its Modified Dietz return is computed over the whole interval at once, its
 * time-weighted return links its daily returns, and the period's TWR links every daily return (which
 * is also the link of the intervals' TWRs).
 */
import { linkReturns, modifiedDietz, type Flow, type PeriodReturn } from './returns.ts';

export type Interval = 'day' | 'month';

export interface ValuationPoint {
  /** UTC date YYYY-MM-DD. */
  readonly date: string;
  /** The instant the valuation closes the day (the next day's 00:00 UTC). */
  readonly endMs: number;
  readonly equityMinor: number;
}

export interface SeriesInput {
  /** The valuation the first sub-period starts from: the last close before the range (zero equity if none). */
  readonly base: ValuationPoint;
  /** In date order, all after the base. */
  readonly points: readonly ValuationPoint[];
  readonly flows: readonly Flow[];
  readonly interval: Interval;
}

export interface DayResult {
  readonly point: ValuationPoint;
  readonly netFlowMinor: number;
  readonly pnlMinor: number;
  readonly daily: PeriodReturn;
}

export interface IntervalResult {
  /** The valuation the interval starts from (the previous interval's last point, or the base). */
  readonly from: ValuationPoint;
  readonly to: ValuationPoint;
  /** First and last date of the points it covers. */
  readonly startDate: string;
  readonly endDate: string;
  readonly netFlowMinor: number;
  readonly pnlMinor: number;
  readonly dietz: PeriodReturn;
  readonly twr: PeriodReturn;
}

export interface SeriesResult {
  readonly days: readonly DayResult[];
  readonly intervals: readonly IntervalResult[];
  readonly twr: PeriodReturn;
  readonly netFlowMinor: number;
}

const keyOf = (date: string, interval: Interval): string => (interval === 'day' ? date : date.slice(0, 7));
const flowsIn = (flows: readonly Flow[], fromMs: number, toMs: number): Flow[] => flows.filter((f) => f.atMs >= fromMs && f.atMs < toMs);
const sum = (flows: readonly Flow[]): number => flows.reduce((s, f) => s + f.amountMinor, 0);

function daysOf(input: SeriesInput): DayResult[] {
  let prev = input.base;
  return input.points.map((point) => {
    const flows = flowsIn(input.flows, prev.endMs, point.endMs);
    const daily = modifiedDietz({ startMs: prev.endMs, endMs: point.endMs, startEquityMinor: prev.equityMinor, endEquityMinor: point.equityMinor, flows });
    const day = { point, netFlowMinor: sum(flows), pnlMinor: daily.pnlMinor, daily };
    prev = point;
    return day;
  });
}

/** Consecutive days grouped by interval key, in order. */
function groups(days: readonly DayResult[], interval: Interval): DayResult[][] {
  const out: DayResult[][] = [];
  for (const day of days) {
    const last = out[out.length - 1];
    if (last && keyOf(last[0]!.point.date, interval) === keyOf(day.point.date, interval)) last.push(day);
    else out.push([day]);
  }
  return out;
}

export function performanceSeries(input: SeriesInput): SeriesResult {
  const days = daysOf(input);
  let from = input.base;
  const intervals = groups(days, input.interval).map((group): IntervalResult => {
    const to = group[group.length - 1]!.point;
    const flows = flowsIn(input.flows, from.endMs, to.endMs);
    const dietz = modifiedDietz({ startMs: from.endMs, endMs: to.endMs, startEquityMinor: from.equityMinor, endEquityMinor: to.equityMinor, flows });
    const result = {
      from,
      to,
      startDate: group[0]!.point.date,
      endDate: to.date,
      netFlowMinor: sum(flows),
      pnlMinor: dietz.pnlMinor,
      dietz,
      twr: linkReturns(group.map((d) => d.daily)),
    };
    from = to;
    return result;
  });
  return { days, intervals, twr: linkReturns(days.map((d) => d.daily)), netFlowMinor: days.reduce((s, d) => s + d.netFlowMinor, 0) };
}
