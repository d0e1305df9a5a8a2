/**
 * Market-data commands: storing a poll's observations (with the day's close when an exchange has
 * closed) and scheduling the next poll, announcing exchange phase changes as `market.status` events,
 * operator ticks and unscheduled closures, and the first-start bootstrap of those timers.
 */
import type { Exchange } from '../../storage/catalog/types.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import type { Env } from '../../storage/types.ts';
import { ServiceError } from '../errors.ts';
import { LIVE_FROM_SETTING } from './history.ts';
import { holidayMap, localTime, nextBoundaries, nextPollAfter, nextSessionEvent, sessionState, SESSION_PHASES, type SessionPhase } from './calendar.ts';
import { isOneOf } from '../../machines/narrow.ts';
import type { CapturedObservation } from './capture.ts';
import type { Step } from '../step.ts';
import { evaluateCapture } from '../trading/triggers.ts';
import { evaluateAlerts } from '../alerts/alerts.ts';

export const POLLER = { kind: 'market.poller', id: 'upstream', timerId: 'market.poller:upstream:poll', event: 'market.poll' } as const;
export const SESSION_KIND = 'market.session';
const ENVIRONMENTS: readonly Env[] = ['production', 'sandbox'];

function setPollTimer(step: Step, afterMs: number): void {
  step.stores.timers.put({ id: POLLER.timerId, dueAtMs: nextPollAfter(afterMs), actorKind: POLLER.kind, actorId: POLLER.id, event: POLLER.event });
  step.timersChanged = true;
}

function sessionTimerId(code: string): string {
  return `${SESSION_KIND}:${code}:boundary`;
}

function setSessionTimer(step: Step, exchange: Exchange, afterMs: number): void {
  const holidays = holidayMap(step.stores.market.holidaysOf(exchange.code), exchange.code);
  const next = nextSessionEvent(exchange, afterMs, holidays);
  if (!next) return;
  step.stores.timers.put({ id: sessionTimerId(exchange.code), dueAtMs: next.atMs, actorKind: SESSION_KIND, actorId: exchange.code, event: next.phase });
  step.timersChanged = true;
}

/** Platform events reach every partner in both environments. */
function announce(step: Step, exchange: Exchange, phase: SessionPhase, reason: string | null): void {
  const holidays = holidayMap(step.stores.market.holidaysOf(exchange.code), exchange.code);
  const { nextOpenMs, nextCloseMs } = nextBoundaries(exchange, step.atMs, holidays);
  const data = {
    exchange: exchange.code,
    status: phase,
    reason,
    at: new Date(step.atMs).toISOString(),
    nextOpen: nextOpenMs === null ? null : new Date(nextOpenMs).toISOString(),
    nextClose: nextCloseMs === null ? null : new Date(nextCloseMs).toISOString(),
  };
  for (const env of ENVIRONMENTS) step.emit({ env, partnerId: null }, 'market.status', data);
}

/** First start (and any start that finds them missing): the poll timer and one boundary timer per exchange. */
export function bootstrapMarket(step: Step): { pollAtMs: number | null } {
  if (step.stores.settings.get<number>(LIVE_FROM_SETTING) === undefined) step.stores.settings.put(LIVE_FROM_SETTING, step.atMs);
  if (!step.stores.timers.get(POLLER.timerId)) setPollTimer(step, step.atMs);
  for (const exchange of step.stores.market.exchanges()) {
    if (!step.stores.timers.get(sessionTimerId(exchange.code))) setSessionTimer(step, exchange, step.atMs);
  }
  return { pollAtMs: step.stores.timers.get(POLLER.timerId)?.dueAtMs ?? null };
}

/** Stores one poll's observations (prepared by the worker, journaled with the command) and re-arms. */
export function applyCapture(step: Step, timer: TimerRecord, prepared: unknown): { observations: number } {
  const observations = (prepared ?? []) as CapturedObservation[];
  const market = step.stores.market;
  for (const o of observations) {
    market.putObservation({ symbol: o.symbol, capturedAtMs: o.capturedAtMs, priceMinor: o.priceMinor, volume: o.volume, source: 'poll' });
    market.putLatest({ symbol: o.symbol, capturedAtMs: o.capturedAtMs, priceMinor: o.priceMinor, volume: o.volume, source: 'poll', sessionDate: o.date });
    if (o.closingBar) market.putBar({ symbol: o.symbol, date: o.date, ...o.closingBar, source: 'eod' });
  }
  // Resting orders trigger on the captured prices inside this same command, journaled with them.
  evaluateCapture(step, observations);
  evaluateAlerts(step, observations);
  setPollTimer(step, timer.dueAtMs);
  return { observations: observations.length };
}

export function announceSession(step: Step, timer: TimerRecord): { phase: string } {
  const exchange = step.stores.market.exchanges().find((e) => e.code === timer.actorId);
  if (!exchange) return { phase: 'unknown' };
  const closure = step.stores.market.closures().find((c) => c.exchange === exchange.code);
  const phase = timer.event;
  if (!isOneOf(SESSION_PHASES, phase)) throw new Error(`session timer ${timer.id} carries no session phase: ${phase}`);
  // An exchange under an operator closure does not open; the closure already announced CLOSED.
  if (!(phase === 'OPEN' && closure))
    announce(
      step,
      exchange,
      phase,
      phase === 'HOLIDAY'
        ? (holidayMap(step.stores.market.holidaysOf(exchange.code), exchange.code).get(localTime(step.atMs, exchange.timezone).date) ?? null)
        : null,
    );
  setSessionTimer(step, exchange, timer.dueAtMs);
  return { phase };
}

export interface TickPayload {
  readonly symbol: string;
  readonly priceMinor: number;
  readonly volume: number | null;
  readonly sessionDate: string;
}

/** An operator-published observation, exactly as a poll would deliver it. */
export function applyTick(step: Step, p: TickPayload): { capturedAtMs: number } {
  const o = { symbol: p.symbol, capturedAtMs: step.atMs, priceMinor: p.priceMinor, volume: p.volume, source: 'tick' as const };
  step.stores.market.putObservation(o);
  step.stores.market.putLatest({ ...o, sessionDate: p.sessionDate });
  evaluateCapture(step, [o]);
  evaluateAlerts(step, [o]);
  return { capturedAtMs: step.atMs };
}

/**
 * An unscheduled closure (or its end). Closing announces CLOSED with the operator's reason; ending a
 * closure announces the phase the calendar gives now (OPEN inside trading hours), and ending one that
 * is not in force changes and announces nothing.
 */
export function setClosure(
  step: Step,
  p: { exchange: string; closed: boolean; reason: string | null },
): { exchange: string; closed: boolean; changed: boolean } {
  const exchange = step.stores.market.exchanges().find((e) => e.code === p.exchange);
  if (!exchange) throw new ServiceError('UNKNOWN_EXCHANGE', `unknown exchange code ${p.exchange}`);
  if (p.closed) {
    const reason = p.reason ?? 'closed by the exchange';
    step.stores.market.setClosure(exchange.code, reason, step.atMs);
    announce(step, exchange, 'CLOSED', reason);
    return { exchange: exchange.code, closed: true, changed: true };
  }
  if (!step.stores.market.closures().some((c) => c.exchange === exchange.code)) return { exchange: exchange.code, closed: false, changed: false };
  step.stores.market.clearClosure(exchange.code);
  const state = sessionState(exchange, step.atMs, { holidays: holidayMap(step.stores.market.holidaysOf(exchange.code), exchange.code), closure: null });
  announce(step, exchange, state.phase, state.open ? p.reason : state.reason);
  return { exchange: exchange.code, closed: false, changed: true };
}
