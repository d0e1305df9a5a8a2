/**
 * Who trades: the partner's master account (`master`) or one of its sub-accounts, and what that owner
 * may spend or sell. Buying power is settled plus unsettled cash (the wallet's `buyingPowerUsd`): the
 * quote's `sufficientFunds` and the trade's INSUFFICIENT_FUNDS apply the same figure, and BUY money is
 * taken from settled cash first.
 */
import type { OwnerScope } from '../../machines/quote/machine.ts';
import type { SubAccountRecord } from '../../storage/subaccounts.ts';
import { advanceOwed, walletBalances } from '../sub-accounts/wallets.ts';
import { movableSubAccount, ownedSubAccount, type PartnerScope } from '../sub-accounts/sub-accounts.ts';
import { ServiceError } from '../errors.ts';
import { ledgerAccounts, MASTER_OWNER } from '../ledger.ts';
import { usdFromMinor } from '../money.ts';
import type { Step } from '../step.ts';

export interface TradingOwner extends OwnerScope {
  /** The sub-account's partner reference; null for the master account. */
  readonly externalId: string | null;
  readonly account: SubAccountRecord | null;
}

export const isMaster = (ownerId: string): boolean => ownerId === MASTER_OWNER;

/** A sub-account a quote or trade may name: the partner's own (404 otherwise) and not closed (409). */
export function openTradingAccount(step: Step, scope: PartnerScope, ownerId: string): SubAccountRecord {
  const account = ownedSubAccount(step, scope, ownerId);
  if (account.status === 'closed') throw new ServiceError('CONFLICT', `sub-account ${ownerId} is closed`);
  return account;
}

/** A frozen sub-account cannot trade (403): money may not move in or out of it. */
export function assertNotFrozen(step: Step, scope: PartnerScope, ownerId: string): void {
  movableSubAccount(step, scope, ownerId);
}

/** In production a sub-account trades only with VERIFIED KYC (the sandbox does not ask). */
export function assertTradingKyc(scope: PartnerScope, account: SubAccountRecord): void {
  if (scope.env === 'production' && account.kyc.status !== 'VERIFIED') {
    throw new ServiceError('KYC_REQUIRED', `sub-account ${account.id} has no VERIFIED KYC; assert it with POST /users/${account.id}/kyc before trading`);
  }
}

export const ownerFor = (scope: PartnerScope, account: SubAccountRecord | null): TradingOwner =>
  account === null
    ? { ...scope, ownerId: MASTER_OWNER, externalId: null, account: null }
    : { ...scope, ownerId: account.id, externalId: account.externalId, account };

/**
 * The owner of a quote (`purpose` quote: any open account) or of a trade (`trade`: not frozen, and in
 * production a sub-account needs VERIFIED KYC). Another partner's sub-account is as unknown as a missing one.
 */
export function tradingOwner(step: Step, scope: PartnerScope, ownerId: string, purpose: 'quote' | 'trade'): TradingOwner {
  if (isMaster(ownerId)) return ownerFor(scope, null);
  const account = openTradingAccount(step, scope, ownerId);
  if (purpose === 'trade') {
    assertNotFrozen(step, scope, ownerId);
    assertTradingKyc(scope, account);
  }
  return ownerFor(scope, account);
}

export interface Cash {
  readonly settledMinor: number;
  readonly unsettledMinor: number;
}

/** The owner's spendable cash: settled (the master wallet for the master account) and unsettled (net of what was advanced). */
export function cashOf(step: Step, owner: OwnerScope): Cash {
  const { settledMinor, unsettledMinor } = walletBalances((a) => step.ledger.balance(a), owner, owner.ownerId);
  return { settledMinor, unsettledMinor };
}

/** What the owner owes on its settlement advance, for the events that may settle one of its SELLs. */
export const settlementFactsOf = (step: Step, owner: OwnerScope): { advanceMinor: number } => ({ advanceMinor: advanceOwed(step, owner, owner.ownerId) });

export const buyingPowerOf = (c: Cash): number => c.settledMinor + c.unsettledMinor;

/** How much of `amountMinor` must come from unsettled cash once settled cash is used up. */
export const fromUnsettled = (c: Cash, amountMinor: number): number => Math.max(0, amountMinor - c.settledMinor);

/** Units the owner holds and has not reserved for open SELL orders. */
export function unitsHeld(step: Step, owner: OwnerScope, symbol: string): number {
  return step.ledger.balance(ledgerAccounts.holding(owner.env, owner.partnerId, owner.ownerId, symbol));
}

/** Refuses a BUY reservation the owner cannot cover (400, nothing changes). */
export function assertCovers(c: Cash, amountMinor: number): void {
  if (amountMinor > buyingPowerOf(c)) {
    throw new ServiceError('INSUFFICIENT_FUNDS', 'the wallet balance is too low for this order', {
      extra: { requiredUsd: usdFromMinor(amountMinor), buyingPowerUsd: usdFromMinor(buyingPowerOf(c)) },
    });
  }
}
