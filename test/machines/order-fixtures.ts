/**
 * Shared fixtures of the order machine tests: inputs in round figures (100 shares of SCOM.KE at
 * KES 1,292.00 = USD 10.00 at 129.20 KES/USD), a given/when player over xstate's pure functions, and
 * a compact text form of the effects (`escrow(sub_1) -> venueCash 100000 order.fill.gross`).
 */
import { initialTransition, transition, type EventObject, type ExecutableActionObject } from 'xstate';
import { inertScope } from '../../engine/actors.ts';
import { orderMachine, type AccountRef, type FillEvent, type OrderEvent, type OrderInput, type OrderTransfer } from '../../machines/order/machine.ts';

export const T0 = Date.parse('2026-09-01T09:00:00Z');
export const HOUR = 3_600_000;
export const SYMBOL = 'SCOM.KE';
export const FX = { localCurrency: 'KES', perUsdMicro: 129_200_000, asOfMs: T0 - HOUR, source: 'managed' } as const;

/** MARKET BUY of 100 shares for a sub-account: gross $1,000.00, base fee $7.50, markup $5.00. */
export const marketBuy: OrderInput = {
  orderId: 'ord_1',
  owner: { env: 'sandbox', partnerId: 'ptn_1', ownerId: 'sub_1' },
  externalId: 'ext-1',
  symbol: SYMBOL,
  name: 'Safaricom PLC',
  exchange: 'NSE',
  orderType: 'MARKET',
  side: 'BUY',
  quantityMicro: 100_000_000,
  cashValueMinor: null,
  limitPriceMinor: null,
  stopPriceMinor: null,
  timeInForce: 'GTC',
  expiresAtMs: null,
  clientOrderId: 'client-1',
  orderInstruction: null,
  stopLossMinor: null,
  takeProfitMinor: null,
  quoteId: 'quo_1',
  quoteExpiresAtMs: T0 + 60_000,
  priceMinor: 129_200,
  fx: FX,
  grossMinor: 100_000,
  baseFeeMinor: 750,
  markupMinor: 500,
  fromUnsettledMinor: 0,
  executionVenue: 'SIMULATED',
  createdAtMs: T0,
};
export const marketSell: OrderInput = { ...marketBuy, side: 'SELL' };
const resting = { quoteId: null, quoteExpiresAtMs: null } as const;
/** BUY LIMIT at KES 1,250.00, escrowed at the limit: gross $967.49, fees $7.26 + $4.84. */
export const limitBuy: OrderInput = {
  ...marketBuy,
  ...resting,
  orderType: 'LIMIT',
  limitPriceMinor: 125_000,
  grossMinor: 96_749,
  baseFeeMinor: 726,
  markupMinor: 484,
};
export const limitSell: OrderInput = { ...marketSell, ...resting, orderType: 'LIMIT', limitPriceMinor: 135_000 };
export const stopBuy: OrderInput = {
  ...marketBuy,
  ...resting,
  orderType: 'STOP',
  stopPriceMinor: 135_000,
  grossMinor: 104_489,
  baseFeeMinor: 784,
  markupMinor: 522,
};
export const stopSell: OrderInput = { ...marketSell, ...resting, orderType: 'STOP', stopPriceMinor: 120_000 };
/** BUY STOP_LIMIT: stop KES 1,300.00, limit KES 1,320.00. */
export const stopLimitBuy: OrderInput = { ...stopBuy, orderType: 'STOP_LIMIT', stopPriceMinor: 130_000, limitPriceMinor: 132_000 };
export const stopLimitSell: OrderInput = { ...stopSell, orderType: 'STOP_LIMIT', stopPriceMinor: 120_000, limitPriceMinor: 118_000 };

export const SETTLE_AT = T0 + 2 * 24 * HOUR;

/** A fill at `priceMinor` with the engine's figures for it. */
export const fill = (
  quantityMicro: number,
  priceMinor: number,
  grossMinor: number,
  baseFeeMinor: number,
  markupMinor: number,
  extra: Partial<FillEvent> = {},
): FillEvent => ({
  type: 'venue.fill',
  atMs: T0 + 3 * 60_000,
  quantityMicro,
  priceMinor,
  fx: FX,
  grossMinor,
  baseFeeMinor,
  markupMinor,
  executionReportId: 'exr_1',
  settleAtMs: SETTLE_AT,
  ...extra,
});
/** The whole order at USD 10.00: exactly the reservation. */
export const fullFillAt10 = fill(100_000_000, 129_200, 100_000, 750, 500);
/** The whole order at USD 9.00: $91,125 cost, $101.25 of the reservation left over. */
export const fullFillAt9 = fill(100_000_000, 116_280, 90_000, 675, 450);
/** The whole order at USD 11.00: costs $101.25 more than the reservation. */
export const fullFillAt11 = fill(100_000_000, 142_120, 110_000, 825, 550);

