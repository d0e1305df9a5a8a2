/**
 * Sub-account commands: creation (POST /users, idempotent on externalId; auto-register, idempotent on
 * uid), KYC assertions, freeze and unfreeze, soft-close with the residual cash returned to the master
 * wallet, and the partner's device registrations. The subAccount actor holds the lifecycle; the
 * `sub_accounts` read model is its projection, written in the same step.
 */
import { publicStatus, isConsistentKyc, type KycAssertion, type SubAccountInput } from '../../machines/subAccount/machine.ts';
import type { Device, SubAccountRecord } from '../../storage/subaccounts.ts';
import type { Env } from '../../storage/types.ts';
import type { ActorView } from '../actors.ts';
import { ServiceError } from '../errors.ts';
import { ledgerAccounts } from '../ledger.ts';
import type { subAccountMachine } from '../../machines/subAccount/machine.ts';
import type { MachineView } from '../feature.ts';
import type { Step } from '../step.ts';
import { usdFromMinor } from '../money.ts';
import { openOrdersBlockClosing, unsettledTradesBlockClosing } from '../trading/open-orders.ts';
import { recordWalletTransaction, repayUncoveredAdvance, walletBalances } from './wallets.ts';
import { assertInvariant } from '../invariants.ts';

export const SUB_ACCOUNT_KIND = 'subAccount';

/** Push-notification registrations a sub-account may hold at once. */
export const MAX_DEVICES_PER_SUB_ACCOUNT = 20;

export interface PartnerScope {
  readonly env: Env;
  readonly partnerId: string;
}

export function partnerScope(step: Step): PartnerScope {
  const { env, partnerId } = step.id;
  if (!env || !partnerId) throw new Error('a sub-account command belongs to a partner environment');
  return { env, partnerId };
}

/** The actor, if it belongs to this partner environment: another partner's id is as unknown as a missing one. */
function ownedView(step: Step, scope: PartnerScope, subAccountId: string): ActorView {
  const view = step.read(SUB_ACCOUNT_KIND, subAccountId);
  if (!view || view.record.partnerId !== scope.partnerId || view.record.env !== scope.env) {
    throw new ServiceError('NOT_FOUND', `sub-account ${subAccountId} not found`);
  }
  return view;
}

function recordOf(view: MachineView<typeof subAccountMachine>): SubAccountRecord {
  const c = view.snapshot.context;
  return {
    id: c.subAccountId,
    env: view.record.env,
    partnerId: view.record.partnerId!,
    externalId: c.externalId,
    status: publicStatus(view.snapshot),
    email: c.email,
    name: c.name,
    country: c.country,
    metadata: c.metadata,
    kyc: c.kyc,
    frozenBy: c.frozenBy,
    createdAtMs: c.createdAtMs,
    closedAtMs: c.closedAtMs,
  };
}

/** The sub-account's projection (declared with its machine in the feature descriptor): its `sub_accounts` row from the snapshot. */
export function projectSubAccount(step: Step, view: MachineView<typeof subAccountMachine>): void {
  step.stores.subAccounts.upsert(recordOf(view), step.id.seq);
}

export function ownedSubAccount(step: Step, scope: PartnerScope, subAccountId: string): SubAccountRecord {
  return recordOf(ownedView(step, scope, subAccountId));
}

function openSubAccount(step: Step, scope: PartnerScope, subAccountId: string): SubAccountRecord {
  const account = ownedSubAccount(step, scope, subAccountId);
  if (account.status === 'closed') throw new ServiceError('CONFLICT', `sub-account ${subAccountId} is closed`);
  return account;
}

/** An account money may move in or out of: not closed (409) and not frozen (403). */
export function movableSubAccount(step: Step, scope: PartnerScope, subAccountId: string): SubAccountRecord {
  const account = openSubAccount(step, scope, subAccountId);
  if (account.status === 'frozen') throw new ServiceError('FORBIDDEN', `sub-account ${subAccountId} is frozen; unfreeze it before moving money`);
  return account;
}

