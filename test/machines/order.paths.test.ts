/**
 * Paths through the order machine generated with xstate's graph utilities (`xstate/graph`): the
 * shortest path to every reachable state from several kinds of order, and every simple path of a
 * MARKET and a LIMIT BUY. Each path is replayed with the pure transition functions, and after every
 * step a small ledger built from the emitted transfers must agree with the machine: positive amounts
 * only, escrow equal to the order's reservation, reserved units equal to its open SELL quantity, the
 * position equal to the fills that stand, refunds before the events that announce them, event names
 * from the spec's catalogue, and no terminal state cancelable or replaceable.
 */
import test from 'ava';
import type { EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  isCancelable,
  isReplaceable,
  orderMachine,
  publicStatus as publicOrderStatus,
  type OrderContext,
  type OrderEvent,
  type OrderInput,
  type OrderTransfer,
} from '../../machines/order/machine.ts';
import { fill, FX, HOUR, orderStepper, limitBuy, limitSell, marketBuy, marketSell, stopLimitBuy, stopLimitSell, stopSell, T0 } from './order-fixtures.ts';

type Snapshot = ReturnType<typeof orderMachine.transition>;

/** Every event name of the spec's event catalogue (aliases included). */
const CATALOGUE = new Set([
  'order.pending',
  'order.triggered',
  'order.filled',
  'trade.settled',
  'order.rejected',
  'trade.rejected',
  'order.cancelled',
  'order.replaced',
  'deposit.confirmed',
  'withdraw.confirmed',
  'wallet.credited',
  'topup.confirmed',
  'float.low',
  'kyc.updated',
  'account.frozen',
  'account.closed',
  'dividend.paid',
  'corporateaction.declared',
  'corporateaction.split',
  'corporateaction.suspension',
  'corporateaction.delisting',
  'corporateaction.rights_issue',
  'corporateaction.symbol_changed',
  'quote.expired',
  'price.alert',
  'market.status',
  'incident.declared',
  'incident.resolved',
  'test.event',
]);

const at = (hours: number): number => T0 + hours * HOUR;
/** Prices that trigger, arm or miss each fixture's limit and stop levels. */
const PRICES = [100_000, 119_000, 125_000, 129_000, 131_000, 133_000, 135_000];

/** Sample events for a state, each stamped consistently with the deadlines in its context. */
function sampleEvents(s: Snapshot): OrderEvent[] {
  const c = s.context;
  const remaining = c.quantityMicro - c.filledQuantityMicro;
  const fillOf = (q: number, priceMinor: number): OrderEvent => {
    const grossMinor = Math.round((q / 1_000_000) * (priceMinor / 1_292));
    return fill(q, priceMinor, grossMinor, Math.round(grossMinor * 0.0075), Math.round(grossMinor * 0.005), { atMs: at(2) });
  };
  return [
    ...PRICES.map((priceMinor): OrderEvent => ({ type: 'market.trigger', atMs: at(1), priceMinor })),
    { type: 'api.replace', atMs: at(1), quantityMicro: 150_000_000, grossMinor: 150_000, baseFeeMinor: 1_125, markupMinor: 750, fromUnsettledMinor: 100 },
    { type: 'api.replace', atMs: at(1), quantityMicro: 50_000_000, grossMinor: 50_000, baseFeeMinor: 375, markupMinor: 250 },
    { type: 'api.cancel', atMs: at(1) },
    { type: 'timer.expire', atMs: c.expiresAtMs ?? at(1) },
    ...(remaining > 40_000_000 ? [fillOf(40_000_000, 116_280)] : []),
    // Whole-remainder fills below, at and above the MARKET fixtures' price (limits refuse some of them).
    fillOf(remaining, 116_280),
    fillOf(remaining, 129_200),
    fillOf(remaining, 142_120),
    { type: 'venue.reject', atMs: at(2), rejectionCode: 'TECHNICAL_ISSUE', reason: 'desk offline' },
    { type: 'timer.settle', atMs: c.settleAtMs ?? at(1) },
    { type: 'test.settle', atMs: at(3) },
    { type: 'test.failSettlement', atMs: at(3) },
    { type: 'market.price', atMs: at(4), priceMinor: 100_000, perUsdMicro: FX.perUsdMicro },
    { type: 'market.price', atMs: at(4), priceMinor: 160_000, perUsdMicro: FX.perUsdMicro },
  ];
}

/** A state is the state value plus what decides which events it takes next. */
function serializeState(s: Snapshot): string {
  const c = s.context;
  return JSON.stringify([s.value, c.quantityMicro, c.filledQuantityMicro, c.reservedMinor, c.reservedUnitsMicro, c.stopTriggeredAtMs !== null]);
}

