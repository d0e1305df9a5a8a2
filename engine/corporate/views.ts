/** The public view of a corporate action, as the API and the events show it. */
import type { CorporateActionRecord } from '../../storage/corporate-actions.ts';

/** Every term any type carries; the view shows those that do not apply as null. */
export const NO_TERMS = {
  ratio: null,
  dividendPerShare: null,
  currency: null,
  exDate: null,
  payDate: null,
  newSymbol: null,
  subscriptionPrice: null,
  reason: null,
};

/**
 * A decimal term (kept as exact text) as the API and the events carry every amount: a JSON number. The
 * text has at most 15 digits (http/validation.ts decimalInput), so the number prints as that decimal.
 */
export const decimalTerm = (text: string | null | undefined): number | null => (text === null || text === undefined ? null : Number(text));

/** The public view of an action: its terms flattened beside its identity (the event payload too). */
export function corporateActionView(a: CorporateActionRecord) {
  return {
    corporateActionId: a.id,
    type: a.type,
    symbol: a.symbol,
    exchange: a.exchange,
    status: a.status,
    effectiveDate: a.effectiveDate,
    ...NO_TERMS,
    ...a.terms,
    dividendPerShare: decimalTerm(a.terms.dividendPerShare),
    subscriptionPrice: decimalTerm(a.terms.subscriptionPrice),
    description: a.description,
    declaredAt: new Date(a.declaredAtMs).toISOString(),
    effectiveAt: a.effectiveAtMs === null ? null : new Date(a.effectiveAtMs).toISOString(),
    cancelledAt: a.cancelledAtMs === null ? null : new Date(a.cancelledAtMs).toISOString(),
  };
}
