/**
 * Sandbox test tools (sandbox key on the sandbox base; on the production base only for partners with
 * the `testToolsOnProduction` flag, moving virtual funds only): test deposits, test trades with a
 * chosen outcome, advancing an order (fill, partial fill, reject, settle, fail settlement) and the
 * list of a sub-account's orders. The deprecated `/sandbox/*` aliases are the same declarations under
 * the old path; http/lifecycle.ts adds their deprecation headers.
 */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import type { MoneyMovement } from '../../engine/sub-accounts/money.ts';
import { requestQuote } from '../test-clock-scope.ts';
import { QUANTITY_SCALE, toMinor, usdToMinor } from '../../engine/money.ts';
import { ORDER_KIND, snapshotOf, type OrderSnapshot } from '../../engine/trading/orders.ts';
import type { MarketPrice } from '../../engine/trading/quoting.ts';
import { isVirtualBook, subAccountOfOwner, TEST_ACTIONS, TEST_OUTCOMES, virtualBook, type TestOrderResult } from '../../engine/trading/test-tools.ts';
import { orderView } from '../../engine/trading/views.ts';
import type { ListedOrder, OrderFilter } from '../../storage/orders.ts';
import type { Instrument } from '../../storage/catalog/types.ts';
import { apiKeyAuth, type AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { ServiceError } from '../errors.ts';
import { STATUS_FILTERS, statusCriteria, type StatusFilter } from '../order-views.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { TestDepositSchema } from '../schemas/accounts.ts';
import { TestOrderListSchema, TestOrderSchema } from '../schemas/orders.ts';
import { usdAmount, decimalInput } from '../validation.ts';
import { iso, usd } from '../views.ts';
import { subAccountFor } from './user-views.ts';
import { subAccounts, trading } from '../../engine/features/index.ts';

const REJECTION_CODES = ['INSUFFICIENT_FUNDS', 'MARKET_CLOSED', 'TECHNICAL_ISSUE', 'KYC_REQUIRED', 'COMPLIANCE_HOLD', 'OTHER'] as const;

const TestDepositBody = v.object({
  subAccountId: boundedText(64),
  amount: usdAmount(),
  note: v.nullish(boundedText(500, { allowEmpty: true })),
});

const TestTradeBody = v.object({
  subAccountId: boundedText(64),
  symbol: boundedText(40),
  exchange: v.nullish(boundedText(16)),
  type: v.picklist(['BUY', 'SELL']),
  quantity: decimalInput(),
  outcome: v.optional(v.picklist(TEST_OUTCOMES), 'PENDING'),
});

const AdvanceBody = v.object({
  action: v.picklist(TEST_ACTIONS),
  quantity: v.nullish(decimalInput()),
  rejectionCode: v.nullish(v.picklist(REJECTION_CODES)),
});

const ListQuery = v.object({
  subAccountId: v.optional(boundedText(64)),
  status: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(STATUS_FILTERS))),
  ...paginationQuery,
});
type ListInput = v.InferOutput<typeof ListQuery>;

const OrderParams = v.object({ orderId: v.string() });

function quantityMicro(value: number, param: string): number {
  const micro = toMinor(value, QUANTITY_SCALE);
  if (micro === null || micro <= 0) throw new ServiceError('VALIDATION_ERROR', `${param} allows at most ${QUANTITY_SCALE} decimals`, { extra: { param } });
  return micro;
}

/** The latest delayed price, as the quote endpoints serve it (on a test clock, at its time), journaled with the command that uses it. */
function marketPrice(ctx: AppContext, inst: Instrument | undefined): MarketPrice | null {
  const q = inst ? requestQuote(ctx, inst) : null;
  return q ? { priceMinor: q.priceMinor, asOfMs: q.asOfMs } : null;
}

/** The order object, plus which book it belongs to; a virtual book's order names its sub-account. */
export function testOrderView(s: OrderSnapshot, lastExecutionReportId: string | null): Record<string, unknown> {
  const view = orderView(s, lastExecutionReportId);
  const virtual = isVirtualBook(s.context.owner.ownerId);
  return { ...view, subAccountId: subAccountOfOwner(s.context.owner.ownerId), book: virtual ? 'VIRTUAL' : 'SANDBOX', virtual };
}

const respond = (status: number) => (r: TestOrderResult) => ({ status, body: testOrderView(r.snapshot, r.lastExecutionReportId) });

/** Production answers 403 unless the partner may use the compatibility route. */
function assertToolsAllowed(ctx: AppContext): void {
  const { partner, env } = apiKeyAuth(ctx);
  if (env === 'production' && partner.flags.testToolsOnProduction !== true) {
    throw new ServiceError('FORBIDDEN', 'test tools are sandbox-only; the production compatibility route needs approval (testToolsOnProduction)');
  }
}

