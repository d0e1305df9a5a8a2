/**
 * Partner identity commands: sandbox registration (seeded wallet, key rotation), production
 * applications and registration, operator changes, and the sandbox reset.
 */
import { publicStatus as applicationStatus } from '../../machines/application/machine.ts';
import { accessLockedAtMsOf, publicStatus, type PartnerChanges, type PartnerContext } from '../../machines/partner/machine.ts';
import type { PartnerRecord } from '../../storage/partners.ts';
import type { applicationMachine } from '../../machines/application/machine.ts';
import type { partnerMachine } from '../../machines/partner/machine.ts';
import type { MachineView } from '../feature.ts';
import { ServiceError } from '../errors.ts';
import { ledgerAccounts } from '../ledger.ts';
import type { Step } from '../step.ts';
import { issueFullKey, type NewKeyMaterial } from '../keys/keys.ts';

/** The key material type lives with the keys; approvals name it from here. */
export type { NewKeyMaterial } from '../keys/keys.ts';

/** Seeded virtual balance of every new sandbox master wallet: USD 100,000.00. */
export const SANDBOX_SEED_MINOR = 10_000_000;

export interface IdentityPayload {
  readonly sub: string;
  readonly email: string;
  readonly name: string | null;
  readonly key: NewKeyMaterial;
}

function partnerRecordOf(view: MachineView<typeof partnerMachine>): PartnerRecord {
  const c = view.snapshot.context;
  return {
    id: view.record.id,
    env: c.env,
    sub: c.sub,
    email: c.email,
    businessName: c.businessName,
    tier: c.tier,
    status: publicStatus(view.snapshot),
    markupBps: c.markupBps,
    rateLimits: c.rateLimits,
    flags: c.flags,
    createdAtMs: c.createdAtMs,
    accessLockedAtMs: accessLockedAtMsOf(c),
  };
}

/** The partner's projection (declared with its machine in the feature descriptor): its `partners` row from the snapshot. */
export function projectPartner(step: Step, view: MachineView<typeof partnerMachine>): void {
  step.stores.partners.upsert(partnerRecordOf(view));
}

/** The partner as the read model holds it, from the actor as the running step sees it. */
export function partnerRecord(step: Step, partnerId: string): PartnerRecord {
  const view = step.read('partner', partnerId);
  if (!view) throw new Error(`partner ${partnerId} has no actor`);
  return partnerRecordOf(view);
}

/** When the partner's access was locked (its only full key revoked), or null, as the running command sees it. */
export function accessLockedAtMs(step: Step, partnerId: string): number | null {
  const view = step.read('partner', partnerId);
  return view ? accessLockedAtMsOf(view.snapshot.context) : null;
}

/** The partner's id is the command's own partner id when the caller chose one, so the creating entry is in its audit. */
export function createPartner(
  step: Step,
  input: Omit<PartnerContext, 'createdAtMs' | 'markupBps' | 'rateLimits' | 'flags' | 'accessLockedAtMs'>,
): PartnerRecord {
  const partnerId = step.id.partnerId ?? step.newId('ptn');
  const context: PartnerContext = { ...input, markupBps: 0, rateLimits: {}, flags: {}, createdAtMs: step.atMs, accessLockedAtMs: null };
  step.spawn('partner', partnerId, { env: input.env, partnerId }, context);
  return partnerRecord(step, partnerId);
}

export function registerSandbox(step: Step, p: IdentityPayload): { partnerId: string; walletBalanceMinor: number; created: boolean } {
  let partner = step.stores.partners.bySub('sandbox', p.sub);
  const created = !partner;
  if (!partner) {
    partner = createPartner(step, { env: 'sandbox', sub: p.sub, email: p.email, businessName: p.name ?? p.email, tier: 'starter' });
    step.transfer({
      debit: ledgerAccounts.sandboxFunding(),
      credit: ledgerAccounts.masterWallet('sandbox', partner.id),
      amountMinor: SANDBOX_SEED_MINOR,
      kind: 'sandbox_seed',
    });
  }
  issueFullKey(step, partner, 'sandbox', p.key);
  return { partnerId: partner.id, walletBalanceMinor: step.ledger.balance(ledgerAccounts.masterWallet('sandbox', partner.id)), created };
}

/**
 * Production registration: allowed once the application for the token's email is approved, and not
 * while access is locked (the partner revoked its only key): then support must restore access first.
 */
