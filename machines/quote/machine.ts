/**
 * Pre-trade quote (`GET /quote/{symbol}`). Lifecycle: issued -> consumed | expired (both final).
 * Invariants: a quote lives 60 s from `issuedAtMs` and is used at most once; consuming it at or after
 * `expiresAtMs` is refused (the engine answers 409 STALE_QUOTE for any refused consume), and
 * `quote.expired` fires exactly once, only for a quote that was never consumed. The engine priced it
 * (gross, fees, total): the machine keeps those figures so the trade that consumes it can check and
 * reuse them, and moves no money.
 */
import { deadlineGuards } from '../deadline.ts';
import { assign, emit, setup } from 'xstate';
import { stateIn, unreachable } from '../states.ts';
import type { Refusals } from '../refusals.ts';

export const QUOTE_LIFE_MS = 60_000;

export type Env = 'production' | 'sandbox';
export type Side = 'BUY' | 'SELL';

/** Whose quote or order it is: the partner environment and the account inside it. */
export interface OwnerScope {
  readonly env: Env;
  readonly partnerId: string;
  /** `master` for the partner's own account, else the sub-account id. */
  readonly ownerId: string;
}

/** The managed FX rate used: local currency units per USD in millionths (129.20 KES/USD = 129_200_000). */
export interface FxAtPrice {
  readonly localCurrency: string;
  readonly perUsdMicro: number;
  readonly asOfMs: number;
  readonly source: string;
}

export interface QuoteInput {
  readonly quoteId: string;
  readonly owner: OwnerScope;
  readonly symbol: string;
  readonly side: Side;
  readonly mode: 'quantity' | 'cash';
  /** Asked quantity (quantity mode) or the indicative quantity the cash value buys (cash mode). */
  readonly quantityMicro: number;
  readonly cashValueMinor: number | null;
  /** Local price in hundredths of the local unit. */
  readonly priceMinor: number;
  readonly fx: FxAtPrice;
  readonly grossMinor: number;
  readonly baseFeeMinor: number;
  readonly markupMinor: number;
  readonly feeMinor: number;
  /** BUY: gross + fee (total cost). SELL: gross - fee (estimated proceeds). */
  readonly totalMinor: number;
  readonly issuedAtMs: number;
  readonly expiresAtMs: number;
}

export interface QuoteContext extends QuoteInput {
  consumedAtMs: number | null;
  consumedByOrderId: string | null;
  expiredAtMs: number | null;
}

export type QuoteEvent = { type: 'api.consume'; atMs: number; orderId?: string } | { type: 'timer.expire'; atMs: number };

/**
 * What the machine emits: the public event name and its `data` payload. The payload sits under `data`
 * because the spec's payloads have their own `type` field (the side, BUY or SELL).
 */
export interface QuoteEmitted {
  type: 'quote.expired';
  data: Record<string, unknown>;
}

const ownerFields = (owner: OwnerScope): { subAccountId: string } | { accountType: 'MASTER' } =>
  owner.ownerId === 'master' ? { accountType: 'MASTER' } : { subAccountId: owner.ownerId };

export const quoteMachine = setup({
  types: {
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    input: {} as QuoteInput,
    emitted: {} as QuoteEmitted,
  },
  guards: {
    ...deadlineGuards,
  },
  actions: {
    /** Effects applied by the engine: durable timers (machines never use `after` for deadlines). */
    setTimer: (_, _params: { name: string; dueAtMs: number; event: string }) => {},
    clearTimer: (_, _params: { name: string }) => {},
    recordConsumption: assign(({ event }) => (event.type === 'api.consume' ? { consumedAtMs: event.atMs, consumedByOrderId: event.orderId ?? null } : {})),
    recordExpiry: assign({ expiredAtMs: ({ event }) => event.atMs }),
    announceExpiry: emit(({ context, event }) => ({
      type: 'quote.expired' as const,
      data: {
        quoteId: context.quoteId,
        ...ownerFields(context.owner),
        symbol: context.symbol,
        type: context.side,
        // Quantities and cents become JSON numbers by one division of an exact integer.
        quantity: context.quantityMicro / 1_000_000,
        cashValue: context.cashValueMinor === null ? null : context.cashValueMinor / 100,
        expiredAt: new Date(event.atMs).toISOString(),
      },
    })),
  },
}).createMachine({
  id: 'quote',
  // Every input field named rather than `...input` plus three: a literal of fixed shape is far cheaper
  // for V8 than a spread clone that then grows (as the order machine does).
  context: ({ input }) => ({
    quoteId: input.quoteId,
    owner: input.owner,
    symbol: input.symbol,
    side: input.side,
    mode: input.mode,
    quantityMicro: input.quantityMicro,
    cashValueMinor: input.cashValueMinor,
    priceMinor: input.priceMinor,
    fx: input.fx,
    grossMinor: input.grossMinor,
    baseFeeMinor: input.baseFeeMinor,
    markupMinor: input.markupMinor,
    feeMinor: input.feeMinor,
    totalMinor: input.totalMinor,
    issuedAtMs: input.issuedAtMs,
    expiresAtMs: input.expiresAtMs,
    consumedAtMs: null,
    consumedByOrderId: null,
    expiredAtMs: null,
  }),
  initial: 'issued',
  states: {
    issued: {
      entry: { type: 'setTimer', params: ({ context }) => ({ name: 'expire', dueAtMs: context.expiresAtMs, event: 'timer.expire' }) },
      on: {
        'api.consume': {
          guard: 'isBeforeExpiry',
          target: 'consumed',
          actions: [{ type: 'clearTimer', params: { name: 'expire' } }, 'recordConsumption'],
        },
        'timer.expire': { guard: 'isAtOrAfterExpiry', target: 'expired', actions: ['recordExpiry', 'announceExpiry'] },
      },
    },
    consumed: { type: 'final' },
    expired: { type: 'final' },
  },
});

export type QuoteSnapshot = ReturnType<typeof quoteMachine.transition>;

export const QUOTE_STATES = ['issued', 'consumed', 'expired'] as const;

/** A quote is used once, before its expiry (`issued` refuses it at or after `expiresAtMs`). */
export const quoteRefusals = {
  'api.consume': [{ code: 'STALE_QUOTE', states: ['issued', 'consumed', 'expired'], because: 'a quote is used once, before it expires; fetch a new one' }],
} as const satisfies Refusals<QuoteEvent, (typeof QUOTE_STATES)[number]>;

/** The public status of a quote: ISSUED, CONSUMED or EXPIRED. */
export function publicStatus(snapshot: { readonly value: unknown }): 'ISSUED' | 'CONSUMED' | 'EXPIRED' {
  const state = stateIn('quote', QUOTE_STATES, snapshot);
  switch (state) {
    case 'issued':
      return 'ISSUED';
    case 'consumed':
      return 'CONSUMED';
    case 'expired':
      return 'EXPIRED';
    default:
      return unreachable(state);
  }
}

/**
 * Why an order cannot consume the quote at `atMs` (`USED` or `EXPIRED`), or null when it can: the
 * machine's own `api.consume` transition decides, so the engine repeats none of its rules.
 */
export function consumeRefusal(snapshot: { readonly value: unknown; can(event: QuoteEvent): boolean }, atMs: number): 'USED' | 'EXPIRED' | null {
  if (snapshot.can({ type: 'api.consume', orderId: '', atMs })) return null;
  return publicStatus(snapshot) === 'CONSUMED' ? 'USED' : 'EXPIRED';
}
