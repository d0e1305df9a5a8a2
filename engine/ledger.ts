/**
 * The double-entry ledger service. Every movement is one transfer: the same exact amount leaves one
 * account and enters another, so the sum over all accounts of an asset is always zero. Wallets may not
 * go negative; system accounts (funding, clearing) may.
 */
import type { LedgerStore } from '../storage/ledger.ts';
import type { Env } from '../storage/types.ts';
import { ServiceError } from './errors.ts';
import { assertInvariant } from './invariants.ts';

export interface AccountSpec {
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string | null;
  readonly kind: string;
  readonly asset: string;
  readonly mayGoNegative: boolean;
}

/** The ledger asset of a share position: units in millionths of a share (`quantityMicro`). */
export const shareAsset = (symbol: string): string => `SHARE:${symbol}`;

/** The ledger asset of units of a bond, fund or opportunity: millionths of a unit. */
export const unitsAsset = (instrumentId: string): string => `UNITS:${instrumentId}`;

/** Who owns a trading account: the partner's own (master) account or one of its sub-accounts. */
export const MASTER_OWNER = 'master';

type Scope = { readonly env: Env; readonly partnerId: string };

function partnerAccount(s: Scope, kind: string, owner: string | null, asset: string): AccountSpec {
  const path = owner === null ? `${s.env}/${s.partnerId}/${kind}` : `${s.env}/${s.partnerId}/${kind}/${owner}`;
  return { id: `${path}/${asset}`, env: s.env, partnerId: s.partnerId, kind, asset, mayGoNegative: false };
}

/**
 * A partner account that may go negative: a receivable, whose negative balance is what its owner owes
 * (see `settlementAdvance`).
 */
function partnerReceivable(s: Scope, kind: string, owner: string, asset: string): AccountSpec {
  return { ...partnerAccount(s, kind, owner, asset), mayGoNegative: true };
}

function systemAccount(env: Env, kind: string, asset: string): AccountSpec {
  return { id: `${env}/system/${kind}/${asset}`, env, partnerId: null, kind, asset, mayGoNegative: true };
}

/**
 * Every account of docs/trading-design.md, named `${env}/${partnerId}/${kind}/${owner?}/${asset}`.
 * Partner accounts may not go negative; system accounts (funding, clearing, venue, fees) may.
 */
export const ledgerAccounts = {
  masterWallet(env: Env, partnerId: string): AccountSpec {
    return partnerAccount({ env, partnerId }, 'master_wallet', null, 'USD');
  },
  /** Virtual USD of the sandbox: the source of seeded balances and test deposits. */
  sandboxFunding(): AccountSpec {
    return systemAccount('sandbox', 'sandbox_funding', 'USD');
  },
  /** Real money entering or leaving the platform through the partner's bank (top-ups, payouts). */
  bankClearing(env: Env): AccountSpec {
    return systemAccount(env, 'bank_clearing', 'USD');
  },
  /** Spendable, withdrawable cash. The master account's settled cash is its master wallet. */
  cashSettled(env: Env, partnerId: string, owner: string): AccountSpec {
    if (owner === MASTER_OWNER) return ledgerAccounts.masterWallet(env, partnerId);
    return partnerAccount({ env, partnerId }, 'cash_settled', owner, 'USD');
  },
  /** SELL proceeds until settlement. */
  cashUnsettled(env: Env, partnerId: string, owner: string): AccountSpec {
    return partnerAccount({ env, partnerId }, 'cash_unsettled', owner, 'USD');
  },
  /**
   * Unsettled SELL proceeds the owner spent before they settled (a BUY paid beyond settled cash, or,
   * without the settlement hold, a withdrawal): the partner fronted them, so this receivable goes
   * negative by what the owner owes, and the SELL's settlement repays it first. `cashUnsettled` itself
   * is only ever moved by its own orders, so a settlement always finds its proceeds there
   * (docs/trading-design.md, "Spending unsettled proceeds").
   */
  settlementAdvance(env: Env, partnerId: string, owner: string): AccountSpec {
    return partnerReceivable({ env, partnerId }, 'settlement_advance', owner, 'USD');
  },
  /** Reservations of the owner's open BUY orders. */
  escrow(env: Env, partnerId: string, owner: string): AccountSpec {
    return partnerAccount({ env, partnerId }, 'escrow', owner, 'USD');
  },
  holding(env: Env, partnerId: string, owner: string, symbol: string): AccountSpec {
    return partnerAccount({ env, partnerId }, 'holding', owner, shareAsset(symbol));
  },
  /** Units reserved by the owner's open SELL orders. */
  unitsReserved(env: Env, partnerId: string, owner: string, symbol: string): AccountSpec {
    return partnerAccount({ env, partnerId }, 'units_reserved', owner, shareAsset(symbol));
  },
  /** The partner's markup fees: its own money, so it may not go negative. */
  markupRevenue(env: Env, partnerId: string): AccountSpec {
    return partnerAccount({ env, partnerId }, 'markup_revenue', null, 'USD');
  },
  /** The base broker fee (0.75% of gross) of every trade in the environment. */
  feeRevenue(env: Env): AccountSpec {
    return systemAccount(env, 'fee_revenue', 'USD');
  },
  /** The execution venue's cash side: the counterparty of every fill. */
  venueCash(env: Env): AccountSpec {
    return systemAccount(env, 'venue_cash', 'USD');
  },
  venueShares(env: Env, symbol: string): AccountSpec {
    return systemAccount(env, 'venue_shares', shareAsset(symbol));
  },
  /**
   * Virtual USD of test deposits on the production base (the `testToolsOnProduction` compatibility
   * route): it lands in a sub-account's `virtualCash`, which nothing can spend or withdraw, so a test
   * tool can never create real money.
   */
  virtualFunding(env: Env): AccountSpec {
    return systemAccount(env, 'virtual_funding', 'USD');
  },
  virtualCash(env: Env, partnerId: string, owner: string): AccountSpec {
    return partnerAccount({ env, partnerId }, 'virtual_cash', owner, 'USD');
  },
  /** Units of a bond, fund or opportunity a sub-account holds. */
  unitHolding(env: Env, partnerId: string, owner: string, instrumentId: string): AccountSpec {
    return partnerAccount({ env, partnerId }, 'unit_holding', owner, unitsAsset(instrumentId));
  },
  /** The issuer's side of the units: negative by the units outstanding with our sub-accounts. */
  issuerUnits(env: Env, instrumentId: string): AccountSpec {
    return systemAccount(env, 'issuer_units', unitsAsset(instrumentId));
  },
  /** The issuers' and funds' cash side: subscriptions pay into it, redemptions and payments leave it. */
  issuerCash(env: Env): AccountSpec {
    return systemAccount(env, 'issuer_cash', 'USD');
  },
} as const;

