/**
 * The registry of machine definitions: kind, version (recorded on every snapshot, asserted on
 * restore), public status and the migrations of older snapshots. `actorMachines` is the same set as a
 * type map, so the events sent to an actor are checked against its machine's event union.
 */
import type { EventFromLogic, SnapshotFrom, StateValue } from 'xstate';
import * as application from '../machines/application/machine.ts';
import * as approval from '../machines/approval/machine.ts';
import * as commitment from '../machines/commitment/machine.ts';
import * as corporateAction from '../machines/corporateAction/machine.ts';
import * as election from '../machines/election/machine.ts';
import * as member from '../machines/member/machine.ts';
import * as order from '../machines/order/machine.ts';
import * as partner from '../machines/partner/machine.ts';
import * as priceAlert from '../machines/priceAlert/machine.ts';
import * as quote from '../machines/quote/machine.ts';
import * as subAccount from '../machines/subAccount/machine.ts';
import * as supportCase from '../machines/supportCase/machine.ts';
import * as topup from '../machines/topup/machine.ts';
import * as upgradeRequest from '../machines/upgradeRequest/machine.ts';
import * as webhookDelivery from '../machines/webhookDelivery/machine.ts';
import { webhookDeliveryMigrations } from './webhooks/delivery-migrations.ts';
import type { ActorView, MachineDefinition } from './actors.ts';

/** Every actor kind and its machine: the compile-time map behind `step.send(kind, id, event)`. */
export const actorMachines = {
  partner: partner.partnerMachine,
  application: application.applicationMachine,
  topup: topup.topupMachine,
  quote: quote.quoteMachine,
  order: order.orderMachine,
  subAccount: subAccount.subAccountMachine,
  priceAlert: priceAlert.priceAlertMachine,
  upgradeRequest: upgradeRequest.upgradeRequestMachine,
  webhookDelivery: webhookDelivery.webhookDeliveryMachine,
  corporateAction: corporateAction.corporateActionMachine,
  commitment: commitment.commitmentMachine,
  supportCase: supportCase.supportCaseMachine,
  election: election.electionMachine,
  approval: approval.approvalMachine,
  member: member.memberMachine,
} as const;

export type ActorKind = keyof typeof actorMachines;

/** The events an actor of kind `K` takes, as its machine declares them. */
export type EventOf<K extends ActorKind> = EventFromLogic<(typeof actorMachines)[K]>;

/** An actor of kind `K` as a projection or a command reads it: its stored record and its machine's own snapshot type. */
export interface ViewOf<K extends ActorKind> extends ActorView {
  readonly snapshot: SnapshotFrom<(typeof actorMachines)[K]>;
}

export function isActorKind(kind: string): kind is ActorKind {
  return Object.hasOwn(actorMachines, kind);
}

/** A view is of kind `K` when its record says so: the record's kind chose the machine that made the snapshot. */
export function isViewOf<K extends ActorKind>(kind: K, view: ActorView): view is ViewOf<K> {
  return view.record.kind === kind;
}

const definitions: { readonly [K in ActorKind]: Omit<MachineDefinition, 'kind' | 'machine'> } = {
  partner: { version: 'partner@1', publicStatus: partner.publicStatus, refusals: partner.partnerRefusals },
  application: { version: 'application@1', publicStatus: application.publicStatus, refusals: application.applicationRefusals },
  topup: { version: 'topup@1', publicStatus: topup.publicStatus, refusals: topup.topupRefusals },
  quote: { version: 'quote@1', publicStatus: quote.publicStatus, refusals: quote.quoteRefusals },
  order: { version: 'order@1', publicStatus: order.publicStatus, refusals: order.orderRefusals },
  subAccount: { version: 'subAccount@1', publicStatus: subAccount.publicStatus, refusals: subAccount.subAccountRefusals },
  priceAlert: { version: 'priceAlert@1', publicStatus: priceAlert.publicStatus, refusals: priceAlert.priceAlertRefusals },
  upgradeRequest: { version: 'upgradeRequest@1', publicStatus: upgradeRequest.publicStatus, refusals: upgradeRequest.upgradeRequestRefusals },
  webhookDelivery: { version: 'webhookDelivery@2', publicStatus: webhookDelivery.publicStatus, migrations: webhookDeliveryMigrations },
  corporateAction: { version: 'corporateAction@1', publicStatus: corporateAction.publicStatus, refusals: corporateAction.corporateActionRefusals },
  commitment: { version: 'commitment@1', publicStatus: commitment.publicStatus },
  supportCase: { version: 'supportCase@1', publicStatus: supportCase.publicStatus, refusals: supportCase.supportCaseRefusals },
  election: { version: 'election@1', publicStatus: election.publicStatus, refusals: election.electionRefusals },
  approval: { version: 'approval@1', publicStatus: approval.publicStatus, refusals: approval.approvalRefusals },
  member: { version: 'member@1', publicStatus: member.publicStatus, refusals: member.memberRefusals },
};

export const machineDefinitions: ReadonlyMap<string, MachineDefinition> = new Map(
  Object.keys(actorMachines)
    .filter(isActorKind)
    .map((kind) => [kind, { kind, machine: actorMachines[kind], ...definitions[kind] }]),
);

/**
 * The current state as it is named on the machine's diagram (docs/machines/<kind>.mmd): the machine id
 * and the path of state keys, e.g. `order.working` or `order.filled.settled`; parallel regions are
 * listed side by side, joined by ` + `.
 */
export function diagramStateOf(kind: string, snapshot: { readonly value: StateValue }): string {
  const def = machineDefinitions.get(kind);
  const root = def ? def.machine.id : kind;
  const paths = (value: StateValue, prefix: string): string[] =>
    typeof value === 'string'
      ? [`${prefix}.${value}`]
      : Object.entries(value).flatMap(([key, child]) =>
          child === undefined || (typeof child === 'object' && Object.keys(child).length === 0) ? [`${prefix}.${key}`] : paths(child, `${prefix}.${key}`),
        );
  return paths(snapshot.value, root).join(' + ');
}
