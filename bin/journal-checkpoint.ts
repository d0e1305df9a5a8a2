/**
 * `npm run journal:checkpoint [-- --data-dir DIR] [--archive]`: writes a checkpoint of the database in
 * DATA_DIR (default ./data), a consistent copy at the journal's head (storage/checkpoints.ts), and with
 * --archive moves the journal entries before it to compressed segment files (storage/journal-archive.ts),
 * keeping the newest KEEP_HOT entries in the database, which start-up re-verifies. Safe beside a running
 * service: its own connections and short write transactions. Prints one JSON line; exit 0 when done,
 * 1 when it failed (nothing archived is lost: a rerun finishes the job), 2 on bad arguments.
 */
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createCheckpoint } from '../storage/checkpoints.ts';
import { databasePath, openDatabase } from '../storage/db.ts';
import { archiveJournal } from '../storage/journal-archive.ts';
import { JournalStore } from '../storage/journal.ts';

/** Newest entries never archived: recovery re-verifies this many links from the database at every start. */
const KEEP_HOT = 1001;

function main(): number {
  let dataDir = './data';
  let archive = false;
  try {
    const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, archive: { type: 'boolean' } }, allowPositionals: false });
    dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './data';
    archive = values.archive ?? false;
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`);
    return 2;
  }
  try {
    const db = openDatabase(dataDir);
    try {
      const startedAtMs = performance.now();
      const checkpoint = createCheckpoint(db, dataDir);
      const checkpointMs = Math.round(performance.now() - startedAtMs);
      const head = new JournalStore(db).head();
      const archived = archive ? archiveJournal(db, dataDir, Math.min(checkpoint.seq, head.seq - KEEP_HOT)) : null;
      const databaseBytes = statSync(databasePath(dataDir)).size;
      process.stdout.write(`${JSON.stringify({ ok: true, dataDir, checkpoint, checkpointMs, archived, databaseBytes })}\n`);
      return 0;
    } finally {
      db.close();
    }
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, dataDir, error: error instanceof Error ? error.message : String(error) })}\n`);
    return 1;
  }
}

process.exitCode = main();
