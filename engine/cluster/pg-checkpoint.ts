/**
 * Checkpoints of a partition's log, kept in PostgreSQL beside the log itself: a node's SQLite copied with
 * `VACUUM INTO` (storage/checkpoints.ts) at a journal position the log holds, stored as bytea chunks
 * (`log_checkpoint_chunk`) under a header row (`log_checkpoint`: seq, hash, size, sha256) written last in
 * the same transaction, so a checkpoint is whole or absent. A node with an empty data directory starts from
 * the latest one and tails the log past it; `journal:replay-pg` and `journal:verify-pg` start there too, and
 * the log's batches before it may be pruned.
 */
import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import type { Sql } from 'postgres';
import type { JournalEntry } from '../../storage/journal.ts';

/** Bytes per stored chunk: well under PostgreSQL's 1 GB bytea limit and small enough to hold in memory. */
const CHUNK_BYTES = 4 * 1024 * 1024;
/** Checkpoints kept per partition; older ones are deleted once a new one is stored. */
const KEPT = 2;

export const CHECKPOINT_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS log_checkpoint (
     partition integer NOT NULL,
     seq bigint NOT NULL,
     hash text NOT NULL,
     bytes bigint NOT NULL,
     sha256 text NOT NULL,
     chunks integer NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (partition, seq)
   )`,
  `CREATE TABLE IF NOT EXISTS log_checkpoint_chunk (
     partition integer NOT NULL,
     seq bigint NOT NULL,
     chunk integer NOT NULL,
     data bytea NOT NULL,
     PRIMARY KEY (partition, seq, chunk)
   )`,
];

export interface LogCheckpoint {
  readonly partition: number;
  /** The last journal entry the image reflects, and its hash (a link of the log's chain). */
  readonly seq: number;
  readonly hash: string;
  readonly bytes: number;
  readonly sha256: string;
  readonly chunks: number;
}

interface CheckpointRow {
  partition: number;
  seq: string;
  hash: string;
  bytes: string;
  sha256: string;
  chunks: number;
}

const checkpointOf = (row: CheckpointRow): LogCheckpoint => ({
  partition: row.partition,
  seq: Number(row.seq),
  hash: row.hash,
  bytes: Number(row.bytes),
  sha256: row.sha256,
  chunks: row.chunks,
});

/** The partition's stored checkpoints, newest first. */
export async function logCheckpoints(sql: Sql, partition: number): Promise<LogCheckpoint[]> {
  const rows = await sql<CheckpointRow[]>`
    SELECT partition, seq, hash, bytes, sha256, chunks FROM log_checkpoint WHERE partition = ${partition} ORDER BY seq DESC`;
  return rows.map(checkpointOf);
}

export async function latestLogCheckpoint(sql: Sql, partition: number): Promise<LogCheckpoint | null> {
  return (await logCheckpoints(sql, partition))[0] ?? null;
}

/** The log's entry at `seq` (null when the log does not hold it, say pruned or not yet appended). */
export async function logEntryAt(sql: Sql, partition: number, seq: number): Promise<JournalEntry | null> {
  const rows = await sql<{ entries: string }[]>`
    SELECT entries FROM journal_batch WHERE partition = ${partition} AND first_seq <= ${seq} AND last_seq >= ${seq}`;
  const entries = rows[0] ? (JSON.parse(rows[0].entries) as JournalEntry[]) : [];
  return entries.find((e) => e.seq === seq) ?? null;
}

/**
 * Stores the image at `imagePath` (a consistent copy whose journal ends at `head`) as the partition's
 * newest checkpoint. Refused unless the log holds that very entry: an image from a node whose journal
 * forked from the log, or from another partition, never becomes a starting point.
 */
export async function storeLogCheckpoint(sql: Sql, partition: number, imagePath: string, head: { seq: number; hash: string }): Promise<LogCheckpoint> {
  const logged = await logEntryAt(sql, partition, head.seq);
  if (!logged) throw new Error(`the log of partition ${partition} does not hold entry ${head.seq} (pruned, or the image is ahead of the log)`);
  if (logged.hash !== head.hash) throw new Error(`the image's entry ${head.seq} is not the log's: the image did not come from partition ${partition}'s log`);
  const digest = createHash('sha256');
  const fd = openSync(imagePath, 'r');
  let bytes = 0;
  let chunks = 0;
  let sha256 = '';
  try {
    await sql.begin(async (tx) => {
      await tx`DELETE FROM log_checkpoint_chunk WHERE partition = ${partition} AND seq = ${head.seq}`;
      await tx`DELETE FROM log_checkpoint WHERE partition = ${partition} AND seq = ${head.seq}`;
      const buffer = Buffer.alloc(CHUNK_BYTES);
      for (;;) {
        const read = readSync(fd, buffer, 0, CHUNK_BYTES, bytes);
        if (read === 0) break;
        const data = Buffer.from(buffer.subarray(0, read));
        digest.update(data);
        await tx`INSERT INTO log_checkpoint_chunk (partition, seq, chunk, data) VALUES (${partition}, ${head.seq}, ${chunks}, ${data})`;
        bytes += read;
        chunks += 1;
      }
      sha256 = digest.digest('hex');
      await tx`INSERT INTO log_checkpoint (partition, seq, hash, bytes, sha256, chunks)
               VALUES (${partition}, ${head.seq}, ${head.hash}, ${bytes}, ${sha256}, ${chunks})`;
    });
  } finally {
    closeSync(fd);
  }
  for (const old of (await logCheckpoints(sql, partition)).slice(KEPT)) {
    await sql.begin(async (tx) => {
      await tx`DELETE FROM log_checkpoint WHERE partition = ${partition} AND seq = ${old.seq}`;
      await tx`DELETE FROM log_checkpoint_chunk WHERE partition = ${partition} AND seq = ${old.seq}`;
    });
  }
  return { partition, seq: head.seq, hash: head.hash, bytes, sha256, chunks };
}

