/**
 * Issue 17, round 2: xstate's `assign` builds the next context with `Object.assign({}, context, update)`,
 * and so does the machine's initial context (its `context` factory runs as an assign). V8 adds the
 * properties one by one to a fresh object and switches it to dictionary mode past 16 or so: an order's
 * ~50-field context is a slow hash map from its spawn on, for every guard, projection, view, payload,
 * persisted copy and JSON text that reads it. One spread copy (V8 clones with a fast map, well under a
 * microsecond) restores a fixed-shape object; a context the step did not replace keeps its object. Same keys, same order, same
 * values: the snapshot, its JSON and every hash are unchanged.
 */
import type { AnyMachineSnapshot } from 'xstate';

export function withFastContext(snapshot: AnyMachineSnapshot, previous: unknown): AnyMachineSnapshot {
  const context: unknown = snapshot.context;
  if (typeof context !== 'object' || context === null || context === previous) return snapshot;
  (snapshot as { context: unknown }).context = { ...context };
  return snapshot;
}