const traversal = (input: OrderInput) => ({
  input,
  events: sampleEvents,
  serializeState,
  filterEvents: (s: Snapshot, e: OrderEvent) => s.can(e),
});

const accountKey = (r: OrderTransfer['debit']): string => `${r.role}/${r.owner ?? ''}/${r.symbol ?? ''}`;
const isTerminal = (s: Snapshot): boolean => s.status === 'done' || s.matches({ filled: 'settled' }) || s.matches({ filled: 'settlementFailed' });

/** Owner-side totals the checks compare: cash (settled + unsettled + escrow) and units (holding + reserved). */
function ownerTotals(balances: Map<string, number>, owner: string): { cash: number; units: number; escrow: number; reserved: number } {
  const get = (key: string): number => balances.get(key) ?? 0;
  const escrow = get(`escrow/${owner}/`);
  const reserved = get(`unitsReserved/${owner}/SCOM.KE`);
  const cash = get(`cashSettled/${owner}/`) + get(`cashUnsettled/${owner}/`) + get(`settlementAdvance/${owner}/`) + escrow;
  return { cash, units: get(`holding/${owner}/SCOM.KE`) + reserved, escrow, reserved };
}

/** Collects what is wrong, so a path costs one assertion and a failure lists every broken rule. */
class Problems {
  readonly found: string[] = [];
  true(ok: boolean, what: string): void {
    if (!ok) this.found.push(what);
  }
  is(actual: unknown, expected: unknown, what: string): void {
    if (actual !== expected) this.found.push(`${what} (got ${String(actual)}, want ${String(expected)})`);
  }
}

function checkStep(t: Problems, where: string, s: Snapshot, actions: readonly { type: string; params?: unknown }[], balances: Map<string, number>): void {
  let emittedYet = false;
  const names: string[] = [];
  for (const a of actions) {
    if (a.type === 'transfer') {
      const p = a.params as OrderTransfer;
      t.true(Number.isSafeInteger(p.amountMinor) && p.amountMinor > 0, `${where}: transfer ${p.kind} moves a positive whole amount`);
      t.true(!emittedYet, `${where}: ${p.kind} happens before the event that announces it`);
      balances.set(accountKey(p.debit), (balances.get(accountKey(p.debit)) ?? 0) - p.amountMinor);
      balances.set(accountKey(p.credit), (balances.get(accountKey(p.credit)) ?? 0) + p.amountMinor);
    } else if (a.type === 'xstate.emit') {
      emittedYet = true;
      names.push((a.params as { event: { type: string } }).event.type);
    }
  }
  for (const name of names) t.true(CATALOGUE.has(name), `${where}: ${name} is in the spec's event catalogue`);
  if (names.includes('order.triggered')) t.is(names.join(), 'order.triggered,order.pending', `${where}: order.pending follows order.triggered`);
  checkBalances(t, where, s.context, balances);
  t.true(s.context.filledQuantityMicro <= s.context.quantityMicro, `${where}: fills never exceed the order`);
  t.true(['PENDING', 'WORKING', 'PARTIALLY_FILLED', 'FILLED', 'REJECTED', 'CANCELLED'].includes(publicOrderStatus(s)), `${where}: a public status`);
  if (isTerminal(s)) {
    t.true(!isCancelable(s), `${where}: a terminal order is not cancelable`);
    t.true(!isReplaceable(s), `${where}: a terminal order is not replaceable`);
    t.is(s.context.reservedMinor + s.context.reservedUnitsMicro, 0, `${where}: nothing stays reserved at the end`);
  }
}

/** The ledger the path built agrees with the machine's own account of the order. */
function checkBalances(t: Problems, where: string, c: OrderContext, balances: Map<string, number>): void {
  const totals = ownerTotals(balances, c.owner.ownerId);
  t.is(totals.escrow, c.reservedMinor, `${where}: escrow equals the order's reservation`);
  t.is(totals.reserved, c.reservedUnitsMicro, `${where}: reserved units equal the open SELL quantity`);
  const unwound = c.settlementStatus === 'FAILED' || c.cancelReason === 'STOP_LOSS';
  const standing = unwound ? 0 : c.filledQuantityMicro;
  // Units: the SELL's reservation left `holding`; what stands of the fills moved the position.
  t.is(totals.units, c.side === 'BUY' ? standing : 0 - standing, `${where}: the position equals the fills that stand`);
  const fee = c.fillTotals.baseFeeMinor + c.fillTotals.markupMinor;
  const cashEffect = unwound ? 0 : c.side === 'BUY' ? 0 - (c.fillTotals.grossMinor + fee) : c.fillTotals.grossMinor - fee;
  t.is(totals.cash, cashEffect, `${where}: the owner's cash moved by exactly the fills' net amount`);
  for (const [asset, sum] of assetSums(balances)) t.is(sum, 0, `${where}: ${asset} sums to zero`);
}

