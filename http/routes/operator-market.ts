/**
 * Operator market controls: publish an observation as a poll would deliver it (served at once by the
 * quote endpoints) and declare or lift an unscheduled exchange closure. Both are journaled commands.
 */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import { decimalInput } from '../validation.ts';
import { localTime } from '../../engine/market/calendar.ts';
import { DELAY_MS } from '../../engine/market/capture.ts';
import { PRICE_SCALE } from '../../engine/market/catalog.ts';
import { toMinor } from '../../engine/money.ts';
import type { Instrument } from '../../storage/catalog/types.ts';
import type { AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { ServiceError } from '../errors.ts';
import { price } from '../market-views.ts';
import { route } from '../route.ts';
import { ClosureSchema, TickSchema } from '../schemas/market.ts';
import { iso } from '../views.ts';
import { market } from '../../engine/features/index.ts';

const TickBody = v.object({
  symbol: boundedText(40),
  exchange: v.optional(boundedText(16)),
  price: decimalInput({ scale: PRICE_SCALE }),
  volume: v.optional(v.nullable(v.pipe(v.number(), v.integer('must be a whole number of shares'), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)))),
});

/**
 * The tick's volume: as given; when omitted, the session's cumulative volume so far carries over
 * (a price update does not reset the day's volume). An instrument whose feed has no volume takes none.
 */
function tickVolume(ctx: AppContext, inst: Instrument, given: number | null | undefined, sessionDate: string): number | null {
  if (!inst.volumeAvailable) {
    if (given !== undefined && given !== null)
      throw new ServiceError('VALIDATION_ERROR', `the feed carries no volume for ${inst.symbol}`, { extra: { param: 'volume' } });
    return null;
  }
  if (given !== undefined) return given;
  const latest = ctx.service.market.latest().get(inst.symbol);
  return latest && latest.sessionDate === sessionDate ? latest.volume : null;
}

const ClosureBody = v.object({
  closed: v.boolean(),
  reason: v.optional(boundedText(200)),
});

export const operatorMarketRoutes = [
  route({
    method: 'POST',
    base: 'admin',
    path: '/market/ticks',
    auth: 'operator',
    tag: 'Operator',
    body: TickBody,
    summary: 'Publish an observation (price in hundredths of the local unit) exactly as a poll would deliver it, captured now',
    success: { status: 201, description: 'the stored observation', schema: TickSchema },
    errors: ['INVALID_SYMBOL', 'UNKNOWN_EXCHANGE', 'NOT_FOUND'],
    async handler(ctx, { body }) {
      const inst = ctx.service.market.catalog.resolve(body.symbol, body.exchange);
      const nowMs = ctx.service.clock.nowMs();
      // The session an observation belongs to is the local date of the instant it shows (capture minus delay).
      const sessionDate = localTime(nowMs - DELAY_MS, ctx.service.market.catalog.exchange(inst.exchange).timezone).date;
      const priceMinor = toMinor(body.price, PRICE_SCALE)!;
      const volume = tickVolume(ctx, inst, body.volume, sessionDate);
      await dispatch(ctx, market.commands.tick, {
        env: null,
        partnerId: null,
        payload: { symbol: inst.symbol, priceMinor, volume, sessionDate },
        respond: (r: { capturedAtMs: number }) => ({
          status: 201,
          body: {
            symbol: inst.symbol,
            exchange: inst.exchange,
            currency: inst.currency,
            price: price(priceMinor),
            volume,
            capturedAt: iso(r.capturedAtMs),
            sessionDate,
            source: 'tick',
          },
        }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/exchanges/{code}/closure',
    auth: 'operator',
    tag: 'Operator',
    params: v.object({ code: v.string() }),
    body: ClosureBody,
    summary: 'Declare ({closed: true, reason}) or lift ({closed: false}) an unscheduled exchange closure; announces market.status',
    success: { status: 200, description: '{exchange, closed, reason, changed}', schema: ClosureSchema },
    errors: ['UNKNOWN_EXCHANGE'],
    async handler(ctx, { params, body }) {
      const exchange = ctx.service.market.catalog.exchange(params.code);
      if (body.closed && body.reason === undefined) throw new ServiceError('MISSING_PARAM', 'a closure needs a reason', { extra: { param: 'reason' } });
      await dispatch(ctx, market.commands.closure, {
        env: null,
        partnerId: null,
        payload: { exchange: exchange.code, closed: body.closed, reason: body.reason ?? null },
        respond: (r: { exchange: string; closed: boolean; changed: boolean }) => ({
          status: 200,
          body: { exchange: r.exchange, closed: r.closed, reason: body.reason ?? null, changed: r.changed },
        }),
      });
    },
  }),
];
