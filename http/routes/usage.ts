/** GET /usage (issue 13): requests, 429s, orders, active sub-accounts, webhook deliveries and stream time per UTC day. */
import * as v from '../schema.ts';
import { ServiceError } from '../../engine/errors.ts';
import type { UsageDay } from '../../engine/queries/account.ts';
import { dayOf } from '../../engine/usage/recorder.ts';
import { apiKeyAuth } from '../context.ts';
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

function dayView(d: UsageDay): Record<string, unknown> {
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
    query: v.object({ from: v.optional(Day), to: v.optional(Day) }),
    summary: `API usage per UTC day from \`from\` to \`to\` (inclusive; default the last ${DEFAULT_DAYS} days, at most ${MAX_USAGE_DAYS}): requests and 429s by route family, orders placed, active sub-accounts, webhook deliveries, stream minutes`,
    success: { status: 200, description: '{from, to, days, totals}', schema: UsageSchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const { partner, env } = apiKeyAuth(ctx);
      const { from, to } = window(query, dayOf(ctx.service.clock.nowMs()));
      // A read shows everything counted so far: the pending batch is written first (one transaction).
      ctx.service.usage.flush();
      const days = ctx.service.queries.account.usage(partner.id, env, from, to);
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
