/**
 * Corporate actions (issue 12): the operator declares one (a journaled command); a durable platform
 * timer fires on its effective date (a dividend's ex-date) and marks it EFFECTIVE. Both are platform
 * events, announced to every partner in both environments like incidents and `market.status`.
 */
import type { CorporateActionKind, CorporateActionRecord } from '../../storage/corporate-actions.ts';
import type { Dividend } from '../../storage/catalog/types.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import type { Env } from '../../storage/types.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import { catalogOf } from '../trading/market.ts';
import { fixEntitlements } from './dividends.ts';
import { applyDelisting } from './delisting.ts';
import { applySplit } from './splits.ts';
import { applySymbolChange, checkSymbolChange } from './symbol-change.ts';

const ENVIRONMENTS: readonly Env[] = ['production', 'sandbox'];

/** The platform timer kind: one timer per action, due at 00:00 UTC of its effective date. */
export const EFFECTIVE_TIMER_KIND = 'corporateAction.effective';

export interface DeclareCorporateActionPayload {
  readonly type: CorporateActionKind;
  readonly symbol: string;
  /** YYYY-MM-DD; for a dividend the route passes its ex-date. */
  readonly effectiveDate: string;
  readonly terms: Readonly<Record<string, string | null>>;
  readonly description: string | null;
}

const dayStartMs = (date: string): number => Date.parse(`${date}T00:00:00.000Z`);
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Every term any type carries; the view shows those that do not apply as null. */
const NO_TERMS = { ratio: null, dividendPerShare: null, currency: null, exDate: null, payDate: null, newSymbol: null, subscriptionPrice: null, reason: null };

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
    description: a.description,
    declaredAt: new Date(a.declaredAtMs).toISOString(),
    effectiveAt: a.effectiveAtMs === null ? null : new Date(a.effectiveAtMs).toISOString(),
  };
}

function armEffective(step: Step, id: string, effectiveDate: string): void {
  step.stores.timers.put({
    id: `${EFFECTIVE_TIMER_KIND}:${id}`,
    dueAtMs: dayStartMs(effectiveDate),
    actorKind: EFFECTIVE_TIMER_KIND,
    actorId: id,
    event: 'effective',
  });
  step.timersChanged = true;
}

function announce(step: Step, event: string, data: Record<string, unknown>): void {
  for (const env of ENVIRONMENTS) step.emit({ env, partnerId: null }, event, data);
}

/** Date rules the schema cannot see: the calendar exists, the action lies ahead, a dividend pays after its ex-date. */
function checkDates(step: Step, p: DeclareCorporateActionPayload): void {
  const unprocessable = (message: string, param: string) => new ServiceError('VALIDATION_ERROR', message, { status: 422, extra: { param } });
  for (const [param, value] of Object.entries({ effectiveDate: p.effectiveDate, ...p.terms })) {
    if (!param.endsWith('Date') || value === null || value === undefined) continue;
    if (Number.isNaN(dayStartMs(value)) || isoDate(dayStartMs(value)) !== value) throw unprocessable(`${param} ${value} is not a calendar date`, param);
  }
  if (p.effectiveDate < isoDate(step.atMs)) throw unprocessable(`effectiveDate ${p.effectiveDate} is before today (${isoDate(step.atMs)})`, 'effectiveDate');
  if (p.type === 'DIVIDEND' && (p.terms.payDate ?? '') < p.effectiveDate) throw unprocessable('payDate must not be before exDate', 'payDate');
}

