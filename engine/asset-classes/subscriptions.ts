/**
 * Subscribe and redeem: a sub-account buys units of a bond or fund with settled USD, or
 * sells units back, at once. Each is one journaled command whose money moves as two balanced ledger
 * transfers (USD between the wallet and the issuers' cash, units between the issuer and the holding)
 * and one wallet transaction, and emits `subscription.confirmed` / `redemption.confirmed`.
 * Checks, in order: the instrument exists (404), the owner may trade (frozen 403, closed 409, no KYC
 * in production 403 KYC_REQUIRED), the instrument takes subscriptions (422), the minimum (422), cash
 * (400 INSUFFICIENT_FUNDS) or units held (422).
 */
import { recordWalletTransaction } from '../sub-accounts/wallets.ts';
import { partnerScope } from '../sub-accounts/sub-accounts.ts';
import { ServiceError } from '../errors.ts';
import { ledgerAccounts } from '../ledger.ts';
import { fromMinor, QUANTITY_SCALE, usdFromMinor } from '../money.ts';
import type { Step } from '../step.ts';
import { tradingOwner } from '../trading/owners.ts';
import type { CommitmentRecord } from '../../storage/commitments.ts';
import { commit, opportunityClosedBecause } from './commitments.ts';
import { centsForUnits, type SubscribableInstrument, subscribable, unitsForCents } from './instruments.ts';

export interface SubscribePayload {
  readonly subAccountId: string;
  readonly instrumentId: string;
  readonly amountMinor: number;
}

export interface RedeemPayload {
  readonly subAccountId: string;
  readonly instrumentId: string;
  readonly unitsMicro: number;
}

export interface UnitMovement {
  readonly transactionId: string;
  readonly subAccountId: string;
  readonly instrument: SubscribableInstrument;
  readonly amountMinor: number;
  readonly unitsMicro: number;
  readonly holdingMicro: number;
  readonly balanceAfterMinor: number;
  readonly atMs: number;
}

const rule = (reason: string, message: string, param: string): ServiceError => new ServiceError('BUSINESS_RULE', message, { extra: { reason, param } });

function instrumentOf(step: Step, id: string): SubscribableInstrument {
  const i = subscribable(id, step.atMs);
  if (!i) throw new ServiceError('NOT_FOUND', `no bond, fund or opportunity ${id}`);
  return i;
}

function movement(step: Step, base: Omit<UnitMovement, 'holdingMicro' | 'atMs'>, env: 'sandbox' | 'production', partnerId: string): UnitMovement {
  const holdingMicro = step.ledger.balance(ledgerAccounts.unitHolding(env, partnerId, base.subAccountId, base.instrument.id));
  return { ...base, holdingMicro, atMs: step.atMs };
}

/** A bond or fund subscription moves units at once; an opportunity's is a commitment, decided at its close. */
export type SubscribeResult =
  | { readonly kind: 'movement'; readonly movement: UnitMovement }
  | { readonly kind: 'commitment'; readonly commitment: CommitmentRecord };

