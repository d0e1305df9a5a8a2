/**
 * Commitments to private opportunities. Subscribing to an OPEN opportunity spawns a
 * `commitment` actor (machines/commitment): its USD moves from the sub-account's settled cash to a
 * commitment escrow account. A platform timer per opportunity fires at the end of its close date and
 * decides, in each environment: amount raised (the catalogue's seeded raise plus the commitments) at
 * or above the raise target allocates every pending commitment (units issued at 1 USD each, escrow
 * paid to the issuer); otherwise every commitment is refunded to its wallet. The effects the machine
 * names are carried out here: ledger transfers, wallet transactions, `commitment.*` events.
 */
import { opportunities, type OpportunityRecord } from '../../storage/catalog/asset-classes.ts';
import type { CommitmentRecord, OpportunityClose } from '../../storage/commitments.ts';
import type { Stores } from '../../storage/stores.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import type { Env } from '../../storage/types.ts';
import { type CommitmentEffect, type CommitmentInput, publicStatus } from '../../machines/commitment/machine.ts';
import type { ActorOwner } from '../actors.ts';
import type { commitmentMachine } from '../../machines/commitment/machine.ts';
import type { MachineView } from '../feature.ts';
import { recordWalletTransaction } from '../sub-accounts/wallets.ts';
import type { PartnerScope } from '../sub-accounts/sub-accounts.ts';
import { type AccountSpec, ledgerAccounts } from '../ledger.ts';
import { fromMinor, QUANTITY_SCALE, usdFromMinor } from '../money.ts';
import type { Step } from '../step.ts';
import { type SubscribableInstrument, subscribable, unitsForCents } from './instruments.ts';

export const COMMITMENT_KIND = 'commitment';

/** The platform timer of an opportunity's close: one per opportunity, deciding both environments. */
export const CLOSE_TIMER_KIND = 'opportunity.close';

const ENVIRONMENTS: readonly Env[] = ['production', 'sandbox'];
const DAY_MS = 86_400_000;

/** Commitments are taken through the close date: the decision falls at 00:00 UTC the day after. */
export const closesAtMs = (o: OpportunityRecord): number => Date.parse(`${o.closeDate}T00:00:00.000Z`) + DAY_MS;

/** The sub-account's USD committed and not yet allocated or refunded (a partner account; it never goes negative). */
export function commitmentEscrow(env: Env, partnerId: string, owner: string): AccountSpec {
  return { id: `${env}/${partnerId}/commitment_escrow/${owner}/USD`, env, partnerId, kind: 'commitment_escrow', asset: 'USD', mayGoNegative: false };
}

const opportunityOf = (id: string): OpportunityRecord => opportunities.find((o) => o.id === id)!;

/** Why an opportunity takes no commitment now in `env` (null: it does): not OPEN in the catalogue, past its close date, or closed. */
export function opportunityClosedBecause(step: Step, env: Env, opportunityId: string): string | null {
  const o = opportunityOf(opportunityId);
  if (o.status !== 'OPEN') return `${o.id} is ${o.status}: it takes no more commitments`;
  if (step.atMs >= closesAtMs(o) || step.stores.commitments.closeOf(env, o.id)) return `${o.id} closed on ${o.closeDate}`;
  return null;
}

/** The subscribe command's opportunity branch (its owner, minimum and cash checks already passed). */
export function commit(step: Step, scope: PartnerScope, subAccountId: string, instrument: SubscribableInstrument, amountMinor: number): CommitmentRecord {
  const id = step.newId('cmt');
  const input: CommitmentInput = { commitmentId: id, subAccountId, opportunityId: instrument.id, amountMinor, createdAtMs: step.atMs };
  step.spawn(COMMITMENT_KIND, id, scope, input);
  carryOut(step, id);
  return step.stores.commitments.get(id)!;
}

