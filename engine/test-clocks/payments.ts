/**
 * Asset-class payments by a test clock's days: when the clock passes 00:00 UTC, its own sub-accounts
 * get the money-market yield of the day that ended and the coupons and maturities falling on the day
 * that starts, as the service's daily timers pay everyone else (engine/asset-classes/accrual.ts,
 * bond-payments.ts), with the events and wallet transactions stamped at that instant on the clock.
 */
import { bonds, funds } from '../../storage/catalog/asset-classes.ts';
import type { Stores } from '../../storage/stores.ts';
import type { Env } from '../../storage/types.ts';
import { accrueDay } from '../asset-classes/accrual.ts';
import { bondPaymentsOn, payBondsOn } from '../asset-classes/bond-payments.ts';
import { unitsAsset } from '../ledger.ts';
import type { Step } from '../step.ts';
import { onTestClock } from './bindings.ts';
import { ownClock } from './clocks.ts';

const DAY_MS = 86_400_000;

/** A 00:00 UTC a test clock passes while one of its sub-accounts holds money-market or bond units. */
export interface AssetClassDay {
  readonly kind: 'assetClasses';
  readonly atMs: number;
  /** The UTC date that starts at `atMs`. */
  readonly date: string;
}

const dateOf = (atMs: number): string => new Date(atMs).toISOString().slice(0, 10);
/** `${env}/${partnerId}/unit_holding/${owner}/UNITS:<id>`: the owner of a unit account. */
const ownerOf = (accountId: string): string => accountId.split('/')[3]!;

/** Whether a sub-account on the clock holds units of any of these instruments (read from committed state). */
function clockHolds(stores: Pick<Stores, 'ledger' | 'testClocks'>, clockId: string, instrumentIds: readonly string[]): boolean {
  return instrumentIds.some((id) =>
    stores.ledger.holders('unit_holding', unitsAsset(id)).some((h) => onTestClock(stores, { env: h.env as Env, owner: ownerOf(h.id) }, clockId)),
  );
}

/**
 * The days in (fromMs, toMs] on which the clock's sub-accounts have something due: every day while
 * one holds a money-market fund, the coupon and maturity dates while one holds a bond. Holdings are
 * read when the advance starts: units bought during it are paid from the next advance on.
 */
export function assetClassDays(stores: Pick<Stores, 'ledger' | 'testClocks'>, clockId: string, fromMs: number, toMs: number): AssetClassDay[] {
  const accrues = clockHolds(
    stores,
    clockId,
    funds.filter((f) => f.type === 'MMF').map((f) => f.id),
  );
  const holdsBonds = clockHolds(
    stores,
    clockId,
    bonds.map((b) => b.id),
  );
  if (!accrues && !holdsBonds) return [];
  const days: AssetClassDay[] = [];
  for (let atMs = (Math.floor(fromMs / DAY_MS) + 1) * DAY_MS; atMs <= toMs; atMs += DAY_MS) {
    if (accrues || bondPaymentsOn(dateOf(atMs))) days.push({ kind: 'assetClasses', atMs, date: dateOf(atMs) });
  }
  return days;
}

/** `test_clock.asset_classes`: runs on the clock at 00:00 UTC of `date`; pays its own sub-accounts' yield, coupons and maturities. */
export function clockAssetClassPayments(step: Step, p: { testClockId: string; date: string }): { payments: number } {
  const clock = ownClock(step, p.testClockId);
  const mine = (h: { env: Env; partnerId: string; owner: string }): boolean => h.partnerId === clock.partnerId && onTestClock(step.stores, h, clock.id);
  const dayMs = Date.parse(`${p.date}T00:00:00.000Z`);
  const yields = accrueDay(step, dateOf(dayMs - DAY_MS), mine);
  return { payments: yields + payBondsOn(step, p.date, mine) };
}
