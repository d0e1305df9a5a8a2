/**
 * The double-entry ledger service. Every movement is one transfer: the same exact amount leaves one
 * account and enters another, so the sum over all accounts of an asset is always zero. Wallets may not
 * go negative; system accounts (funding, clearing) may.
 */
import type { LedgerStore } from '../storage/ledger.ts';
import type { Env } from '../storage/types.ts';
import { ServiceError } from './errors.ts';

export interface AccountSpec {
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string | null;
  readonly kind: string;
  readonly asset: string;
  readonly mayGoNegative: boolean;
}

export const ledgerAccounts = {
  masterWallet(env: Env, partnerId: string): AccountSpec {
    return { id: `${env}/${partnerId}/master_wallet/USD`, env, partnerId, kind: 'master_wallet', asset: 'USD', mayGoNegative: false };
  },
  /** Virtual USD of the sandbox: the source of seeded balances and test deposits. */
  sandboxFunding(): AccountSpec {
    return { id: 'sandbox/system/sandbox_funding/USD', env: 'sandbox', partnerId: null, kind: 'sandbox_funding', asset: 'USD', mayGoNegative: true };
  },
  /** Real money entering or leaving the platform through the partner's bank (top-ups, payouts). */
  bankClearing(env: Env): AccountSpec {
    return { id: `${env}/system/bank_clearing/USD`, env, partnerId: null, kind: 'bank_clearing', asset: 'USD', mayGoNegative: true };
  },
} as const;

/** Account roles machines may name in a transfer; the engine resolves them for the actor's owner. */
export type AccountRole = 'masterWallet' | 'sandboxFunding' | 'bankClearing';

export function accountForRole(role: AccountRole, owner: { env: Env; partnerId: string | null }): AccountSpec {
  switch (role) {
    case 'masterWallet':
      if (!owner.partnerId) throw new Error('a master wallet belongs to a partner');
      return ledgerAccounts.masterWallet(owner.env, owner.partnerId);
    case 'sandboxFunding':
      return ledgerAccounts.sandboxFunding();
    case 'bankClearing':
      return ledgerAccounts.bankClearing(owner.env);
  }
}

export interface TransferRequest {
  readonly debit: AccountSpec;
  readonly credit: AccountSpec;
  readonly amountMinor: number;
  readonly kind: string;
  readonly ref?: string | null;
}

export class Ledger {
  /**
   * Balances of the accounts this step has read or moved, by id; an id is here only once its row is
   * known to exist. Every ledger write of a step goes through this object, so the figures stay exact
   * for the step's life, and a row found here needs no INSERT OR IGNORE before it is moved.
   */
  private readonly known = new Map<string, number>();

  constructor(
    private readonly store: LedgerStore,
    private readonly journalSeq: number,
    private readonly atMs: number,
  ) {}

  balance(account: AccountSpec): number {
    const known = this.known.get(account.id);
    if (known !== undefined) return known;
    const row = this.store.account(account.id);
    if (!row) return 0;
    this.known.set(account.id, row.balance);
    return row.balance;
  }

  transfer(t: TransferRequest): void {
    if (!Number.isSafeInteger(t.amountMinor) || t.amountMinor <= 0) {
      throw new ServiceError('VALIDATION_ERROR', 'a transfer moves a positive whole number of minor units');
    }
    if (t.debit.asset !== t.credit.asset) throw new Error(`transfer across assets ${t.debit.asset} -> ${t.credit.asset}`);
    if (t.debit.id === t.credit.id) throw new Error(`transfer from ${t.debit.id} to itself`);
    // Refusals come before any write, so a refused transfer leaves no trace even outside a savepoint.
    const debitBalance = this.balance(t.debit);
    if (!t.debit.mayGoNegative && debitBalance < t.amountMinor) {
      throw new ServiceError('INSUFFICIENT_FUNDS', 'the wallet balance is too low for this movement');
    }
    // Balances are exact integers: a movement that would leave either side outside the range a double
    // holds exactly is refused rather than silently rounded.
    const creditBalance = this.balance(t.credit);
    if (!Number.isSafeInteger(debitBalance - t.amountMinor) || !Number.isSafeInteger(creditBalance + t.amountMinor)) {
      throw new ServiceError('VALIDATION_ERROR', 'the movement would take a balance beyond the exactly representable range');
    }
    if (!this.known.has(t.debit.id)) this.store.ensureAccount(t.debit);
    if (!this.known.has(t.credit.id)) this.store.ensureAccount(t.credit);
    this.store.applyTransfer({
      journalSeq: this.journalSeq,
      atMs: this.atMs,
      debitAccount: t.debit.id,
      creditAccount: t.credit.id,
      asset: t.debit.asset,
      amount: t.amountMinor,
      kind: t.kind,
      ref: t.ref ?? null,
    });
    this.known.set(t.debit.id, debitBalance - t.amountMinor);
    this.known.set(t.credit.id, creditBalance + t.amountMinor);
  }

  /** Moves whatever `account` holds back to `counterparty` (used by sandbox reset and closures). */
  drainTo(account: AccountSpec, counterparty: AccountSpec, kind: string): number {
    const balance = this.balance(account);
    if (balance > 0) this.transfer({ debit: account, credit: counterparty, amountMinor: balance, kind });
    if (balance < 0) this.transfer({ debit: counterparty, credit: account, amountMinor: -balance, kind });
    return balance;
  }
}