/**
 * Writes the checkpoint's image to `path`, chunk by chunk, checked against its recorded size and sha256,
 * synced before it takes its name (a crash never leaves half an image under it).
 */
export async function downloadLogCheckpoint(sql: Sql, checkpoint: LogCheckpoint, path: string): Promise<void> {
  const partial = `${path}.partial`;
  const digest = createHash('sha256');
  const fd = openSync(partial, 'w');
  let bytes = 0;
  try {
    for (let chunk = 0; chunk < checkpoint.chunks; chunk += 1) {
      const rows = await sql<{ data: Buffer }[]>`
        SELECT data FROM log_checkpoint_chunk WHERE partition = ${checkpoint.partition} AND seq = ${checkpoint.seq} AND chunk = ${chunk}`;
      const data = rows[0]?.data;
      if (!data) throw new Error(`checkpoint ${checkpoint.seq} of partition ${checkpoint.partition} lacks chunk ${chunk}`);
      digest.update(data);
      writeSync(fd, data);
      bytes += data.length;
    }
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
  closeSync(fd);
  if (bytes !== checkpoint.bytes || digest.digest('hex') !== checkpoint.sha256) {
    rmSync(partial, { force: true });
    throw new Error(`checkpoint ${checkpoint.seq} of partition ${checkpoint.partition} does not match its recorded size and sha256`);
  }
  renameSync(partial, path);
}

/**
 * Deletes the log's batches wholly at or before the latest checkpoint (never past it, whatever `throughSeq`
 * asks): a node starts from the checkpoint and reads only what follows. Answers the batches and entries removed.
 */
export async function pruneLog(sql: Sql, partition: number, throughSeq: number): Promise<{ batches: number; prunedThrough: number }> {
  const latest = await latestLogCheckpoint(sql, partition);
  if (!latest) throw new Error(`partition ${partition} has no checkpoint: nothing of its log may be pruned`);
  const through = Math.min(throughSeq, latest.seq);
  const rows = await sql<{ last_seq: string }[]>`
    DELETE FROM journal_batch WHERE partition = ${partition} AND last_seq <= ${through} RETURNING last_seq`;
  const prunedThrough = rows.reduce((max, r) => Math.max(max, Number(r.last_seq)), 0);
  return { batches: rows.length, prunedThrough };
}

/** The first entry the log still holds (null: none), so readers know where a pruned log starts. */
export async function firstLoggedSeq(sql: Sql, partition: number): Promise<number | null> {
  const rows = await sql<{ first_seq: string }[]>`SELECT min(first_seq) AS first_seq FROM journal_batch WHERE partition = ${partition}`;
  const first = rows[0]?.first_seq;
  return first === null || first === undefined ? null : Number(first);
}
