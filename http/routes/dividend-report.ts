/**
 * The dividend report (spec, reports; CONTRACT.md section 6): what the partner's accounts received in
 * this environment between two pay dates, in USD, by symbol and by account; `format=csv` answers the
 * by-symbol totals as CSV.
 */
import * as v from '../schema.ts';
import { ServiceError } from '../../engine/errors.ts';
import { MASTER_OWNER } from '../../engine/ledger.ts';
import { usdFromMinor } from '../../engine/money.ts';
import { apiKeyAuth } from '../context.ts';
import { type CsvColumn, sendCsv, usdCell } from '../csv.ts';
import { route } from '../route.ts';
import { DividendReportSchema } from '../schemas/corporate-actions.ts';

const Day = v.pipe(v.string(), v.isoDate('a date is YYYY-MM-DD'));
const DAY_MS = 86_400_000;
const dayMs = (date: string): number => Date.parse(`${date}T00:00:00.000Z`);
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The by-symbol totals as CSV (http/csv.ts), USD with two decimals. */
const DIVIDEND_CSV: readonly CsvColumn<{ symbol: string; totalMinor: number; payments: number }>[] = [
  { header: 'symbol', value: (r) => r.symbol },
  { header: 'totalUsd', value: (r) => usdCell(r.totalMinor) },
  { header: 'payments', value: (r) => r.payments },
];

export const dividendReportRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/report/dividends',
    auth: 'apiKey',
    tag: 'Reports',
    query: v.object({ from: v.optional(Day), to: v.optional(Day), format: v.optional(v.picklist(['json', 'csv']), 'json') }),
    summary: 'Dividends received, by pay date (from defaults to 1 January of the current year, to to today); format=csv gives the by-symbol totals',
    description:
      'Dividend income across the master account and sub-accounts between `from` and `to`: the total in USD, per symbol and per sub-account, for statements and tax reporting. `format=csv` downloads the per-symbol totals as CSV.',
    success: {
      status: 200,
      description: '{from, to, currency, totalUsdReceived, bySymbol, bySubAccount}',
      schema: DividendReportSchema,
      also: [{ status: 200, description: 'by-symbol totals: symbol,totalUsd,payments', schema: v.string(), mediaType: 'text/csv' }],
    },
    errors: ['VALIDATION_ERROR', 'INVALID_TYPE'],
    handler(ctx, { query }) {
      const { partner, env } = apiKeyAuth(ctx);
      const today = isoDay(ctx.service.clock.nowMs());
      const to = query.to ?? today;
      const from = query.from ?? `${today.slice(0, 4)}-01-01`;
      if (from > to) throw new ServiceError('VALIDATION_ERROR', `from (${from}) is after to (${to})`, { extra: { param: 'from' } });
      const report = ctx.service.queries.corporateActions.dividendReport(env, partner.id, dayMs(from), dayMs(to) + DAY_MS);
      const bySymbol = report.bySymbol.map((r) => ({ symbol: r.symbol, totalUsd: usdFromMinor(r.totalMinor), payments: r.payments }));
      if (query.format === 'csv') return sendCsv(ctx, `dividends-${from}-${to}.csv`, DIVIDEND_CSV, report.bySymbol);
      ctx.body = {
        from,
        to,
        currency: 'USD',
        totalUsdReceived: usdFromMinor(report.totalMinor),
        bySymbol,
        bySubAccount: report.byAccount.map((r) => ({
          subAccountId: r.owner === MASTER_OWNER ? null : r.owner,
          accountType: r.owner === MASTER_OWNER ? 'MASTER' : 'SUB_ACCOUNT',
          totalUsd: usdFromMinor(r.totalMinor),
          payments: r.payments,
        })),
      };
    },
  }),
];
