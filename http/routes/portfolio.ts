/**
 * Portfolios and their history: the master account's `GET /portfolio` and `GET /portfolio/history`
 * (daily raw equity: cash plus positions at each day's close, not adjusted for cash flows), a
 * sub-account's `GET /users/{userId}/portfolio` (CONTRACT.md, implicit paths), and the views of a
 * sub-account's FIFO tax lots and realized gains served by the user money routes.
 */
import * as v from '../schema.ts';
import { fromMinor, QUANTITY_SCALE, usdFromMinor } from '../../engine/money.ts';
import { perUnitUsd, type Gain, type Lot, type OwnerRef } from '../../engine/trading/lots.ts';
import { equityHistory, firstActivityDate, portfolioOf, portfolioView } from '../../engine/trading/portfolio.ts';
import type { SubAccountRecord } from '../../storage/subaccounts.ts';
import { apiKeyAuth, type AppContext } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { keyedPage, type PageQuery, positionalOrder } from '../pagination.ts';
import { route } from '../route.ts';
import { MasterPortfolioSchema, PortfolioHistorySchema, SubAccountPortfolioSchema } from '../schemas/accounts.ts';
import { iso } from '../views.ts';
import { subAccountFor } from './user-views.ts';
import { requestNowMs, requestQuote } from '../test-clock-scope.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date: it must survive the round trip (2026-02-30 does not). */
const isDate = (s: string): boolean => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const date = (param: string) => v.pipe(v.string(), v.check(isDate, `${param} must be a date YYYY-MM-DD`));
const HistoryQuery = v.object({ from: v.optional(date('from')), to: v.optional(date('to')) });
/** About five years of days: the history stays a bounded answer. */
const MAX_HISTORY_DAYS = 1830;
const DAY_MS = 86_400_000;

const units = (micro: number): number => fromMinor(micro, QUANTITY_SCALE);
const masterOf = (ctx: AppContext): OwnerRef => {
  const { partner, env } = apiKeyAuth(ctx);
  return { env, partnerId: partner.id, owner: 'master' };
};
const ownerOf = (account: SubAccountRecord): OwnerRef => ({ env: account.env, partnerId: account.partnerId, owner: account.id });

function lotView(l: Lot): Record<string, unknown> {
  return {
    lotId: l.lotId,
    symbol: l.symbol,
    orderId: l.orderId,
    acquiredAt: iso(l.acquiredAtMs),
    quantity: units(l.quantityMicro),
    remainingQuantity: units(l.remainingMicro),
    costBasisUsd: usdFromMinor(l.costMinor),
    remainingCostBasisUsd: usdFromMinor(l.remainingCostMinor),
    costPerUnitUsd: perUnitUsd(l.costMinor, l.quantityMicro),
    status: l.remainingMicro > 0 ? 'OPEN' : 'CLOSED',
  };
}

function gainView(g: Gain): Record<string, unknown> {
  return {
    orderId: g.orderId,
    symbol: g.symbol,
    soldAt: iso(g.soldAtMs),
    quantity: units(g.quantityMicro),
    proceedsUsd: usdFromMinor(g.proceedsMinor),
    costBasisUsd: usdFromMinor(g.costMinor),
    realizedGainUsd: usdFromMinor(g.gainMinor),
    unmatchedQuantity: units(g.unmatchedMicro),
    lots: g.lots.map((u) => ({ lotId: u.lotId, acquiredAt: iso(u.acquiredAtMs), quantity: units(u.quantityMicro), costBasisUsd: usdFromMinor(u.costMinor) })),
  };
}

function lotsAndGains(ctx: AppContext, o: OwnerRef): { lots: Lot[]; gains: Gain[] } {
  return ctx.service.queries.trading.lotsAndGains(o);
}

/** `GET /users/{userId}/tax-lots`: every lot from a BUY fill (oldest first), with what FIFO has left of it. */
/** `GET /users/{userId}/tax-lots`: one cursor page of the FIFO lots, oldest first (they only grow at the end). */
export function taxLotsBody(ctx: AppContext, account: SubAccountRecord, query: PageQuery): Record<string, unknown> {
  const { lots } = lotsAndGains(ctx, ownerOf(account));
  const { items, meta } = keyedPage(ctx, lots, query, positionalOrder(lots));
  return { subAccountId: account.id, method: 'FIFO', currency: 'USD', lots: items.map(lotView), ...meta };
}

/**
 * `GET /users/{userId}/gains`: one cursor page of the realized gain of every SELL fill (proceeds net of
 * fees minus FIFO cost), in fill order; the totals cover every gain, not only the page's.
 */
