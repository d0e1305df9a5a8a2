/** Response bodies of the corporate-action routes (operator and partner share the shape). */
import * as v from '../schema.ts';
import { Count, DateText, NullableTimestamp, named, pageMeta, Timestamp, Usd } from './wire.ts';

export const CORPORATE_ACTION_TYPES = [
  'SPLIT',
  'REVERSE_SPLIT',
  'BONUS_ISSUE',
  'DIVIDEND',
  'SUSPENSION',
  'LIFT_SUSPENSION',
  'DELISTING',
  'SYMBOL_CHANGE',
  'RIGHTS_ISSUE',
] as const;

const text = v.nullable(v.string());

export const CorporateActionSchema = named(
  'CorporateAction',
  'A declared corporate action; terms that do not apply to its type are null; status EFFECTIVE once its effective date (a dividend: its ex-date) has come, PAID once a dividend is paid, CANCELLED when the operator withdrew it before its effective date',
  v.strictObject({
    corporateActionId: v.string(),
    // PRIVATE_PLACEMENT only in the catalogue's history (it is not declared through this API).
    type: v.picklist([...CORPORATE_ACTION_TYPES, 'PRIVATE_PLACEMENT']),
    symbol: v.string(),
    exchange: v.string(),
    status: v.picklist(['DECLARED', 'EFFECTIVE', 'PAID', 'CANCELLED']),
    effectiveDate: DateText,
    ratio: text,
    dividendPerShare: v.nullable(v.number()),
    currency: text,
    exDate: text,
    payDate: text,
    newSymbol: text,
    subscriptionPrice: v.nullable(v.number()),
    reason: text,
    description: text,
    declaredAt: Timestamp,
    effectiveAt: NullableTimestamp,
    cancelledAt: NullableTimestamp,
    /** Partner list: true for the catalogue's history (before the service), false for a declared action. */
    historical: v.optional(v.boolean()),
  }),
);

export const CorporateActionListSchema = named(
  'CorporateActionList',
  'One cursor page of corporate actions in declaration order',
  v.strictObject({ corporateActions: v.array(CorporateActionSchema), ...pageMeta }),
);

export const DividendReportSchema = named(
  'DividendReport',
  'Dividends received by the partner in this environment, by pay date in [from, to] (UTC days), in USD',
  v.strictObject({
    from: DateText,
    to: DateText,
    currency: v.literal('USD'),
    totalUsdReceived: Usd,
    bySymbol: v.array(v.strictObject({ symbol: v.string(), totalUsd: Usd, payments: Count })),
    bySubAccount: v.array(
      v.strictObject({ subAccountId: v.nullable(v.string()), accountType: v.picklist(['MASTER', 'SUB_ACCOUNT']), totalUsd: Usd, payments: Count }),
    ),
  }),
);
