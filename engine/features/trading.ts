/**
 * Trading: quotes, orders (MARKET, LIMIT, STOP), the simulated venue, settlement and the
 * sandbox test tools; it owns share positions (`SHARE:<symbol>`) and every trading ledger account.
 * Files: machines/quote/, machines/order/, engine/trading/, engine/trading/commands.ts,
 * storage/orders.ts, storage/migrations/004_orders.ts, http/routes/trading.ts, orders.ts,
 * portfolio.ts, test-tools.ts, http/order-views.ts, docs/trading-design.md.
 */
import { fireOrderMachineTimer, setVenueFaultsCommand } from '../trading/commands.ts';
import { quoteMachine, publicStatus as quotePublicStatus, quoteRefusals } from '../../machines/quote/machine.ts';
import { orderMachine, publicStatus as orderPublicStatus, orderRefusals } from '../../machines/order/machine.ts';
import { defineCommand, defineFeature, defineMachine, WIPE } from '../feature.ts';
import { ledgerAccounts } from '../ledger.ts';
import { executeAtVenue, VENUE } from '../trading/execution.ts';
import { cancelOrder, replaceOrder } from '../trading/management.ts';
import { ORDER_EVENT_TYPES } from '../trading/execution-reports.ts';
import { ORDER_KIND, projectOrder } from '../trading/orders.ts';
import { placeOrder } from '../trading/placement.ts';
import { checkTrade } from '../trading/trade-check.ts';
import { QUOTE_KIND, issueQuote } from '../trading/quoting.ts';
import { advanceTestOrder, testTrade } from '../trading/test-tools.ts';

const SHARE_PREFIX = 'SHARE:';

export const trading = defineFeature({
  name: 'trading',
  summary: 'quotes, orders, the simulated venue, settlement and the test tools',
  machines: [
    defineMachine({
      kind: QUOTE_KIND,
      machine: quoteMachine,
      version: 'quote@1',
      publicStatus: quotePublicStatus,
      refusals: quoteRefusals,
      // A quote has no read model: GET /quote answers from the spawn, placement reads the actor.
      projection: null,
      reset: WIPE,
    }),
    defineMachine({
      kind: ORDER_KIND,
      machine: orderMachine,
      version: 'order@1',
      publicStatus: orderPublicStatus,
      refusals: orderRefusals,
      projection: projectOrder,
      reset: WIPE,
    }),
  ],
  commands: {
    quote: defineCommand('trading.quote', issueQuote),
    place: defineCommand('trading.place', placeOrder),
    // The pre-trade check: journaled because an eligible MARKET check issues a quote.
    check: defineCommand('trading.check', checkTrade),
    cancel: defineCommand('trading.cancel', cancelOrder),
    replace: defineCommand('trading.replace', replaceOrder),
    venueFaults: defineCommand('operator.venue.faults', setVenueFaultsCommand),
    testTrade: defineCommand('testTools.trade', testTrade),
    testAdvance: defineCommand('testTools.advance', advanceTestOrder),
  },
  systemTimers: [
    // The venue's execution attempts: the scheduler prepares their price (engine/service.ts).
    { kind: VENUE.kind, fire: executeAtVenue },
    // The order machine's own expiry and settlement timers.
    { kind: ORDER_KIND, fire: fireOrderMachineTimer },
  ],
  bootstrap: [],
  tables: {
    orders: { key: ['id'], ...WIPE },
    // Execution reports: written by the order projection, so replay rebuilds them.
    execution_reports: { key: ['id'], ...WIPE },
  },
  migrations: ['004_orders', '022_execution_reports'],
  ledger: {
    accountKinds: {
      cash_unsettled: { reset: 'drain' },
      settlement_advance: { reset: 'drain' },
      escrow: { reset: 'drain' },
      holding: { reset: 'drain' },
      units_reserved: { reset: 'drain' },
      markup_revenue: { reset: 'drain' },
      fee_revenue: { reset: 'system', why: 'the base broker fee of every trade in the environment' },
      venue_cash: { reset: 'system', why: "the venue's cash side, counterparty of every fill" },
      venue_shares: { reset: 'system', why: "the venue's shares: where drained positions go back" },
    },
    // Shares go back to the venue they came from.
    assets: [{ name: `${SHARE_PREFIX}*`, counterparty: (env, asset) => ledgerAccounts.venueShares(env, asset.slice(SHARE_PREFIX.length)) }],
  },
  events: [...ORDER_EVENT_TYPES, 'quote.expired'],
});
