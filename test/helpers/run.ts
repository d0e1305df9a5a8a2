/**
 * `npm test`: the SDK's generated types (sdk/scripts/generate.ts), Biome, the type-check, the SDK's build
 * (tsc -p sdk), the bundle (test/helpers/compile.ts) and ava on the bundle, with the
 * type-check beside the rest instead of before it. `tsc --noEmit` is one thread for ~35 s of CPU; run
 * first and alone it left the second core idle for that long. It starts first, Biome and the bundle run
 * beside it, then ava; the run fails when any of them fails. Biome or the bundle failing stops the run at
 * once, as before (there is nothing sound to test); the type-check's findings are printed when it ends
 * (its output is held so it does not cut through ava's), and a failed type-check fails `npm test` even
 * when every test passed.
 *
 * Usage: `node test/helpers/run.ts [ava arguments...]` (`npm test` runs it with none).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const bin = (path: string): string => join(ROOT, 'node_modules', path);

interface Finished {
  readonly code: number;
  readonly output: string;
}

/** Runs `node ...args` from ROOT; `held` collects its output instead of printing it. */
function run(args: readonly string[], held = false): { child: ChildProcess; done: Promise<Finished> } {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Finished>((settle) => {
    child.on('close', (code, signal) => settle({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }));
  });
  return { child, done };
}

function stopWith(code: number, ...children: ChildProcess[]): never {
  for (const child of children) child.kill();
  process.exit(code);
}

// The SDK's types are generated from the document a started service serves (sdk/scripts/generate.ts);
// the type-check and the SDK's build read them, so they wait for it while Biome runs.
const generation = run([join(ROOT, 'sdk', 'scripts', 'generate.ts')]);
const lintRun = run([bin('@biomejs/biome/bin/biome'), 'ci', '--reporter=summary', '.']);
const generated = await generation.done;
if (generated.code !== 0) {
  lintRun.child.kill();
  process.exit(generated.code);
}
const typecheck = run([bin('typescript/bin/tsc'), '--noEmit', '-p', ROOT], true);
// The SDK package's own build (sdk/dist, JavaScript and declarations), as `npm run build -w sdk` makes it.
const sdkBuild = run([bin('typescript/bin/tsc'), '-p', join(ROOT, 'sdk', 'tsconfig.json')], true);

const lint = await lintRun.done;
if (lint.code !== 0) stopWith(lint.code, typecheck.child, sdkBuild.child);

const compiled = await run([join(ROOT, 'test', 'helpers', 'compile.ts')]).done;
if (compiled.code !== 0) stopWith(compiled.code, typecheck.child, sdkBuild.child);

const tests = await run([bin('ava/entrypoints/cli.mjs'), '--config', 'ava.compiled.config.js', ...process.argv.slice(2)]).done;
const checked = await typecheck.done;
if (checked.code !== 0) process.stderr.write(`\ntsc --noEmit failed:\n${checked.output}`);
else process.stdout.write('tsc --noEmit: no type errors\n');
const built = await sdkBuild.done;
if (built.code !== 0) process.stderr.write(`\nthe SDK build (tsc -p sdk) failed:\n${built.output}`);
else process.stdout.write('sdk: built into sdk/dist\n');
process.exit(tests.code !== 0 ? tests.code : checked.code !== 0 ? checked.code : built.code);
