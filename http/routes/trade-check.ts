/**
 * The pre-trade eligibility check (CONTRACT.md section 6): `POST /trade/check` (the master
 * account) and `POST /users/{userId}/trade/check`, with the trade body. It runs every rule of a trade
 * (engine/trading/trade-rules.ts) and answers each; nothing is placed, escrowed or consumed. An
 * eligible MARKET request gets a firm 60 s quote usable with POST /trade. Size fields keep their
 * errors in the answer: a quantity with too many decimals fails the `quantity` check instead of the
 * request, so the partner sees every failing rule at once.
 */
import { PRICE_SCALE } from '../../engine/market/catalog.ts';
import { QUANTITY_SCALE, toMinor, USD_SCALE, usdFromMinor } from '../../engine/money.ts';
import type { TradeChecked } from '../../engine/trading/trade-check.ts';
import type { TradeRequest } from '../../engine/trading/trade-rules.ts';
import { trading } from '../../engine/features/index.ts';
import type { AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { route } from '../route.ts';
import { TradeCheckSchema } from '../schemas/trading-reads.ts';
import { iso } from '../views.ts';
import { marketPrice, minor, TradeBody, type TradeInput } from './trading.ts';
import { UserParams } from './users.ts';
import { subAccountFor } from './user-views.ts';

/** A size in exact units, or -1 (no tradable size) when it has more decimals than the unit allows: the rules refuse it. */
function size(value: number | null | undefined, scale: number): number | null {
  if (value === null || value === undefined) return null;
  const m = toMinor(value, scale);
  return m === null || m <= 0 ? -1 : m;
}

function checkRequest(ctx: AppContext, ownerId: string, b: TradeInput): TradeRequest {
  const inst = ctx.service.market.catalog.resolve(b.symbol, b.exchange ?? undefined);
  return {
    ownerId,
    symbol: inst.symbol,
    side: b.type,
    orderType: b.orderType ?? 'MARKET',
    quantityMicro: size(b.quantity, QUANTITY_SCALE),
    cashValueMinor: size(b.cashValue, USD_SCALE),
    limitPriceMinor: minor(b.limitPrice, PRICE_SCALE, 'limitPrice'),
    stopPriceMinor: minor(b.stopPrice, PRICE_SCALE, 'stopPrice'),
    timeInForce: b.timeInForce ?? 'GTC',
    expiresAtMs: b.expiresAt ? Date.parse(b.expiresAt) : null,
    // The check prices a MARKET request itself and issues a fresh quote; a quoteId in the body is not used.
    quoteId: null,
    clientOrderId: b.clientOrderId ?? null,
    market: marketPrice(ctx, inst),
  };
}

function checkView(r: TradeChecked): Record<string, unknown> {
  return {
    eligible: r.eligible,
    ...(r.ownerId === 'master' ? { accountType: 'MASTER', subAccountId: null } : { accountType: 'SUB_ACCOUNT', subAccountId: r.ownerId }),
    checks: r.checks,
    ...(r.quote ? { quoteId: r.quote.quoteId, quoteExpiresAt: iso(r.quote.expiresAtMs) } : {}),
    ...(r.estimatedTotalMinor !== null ? { estimatedTotal: usdFromMinor(r.estimatedTotalMinor) } : {}),
  };
}

async function check(ctx: AppContext, ownerId: string, body: TradeInput): Promise<void> {
  await dispatch(ctx, trading.commands.check, {
    payload: checkRequest(ctx, ownerId, body),
    respond: (r: TradeChecked) => ({ status: 200, body: checkView(r) }),
  });
}

const CHECKS =
  'Checks, in the order a trade applies them: account (sandbox master, exists, not closed), notFrozen, kyc, clientOrderId, instrumentTradable, quantity (whole shares or 6 decimals), limits, orderShape, marketOpen (MARKET only; resting orders are accepted while closed), pricing, funds (cost with fees, or units held)';
const CHECK_ERRORS = ['INVALID_TYPE', 'VALIDATION_ERROR', 'INVALID_SYMBOL', 'UNKNOWN_EXCHANGE', 'NOT_FOUND'] as const;

export const tradeCheckRoutes = [
  route({
    method: 'POST',
    base: 'partner',
    path: '/trade/check',
    auth: 'apiKey',
    tag: 'Trading',
    body: TradeBody,
    summary: `Pre-trade eligibility check for the master account with the trade body: every rule answered, nothing placed, escrowed or consumed; an eligible MARKET request gets a firm 60 s quoteId. ${CHECKS}`,
    description:
      'Dry-runs a master trade: the same body as `POST /trade`, every rule evaluated (market open, funds, KYC, instrument constraints, tier limits) and each answered, with nothing placed, escrowed or consumed. An eligible MARKET request also gets a firm `quoteId` valid 60 s, ready for the real trade.',
    success: { status: 200, description: 'each check, and a quote when eligible and MARKET', schema: TradeCheckSchema },
    errors: CHECK_ERRORS,
    async handler(ctx, { body }) {
      await check(ctx, 'master', body);
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/users/{userId}/trade/check',
    auth: 'apiKey',
    tag: 'Trading',
    params: UserParams,
    body: TradeBody,
    summary: `Pre-trade eligibility check for a sub-account, as POST /trade/check. ${CHECKS}`,
    description:
      "Dry-runs a sub-account trade, as `POST /trade/check`, including the sub-account's KYC, frozen flag and settled cash: show the investor why an order would be refused before they submit it.",
    success: { status: 200, description: 'each check, and a quote when eligible and MARKET', schema: TradeCheckSchema },
    errors: CHECK_ERRORS,
    async handler(ctx, { params, body }) {
      subAccountFor(ctx, params.userId);
      await check(ctx, params.userId, body);
    },
  }),
];
