/**
 * What a captured price does to orders, evaluated inside the capture's own command (a poll or an
 * operator tick), so triggers are journaled with the observation that caused them. Only while the
 * instrument's exchange is in session: WORKING resting orders whose trigger range contains the price
 * (an index range scan of the orders read model, so only crossed orders' actors are touched) get
 * `market.trigger` and, once PENDING, go to execution; FILLED orders awaiting settlement with a
 * stopLoss or takeProfit get `market.price` when it crosses one of them.
 */
import type { Step } from '../step.ts';
import { routePending } from './execution.ts';
import { catalogOf, fxFor, sessionAt } from './market.ts';
import { isUsdBelow } from '../../machines/order/pricing.ts';
import { awaitsExecution, isCancelled } from '../../machines/order/machine.ts';
import { isReversible, ORDER_KIND, recordReversal, snapshotOf } from './orders.ts';
import { settlementFactsOf } from './owners.ts';

export interface CapturedPrice {
  readonly symbol: string;
  readonly priceMinor: number;
}

/** Which orders a capture reaches: by default those on the service clock (a test clock's see its own market). */
type OrderFilter = (orderId: string) => boolean;

function triggerResting(step: Step, symbol: string, priceMinor: number, include: OrderFilter): number {
  let touched = 0;
  for (const orderId of step.stores.orders.triggerCandidates(symbol, priceMinor)) {
    if (!include(orderId)) continue;
    const view = step.read(ORDER_KIND, orderId);
    if (!view?.snapshot.can({ type: 'market.trigger', priceMinor, atMs: step.atMs })) continue;
    const next = step.send(ORDER_KIND, orderId, { type: 'market.trigger', priceMinor });
    if (awaitsExecution(next)) routePending(step, orderId, priceMinor);
    touched += 1;
  }
  return touched;
}

/** Stop loss (the fill reversed, the order CANCELLED) or take profit (settled at once) before settlement. */
function watchFilled(step: Step, symbol: string, priceMinor: number, currency: string, include: OrderFilter): number {
  const watched = step.stores.orders.watching(symbol).filter(include);
  if (watched.length === 0) return 0;
  const { perUsdMicro } = fxFor(step.stores, currency);
  let touched = 0;
  for (const orderId of watched) {
    const view = step.read(ORDER_KIND, orderId);
    if (!view) continue;
    const c = snapshotOf(view).context;
    const event = { type: 'market.price' as const, priceMinor, perUsdMicro, ...settlementFactsOf(step, c.owner) };
    if (!view.snapshot.can({ ...event, atMs: step.atMs })) continue;
    // A stop loss undoes the fill: a BUY whose units were sold (or reserved) since has nothing left to undo.
    if (!isReversible(step, c) && isUsdBelow(priceMinor, perUsdMicro, c.stopLossMinor ?? 0)) continue;
    if (isCancelled(step.send(ORDER_KIND, orderId, event))) recordReversal(step, orderId, 'STOP_LOSS');
    touched += 1;
  }
  return touched;
}

/** Evaluates a capture's prices; answers how many orders they touched. */
export function evaluateCapture(
  step: Step,
  prices: readonly CapturedPrice[],
  include: OrderFilter = (orderId) => step.stores.testClocks.clockOf(orderId) === null,
): number {
  const catalog = catalogOf(step.stores);
  const open = new Map<string, boolean>();
  let touched = 0;
  for (const p of prices) {
    const instrument = catalog.bySymbol.get(p.symbol);
    if (!instrument) continue;
    let inSession = open.get(instrument.exchange);
    if (inSession === undefined) {
      inSession = sessionAt(step.stores, catalog.exchange(instrument.exchange), step.atMs).open;
      open.set(instrument.exchange, inSession);
    }
    // A suspended instrument's resting orders wait: nothing triggers until the suspension is lifted.
    if (!inSession || step.stores.corporateActions.suspension(p.symbol)) continue;
    touched += triggerResting(step, p.symbol, p.priceMinor, include);
    touched += watchFilled(step, p.symbol, p.priceMinor, instrument.currency, include);
  }
  return touched;
}
