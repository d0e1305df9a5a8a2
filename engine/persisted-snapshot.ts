/**
 * A machine snapshot's persisted form (what the snapshots table stores), as xstate's
 * `getPersistedSnapshot` gives it, built directly when nothing in it needs that function's generic work
 * (its object-rest copy of every snapshot was about 2% of the fan-out's main thread,
 * two snapshots per webhook delivery). Same keys in the same order, so the stored JSON is byte for byte
 * what xstate would write; a snapshot with children, history or an actor in its context takes xstate's path.
 */
import type { AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { isRecord } from '../machines/narrow.ts';
import type { StoredSnapshot } from '../storage/snapshots.ts';

interface SnapshotFields {
  readonly status: unknown;
  readonly output: unknown;
  readonly error: unknown;
  readonly value: StateValue;
  readonly historyValue: unknown;
  readonly context: unknown;
  readonly children: unknown;
}

function isEmptyObject(o: unknown): boolean {
  if (o === null || o === undefined) return true;
  for (const _ in Object(o)) return false;
  return true;
}

/** Whether xstate's persistContext would replace anything: an actor reference anywhere in the context. */
function holdsActorRef(part: unknown): boolean {
  if (typeof part !== 'object' || part === null) return false;
  for (const value of Object.values(part)) {
    if (value && typeof value === 'object') {
      if ('sessionId' in value && 'send' in value && 'ref' in value) return true;
      if (holdsActorRef(value)) return true;
    }
  }
  return false;
}

/** Whether `value` is a state value: a state's name, or a map of names to state values. */
export function isStateValue(value: unknown): value is StateValue {
  if (typeof value === 'string') return true;
  return isRecord(value) && Object.values(value).every((v) => v === undefined || isStateValue(v));
}

/** xstate's persisted form, checked to hold what a stored snapshot holds (same object, same key order). */
export function storedFrom(persisted: unknown): StoredSnapshot {
  if (!isRecord(persisted) || !isStateValue(persisted.value)) throw new Error('xstate persisted a snapshot without a state value');
  return { ...persisted, value: persisted.value, context: persisted.context };
}

export function persistedSnapshot(machine: AnyStateMachine, live: AnyMachineSnapshot): StoredSnapshot {
  const s: SnapshotFields = live;
  if (!isEmptyObject(s.children) || !isEmptyObject(s.historyValue) || holdsActorRef(s.context)) return storedFrom(machine.getPersistedSnapshot(live));
  // getPersistedSnapshot's order: the snapshot's own fields (status, output, error, value, historyValue), then context and children.
  return { status: s.status, output: s.output, error: s.error, value: s.value, historyValue: {}, context: s.context, children: {} };
}