/** Account roles machines may name in a transfer; the engine resolves them for the actor's owner. */
export type AccountRole =
  | 'masterWallet'
  | 'sandboxFunding'
  | 'bankClearing'
  | 'cashSettled'
  | 'cashUnsettled'
  | 'settlementAdvance'
  | 'escrow'
  | 'holding'
  | 'unitsReserved'
  | 'feeRevenue'
  | 'markupRevenue'
  | 'venueCash'
  | 'venueShares';

/**
 * An account as a machine names it: a bare role (partner-level and system accounts), or a role with
 * the trading owner (`master` or a sub-account id) and, for share accounts, the symbol.
 */
export type AccountRef = AccountRole | { readonly role: AccountRole; readonly owner?: string; readonly symbol?: string };

const need = (value: string | undefined, what: string, role: AccountRole): string => {
  if (value === undefined || value === '') throw new Error(`account role ${role} needs ${what}`);
  return value;
};

export function accountForRole(ref: AccountRef, actorOwner: { env: Env; partnerId: string | null }): AccountSpec {
  const { role, owner, symbol } = typeof ref === 'string' ? { role: ref, owner: undefined, symbol: undefined } : ref;
  const { env } = actorOwner;
  switch (role) {
    case 'sandboxFunding':
      return ledgerAccounts.sandboxFunding();
    case 'bankClearing':
      return ledgerAccounts.bankClearing(env);
    case 'feeRevenue':
      return ledgerAccounts.feeRevenue(env);
    case 'venueCash':
      return ledgerAccounts.venueCash(env);
    case 'venueShares':
      return ledgerAccounts.venueShares(env, need(symbol, 'a symbol', role));
    default:
      break;
  }
  if (!actorOwner.partnerId) throw new Error(`account role ${role} belongs to a partner`);
  const partnerId = actorOwner.partnerId;
  switch (role) {
    case 'masterWallet':
      return ledgerAccounts.masterWallet(env, partnerId);
    case 'markupRevenue':
      return ledgerAccounts.markupRevenue(env, partnerId);
    case 'cashSettled':
      return ledgerAccounts.cashSettled(env, partnerId, need(owner, 'an owner', role));
    case 'cashUnsettled':
      return ledgerAccounts.cashUnsettled(env, partnerId, need(owner, 'an owner', role));
    case 'settlementAdvance':
      return ledgerAccounts.settlementAdvance(env, partnerId, need(owner, 'an owner', role));
    case 'escrow':
      return ledgerAccounts.escrow(env, partnerId, need(owner, 'an owner', role));
    case 'holding':
      return ledgerAccounts.holding(env, partnerId, need(owner, 'an owner', role), need(symbol, 'a symbol', role));
    case 'unitsReserved':
      return ledgerAccounts.unitsReserved(env, partnerId, need(owner, 'an owner', role), need(symbol, 'a symbol', role));
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
  private readonly store: LedgerStore;
  private readonly journalSeq: number;
  private readonly atMs: number;
  constructor(store: LedgerStore, journalSeq: number, atMs: number) {
    this.store = store;
    this.journalSeq = journalSeq;
    this.atMs = atMs;
  }

  balance(account: AccountSpec): number {
    return this.store.balance(account.id) ?? 0;
  }

  transfer(t: TransferRequest): void {
    if (!Number.isSafeInteger(t.amountMinor) || t.amountMinor <= 0) {
      throw new ServiceError('VALIDATION_ERROR', 'a transfer moves a positive whole number of minor units');
    }
    // A transfer balances within one asset: what leaves the debit account is what enters the credit account.
    assertInvariant(t.debit.asset === t.credit.asset, `transfer across assets ${t.debit.asset} -> ${t.credit.asset}`);
    assertInvariant(t.debit.id !== t.credit.id, `transfer from ${t.debit.id} to itself`);
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
    this.store.ensureAccount(t.debit);
    this.store.ensureAccount(t.credit);
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
  }

  /** Moves whatever `account` holds back to `counterparty` (used by sandbox reset and closures). */
  drainTo(account: AccountSpec, counterparty: AccountSpec, kind: string): number {
    const balance = this.balance(account);
    if (balance > 0) this.transfer({ debit: account, credit: counterparty, amountMinor: balance, kind });
    if (balance < 0) this.transfer({ debit: counterparty, credit: account, amountMinor: -balance, kind });
    return balance;
  }
}