export function gainsBody(ctx: AppContext, account: SubAccountRecord, query: PageQuery): Record<string, unknown> {
  const { gains } = lotsAndGains(ctx, ownerOf(account));
  const total = (pick: (g: Gain) => number): number => usdFromMinor(gains.reduce((sum, g) => sum + pick(g), 0));
  const { items, meta } = keyedPage(ctx, gains, query, positionalOrder(gains));
  return {
    subAccountId: account.id,
    method: 'FIFO',
    currency: 'USD',
    totalRealizedUsd: total((g) => g.gainMinor),
    totalProceedsUsd: total((g) => g.proceedsMinor),
    totalCostBasisUsd: total((g) => g.costMinor),
    gains: items.map(gainView),
    ...meta,
  };
}

function historyRange(ctx: AppContext, q: v.InferOutput<typeof HistoryQuery>, o: OwnerRef): { from: string; to: string } | null {
  const today = new Date(ctx.service.clock.nowMs()).toISOString().slice(0, 10);
  const to = q.to !== undefined && q.to < today ? q.to : today;
  const first = firstActivityDate(ctx.service.market, o);
  if (first === null) return null;
  const from = q.from !== undefined && q.from > first ? q.from : first;
  if (q.from !== undefined && q.to !== undefined && q.from > q.to)
    throw new ServiceError('VALIDATION_ERROR', 'from must not be after to', { extra: { param: 'from' } });
  if ((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS > MAX_HISTORY_DAYS) {
    throw new ServiceError('VALIDATION_ERROR', `the history covers at most ${MAX_HISTORY_DAYS} days; narrow it with from and to`, { extra: { param: 'from' } });
  }
  return from <= to ? { from, to } : null;
}

export const portfolioRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/portfolio',
    auth: 'apiKey',
    tag: 'Portfolio',
    summary:
      "The master account's holdings (units, average cost, cost basis, latest delayed price, USD market value, unrealised P&L) and summary (cash, reserved, total value)",
    description:
      "The master account's positions valued at the latest delayed prices (units, average cost, cost basis, USD value, unrealised P&L) and a summary of cash, reserved cash and total value.",
    success: { status: 200, description: 'the master portfolio', schema: MasterPortfolioSchema },
    handler(ctx) {
      ctx.body = { accountType: 'MASTER', ...portfolioView(portfolioOf(ctx.service.market, masterOf(ctx), ctx.service.clock.nowMs())) };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/users/{userId}/portfolio',
    auth: 'apiKey',
    tag: 'Portfolio',
    params: v.object({ userId: v.string() }),
    summary: "A sub-account's holdings and summary, as GET /portfolio",
    description: "One sub-account's positions and summary, as `GET /portfolio`: what to show an investor as their portfolio.",
    success: { status: 200, description: 'the sub-account portfolio', schema: SubAccountPortfolioSchema },
    errors: ['NOT_FOUND'],
    handler(ctx, { params }) {
      const account = subAccountFor(ctx, params.userId);
      // A sub-account on a test clock sees its holdings at the clock's time, valued on the clock's market.
      const nowMs = requestNowMs(ctx);
      const owner = ownerOf(account);
      const shares = portfolioOf(ctx.service.market, owner, nowMs, (inst) => requestQuote(ctx, inst));
      // Bonds, funds and opportunities follow the listed shares, valued at NAV or clean price.
      const units = ctx.service.queries.assetClasses.holdings(owner, nowMs);
      ctx.body = { accountType: 'SUB_ACCOUNT', subAccountId: account.id, ...portfolioView({ ...shares, holdings: [...shares.holdings, ...units] }) };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/portfolio/history',
    auth: 'apiKey',
    tag: 'Portfolio',
    query: HistoryQuery,
    summary:
      "Daily raw equity of the master account (cash + positions at each UTC weekday's close; today at the latest delayed prices) from the first activity, or from/to, to today; not cash-flow adjusted",
    description:
      "The master account's equity (cash plus positions) at each weekday's close from its first activity or `from`, to today, for an equity chart. Not adjusted for deposits and withdrawals: use the performance report for returns.",
    success: { status: 200, description: 'the daily equity history', schema: PortfolioHistorySchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const o = masterOf(ctx);
      const range = historyRange(ctx, query, o);
      const points = range ? equityHistory(ctx.service.market, o, range, ctx.service.clock.nowMs()) : [];
      ctx.body = {
        accountType: 'MASTER',
        currency: 'USD',
        basis: 'RAW_EQUITY',
        cashFlowAdjusted: false,
        from: range?.from ?? null,
        to: range?.to ?? null,
        history: points.map((p) => ({
          date: p.date,
          equityUsd: usdFromMinor(p.cashMinor + p.positionsMinor),
          cashUsd: usdFromMinor(p.cashMinor),
          positionsUsd: usdFromMinor(p.positionsMinor),
        })),
        count: points.length,
      };
    },
  }),
];
