/**
 * Price alerts: a partner registers a threshold on a listed symbol and receives `price.alert` when the
 * delayed price reaches it while the exchange is open. Full key only (a data key is refused by the
 * authentication middleware: /price-alerts is not a market-data family). Thresholds are in the
 * symbol's local currency with at most two decimals, carried as exact integer hundredths.
 */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import { decimalInput } from '../validation.ts';
import type { CreateAlertPayload } from '../../engine/alerts/commands.ts';
import { ServiceError } from '../../engine/errors.ts';
import { PRICE_SCALE } from '../../engine/market/catalog.ts';
import { toMinor } from '../../engine/money.ts';
import type { AlertRecord } from '../../storage/alerts.ts';
import type { Instrument } from '../../storage/catalog/types.ts';
import type { AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { price, priceOrNull } from '../market-views.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { AlertListSchema, AlertSchema } from '../schemas/alerts.ts';
import { iso, isoOrNull, partnerScope } from '../views.ts';
import { alerts } from '../../engine/features/index.ts';

const CreateBody = v.object({
  symbol: boundedText(40),
  exchange: boundedText(16),
  condition: v.picklist(['above', 'below'], 'condition must be "above" or "below"'),
  /** A positive price in the local currency. */
  threshold: decimalInput({ scale: PRICE_SCALE }),
  repeat: v.optional(v.boolean()),
  clientAlertId: v.optional(v.pipe(v.string(), v.minLength(1, 'clientAlertId must not be empty'), v.maxLength(64, 'clientAlertId is at most 64 characters'))),
});

const ListQuery = v.object({
  state: v.optional(v.picklist(['ARMED', 'TRIGGERED', 'DISARMED', 'DELETED'], 'state is one of ARMED, TRIGGERED, DISARMED, DELETED')),
  ...paginationQuery,
});

const AlertParams = v.object({ alertId: v.string() });

export function alertView(a: AlertRecord): Record<string, unknown> {
  return {
    alertId: a.id,
    clientAlertId: a.clientAlertId,
    symbol: a.symbol,
    exchange: a.exchange,
    condition: a.condition,
    threshold: price(a.thresholdMinor),
    currency: a.currency,
    repeat: a.repeat,
    state: a.state,
    createdAt: iso(a.createdAtMs),
    triggeredAt: isoOrNull(a.triggeredAtMs),
    lastPrice: priceOrNull(a.lastPriceMinor),
    deletedAt: isoOrNull(a.deletedAtMs),
  };
}

/**
 * The instrument on the named exchange. A symbol listed elsewhere is a bad body (400 VALIDATION_ERROR
 * naming where it trades); a symbol listed nowhere is 404 NOT_FOUND as on every market path.
 */
function listedInstrument(ctx: AppContext, symbol: string, exchange: string): Instrument {
  const catalog = ctx.service.market.catalog;
  catalog.exchange(exchange);
  try {
    return catalog.resolve(symbol, exchange);
  } catch (e) {
    const elsewhere = e instanceof ServiceError && e.code === 'NOT_FOUND' ? catalog.tryResolve(symbol) : null;
    if (!elsewhere) throw e;
    throw new ServiceError('VALIDATION_ERROR', `${elsewhere.symbol} trades on ${elsewhere.exchange}, not on ${exchange.toUpperCase()}`, {
      extra: { param: 'symbol', listedOn: elsewhere.exchange },
    });
  }
}

/** The partner's own alert, else 404. */
function ownAlert(ctx: AppContext, alertId: string): AlertRecord {
  const a = ctx.service.queries.trading.alert(partnerScope(ctx), alertId);
  if (!a) throw new ServiceError('NOT_FOUND', `price alert ${alertId} not found`);
  return a;
}

export const alertRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/price-alerts',
    auth: 'apiKey',
    tag: 'Price alerts',
    query: ListQuery,
    summary: "The partner's price alerts, oldest first, optionally of one state (limit default 50, max 200)",
    description:
      'Lists your price alerts with their condition, threshold, state (ARMED, TRIGGERED, DISARMED, DELETED) and when they last fired. Filter by `state` to see only the live ones. Cursor-paged.',
    success: { status: 200, description: 'a page of price alerts', schema: AlertListSchema },
    errors: ['VALIDATION_ERROR', 'FORBIDDEN'],
    handler(ctx, { query }) {
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const rows = ctx.service.queries.trading.alerts(partnerScope(ctx), query.state ?? null, req.after === null ? 0 : Number(req.after), req.limit + 1);
      const { items, meta } = pageOf(ctx, rows, req, (a) => String(a.seq));
      ctx.body = { alerts: items.map(alertView), ...meta };
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/price-alerts',
    auth: 'apiKey',
    tag: 'Price alerts',
    body: CreateBody,
    summary:
      'Register a price alert (full key; at most 200 active per partner): fires price.alert when the delayed price reaches the threshold while the exchange is open; a delisted instrument answers 422 BUSINESS_RULE with reason INSTRUMENT_DELISTED',
    description:
      "Watches a symbol's delayed price for you: when it crosses the threshold while the exchange is open, `price.alert` is sent to your webhooks and the stream. Use `repeat` for alerts that re-arm. A full key is required (a data key cannot create alerts); at most 200 active alerts per partner (`422` beyond); a delisted instrument is refused.",
    success: { status: 201, description: 'the alert, state ARMED', schema: AlertSchema },
    errors: [
      'MISSING_IDEMPOTENCY_KEY',
      'MISSING_PARAM',
      'INVALID_TYPE',
      'VALIDATION_ERROR',
      'INVALID_SYMBOL',
      'UNKNOWN_EXCHANGE',
      'NOT_FOUND',
      'FORBIDDEN',
      'BUSINESS_RULE',
      'CONFLICT',
    ],
    async handler(ctx, { body }) {
      const inst = listedInstrument(ctx, body.symbol, body.exchange);
      const payload: CreateAlertPayload = {
        symbol: inst.symbol,
        exchange: inst.exchange,
        condition: body.condition,
        thresholdMinor: toMinor(body.threshold, PRICE_SCALE)!,
        repeat: body.repeat ?? false,
        clientAlertId: body.clientAlertId ?? null,
      };
      await dispatch(ctx, alerts.commands.create, { payload, respond: (a: AlertRecord) => ({ status: 201, body: alertView(a) }) });
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/price-alerts/{alertId}',
    auth: 'apiKey',
    tag: 'Price alerts',
    params: AlertParams,
    summary: 'One price alert',
    description:
      'Reads one alert by its `alertId`: condition, threshold, state and the time it last triggered. `404` when the id is not one of your alerts in this environment.',
    success: { status: 200, description: 'the alert', schema: AlertSchema },
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    handler(ctx, { params }) {
      ctx.body = alertView(ownAlert(ctx, params.alertId));
    },
  }),
  route({
    method: 'DELETE',
    base: 'partner',
    path: '/price-alerts/{alertId}',
    auth: 'apiKey',
    tag: 'Price alerts',
    params: AlertParams,
    summary: 'Delete a price alert (full key): it never fires again',
    description:
      'Removes the alert so it never fires again; it no longer counts against the 200-alert cap. Full key and `Idempotency-Key` required; deleting an unknown alert answers `404`.',
    success: { status: 200, description: 'the alert, state DELETED', schema: AlertSchema },
    errors: ['MISSING_IDEMPOTENCY_KEY', 'NOT_FOUND', 'FORBIDDEN'],
    async handler(ctx, { params }) {
      await dispatch(ctx, alerts.commands.delete, { payload: { alertId: params.alertId }, respond: (a: AlertRecord) => ({ status: 200, body: alertView(a) }) });
    },
  }),
];
