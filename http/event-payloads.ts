/**
 * The payload schema of every webhook event type, keyed by the names the feature descriptors declare
 * (engine/webhooks/catalogue.ts; an event without a schema here does not compile): the
 * envelope `{eventId, event, timestamp, data, isSandbox?}` (engine/step.ts) with each event's `data`.
 * They live in http/, not beside the catalogue, because engine/ does not depend on valibot
 * (test/architecture.test.ts). The OpenAPI `webhooks` section is built from them, and GET /events
 * declares their union, so every event the end-to-end suite reads is checked against its schema.
 * `data` objects are loose: a payload may carry members beyond the ones named here (new members are
 * backwards compatible, spec Versioning rule 2), but the named ones must be there with these types.
 */
import { WEBHOOK_EVENT_NAMES, type EventName } from '../engine/webhooks/catalogue.ts';
import * as v from './schema.ts';

/**
 * One form per kind of field, in every event (and the REST views they mirror); the OpenAPI webhooks and the
 * README say the same. test/http/decimal-inputs.test.ts holds every payload schema to it.
 */
export const EVENT_FIELD_FORMS =
  'Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers ' +
  'whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); ' +
  'whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ' +
  'ids, codes and symbols are text.';

const text = v.string();
const nullableText = v.nullable(v.string());
const num = v.number();
const nullableNum = v.nullable(v.number());
/** commitment.allocated and commitment.refunded: an opportunity's close decided one commitment. */
const commitmentDecision = v.looseObject({
  commitmentId: text,
  subAccountId: text,
  opportunityId: text,
  amount: num,
  currency: v.literal('USD'),
  units: num,
  status: v.picklist(['ALLOCATED', 'REFUNDED']),
  transactionId: text,
  newBalance: num,
});

/** subscription.confirmed and redemption.confirmed: one sub-account's units bought or sold back. */
const unitMovement = v.looseObject({
  transactionId: text,
  subAccountId: text,
  instrumentId: text,
  assetClass: v.picklist(['BOND', 'FUND', 'OPPORTUNITY']),
  amount: num,
  currency: v.literal('USD'),
  units: num,
  unitsHeld: num,
  newBalance: num,
});
const side = v.picklist(['BUY', 'SELL']);

/** Owner fields of an order payload: a sub-account order names it; a master order says MASTER. */
const orderOwner = {
  subAccountId: v.optional(nullableText),
  externalId: v.optional(nullableText),
  accountType: v.optional(v.string()),
};

/** Every order event carries the id of the order's latest execution report (GET /orders/{orderId}/executions lists it last). */
const orderCore = {
  orderId: text,
  ...orderOwner,
  clientOrderId: v.optional(nullableText),
  type: side,
  symbol: text,
  quantity: num,
  status: text,
  lastExecutionReportId: nullableText,
};

const orderFilled = v.looseObject({
  ...orderCore,
  exchange: v.optional(nullableText),
  priceAtOrder: nullableNum,
  usdPriceAtOrder: nullableNum,
  feeAmount: num,
  settledAt: nullableText,
  settlementUsdPrice: nullableNum,
  totalCost: num,
});
const orderRejected = v.looseObject({ ...orderCore, rejectionCode: nullableText, rejectionReason: nullableText });

const corporateAction = { corporateActionId: text, type: text, symbol: text, exchange: text };
/** The declared action's view (engine/corporate/actions.ts corporateActionView): its decimal terms are numbers, null where the type has none. */
const corporateActionTerms = { ...corporateAction, ratio: nullableText, dividendPerShare: nullableNum, subscriptionPrice: nullableNum };
/** An account a delisting or symbol change touched, with the units it holds of the instrument. */
const affectedAccount = v.looseObject({
  subAccountId: nullableText,
  externalId: nullableText,
  accountType: v.picklist(['SUB_ACCOUNT', 'MASTER']),
  units: num,
});
const incident = { id: text, severity: v.picklist(['P0', 'P1', 'P2', 'P3']), status: text };
/** What every approval event carries: the request, who made it and the digest of what runs when approved. */
const approval = {
  approvalId: text,
  action: text,
  requester: v.looseObject({ kind: v.picklist(['member', 'apiKey']), id: text }),
  bodyDigest: text,
};

