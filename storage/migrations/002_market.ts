import type { Migration } from '../migrations.ts';

/** Market data: the seeded catalog, managed FX, exchange closures, captured observations, finalized daily bars. */
export const migration002: Migration = {
  version: 2,
  name: 'market',
  sql: `
CREATE TABLE exchanges (
  code TEXT PRIMARY KEY,
  data TEXT NOT NULL
) STRICT;

CREATE TABLE instruments (
  symbol TEXT PRIMARY KEY,
  ticker TEXT NOT NULL,
  exchange TEXT NOT NULL REFERENCES exchanges (code),
  name TEXT NOT NULL,
  sector TEXT NOT NULL,
  asset_type TEXT NOT NULL,
  status TEXT NOT NULL,
  tradable INTEGER NOT NULL,
  data TEXT NOT NULL
) STRICT;
CREATE INDEX instruments_by_ticker ON instruments (ticker);
CREATE INDEX instruments_by_exchange ON instruments (exchange, symbol);

CREATE TABLE holidays (
  exchange TEXT NOT NULL REFERENCES exchanges (code),
  date TEXT NOT NULL,
  reason TEXT NOT NULL,
  PRIMARY KEY (exchange, date)
) STRICT, WITHOUT ROWID;

CREATE TABLE fx_rates (
  currency TEXT PRIMARY KEY,
  per_usd TEXT NOT NULL,
  as_of_ms INTEGER NOT NULL,
  source TEXT NOT NULL
) STRICT;

-- Editorial and corporate content: dividends, corporate actions, market intel, company news.
CREATE TABLE market_documents (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  symbol TEXT,
  exchange TEXT,
  at TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (kind, id)
) STRICT;
CREATE INDEX market_documents_by_symbol ON market_documents (kind, symbol, at);
CREATE INDEX market_documents_by_time ON market_documents (kind, at);

-- Unscheduled closures declared by the operator; absent row = no closure in force.
CREATE TABLE exchange_closures (
  exchange TEXT PRIMARY KEY REFERENCES exchanges (code),
  reason TEXT NOT NULL,
  since_ms INTEGER NOT NULL
) STRICT;

-- Upstream observations as captured (poll or operator tick). Prices in hundredths of the local unit;
-- volume is null when the feed carries none (never stored as 0).
CREATE TABLE market_observations (
  symbol TEXT NOT NULL,
  captured_at_ms INTEGER NOT NULL,
  price_minor INTEGER NOT NULL CHECK (price_minor > 0),
  volume INTEGER,
  source TEXT NOT NULL,
  PRIMARY KEY (symbol, captured_at_ms)
) STRICT, WITHOUT ROWID;
CREATE INDEX market_observations_by_time ON market_observations (captured_at_ms);

-- The newest observation per symbol: what /market/quotes serves, without scanning history.
CREATE TABLE market_latest (
  symbol TEXT PRIMARY KEY,
  captured_at_ms INTEGER NOT NULL,
  price_minor INTEGER NOT NULL,
  volume INTEGER,
  source TEXT NOT NULL,
  session_date TEXT NOT NULL
) STRICT, WITHOUT ROWID;

-- Daily bars finalized from live captures at the end of a session (history before that is simulated).
CREATE TABLE daily_bars (
  symbol TEXT NOT NULL,
  date TEXT NOT NULL,
  open_minor INTEGER,
  high_minor INTEGER,
  low_minor INTEGER,
  close_minor INTEGER NOT NULL,
  volume INTEGER,
  source TEXT NOT NULL,
  PRIMARY KEY (symbol, date)
) STRICT, WITHOUT ROWID;
`,
};
