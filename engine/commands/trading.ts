/**
 * Trading commands (the services live in engine/trading/): issuing quotes, placing, cancelling and
 * replacing orders, the operator's venue faults, and the timers trading owns: the venue's execution
 * attempts (a platform timer whose price the scheduler prepares) and the order machine's own
 * expiry and settlement timers (fired here so the orders read model follows the actor).
 */
import type { RejectionCode } from '../../machines/order/machine.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import type { CommandHandler } from '../engine.ts';
import type { Step } from '../step.ts';
import { cancelExecution, executeAtVenue, setVenueFaults, VENUE, type VenueFaults } from '../trading/execution.ts';
import { cancelOrder, replaceOrder } from '../trading/management.ts';
import { fireOrderTimer, ORDER_KIND } from '../trading/orders.ts';
import { placeOrder } from '../trading/placement.ts';
import { issueQuote } from '../trading/quoting.ts';
import type { SystemTimerHandler } from './system-timers.ts';

export function setVenueFaultsCommand(step: Step, p: { rejectNext: number; rejectionCode: RejectionCode }): VenueFaults {
  return setVenueFaults(step, p);
}

function fireOrderMachineTimer(step: Step, timer: TimerRecord): { fired: boolean } {
  return fireOrderTimer(step, timer, (orderId) => cancelExecution(step, orderId));
}

export const tradingCommands: readonly (readonly [string, CommandHandler])[] = [
  ['trading.quote', issueQuote as CommandHandler],
  ['trading.place', placeOrder as CommandHandler],
  ['trading.cancel', cancelOrder as CommandHandler],
  ['trading.replace', replaceOrder as CommandHandler],
  ['operator.venue.faults', setVenueFaultsCommand as CommandHandler],
];

/** Timers trading owns, by actor kind: `order` timers come from the order machine itself. */
export const tradingTimers: readonly (readonly [string, SystemTimerHandler])[] = [
  [VENUE.kind, executeAtVenue],
  [ORDER_KIND, fireOrderMachineTimer],
];
