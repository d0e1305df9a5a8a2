/**
 * The wallets of sub-accounts (and the master wallet's trading cash): figures read from the ledger,
 * the settlement advance and its repayment, and the wallet transaction every cash movement records.
 * A shared domain service: trading, asset classes, corporate actions and the sub-account money commands
 * all move cash through it.
 */
import { ledgerAccounts, type AccountSpec } from '../ledger.ts';
import type { Step } from '../step.ts';
import type { PartnerScope } from './sub-accounts.ts';

export interface WalletBalances {
  readonly settledMinor: number;
  readonly unsettledMinor: number;
  readonly reservedMinor: number;
}

export interface WalletFigures extends WalletBalances {
  /** All the cash the sub-account owns: settled, unsettled and reserved for open BUY orders. */
  readonly balanceMinor: number;
  /** Cash not reserved: settled plus unsettled. */
  readonly cashMinor: number;
  /** What new BUY orders may spend: settled cash first, then unsettled SELL proceeds. */
  readonly buyingPowerMinor: number;
  /** Settled cash only: unsettled SELL proceeds are never counted as withdrawable. */
  readonly withdrawableMinor: number;
}

/**
 * The owner's cash by kind. Unsettled cash is the pending SELL proceeds less what was already spent of
 * them (the advance owed, a negative balance), so it reads what is still there to spend.
 */
export function walletBalances(balanceOf: (a: AccountSpec) => number, scope: PartnerScope, subAccountId: string): WalletBalances {
  const { env, partnerId } = scope;
  return {
    settledMinor: balanceOf(ledgerAccounts.cashSettled(env, partnerId, subAccountId)),
    unsettledMinor:
      balanceOf(ledgerAccounts.cashUnsettled(env, partnerId, subAccountId)) + balanceOf(ledgerAccounts.settlementAdvance(env, partnerId, subAccountId)),
    reservedMinor: balanceOf(ledgerAccounts.escrow(env, partnerId, subAccountId)),
  };
}

/** What the owner (a sub-account or `master`) owes for unsettled proceeds it spent before they settled. */
export function advanceOwed(step: Step, scope: PartnerScope, ownerId: string): number {
  return Math.max(0, -step.ledger.balance(ledgerAccounts.settlementAdvance(scope.env, scope.partnerId, ownerId)));
}

/**
 * Repays from settled cash, as far as it goes, the part of the owner's advance that its pending SELL
 * proceeds no longer cover (a reversed fill took back proceeds that had been spent). Answers what is
 * still owed beyond those proceeds afterwards.
 */
export function repayUncoveredAdvance(step: Step, scope: PartnerScope, ownerId: string): number {
  const { env, partnerId } = scope;
  const settled = ledgerAccounts.cashSettled(env, partnerId, ownerId);
  const uncovered = advanceOwed(step, scope, ownerId) - step.ledger.balance(ledgerAccounts.cashUnsettled(env, partnerId, ownerId));
  const repaid = Math.min(uncovered, step.ledger.balance(settled));
  if (repaid > 0) {
    step.transfer({
      debit: settled,
      credit: ledgerAccounts.settlementAdvance(env, partnerId, ownerId),
      amountMinor: repaid,
      kind: 'settlement_advance.repay',
      ref: ownerId,
    });
  }
  return Math.max(0, uncovered - Math.max(0, repaid));
}

export function walletFigures(b: WalletBalances): WalletFigures {
  const cashMinor = b.settledMinor + b.unsettledMinor;
  return { ...b, balanceMinor: cashMinor + b.reservedMinor, cashMinor, buyingPowerMinor: cashMinor, withdrawableMinor: b.settledMinor };
}

export function stepWallet(step: Step, scope: PartnerScope, subAccountId: string): WalletFigures {
  return walletFigures(walletBalances((a) => step.ledger.balance(a), scope, subAccountId));
}

/**
 * Appends one wallet transaction of a sub-account (signed: positive into its cash), stamped with the
 * balance after the step's transfers so far. Trading records its own movements through this too.
 */
export function recordWalletTransaction(
  step: Step,
  scope: PartnerScope,
  subAccountId: string,
  t: { type: string; amountMinor: number; details: Record<string, unknown> },
): { id: string; balanceAfterMinor: number } {
  const id = step.newId('txn');
  const balanceAfterMinor = stepWallet(step, scope, subAccountId).balanceMinor;
  step.stores.subAccounts.insertTransaction({
    id,
    ...scope,
    subAccountId,
    type: t.type,
    amountMinor: t.amountMinor,
    currency: 'USD',
    balanceAfterMinor,
    atMs: step.atMs,
    journalSeq: step.id.seq,
    details: t.details,
  });
  return { id, balanceAfterMinor };
}
