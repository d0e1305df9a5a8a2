/**
 * `npm run journal:verify [-- --data-dir DIR]`: recomputes the whole hash chain of the journal in
 * DATA_DIR (default ./data), streaming entry by entry, and prints one JSON line. Entries archived to
 * segment files (journal:checkpoint --archive) are read from them, each file checked against its
 * recorded sha256, and the chain runs across the segments into the hot journal. Exit 0: every link
 * holds; 1: the chain breaks (the line names the first bad seq); 2: the database cannot be read.
 * It opens the database read-only, so it is safe beside a running service.
 */
import { parseArgs } from 'node:util';
import { openReadOnly } from '../storage/inspect.ts';
import { journalEntries, segmentsOf } from '../storage/journal-archive.ts';
import { JournalStore, verifyChain } from '../storage/journal.ts';

function dataDirFromArgs(): string {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: false });
  return values['data-dir'] ?? process.env.DATA_DIR ?? './data';
}

function main(): number {
  let dataDir = './data';
  try {
    dataDir = dataDirFromArgs();
    const db = openReadOnly(dataDir);
    try {
      const journal = new JournalStore(db);
      const head = journal.head();
      const segments = segmentsOf(db).length;
      const report = verifyChain(journalEntries(dataDir, db));
      process.stdout.write(`${JSON.stringify({ ...report, dataDir, segments, headSeq: head.seq, headHash: head.hash })}\n`);
      return report.ok ? 0 : 1;
    } finally {
      db.close();
    }
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, dataDir, error: error instanceof Error ? error.message : String(error) })}\n`);
    return 2;
  }
}

process.exitCode = main();
