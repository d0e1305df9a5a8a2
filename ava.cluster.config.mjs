// The cluster tier (`npm run test:cluster`): tests that start their own PostgreSQL and engine processes.
// Kept out of `npm test`'s glob; .ci/run runs it after npm test. One file at a time: two cores.
export default {
  extensions: { ts: 'module' },
  files: ['test-cluster/**/*.test.ts'],
  timeout: '3m',
  workerThreads: false,
  concurrency: 1,
  serial: true,
};
