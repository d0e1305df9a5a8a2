/**
 * Bonds and bills, funds and private opportunities (CONTRACT section 6): the seeded catalog
 * and its details. Lists are cursor pages in the catalog's order; an unknown id is 404 NOT_FOUND. The
 * data key reads all of them (scope market:read, http/scopes.ts).
 */
import * as v from '../schema.ts';
import { commitmentView } from '../../engine/asset-classes/commitments.ts';
import { type SubscribeResult, type UnitMovement, unitMovementView } from '../../engine/asset-classes/subscriptions.ts';
import { bondView, fundView, opportunityView } from '../../engine/asset-classes/views.ts';
import type { OpportunityRecord } from '../../storage/catalog/asset-classes.ts';
import { assetClasses } from '../../engine/features/index.ts';
import { QUANTITY_SCALE, toMinor, usdToMinor } from '../../engine/money.ts';
import type { AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { ServiceError } from '../errors.ts';
import { keyedPage, pageOf, pageRequest, paginationQuery, positionalOrder } from '../pagination.ts';
import { route } from '../route.ts';
import {
  BondListSchema,
  BondSchema,
  CommitmentListSchema,
  CommitmentSchema,
  FundListSchema,
  FundSchema,
  OpportunityListSchema,
  OpportunitySchema,
  UnitMovementSchema,
} from '../schemas/asset-classes.ts';
import { usdAmount, decimalInput } from '../validation.ts';
import { partnerScope } from '../views.ts';
import { upperPicklist } from './instrument-list.ts';
import { subAccountFor } from './user-views.ts';
import { UserParams } from './users.ts';

const IdParams = v.object({ id: v.pipe(v.string(), v.maxLength(100)) });
const Country = v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166 alpha-2 country code'), v.toUpperCase());

const InstrumentId = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
/** Units to redeem: positive, at most 6 decimals (millionths are the ledger's unit), a safe integer of millionths. */
const Units = decimalInput({ scale: QUANTITY_SCALE });
const MOVE_ERRORS = ['NOT_FOUND', 'VALIDATION_ERROR', 'INSUFFICIENT_FUNDS', 'KYC_REQUIRED', 'FORBIDDEN', 'CONFLICT', 'BUSINESS_RULE'] as const;
const respondRedeem = (m: UnitMovement) => ({ status: 200, body: unitMovementView(m) });
const respond = (r: SubscribeResult) =>
  r.kind === 'movement' ? { status: 200, body: unitMovementView(r.movement) } : { status: 201, body: commitmentView(r.commitment) };

/** An opportunity as the caller's environment sees it. */
const opportunityIn = (ctx: AppContext, o: OpportunityRecord) =>
  opportunityView(o, ctx.service.queries.assetClasses.opportunityFigures(partnerScope(ctx).env, o));

function found<T>(row: T | null, what: string, id: string): T {
  if (row === null) throw new ServiceError('NOT_FOUND', `no ${what} ${id}`);
  return row;
}

export const assetClassRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/bonds',
    auth: 'apiKey',
    tag: 'Asset classes',
    query: v.object({ country: v.optional(Country), ...paginationQuery }),
    summary: 'Treasury bills and government bonds: coupon, maturity, minimum investment, yield and price',
    description:
      'The fixed-income catalogue: each bond or bill with its issuer country, coupon, maturity date, minimum investment, yield and clean price. Filter by `country`. Subscribe a sub-account with `POST /users/{userId}/subscribe`.',
    success: { status: 200, description: '{bonds, count, hasMore, nextCursor}', schema: BondListSchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const nowMs = ctx.service.clock.nowMs();
      const list = ctx.service.queries.assetClasses.bonds(query.country);
      const { items, meta } = keyedPage(ctx, list, query, positionalOrder(list));
      ctx.body = { bonds: items.map((b) => bondView(b, nowMs)), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/bonds/{id}',
    auth: 'apiKey',
    tag: 'Asset classes',
    params: IdParams,
    summary: 'A bond or bill; 404 when the id names none',
    description:
      'One bond or bill by its id, with the terms needed to show it to an investor (coupon schedule, maturity, minimum, yield, price). An id that names none answers a clean `404 NOT_FOUND`.',
    success: { status: 200, description: 'the bond', schema: BondSchema },
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
    handler(ctx, { params }) {
      ctx.body = bondView(found(ctx.service.queries.assetClasses.bond(params.id), 'bond', params.id), ctx.service.clock.nowMs());
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/funds',
    auth: 'apiKey',
    tag: 'Asset classes',
    query: v.object({ type: v.optional(upperPicklist(['MMF', 'FIXED_INCOME', 'ETF_LIKE'])), ...paginationQuery }),
    summary: 'Money-market, fixed-income and ETF-like funds: NAV, annualised return, minimum, window and distribution policy',
    description:
      'The fund catalogue: NAV, annualised return, minimum investment, subscription window and distribution policy. Filter by `type` (for example `MMF`). Units are bought with `POST /users/{userId}/subscribe` at NAV.',
    success: { status: 200, description: '{funds, count, hasMore, nextCursor}', schema: FundListSchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const list = ctx.service.queries.assetClasses.funds(query.type);
      const { items, meta } = keyedPage(ctx, list, query, positionalOrder(list));
      ctx.body = { funds: items.map(fundView), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/funds/{id}',
    auth: 'apiKey',
    tag: 'Asset classes',
    params: IdParams,
    summary: 'A fund; 404 when the id names none',
    description:
      'One fund by its id: NAV, return history, minimum, window (a closed window refuses subscriptions with `422`) and distribution policy. Unknown ids answer `404`.',
    success: { status: 200, description: 'the fund', schema: FundSchema },
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
    handler(ctx, { params }) {
      ctx.body = fundView(found(ctx.service.queries.assetClasses.fund(params.id), 'fund', params.id));
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/opportunities',
    auth: 'apiKey',
    tag: 'Asset classes',
    query: v.object(paginationQuery),
    summary: 'Private credit and pre-IPO opportunities: minimum ticket, target return, raise, close date and status',
    description:
      'Private-market opportunities open to your sub-accounts: minimum ticket, target return, amount raised against the target, close date and status. Commit to an OPEN opportunity with `POST /users/{userId}/subscribe`.',
    success: { status: 200, description: '{opportunities, count, hasMore, nextCursor}', schema: OpportunityListSchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const list = ctx.service.queries.assetClasses.opportunities();
      const { items, meta } = keyedPage(ctx, list, query, positionalOrder(list));
      ctx.body = { opportunities: items.map((o) => opportunityIn(ctx, o)), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/opportunities/{idOrSlug}',
    auth: 'apiKey',
    tag: 'Asset classes',
    params: v.object({ idOrSlug: v.pipe(v.string(), v.maxLength(100)) }),
    summary: 'An opportunity by id or slug; 404 when neither names one',
    description: 'One opportunity, found by its id or by its URL slug, with its terms and raise progress; `404` when neither names one.',
    success: { status: 200, description: 'the opportunity', schema: OpportunitySchema },
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
    handler(ctx, { params }) {
      ctx.body = opportunityIn(ctx, found(ctx.service.queries.assetClasses.opportunity(params.idOrSlug), 'opportunity', params.idOrSlug));
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/users/{userId}/subscribe',
    auth: 'apiKey',
    tag: 'Asset classes',
    params: UserParams,
    body: v.object({ instrumentId: InstrumentId, amount: usdAmount() }),
    summary:
      'Subscribe a sub-account to a bond or fund with USD from its settled cash; units (6 decimals) at NAV or clean price; fires subscription.confirmed (200). To an OPEN private opportunity: a commitment (201, PENDING) whose USD is held in escrow until the close date, then allocated as units when the raise target is met (commitment.allocated) or refunded to the wallet (commitment.refunded). 422 BUSINESS_RULE with reason FUND_NOT_OPEN, NOT_OPEN or BELOW_MINIMUM',
    description:
      'Buys units of a bond or fund for a sub-account with USD from its settled cash, at the current NAV or clean price (units to 6 decimals) and fires `subscription.confirmed`. For an OPEN private opportunity it records a commitment instead, which is allocated or refunded when the raise closes. A closed fund, an amount below the minimum or too little settled cash is refused with `422`/`400`. Needs an `Idempotency-Key`.',
    success: {
      status: 200,
      description: 'the subscription',
      schema: UnitMovementSchema,
      also: [{ status: 201, description: 'a commitment to a private opportunity, PENDING until its close date', schema: CommitmentSchema }],
    },
    errors: [...MOVE_ERRORS],
    async handler(ctx, { params, body }) {
      await dispatch(ctx, assetClasses.commands.subscribe, {
        payload: { subAccountId: params.userId, instrumentId: body.instrumentId, amountMinor: usdToMinor(body.amount)! },
        respond,
      });
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/users/{userId}/redeem',
    auth: 'apiKey',
    tag: 'Asset classes',
    params: UserParams,
    body: v.object({ instrumentId: InstrumentId, units: Units }),
    summary:
      'Redeem units of a bond or fund held by a sub-account into its settled cash at NAV or clean price (rounded down to the cent); fires redemption.confirmed. 422 BUSINESS_RULE with reason UNITS_EXCEED_HOLDINGS or NOT_REDEEMABLE',
    description:
      "Sells units back into the sub-account's settled cash at NAV or clean price, rounded down to the cent, and fires `redemption.confirmed`. Redeeming more units than are held answers `422 BUSINESS_RULE` with reason `UNITS_EXCEED_HOLDINGS`. Needs an `Idempotency-Key`.",
    success: { status: 200, description: 'the redemption', schema: UnitMovementSchema },
    errors: [...MOVE_ERRORS],
    async handler(ctx, { params, body }) {
      await dispatch(ctx, assetClasses.commands.redeem, {
        payload: { subAccountId: params.userId, instrumentId: body.instrumentId, unitsMicro: toMinor(body.units, QUANTITY_SCALE)! },
        respond: respondRedeem,
      });
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/users/{userId}/commitments',
    auth: 'apiKey',
    tag: 'Asset classes',
    params: UserParams,
    query: v.object({ ...paginationQuery }),
    summary: "A sub-account's commitments to private opportunities, oldest first, with their status (PENDING, ALLOCATED, REFUNDED) (limit default 50, max 200)",
    description:
      "The sub-account's commitments, oldest first: amount, opportunity, and status PENDING (raise open), ALLOCATED (units issued) or REFUNDED (cash returned). Cursor-paged.",
    success: { status: 200, description: '{commitments, count, hasMore, nextCursor}', schema: CommitmentListSchema },
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
    handler(ctx, { params, query }) {
      const account = subAccountFor(ctx, params.userId);
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const rows = ctx.service.queries.assetClasses.commitments(
        { ...partnerScope(ctx), subAccountId: account.id },
        req.after === null ? 0 : Number(req.after),
        req.limit + 1,
      );
      const { items, meta } = pageOf(ctx, rows, req, (c) => String(c.seq));
      ctx.body = { commitments: items.map(commitmentView), ...meta };
    },
  }),
];
