/**
 * Timers that belong to the platform rather than to an actor (price polls, exchange session
 * boundaries). The scheduler may prepare data for them asynchronously (a worker's poll), which then
 * travels in the journaled `timer.fire` command so that replays need no worker.
 */
import type { TimerRecord } from '../../storage/timers.ts';
import type { Step } from '../step.ts';
import { announceSession, applyCapture, POLLER, SESSION_KIND } from './market.ts';
import { tradingTimers } from './trading.ts';
import { fireDeliveryRetry, WEBHOOK_DELIVERY_KIND } from './webhooks.ts';

export type SystemTimerHandler = (step: Step, timer: TimerRecord, prepared: unknown) => unknown;

export const systemTimerHandlers: ReadonlyMap<string, SystemTimerHandler> = new Map<string, SystemTimerHandler>([
  [POLLER.kind, applyCapture],
  [SESSION_KIND, announceSession],
  ...tradingTimers,
  [WEBHOOK_DELIVERY_KIND, fireDeliveryRetry],
]);
