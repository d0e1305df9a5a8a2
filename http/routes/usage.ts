/**
 * GET /usage: requests, 429s, orders, active sub-accounts, webhook deliveries and stream
 * time per UTC day; JSON, or CSV with `format=csv` like the reports (http/csv.ts, RFC 4180): per day
 * one `ALL` row with the day's totals, then one row per route family with its requests and 429s.
 */
import * as v from '../schema.ts';
import { ServiceError } from '../../engine/errors.ts';
import type { UsageDay } from '../../engine/queries/account.ts';
import { dayOf } from '../../engine/usage/recorder.ts';
import { apiKeyAuth } from '../context.ts';
import { sendCsv, type CsvColumn } from '../csv.ts';
import { route } from '../route.ts';
import { UsageSchema } from '../schemas/account-settings.ts';

const Day = v.pipe(v.string(), v.isoDate('a date is YYYY-MM-DD'));
const DAY_MS = 86_400_000;
/** The default window: the last 30 days, today included. */
const DEFAULT_DAYS = 30;
/** The longest window one read may ask for. */
export const MAX_USAGE_DAYS = 366;

const sum = (counts: Record<string, number>): number => Object.values(counts).reduce((a, b) => a + b, 0);
/** Connected time is shown in whole minutes, rounded up per day (a second of streaming is a minute used). */
const minutesOf = (ms: number): number => Math.ceil(ms / 60_000);

function dayView(d: UsageDay) {
  return {
    date: d.day,
    requests: { total: sum(d.requestsByFamily), byFamily: d.requestsByFamily },
    rateLimited: { total: sum(d.rateLimitedByFamily), byFamily: d.rateLimitedByFamily },
    ordersPlaced: d.ordersPlaced,
    activeSubAccounts: d.activeSubAccounts,
    webhookDeliveries: d.webhookDeliveries,
    streamMinutes: minutesOf(d.streamMs),
  };
}

type UsageDayView = ReturnType<typeof dayView>;

/** A CSV row: a day's totals (`family` ALL, every column) or one route family's requests and 429s (the day's other columns empty). */
interface UsageCsvRow {
  readonly date: string;
  readonly family: string;
  readonly requests: number;
  readonly rateLimited: number;
  readonly ordersPlaced: number | null;
  readonly activeSubAccounts: number | null;
  readonly webhookDeliveries: number | null;
  readonly streamMinutes: number | null;
}

const USAGE_CSV: readonly CsvColumn<UsageCsvRow>[] = (
  ['date', 'family', 'requests', 'rateLimited', 'ordersPlaced', 'activeSubAccounts', 'webhookDeliveries', 'streamMinutes'] as const
).map((header) => ({ header, value: (r: UsageCsvRow) => r[header] }));

function usageCsvRows(days: readonly UsageDayView[]): UsageCsvRow[] {
  return days.flatMap((d) => {
    const families = [...new Set([...Object.keys(d.requests.byFamily), ...Object.keys(d.rateLimited.byFamily)])].sort();
    const total: UsageCsvRow = { date: d.date, family: 'ALL', requests: d.requests.total, rateLimited: d.rateLimited.total, ...dayCounts(d) };
    const perFamily = families.map(
      (family): UsageCsvRow => ({
        date: d.date,
        family,
        requests: d.requests.byFamily[family] ?? 0,
        rateLimited: d.rateLimited.byFamily[family] ?? 0,
        ordersPlaced: null,
        activeSubAccounts: null,
        webhookDeliveries: null,
        streamMinutes: null,
      }),
    );
    return [total, ...perFamily];
  });
}

const dayCounts = (d: UsageDayView) => ({
  ordersPlaced: d.ordersPlaced,
  activeSubAccounts: d.activeSubAccounts,
  webhookDeliveries: d.webhookDeliveries,
  streamMinutes: d.streamMinutes,
});

function window(query: { from?: string | undefined; to?: string | undefined }, todayDay: string): { from: string; to: string } {
  const to = query.to ?? todayDay;
  const from = query.from ?? dayOf(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS);
  if (from > to) throw new ServiceError('VALIDATION_ERROR', `from (${from}) is after to (${to})`, { extra: { param: 'from' } });
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_USAGE_DAYS) throw new ServiceError('VALIDATION_ERROR', `at most ${MAX_USAGE_DAYS} days per request`, { extra: { param: 'from' } });
  return { from, to };
}

export const usageRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/usage',
    auth: 'apiKey',
    scope: 'reports',
    tag: 'Account',
    query: v.object({ from: v.optional(Day), to: v.optional(Day), format: v.optional(v.picklist(['json', 'csv']), 'json') }),
    summary: `API usage per UTC day from \`from\` to \`to\` (inclusive; default the last ${DEFAULT_DAYS} days, at most ${MAX_USAGE_DAYS}): requests and 429s by route family, orders placed, active sub-accounts, webhook deliveries, stream minutes`,
    description:
      "Your consumption per UTC day: requests and 429s by route family, orders placed, active sub-accounts, webhook deliveries and stream minutes. Compare it with your tier's allowance (`GET /pricing`) and the invoice lines; `format=csv` downloads it.",
    success: {
      status: 200,
      description: '{from, to, days, totals}',
      schema: UsageSchema,
      also: [
        {
          status: 200,
          description:
            'usage as CSV (RFC 4180, header row date,family,requests,rateLimited,ordersPlaced,activeSubAccounts,webhookDeliveries,streamMinutes): per day an ALL row with its totals, then one row per route family (requests and 429s only)',
          schema: v.string(),
          mediaType: 'text/csv',
        },
      ],
    },
    errors: ['VALIDATION_ERROR'],
    async handler(ctx, { query }) {
      const { partner, env } = apiKeyAuth(ctx);
      const { from, to } = window(query, dayOf(ctx.service.clock.nowMs()));
      // A read shows everything counted so far: the pending batch is written first (one transaction), in
      // cluster mode between two engine batches (a write during an append would roll back with its batch).
      await ctx.service.engine.betweenBatches();
      ctx.service.usage.flush();
      const days = ctx.service.queries.account.usage(partner.id, env, from, to);
      if (query.format === 'csv') return sendCsv(ctx, `usage-${from}-${to}.csv`, USAGE_CSV, usageCsvRows(days.map(dayView)));
      const total = (pick: (d: UsageDay) => number): number => days.reduce((a, d) => a + pick(d), 0);
      ctx.body = {
        from,
        to,
        days: days.map(dayView),
        totals: {
          requests: total((d) => sum(d.requestsByFamily)),
          rateLimited: total((d) => sum(d.rateLimitedByFamily)),
          ordersPlaced: total((d) => d.ordersPlaced),
          webhookDeliveries: total((d) => d.webhookDeliveries),
          streamMinutes: total((d) => minutesOf(d.streamMs)),
        },
      };
    },
  }),
];
