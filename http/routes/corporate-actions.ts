/**
 * Corporate actions (CONTRACT.md sections 4 and 6): the operator declares and lists them; partners
 * list them by symbol and type. Declaring is one journaled command that announces
 * `corporateaction.declared` to every partner in both environments and arms the effective-date timer.
 */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import { decimalInput } from '../validation.ts';
import { decimalText } from '../../engine/money.ts';
import type { DeclareCorporateActionPayload } from '../../engine/corporate/actions.ts';
import { corporateActionView } from '../../engine/corporate/views.ts';
import { ServiceError } from '../../engine/errors.ts';
import { pairParts } from '../../engine/date-parts.ts';
import { corporateActions } from '../../engine/features/index.ts';
import type { CorporateActionKind, CorporateActionRecord } from '../../storage/corporate-actions.ts';
import type { AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route, UNPROCESSABLE } from '../route.ts';
import { CORPORATE_ACTION_TYPES, CorporateActionListSchema, CorporateActionSchema } from '../schemas/corporate-actions.ts';
import { upperPicklist } from './instrument-list.ts';

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD'));
/** 'new:old' in whole shares, e.g. '5:1' (five for one) or '1:10' (a reverse split). */
const Ratio = v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}:[1-9]\d{0,5}$/, "ratio is 'new:old' in whole shares, e.g. '5:1'"));
/** A positive decimal with at most 6 places, a JSON number or a decimal string; kept as its exact decimal text. */
const Decimal = v.pipe(decimalInput({ scale: 6 }), v.transform(decimalText));
const SymbolText = v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(20));

const DeclareBody = v.object({
  type: v.picklist(CORPORATE_ACTION_TYPES, `type must be one of ${CORPORATE_ACTION_TYPES.join(', ')}`),
  symbol: SymbolText,
  effectiveDate: v.optional(Day),
  ratio: v.optional(Ratio),
  dividendPerShare: v.optional(Decimal),
  exDate: v.optional(Day),
  payDate: v.optional(Day),
  newSymbol: v.optional(SymbolText),
  subscriptionPrice: v.optional(Decimal),
  reason: v.optional(boundedText(500, { allowEmpty: true })),
  description: v.optional(boundedText(1000, { allowEmpty: true })),
});
type Body = v.InferOutput<typeof DeclareBody>;

/** The terms each type requires (beyond type and symbol); a dividend's effective date is its ex-date. */
const REQUIRED: Record<CorporateActionKind, readonly (keyof Body)[]> = {
  SPLIT: ['effectiveDate', 'ratio'],
  REVERSE_SPLIT: ['effectiveDate', 'ratio'],
  BONUS_ISSUE: ['effectiveDate', 'ratio'],
  DIVIDEND: ['dividendPerShare', 'exDate', 'payDate'],
  SUSPENSION: ['effectiveDate'],
  LIFT_SUSPENSION: ['effectiveDate'],
  DELISTING: ['effectiveDate'],
  SYMBOL_CHANGE: ['effectiveDate', 'newSymbol'],
  RIGHTS_ISSUE: ['effectiveDate', 'ratio', 'subscriptionPrice'],
};
const TERMS = ['ratio', 'dividendPerShare', 'exDate', 'payDate', 'newSymbol', 'subscriptionPrice', 'reason'] as const;

function invalid(message: string, param: string): ServiceError {
  return new ServiceError('VALIDATION_ERROR', message, { extra: { param } });
}

/** The body as a command payload: required terms present, only the type's terms kept, ratios pointing the right way. */
function payloadOf(body: Body): DeclareCorporateActionPayload {
  const missing = REQUIRED[body.type].filter((k) => body[k] === undefined);
  if (missing.length) throw new ServiceError('MISSING_PARAM', `${body.type} requires ${missing.join(', ')}`, { extra: { param: missing[0], params: missing } });
  const keep = new Set<string>([...REQUIRED[body.type], 'reason']);
  const terms: Record<string, string> = {};
  for (const k of TERMS) if (keep.has(k) && body[k] !== undefined) terms[k] = body[k]!;
  if (body.ratio !== undefined && keep.has('ratio')) {
    const [n, o] = pairParts(body.ratio);
    if ((body.type === 'SPLIT' || body.type === 'BONUS_ISSUE') && n <= o)
      throw invalid(`a ${body.type} ratio gives more shares than held ('new:old' with new > old)`, 'ratio');
    if (body.type === 'REVERSE_SPLIT' && n >= o) throw invalid("a REVERSE_SPLIT ratio gives fewer shares than held ('new:old' with new < old)", 'ratio');
  }
  if (body.newSymbol !== undefined && body.newSymbol.toUpperCase() === body.symbol.toUpperCase())
    throw invalid('newSymbol must differ from symbol', 'newSymbol');
  return {
    type: body.type,
    symbol: body.symbol,
    effectiveDate: body.type === 'DIVIDEND' ? body.exDate! : body.effectiveDate!,
    terms,
    description: body.description || null,
  };
}

const ListQuery = v.object({ symbol: v.optional(SymbolText), type: v.optional(upperPicklist(CORPORATE_ACTION_TYPES)), ...paginationQuery });

function list(ctx: AppContext, query: v.InferOutput<typeof ListQuery>): void {
  const symbol = query.symbol ? ctx.service.market.catalog.resolve(query.symbol).symbol : undefined;
  const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
  const rows = ctx.service.queries.corporateActions.list({
    ...(symbol ? { symbol } : {}),
    ...(query.type ? { type: query.type } : {}),
    afterSeq: req.after === null ? 0 : Number(req.after),
    limit: req.limit + 1,
  });
  const { items, meta } = pageOf(ctx, rows, req, (a) => String(a.seq));
  ctx.body = { corporateActions: items.map(corporateActionView), ...meta };
}

