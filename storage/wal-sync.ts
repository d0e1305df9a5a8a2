/**
 * Durability of the writer's commits, off the JS thread. The writer connection runs WAL at
 * synchronous=NORMAL: a COMMIT only writes its frames to the `-wal` file (the OS page cache), and this
 * class makes them durable with an `fsync` of that file on libuv's thread pool. SQLite itself syncs the
 * WAL before every checkpoint copies frames into the database, syncs the database after it, and syncs
 * the WAL header when the file is reused after a checkpoint (sqlite.org/pragma.html#pragma_synchronous),
 * so a checkpoint can never put frames in place of un-synced ones nor discard them: frames become
 * durable either through our fsync or through the checkpoint's own, never by neither.
 *
 * fsync flushes the inode whichever descriptor wrote it, so one descriptor of our own serves every sync
 * (opening and closing the file per sync cost about 70 µs of CPU per batch on this machine). It
 * stays valid because the engine's writer connection stays open for as long as this syncer is used: SQLite
 * deletes the `-wal` file only when the last connection to the database closes (after a final, synced
 * checkpoint), and nothing here changes the journal mode, so the file is never replaced under the
 * descriptor while a batch can still need it. Before the file exists (a missing `-wal` file means
 * everything reached the database) each sync tries to open it again.
 */
import { close, closeSync, fsync, fsyncSync, open, openSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Db } from './db.ts';

export class WalSyncer {
  private readonly walPath: string;
  private readonly dirPath: string;
  /** The directory entry of a freshly created `-wal` file is synced once, with the first sync. */
  private dirSynced = false;
  /** Our descriptor of the `-wal` file, opened by the first sync that finds it. */
  private fd: number | null = null;
  /** An fsync is running on the thread pool: `close` leaves the descriptor to its end. */
  private syncing = false;
  private closed = false;
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
    this.syncing = true;
    const finish = (error: NodeJS.ErrnoException | null): void => {
      this.syncing = false;
      if (this.closed) this.closeDescriptor();
      done(error);
    };
    if (this.fd !== null) {
      this.syncOpen(this.fd, finish);
      return;
    }
    open(this.walPath, 'r', (openError, fd) => {
      if (openError) return finish(openError.code === 'ENOENT' ? null : openError);
      this.fd = fd;
      this.syncOpen(fd, finish);
    });
  }

  /** The same, on the calling thread: start-up commands (executeNow) are answered only when it returns. */
  syncNow(): void {
    this.count += 1;
    if (this.fd === null) {
      try {
        this.fd = openSync(this.walPath, 'r');
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return;
        throw error;
      }
    }
    fsyncSync(this.fd);
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

  /** Closes the descriptor (Engine.close), or leaves that to the running fsync's end. Later syncs reopen the file. */
  close(): void {
    this.closed = true;
    if (!this.syncing) this.closeDescriptor();
  }

  private closeDescriptor(): void {
    const fd = this.fd;
    this.fd = null;
    this.closed = false;
    // Synchronously: it happens once, at shutdown, and the descriptor is gone when Engine.close returns.
    if (fd !== null) closeSync(fd);
  }

  private syncOpen(fd: number, done: (error: NodeJS.ErrnoException | null) => void): void {
    fsync(fd, (syncError) => {
      if (syncError || this.dirSynced) return done(syncError);
      this.syncDirectory(done);
    });
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
