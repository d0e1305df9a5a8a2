/**
 * A seeded template database for the test servers: the schema after every migration plus the market
 * catalog, built by the service's own code (openDatabase's migrations, MarketStore's seeding) once per
 * version of storage/ and copied into each test server's data directory. A byte copy of a closed SQLite
 * file is the same database the server would have built, for a fraction of the cost (about 25
 * migrations and the catalog inserts, each fsynced, on every start otherwise).
 *
 * The copy is a real file the server opens itself; the server then finds nothing to migrate or seed and
 * runs its recovery and bootstrap commands as on any restart. Tests of the first start itself (the
 * "database migrated" and "market catalog seeded" progress lines) ask for `freshDatabase`, and
 * TEST_FRESH_DB=1 turns the template off for a whole run.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databasePath, openDatabase } from '../../storage/db.ts';
import { MarketStore } from '../../storage/market.ts';

const STORAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'storage');

/** Every source file under storage/ (migrations, catalog, seeding): a change to any of them is a new template. */
function storageFingerprint(): string {
  const hash = createHash('sha256');
  const files = (readdirSync(STORAGE_DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(STORAGE_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function buildTemplate(target: string): void {
  const workDir = mkdtempSync(join(tmpdir(), 'pbs-template-'));
  try {
    const db = openDatabase(workDir);
    new MarketStore(db).seedCatalogIfEmpty();
    // Closing the last connection checkpoints the WAL into the main file and removes the -wal file.
    db.close();
    // Written under a private name then renamed: test files building it at once never see half a file.
    const partial = `${target}.${process.pid}.partial`;
    copyFileSync(databasePath(workDir), partial);
    renameSync(partial, target);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

let templateBytes: Buffer | undefined;

/** The template's bytes, built on first use by this ava run (or an earlier one with the same storage/ sources). */
function template(): Buffer {
  if (templateBytes) return templateBytes;
  const dir = join(tmpdir(), 'pbs-test-templates');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `service-${storageFingerprint()}.db`);
  if (!existsSync(path)) buildTemplate(path);
  templateBytes = readFileSync(path);
  return templateBytes;
}

export const templateDisabled = (): boolean => process.env.TEST_FRESH_DB === '1';

/** Puts the seeded template database into an empty data directory, as the file the service opens. */
export function seedDataDir(dataDir: string): void {
  writeFileSync(databasePath(dataDir), template(), { flag: 'wx' });
}
