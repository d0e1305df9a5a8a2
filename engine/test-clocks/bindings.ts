/** Whether a holder runs on the service clock: every production one, and a sandbox one not bound to a test clock. */
import type { Holder } from '../../storage/corporate-actions.ts';
import type { Stores } from '../../storage/stores.ts';

export function onServiceClock(stores: Pick<Stores, 'testClocks'>, h: Pick<Holder, 'env' | 'owner'>): boolean {
  return h.env !== 'sandbox' || stores.testClocks.clockOf(h.owner) === null;
}

/** Whether a holder runs on test clock `clockId`. */
export function onTestClock(stores: Pick<Stores, 'testClocks'>, h: Pick<Holder, 'env' | 'owner'>, clockId: string): boolean {
  return h.env === 'sandbox' && stores.testClocks.clockOf(h.owner) === clockId;
}
