/**
 * `npm test`'s build step: bundles the service and its tests once into build/ (ignored) with esbuild, so
 * every ava worker of the run loads a handful of JavaScript chunks instead of resolving and loading the
 * ~620 ES modules (and their packages) a test server imports one by one. The type-check is no longer
 * here: test/helpers/run.ts runs `tsc --noEmit` beside the tests.
 *
 * One esbuild build, every test file its own entry point with `splitting` (ESM): a module two test files
 * import lands in a shared chunk, and a worker process loads each chunk once, so a test file, its helpers
 * and the service share one copy of every module (one module state per process, as on the sources).
 * `build/test/x/y.test.js` is the entry of `test/x/y.test.ts`; the chunks are in `build/chunks/`.
 * The piscina worker files (`workers/*.ts`, named by URL in their module's own extension), ava's
 * `require` (`test/helpers/setup.ts`) and the commands (`bin/*.ts`, so a test's child process runs
 * `node build/bin/start.js` instead of tsx on the sources: test/helpers/bin.ts) are entries too.
 *
 * Code that finds files from its own module (`new URL('../../docs/...', import.meta.url)`, a test's ROOT
 * from `import.meta.dirname`, `createRequire(import.meta.url)`) would see the chunk's location once
 * bundled, so in our own sources `import.meta.url`, `.dirname` and `.filename` are replaced with the
 * module's place in build/ as tsc would have emitted it (`build/http/routes/docs.js` for
 * `http/routes/docs.ts`). build/ is then a mirror of the repository as before: every other file is
 * linked beside the output (the .ts sources, docs, package.json, fixtures, static assets, node_modules).
 * Directories are real and files are links where esbuild wrote something; a top-level entry with nothing
 * built in it (engine/, docs/, README.md) is linked whole, so what a test writes there lands in the real file.
 *
 * Packages are bundled too (loading a few chunks costs less than resolving hundreds of package files),
 * except the ones in EXTERNAL: native addons, packages that start threads or processes from their own
 * files (piscina, pino's thread-stream), or find files next to their own code (`__dirname`), which a
 * bundle would move. `npm test` checks the last rule: a bundled package file that mentions `__dirname`,
 * `__filename` or `import.meta` fails the build, naming the package to add here.
 *
 * build/ is deleted first: a compiled test whose source was deleted or renamed never runs.
 * Usage: `node test/helpers/compile.ts` (test/helpers/run.ts runs it).
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..', '..');
export const BUILD_DIR = join(ROOT, 'build');
/** Never mirrored (build/ itself), or never an entry's source. */
const SKIPPED = new Set(['.git', 'build']);

/**
 * Packages left to Node's resolution at run time (loaded from node_modules, once per process as on the
 * sources). A package is listed when bundling it would break it or change what it loads.
 */
const EXTERNAL = [
  'better-sqlite3', // native addon, found by `bindings` from its own directory
  'piscina', // starts worker threads on its own dist/worker.js
  'pino', // thread-stream and transports start workers on their own files
  'thread-stream',
  'pino-pretty',
  'playwright-core', // drives a browser with its own files and servers
  'typescript', // large, loaded by the typed-client test only, finds its lib files by __dirname
  '@redocly/cli',
  'openapi-typescript', // loaded by the typed-client test only; its @redocly/openapi-core finds files by __dirname
  '@redocly/openapi-core',
  'undici', // imported on the first webhook only (engine/webhooks/transport.ts), so nothing to save at start
  'tsx', // its loader (`tsImport`) registers hooks from its own files
  'esbuild',
  'ava', // the runner: a test file must register with the worker's own copy
  'fast-check', // pure, but large and loaded by property tests only; bundling buys nothing
  'postgres', // cluster tier
  '@scalar/api-reference', // resolved by path and served as a file, never imported
  'autocannon',
];

/** Every `*.test.ts` under test/ (the same set as ava.config.js's `files`), relative to ROOT. */
function testFiles(dir = 'test'): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(path));
    else if (entry.name.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

/** Every `<dir>/*.ts` (not recursive), relative to ROOT. */
const tsFilesOf = (dir: string): string[] =>
  readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name));

/** The tests, ava's `require`, the piscina worker files, and the commands (`bin/*.ts`: test/helpers/bin.ts runs the children from build/bin/). */
function entryPoints(): string[] {
  return [...testFiles(), join('test', 'helpers', 'setup.ts'), ...tsFilesOf('workers'), ...tsFilesOf('bin')];
}

/** A source module's URL, directory and path as if tsc had emitted it into build/ (x.ts → build/x.js). */
const IMPORT_META = /\bimport\.meta\.(url|dirname|filename)\b/g;
const importMetaInBuild: Plugin = {
  name: 'import-meta-in-build',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.split(sep).includes('node_modules')) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta')) return { contents: source, loader: 'ts' };
      const emitted = join(BUILD_DIR, relative(ROOT, args.path)).replace(/\.ts$/, '.js');
      const values = { url: pathToFileURL(emitted).href, dirname: resolve(emitted, '..'), filename: emitted };
      const contents = source.replace(IMPORT_META, (_, key: keyof typeof values) => JSON.stringify(values[key]));
      return { contents, loader: 'ts' };
    });
  },
};

/** The bundled package files that locate something by their own place, which the bundle changes. */
function packagesFindingThemselves(metafile: Metafile): string[] {
  const offenders = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (!match?.[1] || !/\.(c|m)?js$/.test(input)) continue;
    const text = readFileSync(join(ROOT, input), 'utf8');
    if (/\b__dirname\b|\b__filename\b|\bimport\.meta\b/.test(text)) offenders.add(`${match[1]} (${input})`);
  }
  return [...offenders];
}

async function bundle(): Promise<void> {
  rmSync(BUILD_DIR, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: entryPoints(),
    outdir: BUILD_DIR,
    outbase: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    chunkNames: 'chunks/[name]-[hash]',
    external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
    // A bundled CommonJS package calls `require` for Node's built-ins; an ES module has none of its own.
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
    plugins: [importMetaInBuild],
    metafile: true,
    logLevel: 'warning',
    // Keeps class and function names (a test reads `.name` of exported factories).
    keepNames: true,
  });
  const offenders = packagesFindingThemselves(result.metafile);
  if (offenders.length > 0) {
    process.stderr.write(`test/helpers/compile.ts: bundled packages that find files by their own place; add them to EXTERNAL:\n  ${offenders.join('\n  ')}\n`);
    process.exit(1);
  }
}

/** Links every file of `dir` (relative to ROOT) into build/ unless the build put a file of that name there. */
function mirror(dir: string): void {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const target = join(BUILD_DIR, path);
    if (entry.isDirectory()) {
      mkdirSync(target, { recursive: true });
      mirror(path);
    } else if (!existsSync(target)) {
      symlinkSync(relative(join(BUILD_DIR, dir), join(ROOT, path)), target);
    }
  }
}

function mirrorRoot(): void {
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const target = join(BUILD_DIR, entry.name);
    const builtInto = existsSync(target) && lstatSync(target).isDirectory();
    if (builtInto) mirror(entry.name);
    else symlinkSync(join('..', entry.name), target);
  }
}

await bundle();
mirrorRoot();