function assetSums(balances: Map<string, number>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [key, amount] of balances) {
    const asset = key.endsWith('/SCOM.KE') ? 'SCOM.KE' : 'USD';
    sums.set(asset, (sums.get(asset) ?? 0) + amount);
  }
  return sums;
}

const stepper = orderStepper();

/** The events of a generated path, without the initial step xstate/graph records as `xstate.init`. */
const eventsOf = (path: { steps: { event: EventObject }[] }): EventObject[] => path.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init');
const labelOf = (kind: string, events: readonly EventObject[]): string => `${kind}: ${events.map((e) => e.type).join(' > ') || 'placement'}`;

/** Replays one path from the placement, checking every step; returns the state values it visited. */
function replay(t: Problems, label: string, input: OrderInput, events: readonly EventObject[]): string[] {
  const balances = new Map<string, number>();
  let [s, actions] = stepper.initial(input);
  checkStep(t, `${label} @placement`, s, actions, balances);
  const visited = [JSON.stringify(s.value)];
  events.forEach((event, i) => {
    t.true(s.can(event as OrderEvent), `${label} step ${i}: ${event.type} is accepted`);
    [s, actions] = stepper.next(s, event as OrderEvent);
    checkStep(t, `${label} step ${i} ${event.type}`, s, actions, balances);
    visited.push(JSON.stringify(s.value));
  });
  return visited;
}

const kinds: [string, OrderInput][] = [
  ['MARKET BUY with protections', { ...marketBuy, stopLossMinor: 950, takeProfitMinor: 1_100, timeInForce: 'DAY' }],
  ['MARKET SELL with protections', { ...marketSell, stopLossMinor: 950, takeProfitMinor: 1_100 }],
  ['GTD LIMIT BUY', { ...limitBuy, timeInForce: 'GTD', expiresAtMs: at(30) }],
  ['LIMIT SELL', limitSell],
  ['DAY STOP SELL', { ...stopSell, timeInForce: 'DAY' }],
  ['STOP_LIMIT BUY', stopLimitBuy],
  ['STOP_LIMIT SELL', stopLimitSell],
];

const EVERY_STATE = [
  '"working"',
  '"pending"',
  '"partiallyFilled"',
  '{"filled":"settlementPending"}',
  '{"filled":"settled"}',
  '{"filled":"settlementFailed"}',
  '"rejected"',
  '"cancelled"',
];

test('order paths: the shortest path to every reachable state keeps the ledger and the machine in agreement', (t) => {
  const reached = new Set<string>();
  let paths = 0;
  for (const [label, input] of kinds) {
    const reachedByKind = new Set<string>();
    for (const path of getShortestPaths(orderMachine, traversal(input))) {
      paths += 1;
      const events = eventsOf(path);
      const problems = new Problems();
      for (const v of replay(problems, labelOf(label, events), input, events)) reachedByKind.add(v);
      if (problems.found.length > 0) t.deepEqual(problems.found, [], labelOf(label, events));
    }
    const ends = ['{"filled":"settled"}', '{"filled":"settlementFailed"}', '"rejected"', '"cancelled"'];
    t.deepEqual(
      ends.filter((v) => !reachedByKind.has(v)),
      [],
      `${label} reaches every end`,
    );
    for (const v of reachedByKind) reached.add(v);
  }
  t.true(paths > 50, `enough paths were generated (${paths})`);
  t.log(`${paths} shortest paths`);
  t.deepEqual(
    EVERY_STATE.filter((v) => !reached.has(v)),
    [],
    'every state of the machine is reached',
  );
});

test('order paths: every simple path of a MARKET BUY and a LIMIT BUY keeps the ledger and the machine in agreement', (t) => {
  let paths = 0;
  for (const [label, input] of [
    ['MARKET BUY', { ...marketBuy, stopLossMinor: 950, takeProfitMinor: 1_100 }],
    ['LIMIT BUY', limitBuy],
  ] as const) {
    for (const path of getSimplePaths(orderMachine, traversal(input))) {
      paths += 1;
      const events = eventsOf(path);
      const problems = new Problems();
      replay(problems, labelOf(label, events), input, events);
      if (problems.found.length > 0) t.deepEqual(problems.found, [], labelOf(label, events));
    }
  }
  t.true(paths > 20, `enough paths were generated (${paths})`);
  t.log(`${paths} simple paths`);
});
