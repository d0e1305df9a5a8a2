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
import { isActorKind, isViewOf, type ActorKind, type ViewOf } from './machines.ts';
import type { Step } from './step.ts';
import { projectSupportCase } from './support/cases.ts';
import { projectMember } from './team/members.ts';
import { projectOrder } from './trading/orders.ts';
import { projectAttempt } from './webhooks/fanout.ts';

/** The projection of one kind: it reads its actor's snapshot as that kind's machine types it. */
export type Projection<K extends ActorKind> = (step: Step, view: ViewOf<K>) => void;

/** A projection as the step calls it, with whatever actor view it holds. */
export type AnyProjection = (step: Step, view: ActorView) => void;

export const projections: { readonly [K in ActorKind]: Projection<K> | null } = {
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

/** The projection of `kind` behind a check that the view handed to it is of that kind. */
function checked<K extends ActorKind>(kind: K): AnyProjection | null {
  const project: Projection<K> | null = projections[kind];
  if (project === null) return null;
  return (step, view) => {
    if (!isViewOf(kind, view)) throw new Error(`the ${kind} projection was handed a ${view.record.kind} actor`);
    project(step, view);
  };
}

const byKind = new Map<string, AnyProjection | null>(
  Object.keys(projections)
    .filter(isActorKind)
    .map((kind) => [kind, checked(kind)]),
);

/** The projection of `kind`, if it has one (kinds outside the registry, e.g. a test's own machine, have none). */
export function projectionOf(kind: string): AnyProjection | null {
  return byKind.get(kind) ?? null;
}