/** `data` of each event; `v.looseObject({})` where the spec shows no shape (its Gaps) and the engine's is free-form. */
export const EVENT_DATA: { readonly [E in EventName]: v.GenericSchema } = {
  'order.pending': v.looseObject({
    ...orderCore,
    orderType: v.optional(text),
    priceAtOrder: nullableNum,
    usdPriceAtOrder: nullableNum,
    gross: num,
    baseFee: num,
    partnerMarkupFee: num,
    fee: num,
    totalCost: num,
  }),
  'order.triggered': v.looseObject({
    ...orderCore,
    orderType: text,
    limitPrice: nullableNum,
    stopPrice: nullableNum,
    triggerPriceLocal: nullableNum,
  }),
  'order.replaced': v.looseObject({ ...orderCore, orderType: text, limitPrice: nullableNum, stopPrice: nullableNum, reserved: nullableNum }),
  'order.cancelled': v.looseObject({ ...orderCore, refunded: v.optional(num), releasedQuantity: v.optional(num), currency: v.literal('USD') }),
  'order.filled': orderFilled,
  'trade.settled': orderFilled,
  'order.rejected': orderRejected,
  'trade.rejected': orderRejected,
  'deposit.confirmed': v.looseObject({
    subAccountId: text,
    externalId: nullableText,
    amount: num,
    currency: text,
    newBalance: num,
    localAmount: v.optional(num),
    localCurrency: v.optional(text),
    fxRate: v.optional(num),
  }),
  'withdraw.confirmed': v.looseObject({ subAccountId: text, amount: num, currency: text, newBalance: num }),
  'subscription.confirmed': unitMovement,
  'redemption.confirmed': unitMovement,
  'commitment.allocated': commitmentDecision,
  'commitment.refunded': commitmentDecision,
  'bond.coupon_paid': v.looseObject({
    transactionId: text,
    subAccountId: text,
    instrumentId: text,
    paymentDate: text,
    couponRate: num,
    units: num,
    amount: num,
    currency: v.literal('USD'),
  }),
  'bond.matured': v.looseObject({
    transactionId: text,
    subAccountId: text,
    instrumentId: text,
    type: text,
    maturityDate: text,
    units: num,
    amount: num,
    currency: v.literal('USD'),
  }),
  'test_clock.advanced': v.looseObject({ testClockId: text, frozenTime: text }),
  'test_clock.ready': v.looseObject({ testClockId: text, frozenTime: text, status: text }),
  'invoice.issued': v.looseObject({
    invoiceId: text,
    period: text,
    tier: text,
    status: text,
    currency: v.literal('USD'),
    lines: v.array(v.looseObject({ code: text, description: text, quantity: num, unitPriceUsd: num, amountUsd: num })),
    totalUsd: num,
    issuedAt: text,
    dueAt: text,
  }),
  'fund.yield_paid': v.looseObject({
    transactionId: text,
    subAccountId: text,
    instrumentId: text,
    distributionPolicy: v.picklist(['ACCUMULATE', 'DISTRIBUTE']),
    units: num,
    amount: num,
    currency: v.literal('USD'),
    unitsHeld: num,
    accruedFor: text,
  }),
  'wallet.credited': v.looseObject({ amount: num, newBalance: num, currency: text }),
  'topup.confirmed': v.looseObject({ topupId: text, amount: num, currency: text, reference: nullableText, status: v.literal('CONFIRMED') }),
  'float.low': v.looseObject({}),
  'kyc.updated': v.looseObject({
    subAccountId: text,
    externalId: text,
    kycStatus: text,
    kycLevel: text,
    reference: nullableText,
    reasonCode: v.optional(nullableText),
    reason: v.optional(nullableText),
    reviewedAt: v.optional(text),
    overriddenByAdmin: v.boolean(),
  }),
  'account.frozen': v.looseObject({ subAccountId: text, frozen: v.boolean(), frozenBy: nullableText }),
  'account.closed': v.looseObject({ subAccountId: text, externalId: text, status: v.literal('CLOSED'), residualTransferUsd: num, currency: v.literal('USD') }),
  'dividend.paid': v.looseObject({
    symbol: text,
    dividendPerShare: num,
    currency: text,
    fxRate: num,
    totalUsdPaid: num,
    distributions: v.array(v.looseObject({ subAccountId: nullableText, units: num, usdYield: num })),
  }),
  'corporateaction.declared': v.looseObject({ ...corporateActionTerms, status: text, effectiveDate: text }),
  'corporateaction.split': v.looseObject({
    ...corporateAction,
    ratio: text,
    effectiveDate: text,
    affectedSubAccounts: v.array(
      v.looseObject({
        subAccountId: nullableText,
        externalId: nullableText,
        accountType: v.picklist(['SUB_ACCOUNT', 'MASTER']),
        previousUnits: num,
        units: num,
        cashInLieuUsd: num,
      }),
    ),
  }),
  'corporateaction.suspension': v.looseObject({ ...corporateActionTerms, status: text, effectiveDate: text, suspended: v.boolean() }),
  'corporateaction.delisting': v.looseObject({
    ...corporateActionTerms,
    status: text,
    effectiveDate: text,
    delisted: v.literal(true),
    affectedSubAccounts: v.array(affectedAccount),
    cancelledOrderIds: v.array(text),
    disarmedAlertIds: v.array(text),
  }),
  'corporateaction.rights_issue': v.looseObject({ ...corporateActionTerms, ratio: text, subscriptionPrice: num, effectiveDate: text }),
  'corporateaction.symbol_changed': v.looseObject({
    ...corporateActionTerms,
    status: text,
    effectiveDate: text,
    oldSymbol: text,
    newSymbol: text,
    affectedSubAccounts: v.array(affectedAccount),
    orderIds: v.array(text),
    alertIds: v.array(text),
  }),
  'corporateaction.cancelled': v.looseObject({ ...corporateActionTerms, status: v.literal('CANCELLED'), effectiveDate: text, cancelledAt: text }),
  'quote.expired': v.looseObject({ quoteId: v.optional(text) }),
  'price.alert': v.looseObject({
    alertId: text,
    clientAlertId: v.optional(nullableText),
    symbol: text,
    exchange: v.optional(nullableText),
    condition: text,
    threshold: num,
    price: num,
    currency: v.optional(text),
    repeat: v.optional(v.unknown()),
    state: v.optional(text),
    triggeredAt: text,
  }),
  'market.status': v.looseObject({}),
  'incident.declared': v.looseObject({ ...incident, title: text, affectedServices: v.array(text) }),
  'incident.resolved': v.looseObject({ ...incident, resolvedAt: text, duration: text }),
  'test.event': v.looseObject({ webhookId: v.optional(text), message: v.optional(text) }),
  'support.case_answered': v.looseObject({ caseId: text, subject: text, status: text, message: text, answeredAt: text }),
  'support.case_updated': v.looseObject({ caseId: text, subject: text, previousStatus: text, status: text, updatedAt: text }),
  'governance.meeting_announced': v.looseObject({
    meetingId: text,
    symbol: text,
    type: v.picklist(['AGM', 'EGM']),
    meetingDate: text,
    recordDate: text,
    agenda: v.array(text),
    elections: v.array(v.looseObject({ electionId: text, title: text, opensAt: text, closesAt: text })),
  }),
  'governance.results_published': v.looseObject({
    electionId: text,
    meetingId: text,
    symbol: text,
    status: v.literal('TALLIED'),
    resolutions: v.array(
      v.looseObject({
        resolutionId: text,
        title: text,
        result: v.looseObject({ for: num, against: num, abstain: num, votes: num }),
      }),
    ),
    talliedAt: text,
  }),
  'approval.requested': v.looseObject({ ...approval, summary: v.looseObject({}), status: v.literal('PENDING'), expiresAt: text, requestedAt: text }),
  'approval.approved': v.looseObject({ ...approval, status: v.literal('APPROVED'), approvedBy: text, approvedAt: text }),
  'approval.rejected': v.looseObject({ ...approval, status: v.literal('REJECTED'), rejectedBy: text, reason: v.nullable(text), rejectedAt: text }),
  'approval.expired': v.looseObject({ ...approval, status: v.literal('EXPIRED'), expiredAt: text }),
};

/** The envelope of one event type, as delivered by webhook, listed by GET /events and sent on /stream. */
export function eventEnvelope(name: EventName) {
  const data = EVENT_DATA[name];
  if (!data) throw new Error(`no payload schema for event ${name}`);
  return v.object({
    eventId: v.pipe(v.string(), v.regex(/^evt_\d{14}$/)),
    event: v.literal(name),
    timestamp: v.string(),
    data,
    isSandbox: v.optional(v.literal(true)),
  });
}

export const EVENT_ENVELOPES: Readonly<Record<string, ReturnType<typeof eventEnvelope>>> = Object.fromEntries(
  WEBHOOK_EVENT_NAMES.map((name) => [name, eventEnvelope(name)]),
);

/** Any event envelope: the one its `event` member names. */
export const EventEnvelope = v.variant('event', Object.values(EVENT_ENVELOPES));
