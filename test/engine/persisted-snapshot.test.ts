/**
 * engine/persisted-snapshot.ts builds what xstate's getPersistedSnapshot gives without its generic copy
 *: the stored JSON must stay byte for byte the same, for every registered machine's
 * walk of a webhook delivery's events and for snapshots that must take xstate's own path.
 */
import test from 'ava';
import fc from 'fast-check';
import {
  assign,
  createActor,
  createMachine,
  initialTransition,
  setup,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { persistedSnapshot } from '../../engine/persisted-snapshot.ts';
import { webhookDeliveryMachine, type WebhookDeliveryEvent } from '../../machines/webhookDelivery/machine.ts';

const same = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot): [string, string] => [
  JSON.stringify(persistedSnapshot(machine, snapshot)),
  JSON.stringify(machine.getPersistedSnapshot(snapshot)),
];

const deliveryEvent: fc.Arbitrary<WebhookDeliveryEvent> = fc.oneof(
  fc.record({ type: fc.constant('timer.retry' as const), atMs: fc.nat(1e9) }),
  fc.record({
    type: fc.constant('delivery.succeeded' as const),
    status: fc.option(fc.integer({ min: 100, max: 599 })),
    durationMs: fc.nat(10_000),
    responseSnippet: fc.option(fc.string({ maxLength: 20 })),
    atMs: fc.nat(1e9),
  }),
  fc.record({
    type: fc.constant('delivery.failed' as const),
    status: fc.option(fc.integer({ min: 100, max: 599 })),
    error: fc.string({ maxLength: 10 }),
    durationMs: fc.nat(10_000),
    responseSnippet: fc.option(fc.string({ maxLength: 20 })),
    atMs: fc.nat(1e9),
  }),
);

test('a webhook delivery persisted at every step is the JSON xstate writes', (t) => {
  fc.assert(
    fc.property(fc.array(deliveryEvent, { maxLength: 15 }), (events) => {
      const input = { deliveryId: 'whd_1', webhookId: 'wh_1', eventId: 'evt_1', event: 'incident.declared', startedAtMs: 5 };
      let [snapshot] = initialTransition(webhookDeliveryMachine, input);
      const [fast, xstate] = same(webhookDeliveryMachine, snapshot);
      t.is(fast, xstate);
      for (const event of events) {
        [snapshot] = transition(webhookDeliveryMachine, snapshot, event);
        const [f, x] = same(webhookDeliveryMachine, snapshot);
        if (f !== x) return false;
      }
      return true;
    }),
    { numRuns: 200 },
  );
});

test('a snapshot with history, or with an actor in its context, takes xstate’s own path', (t) => {
  const withHistory = createMachine({
    initial: 'a',
    states: {
      a: { initial: 'a1', states: { a1: { on: { NEXT: 'a2' } }, a2: {}, hist: { type: 'history' } }, on: { OUT: 'b' } },
      b: { on: { BACK: 'a.hist' } },
    },
  });
  let [h] = initialTransition(withHistory);
  for (const type of ['NEXT', 'OUT']) [h] = transition(withHistory, h, { type } as EventObject);
  const [hf, hx] = same(withHistory, h);
  t.is(hf, hx);
  t.true(hx.includes('"historyValue":{"'), 'the history was recorded, so the fallback ran');

  const child = createActor(createMachine({}));
  const withRef = setup({ types: { context: {} as { nested: { ref: unknown } } } }).createMachine({
    context: { nested: { ref: null } },
    on: { SET: { actions: assign({ nested: () => ({ ref: child }) }) } },
  });
  let [r] = initialTransition(withRef);
  [r] = transition(withRef, r, { type: 'SET' });
  const [rf, rx] = same(withRef, r);
  t.is(rf, rx);
  t.true(rx.includes('xstate$$type'), 'the actor became a reference, as xstate persists it');
});
