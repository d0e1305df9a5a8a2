/**
 * Property: for any price sequence, the alert fires exactly when an armed alert sees a price in the
 * firing zone (inclusive), re-arms only on a price strictly on the other side, and so never fires
 * twice without a cross-back in between; without repeat it fires at most once.
 */
import test from 'ava';
import fc from 'fast-check';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { crossedBack, priceAlertMachine, reaches, type AlertCondition } from '../../machines/priceAlert/machine.ts';

const scenario = fc.record({
  condition: fc.constantFrom<AlertCondition>('above', 'below'),
  thresholdMinor: fc.integer({ min: 1, max: 10_000 }),
  repeat: fc.boolean(),
  // Prices cluster around the threshold so crossings and exact hits are common.
  offsets: fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 60 }),
});

test('fires exactly at crossings and never twice without a cross-back', (t) => {
  fc.assert(
    fc.property(scenario, ({ condition, thresholdMinor, repeat, offsets }) => {
      const [initial] = initialTransition(priceAlertMachine, {
        alertId: 'a',
        clientAlertId: null,
        symbol: 'S',
        exchange: 'X',
        condition,
        thresholdMinor,
        currency: 'KES',
        repeat,
        createdAtMs: 0,
      });
      let snapshot: AnyMachineSnapshot = initial;
      // The reference model: armed, waiting for a cross-back, or done.
      let model: 'armed' | 'waiting' | 'done' = 'armed';
      let firings = 0;
      let crossedSinceFiring = true;
      offsets.forEach((offset, i) => {
        const priceMinor = Math.max(1, thresholdMinor + offset);
        const event = { type: 'market.price' as const, priceMinor, atMs: i };
        let fired = false;
        if (snapshot.can(event)) {
          const [next, actions] = transition(priceAlertMachine, snapshot, event);
          snapshot = next;
          fired = actions.some((a) => (a.type as string) === 'xstate.emit');
        }
        const expectFire = model === 'armed' && reaches(condition, thresholdMinor, priceMinor);
        if (fired !== expectFire) throw new Error(`price ${priceMinor}: fired ${fired}, expected ${expectFire}`);
        if (fired) {
          if (!crossedSinceFiring) throw new Error('fired twice without a cross-back');
          firings += 1;
          crossedSinceFiring = false;
          model = repeat ? 'waiting' : 'done';
        } else {
          // Tracked apart from the model: any price strictly on the other side counts as a cross-back.
          if (crossedBack(condition, thresholdMinor, priceMinor)) crossedSinceFiring = true;
          if (model === 'waiting' && crossedBack(condition, thresholdMinor, priceMinor)) model = 'armed';
        }
        const expected = { armed: 'armed', waiting: 'triggered', done: 'disarmed' }[model];
        if (snapshot.value !== expected) throw new Error(`state ${String(snapshot.value)}, expected ${expected}`);
      });
      if (!repeat && firings > 1) throw new Error('a one-shot alert fired more than once');
    }),
    { numRuns: 500 },
  );
  t.pass();
});
