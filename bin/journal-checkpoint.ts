/**
 * `npm run journal:checkpoint [-- --data-dir DIR] [--archive] [--to-pg URL [--partition N] [--prune]]`:
 * writes a checkpoint of the database in DATA_DIR (default ./data), a consistent copy at the journal's
 * head (storage/checkpoints.ts), and with --archive moves the journal entries before it to compressed
 * segment files (storage/journal-archive.ts), keeping the newest KEEP_HOT entries in the database, which
 * start-up re-verifies. In cluster mode, --to-pg stores the copy as partition N's log checkpoint in
 * PostgreSQL (engine/cluster/pg-checkpoint.ts; refused unless the log holds the copy's last entry), where
 * new nodes start from; --prune then deletes the log's batches before it. Safe beside a running service
 * or node: its own connections and short write transactions. Prints one JSON line; exit 0 when done, 1
 * when it failed (nothing archived is lost: a rerun finishes the job), 2 on bad arguments.
 */
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pruneLog, storeLogCheckpoint } from '../engine/cluster/pg-checkpoint.ts';
import { connect, ensureSchema } from '../engine/cluster/pg-log.ts';
import { createCheckpoint, imageHead } from '../storage/checkpoints.ts';
import { databasePath, openDatabase } from '../storage/db.ts';
import { archiveJournal } from '../storage/journal-archive.ts';
import { JournalStore } from '../storage/journal.ts';

/** Newest entries never archived: recovery re-verifies this many links from the database at every start. */
const KEEP_HOT = 1001;

interface Args {
  readonly dataDir: string;
  readonly archive: boolean;
  readonly pg: { readonly url: string; readonly partition: number; readonly prune: boolean } | null;
}

function parse(): Args {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      archive: { type: 'boolean' },
      'to-pg': { type: 'string' },
      partition: { type: 'string' },
      prune: { type: 'boolean' },
    },
    allowPositionals: false,
  });
  const partition = Number(values.partition ?? process.env.CLUSTER_PARTITION ?? 0);
  if (!Number.isSafeInteger(partition) || partition < 0) throw new Error(`--partition must be an integer >= 0, got ${values.partition}`);
  if (values.prune && !values['to-pg']) throw new Error('--prune needs --to-pg: it prunes the PostgreSQL log');
  return {
    dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? './data',
    archive: values.archive ?? false,
    pg: values['to-pg'] ? { url: values['to-pg'], partition, prune: values.prune ?? false } : null,
  };
}

/** Stores the checkpoint in the partition's log in PostgreSQL, and prunes the log before it when asked. */
async function toLog(pg: NonNullable<Args['pg']>, path: string): Promise<Record<string, unknown>> {
  const sql = connect(pg.url, { max: 1 });
  try {
    await ensureSchema(sql, pg.partition);
    const stored = await storeLogCheckpoint(sql, pg.partition, path, imageHead(path));
    const pruned = pg.prune ? await pruneLog(sql, pg.partition, stored.seq) : null;
    return { logCheckpoint: stored, pruned };
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parse();
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`);
    return 2;
  }
  const { dataDir } = args;
  try {
    const db = openDatabase(dataDir);
    try {
      const startedAtMs = performance.now();
      const checkpoint = createCheckpoint(db, dataDir);
      const checkpointMs = Math.round(performance.now() - startedAtMs);
      const head = new JournalStore(db).head();
      const archived = args.archive ? archiveJournal(db, dataDir, Math.min(checkpoint.seq, head.seq - KEEP_HOT)) : null;
      const databaseBytes = statSync(databasePath(dataDir)).size;
      const log = args.pg ? await toLog(args.pg, checkpoint.path) : {};
      process.stdout.write(`${JSON.stringify({ ok: true, dataDir, checkpoint, checkpointMs, archived, databaseBytes, ...log })}\n`);
      return 0;
    } finally {
      db.close();
    }
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, dataDir, error: error instanceof Error ? error.message : String(error) })}\n`);
    return 1;
  }
}

process.exitCode = await main();
