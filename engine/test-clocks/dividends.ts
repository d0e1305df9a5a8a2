/**
 * Dividends reach the holdings of sub-accounts on a test clock by that clock's dates: when the clock
 * passes a declared dividend's ex-date their entitlements are fixed, when it passes the pay date they
 * are paid (one `dividend.paid` for the partner, timestamped on the clock). The service clock's own
 * ex-date and pay-date timers leave these holders out (engine/corporate/dividends.ts).
 */
import type { CorporateActionRecord, Holder } from '../../storage/corporate-actions.ts';
import { fixEntitlements, payDividend } from '../corporate/dividends.ts';
import type { Stores } from '../../storage/stores.ts';
import type { Step } from '../step.ts';
import { onTestClock } from './bindings.ts';
import { ownClock } from './clocks.ts';

export type DividendPhase = 'entitle' | 'pay';

/** A dividend date a test clock passes on its way: its ex-date (entitle) or its pay date (pay), at 00:00 UTC. */
export interface DividendDate {
  readonly kind: 'dividend';
  readonly atMs: number;
  readonly corporateActionId: string;
  readonly phase: DividendPhase;
}

/** Declared dividends one advance looks at (the newest beyond it are left for the next). */
const MAX_DIVIDENDS_SCANNED = 10_000;

const dayStartMs = (date: string): number => Date.parse(`${date}T00:00:00.000Z`);

/** The dividend dates in (fromMs, toMs], in date order (entitlement before payment on the same day). */
export function dividendCalendar(actions: readonly CorporateActionRecord[], fromMs: number, toMs: number): DividendDate[] {
  const items: DividendDate[] = [];
  for (const a of actions) {
    if (a.type !== 'DIVIDEND' || a.status === 'CANCELLED' || !a.terms.exDate || !a.terms.payDate) continue;
    for (const [date, phase] of [
      [a.terms.exDate, 'entitle'],
      [a.terms.payDate, 'pay'],
    ] as const) {
      const atMs = dayStartMs(date);
      if (atMs > fromMs && atMs <= toMs) items.push({ kind: 'dividend', atMs, corporateActionId: a.id, phase });
    }
  }
  return items.sort((x, y) => x.atMs - y.atMs || (x.phase === y.phase ? 0 : x.phase === 'entitle' ? -1 : 1));
}

/** `test_clock.dividend`: runs on the clock; fixes or pays the entitlements of its own sub-accounts. */
export function clockDividend(step: Step, p: { testClockId: string; corporateActionId: string; phase: DividendPhase }): { holders: number } {
  const clock = ownClock(step, p.testClockId);
  const action = step.stores.corporateActions.get(p.corporateActionId);
  if (!action || action.type !== 'DIVIDEND' || action.status === 'CANCELLED') return { holders: 0 };
  let holders = 0;
  const mine = (h: Holder): boolean => {
    const ok = h.partnerId === clock.partnerId && onTestClock(step.stores, h, clock.id);
    if (ok) holders += 1;
    return ok;
  };
  if (p.phase === 'entitle') fixEntitlements(step, action, mine);
  else payDividend(step, action, (e) => e.paidAtMs === null && mine(e));
  return { holders };
}

/** The dividend dates test clock `clockId` passes from its time up to `toMs` (read from committed state). */
export function dividendDates(stores: Pick<Stores, 'corporateActions'>, fromMs: number, toMs: number): DividendDate[] {
  const dividends = stores.corporateActions.list({ type: 'DIVIDEND', afterSeq: 0, limit: MAX_DIVIDENDS_SCANNED });
  return dividendCalendar(dividends, fromMs, toMs);
}
