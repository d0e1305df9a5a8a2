/**
 * ava configuration for `npm test`: the same suite as ava.config.js, run from the JavaScript bundle that
 * test/helpers/compile.ts (esbuild) wrote into build/ just before: `build/test/**\/*.test.js`, one entry
 * per test file, sharing chunks in build/chunks/. Each test file's worker then loads a few chunks of plain
 * JavaScript, instead of resolving and loading the ~620 modules a test server imports one by one (through
 * tsx's loader hooks on the sources).
 *
 * Every `test/**\/*.test.ts` is bundled to `build/test/**\/*.test.js`, so a new test file is picked up
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
