/** The priceAlert machine as a table: inclusive firing, strict cross-back, one firing per crossing, deletion. */
import test from 'ava';
import { priceAlertMachine, publicStatus as publicAlertState, type PriceAlertEvent, type PriceAlertInput } from '../../machines/priceAlert/machine.ts';
import { run, type Effect } from './table.ts';

const input = (over: Partial<PriceAlertInput> = {}): PriceAlertInput => ({
  alertId: 'alt_1',
  clientAlertId: 'c1',
  symbol: 'SCOM.KE',
  exchange: 'NSE',
  condition: 'above',
  thresholdMinor: 3_000,
  currency: 'KES',
  repeat: false,
  createdAtMs: 0,
  ...over,
});
const px = (priceMinor: number, atMs = 1_000): PriceAlertEvent => ({ type: 'market.price', priceMinor, atMs });
const del: PriceAlertEvent = { type: 'api.delete', atMs: 9_000 };
const fired = (over: Partial<PriceAlertInput>, priceMinor: number, state: string, atMs = 1_000): Effect => {
  const i = input(over);
  return {
    type: 'xstate.emit',
    params: {
      event: {
        type: 'price.alert',
        data: {
          alertId: i.alertId,
          clientAlertId: i.clientAlertId,
          symbol: i.symbol,
          exchange: i.exchange,
          condition: i.condition,
          threshold: i.thresholdMinor / 100,
          price: priceMinor / 100,
          currency: i.currency,
          repeat: i.repeat,
          state,
          triggeredAt: new Date(atMs).toISOString(),
        },
      },
    },
  };
};

interface Row {
  readonly name: string;
  readonly input: Partial<PriceAlertInput>;
  readonly events: PriceAlertEvent[];
  readonly state: string;
  readonly actions: Effect[];
  readonly refused?: string[];
}

const rows: Row[] = [
  { name: 'a new alert is armed and does nothing', input: {}, events: [], state: 'armed', actions: [] },
  {
    name: 'above: a price below the threshold is refused and leaves it armed',
    input: {},
    events: [px(2_999)],
    state: 'armed',
    actions: [],
    refused: ['market.price'],
  },
  { name: 'above: a price at the threshold fires and disarms', input: {}, events: [px(3_000)], state: 'disarmed', actions: [fired({}, 3_000, 'DISARMED')] },
  {
    name: 'below: a price at or under the threshold fires',
    input: { condition: 'below' },
    events: [px(3_001), px(2_500)],
    state: 'disarmed',
    actions: [fired({ condition: 'below' }, 2_500, 'DISARMED')],
    refused: ['market.price'],
  },
  {
    name: 'a disarmed alert takes no further price',
    input: {},
    events: [px(3_100), px(2_000), px(3_100)],
    state: 'disarmed',
    actions: [fired({}, 3_100, 'DISARMED')],
    refused: ['market.price', 'market.price'],
  },
  {
    name: 'repeat: firing waits in triggered',
    input: { repeat: true },
    events: [px(3_000)],
    state: 'triggered',
    actions: [fired({ repeat: true }, 3_000, 'TRIGGERED')],
  },
  {
    name: 'repeat: the threshold itself is not a cross-back; strictly below re-arms silently; the next reach fires again',
    input: { repeat: true },
    events: [px(3_000), px(3_500), px(3_000), px(2_999), px(3_200, 2_000)],
    state: 'triggered',
    actions: [fired({ repeat: true }, 3_000, 'TRIGGERED'), fired({ repeat: true }, 3_200, 'TRIGGERED', 2_000)],
    refused: ['market.price', 'market.price'],
  },
  { name: 'an armed alert can be deleted', input: {}, events: [del], state: 'deleted', actions: [] },
  {
    name: 'a triggered alert can be deleted',
    input: { repeat: true },
    events: [px(3_000), del],
    state: 'deleted',
    actions: [fired({ repeat: true }, 3_000, 'TRIGGERED')],
  },
  {
    name: 'a disarmed alert can be deleted; a deleted one takes nothing',
    input: {},
    events: [px(3_000), del, del, px(3_000)],
    state: 'deleted',
    actions: [fired({}, 3_000, 'DISARMED')],
    refused: ['api.delete', 'market.price'],
  },
];

for (const row of rows) {
  test(row.name, (t) => {
    const r = run(priceAlertMachine, input(row.input), row.events);
    t.is(r.state, row.state);
    t.deepEqual(r.actions, row.actions);
    t.deepEqual(r.refused, row.refused ?? []);
    t.is(r.status, row.state === 'deleted' ? 'done' : 'active');
  });
}

test('the public states are ARMED, TRIGGERED, DISARMED and DELETED', (t) => {
  t.deepEqual(
    ['armed', 'triggered', 'disarmed', 'deleted'].map((value) => publicAlertState({ value })),
    ['ARMED', 'TRIGGERED', 'DISARMED', 'DELETED'],
  );
});

test('a firing records its time, price and count', (t) => {
  const r = run(priceAlertMachine, input({ repeat: true }), [px(3_000, 5), px(2_000, 6), px(3_300, 7)]);
  t.like(r.context, { triggeredAtMs: 7, lastPriceMinor: 3_300, fireCount: 2 });
});
