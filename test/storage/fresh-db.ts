/** A database in a temporary data directory of its own, closed and deleted when the test ends (the storage tests' common set-up). */
import type { ExecutionContext } from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../storage/db.ts';

export function freshDb(t: ExecutionContext, label: string): Db {
  const dir = mkdtempSync(join(tmpdir(), `pbs-${label}-`));
  const db = openDatabase(dir);
  t.teardown(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return db;
}