export interface CreateSubAccountPayload {
  readonly externalId: string;
  readonly email: string | null;
  readonly name: string | null;
  readonly country: string | null;
  readonly metadata: Record<string, unknown> | null;
}

export interface Created {
  readonly account: SubAccountRecord;
  readonly created: boolean;
}

/** POST /users: a new sub-account, or the existing one with this externalId (nothing about it changes). */
export function createSubAccount(step: Step, p: CreateSubAccountPayload): Created {
  const scope = partnerScope(step);
  const existing = step.stores.subAccounts.byExternalId(scope.partnerId, scope.env, p.externalId);
  if (existing) return { account: existing, created: false };
  const id = step.newId('sub');
  const input: SubAccountInput = { subAccountId: id, ...p, createdAtMs: step.atMs };
  step.spawn(SUB_ACCOUNT_KIND, id, scope, input);
  return { account: ownedSubAccount(step, scope, id), created: true };
}

/**
 * POST /auto-register: the sub-account whose externalId is `uid` (created on first call), with a new
 * access token each call; only the newest token's hash is kept, so an earlier token stops working.
 */
export function autoRegister(
  step: Step,
  p: { uid: string; email: string | null; name: string | null; country: string | null; token: { hash: string } },
): Created {
  const scope = partnerScope(step);
  const existing = step.stores.subAccounts.byExternalId(scope.partnerId, scope.env, p.uid);
  if (existing?.status === 'closed') throw new ServiceError('CONFLICT', `the sub-account of uid ${p.uid} is closed`);
  const result = existing
    ? { account: existing, created: false }
    : createSubAccount(step, { externalId: p.uid, email: p.email, name: p.name, country: p.country, metadata: null });
  step.stores.subAccounts.setTokenHash(result.account.id, p.token.hash);
  return result;
}

export function assertKyc(step: Step, p: { subAccountId: string } & KycAssertion): SubAccountRecord {
  const scope = partnerScope(step);
  ownedView(step, scope, p.subAccountId);
  step.assertTakes(SUB_ACCOUNT_KIND, p.subAccountId, 'api.kyc');
  if (!isConsistentKyc(p)) {
    throw new ServiceError('VALIDATION_ERROR', 'status VERIFIED goes with level FULL, and REJECTED with level NONE', { extra: { param: 'level' } });
  }
  const { subAccountId, ...assertion } = p;
  step.send(SUB_ACCOUNT_KIND, subAccountId, { type: 'api.kyc', ...assertion });
  return ownedSubAccount(step, scope, subAccountId);
}

export function freezeSubAccount(step: Step, p: { subAccountId: string }): SubAccountRecord {
  const scope = partnerScope(step);
  ownedView(step, scope, p.subAccountId);
  step.send(SUB_ACCOUNT_KIND, p.subAccountId, { type: 'api.freeze', by: 'partner' });
  return ownedSubAccount(step, scope, p.subAccountId);
}

export function unfreezeSubAccount(step: Step, p: { subAccountId: string }): SubAccountRecord {
  const scope = partnerScope(step);
  ownedView(step, scope, p.subAccountId);
  step.send(SUB_ACCOUNT_KIND, p.subAccountId, { type: 'api.unfreeze', by: 'partner' });
  return ownedSubAccount(step, scope, p.subAccountId);
}

/** A reason a sub-account cannot be closed yet, or null. */
export type ClosureCheck = (step: Step, scope: PartnerScope, subAccountId: string) => string | null;

/** Ledger kinds that mean open orders or positions: escrowed cash, reserved units, holdings. */
// unit_holding: bonds, funds and opportunities block a closure like shares do (redeem them first).
const BLOCKING_KINDS = new Set(['escrow', 'holding', 'units_reserved', 'unit_holding']);

function heldAssets(step: Step, scope: PartnerScope, subAccountId: string): string | null {
  // The rows are read on the writer connection, inside the step's transaction: their balances are current.
  const held = step.stores.subAccounts.ledgerAccountsOf(scope.partnerId, scope.env, subAccountId).filter((a) => BLOCKING_KINDS.has(a.kind) && a.balance !== 0);
  return held.length > 0 ? 'the sub-account still holds open orders or positions; cancel the orders and sell the positions first' : null;
}

