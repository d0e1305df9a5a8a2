/**
 * Performance reports (CONTRACT.md section 6): `GET /portfolio/performance` (the master
 * account) and `GET /users/{userId}/performance`, with `from`, `to` (dates, at most 366 days apart;
 * `to` defaults to today and is capped there, `from` to 29 days before `to`), `interval` (day or month)
 * and an optional `benchmark` (an exchange-qualified symbol, `SCOM.KE`, or `NSE:SCOM`). Money in USD as
 * the rest of the API prints it; returns as exact decimal text (6 decimals) and whole basis points.
 */
import * as v from '../schema.ts';
import { addDays } from '../../engine/market/calendar.ts';
import { usdFromMinor } from '../../engine/money.ts';
import { toBps, toDecimal, type Ratio } from '../../engine/performance/ratio.ts';
import { performanceReport, type PerformanceReport } from '../../engine/performance/report.ts';
import type { PeriodReturn } from '../../engine/performance/returns.ts';
import type { OwnerRef } from '../../engine/trading/lots.ts';
import { apiKeyAuth, type AppContext } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { route } from '../route.ts';
import { PerformanceSchema } from '../schemas/trading-reads.ts';
import { iso } from '../views.ts';
import { subAccountFor } from './user-views.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (s: string): boolean => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const date = (param: string) => v.pipe(v.string(), v.check(isDate, `${param} must be a date YYYY-MM-DD`));
const PerformanceQuery = v.object({
  from: v.optional(date('from')),
  to: v.optional(date('to')),
  interval: v.optional(v.pipe(v.string(), v.toLowerCase(), v.picklist(['day', 'month'])), 'day'),
  benchmark: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
});
type Query = v.InferOutput<typeof PerformanceQuery>;

/** A year and a day: one report stays a bounded answer. */
export const MAX_PERFORMANCE_DAYS = 366;
const DEFAULT_DAYS = 29;
const DAY_MS = 86_400_000;

const invalid = (param: string, message: string): ServiceError => new ServiceError('VALIDATION_ERROR', message, { extra: { param } });

