/** Response bodies of the support-case routes (partner and operator share the shape). */
import * as v from '../schema.ts';
import { Count, named, pageMeta, Timestamp } from './wire.ts';

export const SUPPORT_CATEGORIES = ['ACCOUNT', 'KYC', 'FUNDING', 'TRADING', 'MARKET_DATA', 'WEBHOOKS', 'TECHNICAL', 'BILLING', 'OTHER'] as const;
export const SUPPORT_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export const SUPPORT_STATUSES = ['OPEN', 'PENDING_PARTNER', 'RESOLVED', 'CLOSED'] as const;

const caseFields = {
  caseId: v.string(),
  subject: v.string(),
  category: v.picklist(SUPPORT_CATEGORIES),
  priority: v.picklist(SUPPORT_PRIORITIES),
  description: v.string(),
  relatedOrderIds: v.array(v.string()),
  relatedSubAccountIds: v.array(v.string()),
  status: v.picklist(SUPPORT_STATUSES),
  messageCount: Count,
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

export const SupportCaseSummarySchema = named('SupportCaseSummary', 'A support case without its thread', v.strictObject(caseFields));

/** The operator's list names the partner and environment of each case. */
export const OperatorSupportCaseSchema = named(
  'OperatorSupportCase',
  'A support case as the operator lists it: with its partner and environment',
  v.strictObject({ ...caseFields, partnerId: v.string(), environment: v.picklist(['production', 'sandbox']) }),
);

export const SupportMessageSchema = named(
  'SupportMessage',
  'One message of a case thread, numbered from 1; author PARTNER or OPERATOR',
  v.strictObject({ messageNumber: Count, author: v.picklist(['PARTNER', 'OPERATOR']), body: v.string(), createdAt: Timestamp }),
);

export const SupportCaseSchema = named(
  'SupportCase',
  'A support case with its message thread in order',
  v.strictObject({ ...caseFields, messages: v.array(SupportMessageSchema) }),
);

export const OperatorSupportCaseDetailSchema = named(
  'OperatorSupportCaseDetail',
  'A support case with its partner, environment and message thread',
  v.strictObject({ ...caseFields, partnerId: v.string(), environment: v.picklist(['production', 'sandbox']), messages: v.array(SupportMessageSchema) }),
);

export const SupportCaseListSchema = named(
  'SupportCaseList',
  "One cursor page of the partner's support cases, oldest first",
  v.strictObject({ cases: v.array(SupportCaseSummarySchema), ...pageMeta }),
);

export const OperatorSupportCaseListSchema = named(
  'OperatorSupportCaseList',
  "One cursor page of every partner's support cases, oldest first",
  v.strictObject({ cases: v.array(OperatorSupportCaseSchema), ...pageMeta }),
);
