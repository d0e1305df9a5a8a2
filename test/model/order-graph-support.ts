/**
 * The model side of test/model/order-graph.engine.test.ts: paths through the real order machine
 * generated with `xstate/graph` (for eight kinds of order: every shortest path, with quantity
 * replacements up and down, and every simple path, with replacements up only to bound the count), over
 * an alphabet of events each of which names one real operation: a tick at a crossing price, PATCH,
 * DELETE, an expiry or a settlement on the virtual clock, a venue or test-tool execution, a tick
 * across a stop loss or take profit. Prices are abstract, fractions of a reference price R (the
 * instrument's catalog price once replayed) with every level far from R, so the simulated upstream
 * feed (a few percent around R) never moves an order by itself: only a path's own operations do.
 *
 * Paths are grouped by their operation sequence, and a sequence that is a prefix of a longer one of
 * the same kind is left to the longer one (which checks every state on the way). Each kept sequence is
 * replayed through the pure machine here, giving the snapshot and the public events every step must
 * produce in the real engine.
 */
import type { EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  orderMachine,
  REJECTION_CODES,
  type FillEvent,
  type OrderEvent,
  type OrderInput,
  type OrderType,
  type RejectionCode,
  type Side,
  type TimeInForce,
} from '../../machines/order/machine.ts';
import { orderStepper } from '../machines/order-fixtures.ts';

export type Snapshot = ReturnType<typeof orderMachine.transition>;
export type EnvName = 'sandbox' | 'production';

/** The abstract reference price (100.00 local) and FX (100 local per USD: one share at R is USD 1.00). */
export const R = 10_000;
const PER_USD_MICRO = 100_000_000;
export const SHARE = 1_000_000;
/** Ordered, replaced (up or down) and partially filled quantities (never the sandbox cheat quantities 100 and 999). */
export const QTY = { order: 10 * SHARE, replaced: 12 * SHARE, reduced: 8 * SHARE, partial: 4 * SHARE } as const;

/** Levels as fractions of R: the lows at 0.2 to 0.4 R, the highs at 2.5 to 3.5 R. */
export const LEVEL = {
  low: 0.4,
  lowCross: 0.35,
  stopLossUsd: 0.3,
  stopLossTick: 0.2,
  high: 2.5,
  highCross: 2.6,
  takeProfitUsd: 3,
  takeProfitTick: 3.5,
} as const;
export type Level = keyof typeof LEVEL;
const at = (fraction: number): number => Math.round(R * fraction);

export interface Kind {
  readonly name: string;
  readonly orderType: OrderType;
  readonly side: Side;
  readonly timeInForce: TimeInForce;
  readonly limit: Level | null;
  readonly stop: Level | null;
  /** Whether the order carries stopLoss and takeProfit (USD prices of LEVEL.stopLossUsd and LEVEL.takeProfitUsd). */
  readonly protections: boolean;
}

/**
 * One kind of order per type and side, covering the three times in force. STOP_LIMIT levels are such
 * that no single price both crosses the stop and satisfies the limit: a first price arms the order, a
 * second one triggers it (and, armed, it waits at a limit still far from R).
 */
export const KINDS: readonly Kind[] = [
  { name: 'MARKET BUY DAY +protections', orderType: 'MARKET', side: 'BUY', timeInForce: 'DAY', limit: null, stop: null, protections: true },
  { name: 'MARKET SELL GTC +protections', orderType: 'MARKET', side: 'SELL', timeInForce: 'GTC', limit: null, stop: null, protections: true },
  { name: 'LIMIT BUY GTD', orderType: 'LIMIT', side: 'BUY', timeInForce: 'GTD', limit: 'low', stop: null, protections: false },
  { name: 'LIMIT SELL GTC', orderType: 'LIMIT', side: 'SELL', timeInForce: 'GTC', limit: 'high', stop: null, protections: false },
  { name: 'STOP BUY DAY +protections', orderType: 'STOP', side: 'BUY', timeInForce: 'DAY', limit: null, stop: 'high', protections: true },
  { name: 'STOP SELL DAY', orderType: 'STOP', side: 'SELL', timeInForce: 'DAY', limit: null, stop: 'low', protections: false },
  { name: 'STOP_LIMIT BUY GTC', orderType: 'STOP_LIMIT', side: 'BUY', timeInForce: 'GTC', limit: 'low', stop: 'high', protections: false },
  { name: 'STOP_LIMIT SELL GTD', orderType: 'STOP_LIMIT', side: 'SELL', timeInForce: 'GTD', limit: 'high', stop: 'low', protections: false },
];

