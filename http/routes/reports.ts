/**
 * Reports (CONTRACT.md section 6), scope `reports`: AUM as of a day, every position, fees
 * and markup revenue per period, and the monthly invoices of platform charges. Each answers JSON, or
 * CSV with `format=csv` (http/csv.ts: RFC 4180, header row). Dates are UTC days, `from` and `to`
 * inclusive.
 */
import * as v from '../schema.ts';
import { ServiceError } from '../../engine/errors.ts';
import { invoiceView } from '../../engine/reports/invoices.ts';
import type { BucketInterval } from '../../storage/reports.ts';
import type { AppContext } from '../context.ts';
import { sendCsv } from '../csv.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import {
  AUM_CSV,
  aumCsvRows,
  aumView,
  FEES_CSV,
  feePeriodView,
  feeTotals,
  INVOICE_LINES_CSV,
  INVOICES_CSV,
  invoiceCsvRows,
  POSITIONS_CSV,
  positionView,
  REVENUE_CSV,
  revenueCsvRows,
  revenueView,
} from '../report-views.ts';
import { route } from '../route.ts';
import { AumReportSchema, FeeReportSchema, InvoiceListSchema, InvoiceSchema, ReportPositionListSchema, RevenueReportSchema } from '../schemas/reports.ts';
import { partnerScope } from '../views.ts';

const Day = v.pipe(v.string(), v.isoDate('a date is YYYY-MM-DD'));
const Format = v.optional(v.picklist(['json', 'csv']), 'json');
const DAY_MS = 86_400_000;
const dayMs = (date: string): number => Date.parse(`${date}T00:00:00.000Z`);
const today = (ctx: AppContext): string => new Date(ctx.service.clock.nowMs()).toISOString().slice(0, 10);
const csv = (what: string) => ({ status: 200, description: `${what} as CSV (RFC 4180, header row)`, schema: v.string(), mediaType: 'text/csv' });
/** Periods one report may list: a year of days, ten years of months. */
const MAX_PERIODS: Record<BucketInterval, number> = { day: 366, month: 120 };

/**
 * A large JSON body serialised once: given as an object, koa-compress stringifies it to learn its length
 * and Koa again to send it (an AUM of 10,000 accounts, a page of 1,000 positions). Same JSON text.
 */
function sendJson(ctx: AppContext, body: unknown): void {
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(body);
}

function invalid(message: string, param: string): ServiceError {
  return new ServiceError('VALIDATION_ERROR', message, { extra: { param } });
}