/** The read model of a commitment actor (declared with its machine in the feature descriptor). */
export function projectCommitment(step: Step, view: MachineView<typeof commitmentMachine>): void {
  const c = view.snapshot.context;
  step.stores.commitments.project({
    id: c.commitmentId,
    env: view.record.env,
    partnerId: view.record.partnerId!,
    subAccountId: c.subAccountId,
    opportunityId: c.opportunityId,
    amountMinor: c.amountMinor,
    unitsMicro: c.unitsMicro,
    status: publicStatus(view.snapshot),
    createdAtMs: c.createdAtMs,
    decidedAtMs: c.decidedAtMs,
  });
}

/** The close date's timer: each environment's raise decides every pending commitment there. */
export function closeOpportunity(step: Step, timer: TimerRecord): OpportunityClose[] {
  const o = opportunityOf(timer.actorId);
  // The unit price (1 USD a unit: exact millionths for any amount of cents).
  const instrument = subscribable(o.id, step.atMs)!;
  const closes: OpportunityClose[] = [];
  for (const env of ENVIRONMENTS) {
    if (step.stores.commitments.closeOf(env, o.id)) continue;
    const pending = step.stores.commitments.pending(env, o.id);
    const amountRaisedMinor = o.amountRaisedCents + step.stores.commitments.committedMinor(env, o.id);
    const status = amountRaisedMinor >= o.raiseTargetCents ? 'ALLOCATED' : 'REFUNDED';
    for (const c of pending) {
      if (status === 'ALLOCATED') step.send(COMMITMENT_KIND, c.id, { type: 'opportunity.allocate', unitsMicro: unitsForCents(instrument, c.amountMinor) });
      else step.send(COMMITMENT_KIND, c.id, { type: 'opportunity.refund' });
      carryOut(step, c.id);
    }
    const close: OpportunityClose = { env, opportunityId: o.id, status, amountRaisedMinor, commitments: pending.length, closedAtMs: step.atMs };
    step.stores.commitments.recordClose(close);
    closes.push(close);
  }
  return closes;
}

/** Start-up: every OPEN opportunity not yet closed has its close timer (armed once, kept across restarts). */
export function armOpportunityCloses(step: Step): number {
  let armed = 0;
  for (const o of opportunities) {
    const id = `${CLOSE_TIMER_KIND}:${o.id}`;
    if (o.status !== 'OPEN' || step.stores.timers.get(id) || ENVIRONMENTS.every((env) => step.stores.commitments.closeOf(env, o.id))) continue;
    step.stores.timers.put({ id, dueAtMs: closesAtMs(o), actorKind: CLOSE_TIMER_KIND, actorId: o.id, event: 'close' });
    step.timersChanged = true;
    armed++;
  }
  return armed;
}

/** The effects the commitment machine named in this step, in order. */
function carryOut(step: Step, id: string): void {
  for (const effect of step.takeEffects(COMMITMENT_KIND, id)) {
    const c = step.stores.commitments.get(id)!;
    const owner = effect.owner as ActorOwner & { partnerId: string };
    const name = effect.params.name as CommitmentEffect;
    if (name === 'escrow') escrow(step, owner, c);
    else if (name === 'allocate') allocate(step, owner, c);
    else refund(step, owner, c);
  }
}

function escrow(step: Step, scope: PartnerScope, c: CommitmentRecord): void {
  step.transfer({
    debit: ledgerAccounts.cashSettled(scope.env, scope.partnerId, c.subAccountId),
    credit: commitmentEscrow(scope.env, scope.partnerId, c.subAccountId),
    amountMinor: c.amountMinor,
    kind: 'commitment',
    ref: c.id,
  });
  recordWalletTransaction(step, scope, c.subAccountId, {
    type: 'COMMITMENT',
    amountMinor: -c.amountMinor,
    details: { commitmentId: c.id, instrumentId: c.opportunityId, assetClass: 'OPPORTUNITY' },
  });
}

