/**
 * ava configuration for `npm test`: the same suite as ava.config.js, run from the JavaScript that
 * test/helpers/compile.ts compiled into build/ just before (tsc type-checks and emits in one pass).
 * Each test file's worker then loads plain JavaScript, without tsx's loader hooks (which resolve and
 * load each of the ~600 modules a test server imports through a separate hooks thread on Node 20).
 *
 * Every `test/**\/*.test.ts` is compiled to `build/test/**\/*.test.js`, so a new test file is picked up
 * with no edit here. ava.config.js (tsx on the sources) stays the configuration for a developer's
 * `npx ava test/x.test.ts`.
 */
import base, { sortTestFiles } from './ava.config.js';

export default {
  ...base,
  extensions: ['js'],
  nodeArguments: [],
  files: ['build/test/**/*.test.js'],
  require: ['./build/test/helpers/setup.js'],
  sortTestFiles,
};
