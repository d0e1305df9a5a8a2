/**
 * Price alerts inside the engine: the actor kind, the projection of an actor into the `price_alerts`
 * read model (the step writes it whenever it moves an alert), and the evaluation of captured prices. Evaluation runs inside the capture's own command
 * (a poll or an operator tick), so a firing is journaled with the observation that caused it.
 */
import { publicStatus } from '../../machines/priceAlert/machine.ts';
import type { AlertRecord } from '../../storage/alerts.ts';
import type { priceAlertMachine } from '../../machines/priceAlert/machine.ts';
import type { MachineView } from '../feature.ts';
import type { Step } from '../step.ts';
import { catalogOf, sessionAt } from '../trading/market.ts';

export const PRICE_ALERT_KIND = 'priceAlert';

/** Active alerts (ARMED or TRIGGERED) a partner environment may hold at once. */
export const MAX_ACTIVE_ALERTS = 200;

export function alertRecordOf(view: MachineView<typeof priceAlertMachine>): AlertRecord {
  const c = view.snapshot.context;
  return {
    id: c.alertId,
    env: view.record.env,
    partnerId: view.record.partnerId!,
    clientAlertId: c.clientAlertId,
    symbol: c.symbol,
    exchange: c.exchange,
    condition: c.condition,
    thresholdMinor: c.thresholdMinor,
    currency: c.currency,
    repeat: c.repeat,
    state: publicStatus(view.snapshot),
    createdAtMs: c.createdAtMs,
    triggeredAtMs: c.triggeredAtMs,
    lastPriceMinor: c.lastPriceMinor,
    deletedAtMs: c.deletedAtMs,
  };
}

/** The alert's projection (declared with its machine in the feature descriptor): its `price_alerts` row from the snapshot. */
export function projectAlert(step: Step, view: MachineView<typeof priceAlertMachine>): void {
  step.stores.alerts.upsert(alertRecordOf(view), step.id.seq);
}

/** The alert as the read model holds it, from the actor as the running step sees it. */
export function alertRecord(step: Step, alertId: string): AlertRecord {
  const view = step.read(PRICE_ALERT_KIND, alertId);
  if (!view) throw new Error(`price alert ${alertId} has no actor`);
  return alertRecordOf(view);
}

export interface AlertPrice {
  readonly symbol: string;
  readonly priceMinor: number;
}

/**
 * Sends each captured price to the live alerts of its symbol that it moves (an index range scan, so
 * untouched alerts cost nothing), only while the symbol's exchange is open at the capture instant.
 * Answers how many alerts changed state.
 */
export function evaluateAlerts(step: Step, prices: readonly AlertPrice[]): number {
  const catalog = catalogOf(step.stores);
  const open = new Map<string, boolean>();
  let moved = 0;
  for (const p of prices) {
    const ids = step.stores.alerts.movedBy(p.symbol, p.priceMinor);
    if (ids.length === 0) continue;
    const instrument = catalog.bySymbol.get(p.symbol);
    if (!instrument) continue;
    let inSession = open.get(instrument.exchange);
    if (inSession === undefined) {
      inSession = sessionAt(step.stores, catalog.exchange(instrument.exchange), step.atMs).open;
      open.set(instrument.exchange, inSession);
    }
    if (!inSession) continue;
    for (const id of ids) {
      const view = step.read(PRICE_ALERT_KIND, id);
      const event = { type: 'market.price' as const, priceMinor: p.priceMinor };
      if (!view?.snapshot.can({ ...event, atMs: step.atMs })) continue;
      step.send(PRICE_ALERT_KIND, id, event);
      moved += 1;
    }
  }
  return moved;
}
