/**
 * The retention sweep: one durable platform timer that deletes, per kind, at most a batch of rows older
 * than the kind's window, then arms itself again: when the oldest row left of any kind leaves its window
 * (a row written later leaves it later still), but never sooner than the policy's interval; or a moment
 * later when a batch was full (more is waiting), so a backlog drains in short steps that never hold the
 * thread, and a quiet installation journals no sweep that would find nothing. It
 * runs as a journaled `timer.fire` whose payload carries the policy it applied (the scheduler's
 * preparer adds it), so replay deletes exactly the same rows whatever the replaying node is configured with.
 */
import type { RetainedKind } from '../../storage/retention.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import type { Step } from '../step.ts';
import { isRecord } from '../../machines/narrow.ts';
import { RETENTION_DEFAULTS, type RetentionPolicy } from './policy.ts';

export const RETENTION_TIMER = { kind: 'retention', id: 'sweep', timerId: 'retention:sweep', event: 'sweep' } as const;

/** What each kind's window applies to. */
const WINDOWS: readonly (readonly [RetainedKind, keyof RetentionPolicy])[] = [
  ['idempotency', 'idempotencyMs'],
  ['events', 'eventsMs'],
  ['deliveries', 'deliveriesMs'],
  ['finishedQuotes', 'finishedSnapshotsMs'],
  ['finishedDeliveries', 'finishedSnapshotsMs'],
];

function arm(step: Step, dueAtMs: number): void {
  step.stores.timers.put({ id: RETENTION_TIMER.timerId, dueAtMs, actorKind: RETENTION_TIMER.kind, actorId: RETENTION_TIMER.id, event: RETENTION_TIMER.event });
  step.timersChanged = true;
}

/** The first sweep of a database: an hour after its first start, when there is rarely anything to remove yet. */
const FIRST_SWEEP_AFTER_MS = 3_600_000;

/** Every start: arms the sweep when it is missing (the first start after this feature arrived). */
export function bootstrapRetention(step: Step): { retentionSweepAtMs: number | null } {
  if (!step.stores.timers.get(RETENTION_TIMER.timerId)) arm(step, step.atMs + FIRST_SWEEP_AFTER_MS);
  return { retentionSweepAtMs: step.stores.timers.get(RETENTION_TIMER.timerId)?.dueAtMs ?? null };
}

function isPolicy(value: unknown): value is RetentionPolicy {
  if (!isRecord(value)) return false;
  return Object.keys(RETENTION_DEFAULTS).every((f) => Number.isSafeInteger(value[f]));
}

function purgeOne(step: Step, kind: RetainedKind, beforeMs: number, limit: number): number {
  if (kind !== 'finishedQuotes' && kind !== 'finishedDeliveries') return step.stores.retention.purge(kind, beforeMs, limit);
  const compacted = step.stores.retention.compact(kind, beforeMs, limit);
  step.forgetActors(compacted);
  return compacted.length;
}

/** One sweep at the timer's instant with the journaled policy; answers the rows deleted per kind. */
export function sweepRetention(step: Step, _timer: TimerRecord, prepared: unknown): { deleted: Partial<Record<RetainedKind, number>> } {
  if (!isPolicy(prepared)) throw new Error('the retention sweep needs its policy (the scheduler prepares it)');
  const deleted: Partial<Record<RetainedKind, number>> = {};
  let busy = false;
  for (const [kind, window] of WINDOWS) {
    const windowMs = prepared[window];
    if (windowMs === 0) continue;
    const count = purgeOne(step, kind, step.atMs - windowMs, prepared.batchRows);
    if (count > 0) deleted[kind] = count;
    if (count >= prepared.batchRows) busy = true;
  }
  arm(step, busy ? step.atMs + prepared.busyIntervalMs : nextExpiryMs(step, prepared));
  return { deleted };
}

/** When the next row of any kind leaves its window (an empty kind: a row written now), at least an interval away. */
function nextExpiryMs(step: Step, policy: RetentionPolicy): number {
  let next = Number.POSITIVE_INFINITY;
  for (const [kind, window] of WINDOWS) {
    const windowMs = policy[window];
    if (windowMs === 0) continue;
    next = Math.min(next, (step.stores.retention.oldestMs(kind) ?? step.atMs) + windowMs);
  }
  const earliest = step.atMs + policy.intervalMs;
  return Number.isFinite(next) ? Math.max(earliest, next) : earliest;
}