/** What must be true before a closure; trading adds its own checks (open orders without escrow, for one). */
export const closureChecks: ClosureCheck[] = [heldAssets, openOrdersBlockClosing, unsettledTradesBlockClosing];

/** DELETE /users/{userId}: soft-close; the residual cash goes back to the master wallet, `account.closed` fires. */
export function closeSubAccount(step: Step, p: { subAccountId: string }): { account: SubAccountRecord; residualMinor: number } {
  const scope = partnerScope(step);
  ownedView(step, scope, p.subAccountId);
  step.assertTakes(SUB_ACCOUNT_KIND, p.subAccountId, 'api.close');
  for (const check of closureChecks) {
    const reason = check(step, scope, p.subAccountId);
    if (reason) throw new ServiceError('BUSINESS_RULE', reason);
  }
  // Unsettled proceeds spent before a trade that was then reversed are a debt: settled cash repays
  // it now, and what it cannot repay blocks the closure (the residual would be negative).
  const owed = repayUncoveredAdvance(step, scope, p.subAccountId);
  if (owed > 0)
    throw new ServiceError(
      'BUSINESS_RULE',
      `the sub-account owes USD ${usdFromMinor(owed)} of unsettled proceeds spent before a trade was reversed; deposit it first`,
    );
  const { settledMinor, unsettledMinor } = walletBalances((a) => step.ledger.balance(a), scope, p.subAccountId);
  step.send(SUB_ACCOUNT_KIND, p.subAccountId, { type: 'api.close', residualSettledMinor: settledMinor, residualUnsettledMinor: unsettledMinor });
  const virtualCash = ledgerAccounts.virtualCash(scope.env, scope.partnerId, p.subAccountId);
  step.ledger.drainTo(virtualCash, ledgerAccounts.virtualFunding(scope.env), 'sub_account_close');
  const residualMinor = settledMinor + unsettledMinor;
  if (residualMinor > 0)
    recordWalletTransaction(step, scope, p.subAccountId, { type: 'CLOSURE', amountMinor: -residualMinor, details: { destination: 'masterWallet' } });
  const left = walletBalances((a) => step.ledger.balance(a), scope, p.subAccountId);
  assertInvariant(left.settledMinor === 0 && left.unsettledMinor === 0, `closed sub-account ${p.subAccountId} still holds cash`);
  step.stores.subAccounts.setTokenHash(p.subAccountId, null);
  return { account: ownedSubAccount(step, scope, p.subAccountId), residualMinor };
}

export interface DevicePayload {
  readonly subAccountId: string;
  readonly deviceId: string;
  readonly platform: Device['platform'];
  readonly token: string;
  readonly label: string | null;
}

/** Registers or replaces one of the partner's push-notification devices for a sub-account. */
export function putDevice(step: Step, p: DevicePayload): { device: Device; created: boolean } {
  const scope = partnerScope(step);
  openSubAccount(step, scope, p.subAccountId);
  const store = step.stores.subAccounts;
  const existing = store.device(p.subAccountId, p.deviceId);
  if (!existing && store.deviceCount(p.subAccountId) >= MAX_DEVICES_PER_SUB_ACCOUNT) {
    throw new ServiceError('BUSINESS_RULE', `a sub-account holds at most ${MAX_DEVICES_PER_SUB_ACCOUNT} devices; delete one first`);
  }
  const device: Device = { ...p, ...scope, createdAtMs: existing?.createdAtMs ?? step.atMs, updatedAtMs: step.atMs };
  store.upsertDevice(device);
  return { device, created: !existing };
}

export function deleteDevice(step: Step, p: { subAccountId: string; deviceId: string }): { deviceId: string } {
  const scope = partnerScope(step);
  ownedSubAccount(step, scope, p.subAccountId);
  if (!step.stores.subAccounts.deleteDevice(p.subAccountId, p.deviceId)) {
    throw new ServiceError('NOT_FOUND', `device ${p.deviceId} not found`);
  }
  return { deviceId: p.deviceId };
}
