/** The quote machine as a table: 60 s of life, single use, `quote.expired` only for an unused quote. */
import test from 'ava';
import { initialTransition, type EventObject } from 'xstate';
import { publicStatus as publicQuoteStatus, quoteMachine, type QuoteEvent, type QuoteInput } from '../../machines/quote/machine.ts';
import { run, type Effect } from './table.ts';

const ISSUED = 1_000_000;
const EXPIRES = ISSUED + 60_000;

const input: QuoteInput = {
  quoteId: 'quo_1',
  owner: { env: 'sandbox', partnerId: 'ptn_1', ownerId: 'sub_1' },
  symbol: 'SCOM.KE',
  side: 'BUY',
  mode: 'quantity',
  quantityMicro: 10_000_000,
  cashValueMinor: null,
  priceMinor: 2_850,
  fx: { localCurrency: 'KES', perUsdMicro: 129_200_000, asOfMs: 0, source: 'managed' },
  grossMinor: 221,
  baseFeeMinor: 2,
  markupMinor: 1,
  feeMinor: 3,
  totalMinor: 224,
  issuedAtMs: ISSUED,
  expiresAtMs: EXPIRES,
};
const cashInput: QuoteInput = {
  ...input,
  owner: { ...input.owner, ownerId: 'master' },
  mode: 'cash',
  side: 'SELL',
  quantityMicro: 3_508_771,
  cashValueMinor: 1_000,
};

const armed: Effect = { type: 'setTimer', params: { name: 'expire', dueAtMs: EXPIRES, event: 'timer.expire' } };
const disarmed: Effect = { type: 'clearTimer', params: { name: 'expire' } };
const expiredEvent = (data: Record<string, unknown>): Effect => ({ type: 'xstate.emit', params: { event: { type: 'quote.expired', data } } });

interface Row {
  readonly name: string;
  readonly input?: QuoteInput;
  readonly events: (QuoteEvent | EventObject)[];
  readonly state: 'issued' | 'consumed' | 'expired';
  readonly context: { consumedAtMs: number | null; consumedByOrderId: string | null; expiredAtMs: number | null };
  readonly actions: Effect[];
  readonly refused?: string[];
}

const untouched = { consumedAtMs: null, consumedByOrderId: null, expiredAtMs: null };

const rows: Row[] = [
  { name: 'an issued quote arms its 60 s expiry timer', events: [], state: 'issued', context: untouched, actions: [armed] },
  {
    name: 'consuming before expiry marks it consumed by the order and clears the timer',
    events: [{ type: 'api.consume', atMs: EXPIRES - 1, orderId: 'ord_1' }],
    state: 'consumed',
    context: { consumedAtMs: EXPIRES - 1, consumedByOrderId: 'ord_1', expiredAtMs: null },
    actions: [armed, disarmed],
  },
  {
    name: 'consuming at the expiry instant is refused (the engine answers STALE_QUOTE)',
    events: [{ type: 'api.consume', atMs: EXPIRES, orderId: 'ord_1' }],
    state: 'issued',
    context: untouched,
    actions: [armed],
    refused: ['api.consume'],
  },
  {
    name: 'a consumed quote is single use: a second consume and a late timer are refused',
    events: [
      { type: 'api.consume', atMs: ISSUED + 5, orderId: 'ord_1' },
      { type: 'api.consume', atMs: ISSUED + 6, orderId: 'ord_2' },
      { type: 'timer.expire', atMs: EXPIRES },
    ],
    state: 'consumed',
    context: { consumedAtMs: ISSUED + 5, consumedByOrderId: 'ord_1', expiredAtMs: null },
    actions: [armed, disarmed],
    refused: ['api.consume', 'timer.expire'],
  },
  {
    name: 'the expiry timer expires an unused quote and emits quote.expired with the quantity',
    events: [{ type: 'timer.expire', atMs: EXPIRES }],
    state: 'expired',
    context: { ...untouched, expiredAtMs: EXPIRES },
    actions: [
      armed,
      expiredEvent({
        quoteId: 'quo_1',
        subAccountId: 'sub_1',
        symbol: 'SCOM.KE',
        type: 'BUY',
        quantity: 10,
        cashValue: null,
        expiredAt: new Date(EXPIRES).toISOString(),
      }),
    ],
  },
  {
    name: 'a master cash-mode quote expires naming the account type, the cash value and the indicative quantity',
    input: cashInput,
    events: [{ type: 'timer.expire', atMs: EXPIRES + 500 }],
    state: 'expired',
    context: { ...untouched, expiredAtMs: EXPIRES + 500 },
    actions: [
      armed,
      expiredEvent({
        quoteId: 'quo_1',
        accountType: 'MASTER',
        symbol: 'SCOM.KE',
        type: 'SELL',
        quantity: 3.508771,
        cashValue: 10,
        expiredAt: new Date(EXPIRES + 500).toISOString(),
      }),
    ],
  },
  {
    name: 'an early expiry timer is refused and the quote stays usable',
    events: [
      { type: 'timer.expire', atMs: EXPIRES - 1 },
      { type: 'api.consume', atMs: EXPIRES - 1, orderId: 'ord_1' },
    ],
    state: 'consumed',
    context: { consumedAtMs: EXPIRES - 1, consumedByOrderId: 'ord_1', expiredAtMs: null },
    actions: [armed, disarmed],
    refused: ['timer.expire'],
  },
  {
    name: 'an expired quote cannot be consumed',
    events: [
      { type: 'timer.expire', atMs: EXPIRES },
      { type: 'api.consume', atMs: EXPIRES + 1, orderId: 'ord_1' },
    ],
    state: 'expired',
    context: { ...untouched, expiredAtMs: EXPIRES },
    actions: [
      armed,
      expiredEvent({
        quoteId: 'quo_1',
        subAccountId: 'sub_1',
        symbol: 'SCOM.KE',
        type: 'BUY',
        quantity: 10,
        cashValue: null,
        expiredAt: new Date(EXPIRES).toISOString(),
      }),
    ],
    refused: ['api.consume'],
  },
  { name: 'unknown events are refused', events: [{ type: 'api.cancel' }], state: 'issued', context: untouched, actions: [armed], refused: ['api.cancel'] },
];

for (const row of rows) {
  test(`quote: ${row.name}`, (t) => {
    const r = run(quoteMachine, row.input ?? input, row.events);
    t.is(r.state, row.state);
    t.is(r.status, row.state === 'issued' ? 'active' : 'done');
    t.like(r.context, row.context);
    t.deepEqual(r.actions, row.actions);
    t.deepEqual(r.refused, row.refused ?? []);
    t.is(publicQuoteStatus({ value: r.state }) as string, row.state.toUpperCase());
  });
}

test('quote: the priced figures the engine computed are kept unchanged for the trade that consumes it', (t) => {
  const [snapshot] = initialTransition(quoteMachine, input);
  t.like(snapshot.context, { grossMinor: 221, baseFeeMinor: 2, markupMinor: 1, feeMinor: 3, totalMinor: 224, priceMinor: 2_850, expiresAtMs: EXPIRES });
});