/** `from`/`to` with their defaults (the 1st of this month, today); `from` after `to` or a range longer than the interval allows is refused. */
function range(ctx: AppContext, q: { from?: string | undefined; to?: string | undefined }, interval: BucketInterval) {
  const now = today(ctx);
  const to = q.to ?? now;
  const from = q.from ?? `${now.slice(0, 7)}-01`;
  if (from > to) throw invalid(`from (${from}) is after to (${to})`, 'from');
  const fromMs = dayMs(from);
  const toMs = dayMs(to) + DAY_MS;
  const periods =
    interval === 'day'
      ? (toMs - fromMs) / DAY_MS
      : (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
  if (periods > MAX_PERIODS[interval]) throw invalid(`a ${interval} report covers at most ${MAX_PERIODS[interval]} periods`, 'from');
  return { from, to, fromMs, toMs };
}

const aumRoute = route({
  method: 'GET',
  base: 'partner',
  path: '/reports/aum',
  auth: 'apiKey',
  tag: 'Reports',
  query: v.object({ asOf: v.optional(Day), format: Format }),
  summary:
    'Assets under management at the end of asOf (default today): cash and positions of the master account and every sub-account, by account, asset class, exchange and currency, with totals; today at the latest delayed prices, a past day at its close',
  description:
    "Assets under management on a day (`asOf`, default today): cash and positions of the master account and every sub-account, broken down by account, asset class, exchange and currency, with totals. For regulatory returns and board reporting; today's figures use the latest delayed prices.",
  success: { status: 200, description: 'the AUM report', schema: AumReportSchema, also: [csv('dimension,key,cashUsd,positionsUsd,totalUsd,positions')] },
  errors: ['VALIDATION_ERROR', 'INVALID_TYPE'],
  handler(ctx, { query }) {
    const asOf = query.asOf ?? today(ctx);
    if (asOf > today(ctx)) throw invalid(`asOf (${asOf}) is after today (${today(ctx)})`, 'asOf');
    const view = aumView(ctx.service.queries.reports.aum(ctx.service.market, partnerScope(ctx), asOf, ctx.service.clock.nowMs()));
    if (query.format === 'csv') return sendCsv(ctx, `aum-${asOf}.csv`, AUM_CSV, aumCsvRows(view));
    sendJson(ctx, view);
  },
});

const positionsRoute = route({
  method: 'GET',
  base: 'partner',
  path: '/reports/positions',
  auth: 'apiKey',
  tag: 'Reports',
  query: v.object({ ...paginationQuery, format: Format }),
  summary:
    'Every position of the master account and the sub-accounts (held plus reserved units) at the latest delayed price, in pages (limit up to 1000); the CSV page carries the next cursor in the X-Next-Cursor header',
  description:
    'Every open position across your accounts (held plus reserved units) valued at the latest delayed price, in pages of up to 1000 rows: the feed for a reconciliation. JSON carries `nextCursor`; with `format=csv` the next cursor is in the `X-Next-Cursor` header.',
  success: { status: 200, description: 'one page of positions', schema: ReportPositionListSchema, also: [csv('one page of positions')] },
  errors: ['VALIDATION_ERROR', 'INVALID_TYPE'],
  handler(ctx, { query }) {
    const req = pageRequest(ctx, query, { defaultLimit: 200, maxLimit: 1000 });
    const rows = ctx.service.queries.reports.positions(ctx.service.market, partnerScope(ctx), req.after ?? '', req.limit + 1, ctx.service.clock.nowMs());
    const { items, meta } = pageOf(ctx, rows, req, (p) => p.key);
    const positions = items.map(positionView);
    if (query.format === 'csv') {
      if (meta.nextCursor) ctx.set('x-next-cursor', meta.nextCursor);
      return sendCsv(ctx, 'positions.csv', POSITIONS_CSV, positions);
    }
    sendJson(ctx, { positions, ...meta });
  },
});

const feesRoute = route({
  method: 'GET',
  base: 'partner',
  path: '/reports/fees',
  auth: 'apiKey',
  tag: 'Reports',
  query: v.object({ from: v.optional(Day), to: v.optional(Day), interval: v.optional(v.picklist(['day', 'month']), 'month'), format: Format }),
  summary:
    "Base broker fee and partner markup collected from the partner's accounts per day or month (net of reversals), from (default the 1st of this month) to (default today), with totals",
  description:
    "Fees collected from your accounts' trades per day or month (net of reversals when a settlement failed): the base broker fee and your markup, with totals, between `from` and `to`.",
  success: { status: 200, description: 'the fee report', schema: FeeReportSchema, also: [csv('period,baseFeeUsd,markupUsd,totalUsd,charges')] },
  errors: ['VALIDATION_ERROR', 'INVALID_TYPE'],
  handler(ctx, { query }) {
    const r = range(ctx, query, query.interval);
    const periods = ctx.service.queries.reports.fees(partnerScope(ctx), r.fromMs, r.toMs, query.interval);
    const views = periods.map(feePeriodView);
    if (query.format === 'csv') return sendCsv(ctx, `fees-${r.from}-${r.to}.csv`, FEES_CSV, views);
    ctx.body = { from: r.from, to: r.to, interval: query.interval, currency: 'USD', totals: feeTotals(periods), periods: views };
  },
});

const revenueRoute = route({
  method: 'GET',
  base: 'partner',
  path: '/reports/revenue',
  auth: 'apiKey',
  tag: 'Reports',
  query: v.object({ from: v.optional(Day), to: v.optional(Day), format: Format }),
  summary: "The partner's markup revenue (net of reversals) by month and by the account that paid it, from (default the 1st of this month) to (default today)",
  description:
    'Your markup revenue (net of reversals) by month and by the account that paid it, between `from` and `to`: what you earned on top of the base fee.',
  success: { status: 200, description: 'the revenue report', schema: RevenueReportSchema, also: [csv('dimension,key,markupUsd,charges')] },
  errors: ['VALIDATION_ERROR', 'INVALID_TYPE'],
  handler(ctx, { query }) {
    const r = range(ctx, query, 'month');
    const { byMonth, byAccount } = ctx.service.queries.reports.revenue(partnerScope(ctx), r.fromMs, r.toMs);
    const view = revenueView(r.from, r.to, byMonth, byAccount);
    if (query.format === 'csv') return sendCsv(ctx, `revenue-${r.from}-${r.to}.csv`, REVENUE_CSV, revenueCsvRows(view));
    ctx.body = view;
  },
});

const invoicesRoute = route({
  method: 'GET',
  base: 'partner',
  path: '/reports/invoices',
  auth: 'apiKey',
  tag: 'Reports',
  query: v.object({ ...paginationQuery, format: Format }),
  summary: "The partner's monthly invoices of platform charges, newest first (one per month, issued at 00:00 UTC of the next month's 1st)",
  description:
    "Your monthly invoices of platform charges, newest first. Each month's invoice is issued at 00:00 UTC on the 1st of the next month; read the lines with `GET /reports/invoices/{invoiceId}`.",
  success: { status: 200, description: 'one page of invoices', schema: InvoiceListSchema, also: [csv('one page of invoices, one row each')] },
  errors: ['VALIDATION_ERROR', 'INVALID_TYPE'],
  handler(ctx, { query }) {
    const req = pageRequest(ctx, query, { defaultLimit: 24, maxLimit: 120 });
    const rows = ctx.service.queries.reports.invoices(partnerScope(ctx), req.after === null ? Number.MAX_SAFE_INTEGER : Number(req.after), req.limit + 1);
    const { items, meta } = pageOf(ctx, rows, req, (i) => String(i.seq));
    const invoices = items.map(invoiceView);
    if (query.format === 'csv') {
      if (meta.nextCursor) ctx.set('x-next-cursor', meta.nextCursor);
      return sendCsv(ctx, 'invoices.csv', INVOICES_CSV, invoices);
    }
    ctx.body = { invoices, ...meta };
  },
});

const invoiceRoute = route({
  method: 'GET',
  base: 'partner',
  path: '/reports/invoices/{invoiceId}',
  auth: 'apiKey',
  tag: 'Reports',
  params: v.object({ invoiceId: v.string() }),
  query: v.object({ format: Format }),
  summary: 'One invoice: its lines (platform fee, active sub-accounts and orders beyond the allowance), totals in USD and cents, status and due date',
  description:
    "One invoice with its lines (platform fee, active sub-accounts and orders beyond your tier's allowance), totals in USD and cents, status and due date.",
  success: {
    status: 200,
    description: 'the invoice',
    schema: InvoiceSchema,
    also: [csv('code,description,quantity,unitPriceUsd,amountUsd, then a TOTAL row')],
  },
  errors: ['NOT_FOUND', 'VALIDATION_ERROR', 'INVALID_TYPE'],
  handler(ctx, { params, query }) {
    const invoice = ctx.service.queries.reports.invoice(partnerScope(ctx), params.invoiceId);
    if (!invoice) throw new ServiceError('NOT_FOUND', `no invoice ${params.invoiceId}`);
    const view = invoiceView(invoice);
    if (query.format === 'csv') return sendCsv(ctx, `invoice-${invoice.period}.csv`, INVOICE_LINES_CSV, invoiceCsvRows(view));
    ctx.body = view;
  },
});

export const reportRoutes = [aumRoute, positionsRoute, feesRoute, revenueRoute, invoicesRoute, invoiceRoute];
