/**
 * Journal segments archived to files: entries at or below a checkpoint leave the hot database for
 * gzip-compressed JSON-lines files under `<DATA_DIR>/archive/`, one entry per line exactly as the
 * journal reads it back (hashed content, response and machine events). A segment row
 * (journal_segments) records each file's range, the link before it, its last hash and the file's
 * sha256, so the chain verifies across segments and into the hot journal (`journal:verify`).
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Db } from './db.ts';
import { GENESIS_HASH, JournalStore, type JournalEntry } from './journal.ts';
import { storedJson } from './stored-json.ts';

export const ARCHIVE_DIR = 'archive';

export interface JournalSegment {
  readonly firstSeq: number;
  readonly lastSeq: number;
  readonly prevHash: string;
  readonly lastHash: string;
  /** File name under `<DATA_DIR>/archive/`. */
  readonly file: string;
  readonly fileSha256: string;
  readonly entries: number;
}

const SEGMENT_COLUMNS = 'first_seq AS firstSeq, last_seq AS lastSeq, prev_hash AS prevHash, last_hash AS lastHash, file, file_sha256 AS fileSha256, entries';

/** Whether the database has the segments table (a read-only copy of a database older than it may not). */
const hasSegments = (db: Db): boolean => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'journal_segments'").get() !== undefined;

/** The segments recorded in a database, oldest first. */
export function segmentsOf(db: Db): JournalSegment[] {
  if (!hasSegments(db)) return [];
  return db.prepare<[], JournalSegment>(`SELECT ${SEGMENT_COLUMNS} FROM journal_segments ORDER BY first_seq`).all();
}

/** The highest archived seq (0: nothing archived). */
export function archivedThrough(db: Db): number {
  return segmentsOf(db).at(-1)?.lastSeq ?? 0;
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** A segment's entries, read back from its file after checking the file's sha256 against the record. */
export function readSegment(dataDir: string, segment: JournalSegment): JournalEntry[] {
  const bytes = readFileSync(join(dataDir, ARCHIVE_DIR, segment.file));
  if (sha256(bytes) !== segment.fileSha256) throw new Error(`archive segment ${segment.file} does not match its recorded sha256`);
  const text = gunzipSync(bytes).toString('utf8');
  return text.length === 0 ? [] : text.split('\n').map((line) => storedJson<JournalEntry>(line));
}

/**
 * Every journal entry after `afterSeq`, in order: from the archive's segments, then from the hot
 * journal. What replay and verification read when part of the journal has been archived.
 */
export function* journalEntries(dataDir: string, db: Db, afterSeq = 0): Generator<JournalEntry> {
  let last = afterSeq;
  for (const segment of segmentsOf(db)) {
    if (segment.lastSeq <= last) continue;
    for (const entry of readSegment(dataDir, segment)) {
      if (entry.seq <= last) continue;
      yield entry;
      last = entry.seq;
    }
  }
  yield* new JournalStore(db).iterate(last);
}

/** Writes a file durably: a temporary name, fsync, then rename, so a crash never leaves half a segment under its name. */
function writeDurably(path: string, bytes: Buffer): void {
  const temporary = `${path}.partial`;
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

export interface ArchiveReport {
  readonly segments: number;
  readonly entries: number;
  readonly archivedThrough: number;
}

/** Rows deleted per transaction when archived entries leave the hot journal: the service's writer waits at most that long. */
const DELETE_BATCH = 2_000;

/**
 * Archives the hot journal's entries up to `throughSeq` in segments of at most `segmentEntries`, each
 * checked link by link before its file is written, then deletes them from the hot journal in small
 * transactions. Safe to run beside the service (its own connection, short write transactions) and to
 * run again after a crash: entries already recorded in a segment are only deleted.
 */
export function archiveJournal(db: Db, dataDir: string, throughSeq: number, segmentEntries = 20_000): ArchiveReport {
  mkdirSync(join(dataDir, ARCHIVE_DIR), { recursive: true });
  const journal = new JournalStore(db);
  const rowsIn = db.prepare('SELECT seq FROM journal WHERE seq <= ? ORDER BY seq LIMIT 1').pluck();
  let segments = 0;
  let entries = 0;
  for (;;) {
    const done = archivedThrough(db);
    const from = done + 1;
    if (from > throughSeq) break;
    const to = Math.min(throughSeq, from + segmentEntries - 1);
    const batch = journal.page(done, to - from + 1);
    if (batch.length === 0 || batch[0]!.seq !== from) throw new Error(`journal entry ${from} is missing from the hot journal`);
    const prevHash = done === 0 ? GENESIS_HASH : (segmentsOf(db).at(-1)?.lastHash ?? GENESIS_HASH);
    let link = prevHash;
    for (const e of batch) {
      if (e.prevHash !== link) throw new Error(`journal entry ${e.seq} does not link to the entry before it; not archived`);
      link = e.hash;
    }
    const last = batch.at(-1)!;
    const file = `journal-${String(from).padStart(12, '0')}-${String(last.seq).padStart(12, '0')}.jsonl.gz`;
    const bytes = gzipSync(Buffer.from(batch.map((e) => JSON.stringify(e)).join('\n')));
    writeDurably(join(dataDir, ARCHIVE_DIR, file), bytes);
    db.prepare('INSERT INTO journal_segments (first_seq, last_seq, prev_hash, last_hash, file, file_sha256, entries) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      from,
      last.seq,
      prevHash,
      last.hash,
      file,
      sha256(bytes),
      batch.length,
    );
    segments += 1;
    entries += batch.length;
  }
  trimArchived(db, rowsIn);
  return { segments, entries, archivedThrough: archivedThrough(db) };
}

/** Deletes the hot journal's archived entries, DELETE_BATCH rows per transaction. */
function trimArchived(db: Db, rowsIn: ReturnType<Db['prepare']>): void {
  const through = archivedThrough(db);
  const deleteBatch = db.prepare('DELETE FROM journal WHERE seq IN (SELECT seq FROM journal WHERE seq <= ? ORDER BY seq LIMIT ?)');
  while (rowsIn.get(through) !== undefined) deleteBatch.run(through, DELETE_BATCH);
}

/** Whether a data directory holds an archive directory (something was archived there). */
export const hasArchive = (dataDir: string): boolean => existsSync(join(dataDir, ARCHIVE_DIR));