const T0 = Date.parse('2026-09-01T09:00:00Z');
const MINUTE = 60_000;
/** GTD orders lapse this long after placement: short, so an expiry costs little virtual time. */
export const GTD_LIFE_MS = 20 * MINUTE;
const SETTLE_AT = T0 + 3 * 24 * 60 * MINUTE;

function amountsFor(quantityMicro: number, priceMinor: number): { grossMinor: number; baseFeeMinor: number; markupMinor: number } {
  const grossMinor = Math.round((quantityMicro / SHARE) * priceMinor * (1_000_000 / PER_USD_MICRO));
  return { grossMinor, baseFeeMinor: Math.round(grossMinor * 0.0075), markupMinor: 0 };
}

/** The price an order is escrowed at: its stop (STOP), its limit, or R (MARKET). */
const reservationPrice = (c: Pick<OrderInput, 'orderType' | 'stopPriceMinor' | 'limitPriceMinor'>): number =>
  (c.orderType === 'STOP' ? c.stopPriceMinor : c.limitPriceMinor) ?? R;

/** The machine input of a kind, as the engine would build it (abstract prices). */
export function inputOf(kind: Kind): OrderInput {
  const limitPriceMinor = kind.limit === null ? null : at(LEVEL[kind.limit]);
  const stopPriceMinor = kind.stop === null ? null : at(LEVEL[kind.stop]);
  const market = kind.orderType === 'MARKET';
  return {
    orderId: 'ord_model',
    owner: { env: 'sandbox', partnerId: 'ptn_model', ownerId: 'sub_model' },
    externalId: null,
    symbol: 'MODEL',
    name: 'Model',
    exchange: 'NSE',
    orderType: kind.orderType,
    side: kind.side,
    quantityMicro: QTY.order,
    cashValueMinor: null,
    limitPriceMinor,
    stopPriceMinor,
    timeInForce: kind.timeInForce,
    expiresAtMs: kind.timeInForce === 'GTD' ? T0 + GTD_LIFE_MS : null,
    clientOrderId: null,
    orderInstruction: null,
    stopLossMinor: kind.protections ? LEVEL.stopLossUsd * 100 : null,
    takeProfitMinor: kind.protections ? LEVEL.takeProfitUsd * 100 : null,
    quoteId: market ? 'quo_model' : null,
    quoteExpiresAtMs: market ? T0 + MINUTE : null,
    priceMinor: R,
    fx: { localCurrency: 'KES', perUsdMicro: PER_USD_MICRO, asOfMs: T0, source: 'managed' },
    ...amountsFor(QTY.order, reservationPrice({ orderType: kind.orderType, limitPriceMinor, stopPriceMinor })),
    fromUnsettledMinor: 0,
    executionVenue: 'SIMULATED',
    createdAtMs: T0,
  };
}

/**
 * The events the real system can send an order in `env`, stamped consistently with the state's
 * deadlines. Production has no partial fills (its venue fills whole orders) and no settlement test
 * tools (they refuse real production orders): those events are outside its alphabet.
 */
