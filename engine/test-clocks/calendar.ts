/**
 * The platform dates a test clock passes on its way to a target, in date order: dividend ex-dates and
 * pay dates (dividends.ts) and the days its sub-accounts' funds and bonds pay (payments.ts). An advance
 * merges them with the clock's own timers (engine/scheduler.ts `advanceTestClock`).
 */
import type { Stores } from '../../storage/stores.ts';
import { dividendDates, type DividendDate } from './dividends.ts';
import { assetClassDays, type AssetClassDay } from './payments.ts';

export type ClockCalendarItem = DividendDate | AssetClassDay;

/** The dates test clock `clockId` passes from its time up to `toMs` (read from committed state); at one instant dividends go first. */
export function testClockCalendar(stores: Pick<Stores, 'testClocks' | 'corporateActions' | 'ledger'>, clockId: string, toMs: number): ClockCalendarItem[] {
  const clock = stores.testClocks.get(clockId);
  if (!clock) return [];
  const items: ClockCalendarItem[] = [...dividendDates(stores, clock.frozenTimeMs, toMs), ...assetClassDays(stores, clockId, clock.frozenTimeMs, toMs)];
  // Array sort is stable: dividends keep their order (entitlement before payment) and stay before the payments of their instant.
  return items.sort((x, y) => x.atMs - y.atMs);
}
