/**
 * Trading commands that are not a service of engine/trading/ themselves: the operator's venue faults,
 * and the order machine's own expiry and settlement timers (fired here so that a fired order also
 * cancels its pending venue execution). The trading feature (engine/features/trading.ts) names them.
 */
import type { RejectionCode } from '../../machines/order/machine.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import type { Step } from '../step.ts';
import { cancelExecution, setVenueFaults, type VenueFaults } from './execution.ts';
import { fireOrderTimer } from './orders.ts';

export function setVenueFaultsCommand(step: Step, p: { rejectNext: number; rejectionCode: RejectionCode }): VenueFaults {
  return setVenueFaults(step, p);
}

export function fireOrderMachineTimer(step: Step, timer: TimerRecord): { fired: boolean } {
  return fireOrderTimer(step, timer, (orderId) => cancelExecution(step, orderId));
}
