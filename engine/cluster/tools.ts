/**
 * Moving a journal into and out of the PostgreSQL log, so cluster mode is no one-way door: export an
 * embedded journal with its chain intact, verify a partition's chain from genesis, and replay a
 * partition's log back into a standalone embedded database (bin/journal-*-pg.ts).
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { Logger } from 'pino';
import type { Sql } from 'postgres';
import { databasePath } from '../../storage/db.ts';
import { openReadOnly } from '../../storage/inspect.ts';
import { journalEntries } from '../../storage/journal-archive.ts';
import { canonicalJson, GENESIS_HASH, verifyChain, type ChainReport, type JournalEntry } from '../../storage/journal.ts';
import type { LogEntry } from '../commit-log.ts';
import { loadConfig } from '../config.ts';
import { Service } from '../service.ts';
import { downloadLogCheckpoint, firstLoggedSeq, latestLogCheckpoint, logCheckpoints, type LogCheckpoint } from './pg-checkpoint.ts';
import { appendBatch, ensureSchema, logEntries, readHead, releaseLease, takeOver } from './pg-log.ts';

/** Entries per exported batch row, and per replay transaction. */
const CHUNK = 500;
/** The exporter holds the partition's lease while it writes (no node may own it meanwhile). */
const EXPORT_LEASE_MS = 60_000;
const EXPORTER = 'journal-export';

export interface ExportReport {
  readonly exported: number;
  readonly skipped: number;
  readonly headSeq: number;
  readonly headHash: string;
}

/**
 * Appends the embedded journal of `dataDir` to `partition`'s log: the entries archived to segment files
 * (journal:checkpoint --archive) and the hot journal alike, the chain verified across both first. The log
 * must be empty or a prefix of the journal (an interrupted export resumes); the exporter takes the lease,
 * so a live owner refuses it.
 */
export async function exportJournal(sql: Sql, dataDir: string, partition: number): Promise<ExportReport> {
  await ensureSchema(sql, partition);
  const taken = await takeOver(sql, partition, EXPORTER, EXPORT_LEASE_MS);
  if (!taken) throw new Error(`partition ${partition} is owned by a live node; stop it (or wait for its lease to run out) before exporting`);
  const db = openReadOnly(dataDir);
  try {
    const check = verifyChain(journalEntries(dataDir, db));
    if (!check.ok) throw new Error(`the embedded journal is broken at entry ${check.firstBadSeq}: ${check.reason}`);
    if (taken.seq > 0) {
      const [prefix] = journalEntries(dataDir, db, taken.seq - 1);
      if (prefix?.seq !== taken.seq || prefix.hash !== taken.hash) throw new Error(`the log (head ${taken.seq}) is not a prefix of this journal`);
    }
    let prev = { seq: taken.seq, hash: taken.hash };
    let chunk: LogEntry[] = [];
    let exported = 0;
    const flush = async (): Promise<void> => {
      if (!chunk.length) return;
      if (!(await appendBatch(sql, partition, taken.epoch, chunk, prev))) throw new Error('the log moved during the export (fenced)');
      const last = chunk[chunk.length - 1]!.entry;
      prev = { seq: last.seq, hash: last.hash };
      exported += chunk.length;
      chunk = [];
    };
    for (const entry of journalEntries(dataDir, db, taken.seq)) {
      chunk.push({ entry, payloadJson: canonicalJson(entry.payload) });
      if (chunk.length >= CHUNK) await flush();
    }
    await flush();
    return { exported, skipped: taken.seq, headSeq: prev.seq, headHash: prev.hash };
  } finally {
    db.close();
    await releaseLease(sql, partition, EXPORTER, taken.epoch);
  }
}

export interface LogVerifyReport extends ChainReport {
  readonly headSeq: number;
  readonly headHash: string;
  /** Whether the partition head row names the chain's last entry. */
  readonly headMatches: boolean;
  /** Where the check started: 0 from genesis, or the checkpoint a pruned log starts from. */
  readonly fromSeq: number;
}

/**
 * The link a check of `partition`'s log starts from: genesis while the log still holds entry 1, else the
 * oldest checkpoint the log holds every entry after (pruning never removes an entry past the latest one).
 */