function testDepositRoute(path: string, deprecated: boolean) {
  return route({
    method: 'POST',
    base: 'partner',
    path,
    auth: 'apiKey',
    tag: 'Test tools',
    body: TestDepositBody,
    summary: `${deprecated ? 'Deprecated alias of /test-tools/deposit. ' : ''}Credit virtual USD (at most 1,000,000.00 per call) to a sub-account without drawing on the master wallet; fires deposit.confirmed`,
    description:
      'Sandbox test money: credits virtual USD straight to a sub-account (it does not come out of your master wallet) and fires `deposit.confirmed`, so you can test trading and withdrawals without topping up. At most USD 1,000,000.00 per call. Needs an `Idempotency-Key`.',
    success: { status: 200, description: 'the virtual deposit', schema: TestDepositSchema },
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
    async handler(ctx, { body }) {
      await dispatch(ctx, subAccounts.commands.testDeposit, {
        payload: { subAccountId: body.subAccountId, amountMinor: usdToMinor(body.amount)!, note: body.note ?? null },
        respond: (m: MoneyMovement) => ({
          status: 200,
          body: {
            transactionId: m.transactionId,
            subAccountId: m.account.id,
            externalId: m.account.externalId,
            status: 'CONFIRMED',
            amount: usd(m.amountMinor),
            currency: 'USD',
            newBalance: usd(m.wallet.balanceMinor),
            virtual: true,
            note: m.note,
            createdAt: iso(m.atMs),
          },
        }),
      });
    },
  });
}

function testTradeRoute(path: string, deprecated: boolean) {
  return route({
    method: 'POST',
    base: 'partner',
    path,
    auth: 'apiKey',
    tag: 'Test tools',
    body: TestTradeBody,
    summary:
      `${deprecated ? 'Deprecated alias of /test-tools/trade. ' : ''}Place a MARKET test order for a sub-account without a quote, at the latest delayed price, and apply outcome ` +
      '(PENDING, FILL, PARTIAL_FILL: half, REJECT: rejectionCode OTHER, CANCEL: refunded, FAIL_SETTLEMENT: filled then reversed); escrow, holdings and events move as for a real order. ' +
      "On production (testToolsOnProduction only) the order belongs to the sub-account's virtual book and spends its test-deposit virtual cash only",
    description:
      'Creates an order in the state you want to test without waiting for the market: `outcome` PENDING, FILL, PARTIAL_FILL (half), REJECT, CANCEL or FAIL_SETTLEMENT. Escrow, holdings, the ledger and events (`order.pending`, `order.filled`, ...) move exactly as for a real order, so your webhook handlers see the real sequence. Needs an `Idempotency-Key`.',
    success: { status: 201, description: 'the order, with book SANDBOX or VIRTUAL', schema: TestOrderSchema },
    errors: [
      'MISSING_PARAM',
      'INVALID_TYPE',
      'VALIDATION_ERROR',
      'INVALID_SYMBOL',
      'NOT_FOUND',
      'FORBIDDEN',
      'CONFLICT',
      'INSUFFICIENT_FUNDS',
      'BUSINESS_RULE',
    ],
    async handler(ctx, { body }) {
      assertToolsAllowed(ctx);
      const inst = ctx.service.market.catalog.resolve(body.symbol, body.exchange ?? undefined);
      await dispatch(ctx, trading.commands.testTrade, {
        payload: {
          subAccountId: body.subAccountId,
          symbol: inst.symbol,
          side: body.type,
          quantityMicro: quantityMicro(body.quantity, 'quantity'),
          outcome: body.outcome,
          market: marketPrice(ctx, inst),
        },
        respond: respond(201),
      });
    },
  });
}