function allocate(step: Step, scope: PartnerScope, c: CommitmentRecord): void {
  const unitsMicro = c.unitsMicro!;
  step.transfer({
    debit: commitmentEscrow(scope.env, scope.partnerId, c.subAccountId),
    credit: ledgerAccounts.issuerCash(scope.env),
    amountMinor: c.amountMinor,
    kind: 'commitment_allocation',
    ref: c.id,
  });
  step.transfer({
    debit: ledgerAccounts.issuerUnits(scope.env, c.opportunityId),
    credit: ledgerAccounts.unitHolding(scope.env, scope.partnerId, c.subAccountId, c.opportunityId),
    amountMinor: unitsMicro,
    kind: 'commitment_allocation',
    ref: c.id,
  });
  // No cash moves now (it left the wallet at commitment): the transaction carries the units and their cost basis.
  const tx = recordWalletTransaction(step, scope, c.subAccountId, {
    type: 'COMMITMENT_ALLOCATED',
    amountMinor: 0,
    details: { commitmentId: c.id, instrumentId: c.opportunityId, assetClass: 'OPPORTUNITY', unitsMicro, costMinor: c.amountMinor },
  });
  step.emit(scope, 'commitment.allocated', { ...commitmentEventData(c), transactionId: tx.id, newBalance: usdFromMinor(tx.balanceAfterMinor) });
}

function refund(step: Step, scope: PartnerScope, c: CommitmentRecord): void {
  step.transfer({
    debit: commitmentEscrow(scope.env, scope.partnerId, c.subAccountId),
    credit: ledgerAccounts.cashSettled(scope.env, scope.partnerId, c.subAccountId),
    amountMinor: c.amountMinor,
    kind: 'commitment_refund',
    ref: c.id,
  });
  const tx = recordWalletTransaction(step, scope, c.subAccountId, {
    type: 'COMMITMENT_REFUND',
    amountMinor: c.amountMinor,
    details: { commitmentId: c.id, instrumentId: c.opportunityId, assetClass: 'OPPORTUNITY' },
  });
  step.emit(scope, 'commitment.refunded', { ...commitmentEventData(c), transactionId: tx.id, newBalance: usdFromMinor(tx.balanceAfterMinor) });
}

function commitmentEventData(c: CommitmentRecord): Record<string, unknown> {
  return {
    commitmentId: c.id,
    subAccountId: c.subAccountId,
    opportunityId: c.opportunityId,
    amount: usdFromMinor(c.amountMinor),
    currency: 'USD',
    units: c.unitsMicro === null ? 0 : fromMinor(c.unitsMicro, QUANTITY_SCALE),
    status: c.status,
  };
}

/** The body of a commitment (subscribe's 201 and the list). */
export function commitmentView(c: CommitmentRecord): Record<string, unknown> {
  return {
    commitmentId: c.id,
    subAccountId: c.subAccountId,
    opportunityId: c.opportunityId,
    assetClass: 'OPPORTUNITY',
    amount: usdFromMinor(c.amountMinor),
    currency: 'USD',
    units: c.unitsMicro === null ? null : fromMinor(c.unitsMicro, QUANTITY_SCALE),
    status: c.status,
    closeDate: opportunityOf(c.opportunityId).closeDate,
    createdAt: new Date(c.createdAtMs).toISOString(),
    decidedAt: c.decidedAtMs === null ? null : new Date(c.decidedAtMs).toISOString(),
  };
}

/** An opportunity as one environment sees it: status after its close, amount raised with that environment's commitments. */
export function opportunityFigures(stores: Stores, env: Env, o: OpportunityRecord): { status: OpportunityRecord['status']; amountRaisedCents: number } {
  const close = stores.commitments.closeOf(env, o.id);
  if (close) return { status: close.status, amountRaisedCents: close.amountRaisedMinor };
  return { status: o.status, amountRaisedCents: o.amountRaisedCents + stores.commitments.committedMinor(env, o.id) };
}
