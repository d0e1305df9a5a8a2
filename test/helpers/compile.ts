/**
 * `npm test`'s build step: type-checks and compiles the service and its tests once into build/ (ignored),
 * so every ava worker of the run loads plain JavaScript instead of going through tsx's loader hooks for
 * each of the ~600 modules it imports (the largest part of a test file's fixed cost).
 *
 * build/ is a mirror of the repository: tsc emits the .js files (tsconfig.build.json), then every other
 * file is linked beside them (the .ts sources, docs, package.json, fixtures, static assets). So code that
 * finds files relative to its own module (`new URL('../../docs/...', import.meta.url)`, a test's ROOT
 * scanning .ts sources, `node --import tsx bin/start.ts` from that ROOT) sees the same tree as on the
 * sources. Directories are real and files are links, so a directory scan keeps seeing directories; a
 * top-level entry with nothing compiled in it (docs/, README.md) is linked whole, so what a test writes
 * there (a screenshot, a diagram) lands in the real file.
 *
 * build/ is deleted first: a compiled test whose source was deleted or renamed never runs.
 * Usage: `node --import tsx test/helpers/compile.ts` (npm test runs it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
export const BUILD_DIR = join(ROOT, 'build');
/**
 * Never mirrored. node_modules is linked whole like any directory tsc wrote nothing into: a test that
 * runs `ROOT/node_modules/.bin/x` or hands `ROOT/node_modules/@types` to the compiler finds it, and
 * Node resolves a package through the link to its real path, so the sources and the build share one copy.
 */
const SKIPPED = new Set(['.git', 'build']);

function compile(): void {
  rmSync(BUILD_DIR, { recursive: true, force: true });
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit', cwd: ROOT });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Links every file of `dir` (relative to ROOT) into build/ unless tsc put a file of that name there. */
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
    const compiledInto = existsSync(target) && lstatSync(target).isDirectory();
    if (compiledInto) mirror(entry.name);
    else symlinkSync(join('..', entry.name), target);
  }
}

compile();
mirrorRoot();
