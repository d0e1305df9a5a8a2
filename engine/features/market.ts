/**
 * Market data: the seeded catalogue, polled prices (a platform timer every 900 s), exchange
 * sessions announced as `market.status`, operator ticks and closures. Files: engine/market/,
 * engine/market/commands.ts, storage/market.ts, storage/catalog/, storage/migrations/002_market.ts,
 * workers/price-poller.ts, http/routes/market-*.ts, stocks.ts, etfs.ts, companies.ts, dividends.ts,
 * instruments.ts, instrument-list.ts, operator-market.ts, http/market-views.ts.
 */
import { announceSession, applyCapture, applyTick, bootstrapMarket, POLLER, SESSION_KIND, setClosure } from '../market/commands.ts';
import { defineCommand, defineFeature, NO_LEDGER } from '../feature.ts';

const SEEDED = "seeded from the code's catalogue (storage/catalog/) when the database is first opened, not by a command";
const PLATFORM = { reset: 'none', why: "market data is the platform's, shared by every partner" } as const;

const bootstrap = defineCommand('market.bootstrap', bootstrapMarket);

export const market = defineFeature({
  name: 'market',
  summary: 'catalogue, polled prices, exchange sessions, ticks and closures',
  machines: [],
  commands: {
    bootstrap,
    tick: defineCommand('operator.market.tick', applyTick),
    closure: defineCommand('operator.exchange.closure', setClosure),
  },
  systemTimers: [
    // The upstream poll: the scheduler prepares the capture in a worker; it travels in the journal.
    { kind: POLLER.kind, fire: applyCapture },
    { kind: SESSION_KIND, fire: announceSession },
  ],
  // The poll timer and one session-boundary timer per exchange exist from the first start on.
  bootstrap: [bootstrap],
  tables: {
    exchanges: { notReplayed: SEEDED, ...PLATFORM },
    instruments: { notReplayed: SEEDED, ...PLATFORM },
    holidays: { notReplayed: SEEDED, ...PLATFORM },
    fx_rates: { notReplayed: SEEDED, ...PLATFORM },
    market_documents: { notReplayed: SEEDED, ...PLATFORM },
    // Journaled: polls (timer.fire), operator ticks and closures write these.
    exchange_closures: { key: ['exchange'], ...PLATFORM },
    market_observations: { key: ['symbol', 'captured_at_ms'], ...PLATFORM },
    market_latest: { key: ['symbol'], ...PLATFORM },
    daily_bars: { key: ['symbol', 'date'], ...PLATFORM },
  },
  migrations: ['002_market'],
  ledger: NO_LEDGER,
  events: ['market.status'],
});
