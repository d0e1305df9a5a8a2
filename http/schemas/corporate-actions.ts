/** Response bodies of the corporate-action routes (operator and partner share the shape). */
import * as v from '../schema.ts';
import { DateText, NullableTimestamp, named, pageMeta, Timestamp } from './wire.ts';

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
  'A declared corporate action; terms that do not apply to its type are null; status EFFECTIVE once its effective date (a dividend: its ex-date) has come',
  v.strictObject({
    corporateActionId: v.string(),
    type: v.picklist(CORPORATE_ACTION_TYPES),
    symbol: v.string(),
    exchange: v.string(),
    status: v.picklist(['DECLARED', 'EFFECTIVE']),
    effectiveDate: DateText,
    ratio: text,
    dividendPerShare: text,
    currency: text,
    exDate: text,
    payDate: text,
    newSymbol: text,
    subscriptionPrice: text,
    reason: text,
    description: text,
    declaredAt: Timestamp,
    effectiveAt: NullableTimestamp,
  }),
);

export const CorporateActionListSchema = named(
  'CorporateActionList',
  'One cursor page of corporate actions in declaration order',
  v.strictObject({ corporateActions: v.array(CorporateActionSchema), ...pageMeta }),
);
