/**
 * Journal replay: rebuilds a database from nothing but another database's journal, by running every
 * entry again through a fresh engine with the same command handlers and machine registry. Ids, times
 * and hashes derive from the entries themselves, so an exact rebuild proves the journal is the whole
 * truth and the handlers are deterministic; `compareDatabases` then names any row that came out else.
 */
import type { Logger } from 'pino';
import { databasePath } from '../storage/db.ts';
import { copyFileSync, mkdirSync } from 'node:fs';
import { latestCheckpoint } from '../storage/checkpoints.ts';
import { openReadOnly, tableDifferences, type RowDifference } from '../storage/inspect.ts';
import { archivedThrough, journalEntries } from '../storage/journal-archive.ts';
import type { JournalEntry } from '../storage/journal.ts';
import { SECRET_SETTINGS } from '../storage/secrets.ts';
import { SettingsStore } from '../storage/settings.ts';
import { loadConfig } from './config.ts';
import { replayedTables } from './features/index.ts';
import { Service } from './service.ts';

/** Entries replayed per outer transaction: one fsync per chunk instead of one per entry. */
const CHUNK = 500;

export interface ReplayReport {
  /** Entries replayed: those after the checkpoint the rebuild started from (all, from genesis). */
  readonly entries: number;
  /** The journal position of the checkpoint the rebuild started from (0: genesis). */
  readonly checkpointSeq: number;
  readonly headSeq: number;
  readonly headHash: string;
}

export interface ReplayOptions {
  /** Start from the source's latest checkpoint (the default when it has one) or from genesis. */
  readonly fromCheckpoint?: boolean;
}

/**
 * Replays the journal of `sourceDataDir` into `targetDataDir`, which must hold no journal yet. The
 * source is only read. By default the target starts as a copy of the source's latest checkpoint
 * (storage/checkpoints.ts) and only the entries after it are replayed, read from the archive's segments
 * and the hot journal alike; from genesis otherwise. Each entry is re-executed at its recorded instant
 * and its recomputed hash must equal the recorded one, otherwise the replay stops at that entry.
 */
export function replayJournal(sourceDataDir: string, targetDataDir: string, log: Logger, options: ReplayOptions = {}): ReplayReport {
  const source = openReadOnly(sourceDataDir);
  const checkpoint = options.fromCheckpoint === false ? null : latestCheckpoint(sourceDataDir);
  if (checkpoint) {
    mkdirSync(targetDataDir, { recursive: true });
    copyFileSync(checkpoint.path, databasePath(targetDataDir));
  }
  // A virtual clock: the rebuild must never fire a timer by wall-clock time; timers fire only when
  // their journaled `timer.fire` entries come up.
  const target = new Service(loadConfig({ DATA_DIR: targetDataDir, CLOCK: new Date(0).toISOString(), LOG_LEVEL: 'silent' }), log, { replayOnly: true });
  try {
    const startSeq = target.engine.journalHead().seq;
    if (startSeq !== (checkpoint?.seq ?? 0)) throw new Error(`the target ${targetDataDir} already holds a journal`);
    carrySecrets(new SettingsStore(source), target);
    let entries = 0;
    let chunk: JournalEntry[] = [];
    const flush = (): void => {
      const batch = chunk;
      chunk = [];
      target.stores.db.transaction(() => {
        for (const entry of batch) replayOne(target, entry);
      })();
      entries += batch.length;
    };
    for (const entry of journalEntries(sourceDataDir, source, startSeq)) {
      chunk.push(entry);
      if (chunk.length >= CHUNK) flush();
    }
    flush();
    const head = target.engine.journalHead();
    return { entries, checkpointSeq: startSeq, headSeq: head.seq, headHash: head.hash };
  } finally {
    target.close();
    source.close();
  }
}

/**
 * The source installation's generated secrets go with its journal (they are settings, made outside it):
 * the rebuilt node must open the credentials sealed in the journaled responses and webhook secrets, and
 * accept the cursors the source signed. A configured secret (cluster mode) is not in the table: nothing to carry.
 */
function carrySecrets(source: SettingsStore, target: Service): void {
  for (const setting of Object.values(SECRET_SETTINGS)) {
    const value = source.stored<string>(setting);
    if (value !== undefined && target.stores.settings.stored(setting) === undefined) target.stores.settings.put(setting, value);
  }
}

function replayOne(target: Service, entry: JournalEntry): void {
  try {
    target.engine.replay(entry);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`replay stopped at journal entry ${entry.seq} (${entry.type}): ${reason}`, { cause: error });
  }
}

/**
 * Every row that differs between two data directories in the tables replay rebuilds (each feature's
 * descriptor classifies its tables, with the reason for any left out); empty when they hold the same state.
 */
export function compareDatabases(leftDataDir: string, rightDataDir: string, limitPerTable = 50): RowDifference[] {
  const left = openReadOnly(leftDataDir);
  const right = openReadOnly(rightDataDir);
  try {
    // Entries archived on either side have left its hot journal (they live in its archive's files).
    const archived = Math.max(archivedThrough(left), archivedThrough(right));
    return Object.entries(replayedTables()).flatMap(([table, keys]) =>
      tableDifferences(left, databasePath(rightDataDir), table, keys, limitPerTable, table === 'journal' ? `seq > ${archived}` : undefined),
    );
  } finally {
    right.close();
    left.close();
  }
}