export function registerProduction(step: Step, p: IdentityPayload): { partnerId: string } {
  let partner = step.stores.partners.bySub('production', p.sub);
  if (partner && accessLockedAtMs(step, partner.id) !== null) {
    throw new ServiceError(
      'FORBIDDEN',
      'access is locked: the only API key of this account was revoked, so support must restore access before a new key can be issued',
      { extra: { accessLocked: true } },
    );
  }
  if (!partner) {
    const approved = step.stores.partners.byEmail('production', p.email);
    if (!approved || (approved.sub !== null && approved.sub !== p.sub)) {
      throw new ServiceError('FORBIDDEN', 'no approved application for this identity; apply first and wait for approval');
    }
    step.send('partner', approved.id, { type: 'api.bindIdentity', sub: p.sub });
    partner = partnerRecord(step, approved.id);
  }
  issueFullKey(step, partner, 'live', p.key);
  return { partnerId: partner.id };
}

export interface ApplicationPayload {
  readonly email: string;
  readonly businessName: string;
  readonly useCase: string;
  readonly website: string | null;
  readonly consentVersion: string;
}

/**
 * Files an application unless one is pending or approved for the email (the answer is the same): the
 * partner identity's service, which the upgrades feature's sandbox-to-live request files through too.
 */
export function fileApplication(step: Step, p: ApplicationPayload): { filed: boolean } {
  const latest = step.stores.applications.latestByEmail(p.email);
  if (latest && latest.status !== 'rejected') return { filed: false };
  const id = step.newId('app');
  step.spawn('application', id, { env: 'production', partnerId: null }, { ...p, submittedAtMs: step.atMs });
  return { filed: true };
}

/** `partner.apply`: a production application. */
export function submitApplication(step: Step, p: ApplicationPayload): { filed: boolean } {
  return fileApplication(step, p);
}

/** The application's projection (declared with its machine in the feature descriptor): its `applications` row from the snapshot. */
export function projectApplication(step: Step, view: MachineView<typeof applicationMachine>): void {
  step.stores.applications.upsert({ id: view.record.id, ...view.snapshot.context, status: applicationStatus(view.snapshot) });
}

export function approveApplication(step: Step, p: { applicationId: string }): { partnerId: string } {
  const app = step.stores.applications.byId(p.applicationId);
  if (!app) throw new ServiceError('NOT_FOUND', `application ${p.applicationId} not found`);
  step.assertTakes('application', app.id, 'operator.approve');
  const partner = createPartner(step, { env: 'production', sub: null, email: app.email, businessName: app.businessName, tier: 'starter' });
  step.send('application', app.id, { type: 'operator.approve', partnerId: partner.id });
  return { partnerId: partner.id };
}

export function rejectApplication(step: Step, p: { applicationId: string; reason: string }): { applicationId: string } {
  if (!step.stores.applications.byId(p.applicationId)) throw new ServiceError('NOT_FOUND', `application ${p.applicationId} not found`);
  step.send('application', p.applicationId, { type: 'operator.reject', reason: p.reason });
  return { applicationId: p.applicationId };
}

export interface PartnerPatchPayload {
  readonly partnerId: string;
  readonly changes: PartnerChanges;
  readonly status?: 'active' | 'suspended';
  readonly scopes?: readonly string[];
}

export function patchPartner(step: Step, p: PartnerPatchPayload): PartnerRecord {
  const current = step.stores.partners.byId(p.partnerId);
  if (!current) throw new ServiceError('NOT_FOUND', `partner ${p.partnerId} not found`);
  step.send('partner', p.partnerId, { type: 'operator.update', changes: p.changes });
  if (p.status && p.status !== current.status) {
    step.send('partner', p.partnerId, { type: p.status === 'suspended' ? 'operator.suspend' : 'operator.reactivate' });
  }
  if (p.scopes) {
    for (const key of step.stores.partners.keysFor(p.partnerId)) {
      if (key.status === 'active' && key.kind !== 'oauth') step.stores.partners.setKeyScopes(key.id, p.scopes);
    }
  }
  return partnerRecord(step, p.partnerId);
}

/**
 * Operator: lifts the lock left by revoking the partner's only full key, so its identity can register
 * again and get a new key. Nothing else changes: revoked keys stay revoked.
 */
export function restoreAccess(step: Step, p: { partnerId: string }): PartnerRecord {
  const partner = step.stores.partners.byId(p.partnerId);
  if (!partner) throw new ServiceError('NOT_FOUND', `partner ${p.partnerId} not found`);
  if (accessLockedAtMs(step, partner.id) === null)
    throw new ServiceError('CONFLICT', 'access is not locked: the partner still holds a key or can register for one');
  step.send('partner', partner.id, { type: 'operator.restoreAccess' });
  return partnerRecord(step, partner.id);
}
