/**
 * Shared by the recovery tests: temporary data directories, running the CLIs as child processes, and
 * tampering with a COPY of a database the way an attacker with file access would.
 */
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ExecutionContext } from 'ava';
import { databasePath } from '../../storage/db.ts';
import { ARCHIVE_DIR } from '../../storage/journal-archive.ts';
import { binArgs, REPO_ROOT } from '../helpers/bin.ts';

export { REPO_ROOT };

export function tempDir(t: ExecutionContext, label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `pbs-${label}-`));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function copyDataDir(t: ExecutionContext, from: string): string {
  const to = tempDir(t, 'copy');
  cpSync(from, to, { recursive: true });
  return to;
}

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** The last stdout line, parsed. */
  readonly json: Record<string, unknown>;
}

/** Runs the command `script` (`bin/<x>.ts`) with `args` from the repository root (test/helpers/bin.ts: tsx on the sources, the bundle's .js in `npm test`). */
export function runCli(script: string, args: readonly string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((done) => {
    execFile(process.execPath, binArgs(script, args), { cwd: REPO_ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      const last = stdout.trim().split('\n').at(-1) ?? '';
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(last) as Record<string, unknown>;
      } catch {
        json = {};
      }
      done({ code, stdout, stderr, json });
    });
  });
}

/**
 * Rewrites one journal entry's payload in `dataDir` (a copy!). The append-only trigger refuses the
 * UPDATE, so the tamperer drops it first, as anyone holding the file could.
 */
export function tamperPayload(dataDir: string, seq: number, payload: unknown): void {
  const db = new Database(databasePath(dataDir));
  try {
    db.exec('DROP TRIGGER journal_refuses_update');
    db.prepare('UPDATE journal SET payload = ? WHERE seq = ?').run(JSON.stringify(payload), seq);
  } finally {
    db.close();
  }
}

/** Reads rows straight from a data directory's database, read-only. */
export function query<T>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(databasePath(dataDir), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * Moves the time of the entry on line `line` of the first archive segment of `dataDir` (a copy!) by 1 ms,
 * rewriting the file as an attacker would (its recorded digest is left as it was). Answers the segment's
 * file name, its new bytes and the entry's seq.
 */
export function tamperSegmentEntry(dataDir: string, line: number): { file: string; bytes: Buffer; seq: number } {
  const [file] = readdirSync(join(dataDir, ARCHIVE_DIR)).sort();
  const path = join(dataDir, ARCHIVE_DIR, file!);
  const lines = gunzipSync(readFileSync(path)).toString('utf8').split('\n');
  const entry = JSON.parse(lines[line]!) as { seq: number; atMs: number };
  lines[line] = JSON.stringify({ ...entry, atMs: entry.atMs + 1 });
  const bytes = gzipSync(Buffer.from(lines.join('\n')));
  writeFileSync(path, bytes);
  return { file: file!, bytes, seq: entry.seq };
}