const account = (r: AccountRef): string => `${r.role}${r.owner ? `(${r.owner})` : ''}${r.symbol ? `[${r.symbol}]` : ''}`;

/** One effect in a line of text: transfers, timers and emitted event names. */
export function describeEffect(a: { type: string; params?: unknown }): string {
  switch (a.type) {
    case 'transfer': {
      const p = a.params as OrderTransfer;
      return `${account(p.debit)} -> ${account(p.credit)} ${p.amountMinor} ${p.kind}`;
    }
    case 'setTimer': {
      const p = a.params as { name: string; dueAtMs: number; event: string };
      return `setTimer ${p.name} ${p.event} at +${(p.dueAtMs - T0) / HOUR}h`;
    }
    case 'clearTimer':
      return `clearTimer ${(a.params as { name: string }).name}`;
    case 'xstate.emit':
      return `emit ${(a.params as { event: { type: string } }).event.type}`;
    default:
      return `unexpected ${a.type}`;
  }
}

export interface Played {
  readonly snapshot: ReturnType<typeof orderMachine.transition>;
  /** Raw effects of the `when` event (of the placement when there is none). */
  readonly raw: { type: string; params?: unknown }[];
  readonly effects: string[];
  readonly refused: boolean;
}

/** Given events (each must be accepted), then the one under test. */
export function play(input: OrderInput, given: readonly (OrderEvent | EventObject)[], when?: OrderEvent | EventObject): Played {
  let [snapshot, raw] = initialTransition(orderMachine, input) as [Played['snapshot'], { type: string; params?: unknown }[]];
  for (const event of given) {
    if (!snapshot.can(event as OrderEvent)) throw new Error(`given event ${event.type} was refused in ${JSON.stringify(snapshot.value)}`);
    [snapshot] = transition(orderMachine, snapshot, event as OrderEvent);
  }
  if (when === undefined) return { snapshot, raw, effects: raw.map(describeEffect), refused: false };
  if (!snapshot.can(when as OrderEvent)) return { snapshot, raw: [], effects: [], refused: true };
  const [next, actions] = transition(orderMachine, snapshot, when as OrderEvent);
  raw = actions as { type: string; params?: unknown }[];
  return { snapshot: next, raw, effects: raw.map(describeEffect), refused: false };
}

export const S = 'sub_1';
export const CASH = `cashSettled(${S})`;
export const UNSETTLED = `cashUnsettled(${S})`;
export const ADVANCE = `settlementAdvance(${S})`;
export const ESCROW = `escrow(${S})`;
export const HOLDING = `holding(${S})[${SYMBOL}]`;
export const RESERVED = `unitsReserved(${S})[${SYMBOL}]`;
export const VENUE_SHARES = `venueShares[${SYMBOL}]`;
export const mv = (from: string, to: string, amount: number, kind: string): string => `${from} -> ${to} ${amount} ${kind}`;

/**
 * Steps the order machine through one reused inert scope that collects the actions, as the engine's
 * actor runtime does: xstate's `transition()` builds a throw-away actor per call, too slow for the
 * thousands of steps of the path tests.
 */
export function orderStepper(): {
  initial: (input: OrderInput) => [Played['snapshot'], { type: string; params?: unknown }[]];
  next: (snapshot: Played['snapshot'], event: OrderEvent) => [Played['snapshot'], { type: string; params?: unknown }[]];
} {
  let collected: ExecutableActionObject[] = [];
  const scope = inertScope(orderMachine, (action) => {
    collected.push(action);
  });
  return {
    initial: (input) => {
      collected = [];
      return [orderMachine.getInitialSnapshot(scope, input), collected];
    },
    next: (snapshot, event) => {
      collected = [];
      return [orderMachine.transition(snapshot, event, scope), collected];
    },
  };
}
