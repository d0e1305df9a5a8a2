// biome-ignore-all lint/suspicious/noExportsInTest: compile-time proofs are exported so tsc checks them without calling them
/**
 * Compile-time checks, run by `tsc --noEmit -p .` (part of `npm test`): the events a command sends to
 * an actor are checked against that machine's event union, and a machine's public status must name
 * every state. Each `@ts-expect-error` line must fail to compile; if one ever compiles, tsc reports the
 * unused directive and the build fails. Nothing here runs: the functions are only type-checked.
 */
import test from 'ava';
import { unreachable } from '../../machines/states.ts';
import type { PartnerState } from '../../machines/partner/machine.ts';
import type { Step } from '../../engine/step.ts';

export function sendsTypedEvents(step: Step): void {
  step.send('order', 'ord_1', { type: 'api.cancel', reason: 'CANCELLED_BY_CLIENT' });
  step.send('subAccount', 'sub_1', { type: 'api.freeze', by: 'partner' });
  step.send('partner', 'ptn_1', { type: 'operator.update', changes: { tier: 'growth' } });
  // @ts-expect-error an order takes no `api.freeze` (that is a sub-account's event)
  step.send('order', 'ord_1', { type: 'api.freeze', by: 'partner' });
  // @ts-expect-error `market.trigger` needs the price that triggered it
  step.send('order', 'ord_1', { type: 'market.trigger' });
  // @ts-expect-error a trigger price is an integer of minor units, not a string
  step.send('order', 'ord_1', { type: 'market.trigger', priceMinor: '101.5' });
  // @ts-expect-error no machine is registered for this kind
  step.send('invoice', 'inv_1', { type: 'api.cancel' });
  // @ts-expect-error the step stamps `atMs` itself: a command never sends its own time
  step.send('topup', 'top_1', { type: 'operator.approve', atMs: 0 });
}

export function publicStatusMustNameEveryState(state: PartnerState): string {
  switch (state) {
    case 'active':
      return 'active';
    default:
      // @ts-expect-error 'suspended' is not mapped, so `state` is not `never` here
      return unreachable(state);
  }
}

test('typed actor events: the checks above are compile-time only (tsc runs them)', (t) => {
  t.is(typeof sendsTypedEvents, 'function');
});
