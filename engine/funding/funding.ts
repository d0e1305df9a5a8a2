/** Master-wallet funding: top-ups (sandbox auto-approves, production waits for the operator) and payouts. */
import type { TopupRecord } from '../../storage/funding.ts';
import type { Env } from '../../storage/types.ts';
import { floatLowAnnouncedKey, floatLowThresholdMinor, rearmFloatLow } from '../account/settings.ts';
import type { topupMachine } from '../../machines/topup/machine.ts';
import type { MachineView } from '../feature.ts';
import type { CommandHandler } from '../engine.ts';
import { ServiceError } from '../errors.ts';
import { ledgerAccounts } from '../ledger.ts';
import { usdFromMinor } from '../money.ts';
import type { Step } from '../step.ts';

export interface TopupPayload {
  readonly amountMinor: number;
  readonly currency: 'USD';
  readonly reference: string | null;
}

function partnerScope(step: Step): { env: Env; partnerId: string } {
  const { env, partnerId } = step.id;
  if (!env || !partnerId) throw new Error('a funding command belongs to a partner environment');
  return { env, partnerId };
}

/** The top-up's projection (declared with its machine in the feature descriptor): its `topups` row from the snapshot. */
export function projectTopup(step: Step, view: MachineView<typeof topupMachine>): void {
  // A new top-up is created now; an existing one keeps its creation time (the upsert never changes it).
  step.stores.funding.upsertTopup(topupOf(view, step.atMs));
}

/** The top-up's read-model row from its actor; `createdAtMs` is the step's time for one this step created. */
function topupOf(view: MachineView<typeof topupMachine>, createdAtMs: number): TopupRecord {
  const c = view.snapshot.context;
  return {
    id: view.record.id,
    env: view.record.env,
    partnerId: view.record.partnerId!,
    amountMinor: c.amountMinor,
    currency: c.currency,
    status: view.record.state,
    reference: c.reference,
    createdAtMs,
    confirmedAtMs: c.confirmedAtMs,
  };
}

/** The top-up as the read model holds it (the step has projected it). */
function topupRecord(step: Step, id: string): TopupRecord {
  const record = step.stores.funding.topup(id);
  if (!record) throw new ServiceError('NOT_FOUND', `top-up ${id} not found`);
  return record;
}

function announceCredit(step: Step, owner: { env: Env; partnerId: string }, amountMinor: number): void {
  const balance = step.ledger.balance(ledgerAccounts.masterWallet(owner.env, owner.partnerId));
  step.emit(owner, 'wallet.credited', { amount: usdFromMinor(amountMinor), newBalance: usdFromMinor(balance), currency: 'USD' });
}

export function createTopup(step: Step, p: TopupPayload): TopupRecord {
  const owner = partnerScope(step);
  const id = step.newId('top');
  const fundingSource = owner.env === 'sandbox' ? 'sandboxFunding' : 'bankClearing';
  const input = { topupId: id, amountMinor: p.amountMinor, currency: p.currency, fundingSource, reference: p.reference } as const;
  if (owner.env === 'sandbox') {
    // Created and approved by this one command: its read-model row is written once, confirmed.
    step.spawnThenSend('topup', id, owner, input, { type: 'api.autoApprove' });
    announceCredit(step, owner, p.amountMinor);
  } else {
    step.spawn('topup', id, owner, input);
  }
  // The row this step just projected, built from the actor rather than read back from SQLite.
  const view = step.read('topup', id);
  if (!view) throw new Error(`top-up ${id} was not staged`);
  return topupOf(view, step.atMs);
}

export function approveTopup(step: Step, p: { topupId: string }): TopupRecord {
  const view = step.read('topup', p.topupId);
  if (!view) throw new ServiceError('NOT_FOUND', `top-up ${p.topupId} not found`);
  const owner = { env: view.record.env, partnerId: view.record.partnerId! };
  const before = step.ledger.balance(ledgerAccounts.masterWallet(owner.env, owner.partnerId));
  step.send('topup', p.topupId, { type: 'operator.approve' });
  const record = topupRecord(step, p.topupId);
  announceCredit(step, owner, record.amountMinor);
  // An operator command has no partner scope, so the float watch of the command registry misses it.
  watchMasterWallet(step, owner, before);
  return record;
}

/**
 * `float.low`: the master wallet below the partner's float-low threshold (GET/PATCH /settings; USD
 * 1,000.00 unless the partner set another) after a movement out of it. Announced once per crossing:
 * the announced flag (engine/account/settings.ts) remembers it until the wallet is back at or above
 * the threshold, or the partner sets a new threshold.
 */
export function watchMasterWallet(step: Step, owner: { env: Env; partnerId: string }, beforeMinor: number): void {
  const after = step.ledger.balance(ledgerAccounts.masterWallet(owner.env, owner.partnerId));
  // Most commands never move the master wallet: they need no threshold read.
  if (after === beforeMinor) return;
  const thresholdMinor = floatLowThresholdMinor(step.stores, owner.env, owner.partnerId);
  if (after >= thresholdMinor) {
    // Back above: re-arm. Only an upward crossing writes, so ordinary movements cost no settings access.
    if (beforeMinor < thresholdMinor) rearmFloatLow(step, owner);
    return;
  }
  if (after >= beforeMinor) return;
  // Crossing down always announces; a wallet that was already below announces once (its first outflow).
  if (beforeMinor < thresholdMinor && step.stores.settings.get<boolean>(floatLowAnnouncedKey(owner)) === true) return;
  step.stores.settings.put(floatLowAnnouncedKey(owner), true);
  step.emit(owner, 'float.low', {
    balance: usdFromMinor(after),
    threshold: usdFromMinor(thresholdMinor),
    currency: 'USD',
    previousBalance: usdFromMinor(beforeMinor),
  });
}

/** Wraps a partner command so any master-wallet movement it makes is checked against the float threshold. */
export function withFloatWatch(handler: CommandHandler): CommandHandler {
  return (step: Step, payload: never) => {
    const { env, partnerId } = step.id;
    if (!env || !partnerId) return handler(step, payload);
    const before = step.ledger.balance(ledgerAccounts.masterWallet(env, partnerId));
    const result = handler(step, payload);
    watchMasterWallet(step, { env, partnerId }, before);
    return result;
  };
}

export interface PayoutPayload {
  readonly amountMinor: number;
  readonly currency: 'USD';
  readonly reference: string | null;
}

/** Moves money out of the master wallet to the partner's bank; production only. */
export function createPayout(step: Step, p: PayoutPayload): { id: string; amountMinor: number; balanceMinor: number } {
  const owner = partnerScope(step);
  if (owner.env === 'sandbox') throw new ServiceError('SANDBOX_UNSUPPORTED', 'payouts are not supported in the sandbox');
  const wallet = ledgerAccounts.masterWallet(owner.env, owner.partnerId);
  const id = step.newId('pay');
  step.transfer({ debit: wallet, credit: ledgerAccounts.bankClearing(owner.env), amountMinor: p.amountMinor, kind: 'payout', ref: id });
  step.stores.funding.insertPayout({
    id,
    ...owner,
    amountMinor: p.amountMinor,
    currency: p.currency,
    status: 'PROCESSED',
    reference: p.reference,
    createdAtMs: step.atMs,
  });
  return { id, amountMinor: p.amountMinor, balanceMinor: step.ledger.balance(wallet) };
}