export function subscribe(step: Step, p: SubscribePayload): SubscribeResult {
  const scope = partnerScope(step);
  const { env, partnerId } = scope;
  const instrument = instrumentOf(step, p.instrumentId);
  const owner = tradingOwner(step, scope, p.subAccountId, 'trade');
  const closedBecause = instrument.assetClass === 'OPPORTUNITY' ? opportunityClosedBecause(step, env, instrument.id) : instrument.closedBecause;
  if (closedBecause) throw rule(instrument.assetClass === 'FUND' ? 'FUND_NOT_OPEN' : 'NOT_OPEN', closedBecause, 'instrumentId');
  if (p.amountMinor < instrument.minimumCents) {
    throw rule('BELOW_MINIMUM', `the minimum subscription to ${instrument.id} is USD ${usdFromMinor(instrument.minimumCents)}`, 'amount');
  }
  const cash = ledgerAccounts.cashSettled(env, partnerId, owner.ownerId);
  if (p.amountMinor > step.ledger.balance(cash)) throw new ServiceError('INSUFFICIENT_FUNDS', 'the sub-account settled cash is too low for this subscription');
  if (instrument.assetClass === 'OPPORTUNITY') return { kind: 'commitment', commitment: commit(step, scope, owner.ownerId, instrument, p.amountMinor) };
  const unitsMicro = unitsForCents(instrument, p.amountMinor);
  step.transfer({ debit: cash, credit: ledgerAccounts.issuerCash(env), amountMinor: p.amountMinor, kind: 'unit_subscription', ref: instrument.id });
  step.transfer({
    debit: ledgerAccounts.issuerUnits(env, instrument.id),
    credit: ledgerAccounts.unitHolding(env, partnerId, owner.ownerId, instrument.id),
    amountMinor: unitsMicro,
    kind: 'unit_subscription',
    ref: instrument.id,
  });
  const tx = recordWalletTransaction(step, scope, owner.ownerId, {
    type: 'SUBSCRIPTION',
    amountMinor: -p.amountMinor,
    details: { instrumentId: instrument.id, assetClass: instrument.assetClass, unitsMicro },
  });
  const m = movement(
    step,
    { transactionId: tx.id, subAccountId: owner.ownerId, instrument, amountMinor: p.amountMinor, unitsMicro, balanceAfterMinor: tx.balanceAfterMinor },
    env,
    partnerId,
  );
  step.emit(scope, 'subscription.confirmed', eventData(m));
  return { kind: 'movement', movement: m };
}

export function redeem(step: Step, p: RedeemPayload): UnitMovement {
  const scope = partnerScope(step);
  const { env, partnerId } = scope;
  const instrument = instrumentOf(step, p.instrumentId);
  const owner = tradingOwner(step, scope, p.subAccountId, 'trade');
  if (instrument.assetClass === 'OPPORTUNITY')
    throw rule('NOT_REDEEMABLE', `${instrument.id} is a private opportunity: its units are not redeemable`, 'instrumentId');
  const holding = ledgerAccounts.unitHolding(env, partnerId, owner.ownerId, instrument.id);
  const held = step.ledger.balance(holding);
  if (p.unitsMicro > held) {
    throw rule('UNITS_EXCEED_HOLDINGS', `the sub-account holds ${fromMinor(held, QUANTITY_SCALE)} units of ${instrument.id}`, 'units');
  }
  const amountMinor = centsForUnits(instrument, p.unitsMicro);
  step.transfer({
    debit: holding,
    credit: ledgerAccounts.issuerUnits(env, instrument.id),
    amountMinor: p.unitsMicro,
    kind: 'unit_redemption',
    ref: instrument.id,
  });
  if (amountMinor > 0)
    step.transfer({
      debit: ledgerAccounts.issuerCash(env),
      credit: ledgerAccounts.cashSettled(env, partnerId, owner.ownerId),
      amountMinor,
      kind: 'unit_redemption',
      ref: instrument.id,
    });
  const tx = recordWalletTransaction(step, scope, owner.ownerId, {
    type: 'REDEMPTION',
    amountMinor,
    details: { instrumentId: instrument.id, assetClass: instrument.assetClass, unitsMicro: -p.unitsMicro },
  });
  const m = movement(
    step,
    { transactionId: tx.id, subAccountId: owner.ownerId, instrument, amountMinor, unitsMicro: p.unitsMicro, balanceAfterMinor: tx.balanceAfterMinor },
    env,
    partnerId,
  );
  step.emit(scope, 'redemption.confirmed', eventData(m));
  return m;
}

function eventData(m: UnitMovement): Record<string, unknown> {
  return {
    transactionId: m.transactionId,
    subAccountId: m.subAccountId,
    instrumentId: m.instrument.id,
    assetClass: m.instrument.assetClass,
    amount: usdFromMinor(m.amountMinor),
    currency: 'USD',
    units: fromMinor(m.unitsMicro, QUANTITY_SCALE),
    unitsHeld: fromMinor(m.holdingMicro, QUANTITY_SCALE),
    newBalance: usdFromMinor(m.balanceAfterMinor),
  };
}

/** The body subscribe and redeem answer: the movement as the event reports it, with its time. */
export function unitMovementView(m: UnitMovement): Record<string, unknown> {
  return { ...eventData(m), status: 'CONFIRMED', createdAt: new Date(m.atMs).toISOString() };
}