export function declareCorporateAction(step: Step, p: DeclareCorporateActionPayload): CorporateActionRecord {
  const instrument = catalogOf(step.stores).resolve(p.symbol);
  checkDates(step, p);
  if (p.type === 'SYMBOL_CHANGE') checkSymbolChange(step, instrument, p.terms.newSymbol ?? '');
  const id = step.newId('ca');
  // A dividend is paid in the instrument's own currency (converted to USD at payment).
  const terms = p.type === 'DIVIDEND' ? { ...p.terms, currency: instrument.currency } : p.terms;
  step.stores.corporateActions.insert({
    id,
    type: p.type,
    symbol: instrument.symbol,
    exchange: instrument.exchange,
    effectiveDate: p.effectiveDate,
    terms,
    description: p.description,
    declaredAtMs: step.atMs,
  });
  step.stores.timers.put({
    id: `${EFFECTIVE_TIMER_KIND}:${id}`,
    dueAtMs: dayStartMs(p.effectiveDate),
    actorKind: EFFECTIVE_TIMER_KIND,
    actorId: id,
    event: 'effective',
  });
  step.timersChanged = true;
  const action = step.stores.corporateActions.get(id)!;
  announce(step, 'corporateaction.declared', corporateActionView(action));
  return action;
}

/**
 * The effective-date timer. A rights issue's event carries its terms; a suspension or its lifting
 * announces `corporateaction.suspension` (`suspended` true or false); a split, reverse split or bonus
 * issue rescales holdings, lots and resting orders (splits.ts); a delisting cancels open orders and
 * marks the instrument (delisting.ts); a symbol change moves holdings, orders, alerts and market data
 * to the new symbol (symbol-change.ts).
 */
export function corporateActionEffective(step: Step, timer: TimerRecord): { corporateActionId: string; status: string } {
  const action = step.stores.corporateActions.get(timer.actorId);
  if (action?.status !== 'DECLARED') return { corporateActionId: timer.actorId, status: action?.status ?? 'unknown' };
  step.stores.corporateActions.markEffective(action.id, step.atMs);
  const effective = step.stores.corporateActions.get(action.id)!;
  if (effective.type === 'DIVIDEND') fixEntitlements(step, effective);
  if (effective.type === 'SPLIT' || effective.type === 'REVERSE_SPLIT' || effective.type === 'BONUS_ISSUE') applySplit(step, effective);
  if (effective.type === 'DELISTING') applyDelisting(step, effective);
  if (effective.type === 'SYMBOL_CHANGE') applySymbolChange(step, effective);
  if (effective.type === 'RIGHTS_ISSUE') announce(step, 'corporateaction.rights_issue', corporateActionView(effective));
  if (effective.type === 'SUSPENSION' || effective.type === 'LIFT_SUSPENSION')
    announce(step, 'corporateaction.suspension', { ...corporateActionView(effective), suspended: effective.type === 'SUSPENSION' });
  return { corporateActionId: action.id, status: effective.status };
}

/**
 * Start-up: the catalogue's DECLARED dividends become declared actions (once, under a fixed id), so
 * they are paid when their dates come like any other. Seeded rows are not announced: they were
 * declared before the service knew its partners, and the dividend calendar already lists them.
 */
export function registerSeededDividends(step: Step): { registered: number } {
  let registered = 0;
  for (const doc of step.stores.market.documents()) {
    if (doc.kind !== 'dividend') continue;
    const d = doc.data as unknown as Dividend;
    if (d.status !== 'DECLARED') continue;
    const id = `ca_seed_${d.symbol.toLowerCase().replace('.', '_')}_${d.exDate.replaceAll('-', '')}`;
    if (step.stores.corporateActions.get(id)) continue;
    const instrument = catalogOf(step.stores).bySymbol.get(d.symbol);
    if (!instrument) continue;
    step.stores.corporateActions.insert({
      id,
      type: 'DIVIDEND',
      symbol: d.symbol,
      exchange: instrument.exchange,
      effectiveDate: d.exDate,
      terms: { dividendPerShare: d.dividendPerShare, currency: d.currency, exDate: d.exDate, payDate: d.payDate },
      description: `${d.type} dividend (catalogue)`,
      declaredAtMs: step.atMs,
    });
    armEffective(step, id, d.exDate);
    registered++;
  }
  return { registered };
}
