/**
 * The read model of each actor kind, written by the step itself whenever it moves an actor (spawn or
 * event), so no command has to remember a `projectX()` call after a send, and a read of the read model
 * later in the same command sees the actor's latest state. Every kind declares one (null: no read
 * model), so a new machine cannot be forgotten here. Projections are pure functions of the actor's
 * snapshot, its owner and the step's stamp, which is what lets replay rebuild identical read models.
 */
import { projectAlert } from './alerts/alerts.ts';
import { projectApproval } from './approvals/approvals.ts';
import type { ActorView } from './actors.ts';
import { projectCommitment } from './asset-classes/commitments.ts';
import { projectTopup } from './funding/funding.ts';
import { projectCorporateAction } from './corporate/actions.ts';
import { projectApplication, projectPartner } from './partners/partners.ts';
import { projectSubAccount } from './sub-accounts/sub-accounts.ts';
import { projectUpgrade } from './upgrades/upgrades.ts';
import { projectElection } from './governance/meetings.ts';
import type { ActorKind } from './machines.ts';
import type { Step } from './step.ts';
import { projectSupportCase } from './support/cases.ts';
import { projectMember } from './team/members.ts';
import { projectOrder } from './trading/orders.ts';
import { projectAttempt } from './webhooks/fanout.ts';

export type Projection = (step: Step, view: ActorView) => void;

export const projections: { readonly [K in ActorKind]: Projection | null } = {
  partner: projectPartner,
  application: projectApplication,
  topup: projectTopup,
  // A quote has no read model: GET /quote answers from the spawn, placement reads the actor.
  quote: null,
  order: projectOrder,
  subAccount: projectSubAccount,
  priceAlert: projectAlert,
  upgradeRequest: projectUpgrade,
  webhookDelivery: projectAttempt,
  corporateAction: projectCorporateAction,
  commitment: projectCommitment,
  supportCase: projectSupportCase,
  election: projectElection,
  approval: projectApproval,
  member: projectMember,
};

/** The projection of `kind`, if it has one (kinds outside the registry, e.g. a test's own machine, have none). */
export function projectionOf(kind: string): Projection | null {
  return Object.hasOwn(projections, kind) ? projections[kind as ActorKind] : null;
}
