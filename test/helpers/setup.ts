/**
 * Loaded by ava in every test worker before the test file (ava.config.js "require").
 *
 * Temporary files, and so every test server's SQLite database, go to a RAM file system (/dev/shm) where
 * there is one: the database keeps synchronous=FULL and calls fsync as in production, but an fsync on
 * tmpfs returns at once instead of waiting ~8 ms for the disk on every commit, which the suite's tens
 * of thousands of commits spent mostly idle. TEST_TMPDIR names another directory; TEST_TMPDIR=os keeps
 * the system's temporary directory (e.g. to run the suite on a real disk).
 */
import { accessSync, constants, statSync, statfsSync } from 'node:fs';

const RAM_DIR = '/dev/shm';
/** A container's /dev/shm is often 64 MB: too small for a suite's databases, so it is used only when roomy. */
const MIN_FREE_BYTES = 2 * 1024 ** 3;

function writableDir(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    const fs = statfsSync(path);
    return statSync(path).isDirectory() && fs.bavail * fs.bsize >= MIN_FREE_BYTES;
  } catch {
    return false;
  }
}

const chosen = process.env.TEST_TMPDIR;
if (chosen && chosen !== 'os') process.env.TMPDIR = chosen;
else if (!chosen && writableDir(RAM_DIR)) process.env.TMPDIR = RAM_DIR;
