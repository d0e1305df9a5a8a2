/**
 * Delisting, on its effective date: every open order of the symbol, in every partner and
 * environment, is cancelled through the order machine (reason INSTRUMENT_DELISTED, the escrow of a BUY
 * refunded and the reserved units of a SELL released before `order.cancelled` fires; a PARTIALLY_FILLED
 * order's remainder likewise, the order completing at its filled quantity); the catalogue
 * overlay marks the instrument DELISTED (not tradable: quotes and orders answer 422 INSTRUMENT_DELISTED,
 * its price is no longer polled, its history stays readable); holdings are kept and show `delisted`;
 * live price alerts on it are disarmed. One `corporateaction.delisting` per partner environment lists
 * its affected accounts, cancelled orders and disarmed alerts.
 */
import { isCancelable } from '../../machines/order/machine.ts';
import type { CorporateActionRecord } from '../../storage/corporate-actions.ts';
import type { Env } from '../../storage/types.ts';
import { PRICE_ALERT_KIND } from '../alerts/alerts.ts';
import { MASTER_OWNER } from '../ledger.ts';
import type { Step } from '../step.ts';
import { cancelExecution } from '../trading/execution.ts';
import { holidaysOf, listingOf } from '../trading/market.ts';
import { ORDER_KIND, orderSnapshot } from '../trading/orders.ts';
import { settlementDueMs } from '../trading/settlement.ts';
import { corporateActionView } from './views.ts';

export const DELISTED_REASON = 'INSTRUMENT_DELISTED';

/** What one partner environment is told: its accounts holding the symbol, its cancelled orders and disarmed alerts. */
export interface PartnerImpact {
  readonly env: Env;
  readonly partnerId: string;
  readonly affected: Record<string, unknown>[];
  readonly orderIds: string[];
  readonly alertIds: string[];
}

/** Groups what an action did by partner environment (the events are per partner and environment). */
export class ImpactByPartner {
  private readonly byKey = new Map<string, PartnerImpact>();

  of(env: Env, partnerId: string): PartnerImpact {
    const key = `${env}\u0000${partnerId}`;
    let impact = this.byKey.get(key);
    if (!impact) this.byKey.set(key, (impact = { env, partnerId, affected: [], orderIds: [], alertIds: [] }));
    return impact;
  }

  all(): PartnerImpact[] {
    return [...this.byKey.values()].sort((a, b) => (a.env + a.partnerId < b.env + b.partnerId ? -1 : 1));
  }
}

/** An account as the corporate-action events name it (the split's `affectedSubAccounts[]` shape). */
export function accountFields(step: Step, owner: string): Record<string, unknown> {
  const isMaster = owner === MASTER_OWNER;
  return {
    subAccountId: isMaster ? null : owner,
    externalId: isMaster ? null : (step.stores.subAccounts.byId(owner)?.externalId ?? null),
    accountType: isMaster ? 'MASTER' : 'SUB_ACCOUNT',
  };
}

/**
 * Cancels every PENDING and WORKING order of the symbol; a PARTIALLY_FILLED one has its remainder
 * cancelled and completes at its filled quantity, settling on the exchange's cycle from today.
 */
function cancelOpenOrders(step: Step, symbol: string, impact: ImpactByPartner): void {
  const { exchange } = listingOf(step.stores, symbol);
  for (const orderId of step.stores.orders.open(symbol)) {
    const snapshot = orderSnapshot(step, orderId);
    if (isCancelable(snapshot)) step.send(ORDER_KIND, orderId, { type: 'api.cancel', reason: DELISTED_REASON });
    else {
      const settleAtMs = settlementDueMs(exchange, holidaysOf(step.stores, exchange), step.atMs);
      step.send(ORDER_KIND, orderId, { type: 'corporate.closeRemainder', reason: DELISTED_REASON, settleAtMs });
    }
    cancelExecution(step, orderId);
    const { env, partnerId } = snapshot.context.owner;
    impact.of(env, partnerId).orderIds.push(orderId);
  }
}

function disarmAlerts(step: Step, symbol: string, impact: ImpactByPartner): void {
  for (const alert of step.stores.alerts.ofSymbol(symbol)) {
    if (alert.state !== 'ARMED' && alert.state !== 'TRIGGERED') continue;
    step.send(PRICE_ALERT_KIND, alert.id, { type: 'corporate.disarm' });
    impact.of(alert.env, alert.partnerId).alertIds.push(alert.id);
  }
}

export function applyDelisting(step: Step, action: CorporateActionRecord): void {
  const impact = new ImpactByPartner();
  cancelOpenOrders(step, action.symbol, impact);
  step.stores.instrumentChanges.insert({
    actionId: action.id,
    kind: 'DELISTED',
    symbol: action.symbol,
    newSymbol: null,
    effectiveDate: action.effectiveDate,
    atMs: step.atMs,
  });
  disarmAlerts(step, action.symbol, impact);
  // Holdings stay where they are; after the cancellations every unit is held (none reserved).
  for (const h of step.stores.corporateActions.holders(action.symbol)) {
    impact.of(h.env, h.partnerId).affected.push({ ...accountFields(step, h.owner), units: h.unitsMicro / 1_000_000 });
  }
  const view = corporateActionView(action);
  for (const p of impact.all()) {
    step.emit({ env: p.env, partnerId: p.partnerId }, 'corporateaction.delisting', {
      ...view,
      delisted: true,
      affectedSubAccounts: p.affected,
      cancelledOrderIds: p.orderIds,
      disarmedAlertIds: p.alertIds,
    });
  }
}
