/**
 * ava configuration (a JavaScript file rather than package.json: the run order below is a function).
 *
 * ava runs test files in parallel, two at a time on a 2-core machine, in the order of this list. A long
 * file that starts last keeps one core busy alone at the end of the run, so the files known to be long
 * start first (longest first), and the many short ones fill the gaps after them. The weights are
 * measured seconds of one file alone (test/README.md, "Speed"); a file not listed keeps the usual
 * alphabetical place after the listed ones. A missing or stale entry only costs time, never a test.
 */

/** Path suffix (under test/) → measured seconds, longest first. */
const LONG_FILES = {
  'model/corporate-actions.property.test.ts': 40,
  'model/settlement.property.test.ts': 30,
  'browser/reference.test.ts': 17,
  'model/idempotency.property.test.ts': 15,
  'model/trading.property.test.ts': 15,
  'http/asset-classes-accrual.test.ts': 15,
  'http/asset-classes-bonds.test.ts': 15,
  'http/reports-invoices.test.ts': 15,
  'http/fuzz-mutating-routes.test.ts': 14,
  'bin/start.test.ts': 12,
  'architecture.test.ts': 10,
  'model/asset-classes.property.test.ts': 10,
  'http/asset-classes-commitments.test.ts': 10,
  'engine/write-path.test.ts': 10,
  'http/alerts.test.ts': 9,
  'http/operator-api.test.ts': 9,
  'http/attacker-checklist.test.ts': 8,
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
  nodeArguments: ['--import=tsx'],
  files: ['test/**/*.test.ts'],
  // Every worker first runs this: temporary files (the test databases) on a RAM file system.
  require: ['./test/helpers/setup.ts'],
  timeout: '2m',
  workerThreads: false,
  sortTestFiles,
};
