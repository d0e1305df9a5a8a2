/**
 * Reference market data: the exchanges with their live status and delay policy, per-exchange session
 * status, settlement cycles, holidays and the managed FX table. Status follows the service clock and
 * any operator closure.
 */
import * as v from '../schema.ts';
import { addDays, COVERAGE } from '../../engine/market/calendar.ts';
import { DATA_QUALITY } from '../../engine/market/quotes.ts';
import { exchangeStatuses, type ExchangeStatus } from '../../engine/market/status.ts';
import type { Exchange } from '../../storage/catalog/types.ts';
import type { AppContext } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { isoDay } from '../market-views.ts';
import { route, type RouteSpec } from '../route.ts';
import {
  ExchangesResponseSchema,
  FxRatesResponseSchema,
  HolidaysResponseSchema,
  MarketStatusResponseSchema,
  SettlementResponseSchema,
} from '../schemas/market.ts';
import { iso, isoOrNull } from '../views.ts';

const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const DELAY_POLICY = {
  delayMode: DATA_QUALITY.delayMode,
  delayMinutes: DATA_QUALITY.delayMinutes,
  refreshIntervalSeconds: DATA_QUALITY.refreshIntervalSeconds,
  coverageWindowUtc: { start: hhmm(COVERAGE.startMinutes), end: hhmm(COVERAGE.endMinutes), days: WEEKDAYS.slice(0, 5) },
} as const;

const settlementCycle = (e: Exchange): string => `T+${e.settlementCycleDays}`;
const tradingHours = (e: Exchange): Record<string, unknown> => ({
  open: e.tradingHours.open,
  close: e.tradingHours.close,
  days: e.tradingDays.map((d) => WEEKDAYS[d - 1]),
});

/** Public status: OPEN or CLOSED; a holiday is CLOSED with the holiday's name as the reason. */
const publicStatus = (s: ExchangeStatus): 'OPEN' | 'CLOSED' => (s.open ? 'OPEN' : 'CLOSED');

function exchangeView(s: ExchangeStatus): Record<string, unknown> {
  const e = s.exchange;
  return {
    code: e.code,
    displayCode: e.displayCode,
    name: e.name,
    country: e.country,
    currency: e.currency,
    timezone: e.timezone,
    tradingHours: tradingHours(e),
    status: publicStatus(s),
    statusReason: s.reason,
    holiday: s.phase === 'HOLIDAY',
    delayPolicy: DELAY_POLICY,
    settlementCycle: settlementCycle(e),
    fractional: e.fractional,
    quantityDecimals: e.quantityDecimals,
    historyYears: e.historyYears,
    historyConfidence: e.historyConfidence,
    website: e.website,
  };
}

function statusView(s: ExchangeStatus): Record<string, unknown> {
  const e = s.exchange;
  return {
    exchange: e.code,
    displayCode: e.displayCode,
    name: e.name,
    status: publicStatus(s),
    isOpen: s.open,
    reason: s.reason,
    holiday: s.phase === 'HOLIDAY',
    operatorClosure: s.closure ? { reason: s.closure.reason, since: iso(s.closure.sinceMs) } : null,
    nextOpen: isoOrNull(s.nextOpenMs),
    nextClose: isoOrNull(s.nextCloseMs),
    tradingHours: tradingHours(e),
    timezone: e.timezone,
    localTime: s.localTime,
  };
}

function exchangesRoute(path: string, summary: string): RouteSpec {
  return route({
    method: 'GET',
    base: 'partner',
    path,
    auth: 'apiKey',
    tag: 'Market data',
    summary,
    description:
      "The exchanges the service covers: code, name, country, currency, timezone, trading hours, whether fractional quantities trade, settlement cycle and whether each is open now. Symbols are suffixed with the exchange's country code (`SCOM.KE` on NSE).",
    success: { status: 200, description: '{data: exchange[], meta}', schema: ExchangesResponseSchema },
    errors: ['GONE'],
    handler(ctx) {
      const nowMs = ctx.service.clock.nowMs();
      const data = exchangeStatuses(ctx.service.market, nowMs).map(exchangeView);
      ctx.body = { data, meta: { count: data.length, asOf: iso(nowMs) } };
    },
  });
}

const ExchangeFilter = v.object({ exchange: v.optional(v.string()) });

function exchangeFilter(ctx: AppContext, code: string | undefined): Exchange | null {
  return code === undefined ? null : ctx.service.market.catalog.exchange(code);
}

const HolidaysQuery = v.object({ exchange: v.optional(v.string()), from: v.optional(isoDay('from')), to: v.optional(isoDay('to')) });