/**
 * The partner's list: the catalogue's historical actions (seeded past splits, symbol
 * changes, rights issues, placements, suspensions and paid dividends, `historical: true`) page before
 * the declared actions (`historical: false`), so a partner sees one list.
 */
function listWithHistory(ctx: AppContext, query: v.InferOutput<typeof ListQuery>): void {
  const symbol = query.symbol ? ctx.service.market.catalog.resolve(query.symbol).symbol : undefined;
  const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
  const today = new Date(ctx.service.clock.nowMs()).toISOString().slice(0, 10);
  const rows = ctx.service.queries.corporateActions.listWithHistory(today, {
    ...(symbol ? { symbol } : {}),
    ...(query.type ? { type: query.type } : {}),
    afterSeq: req.after === null ? Number.MIN_SAFE_INTEGER : Number(req.after),
    limit: req.limit + 1,
  });
  const { items, meta } = pageOf(ctx, rows, req, (r) => String(r.historical ? r.item.seq : r.record.seq));
  const views = items.map((r) => (r.historical ? r.item.view : { ...corporateActionView(r.record), historical: false }));
  ctx.body = { corporateActions: views, ...meta };
}

const LIST_ERRORS = ['INVALID_SYMBOL', 'NOT_FOUND', 'VALIDATION_ERROR', 'INVALID_TYPE'] as const;

export const corporateActionRoutes = [
  route({
    method: 'POST',
    base: 'admin',
    path: '/corporate-actions',
    auth: 'operator',
    tag: 'Operator',
    body: DeclareBody,
    summary:
      'Declare a corporate action: SPLIT, REVERSE_SPLIT or BONUS_ISSUE (ratio, effectiveDate), DIVIDEND (dividendPerShare in the local currency, exDate, payDate), SUSPENSION, LIFT_SUSPENSION, DELISTING (effectiveDate: open orders cancelled with refunds, holdings kept and marked delisted), SYMBOL_CHANGE (newSymbol: a ticker on the same exchange, e.g. NEW.KE, not in use; holdings, lots, orders, alerts and market data move to it, the old symbol answers 404 with reason SYMBOL_CHANGED and newSymbol) or RIGHTS_ISSUE (ratio, subscriptionPrice, effectiveDate); announces corporateaction.declared in both environments',
    description:
      'Operator: declares a corporate action on a listed instrument. Splits and bonus issues adjust holdings, open orders and price history on the effective date; dividends are paid to holders of record on the pay date (`dividend.paid`); suspensions and delistings stop trading. Partners holding the symbol are told with `corporateaction.*` events in both environments.',
    success: { status: 201, description: 'the declared action', schema: CorporateActionSchema },
    errors: ['MISSING_PARAM', 'VALIDATION_ERROR', UNPROCESSABLE, 'INVALID_SYMBOL', 'NOT_FOUND'],
    async handler(ctx, { body }) {
      await dispatch(ctx, corporateActions.commands.declare, {
        env: null,
        partnerId: null,
        payload: payloadOf(body),
        respond: (a: CorporateActionRecord) => ({ status: 201, body: corporateActionView(a) }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/corporate-actions/{corporateActionId}/cancel',
    auth: 'operator',
    tag: 'Operator',
    params: v.object({ corporateActionId: v.pipe(v.string(), v.maxLength(100)) }),
    summary:
      'Cancel a mistaken declaration before its effective date (a dividend: its ex-date): it never takes effect; announces corporateaction.cancelled in both environments. 409 CONFLICT once it is EFFECTIVE, PAID or already CANCELLED; 404 for an unknown id',
    description:
      'Operator: withdraws a declaration before it takes effect (a dividend before its ex-date); nothing it would have done happens, and `corporateaction.cancelled` tells partners in both environments. An action already in effect answers `409`.',
    success: { status: 200, description: 'the cancelled action', schema: CorporateActionSchema },
    errors: ['NOT_FOUND', 'CONFLICT', 'VALIDATION_ERROR'],
    async handler(ctx, { params }) {
      await dispatch(ctx, corporateActions.commands.cancel, {
        env: null,
        partnerId: null,
        payload: { corporateActionId: params.corporateActionId },
        respond: (a: CorporateActionRecord) => ({ status: 200, body: corporateActionView(a) }),
      });
    },
  }),
  route({
    method: 'GET',
    base: 'admin',
    path: '/corporate-actions',
    auth: 'operator',
    tag: 'Operator',
    query: ListQuery,
    summary: 'Declared corporate actions in declaration order, by symbol and type',
    description: 'Operator: every declared corporate action with its status (declared, effective, cancelled), filterable by symbol and type.',
    success: { status: 200, description: '{corporateActions, count, hasMore, nextCursor}', schema: CorporateActionListSchema },
    errors: [...LIST_ERRORS],
    handler: (ctx, { query }) => list(ctx, query),
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/corporate-actions',
    auth: 'apiKey',
    tag: 'Market data',
    query: ListQuery,
    summary:
      'Corporate actions by symbol and type: the catalogue history (historical: true, by effective date) first, then the declared actions in declaration order',
    description:
      'The corporate actions of the instruments you can trade: first the historical ones from the catalogue (by effective date, `historical: true`), then those declared since, in declaration order. Use it to explain a split-adjusted position or a price jump; filter by `symbol` and `type`.',
    success: { status: 200, description: '{corporateActions, count, hasMore, nextCursor}', schema: CorporateActionListSchema },
    errors: [...LIST_ERRORS],
    handler: (ctx, { query }) => listWithHistory(ctx, query),
  }),
];