export function sampleEvents(env: EnvName, reductions: boolean): (s: Snapshot) => OrderEvent[] {
  return (s) => {
    const c = s.context;
    const remaining = c.quantityMicro - c.filledQuantityMicro;
    const fillPrice = c.limitPriceMinor ?? R;
    const fillOf = (q: number): FillEvent => ({
      type: 'venue.fill',
      atMs: T0 + 5 * MINUTE,
      quantityMicro: q,
      priceMinor: fillPrice,
      fx: c.fx,
      ...amountsFor(q, fillPrice),
      executionReportId: 'exr_model',
      settleAtMs: SETTLE_AT,
    });
    const events: OrderEvent[] = [
      { type: 'market.trigger', atMs: T0 + MINUTE, priceMinor: at(LEVEL.lowCross) },
      { type: 'market.trigger', atMs: T0 + MINUTE, priceMinor: at(LEVEL.highCross) },
      { type: 'api.replace', atMs: T0 + MINUTE, quantityMicro: QTY.replaced, ...amountsFor(QTY.replaced, reservationPrice(c)) },
      { type: 'api.cancel', atMs: T0 + MINUTE },
      { type: 'timer.expire', atMs: c.expiresAtMs ?? T0 + MINUTE },
      fillOf(remaining),
      { type: 'venue.reject', atMs: T0 + 5 * MINUTE, rejectionCode: 'TECHNICAL_ISSUE', reason: 'model' },
      { type: 'timer.settle', atMs: c.settleAtMs ?? SETTLE_AT },
      { type: 'market.price', atMs: T0 + 6 * MINUTE, priceMinor: at(LEVEL.stopLossTick), perUsdMicro: c.fx.perUsdMicro },
      { type: 'market.price', atMs: T0 + 6 * MINUTE, priceMinor: at(LEVEL.takeProfitTick), perUsdMicro: c.fx.perUsdMicro },
    ];
    if (reductions) events.push({ type: 'api.replace', atMs: T0 + MINUTE, quantityMicro: QTY.reduced, ...amountsFor(QTY.reduced, reservationPrice(c)) });
    if (env === 'sandbox') {
      if (remaining > QTY.partial) events.push(fillOf(QTY.partial));
      events.push({ type: 'test.settle', atMs: T0 + 6 * MINUTE }, { type: 'test.failSettlement', atMs: T0 + 6 * MINUTE });
    }
    return events;
  };
}

/** What decides the events a state takes next (the reservations follow from these). */
const serializeState = (s: Snapshot): string =>
  JSON.stringify([s.value, s.context.quantityMicro, s.context.filledQuantityMicro, s.context.stopTriggeredAtMs !== null]);

/** A step of a path in the words of the real operation it maps to. */
export type Op =
  | { readonly op: 'trigger'; readonly level: 'lowCross' | 'highCross' }
  | { readonly op: 'replace'; readonly quantityMicro: number }
  | { readonly op: 'cancel' }
  | { readonly op: 'expire' }
  | { readonly op: 'fill'; readonly partial: boolean }
  | { readonly op: 'reject'; readonly code: RejectionCode }
  | { readonly op: 'settle' }
  | { readonly op: 'testSettle' }
  | { readonly op: 'failSettlement' }
  | { readonly op: 'price'; readonly level: 'stopLossTick' | 'takeProfitTick' };

function opOf(before: Snapshot, e: OrderEvent): Op {
  switch (e.type) {
    case 'market.trigger':
      return { op: 'trigger', level: e.priceMinor === at(LEVEL.lowCross) ? 'lowCross' : 'highCross' };
    case 'api.replace':
      return { op: 'replace', quantityMicro: e.quantityMicro ?? before.context.quantityMicro };
    case 'api.cancel':
      return { op: 'cancel' };
    case 'timer.expire':
      return { op: 'expire' };
    case 'venue.fill':
      return { op: 'fill', partial: e.quantityMicro < before.context.quantityMicro - before.context.filledQuantityMicro };
    case 'venue.reject':
      return { op: 'reject', code: e.rejectionCode };
    case 'timer.settle':
      return { op: 'settle' };
    case 'test.settle':
      return { op: 'testSettle' };
    case 'test.failSettlement':
      return { op: 'failSettlement' };
    case 'market.price':
      return { op: 'price', level: e.priceMinor === at(LEVEL.stopLossTick) ? 'stopLossTick' : 'takeProfitTick' };
    case 'corporate.renameSymbol':
    case 'corporate.closeRemainder':
    case 'corporate.split':
      // Corporate actions are covered by test/http/corporate-*.test.ts, not by the graph.
      throw new Error('the order graph does not generate corporate actions');
  }
}

function labelOfOp(o: Op): string {
  switch (o.op) {
    case 'trigger':
    case 'price':
      return `${o.op}@${o.level}`;
    case 'fill':
      return o.partial ? 'fill(partial)' : 'fill';
    case 'replace':
      return `replace(${o.quantityMicro / SHARE})`;
    default:
      return o.op;
  }
}