async function verifyAnchor(sql: Sql, partition: number, headSeq: number): Promise<{ seq: number; hash: string }> {
  const first = await firstLoggedSeq(sql, partition);
  const checkpoints = await logCheckpoints(sql, partition);
  if (first === 1 || (first === null && checkpoints.length === 0)) return { seq: 0, hash: GENESIS_HASH };
  // Pruned: the log starts after a checkpoint (or holds nothing after the latest one).
  const starts = first ?? headSeq + 1;
  const covered = checkpoints.filter((c) => c.seq >= starts - 1).at(-1);
  if (!covered) throw new Error(`the log of partition ${partition} starts at entry ${starts} and no checkpoint anchors it`);
  return { seq: covered.seq, hash: covered.hash };
}

/**
 * Recomputes every link of `partition`'s log and checks the head row against it: from genesis, or, when
 * the log was pruned, from the checkpoint it starts at (the checkpoint's recorded hash is the first link).
 */
export async function verifyLog(sql: Sql, partition: number): Promise<LogVerifyReport> {
  const head = await readHead(sql, partition);
  if (!head) throw new Error(`partition ${partition} has no log`);
  const anchor = await verifyAnchor(sql, partition, head.seq);
  const entries: JournalEntry[] = [];
  for await (const entry of logEntries(sql, partition, anchor.seq)) entries.push(entry);
  const report = verifyChain(entries, { hash: anchor.hash, nextSeq: anchor.seq + 1 });
  const last = entries[entries.length - 1];
  const headMatches = last ? last.seq === head.seq && last.hash === head.hash : head.seq === anchor.seq && head.hash === anchor.hash;
  return { ...report, headSeq: head.seq, headHash: head.hash, headMatches, fromSeq: anchor.seq };
}

/**
 * Replays `partition`'s log into `targetDataDir` (which must hold no journal) with a fresh embedded
 * engine on a virtual clock: every entry at its recorded instant, its recomputed hash equal to the logged
 * one. By default the target starts as the log's latest checkpoint and only the entries after it are
 * replayed; from genesis otherwise (refused when the log was pruned).
 */
export async function replayLog(
  sql: Sql,
  partition: number,
  targetDataDir: string,
  log: Logger,
  options: { fromCheckpoint?: boolean } = {},
): Promise<{ entries: number; checkpointSeq: number; headSeq: number; headHash: string }> {
  const checkpoint: LogCheckpoint | null = options.fromCheckpoint === false ? null : await latestLogCheckpoint(sql, partition);
  if (checkpoint) {
    if (existsSync(databasePath(targetDataDir))) throw new Error(`the target ${targetDataDir} already holds a database`);
    mkdirSync(targetDataDir, { recursive: true });
    await downloadLogCheckpoint(sql, checkpoint, databasePath(targetDataDir));
  }
  // The cluster's configured secrets (when given) let the rebuilt database open what the nodes sealed.
  const secrets = { SEALING_SECRET: process.env.SEALING_SECRET, CURSOR_SECRET: process.env.CURSOR_SECRET };
  const target = new Service(loadConfig({ DATA_DIR: targetDataDir, CLOCK: new Date(0).toISOString(), LOG_LEVEL: 'silent', ...secrets }), log, {
    replayOnly: true,
  });
  try {
    const startSeq = target.engine.journalHead().seq;
    if (startSeq !== (checkpoint?.seq ?? 0)) throw new Error(`the target ${targetDataDir} already holds a journal`);
    let entries = 0;
    let chunk: JournalEntry[] = [];
    const flush = (): void => {
      const batch = chunk;
      chunk = [];
      target.stores.db.transaction(() => {
        for (const entry of batch) target.engine.replay(entry);
      })();
      entries += batch.length;
    };
    for await (const entry of logEntries(sql, partition, startSeq)) {
      chunk.push(entry);
      if (chunk.length >= CHUNK) flush();
    }
    flush();
    const head = target.engine.journalHead();
    return { entries, checkpointSeq: startSeq, headSeq: head.seq, headHash: head.hash };
  } finally {
    target.close();
  }
}