function range(ctx: AppContext, q: Query): { from: string; to: string } {
  const today = new Date(ctx.service.clock.nowMs()).toISOString().slice(0, 10);
  const to = q.to === undefined || q.to > today ? today : q.to;
  const from = q.from ?? addDays(to, -DEFAULT_DAYS);
  if (q.from !== undefined && q.to !== undefined && q.from > q.to) throw invalid('from', 'from must not be after to');
  if (from > today) throw invalid('from', 'from must not be in the future');
  if ((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS >= MAX_PERFORMANCE_DAYS) {
    throw invalid('from', `a performance report covers at most ${MAX_PERFORMANCE_DAYS} days; narrow it with from and to`);
  }
  return { from, to };
}

/** `SCOM.KE`, a bare ticker, or `NSE:SCOM` (exchange first); unknown: 404, ambiguous: 422. */
function benchmarkSymbol(ctx: AppContext, text: string | undefined): string | null {
  if (text === undefined) return null;
  const [exchange, ticker] = text.includes(':') ? text.split(':', 2) : [undefined, text];
  try {
    return ctx.service.market.catalog.resolve(ticker ?? '', exchange).symbol;
  } catch (err) {
    if (err instanceof ServiceError)
      throw new ServiceError(err.code, `benchmark: ${err.message}`, { status: err.status, extra: { ...err.extra, param: 'benchmark' } });
    throw err;
  }
}

const rate = (r: Ratio | null): string | null => (r === null ? null : toDecimal(r));
const bps = (r: Ratio | null): number | null => (r === null ? null : toBps(r));
const returnFields = (p: PeriodReturn) => ({ return: rate(p.ratio), returnBps: bps(p.ratio), reason: p.reason });

function reportView(p: PerformanceReport, q: { from: string; to: string; interval: string; benchmark: string | null }): Record<string, unknown> {
  const { series } = p;
  const last = series.days[series.days.length - 1];
  const first = series.intervals[0]?.from;
  return {
    currency: 'USD',
    from: q.from,
    to: q.to,
    interval: q.interval,
    method: 'MODIFIED_DIETZ',
    benchmark: q.benchmark,
    daily: series.days.map((d) => ({
      date: d.point.date,
      equityUsd: usdFromMinor(d.point.equityMinor),
      pnlUsd: usdFromMinor(d.pnlMinor),
      netFlowUsd: usdFromMinor(d.netFlowMinor),
    })),
    intervals: series.intervals.map((i, n) => ({
      start: i.startDate,
      end: i.endDate,
      startEquityUsd: usdFromMinor(i.from.equityMinor),
      endEquityUsd: usdFromMinor(i.to.equityMinor),
      netFlowUsd: usdFromMinor(i.netFlowMinor),
      pnlUsd: usdFromMinor(i.pnlMinor),
      ...returnFields(i.dietz),
      ...(p.benchmark ? { benchmarkReturn: rate(p.benchmark.perInterval[n] ?? null), benchmarkReturnBps: bps(p.benchmark.perInterval[n] ?? null) } : {}),
    })),
    summary: {
      startEquityUsd: usdFromMinor(first?.equityMinor ?? 0),
      endEquityUsd: usdFromMinor(last?.point.equityMinor ?? 0),
      netFlowUsd: usdFromMinor(series.netFlowMinor),
      pnlUsd: usdFromMinor(series.twr.pnlMinor),
      twr: rate(series.twr.ratio),
      twrBps: bps(series.twr.ratio),
      reason: series.twr.reason,
      ...(p.benchmark ? { benchmarkReturn: rate(p.benchmark.total), benchmarkReturnBps: bps(p.benchmark.total) } : {}),
    },
    flows: p.flows.map((f) => ({ date: iso(f.atMs).slice(0, 10), at: iso(f.atMs), type: f.type, amountUsd: usdFromMinor(f.amountMinor) })),
    count: series.days.length,
  };
}

function respond(ctx: AppContext, o: OwnerRef, q: Query): Record<string, unknown> {
  const r = range(ctx, q);
  const benchmark = benchmarkSymbol(ctx, q.benchmark);
  const report = performanceReport(ctx.service.market, o, { ...r, interval: q.interval, benchmark }, ctx.service.clock.nowMs());
  return reportView(report, { ...r, interval: q.interval, benchmark });
}

const SUMMARY =
  'daily equity (cash + positions at each UTC weekday close; today at the latest delayed prices), daily P&L, external cash flows (deposits, withdrawals, top-ups, payouts; not trades or fees), the Modified Dietz return per interval (day or month; flows weighted by the fraction of the interval remaining), the time-weighted return over the period (daily returns linked geometrically) and an optional benchmark price return per interval. Returns are decimal text (6 decimals) and whole basis points; null with a reason when there is no capital base. from/to at most 366 days apart';
const ERRORS = ['VALIDATION_ERROR', 'INVALID_SYMBOL', 'UNKNOWN_EXCHANGE', 'NOT_FOUND'] as const;

export const performanceRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/portfolio/performance',
    auth: 'apiKey',
    tag: 'Portfolio',
    query: PerformanceQuery,
    summary: `Performance of the master account: ${SUMMARY}`,
    description:
      'Investment performance of the master account between `from` and `to`: daily P&L, Modified Dietz returns per interval and the time-weighted return linked across them, so deposits and withdrawals do not distort the figure. Add `benchmark` (an exchange-qualified symbol) to compare.',
    success: { status: 200, description: 'the performance report', schema: PerformanceSchema },
    errors: ERRORS,
    handler(ctx, { query }) {
      const { partner, env } = apiKeyAuth(ctx);
      ctx.body = { accountType: 'MASTER', subAccountId: null, ...respond(ctx, { env, partnerId: partner.id, owner: 'master' }, query) };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/users/{userId}/performance',
    auth: 'apiKey',
    tag: 'Portfolio',
    params: v.object({ userId: v.string() }),
    query: PerformanceQuery,
    summary: `Performance of a sub-account, as GET /portfolio/performance: ${SUMMARY}`,
    description: 'The same performance report for one sub-account: what to show an investor as their return.',
    success: { status: 200, description: 'the performance report', schema: PerformanceSchema },
    errors: ERRORS,
    handler(ctx, { params, query }) {
      const account = subAccountFor(ctx, params.userId);
      const o = { env: account.env, partnerId: account.partnerId, owner: account.id };
      ctx.body = { accountType: 'SUB_ACCOUNT', subAccountId: account.id, ...respond(ctx, o, query) };
    },
  }),
];
