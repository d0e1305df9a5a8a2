/**
 * Redocly lint (the recommended rules, configured in redocly.yaml) of both served documents, the
 * partner one and the operator one: no errors and no warnings.
 */
import test from 'ava';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PRODUCTION, startTestServer } from '../helpers/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

interface LintProblem {
  readonly ruleId: string;
  readonly severity: 'error' | 'warn';
  readonly message: string;
  readonly location: { pointer: string }[];
}

/** Lints one document file; Redocly prints one JSON report per file. */
async function lint(file: string): Promise<{ totals: { errors: number; warnings: number }; problems: LintProblem[] }> {
  const { stdout } = await run(join(ROOT, 'node_modules/.bin/redocly'), ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format=json'], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }));
  return JSON.parse(stdout.slice(stdout.indexOf('{')));
}

test('Redocly lint finds no problem in the partner and operator documents', async (t) => {
  const server = await startTestServer();
  const dir = mkdtempSync(join(tmpdir(), 'pbs-openapi-lint-'));
  t.teardown(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const documents = {
    partner: (await server.request('GET', `${PRODUCTION}/openapi.json`)).text,
    operator: (await server.operator('GET', '/openapi.json')).text,
  };
  for (const [name, text] of Object.entries(documents)) {
    const file = join(dir, `${name}.json`);
    writeFileSync(file, text);
    const report = await lint(file);
    t.deepEqual(
      report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`),
      [],
      name,
    );
    t.is(report.totals.errors, 0, name);
  }
});