function advanceRoute(path: string, deprecated: boolean) {
  return route({
    method: 'PATCH',
    base: 'partner',
    path,
    auth: 'apiKey',
    tag: 'Test tools',
    params: OrderParams,
    body: AdvanceBody,
    summary:
      `${deprecated ? 'Deprecated alias of /test-tools/orders/{orderId}. ' : ''}Advance a PENDING or PARTIALLY_FILLED order: fill (the remainder, at the latest price), ` +
      'partial_fill (quantity, default half), reject (rejectionCode, default OTHER; PENDING only); or a filled order awaiting settlement: settle (now) or fail_settlement (the fill is reversed). ' +
      'Any other state is 409 CONFLICT',
    description:
      'Moves a sandbox order on when you choose: `fill` the remainder, `partial_fill` a quantity, `reject` it, or for a filled order awaiting settlement `settle` it now or `fail_settlement` (the fill is reversed and money returned). Each step fires the events a real venue would. An order in any other state answers `409 CONFLICT`. Needs an `Idempotency-Key`.',
    success: { status: 200, description: 'the order', schema: TestOrderSchema },
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'VALIDATION_ERROR'],
    async handler(ctx, { params, body }) {
      assertToolsAllowed(ctx);
      const symbol = ctx.service.queries.trading.orderSymbol(params.orderId);
      await dispatch(ctx, trading.commands.testAdvance, {
        payload: {
          orderId: params.orderId,
          action: body.action,
          rejectionCode: body.rejectionCode ?? null,
          quantityMicro: body.quantity === null || body.quantity === undefined ? null : quantityMicro(body.quantity, 'quantity'),
          market: marketPrice(ctx, symbol === null ? undefined : ctx.service.market.catalog.bySymbol.get(symbol)),
        },
        respond: respond(200),
      });
    },
  });
}

/** Rows of the partner's virtual books, newest first, scanning the partner's orders a page at a time. */
function virtualBookRows(ctx: AppContext, filter: OrderFilter, beforeSeq: number, wanted: number): ListedOrder[] {
  const out: ListedOrder[] = [];
  for (let before = beforeSeq; out.length < wanted; ) {
    const page = ctx.service.queries.trading.orders(filter, before, 500);
    out.push(...page.filter((r) => isVirtualBook(r.owner)));
    if (page.length < 500) break;
    before = page[page.length - 1]!.seq;
  }
  return out.slice(0, wanted);
}

function listTestOrders(ctx: AppContext, q: ListInput): void {
  assertToolsAllowed(ctx);
  const { partner, env } = apiKeyAuth(ctx);
  if (env === 'sandbox' && !q.subAccountId)
    throw new ServiceError('MISSING_PARAM', 'subAccountId is required in the sandbox', { extra: { param: 'subAccountId' } });
  const owner = q.subAccountId ? subAccountFor(ctx, q.subAccountId).id : null;
  const req = pageRequest(ctx, q, { defaultLimit: 50, maxLimit: 200 });
  const filter: OrderFilter = {
    partnerId: partner.id,
    env,
    owner: owner === null ? null : env === 'production' ? virtualBook(owner) : owner,
    ...statusCriteria(q.status as StatusFilter | undefined),
    symbol: null,
    fromMs: 0,
    toMs: Number.MAX_SAFE_INTEGER,
  };
  const before = req.after === null ? Number.MAX_SAFE_INTEGER : Number(req.after);
  const rows = filter.owner === null ? virtualBookRows(ctx, filter, before, req.limit + 1) : ctx.service.queries.trading.orders(filter, before, req.limit + 1);
  const { items, meta } = pageOf(ctx, rows, req, (r) => String(r.seq));
  const orders = items.map((r) =>
    testOrderView(snapshotOf(ctx.service.engine.actors.read(ORDER_KIND, r.id)!), ctx.service.queries.trading.latestExecutionReportId(r.id)),
  );
  ctx.body = { subAccountId: owner, orders, ...meta };
}

function listRoute(path: string, deprecated: boolean) {
  return route({
    method: 'GET',
    base: 'partner',
    path,
    auth: 'apiKey',
    tag: 'Test tools',
    query: ListQuery,
    summary:
      `${deprecated ? 'Deprecated alias of /test-tools/orders. ' : ''}A sub-account's orders, newest first, with a status filter; subAccountId is required in the sandbox (400 MISSING_PARAM) ` +
      'and optional on the production compatibility route, which lists virtual-book orders only',
    description:
      "Lists a sandbox sub-account's orders (`subAccountId` is required, `400 MISSING_PARAM` without it), optionally by `status`, to find the orders your tests placed.",
    success: { status: 200, description: 'a page of test orders', schema: TestOrderListSchema },
    errors: ['MISSING_PARAM', 'NOT_FOUND', 'FORBIDDEN', 'VALIDATION_ERROR'],
    handler(ctx, { query }) {
      listTestOrders(ctx, query);
    },
  });
}

export const testToolRoutes = [
  testDepositRoute('/test-tools/deposit', false),
  testDepositRoute('/sandbox/deposit', true),
  testTradeRoute('/test-tools/trade', false),
  testTradeRoute('/sandbox/trade', true),
  advanceRoute('/test-tools/orders/{orderId}', false),
  advanceRoute('/sandbox/orders/{orderId}', true),
  listRoute('/test-tools/orders', false),
  listRoute('/sandbox/orders', true),
];
