/**
 * The engine version journaled with every entry: replay (and so a follower, which replays)
 * refuses an entry written by newer code with a clear error, and still replays a journal written before
 * versions were journaled.
 */
import test from 'ava';
import { pino } from 'pino';
import { loadConfig } from '../../engine/config.ts';
import { ENGINE_VERSION } from '../../engine/engine-version.ts';
import { compareDatabases, replayJournal } from '../../engine/replay.ts';
import { Service } from '../../engine/service.ts';
import { openDatabase } from '../../storage/db.ts';
import { canonicalJson, entryHash, JournalStore, type JournalContent } from '../../storage/journal.ts';
import { query, tempDir } from './support.ts';

const silent = pino({ level: 'silent' });

/** A data directory with a short journal (the start-up bootstrap), written by this code. */
function sourceJournal(dir: string): void {
  const service = new Service(loadConfig({ DATA_DIR: dir, CLOCK: '2026-09-01T09:00:00Z', LOG_LEVEL: 'silent' }), silent);
  service.recover();
  service.close();
}

/** Appends one correctly chained maintenance entry, as a writer with `engineVersion` (absent: a writer before versions) would. */
function appendMaintenance(dir: string, engineVersion: number | undefined): number {
  const db = openDatabase(dir);
  try {
    const journal = new JournalStore(db);
    const head = journal.head();
    const content: JournalContent = {
      seq: head.seq + 1,
      atMs: head.atMs + 1_000,
      type: 'operator.maintenance.set',
      env: null,
      partnerId: null,
      requestId: null,
      payload: { endsAtMs: null, mode: 'read_only' },
      ...(engineVersion === undefined ? {} : { engineVersion }),
    };
    journal.append({ ...content, prevHash: head.hash, hash: entryHash(head.hash, content) }, canonicalJson(content.payload));
    return content.seq;
  } finally {
    db.close();
  }
}

test('every entry this code writes carries its engine version', (t) => {
  const dir = tempDir(t, 'version-source');
  sourceJournal(dir);
  const versions = query<{ v: number | null }>(dir, 'SELECT DISTINCT engine_version AS v FROM journal');
  t.deepEqual(versions, [{ v: ENGINE_VERSION }]);
});

test('replay refuses an entry written by a newer engine version, naming the entry and both versions', (t) => {
  const source = tempDir(t, 'version-newer');
  sourceJournal(source);
  const seq = appendMaintenance(source, ENGINE_VERSION + 1);
  const target = tempDir(t, 'version-newer-target');
  const error = t.throws(() => replayJournal(source, target, silent));
  t.regex(
    error.message,
    new RegExp(`journal entry ${seq} was written by engine version ${ENGINE_VERSION + 1}, newer than this code \\(version ${ENGINE_VERSION}\\); upgrade`),
  );
  t.is(query<{ n: number }>(target, 'SELECT COUNT(*) AS n FROM journal WHERE seq >= ?', seq)[0]!.n, 0, 'nothing of the newer entry was applied');
});

test('an entry written before versions were journaled replays, with its hash unchanged', (t) => {
  const source = tempDir(t, 'version-legacy');
  sourceJournal(source);
  const seq = appendMaintenance(source, undefined);
  const target = tempDir(t, 'version-legacy-target');
  const report = replayJournal(source, target, silent);
  t.is(report.headSeq, seq);
  t.deepEqual(compareDatabases(source, target), []);
  t.deepEqual(
    query(target, 'SELECT engine_version, hash FROM journal WHERE seq = ?', seq),
    query(source, 'SELECT engine_version, hash FROM journal WHERE seq = ?', seq),
  );
  t.is(query<{ v: number | null }>(target, 'SELECT engine_version AS v FROM journal WHERE seq = ?', seq)[0]!.v, null);
});
