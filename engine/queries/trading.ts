/**
 * The read side of the trading features for HTTP: named queries over the stores (routes never hold the
 * stores). Sub-accounts and their wallets, orders, tax lots, price alerts and webhooks. Lookups by id are
 * scoped to the caller's partner environment: a record of another partner or environment is `null`,
 * exactly like a missing one, so a route cannot forget the ownership check (it answers 404 for both).
 */
import { walletBalances, walletFigures, type WalletFigures } from '../sub-accounts/wallets.ts';
import { fifo, fillsOf, symbolsOf, type Gain, type Lot, type OwnerRef } from '../trading/lots.ts';
import { sealSecret } from '../webhooks/secrets.ts';
import type { AlertStateName, StoredAlert } from '../../storage/alerts.ts';
import type { ExecutionReportRow } from '../../storage/execution-reports.ts';
import type { ListedOrder, OrderFilter } from '../../storage/orders.ts';
import type { Stores } from '../../storage/stores.ts';
import type { Device, ListedSubAccount, StoredWalletTransaction, SubAccountRecord, SubAccountStatus } from '../../storage/subaccounts.ts';
import type { Env } from '../../storage/types.ts';
import type { DeliveryLogRecord, WebhookRecord } from '../../storage/webhooks.ts';

/** Whose data a query reads: one partner in one environment. */
export interface PartnerScope {
  readonly partnerId: string;
  readonly env: Env;
}

const owns = (s: PartnerScope, r: { readonly partnerId: string; readonly env: Env } | undefined): boolean =>
  r !== undefined && r.partnerId === s.partnerId && r.env === s.env;

export function tradingQueries(stores: Stores) {
  return {
    /** The sub-account if it belongs to the partner environment, else null. */
    subAccount(scope: PartnerScope, subAccountId: string): SubAccountRecord | null {
      const account = stores.subAccounts.byId(subAccountId);
      return owns(scope, account) ? account! : null;
    },
    /** Sub-accounts in creation order after `afterSeq` (the list cursor), optionally of one status. */
    subAccounts(scope: PartnerScope, q: { status?: SubAccountStatus; afterSeq: number; limit: number }): ListedSubAccount[] {
      return stores.subAccounts.list({
        partnerId: scope.partnerId,
        env: scope.env,
        ...(q.status ? { status: q.status } : {}),
        afterSeq: q.afterSeq,
        limit: q.limit,
      });
    },
    /** The sub-account's wallet figures, read now from the ledger. */
    wallet(account: SubAccountRecord): WalletFigures {
      return walletFigures(walletBalances((a) => stores.ledger.currentBalance(a.id) ?? 0, account, account.id));
    },
    /**
     * Any owner's wallet figures (`master` included), read now from the ledger: the same computation as a
     * sub-account's wallet and buying power, plus how many of its orders are still open.
     */
    ownerWallet(scope: PartnerScope, ownerId: string): WalletFigures & { openOrders: number } {
      const figures = walletFigures(walletBalances((a) => stores.ledger.currentBalance(a.id) ?? 0, scope, ownerId));
      return { ...figures, openOrders: stores.orders.openCount(scope.partnerId, scope.env, ownerId) };
    },
    /** Wallet movements of a sub-account, newest first, before `beforeSeq`. */
    walletTransactions(subAccountId: string, beforeSeq: number, limit: number): StoredWalletTransaction[] {
      return stores.subAccounts.transactions(subAccountId, beforeSeq, limit);
    },
    /** The partner's device registrations for a sub-account. */
    devices(subAccountId: string): Device[] {
      return stores.subAccounts.devices(subAccountId);
    },
    /** FIFO tax lots and realized gains of an owner, from its fills in the ledger. */
    lotsAndGains(o: OwnerRef): { lots: Lot[]; gains: Gain[] } {
      const symbols = symbolsOf(stores.subAccounts.ledgerAccountsOf(o.partnerId, o.env, o.owner));
      return fifo(fillsOf(stores.ledger, o, symbols));
    },
    /** The order's read-model row if it belongs to the partner environment (and to `ownerId` when given), else null. */
    order(scope: PartnerScope, orderId: string, ownerId: string | null = null): ListedOrder | null {
      const row = stores.orders.byId(orderId);
      return owns(scope, row) && (ownerId === null || row!.owner === ownerId) ? row! : null;
    },
    /** The symbol an order trades, whoever owns it (the test tools price an advance before the command checks ownership). */
    orderSymbol(orderId: string): string | null {
      return stores.orders.byId(orderId)?.symbol ?? null;
    },
    /** Orders matching the filter, newest first, before `beforeSeq`. */
    orders(filter: OrderFilter, beforeSeq: number, limit: number): ListedOrder[] {
      return stores.orders.list(filter, beforeSeq, limit);
    },
    orderCount(filter: OrderFilter): number {
      return stores.orders.count(filter);
    },
    /** The order's execution reports after position `afterSeq`, oldest first. */
    executionReports(orderId: string, afterSeq: number, limit: number): ExecutionReportRow[] {
      return stores.executionReports.page(orderId, afterSeq, limit);
    },
    executionReportCount(orderId: string): number {
      return stores.executionReports.count(orderId);
    },
    /** The id of the order's latest execution report: what its `lastExecutionReportId` shows. */
    latestExecutionReportId(orderId: string): string | null {
      return stores.executionReports.latest(orderId)?.id ?? null;
    },
    /** The price alert if it belongs to the partner environment, else null. */
    alert(scope: PartnerScope, alertId: string): StoredAlert | null {
      const a = stores.alerts.get(alertId);
      return owns(scope, a) ? a! : null;
    },
    /** The partner's alerts, oldest first, after `afterSeq`, optionally of one state. */
    alerts(scope: PartnerScope, state: AlertStateName | null, afterSeq: number, limit: number): StoredAlert[] {
      return stores.alerts.list(scope.partnerId, scope.env, state, afterSeq, limit);
    },
    /** The registration (deleted ones included) if it belongs to the partner environment, else null. */
    webhook(scope: PartnerScope, webhookId: string): WebhookRecord | null {
      const w = stores.webhooks.get(webhookId);
      return owns(scope, w) ? w! : null;
    },
    activeWebhooks(scope: PartnerScope): WebhookRecord[] {
      return stores.webhooks.active(scope.partnerId, scope.env);
    },
    /** A registration's delivery log, oldest first, after `afterSeq`. */
    webhookDeliveries(webhookId: string, afterSeq: number, limit: number): DeliveryLogRecord[] {
      return stores.webhooks.deliveries(webhookId, afterSeq, limit);
    },
    /**
     * A webhook secret sealed under the installation key, for the command that stores it. Not a read of
     * domain state: the key is operational metadata, made on first use (engine/webhooks/secrets.ts).
     */
    sealWebhookSecret(secret: string): string {
      return sealSecret(stores.settings, secret);
    },
  };
}

export type TradingQueries = ReturnType<typeof tradingQueries>;
