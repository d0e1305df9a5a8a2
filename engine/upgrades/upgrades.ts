/**
 * Upgrade requests from the partner portal (ID token): a tier upgrade the operator approves or rejects
 * (the upgradeRequest actor; approval changes the tier on the partner actor in the same command), and a
 * sandbox-to-live request, which is a production application filed for the identity.
 */
import { publicStatus, type RequestedTier, type UpgradeRequestInput } from '../../machines/upgradeRequest/machine.ts';
import type { ApplicationRecord } from '../../storage/applications.ts';
import type { Tier } from '../../storage/types.ts';
import type { UpgradeRequestRecord } from '../../storage/upgrades.ts';
import type { upgradeRequestMachine } from '../../machines/upgradeRequest/machine.ts';
import type { MachineView } from '../feature.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import { fileApplication } from '../partners/partners.ts';

const TIER_RANK: Record<Tier, number> = { starter: 0, growth: 1, enterprise: 2 };

export interface Requester {
  readonly sub: string;
  readonly email: string;
}

/** The request's projection (declared with its machine in the feature descriptor): its `upgrade_requests` row from the snapshot. */
export function projectUpgrade(step: Step, view: MachineView<typeof upgradeRequestMachine>): void {
  const c = view.snapshot.context;
  step.stores.upgrades.upsert({ id: view.record.id, ...c, status: publicStatus(view.snapshot) });
}

/** The request as the read model holds it (the step has projected it). */
function upgradeRecord(step: Step, id: string): UpgradeRequestRecord {
  const record = step.stores.upgrades.byId(id);
  if (!record) throw new ServiceError('NOT_FOUND', `upgrade request ${id} not found`);
  return record;
}

/** One pending request per partner; the target must be above the tier the partner has now. */
export function requestTierUpgrade(step: Step, p: Requester & { targetTier: RequestedTier; message: string }): UpgradeRequestRecord {
  const partner = step.stores.partners.bySub('production', p.sub);
  if (!partner || partner.id !== step.id.partnerId) {
    throw new ServiceError('FORBIDDEN', 'this identity has no production partner account; omit targetTier to request live access');
  }
  if (partner.status === 'suspended') throw new ServiceError('AUTH_SUSPENDED', 'the partner account is suspended');
  if (TIER_RANK[p.targetTier] <= TIER_RANK[partner.tier]) {
    throw new ServiceError('VALIDATION_ERROR', `targetTier must be above the current tier (${partner.tier})`, { extra: { param: 'targetTier' } });
  }
  const pending = step.stores.upgrades.pendingFor(partner.id);
  if (pending) throw new ServiceError('CONFLICT', `upgrade request ${pending.id} is still pending`, { extra: { pendingRequestId: pending.id } });
  const id = step.newId('upg');
  const input: UpgradeRequestInput = {
    partnerId: partner.id,
    fromTier: partner.tier,
    targetTier: p.targetTier,
    message: p.message,
    submittedBySub: p.sub,
    submittedByEmail: p.email,
    submittedAtMs: step.atMs,
  };
  step.spawn('upgradeRequest', id, { env: 'production', partnerId: partner.id }, input);
  return upgradeRecord(step, id);
}

/**
 * Sandbox to live: files a production application in the name of the identity's sandbox partner (the
 * operator reviews it like any application; approval then lets the identity register its live key).
 */
export function requestLiveAccess(step: Step, p: Requester & { message: string }): ApplicationRecord {
  if (step.stores.partners.bySub('production', p.sub)) throw new ServiceError('CONFLICT', 'this identity already has a production partner account');
  const sandbox = step.stores.partners.bySub('sandbox', p.sub);
  if (!sandbox) throw new ServiceError('FORBIDDEN', 'register in the sandbox first, or apply with POST /apply');
  fileApplication(step, { email: p.email, businessName: sandbox.businessName, useCase: p.message, website: null, consentVersion: 'upgrade-request' });
  return step.stores.applications.latestByEmail(p.email)!;
}

export function approveUpgrade(step: Step, p: { requestId: string }): UpgradeRequestRecord {
  const request = step.stores.upgrades.byId(p.requestId);
  if (!request) throw new ServiceError('NOT_FOUND', `upgrade request ${p.requestId} not found`);
  step.assertTakes('upgradeRequest', request.id, 'operator.approve');
  const partner = step.stores.partners.byId(request.partnerId)!;
  if (TIER_RANK[partner.tier] >= TIER_RANK[request.targetTier]) {
    throw new ServiceError('CONFLICT', `the partner is already on tier ${partner.tier}; reject the request instead`);
  }
  step.send('upgradeRequest', request.id, { type: 'operator.approve' });
  step.send('partner', partner.id, { type: 'operator.update', changes: { tier: request.targetTier } });
  return upgradeRecord(step, request.id);
}

export function rejectUpgrade(step: Step, p: { requestId: string; reason: string }): UpgradeRequestRecord {
  if (!step.stores.upgrades.byId(p.requestId)) throw new ServiceError('NOT_FOUND', `upgrade request ${p.requestId} not found`);
  step.send('upgradeRequest', p.requestId, { type: 'operator.reject', reason: p.reason });
  return upgradeRecord(step, p.requestId);
}
