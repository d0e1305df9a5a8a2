/**
 * How long each test file took inside a full run, for ava.config.js's LONG_FILES:
 * `npm test -- --tap | node test/helpers/file-spans.ts` (or `npx ava --tap | ...`).
 *
 * Reads ava's TAP output from stdin, passes it through, and notes when each file's last result arrived
 * (ava prints a file's results as the file ends). With `concurrency` files at a time, in ava.config.js's
 * order, the k-th file starts when the (k - concurrency)-th file to end has ended, which gives each file's
 * start, so its span. At the end it prints the files by span, longest first, in LONG_FILES's form.
 * Spans are of a shared run (files run side by side), not of a file alone: only their order matters.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..', '..');
const CONCURRENCY = Number(process.env.SPANS_CONCURRENCY ?? 2);
const SHOWN = Number(process.env.SPANS_SHOWN ?? 30);
const TEST_DIR = join(ROOT, 'test');
// A JavaScript module without types: imported by a computed name, typed here.
const AVA_CONFIG = pathToFileURL(join(ROOT, 'ava.config.js')).href;
const { sortTestFiles } = (await import(AVA_CONFIG)) as { sortTestFiles: (a: string, b: string) => number };

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** ava's title prefix of a file: `http › smoke` for test/http/smoke.test.ts. */
const titleOf = (file: string): string =>
  relative(TEST_DIR, file)
    .replace(/\.test\.ts$/, '')
    .split('/')
    .join(' › ');

const files = testFiles(TEST_DIR).sort(sortTestFiles);
const titles = files.map((file) => ({ file, title: `${titleOf(file)} › ` }));
const endedAtS = new Map<string, number>();
const startedAtMs = Date.now();

/** The file a TAP line reports on (the longest title prefix: `engine › reports` against `engine › reports › x`). */
function fileOf(line: string): string | undefined {
  const match = /^(?:not )?ok \d+ - (.*)$/.exec(line) ?? /^# (.*› (?:before|after)).*hook/.exec(line);
  if (!match?.[1]) return undefined;
  let best: { file: string; title: string } | undefined;
  for (const candidate of titles) if (match[1].startsWith(candidate.title) && candidate.title.length > (best?.title.length ?? 0)) best = candidate;
  return best?.file;
}

function report(): void {
  const ends = [...endedAtS.values()].sort((a, b) => a - b);
  const spans = files.flatMap((file, k) => {
    const end = endedAtS.get(file);
    const start = k < CONCURRENCY ? 0 : ends[k - CONCURRENCY];
    return end === undefined || start === undefined ? [] : [{ file, seconds: Math.max(0, end - start) }];
  });
  spans.sort((a, b) => b.seconds - a.seconds);
  process.stdout.write(`\nfile spans (${endedAtS.size} of ${files.length} files seen, ${CONCURRENCY} at a time), longest first:\n`);
  for (const { file, seconds } of spans.slice(0, SHOWN)) process.stdout.write(`  '${relative(TEST_DIR, file)}': ${Math.round(seconds)},\n`);
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  process.stdout.write(`${line}\n`);
  const file = fileOf(line);
  if (file) endedAtS.set(file, (Date.now() - startedAtMs) / 1000);
});
lines.on('close', report);
