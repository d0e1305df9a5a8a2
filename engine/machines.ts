/** The registry of machine definitions: kind, version (recorded on every snapshot) and public state. */
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import { applicationMachine } from '../machines/application/machine.ts';
import { orderMachine, publicOrderStatus } from '../machines/order/machine.ts';
import { partnerMachine } from '../machines/partner/machine.ts';
import { priceAlertMachine, publicAlertState } from '../machines/priceAlert/machine.ts';
import { publicQuoteStatus, quoteMachine } from '../machines/quote/machine.ts';
import { subAccountMachine } from '../machines/subAccount/machine.ts';
import { topupMachine } from '../machines/topup/machine.ts';
import { upgradeRequestMachine } from '../machines/upgradeRequest/machine.ts';
import { webhookDeliveryMachine } from '../machines/webhookDelivery/machine.ts';
import type { MachineDefinition } from './actors.ts';

const stateName = (s: AnyMachineSnapshot): string => (typeof s.value === 'string' ? s.value : JSON.stringify(s.value));

export const machineDefinitions: ReadonlyMap<string, MachineDefinition> = new Map(
  [
    { kind: 'partner', version: 'partner@1', machine: partnerMachine, publicState: stateName },
    { kind: 'application', version: 'application@1', machine: applicationMachine, publicState: stateName },
    { kind: 'topup', version: 'topup@1', machine: topupMachine, publicState: (s: AnyMachineSnapshot) => stateName(s).toUpperCase() },
    { kind: 'quote', version: 'quote@1', machine: quoteMachine, publicState: publicQuoteStatus },
    { kind: 'order', version: 'order@1', machine: orderMachine, publicState: publicOrderStatus },
    { kind: 'subAccount', version: 'subAccount@1', machine: subAccountMachine, publicState: stateName },
    { kind: 'priceAlert', version: 'priceAlert@1', machine: priceAlertMachine, publicState: publicAlertState },
    { kind: 'upgradeRequest', version: 'upgradeRequest@1', machine: upgradeRequestMachine, publicState: stateName },
    { kind: 'webhookDelivery', version: 'webhookDelivery@1', machine: webhookDeliveryMachine, publicState: (s: AnyMachineSnapshot) => stateName(s).toUpperCase() },
  ].map((d) => [d.kind, d as MachineDefinition]),
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
      : Object.entries(value).flatMap(([key, child]) => (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0) ? [`${prefix}.${key}`] : paths(child, `${prefix}.${key}`)));
  return paths(snapshot.value, root).join(' + ');
}
