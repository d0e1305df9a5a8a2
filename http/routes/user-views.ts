/**
 * Sub-account presentation and the read-side lookups the user routes share: the sub-account of the
 * authenticated partner environment (or 404), its wallet figures from the ledger, and the JSON views.
 */
import type { WalletFigures } from '../../engine/sub-accounts/wallets.ts';
import type { StoredWalletTransaction, SubAccountRecord } from '../../storage/subaccounts.ts';
import type { AppContext } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { isoOrNull, iso, partnerScope, usd } from '../views.ts';

/** The sub-account if it belongs to the caller's partner environment; anything else is 404. */
export function subAccountFor(ctx: AppContext, userId: string): SubAccountRecord {
  const account = ctx.service.queries.trading.subAccount(partnerScope(ctx), userId);
  if (!account) throw new ServiceError('NOT_FOUND', `sub-account ${userId} not found`);
  return account;
}

export function walletOf(ctx: AppContext, account: SubAccountRecord): WalletFigures {
  return ctx.service.queries.trading.wallet(account);
}

export function walletView(w: WalletFigures): Record<string, unknown> {
  return {
    currency: 'USD',
    balanceUsd: usd(w.balanceMinor),
    settledUsd: usd(w.settledMinor),
    unsettledUsd: usd(w.unsettledMinor),
    reservedUsd: usd(w.reservedMinor),
    withdrawableUsd: usd(w.withdrawableMinor),
  };
}

export function subAccountView(a: SubAccountRecord, wallet: WalletFigures): Record<string, unknown> {
  return {
    id: a.id,
    userId: a.id,
    subAccountId: a.id,
    externalId: a.externalId,
    email: a.email,
    name: a.name,
    country: a.country,
    metadata: a.metadata,
    status: a.status,
    frozen: a.status === 'frozen',
    frozenBy: a.status === 'frozen' ? a.frozenBy : null,
    kycStatus: a.kyc.status,
    kycLevel: a.kyc.level,
    kyc: {
      status: a.kyc.status,
      level: a.kyc.level,
      reference: a.kyc.reference,
      reasonCode: a.kyc.reasonCode,
      reason: a.kyc.reason,
      reviewedAt: isoOrNull(a.kyc.reviewedAtMs),
    },
    wallet: walletView(wallet),
    createdAt: iso(a.createdAtMs),
    closedAt: isoOrNull(a.closedAtMs),
  };
}

/** A sub-account as a handler answers it: with its wallet read now from the ledger. */
export function presentSubAccount(ctx: AppContext, a: SubAccountRecord): Record<string, unknown> {
  const view = subAccountView(a, walletOf(ctx, a));
  const testClockId = a.env === 'sandbox' ? ctx.service.queries.testClocks.clockOf(a.id) : null;
  return testClockId ? { ...view, testClockId } : view;
}

export function transactionView(t: StoredWalletTransaction): Record<string, unknown> {
  return {
    ...t.details,
    transactionId: t.id,
    type: t.type,
    amount: usd(t.amountMinor),
    currency: t.currency,
    balanceAfter: usd(t.balanceAfterMinor),
    createdAt: iso(t.atMs),
  };
}
