/**
 * `npm start` as a person runs it: start-up progress lines, and a start that cannot succeed (port in use,
 * bad configuration) ends with one readable fatal line and exit code 1, no stack trace.
 */
import test from 'ava';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binArgs, productionArgs, REPO_ROOT as ROOT } from '../helpers/bin.ts';

interface Run {
  readonly code: number | null;
  readonly lines: { level: number; msg: string; [k: string]: unknown }[];
  readonly output: string;
}

/**
 * Runs bin/start.ts until it exits, or until `until` sees the line it waits for (then stops it). `args` are
 * node's (test/helpers/bin.ts): the bundle's bin/start.js inside `npm test`, tsx on the sources.
 */
function start(env: Record<string, string>, until?: (msg: string) => boolean, args = binArgs('bin/start.ts')): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-start-'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', DATA_DIR: dataDir, CLOCK: '2026-09-01T09:00:00Z', ...env },
    });
    let output = '';
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (until && output.split('\n').some((l) => l.startsWith('{') && until((JSON.parse(l) as { msg: string }).msg))) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      const lines = output
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Run['lines'][number]);
      resolve({ code, lines, output });
    });
  });
}

const FATAL = 60;

test('a port in use: one fatal line that says so, exit 1, no stack trace', async (t) => {
  const blocker: Server = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as { port: number }).port;
  try {
    const run = await start({ PORT: String(port) });
    t.is(run.code, 1);
    const fatal = run.lines.filter((l) => l.level === FATAL);
    t.is(fatal.length, 1);
    t.is(fatal[0]!.msg, `cannot listen on 127.0.0.1:${port}: the port is already in use; stop the other process or set PORT`);
    t.is(fatal[0]!.code, 'EADDRINUSE');
    t.false(/\n\s+at /.test(run.output), 'no stack trace');
  } finally {
    blocker.close();
  }
});

test('a bad configuration: one fatal line naming the variable, exit 1, no stack trace', async (t) => {
  const run = await start({ PORT: 'not-a-port' });
  t.is(run.code, 1);
  const fatal = run.lines.filter((l) => l.level === FATAL);
  t.is(fatal.length, 1);
  t.regex(fatal[0]!.msg, /^bad configuration: PORT must be 0\.\.65535/);
  t.false(/\n\s+at /.test(run.output), 'no stack trace');
});

test('an unreadable boolean or number setting: one fatal line naming the variable, exit 1', async (t) => {
  for (const [variable, value] of [
    ['WEBHOOK_ALLOW_HTTP_LOOPBACK', 'maybe'],
    ['MARKET_SEED', 'seven'],
    ['STREAM_HEARTBEAT_MS', 'often'],
    ['LOG_LEVEL', 'verbose'],
  ] as const) {
    const run = await start({ PORT: '0', [variable]: value });
    t.is(run.code, 1, variable);
    const fatal = run.lines.filter((l) => l.level === FATAL);
    t.is(fatal.length, 1, variable);
    t.true(fatal[0]!.msg.startsWith(`bad configuration: ${variable} must be`), fatal[0]!.msg);
    t.is(fatal[0]!.variable, variable);
    t.false(/\n\s+at /.test(run.output), 'no stack trace');
  }
});

test('start-up progress: the development ID-token secret file, migrations, recovery, ready', async (t) => {
  // `npm start`'s own command line (tsx, the .ts sources and worker files) in every run, bundled or not.
  const run = await start({ PORT: '0' }, (msg) => msg === 'ready', productionArgs('bin/start.ts'));
  const messages = run.lines.map((l) => l.msg);
  const secret = run.lines.find((l) => /development HS256 secret/.test(l.msg));
  t.regex(String(secret?.file), /id-token-secret$/);
  for (const expected of ['database migrated', 'market catalog seeded', 'listening', 'recovered: serving', 'ready'])
    t.true(messages.includes(expected), expected);
  t.true(
    messages.indexOf('database migrated') < messages.indexOf('listening') && messages.indexOf('listening') < messages.indexOf('ready'),
    'in the order they happen',
  );
});
