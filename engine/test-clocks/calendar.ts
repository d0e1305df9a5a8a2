/**
 * The platform dates a test clock passes on its way to a target, in date order: dividend ex-dates and
 * pay dates (dividends.ts), split dates (splits.ts), the polls that cross its resting orders' triggers (market.ts) and the days its sub-accounts' funds and bonds pay (payments.ts). An advance
 * merges them with the clock's own timers (engine/scheduler.ts `advanceTestClock`).
 */
import type { Stores } from '../../storage/stores.ts';
import { dividendDates, type DividendDate } from './dividends.ts';
import { assetClassDays, type AssetClassDay } from './payments.ts';
import { splitDates, type SplitDate } from './splits.ts';
import { marketDates, type MarketDate } from './market.ts';
import type { MarketService } from '../market/service.ts';

export type ClockCalendarItem = DividendDate | SplitDate | AssetClassDay | MarketDate;

/** The dates test clock `clockId` passes from its time up to `toMs` (read from committed state); at one instant dividends go first. */
export function testClockCalendar(
  stores: Pick<Stores, 'testClocks' | 'corporateActions' | 'ledger'>,
  market: MarketService,
  clockId: string,
  toMs: number,
): ClockCalendarItem[] {
  const clock = stores.testClocks.get(clockId);
  if (!clock) return [];
  const from = clock.frozenTimeMs;
  const items: ClockCalendarItem[] = [
    ...dividendDates(stores, from, toMs),
    ...splitDates(stores, from, toMs),
    ...assetClassDays(stores, clockId, from, toMs),
    ...marketDates(market, clockId, from, toMs),
  ];
  // Array sort is stable: at one instant dividends (entitlement before payment), then splits, fund and bond payments, polls.
  return items.sort((x, y) => x.atMs - y.atMs);
}
