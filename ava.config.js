/**
 * ava configuration (a JavaScript file rather than package.json: the run order below is a function).
 *
 * ava runs test files in parallel, two at a time on a 2-core machine, in the order of this list. A long
 * file that starts last keeps one core busy alone at the end of the run, so the files known to be long
 * start first (longest first), and the many short ones fill the gaps after them. The weights are seconds
 * a file took inside two full `npm test` runs on the bundled build (test/README.md, "Speed"; two files at
 * a time on a loaded 2-core machine, so several times a quiet run's figure: only the order matters). A file
 * not listed keeps the usual alphabetical place after the listed ones. A missing or stale entry only costs
 * time, never a test. The weights are means of several runs' figures, every file above ~12 s.
 */

/** Path suffix (under test/) → measured seconds, longest first. */
const LONG_FILES = {
  'model/order-graph.engine.test.ts': 99,
  'http/fuzz-mutating-routes.test.ts': 74,
  'sdk/types-drift.test.ts': 56,
  'model/settlement.property.test.ts': 38,
  'browser/reference.test.ts': 31,
  'http/attacker-checklist.test.ts': 30,
  'model/trading.property.test.ts': 21,
  'http/corporate-calendar.test.ts': 20,
  'http/test-clocks.test.ts': 20,
  'http/settlement-advance.test.ts': 19,
  'http/asset-classes-bonds.test.ts': 18,
  'http/reports-invoices.test.ts': 17,
  'http/approvals.test.ts': 16,
  'http/corporate-dividends.test.ts': 16,
  'http/inspector-history.test.ts': 16,
  'http/keys-restore-access.test.ts': 16,
  'http/market-operator.test.ts': 16,
  'http/openapi-client.test.ts': 16,
  'model/corporate-actions.property.test.ts': 16,
  'http/connections.test.ts': 15,
  'http/controls-scopes.test.ts': 15,
  'http/governance.test.ts': 15,
  'http/market-polling.test.ts': 15,
  'bin/start.test.ts': 14,
  'http/account-settings.test.ts': 14,
  'http/corporate-split-orders.test.ts': 14,
  'http/corporate-splits.test.ts': 14,
  'http/funding.test.ts': 14,
  'http/inspector.test.ts': 14,
  'http/market-candles.test.ts': 14,
  'http/reports-aum-book.test.ts': 14,
  'http/trading-placement.test.ts': 14,
  'http/trading-quotes.test.ts': 14,
  'http/trading-resting.test.ts': 14,
  'http/asset-classes-subscriptions.test.ts': 13,
  'http/corporate-cancel.test.ts': 13,
  'http/corporate-split-history.test.ts': 13,
  'http/identity-sandbox.test.ts': 13,
};

const weightOf = (file) => {
  // The compiled run (ava.compiled.config.js) names build/test/x.test.js for test/x.test.ts.
  const normalised = file.replaceAll('\\', '/').replace(/\.js$/, '.ts');
  for (const [suffix, seconds] of Object.entries(LONG_FILES)) if (normalised.endsWith(`/test/${suffix}`)) return seconds;
  return 0;
};

/** Long files first (by measured seconds), then the usual alphabetical order. */
export const sortTestFiles = (a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b, [], { numeric: true });

export default {
  extensions: { ts: 'module' },
  files: ['test/**/*.test.ts'],
  // Every worker first runs this: temporary files (the test databases) on a RAM file system.
  require: ['./test/helpers/setup.ts'],
  timeout: '2m',
  workerThreads: false,
  sortTestFiles,
};
