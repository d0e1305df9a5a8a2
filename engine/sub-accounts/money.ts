/**
 * The money of sub-accounts: wallet figures read from the ledger, deposits from the master wallet
 * (with managed FX for local-currency amounts), sandbox test deposits from the sandbox funding account,
 * and withdrawals of cash (settlement-aware). Every movement is a ledger transfer, recorded as a wallet
 * transaction and announced by its event in the same step.
 */
import { settlementHoldOn } from '../account/settings.ts';
import type { SubAccountRecord } from '../../storage/subaccounts.ts';
import type { Env } from '../../storage/types.ts';
import { ServiceError } from '../errors.ts';
import { exactRate, localMinorToUsdMinor } from '../fx.ts';
import { ledgerAccounts, type AccountSpec } from '../ledger.ts';
import { usdFromMinor } from '../money.ts';
import type { Step } from '../step.ts';
import { movableSubAccount, partnerScope, type PartnerScope } from './sub-accounts.ts';
import { type WalletFigures, stepWallet, recordWalletTransaction } from './wallets.ts';

/** CONTRACT.md, Sandbox limits: test deposits at most USD 1,000,000.00 per call. */
export const TEST_DEPOSIT_MAX_MINOR = 100_000_000;

export interface FxUsed {
  /** Local units per USD, as decimal text. */
  readonly perUsd: string;
  readonly source: 'managed' | 'partner';
  readonly asOfMs: number | null;
}

export interface DepositPayload {
  readonly subAccountId: string;
  /** Minor units of `currency` (hundredths). */
  readonly amountMinor: number;
  readonly currency: string;
  /** The rate that converts `currency` to USD; also a legacy rate supplied with a USD deposit. */
  readonly fx: FxUsed | null;
  /** What the end user paid locally, when the partner says so (informational). */
  readonly local: { readonly amountMinor: number; readonly currency: string } | null;
  /** Legacy cross-check: the USD amount the partner expects to be credited. */
  readonly amountUsdMinor: number | null;
  readonly note: string | null;
}

export interface MoneyMovement {
  readonly transactionId: string;
  readonly account: SubAccountRecord;
  readonly amountMinor: number;
  readonly wallet: WalletFigures;
  /** The master wallet after the movement. */
  readonly masterBalanceMinor: number;
  readonly fx: FxUsed | null;
  readonly local: { readonly amountMinor: number; readonly currency: string } | null;
  readonly note: string | null;
  readonly virtual: boolean;
  readonly atMs: number;
}

/** What a movement answers: its wallet transaction, the sub-account's wallet and the master wallet after it. */
function movementAfter(
  step: Step,
  scope: PartnerScope,
  account: SubAccountRecord,
  transactionId: string,
  amountMinor: number,
  extra: Pick<MoneyMovement, 'fx' | 'local' | 'note' | 'virtual'>,
): MoneyMovement {
  return {
    transactionId,
    account,
    amountMinor,
    wallet: stepWallet(step, scope, account.id),
    masterBalanceMinor: step.ledger.balance(ledgerAccounts.masterWallet(scope.env, scope.partnerId)),
    ...extra,
    atMs: step.atMs,
  };
}

/** The USD cents a deposit credits: USD as is, other currencies by the given rate, rounded half-up. */
function usdCredit(p: DepositPayload): number {
  if (p.currency === 'USD') return p.amountMinor;
  const rate = p.fx ? exactRate(p.fx.perUsd) : null;
  if (!rate) throw new ServiceError('VALIDATION_ERROR', `no FX rate to convert ${p.currency} to USD`, { extra: { param: 'currency' } });
  return localMinorToUsdMinor(p.amountMinor, rate);
}

function checkedCredit(p: DepositPayload): number {
  const usdMinor = usdCredit(p);
  if (usdMinor <= 0) throw new ServiceError('VALIDATION_ERROR', 'the amount converts to less than USD 0.01', { extra: { param: 'amount' } });
  if (p.amountUsdMinor !== null && p.amountUsdMinor !== usdMinor) {
    throw new ServiceError('VALIDATION_ERROR', `amountUsd does not match the converted amount (USD ${usdFromMinor(usdMinor)})`, {
      extra: { param: 'amountUsd' },
    });
  }
  return usdMinor;
}

/** The local side of a deposit: the deposit's own currency when it is not USD, else what the partner supplied. */
function localSide(p: DepositPayload): DepositPayload['local'] {
  return p.currency === 'USD' ? p.local : { amountMinor: p.amountMinor, currency: p.currency };
}

/** Master wallet -> sub-account settled cash (both environments, CONTRACT.md "Sandbox money"). */
export function depositToSubAccount(step: Step, p: DepositPayload): MoneyMovement {
  const scope = partnerScope(step);
  const account = movableSubAccount(step, scope, p.subAccountId);
  const usdMinor = checkedCredit(p);
  const master = ledgerAccounts.masterWallet(scope.env, scope.partnerId);
  if (step.ledger.balance(master) < usdMinor) {
    throw new ServiceError('INSUFFICIENT_FUNDS', 'the master wallet balance is too low for this deposit');
  }
  step.transfer({
    debit: master,
    credit: ledgerAccounts.cashSettled(scope.env, scope.partnerId, account.id),
    amountMinor: usdMinor,
    kind: 'sub_account_deposit',
    ref: account.id,
  });
  const local = localSide(p);
  const fx = p.currency === 'USD' && !local ? null : p.fx;
  const details = {
    source: 'masterWallet',
    note: p.note,
    ...(local ? { localAmount: usdFromMinor(local.amountMinor), localCurrency: local.currency } : {}),
    ...(fx ? { fxRate: Number(fx.perUsd), fxSource: fx.source } : {}),
  };
  const tx = recordWalletTransaction(step, scope, account.id, { type: 'DEPOSIT', amountMinor: usdMinor, details });
  step.emit(scope, 'deposit.confirmed', {
    subAccountId: account.id,
    externalId: account.externalId,
    amount: usdFromMinor(usdMinor),
    currency: 'USD',
    newBalance: usdFromMinor(tx.balanceAfterMinor),
    ...(local ? { localAmount: usdFromMinor(local.amountMinor), localCurrency: local.currency } : {}),
    ...(fx ? { fxRate: Number(fx.perUsd) } : {}),
  });
  return movementAfter(step, scope, account, tx.id, usdMinor, { fx, local, note: p.note, virtual: false });
}

