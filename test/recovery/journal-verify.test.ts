import test from 'ava';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databasePath } from '../../storage/db.ts';
import { startTestServer } from '../helpers/server.ts';
import { driveScenario } from './scenario.ts';
import { copyDataDir, query, REPO_ROOT, runCli, tamperPayload } from './support.ts';

let source = '';
let markedRequestId = '';

test.before(async () => {
  source = mkdtempSync(join(tmpdir(), 'pbs-verify-source-'));
  const s = await startTestServer({ DATA_DIR: source });
  try {
    markedRequestId = (await driveScenario(s)).markedRequestId;
  } finally {
    await s.close();
  }
});

test.after.always(() => {
  if (source) rmSync(source, { recursive: true, force: true });
});

const verify = (dir: string): ReturnType<typeof runCli> => runCli('bin/journal-verify.ts', ['--data-dir', dir]);
const fileDigest = (dir: string): string =>
  createHash('sha256')
    .update(readFileSync(databasePath(dir)))
    .digest('hex');

test('npm run journal:verify exits 0 on the data directory of a real server run', async (t) => {
  const head = query<{ seq: number; hash: string }>(source, 'SELECT seq, hash FROM journal ORDER BY seq DESC LIMIT 1')[0]!;
  const result = await new Promise<{ code: number; stdout: string }>((done) => {
    execFile('npm', ['run', '--silent', 'journal:verify'], { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: source } }, (error, stdout) =>
      done({ code: error ? Number(error.code) : 0, stdout }),
    );
  });
  t.is(result.code, 0, result.stdout);
  const summary = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
  t.like(summary, { ok: true, entries: head.seq, headSeq: head.seq, headHash: head.hash, firstBadSeq: null });
});

test('verification only reads: the database file is byte for byte the same afterwards', async (t) => {
  const copy = copyDataDir(t, source);
  const before = fileDigest(copy);
  t.is((await verify(copy)).code, 0);
  t.is(fileDigest(copy), before);
});

test('an edited payload (trigger dropped in a copy) exits 1 and names that seq', async (t) => {
  const copy = copyDataDir(t, source);
  const entry = query<{ seq: number; payload: string }>(copy, "SELECT seq, payload FROM journal WHERE type = 'funding.payout'")[0]!;
  tamperPayload(copy, entry.seq, { ...JSON.parse(entry.payload), amountMinor: 1 });
  const result = await verify(copy);
  t.is(result.code, 1);
  t.like(result.json, { ok: false, firstBadSeq: entry.seq, entries: entry.seq - 1 });
  t.regex(String(result.json.reason), /content does not match its hash/);
});

test('bytes edited in the database file (no SQL at all) exit 1 and name the entry', async (t) => {
  const copy = copyDataDir(t, source);
  const seq = query<{ seq: number }>(copy, 'SELECT seq FROM journal WHERE request_id = ?', markedRequestId)[0]!.seq;
  const bytes = readFileSync(databasePath(copy));
  // Every copy of the text in the file (a page split can leave an old copy in a free page).
  let edited = 0;
  for (let at = bytes.indexOf(markedRequestId); at >= 0; at = bytes.indexOf(markedRequestId, at + 1)) {
    bytes.write('2', at + markedRequestId.length - 1, 'ascii');
    edited += 1;
  }
  t.true(edited > 0, 'the request id is in the file');
  writeFileSync(databasePath(copy), bytes);
  const result = await verify(copy);
  t.is(result.code, 1);
  t.like(result.json, { ok: false, firstBadSeq: seq });
});

test('a missing database exits 2 with the reason', async (t) => {
  const result = await verify(join(tmpdir(), 'pbs-no-such-dir'));
  t.is(result.code, 2);
  t.regex(String(result.json.error), /no database/);
});