/** The default range: the upcoming year, from the service clock's (UTC) today to the day before its anniversary. */
function holidayRange(nowMs: number, from: string | undefined, to: string | undefined): { from: string; to: string } {
  const today = iso(nowMs).slice(0, 10);
  const start = from ?? today;
  const end = to ?? addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`.replace(/-02-29$/, '-03-01'), -1);
  if (start > end) throw new ServiceError('VALIDATION_ERROR', `from (${start}) is after to (${end})`, { extra: { param: 'from' } });
  return { from: start, to: end };
}

/**
 * A managed rate as a JSON number. Parsing the decimal text once gives the double whose shortest
 * decimal form is that text (rates have far fewer than 15 significant digits), so '129.20' is served
 * as 129.2 exactly: no arithmetic ever touches the rate.
 */
const rateNumber = (text: string): number => Number(text);

export const marketReferenceRoutes: readonly RouteSpec[] = [
  exchangesRoute('/market/exchanges', 'The 14 exchanges: hours, real-time status, delay policy, settlement cycle'),
  exchangesRoute('/market-data/exchanges', 'Deprecated alias of /market/exchanges'),
  route({
    method: 'GET',
    base: 'partner',
    path: '/market/status',
    auth: 'apiKey',
    tag: 'Market data',
    query: ExchangeFilter,
    summary: 'Open or closed per exchange, with the next session boundaries and local time; anyOpen without a filter',
    description:
      "Whether each exchange is open now by the service clock, its local time, today's trading hours and the next open and close; without `exchange`, also `anyOpen`. Orders only fill while their exchange is open.",
    success: { status: 200, description: '{data: status[], serverTime, anyOpen?}', schema: MarketStatusResponseSchema },
    errors: ['UNKNOWN_EXCHANGE'],
    handler(ctx, { query }) {
      const nowMs = ctx.service.clock.nowMs();
      const only = exchangeFilter(ctx, query.exchange);
      const statuses = exchangeStatuses(ctx.service.market, nowMs, only);
      ctx.body = { data: statuses.map(statusView), serverTime: iso(nowMs), ...(only ? {} : { anyOpen: statuses.some((s) => s.open) }) };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/market/settlement',
    auth: 'apiKey',
    tag: 'Market data',
    query: ExchangeFilter,
    summary: 'Settlement cycles per exchange (T+2 EGX, T+3 others) and the order processing window',
    description:
      'How long trades take to settle on each exchange (T+2 on EGX, T+3 elsewhere) and the order processing window. SELL proceeds stay unsettled (usable to buy, not to withdraw) until then.',
    success: { status: 200, description: '{processingWindow, exchanges}', schema: SettlementResponseSchema },
    errors: ['UNKNOWN_EXCHANGE'],
    handler(ctx, { query }) {
      const only = exchangeFilter(ctx, query.exchange);
      const list = only ? [only] : [...ctx.service.market.catalog.exchanges.values()];
      ctx.body = {
        processingWindow: {
          liveFillWindowMinutes: { min: 1, max: 5 },
          marketHoursOnly: true,
          description: "A PENDING order fills 1 to 5 minutes after submission, during its exchange's trading hours",
        },
        exchanges: list.map((e) => ({
          exchange: e.code,
          displayCode: e.displayCode,
          name: e.name,
          settlementCycle: settlementCycle(e),
          settlementDays: e.settlementCycleDays,
          timezone: e.timezone,
        })),
      };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/market/holidays',
    auth: 'apiKey',
    tag: 'Market data',
    query: HolidaysQuery,
    summary: 'Exchange holidays between from and to (inclusive; default the upcoming year)',
    description:
      'Exchange holidays in a date range (default: the coming year), filterable by `exchange`: days an exchange stays closed and orders do not fill.',
    success: { status: 200, description: '{data: [{exchange, date, reason}], meta}', schema: HolidaysResponseSchema },
    errors: ['UNKNOWN_EXCHANGE'],
    handler(ctx, { query }) {
      const only = exchangeFilter(ctx, query.exchange);
      const range = holidayRange(ctx.service.clock.nowMs(), query.from, query.to);
      const data: { exchange: string; date: string; reason: string }[] = [];
      for (const [code, days] of ctx.service.market.catalog.holidays) {
        if (only && only.code !== code) continue;
        for (const [date, reason] of days) if (date >= range.from && date <= range.to) data.push({ exchange: code, date, reason });
      }
      data.sort((a, b) => (a.date === b.date ? (a.exchange < b.exchange ? -1 : 1) : a.date < b.date ? -1 : 1));
      ctx.body = { data, meta: { count: data.length, ...range, exchange: only?.code ?? null } };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/fx/rates',
    auth: 'apiKey',
    tag: 'Market data',
    summary: 'The managed FX table: local currency units per USD',
    description:
      'The managed exchange rates used to convert local prices and deposits to USD: local currency units per USD, with the time each rate was set. Orders record the rate they used.',
    success: { status: 200, description: '{base: USD, data: [{currency, perUsd, asOf, source}], meta}', schema: FxRatesResponseSchema },
    handler(ctx) {
      const rates = [...ctx.service.market.catalog.fx.values()];
      const data = rates.map((r) => ({ currency: r.currency, perUsd: rateNumber(r.perUsd), asOf: iso(r.asOfMs), source: r.source }));
      ctx.body = {
        base: 'USD',
        data,
        meta: { count: data.length, asOf: isoOrNull(rates.reduce<number | null>((m, r) => (m === null || r.asOfMs > m ? r.asOfMs : m), null)) },
      };
    },
  }),
];
