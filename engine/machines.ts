/** The registry of machine definitions: kind, version (recorded on every snapshot) and public state. */
import type { AnyMachineSnapshot } from 'xstate';
import { applicationMachine } from '../machines/application/machine.ts';
import { partnerMachine } from '../machines/partner/machine.ts';
import { topupMachine } from '../machines/topup/machine.ts';
import type { MachineDefinition } from './actors.ts';

const stateName = (s: AnyMachineSnapshot): string => (typeof s.value === 'string' ? s.value : JSON.stringify(s.value));

export const machineDefinitions: ReadonlyMap<string, MachineDefinition> = new Map(
  [
    { kind: 'partner', version: 'partner@1', machine: partnerMachine, publicState: stateName },
    { kind: 'application', version: 'application@1', machine: applicationMachine, publicState: stateName },
    { kind: 'topup', version: 'topup@1', machine: topupMachine, publicState: (s: AnyMachineSnapshot) => stateName(s).toUpperCase() },
  ].map((d) => [d.kind, d as MachineDefinition]),
);