/** One distinct operation sequence of a kind, with what the machine says each step must show. */
export interface PlannedPath {
  readonly kind: Kind;
  readonly ops: readonly Op[];
  /** The machine snapshot after the placement (index 0) and after each op. */
  readonly states: readonly Snapshot[];
  /** The public events each of those steps emits, in order. */
  readonly emitted: readonly (readonly string[])[];
  readonly label: string;
}

export interface Plan {
  readonly env: EnvName;
  /** Paths xstate/graph generated (shortest and simple, all kinds). */
  readonly generated: number;
  /** Distinct operation sequences among them. */
  readonly distinct: number;
  /** The sequences replayed: distinct and not a prefix of another one of the same kind. */
  readonly paths: readonly PlannedPath[];
}

const eventsOfPath = (path: { steps: { event: EventObject }[] }): OrderEvent[] =>
  path.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init') as OrderEvent[];

const isPrefix = (short: readonly string[], long: readonly string[]): boolean => short.length < long.length && short.every((x, i) => long[i] === x);

/** Steps the pure machine through `events`, collecting each step's snapshot and emitted event names. */
const stepper = orderStepper();

function replayModel(input: OrderInput, events: readonly OrderEvent[]): { states: Snapshot[]; emitted: string[][] } {
  const emittedOf = (actions: readonly { type: string; params?: unknown }[]): string[] =>
    actions.filter((a) => a.type === 'xstate.emit').map((a) => (a.params as { event: { type: string } }).event.type);
  let [s, actions] = stepper.initial(input);
  const states = [s];
  const emitted = [emittedOf(actions)];
  for (const e of events) {
    if (!s.can(e)) throw new Error(`the model refuses ${e.type} in ${JSON.stringify(s.value)}`);
    [s, actions] = stepper.next(s, e);
    states.push(s);
    emitted.push(emittedOf(actions));
  }
  return { states, emitted };
}

/** Every shortest and every simple path of each kind in `env`'s alphabet, grouped and replayed on the model. */
export function planPaths(env: EnvName): Plan {
  const sequences: { kind: Kind; events: OrderEvent[]; labels: string[] }[] = [];
  const seen = new Set<string>();
  let generated = 0;
  for (const kind of KINDS) {
    const input = inputOf(kind);
    const options = (reductions: boolean) => ({
      input,
      events: sampleEvents(env, reductions),
      serializeState,
      filterEvents: (s: Snapshot, e: OrderEvent) => s.can(e),
    });
    // Simple paths replace upwards only; the shortest paths also reduce orders (both would double the paths for little more).
    for (const path of [...getShortestPaths(orderMachine, options(true)), ...getSimplePaths(orderMachine, options(false))]) {
      generated += 1;
      const events = eventsOfPath(path);
      const { states } = replayModel(input, events);
      const labels = events.map((e, i) => labelOfOp(opOf(states[i]!, e)));
      const key = `${kind.name}: ${labels.join(' > ')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      sequences.push({ kind, events, labels });
    }
  }
  const kept = sequences.filter((a) => !sequences.some((b) => b.kind === a.kind && isPrefix(a.labels, b.labels)));
  let rejections = 0;
  const paths = kept.map(({ kind, events, labels }): PlannedPath => {
    // The six rejection codes take turns, so every code goes through the real engine.
    const coded = events.map((e) => (e.type === 'venue.reject' ? { ...e, rejectionCode: REJECTION_CODES[rejections++ % REJECTION_CODES.length]! } : e));
    const { states, emitted } = replayModel(inputOf(kind), coded);
    const ops = coded.map((e, i) => opOf(states[i]!, e));
    return { kind, ops, states, emitted, label: `${kind.name}: ${labels.join(' > ') || 'placement'}` };
  });
  return { env, generated, distinct: sequences.length, paths };
}

/** The order view's `omsStatus` the machine state stands for (expiry and settlement told apart). */
export function omsStatusOf(s: Snapshot): string {
  const v = s.value;
  if (typeof v !== 'string') {
    const settlement = (v as { filled?: string }).filled;
    return settlement === 'settled' ? 'SETTLED' : settlement === 'settlementFailed' ? 'SETTLEMENT_FAILED' : 'FILLED';
  }
  if (v === 'cancelled') return s.context.orderLifecycle === 'EXPIRED' ? 'EXPIRED' : 'CANCELLED';
  return v === 'partiallyFilled' ? 'PARTIALLY_FILLED' : v.toUpperCase();
}
