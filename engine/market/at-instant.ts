/**
 * The simulated market at any instant, as a sandbox test clock sees it: the quote the service's own
 * polls (every 900 s inside the coverage window, a 15-minute delayed feed) would have served at that
 * instant, computed from the simulator alone. A pure function of the market seed, the symbol (its
 * seeded walk) and the instant, given the catalog's calendar and the splits in effect: two clocks, or
 * two advances, at the same instant see the same prices. Operator ticks and exchange closures are the
 * service clock's, not a test clock's; prices are restated in the shares of the clock's day (the splits
 * dated on or before it, which the clock has applied to its holdings), like the holdings they value.
 */
import type { Instrument } from '../../storage/catalog/types.ts';
import { addDays, COVERAGE, inCoverageWindow, sessionOn } from './calendar.ts';
import { captureObservations, type CapturedObservation } from './capture.ts';
import { quoteOf, type Quote } from './quotes.ts';
import type { MarketService } from './service.ts';
import { adjustedPriceMinor, splitSteps } from './split-adjustment.ts';

/** How far back the newest observation is looked for: longer than any run of holidays plus weekends. */
const LOOKBACK_MS = 21 * 86_400_000;

/** The newest poll instant at or before `atMs` (a 900 s boundary inside the coverage window), within the look-back. */
function pollAtOrBefore(atMs: number, floorMs: number): number | null {
  for (let t = atMs - (((atMs % COVERAGE.intervalMs) + COVERAGE.intervalMs) % COVERAGE.intervalMs); t >= floorMs; t -= COVERAGE.intervalMs) {
    if (inCoverageWindow(t)) return t;
  }
  return null;
}

/** What the simulated feed's poll at `pollMs` observes of `inst` (raw, in the simulator's original shares), or null: nothing new then. */
export function observationAt(market: MarketService, inst: Instrument, pollMs: number): CapturedObservation | null {
  const holidays = market.catalog.holidaysOf(inst.exchange);
  const request = { seed: market.seed, instruments: [market.catalog.simInstrument(inst)], holidays: {}, closed: [], atMs: pollMs };
  return captureObservations(market.simulator, request, () => holidays)[0] ?? null;
}

/** The quote the simulated feed gives for `inst` at `atMs`: its newest observation by then, or null when none lies within three weeks. */
export function simulatedQuote(market: MarketService, inst: Instrument, atMs: number): Quote | null {
  const catalog = market.catalog;
  const exchange = catalog.exchange(inst.exchange);
  const holidays = catalog.holidaysOf(inst.exchange);
  const sim = catalog.simInstrument(inst);
  const floorMs = atMs - LOOKBACK_MS;
  let observation = null;
  for (let poll = pollAtOrBefore(atMs, floorMs); poll !== null && observation === null; poll = pollAtOrBefore(poll - 1, floorMs)) {
    observation = observationAt(market, inst, poll);
  }
  if (!observation) return null;
  // The clock splits its own holdings at 00:00 UTC of each split's date (engine/test-clocks/splits.ts): its prices follow suit.
  const clockDate = new Date(atMs).toISOString().slice(0, 10);
  const steps = splitSteps(market.stores, { symbol: inst.symbol, effectiveOnly: true, onClockDate: clockDate }).get(inst.symbol);
  const restate = (priceMinor: number): number => adjustedPriceMinor(priceMinor, steps, '');
  const bar = market.simulator.barOn(sim, observation.date);
  let previousDate = addDays(observation.date, -1);
  for (let k = 0; k < 21 && !sessionOn(exchange, previousDate, holidays); k += 1) previousDate = addDays(previousDate, -1);
  const previous = sessionOn(exchange, previousDate, holidays) ? market.simulator.barOn(sim, previousDate) : null;
  return quoteOf(inst, atMs, {
    priceMinor: restate(observation.priceMinor),
    previousCloseMinor: previous ? restate(previous.closeMinor) : null,
    openMinor: inst.ohlcAvailable && bar ? restate(bar.openMinor) : null,
    volume: observation.volume,
    asOfMs: observation.capturedAtMs,
    sessionDate: observation.date,
    source: 'poll',
  });
}
