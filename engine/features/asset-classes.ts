/**
 * Asset classes (issue 12): treasury bills and government bonds, money-market, yield and ETF-like
 * funds, private credit and pre-IPO opportunities. Files: storage/catalog/asset-classes.ts (the seeded
 * catalog), engine/queries/asset-classes.ts, engine/asset-classes/views.ts, http/routes/asset-classes.ts,
 * http/schemas/asset-classes.ts; `GET /instruments?assetClass=BOND|FUND|OPPORTUNITY` is served by
 * http/routes/instruments.ts (market) from the same views.
 */
import { defineFeature, NO_LEDGER } from '../feature.ts';

export const assetClasses = defineFeature({
  name: 'assetClasses',
  summary: 'bonds, bills, funds and private opportunities: the catalog and its reads',
  machines: [],
  commands: {},
  systemTimers: [],
  bootstrap: [],
  tables: {},
  ledger: NO_LEDGER,
  events: [],
});
