/**
 * Splits, reverse splits and bonus issues reach the holdings and open orders of sub-accounts on a test
 * clock by that clock's dates: when the clock passes 00:00 UTC of the effective date they are rescaled
 * (cash in lieu included) and the partner hears `corporateaction.split`, stamped on the clock. The
 * service's own effective-date timer leaves these owners out (engine/corporate/splits.ts); the clock's
 * prices are restated from the same date (engine/market/at-instant.ts).
 */
import type { CorporateActionKind, CorporateActionRecord } from '../../storage/corporate-actions.ts';
import type { Stores } from '../../storage/stores.ts';
import { applySplit } from '../corporate/splits.ts';
import type { Step } from '../step.ts';
import { onTestClock } from './bindings.ts';
import { ownClock } from './clocks.ts';

const SPLIT_TYPES: readonly CorporateActionKind[] = ['SPLIT', 'REVERSE_SPLIT', 'BONUS_ISSUE'];
/** Declared splits one advance looks at. */
const MAX_SPLITS_SCANNED = 10_000;

/** A split's effective date a test clock passes: 00:00 UTC of it. */
export interface SplitDate {
  readonly kind: 'split';
  readonly atMs: number;
  readonly corporateActionId: string;
}

/** The split dates in (fromMs, toMs] of actions not cancelled, in date order. */
export function splitDates(stores: Pick<Stores, 'corporateActions'>, fromMs: number, toMs: number): SplitDate[] {
  const actions: CorporateActionRecord[] = SPLIT_TYPES.flatMap((type) => stores.corporateActions.list({ type, afterSeq: 0, limit: MAX_SPLITS_SCANNED }));
  const items: SplitDate[] = [];
  for (const a of actions) {
    const atMs = Date.parse(`${a.effectiveDate}T00:00:00.000Z`);
    if (a.status !== 'CANCELLED' && atMs > fromMs && atMs <= toMs) items.push({ kind: 'split', atMs, corporateActionId: a.id });
  }
  return items.sort((x, y) => x.atMs - y.atMs);
}

/** `test_clock.split`: runs on the clock; rescales the holdings and open orders of its own sub-accounts. */
export function clockSplit(step: Step, p: { testClockId: string; corporateActionId: string }): { applied: boolean } {
  const clock = ownClock(step, p.testClockId);
  const action = step.stores.corporateActions.get(p.corporateActionId);
  if (!action || !SPLIT_TYPES.includes(action.type) || action.status === 'CANCELLED') return { applied: false };
  applySplit(step, action, (o) => o.partnerId === clock.partnerId && onTestClock(step.stores, o, clock.id));
  return { applied: true };
}
