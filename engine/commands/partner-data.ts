/**
 * What a sandbox reset wipes. Each feature that keeps per-partner data adds its wiper here, so the
 * reset stays one command that cannot forget a table: actors (except the partner itself) and read models.
 * Money is not wiped here: the reset first drains every partner ledger account (master wallet aside)
 * back to its system counterparty (`resetCounterparty`: cash to sandbox funding, shares to the venue).
 */
import type { Env } from '../../storage/types.ts';
import type { Step } from '../step.ts';
import { SUB_ACCOUNT_KIND } from './subaccounts.ts';
import { ORDER_KIND } from '../trading/orders.ts';
import { QUOTE_KIND } from '../trading/quoting.ts';
import { WEBHOOK_DELIVERY_KIND } from './webhooks.ts';
import { PRICE_ALERT_KIND } from '../alerts/alerts.ts';

/** Actor kinds whose snapshots belong to a partner's resettable data. */
export const resettableActorKinds: string[] = ['topup', SUB_ACCOUNT_KIND, QUOTE_KIND, ORDER_KIND, WEBHOOK_DELIVERY_KIND, PRICE_ALERT_KIND];

export function wipePartnerData(step: Step, partnerId: string, env: Env): void {
  step.deleteActors(partnerId, env, resettableActorKinds);
  step.stores.funding.deleteForPartner(partnerId, env);
  step.stores.subAccounts.deleteForPartner(partnerId, env);
  step.stores.orders.deleteForPartner(partnerId, env);
  step.stores.webhooks.deleteForPartner(partnerId, env);
  step.stores.alerts.deleteForPartner(partnerId, env);
}
