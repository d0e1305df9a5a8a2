/**
 * Which test clock a sandbox request runs on: the clock of the sub-account (or order, quote, alert...)
 * its path or body names, when that actor was created on a test clock. A command the request dispatches
 * then runs at that clock's time (http/dispatch.ts); everything else runs on the service clock.
 */
import { simulatedQuote } from '../engine/market/at-instant.ts';
import { currentQuote, type Quote } from '../engine/market/quotes.ts';
import type { Instrument } from '../storage/catalog/types.ts';
import type { AppContext } from './context.ts';

/** Body and query fields that name a sub-account (test tools name it in the body, quotes in the query). */
const ACTOR_FIELDS = ['subAccountId', 'userId'] as const;

function idsNamed(params: unknown, named: readonly unknown[]): string[] {
  const ids: string[] = [];
  if (params && typeof params === 'object') for (const value of Object.values(params)) if (typeof value === 'string') ids.push(value);
  for (const source of named) {
    if (!source || typeof source !== 'object' || Array.isArray(source)) continue;
    for (const field of ACTOR_FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      if (typeof value === 'string') ids.push(value);
    }
  }
  return ids;
}

/** The clock of the first actor the path, body or query names that lives on one; null: the service clock. */
export function testClockOfRequest(ctx: AppContext, params: unknown, body: unknown, query: unknown): string | null {
  for (const id of idsNamed(params, [body, query])) {
    const clockId = ctx.service.queries.testClocks.clockOf(id);
    if (clockId) return clockId;
  }
  return null;
}

/** The frozen time of the request's test clock, or null when the request runs on the service clock. */
function clockTimeOf(ctx: AppContext): number | null {
  const clockId = ctx.state.testClockId;
  if (!clockId) return null;
  return ctx.service.queries.testClocks.frozenTimeOf(clockId);
}

/** The request's time: its test clock's frozen time, or the service clock's now. */
export function requestNowMs(ctx: AppContext): number {
  return clockTimeOf(ctx) ?? ctx.service.clock.nowMs();
}

/**
 * The delayed quote a request sees: on a test clock the simulated market at the clock's time
 * (engine/market/at-instant.ts), otherwise the service's current quote.
 */
export function requestQuote(ctx: AppContext, inst: Instrument): Quote | null {
  const clockMs = clockTimeOf(ctx);
  return clockMs === null ? currentQuote(ctx.service.market, inst, ctx.service.clock.nowMs()) : simulatedQuote(ctx.service.market, inst, clockMs);
}
