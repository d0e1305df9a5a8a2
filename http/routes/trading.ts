/**
 * Quoting and trading: `GET /quote/{symbol}` (a journaled command: it issues a 60 s single-use quote,
 * so it is not side-effect free, but as a GET it takes no Idempotency-Key and a retry simply issues a
 * new quote), `POST /trade` (the partner's master account; the sandbox master answers 422
 * SANDBOX_MASTER_TRADING), `POST /users/{userId}/trade`, and the operator's venue faults. The handler
 * converts numbers to exact minor units and attaches the latest delayed price; every rule is the engine's.
 */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import { decimalInput } from '../validation.ts';
import { PRICE_SCALE } from '../../engine/market/catalog.ts';
import { toMinor, QUANTITY_SCALE, USD_SCALE } from '../../engine/money.ts';
import type { VenueFaults } from '../../engine/trading/execution.ts';
import type { OrderPlaced, PlaceOrderRequest } from '../../engine/trading/placement.ts';
import type { MarketPrice, QuoteIssued } from '../../engine/trading/quoting.ts';
import type { Instrument } from '../../storage/catalog/types.ts';
import type { AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { ServiceError } from '../errors.ts';
import { route } from '../route.ts';
import { OrderSchema, QuoteSchema, VenueFaultsSchema } from '../schemas/orders.ts';
import { requestQuote } from '../test-clock-scope.ts';
import { UserParams } from './users.ts';
import { trading } from '../../engine/features/index.ts';

const REJECTION_CODES = ['INSUFFICIENT_FUNDS', 'MARKET_CLOSED', 'TECHNICAL_ISSUE', 'KYC_REQUIRED', 'COMPLIANCE_HOLD', 'OTHER'] as const;

const timestamp = v.pipe(
  v.string(),
  v.check((s) => /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)), 'must be an ISO 8601 timestamp with a timezone'),
);

// Sizes and prices are decimal inputs (a number or a decimal string, body or query alike); each field's scale is
// checked where it is converted (`minor`), so the pre-trade check can report it as a failed rule instead.
const QuoteQuery = v.object({
  type: v.pipe(v.string(), v.toUpperCase(), v.picklist(['BUY', 'SELL'])),
  quantity: v.optional(decimalInput()),
  cashValue: v.optional(decimalInput()),
  subAccountId: v.optional(boundedText(64)),
  exchange: v.optional(boundedText(16)),
});

