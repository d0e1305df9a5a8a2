/**
 * How a test starts one of the service's commands (`bin/<x>.ts`) as a child process: the node arguments
 * that run it, chosen once here for every spawn of a bin in test/ (the crash and recovery children, the
 * CLIs, `npm start`'s start-up lines).
 *
 * On the sources (`npx ava test/x.test.ts`, ava.config.js) a child runs as production runs it:
 * `node bin/<x>.ts`. Inside `npm test` this module is bundled (test/helpers/compile.ts) and
 * every `bin/*.ts` is an entry of the same bundle, so the child runs `node bin/<x>.js` from build/: the same
 * code, already compiled, loading a few chunks instead of Node stripping the types of and loading ~620 modules (~2-3 s of
 * CPU per child). Same environment, data directory, working directory (REPO_ROOT, which is build/ there)
 * and signals; its worker threads are build/workers/*.js, found as the bundled tests' servers find them.
 * Two children keep production's own command line in every run, so `npm test` still proves it works as
 * shipped (type stripping, `.ts` worker files): `npm run journal:verify` (test/recovery/journal-verify.test.ts)
 * and `npm start`'s progress up to `ready` (test/bin/start.test.ts, `productionArgs`).
 */
import { resolve } from 'node:path';

/** The repository (build/ when bundled: a mirror of it, with the compiled bins beside the sources). */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

/** Whether this run is the bundle: our own modules' `import.meta.url` is their place under build/, in .js. */
export const BUNDLED = import.meta.url.endsWith('.js');

/** Node's arguments to run `script` (a path under REPO_ROOT such as `bin/start.ts`) with REPO_ROOT as the working directory. */
export function binArgs(script: string, args: readonly string[] = []): string[] {
  if (!/^bin\/[\w-]+\.ts$/.test(script)) throw new Error(`binArgs: expected bin/<name>.ts, got ${script}`);
  return BUNDLED ? [script.replace(/\.ts$/, '.js'), ...args] : [script, ...args];
}

/** `npm start`'s own arguments (package.json), bundled or not: for the one test that proves the shipped command line. */
export function productionArgs(script: string, args: readonly string[] = []): string[] {
  if (!/^bin\/[\w-]+\.ts$/.test(script)) throw new Error(`productionArgs: expected bin/<name>.ts, got ${script}`);
  return [script, ...args];
}
