/**
 * How the engine answers an event a machine refuses: with the code the machine declares for that
 * event in its current state (machines/refusals.ts), at that code's catalogue status, in a message
 * naming the state; an undeclared refusal is a 409 CONFLICT.
 */
import { getStateNodes, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import type { Refusal } from '../machines/refusals.ts';
import { ServiceError, type ErrorCode } from './errors.ts';

/** A machine's declared refusals by event type, their codes checked against the catalogue where the registry lists them. */
export type RefusalTable = { readonly [eventType: string]: readonly Refusal<string, ErrorCode>[] | undefined };

/** The state nodes of `value` from the root down (xstate's own walk of a state value). */
export function stateNodesOf(machine: AnyStateMachine, value: AnyMachineSnapshot['value']): AnyStateNode[] {
  return getStateNodes(machine.root, value);
}

/** Whether some transition of the current state (or an ancestor) takes events of `type`, guards aside. */
export function hasTransitionFor(machine: AnyStateMachine, snapshot: Pick<AnyMachineSnapshot, 'value'>, type: string): boolean {
  return stateNodesOf(machine, snapshot.value).some((node) => node.ownEvents.includes(type));
}

export interface RefusingActor {
  readonly kind: string;
  readonly id: string;
  readonly refusals: RefusalTable | undefined;
  /** The actor's public status, named in the message. */
  readonly status: string;
}

/** The error for an event of `type` the actor refused in the state of `snapshot`. */
export function refusalError(actor: RefusingActor, snapshot: AnyMachineSnapshot, type: string): ServiceError {
  const declared = actor.refusals?.[type]?.find((r) => r.states.some((state) => snapshot.matches(state)));
  if (!declared) return new ServiceError('CONFLICT', `${actor.kind} is ${actor.status} and cannot take ${type}`);
  const why = declared.because ? `: ${declared.because}` : ` and cannot take ${type}`;
  return new ServiceError(declared.code, `${actor.kind} ${actor.id} is ${actor.status}${why}`, { extra: { status: actor.status } });
}