/**
 * Test-tool deposit: virtual USD that never draws on the master wallet. In the sandbox it comes from
 * the sandbox funding account into the sub-account's cash; on the production compatibility route
 * (partner flag `testToolsOnProduction`) it lands in segregated virtual cash nothing can spend.
 */
export function testDeposit(step: Step, p: { subAccountId: string; amountMinor: number; note: string | null }): MoneyMovement {
  const scope = partnerScope(step);
  const virtual = scope.env === 'production';
  if (virtual && !step.stores.partners.byId(scope.partnerId)?.flags.testToolsOnProduction) {
    throw new ServiceError('FORBIDDEN', 'test tools are sandbox-only; the production compatibility route needs approval');
  }
  if (p.amountMinor > TEST_DEPOSIT_MAX_MINOR) {
    throw new ServiceError('VALIDATION_ERROR', 'a test deposit is at most USD 1,000,000.00 per call', { extra: { param: 'amount' } });
  }
  const account = movableSubAccount(step, scope, p.subAccountId);
  const { env, partnerId } = scope;
  const [debit, credit] = virtual
    ? [ledgerAccounts.virtualFunding(env), ledgerAccounts.virtualCash(env, partnerId, account.id)]
    : [ledgerAccounts.sandboxFunding(), ledgerAccounts.cashSettled(env, partnerId, account.id)];
  step.transfer({ debit, credit, amountMinor: p.amountMinor, kind: 'sub_account_test_deposit', ref: account.id });
  const details = { source: virtual ? 'virtualFunding' : 'sandboxFunding', note: p.note, ...(virtual ? { virtual: true } : {}) };
  const tx = recordWalletTransaction(step, scope, account.id, { type: 'TEST_DEPOSIT', amountMinor: p.amountMinor, details });
  step.emit(scope, 'deposit.confirmed', {
    subAccountId: account.id,
    externalId: account.externalId,
    amount: usdFromMinor(p.amountMinor),
    currency: 'USD',
    newBalance: usdFromMinor(tx.balanceAfterMinor),
    ...(virtual ? { virtual: true } : {}),
  });
  return movementAfter(step, scope, account, tx.id, p.amountMinor, { fx: null, local: null, note: p.note, virtual });
}

/** Where withdrawn cash goes: the bank in production; back to the virtual source in the sandbox. */
function withdrawalDestination(env: Env): AccountSpec {
  return env === 'production' ? ledgerAccounts.bankClearing(env) : ledgerAccounts.sandboxFunding();
}

/**
 * Cash out of a sub-account: settled cash first, then unsettled SELL proceeds, unless the partner's
 * settlement hold limits withdrawals to settled cash (400 UNSETTLED_FUNDS beyond it). The unsettled
 * part is advanced (`settlementAdvance`) rather than taken from the pending proceeds, which stay whole
 * for their settlement to repay the advance.
 */
export function withdrawFromSubAccount(step: Step, p: { subAccountId: string; amountMinor: number }): MoneyMovement {
  const scope = partnerScope(step);
  const account = movableSubAccount(step, scope, p.subAccountId);
  const before = stepWallet(step, scope, account.id);
  if (p.amountMinor > before.cashMinor) throw new ServiceError('INSUFFICIENT_FUNDS', 'the sub-account cash balance is too low for this withdrawal');
  const partner = step.stores.partners.byId(scope.partnerId);
  const hold = partner !== undefined && settlementHoldOn(step.stores, partner, scope.env);
  if (hold && p.amountMinor > before.settledMinor) {
    throw new ServiceError('UNSETTLED_FUNDS', 'the withdrawal exceeds settled funds; unsettled SELL proceeds are held until settlement', {
      extra: { withdrawableUsd: usdFromMinor(before.settledMinor) },
    });
  }
  const { env, partnerId } = scope;
  const destination = withdrawalDestination(env);
  const fromSettled = Math.min(p.amountMinor, before.settledMinor);
  const fromUnsettled = p.amountMinor - fromSettled;
  if (fromSettled > 0)
    step.transfer({
      debit: ledgerAccounts.cashSettled(env, partnerId, account.id),
      credit: destination,
      amountMinor: fromSettled,
      kind: 'sub_account_withdrawal',
      ref: account.id,
    });
  if (fromUnsettled > 0)
    step.transfer({
      debit: ledgerAccounts.settlementAdvance(env, partnerId, account.id),
      credit: destination,
      amountMinor: fromUnsettled,
      kind: 'sub_account_withdrawal',
      ref: account.id,
    });
  const tx = recordWalletTransaction(step, scope, account.id, {
    type: 'WITHDRAWAL',
    amountMinor: -p.amountMinor,
    details: { destination: env === 'production' ? 'bank' : 'sandboxFunding' },
  });
  step.emit(scope, 'withdraw.confirmed', {
    subAccountId: account.id,
    amount: usdFromMinor(p.amountMinor),
    currency: 'USD',
    newBalance: usdFromMinor(tx.balanceAfterMinor),
  });
  return movementAfter(step, scope, account, tx.id, p.amountMinor, { fx: null, local: null, note: null, virtual: false });
}
