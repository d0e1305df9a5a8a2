/**
 * Price alert commands: create (validated against the catalog and the 200-active limit inside the
 * command, so concurrent creations cannot overshoot it) and delete. The priceAlert actor holds the
 * lifecycle; the `price_alerts` read model is its projection, written in the same step.
 */
import type { AlertCondition, PriceAlertInput } from '../../machines/priceAlert/machine.ts';
import type { AlertRecord } from '../../storage/alerts.ts';
import { alertRecord, MAX_ACTIVE_ALERTS, PRICE_ALERT_KIND } from './alerts.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import { catalogOf } from '../trading/market.ts';
import { partnerScope } from '../sub-accounts/sub-accounts.ts';

export interface CreateAlertPayload {
  /** Exchange-qualified: the HTTP layer resolved it against the exchange already. */
  readonly symbol: string;
  readonly exchange: string;
  readonly condition: AlertCondition;
  readonly thresholdMinor: number;
  readonly repeat: boolean;
  readonly clientAlertId: string | null;
}

export function createAlert(step: Step, p: CreateAlertPayload): AlertRecord {
  const scope = partnerScope(step);
  const catalog = catalogOf(step.stores);
  const instrument = catalog.resolve(p.symbol, p.exchange);
  // A delisted instrument is no longer priced: an alert on it could never fire.
  if (instrument.status === 'DELISTED')
    throw new ServiceError('BUSINESS_RULE', `${instrument.symbol} is delisted; its price no longer moves`, {
      extra: { reason: 'INSTRUMENT_DELISTED', corporateActionId: catalog.delisted.get(instrument.symbol) ?? null },
    });
  const active = step.stores.alerts.activeCount(scope.partnerId, scope.env);
  if (active >= MAX_ACTIVE_ALERTS) {
    throw new ServiceError('BUSINESS_RULE', `at most ${MAX_ACTIVE_ALERTS} active price alerts per partner; delete one first`, {
      extra: { limit: MAX_ACTIVE_ALERTS, active },
    });
  }
  const alertId = step.newId('alt');
  const input: PriceAlertInput = {
    alertId,
    clientAlertId: p.clientAlertId,
    symbol: instrument.symbol,
    exchange: instrument.exchange,
    condition: p.condition,
    thresholdMinor: p.thresholdMinor,
    currency: instrument.currency,
    repeat: p.repeat,
    createdAtMs: step.atMs,
  };
  step.spawn(PRICE_ALERT_KIND, alertId, scope, input);
  return alertRecord(step, alertId);
}

/** DELETE: any alert not yet deleted; another partner's alert is as unknown as a missing one. */
export function deleteAlert(step: Step, p: { alertId: string }): AlertRecord {
  const scope = partnerScope(step);
  const view = step.read(PRICE_ALERT_KIND, p.alertId);
  if (!view || view.record.partnerId !== scope.partnerId || view.record.env !== scope.env) {
    throw new ServiceError('NOT_FOUND', `price alert ${p.alertId} not found`);
  }
  step.send(PRICE_ALERT_KIND, p.alertId, { type: 'api.delete' });
  return alertRecord(step, p.alertId);
}
