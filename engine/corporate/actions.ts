/**
 * Corporate actions: the operator declares one (a journaled command), which spawns a
 * `corporateAction` actor (machines/corporateAction); its durable timers send `timer.effective` (a
 * dividend's ex-date) and `timer.pay`, and the operator may cancel it before it takes effect. The
 * effects the machine names are carried out here, in one switch by type (`takeEffect`). Declarations
 * and effects are platform events, announced to every partner in both environments.
 */
import { type CorporateActionEffect, type CorporateActionInput, publicStatus } from '../../machines/corporateAction/machine.ts';
import type { CorporateActionKind, CorporateActionRecord } from '../../storage/corporate-actions.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import type { Env } from '../../storage/types.ts';
import type { corporateActionMachine } from '../../machines/corporateAction/machine.ts';
import type { MachineView } from '../feature.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import { catalogOf } from '../trading/market.ts';
import { applyDelisting } from './delisting.ts';
import { fixEntitlements, payDividend } from './dividends.ts';
import { applySplit } from './splits.ts';
import { applySymbolChange, checkSymbolChange } from './symbol-change.ts';
import { corporateActionView } from './views.ts';

const ENVIRONMENTS: readonly Env[] = ['production', 'sandbox'];

/** The actor kind (engine/machines.ts); its timers (effective date, pay date) are due at 00:00 UTC. */
export const CORPORATE_ACTION_KIND = 'corporateAction';

/** Corporate actions are the platform's: their actors belong to no partner (the announcements go to both environments). */
const PLATFORM_OWNER = { env: 'production', partnerId: null } as const;

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
  const action = spawnAction(step, id, {
    type: p.type,
    symbol: instrument.symbol,
    exchange: instrument.exchange,
    effectiveDate: p.effectiveDate,
    terms,
    description: p.description,
  });
  announce(step, 'corporateaction.declared', corporateActionView(action));
  return action;
}

type ActionTerms = Pick<CorporateActionInput, 'type' | 'symbol' | 'exchange' | 'effectiveDate' | 'terms' | 'description'>;

/** A new `corporateAction` actor (its machine arms the effective-date timer); its read model is the table row. */
function spawnAction(step: Step, id: string, a: ActionTerms): CorporateActionRecord {
  const payDate = a.type === 'DIVIDEND' ? (a.terms.payDate ?? null) : null;
  const input: CorporateActionInput = {
    corporateActionId: id,
    ...a,
    terms: { ...a.terms },
    declaredAtMs: step.atMs,
    effectiveDueMs: dayStartMs(a.effectiveDate),
    payDueMs: payDate === null ? null : dayStartMs(payDate),
  };
  step.spawn(CORPORATE_ACTION_KIND, id, PLATFORM_OWNER, input);
  return step.stores.corporateActions.get(id)!;
}

/** The read model of an actor (declared with its machine in the feature descriptor): the `corporate_actions` row the queries read. */
export function projectCorporateAction(step: Step, view: MachineView<typeof corporateActionMachine>): void {
  const c = view.snapshot.context;
  step.stores.corporateActions.project({
    id: c.corporateActionId,
    type: c.type,
    symbol: c.symbol,
    exchange: c.exchange,
    status: publicStatus(view.snapshot),
    effectiveDate: c.effectiveDate,
    terms: c.terms,
    description: c.description,
    declaredAtMs: c.declaredAtMs,
    effectiveAtMs: c.effectiveAtMs,
    cancelledAtMs: c.cancelledAtMs,
  });
}

/**
 * The actor's durable timers (effective date, pay date), routed here by their kind rather than sent
 * by the generic timer command, so the effects the machine names are carried out in the same step.
 */
export function fireCorporateActionTimer(step: Step, timer: TimerRecord): { corporateActionId: string; status: string } {
  if (step.takes(CORPORATE_ACTION_KIND, timer.actorId, timer.event)) {
    step.sendDynamic(CORPORATE_ACTION_KIND, timer.actorId, { type: timer.event });
    carryOut(step, timer.actorId);
  }
  return { corporateActionId: timer.actorId, status: step.stores.corporateActions.get(timer.actorId)?.status ?? 'unknown' };
}

/** The operator withdraws a declaration before it takes effect (409 once it has: its effects cannot be undone). */
export function cancelCorporateAction(step: Step, p: { corporateActionId: string }): CorporateActionRecord {
  const actor = step.read(CORPORATE_ACTION_KIND, p.corporateActionId);
  if (!actor) throw new ServiceError('NOT_FOUND', `no corporate action ${p.corporateActionId}`);
  step.send(CORPORATE_ACTION_KIND, p.corporateActionId, { type: 'operator.cancel' });
  carryOut(step, p.corporateActionId);
  return step.stores.corporateActions.get(p.corporateActionId)!;
}

/** The effects the machine named in this step, in order. */
function carryOut(step: Step, id: string): void {
  for (const effect of step.takeEffects(CORPORATE_ACTION_KIND, id)) {
    const action = step.stores.corporateActions.get(id)!;
    const name = effect.params.name as CorporateActionEffect;
    if (name === 'effective') takeEffect(step, action);
    else if (name === 'pay') payDividend(step, action);
    else announce(step, 'corporateaction.cancelled', corporateActionView(action));
  }
}

/**
 * The one place where an action's effective date is given its effect, by type. A dividend fixes its
 * entitlements (the machine then waits for the pay date); a split, reverse split or bonus issue
 * rescales holdings, lots and resting orders (splits.ts); a rights issue announces its terms; a
 * suspension or its lifting announces `corporateaction.suspension` (`suspended` true or false).
 */
function takeEffect(step: Step, action: CorporateActionRecord): void {
  switch (action.type) {
    case 'DIVIDEND':
      fixEntitlements(step, action);
      break;
    case 'SPLIT':
    case 'REVERSE_SPLIT':
    case 'BONUS_ISSUE':
      applySplit(step, action);
      break;
    case 'RIGHTS_ISSUE':
      announce(step, 'corporateaction.rights_issue', corporateActionView(action));
      break;
    case 'SUSPENSION':
    case 'LIFT_SUSPENSION':
      announce(step, 'corporateaction.suspension', { ...corporateActionView(action), suspended: action.type === 'SUSPENSION' });
      break;
    case 'DELISTING':
      applyDelisting(step, action);
      break;
    case 'SYMBOL_CHANGE':
      applySymbolChange(step, action);
      break;
  }
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
    const d = doc.data;
    if (d.status !== 'DECLARED') continue;
    const id = `ca_seed_${d.symbol.toLowerCase().replace('.', '_')}_${d.exDate.replaceAll('-', '')}`;
    if (step.stores.corporateActions.get(id)) continue;
    const instrument = catalogOf(step.stores).bySymbol.get(d.symbol);
    if (!instrument) continue;
    spawnAction(step, id, {
      type: 'DIVIDEND',
      symbol: d.symbol,
      exchange: instrument.exchange,
      effectiveDate: d.exDate,
      terms: { dividendPerShare: d.dividendPerShare, currency: d.currency, exDate: d.exDate, payDate: d.payDate },
      description: `${d.type} dividend (catalogue)`,
    });
    registered++;
  }
  return { registered };
}
