/**
 * Moving a journal into and out of the PostgreSQL log, so cluster mode is no one-way door: export an
 * embedded journal with its chain intact, verify a partition's chain from genesis, and replay a
 * partition's log back into a standalone embedded database (bin/journal-*-pg.ts).
 */
import type { Logger } from 'pino';
import type { Sql } from 'postgres';
import { openReadOnly } from '../../storage/inspect.ts';
import { canonicalJson, GENESIS_HASH, JournalStore, verifyChain, type ChainReport, type JournalEntry } from '../../storage/journal.ts';
import type { LogEntry } from '../commit-log.ts';
import { loadConfig } from '../config.ts';
import { Service } from '../service.ts';
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
 * Appends the embedded journal of `dataDir` to `partition`'s log. The log must be empty or a prefix of
 * the journal (an interrupted export resumes); the exporter takes the lease, so a live owner refuses it.
 */
export async function exportJournal(sql: Sql, dataDir: string, partition: number): Promise<ExportReport> {
  await ensureSchema(sql, partition);
  const taken = await takeOver(sql, partition, EXPORTER, EXPORT_LEASE_MS);
  if (!taken) throw new Error(`partition ${partition} is owned by a live node; stop it (or wait for its lease to run out) before exporting`);
  const db = openReadOnly(dataDir);
  try {
    const journal = new JournalStore(db);
    const check = verifyChain(journal.iterate());
    if (!check.ok) throw new Error(`the embedded journal is broken at entry ${check.firstBadSeq}: ${check.reason}`);
    const prefix = taken.seq === 0 ? null : journal.bySeqs([taken.seq])[0];
    if (taken.seq > 0 && prefix?.hash !== taken.hash) throw new Error(`the log (head ${taken.seq}) is not a prefix of this journal`);
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
    for (const entry of journal.iterate(taken.seq)) {
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
}

/** Recomputes every link of `partition`'s log from genesis and checks the head row against it. */
export async function verifyLog(sql: Sql, partition: number): Promise<LogVerifyReport> {
  const head = await readHead(sql, partition);
  if (!head) throw new Error(`partition ${partition} has no log`);
  const entries: JournalEntry[] = [];
  for await (const entry of logEntries(sql, partition)) entries.push(entry);
  const report = verifyChain(entries);
  const last = entries[entries.length - 1];
  const headMatches = last ? last.seq === head.seq && last.hash === head.hash : head.seq === 0 && head.hash === GENESIS_HASH;
  return { ...report, headSeq: head.seq, headHash: head.hash, headMatches };
}

/**
 * Replays `partition`'s log into `targetDataDir` (which must hold no journal) with a fresh embedded
 * engine on a virtual clock: every entry at its recorded instant, its recomputed hash equal to the logged one.
 */
export async function replayLog(
  sql: Sql,
  partition: number,
  targetDataDir: string,
  log: Logger,
): Promise<{ entries: number; headSeq: number; headHash: string }> {
  // The cluster's configured secrets (when given) let the rebuilt database open what the nodes sealed.
  const secrets = { SEALING_SECRET: process.env.SEALING_SECRET, CURSOR_SECRET: process.env.CURSOR_SECRET };
  const target = new Service(loadConfig({ DATA_DIR: targetDataDir, CLOCK: new Date(0).toISOString(), LOG_LEVEL: 'silent', ...secrets }), log, {
    replayOnly: true,
  });
  try {
    if (target.engine.journalHead().seq !== 0) throw new Error(`the target ${targetDataDir} already holds a journal`);
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
    for await (const entry of logEntries(sql, partition)) {
      chunk.push(entry);
      if (chunk.length >= CHUNK) flush();
    }
    flush();
    const head = target.engine.journalHead();
    return { entries, headSeq: head.seq, headHash: head.hash };
  } finally {
    target.close();
  }
}
