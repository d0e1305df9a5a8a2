/**
 * The resting orders of a test clock's sub-accounts see the clock's market: on the way to a target,
 * the advance finds, for each of its WORKING orders, the first poll of the simulated feed whose price
 * crosses the order's trigger (engine/market/at-instant.ts, restated in the shares of that day), and
 * runs the capture's trigger evaluation there on the clock for the clock's orders only. The service's
 * own captures leave these orders out (engine/trading/triggers.ts).
 */
import { addDays, nextPollAfter, sessionOn } from '../market/calendar.ts';
import { DELAY_MS, REFRESH_MS } from '../market/capture.ts';
import { observationAt } from '../market/at-instant.ts';
import type { MarketService } from '../market/service.ts';
import { adjustedPriceMinor, splitSteps } from '../market/split-adjustment.ts';
import type { Instrument } from '../../storage/catalog/types.ts';
import type { ListedOrder } from '../../storage/orders.ts';
import type { Step } from '../step.ts';
import { evaluateCapture } from '../trading/triggers.ts';
import { ownClock } from './clocks.ts';

/** A poll on the clock's way whose price crosses the trigger of one of its resting orders. */
export interface MarketDate {
  readonly kind: 'market';
  readonly atMs: number;
  readonly symbol: string;
  /** The observed price, in the shares of the poll's day. */
  readonly priceMinor: number;
}

const dateOf = (atMs: number): string => new Date(atMs).toISOString().slice(0, 10);

const crosses = (o: ListedOrder, priceMinor: number): boolean =>
  (o.triggerBelow !== null && priceMinor <= o.triggerBelow) || (o.triggerAbove !== null && priceMinor >= o.triggerAbove);

/** The polls in (fromMs, toMs] at which one of the clock's resting orders (read when the advance starts) is first crossed. */
export function marketDates(market: MarketService, clockId: string, fromMs: number, toMs: number): MarketDate[] {
  const { stores } = market;
  const bySymbol = new Map<string, ListedOrder[]>();
  for (const id of stores.testClocks.boundTo(clockId)) {
    const o = stores.orders.byId(id);
    if (o?.status === 'WORKING') bySymbol.set(o.symbol, [...(bySymbol.get(o.symbol) ?? []), o]);
  }
  const items: MarketDate[] = [];
  for (const [symbol, orders] of bySymbol) {
    const inst = market.catalog.bySymbol.get(symbol);
    if (inst) items.push(...firstCrossings(market, inst, orders, fromMs, toMs));
  }
  return items;
}

/**
 * For one instrument: a session whose simulated bar cannot cross any waiting order is passed over
 * whole (every observation of it lies within its low and high, or is its close), so a window of years
 * costs a bar a day; the polls of a session that might cross are observed one by one.
 */
function firstCrossings(market: MarketService, inst: Instrument, orders: readonly ListedOrder[], fromMs: number, toMs: number): MarketDate[] {
  const exchange = market.catalog.exchange(inst.exchange);
  const holidays = market.catalog.holidaysOf(inst.exchange);
  const sim = market.catalog.simInstrument(inst);
  // The splits dated by the target, each applied from its own day on (the clock splits its holdings then).
  const steps = splitSteps(market.stores, { symbol: inst.symbol, effectiveOnly: true, onClockDate: dateOf(toMs) }).get(inst.symbol);
  const restate = (priceMinor: number, date: string): number => adjustedPriceMinor(priceMinor, steps, '', date);
  const items: MarketDate[] = [];
  let waiting = orders;
  for (let date = addDays(dateOf(fromMs), -1); date <= addDays(dateOf(toMs), 1) && waiting.length > 0; date = addDays(date, 1)) {
    const session = sessionOn(exchange, date, holidays);
    const bar = session ? market.simulator.barOn(sim, date) : null;
    if (!session || !bar) continue;
    // The poll's own UTC date may be a day either side of the session's: the range covers both restatements.
    const bounds = [addDays(date, -1), addDays(date, 1)].flatMap((d) => [restate(bar.lowMinor, d), restate(bar.highMinor, d)]);
    const [low, high] = [Math.min(...bounds), Math.max(...bounds)];
    if (!waiting.some((o) => (o.triggerBelow !== null && low <= o.triggerBelow) || (o.triggerAbove !== null && high >= o.triggerAbove))) continue;
    const lastMs = Math.min(toMs, session.closeMs + DELAY_MS + REFRESH_MS - 1);
    for (let poll = nextPollAfter(Math.max(fromMs, session.openMs + DELAY_MS - 1)); poll <= lastMs && waiting.length > 0; poll = nextPollAfter(poll)) {
      const observed = observationAt(market, inst, poll);
      if (!observed) continue;
      const priceMinor = restate(observed.priceMinor, dateOf(poll));
      if (!waiting.some((o) => crosses(o, priceMinor))) continue;
      items.push({ kind: 'market', atMs: poll, symbol: inst.symbol, priceMinor });
      waiting = waiting.filter((o) => !crosses(o, priceMinor));
    }
  }
  return items;
}

/** `test_clock.market`: runs on the clock at a poll; the observed price reaches the clock's own orders. */
export function clockMarketPrice(step: Step, p: { testClockId: string; symbol: string; priceMinor: number }): { touched: number } {
  const clock = ownClock(step, p.testClockId);
  const touched = evaluateCapture(step, [{ symbol: p.symbol, priceMinor: p.priceMinor }], (orderId) => step.stores.testClocks.clockOf(orderId) === clock.id);
  return { touched };
}
