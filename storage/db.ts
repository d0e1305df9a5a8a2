/**
 * The one writer connection. WAL with synchronous=FULL because this database holds money:
 * a commit that returned must survive power loss. Nothing outside storage/ talks SQL.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrations.ts';

export type Db = Database.Database;

/** An error SQLite itself raised (disk full, I/O error, a constraint), as opposed to one from our code. */
export function isDatabaseError(error: unknown): boolean {
  return error instanceof Database.SqliteError;
}

export function databasePath(dataDir: string): string {
  return join(dataDir, 'service.db');
}

/**
 * A read-only connection to the same database, for HTTP reads and scans. In WAL mode it reads
 * the last committed state and never waits for the writer, so nothing read through it can observe a
 * batch that is still running or, in cluster mode, whose append to the log is still pending. Opened
 * after `openDatabase` (which creates and migrates the file); `query_only` refuses any write through it.
 */
export function openReadConnection(dataDir: string): Db {
  const db = new Database(databasePath(dataDir), { readonly: true, fileMustExist: true });
  db.pragma('query_only = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('temp_store = MEMORY');
  return db;
}

/** `onMigrated` hears which migrations this opening applied (none on a database already up to date). */
export function openDatabase(dataDir: string, onMigrated?: (versions: readonly number[]) => void): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(databasePath(dataDir));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Savepoint (statement) journals in memory instead of temp files: every command runs in a savepoint,
  // and those journals only serve a rollback, never crash recovery, so durability is unchanged.
  db.pragma('temp_store = MEMORY');
  const applied = migrate(db);
  onMigrated?.(applied);
  return db;
}