export const TradeBody = v.object({
  symbol: boundedText(40),
  exchange: v.nullish(boundedText(16)),
  type: v.picklist(['BUY', 'SELL']),
  quantity: v.nullish(decimalInput()),
  cashValue: v.nullish(decimalInput()),
  quoteId: v.nullish(boundedText(64)),
  orderType: v.nullish(v.picklist(['MARKET', 'LIMIT', 'STOP', 'STOP_LIMIT'])),
  limitPrice: v.nullish(decimalInput()),
  stopPrice: v.nullish(decimalInput()),
  clientOrderId: v.nullish(v.pipe(boundedText(128), v.regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces'))),
  timeInForce: v.nullish(v.picklist(['DAY', 'GTC', 'GTD'])),
  expiresAt: v.nullish(timestamp),
  orderInstruction: v.nullish(boundedText(500)),
  stopLoss: v.nullish(decimalInput()),
  takeProfit: v.nullish(decimalInput()),
});
export type TradeInput = v.InferOutput<typeof TradeBody>;

/** `value` in minor units at `scale`, or 400 VALIDATION_ERROR naming the field when it has more decimals. */
export function minor(value: number | null | undefined, scale: number, param: string): number | null {
  if (value === null || value === undefined) return null;
  const m = toMinor(value, scale);
  if (m === null || m <= 0) throw new ServiceError('VALIDATION_ERROR', `${param} allows at most ${scale} decimals`, { extra: { param } });
  return m;
}

/** Exactly one of quantity and cashValue (MISSING_PARAM when neither, VALIDATION_ERROR when both). */
function sizeOf(quantity: number | null | undefined, cashValue: number | null | undefined): { quantityMicro: number | null; cashValueMinor: number | null } {
  const hasQuantity = quantity !== null && quantity !== undefined;
  const hasCash = cashValue !== null && cashValue !== undefined;
  if (!hasQuantity && !hasCash)
    throw new ServiceError('MISSING_PARAM', 'one of quantity or cashValue is required', { extra: { param: 'quantity', params: ['quantity', 'cashValue'] } });
  if (hasQuantity && hasCash) throw new ServiceError('VALIDATION_ERROR', 'quantity and cashValue are mutually exclusive', { extra: { param: 'cashValue' } });
  const quantityMicro = minor(quantity, QUANTITY_SCALE, 'quantity');
  return { cashValueMinor: minor(cashValue, USD_SCALE, 'cashValue'), quantityMicro };
}

/**
 * The latest delayed price, as the quote endpoints serve it (on a test clock: the simulated market at the
 * clock's time), journaled with the command that uses it.
 */
export function marketPrice(ctx: AppContext, inst: Instrument): MarketPrice | null {
  const q = requestQuote(ctx, inst);
  return q ? { asOfMs: q.asOfMs, priceMinor: q.priceMinor } : null;
}

/**
 * The command payload, its keys in code-unit order (here and in marketPrice): the journal's canonical
 * JSON is then the native serialiser's text, 2 to 3 times cheaper than its key-ordering writer. The journaled text is the same either way; checks keep their order (size before limit prices).
 */
function placeRequest(ctx: AppContext, ownerId: string, b: TradeInput): PlaceOrderRequest {
  const inst = ctx.service.market.catalog.resolve(b.symbol, b.exchange ?? undefined);
  const { quantityMicro, cashValueMinor } = sizeOf(b.quantity, b.cashValue);
  const limitPriceMinor = minor(b.limitPrice, PRICE_SCALE, 'limitPrice');
  const stopPriceMinor = minor(b.stopPrice, PRICE_SCALE, 'stopPrice');
  const stopLossMinor = minor(b.stopLoss, USD_SCALE, 'stopLoss');
  const takeProfitMinor = minor(b.takeProfit, USD_SCALE, 'takeProfit');
  return {
    cashValueMinor,
    clientOrderId: b.clientOrderId ?? null,
    expiresAtMs: b.expiresAt ? Date.parse(b.expiresAt) : null,
    limitPriceMinor,
    market: marketPrice(ctx, inst),
    orderInstruction: b.orderInstruction ?? null,
    orderType: b.orderType ?? 'MARKET',
    ownerId,
    quantityMicro,
    quoteId: b.quoteId ?? null,
    side: b.type,
    stopLossMinor,
    stopPriceMinor,
    symbol: inst.symbol,
    takeProfitMinor,
    timeInForce: b.timeInForce ?? 'GTC',
  };
}

async function trade(ctx: AppContext, ownerId: string, body: TradeInput): Promise<void> {
  await dispatch(ctx, trading.commands.place, {
    payload: placeRequest(ctx, ownerId, body),
    // MARKET orders enter the live fill flow (202); resting orders are created WORKING (201).
    respond: (r: OrderPlaced) => ({ status: r.orderType === 'MARKET' ? 202 : 201, body: r.view }),
  });
}

export const TRADE_ERRORS = [
  'MISSING_PARAM',
  'INVALID_TYPE',
  'VALIDATION_ERROR',
  'INVALID_SYMBOL',
  'UNKNOWN_EXCHANGE',
  'NOT_FOUND',
  'QUOTE_REQUIRED',
  'QUOTE_NOT_FOUND',
  'QUOTE_SCOPE_MISMATCH',
  'STALE_QUOTE',
  'QUOTE_ORDER_MISMATCH',
  'INSUFFICIENT_FUNDS',
  'KYC_REQUIRED',
  'FORBIDDEN',
  'CONFLICT',
  'MARKET_CLOSED',
  'BUSINESS_RULE',
] as const;

export const tradingRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/quote/{symbol}',
    auth: 'apiKey',
    tag: 'Trading',
    params: v.object({ symbol: v.string() }),
    query: QuoteQuery,
    summary:
      'Pre-trade quote (type BUY or SELL, quantity xor cashValue, optional subAccountId): prices, fees, sufficientFunds and a single-use quoteId valid 60 s. Issues a quote (journaled); no Idempotency-Key',
    description:
      'Prices a trade before it is placed: the delayed price, gross amount, base fee, your markup, total, FX rate and whether funds suffice, with a single-use `quoteId` valid 60 s. A MARKET trade must present a quote with the same symbol, side and size (`quantity` or `cashValue`). Issuing a quote is journaled but needs no `Idempotency-Key`; an unused quote fires `quote.expired`.',
    success: { status: 200, description: 'the quote', schema: QuoteSchema },
    errors: ['MISSING_PARAM', 'INVALID_TYPE', 'VALIDATION_ERROR', 'INVALID_SYMBOL', 'UNKNOWN_EXCHANGE', 'NOT_FOUND', 'CONFLICT', 'BUSINESS_RULE'],
    async handler(ctx, { params, query }) {
      const inst = ctx.service.market.catalog.resolve(params.symbol, query.exchange);
      const { cashValueMinor, quantityMicro } = sizeOf(query.quantity, query.cashValue);
      await dispatch(ctx, trading.commands.quote, {
        // Keys in code-unit order, as placeRequest's (canonical JSON by the native serialiser).
        payload: {
          cashValueMinor,
          market: marketPrice(ctx, inst),
          ownerId: query.subAccountId ?? 'master',
          quantityMicro,
          side: query.type,
          symbol: inst.symbol,
        },
        respond: (r: QuoteIssued) => ({ status: 200, body: r.view }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/trade',
    auth: 'apiKey',
    tag: 'Trading',
    body: TradeBody,
    summary: "Place an order on the partner's master account (production only: the sandbox master answers 422 SANDBOX_MASTER_TRADING)",
    description:
      'Places an order for your own (master) account: MARKET with a `quoteId` from `GET /quote/{symbol}`, or LIMIT, STOP and STOP_LIMIT resting orders (DAY, GTC or GTD). BUY cash is escrowed at once; the order answers `202` PENDING (or WORKING for resting orders), then fills within 1 to 5 minutes of market time (`order.filled`) or is rejected (`order.rejected`). Production only: the sandbox master answers `422 SANDBOX_MASTER_TRADING`, trade on a sandbox sub-account instead. Needs an `Idempotency-Key`: a retry with the same key never places a second order.',
    success: {
      status: 202,
      description: 'a MARKET order, PENDING: accepted into the live fill flow',
      schema: OrderSchema,
      also: [{ status: 201, description: 'a resting order (LIMIT, STOP, STOP_LIMIT), WORKING', schema: OrderSchema }],
    },
    errors: [...TRADE_ERRORS, 'SANDBOX_MASTER_TRADING'],
    async handler(ctx, { body }) {
      await trade(ctx, 'master', body);
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/users/{userId}/trade',
    auth: 'apiKey',
    tag: 'Trading',
    params: UserParams,
    body: TradeBody,
    summary: 'Place an order for a sub-account (production sub-accounts need VERIFIED KYC; a frozen one answers 403)',
    description:
      "Places an order on behalf of one of your sub-accounts, with the same body as `POST /trade`; the sub-account's settled cash is escrowed for a BUY and its units reserved for a SELL. Production sub-accounts need VERIFIED KYC (`403 KYC_REQUIRED`); frozen ones answer `403`. In the sandbox, MARKET quantity 100 fills at once, 999 is rejected, anything else stays PENDING until you advance it with `PATCH /test-tools/orders/{orderId}`. Needs an `Idempotency-Key`.",
    success: {
      status: 202,
      description: 'a MARKET order, PENDING: accepted into the live fill flow',
      schema: OrderSchema,
      also: [{ status: 201, description: 'a resting order (LIMIT, STOP, STOP_LIMIT), WORKING', schema: OrderSchema }],
    },
    errors: TRADE_ERRORS,
    async handler(ctx, { params, body }) {
      await trade(ctx, params.userId, body);
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/venue/faults',
    auth: 'operator',
    tag: 'Operator',
    body: v.object({
      rejectNext: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
      rejectionCode: v.optional(v.picklist(REJECTION_CODES), 'TECHNICAL_ISSUE'),
    }),
    summary: 'The simulated execution venue rejects the next rejectNext production executions with rejectionCode (0 clears the fault)',
    description:
      'Operator (and tests): makes the simulated venue reject the next `rejectNext` production executions with `rejectionCode`, to exercise `order.rejected` handling; 0 clears the fault.',
    success: { status: 200, description: 'the fault now set', schema: VenueFaultsSchema },
    async handler(ctx, { body }) {
      await dispatch(ctx, trading.commands.venueFaults, {
        env: null,
        partnerId: null,
        payload: { rejectNext: body.rejectNext, rejectionCode: body.rejectionCode },
        respond: (r: VenueFaults) => ({ status: 200, body: { rejectNext: r.remaining, rejectionCode: r.rejectionCode } }),
      });
    },
  }),
];
