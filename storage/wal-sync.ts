/**
 * Durability of the writer's commits, off the JS thread (issue 17). The writer connection runs WAL at
 * synchronous=NORMAL: a COMMIT only writes its frames to the `-wal` file (the OS page cache), and this
 * class makes them durable with an `fsync` of that file on libuv's thread pool. SQLite itself syncs the
 * WAL before every checkpoint copies frames into the database, syncs the database after it, and syncs
 * the WAL header when the file is reused after a checkpoint (sqlite.org/pragma.html#pragma_synchronous),
 * so a checkpoint can never put frames in place of un-synced ones nor discard them: frames become
 * durable either through our fsync or through the checkpoint's own, never by neither.
 *
 * fsync flushes the inode whichever descriptor wrote it, so each sync opens the file afresh: a
 * descriptor kept open could outlive the file SQLite deletes when its last connection closes (after a
 * final, synced checkpoint: a missing `-wal` file therefore means everything in it reached the database).
 */
import { close, closeSync, fsync, fsyncSync, open, openSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Db } from './db.ts';

export class WalSyncer {
  private readonly walPath: string;
  private readonly dirPath: string;
  /** The directory entry of a freshly created `-wal` file is synced once, with the first sync. */
  private dirSynced = false;
  /** Syncs started and completed, for engine stats. */
  count = 0;

  constructor(db: Db) {
    this.walPath = `${db.name}-wal`;
    this.dirPath = dirname(db.name);
    db.pragma('synchronous = NORMAL');
  }

  /** fsync of the `-wal` file on the thread pool; `done` hears once the frames written before this call are on disk. */
  sync(done: (error: NodeJS.ErrnoException | null) => void): void {
    this.count += 1;
    open(this.walPath, 'r', (openError, fd) => {
      if (openError) return done(openError.code === 'ENOENT' ? null : openError);
      fsync(fd, (syncError) => {
        close(fd, () => undefined);
        if (syncError || this.dirSynced) return done(syncError);
        this.syncDirectory(done);
      });
    });
  }

  /** The same, on the calling thread: start-up commands (executeNow) are answered only when it returns. */
  syncNow(): void {
    this.count += 1;
    let fd: number;
    try {
      fd = openSync(this.walPath, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (!this.dirSynced) {
      const dir = openSync(this.dirPath, 'r');
      try {
        fsyncSync(dir);
      } finally {
        closeSync(dir);
      }
      this.dirSynced = true;
    }
  }

  private syncDirectory(done: (error: NodeJS.ErrnoException | null) => void): void {
    open(this.dirPath, 'r', (openError, fd) => {
      if (openError) return done(openError);
      fsync(fd, (syncError) => {
        close(fd, () => undefined);
        if (!syncError) this.dirSynced = true;
        done(syncError);
      });
    });
  }
}
