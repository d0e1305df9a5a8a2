/**
 * A partner's price alert on one listed symbol. Lifecycle: armed -> (the delayed price reaches the
 * threshold while the exchange is open) fires `price.alert` -> disarmed, or with `repeat` -> triggered,
 * which re-arms only once the price is back strictly on the other side of the threshold; any live
 * state -> deleted (final).
 * Invariants: "reaches" is inclusive (above: price >= threshold, below: price <= threshold) and the
 * cross-back is strict, so an alert never fires twice without the price leaving the firing zone in
 * between. A disarmed alert takes no price; it can still be deleted so the partner can tidy the list.
 * The engine only sends prices observed while the exchange is open (the machine reads no calendar).
 * Corporate actions: a delisting disarms a live alert without firing it; a symbol change
 * renames the alert in any live state.
 */
import { assign, emit, setup } from 'xstate';
import { stateIn, unreachable } from '../states.ts';
import type { Refusals } from '../refusals.ts';

export type AlertCondition = 'above' | 'below';
export type Env = 'production' | 'sandbox';

export interface PriceAlertInput {
  readonly alertId: string;
  readonly clientAlertId: string | null;
  readonly symbol: string;
  readonly exchange: string;
  readonly condition: AlertCondition;
  /** Hundredths of the local unit. */
  readonly thresholdMinor: number;
  readonly currency: string;
  readonly repeat: boolean;
  readonly createdAtMs: number;
}

export interface PriceAlertContext extends PriceAlertInput {
  readonly triggeredAtMs: number | null;
  /** The observed price of the latest firing (hundredths of the local unit). */
  readonly lastPriceMinor: number | null;
  readonly fireCount: number;
  readonly deletedAtMs: number | null;
}

export type PriceAlertEvent =
  | { type: 'market.price'; atMs: number; priceMinor: number }
  | { type: 'api.delete'; atMs: number }
  /** The instrument was delisted: a live alert can never fire again. */
  | { type: 'corporate.disarm'; atMs: number }
  /** A symbol change took effect: the alert watches the instrument under its new symbol. */
  | { type: 'corporate.renameSymbol'; atMs: number; symbol: string };

interface Emitted {
  type: 'price.alert';
  data: Record<string, unknown>;
}

/** The price reaches the firing zone (inclusive). */
export function reaches(condition: AlertCondition, thresholdMinor: number, priceMinor: number): boolean {
  return condition === 'above' ? priceMinor >= thresholdMinor : priceMinor <= thresholdMinor;
}

/** The price is back strictly on the other side of the threshold. */
export function crossedBack(condition: AlertCondition, thresholdMinor: number, priceMinor: number): boolean {
  return condition === 'above' ? priceMinor < thresholdMinor : priceMinor > thresholdMinor;
}

const priceOf = (event: PriceAlertEvent): number => (event.type === 'market.price' ? event.priceMinor : Number.NaN);

export const priceAlertMachine = setup({
  types: {
    context: {} as PriceAlertContext,
    events: {} as PriceAlertEvent,
    input: {} as PriceAlertInput,
    emitted: {} as Emitted,
  },
  guards: {
    reachesThreshold: ({ context, event }) => event.type === 'market.price' && reaches(context.condition, context.thresholdMinor, event.priceMinor),
    reachesAndRepeats: ({ context, event }) =>
      context.repeat && event.type === 'market.price' && reaches(context.condition, context.thresholdMinor, event.priceMinor),
    crossedBack: ({ context, event }) => event.type === 'market.price' && crossedBack(context.condition, context.thresholdMinor, event.priceMinor),
  },
  actions: {
    recordFiring: assign(({ context, event }) => ({ triggeredAtMs: event.atMs, lastPriceMinor: priceOf(event), fireCount: context.fireCount + 1 })),
    recordDeletion: assign({ deletedAtMs: ({ event }) => event.atMs }),
    recordSymbol: assign(({ context, event }) => ({ symbol: event.type === 'corporate.renameSymbol' ? event.symbol : context.symbol })),
    announce: emit(({ context, event }, params: { state: 'TRIGGERED' | 'DISARMED' }) => ({
      type: 'price.alert' as const,
      data: {
        alertId: context.alertId,
        clientAlertId: context.clientAlertId,
        symbol: context.symbol,
        exchange: context.exchange,
        condition: context.condition,
        // Hundredths become JSON numbers by one division of an exact integer.
        threshold: context.thresholdMinor / 100,
        price: priceOf(event) / 100,
        currency: context.currency,
        repeat: context.repeat,
        state: params.state,
        triggeredAt: new Date(event.atMs).toISOString(),
      },
    })),
  },
}).createMachine({
  id: 'priceAlert',
  context: ({ input }) => ({ ...input, triggeredAtMs: null, lastPriceMinor: null, fireCount: 0, deletedAtMs: null }),
  initial: 'armed',
  on: { 'corporate.renameSymbol': { actions: 'recordSymbol' } },
  states: {
    armed: {
      on: {
        'corporate.disarm': { target: 'disarmed' },
        'market.price': [
          { guard: 'reachesAndRepeats', target: 'triggered', actions: ['recordFiring', { type: 'announce', params: { state: 'TRIGGERED' } }] },
          { guard: 'reachesThreshold', target: 'disarmed', actions: ['recordFiring', { type: 'announce', params: { state: 'DISARMED' } }] },
        ],
        'api.delete': { target: 'deleted', actions: 'recordDeletion' },
      },
    },
    triggered: {
      on: {
        'market.price': { guard: 'crossedBack', target: 'armed' },
        'corporate.disarm': { target: 'disarmed' },
        'api.delete': { target: 'deleted', actions: 'recordDeletion' },
      },
    },
    disarmed: {
      on: { 'api.delete': { target: 'deleted', actions: 'recordDeletion' } },
    },
    deleted: { type: 'final' },
  },
});

export const PRICE_ALERT_STATES = ['armed', 'triggered', 'disarmed', 'deleted'] as const;

/** A deleted alert is as gone as one that never existed. */
export const priceAlertRefusals = {
  'api.delete': [{ code: 'NOT_FOUND', states: ['deleted'] }],
} as const satisfies Refusals<PriceAlertEvent, (typeof PRICE_ALERT_STATES)[number]>;
export type PriceAlertState = 'ARMED' | 'TRIGGERED' | 'DISARMED' | 'DELETED';

/** The public state: ARMED, TRIGGERED (fired, waiting for the cross-back; repeat only), DISARMED or DELETED. */
export function publicStatus(snapshot: { readonly value: unknown }): PriceAlertState {
  const state = stateIn('priceAlert', PRICE_ALERT_STATES, snapshot);
  switch (state) {
    case 'armed':
      return 'ARMED';
    case 'triggered':
      return 'TRIGGERED';
    case 'disarmed':
      return 'DISARMED';
    case 'deleted':
      return 'DELETED';
    default:
      return unreachable(state);
  }
}
