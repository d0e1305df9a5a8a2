/** Operator commands on the service itself: the virtual clock position and maintenance mode. */
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import type { SystemTimerHandler } from '../feature.ts';

export const VIRTUAL_CLOCK_SETTING = 'clock.virtualMs';
export const MAINTENANCE_SETTING = 'maintenance';

export interface MaintenanceState {
  readonly mode: 'full' | 'read_only' | 'off';
  readonly endsAtMs: number | null;
}

/** Records where the virtual clock stands, so a restart resumes from there instead of going back. */
export function recordClock(step: Step, p: { atMs: number }): { atMs: number } {
  step.stores.settings.put(VIRTUAL_CLOCK_SETTING, p.atMs);
  return p;
}

export function setMaintenance(step: Step, p: MaintenanceState): MaintenanceState {
  step.stores.settings.put(MAINTENANCE_SETTING, p);
  return p;
}

/**
 * Fires one durable timer: a platform timer goes to its handler (with whatever the scheduler prepared
 * for it), an actor's timer becomes the actor's event, stamped with the step's time. The platform
 * timers, by kind, come from every feature's descriptor (engine/features/operations.ts).
 */
export function fireTimer(
  step: Step,
  p: { timerId: string; prepared?: unknown },
  systemTimerHandlers: ReadonlyMap<string, SystemTimerHandler>,
): { fired: boolean } {
  const timer = step.stores.timers.get(p.timerId);
  if (!timer) return { fired: false };
  step.stores.timers.delete(timer.id);
  step.timersChanged = true;
  const system = systemTimerHandlers.get(timer.actorKind);
  if (system) {
    system(step, timer, p.prepared);
    return { fired: true };
  }
  const actor = step.read(timer.actorKind, timer.actorId);
  if (!actor?.snapshot.can({ type: timer.event, atMs: step.atMs })) return { fired: false };
  step.sendDynamic(timer.actorKind, timer.actorId, { type: timer.event });
  return { fired: true };
}

export function assertVirtual(kind: string): void {
  if (kind !== 'virtual') throw new ServiceError('CONFLICT', 'the service runs on the system clock; only a virtual clock can be moved');
}
