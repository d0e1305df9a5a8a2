/**
 * Checkpoints: a consistent copy of the whole database at one journal position, made with SQLite's
 * `VACUUM INTO` (one read transaction, so the copy is the state after exactly one committed entry),
 * kept as `<DATA_DIR>/checkpoints/checkpoint-<seq>.db`. A rebuild (`journal:replay`) starts from the
 * latest one and replays only the entries after it; the journal before it may then be archived.
 */
import Database from 'better-sqlite3';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db.ts';
import { JournalStore } from './journal.ts';
import { SnapshotStore, type SnapshotRecord } from './snapshots.ts';

export const CHECKPOINT_DIR = 'checkpoints';
/** Checkpoints kept; older ones are deleted once a new one is complete. */
const KEPT = 2;

export interface Checkpoint {
  /** The journal entry the copy reflects: its last. */
  readonly seq: number;
  readonly path: string;
  readonly bytes: number;
}

const NAME = /^checkpoint-(\d+)\.db$/;

/** Where the checkpoint at `seq` of a data directory lives. */
export const checkpointPath = (dataDir: string, seq: number): string => join(dataDir, CHECKPOINT_DIR, `checkpoint-${String(seq).padStart(12, '0')}.db`);

/** The journal head (seq and hash) an image holds: the position it is a checkpoint of. */
export function imageHead(path: string): { seq: number; hash: string } {
  const copy = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return new JournalStore(copy).head();
  } finally {
    copy.close();
  }
}

/** The checkpoints of a data directory, newest first. */
export function checkpointsOf(dataDir: string): Checkpoint[] {
  const dir = join(dataDir, CHECKPOINT_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((name) => {
      const match = NAME.exec(name);
      if (!match) return [];
      const path = join(dir, name);
      return [{ seq: Number(match[1]), path, bytes: statSync(path).size }];
    })
    .sort((a, b) => b.seq - a.seq);
}

export const latestCheckpoint = (dataDir: string): Checkpoint | null => checkpointsOf(dataDir)[0] ?? null;

/** Flushes a written file to disk, so it survives a crash before it takes its name. */
export function fsyncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Copies the database `db` (any connection to it, read-only will do) into a new checkpoint, synced to
 * disk before it takes its name; keeps the newest KEPT. Answers the checkpoint.
 */
export function createCheckpoint(db: Db, dataDir: string): Checkpoint {
  const dir = join(dataDir, CHECKPOINT_DIR);
  mkdirSync(dir, { recursive: true });
  const partial = join(dir, 'checkpoint.partial');
  rmSync(partial, { force: true });
  db.prepare('VACUUM INTO ?').run(partial);
  fsyncFile(partial);
  const { seq } = imageHead(partial);
  const path = checkpointPath(dataDir, seq);
  renameSync(partial, path);
  for (const old of checkpointsOf(dataDir).slice(KEPT)) rmSync(old.path, { force: true });
  return { seq, path, bytes: statSync(path).size };
}

/** An actor's snapshot as a checkpoint holds it (the inspector's history of an actor moved by archived entries). */
export function snapshotAtCheckpoint(checkpoint: Checkpoint, kind: string, id: string): SnapshotRecord | undefined {
  const copy = new Database(checkpoint.path, { readonly: true, fileMustExist: true });
  try {
    return new SnapshotStore(copy).get(kind, id);
  } finally {
    copy.close();
  }
}
