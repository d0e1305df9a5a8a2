import type { Migration } from '../migrations.ts';

/**
 * Journal segments archived to files (storage/journal-archive.ts): each row names a compressed file
 * holding the entries first_seq..last_seq, the link before them (`prev_hash`), the last entry's hash
 * and the file's sha256. The journal stays append-only for every entry not archived: the delete trigger
 * now lets an entry leave the hot database only when a recorded segment holds it.
 */
export const migration046: Migration = {
  version: 46,
  name: 'journal_segments',
  sql: `
CREATE TABLE journal_segments (
  first_seq INTEGER PRIMARY KEY,
  last_seq INTEGER NOT NULL,
  prev_hash TEXT NOT NULL,
  last_hash TEXT NOT NULL,
  file TEXT NOT NULL,
  file_sha256 TEXT NOT NULL,
  entries INTEGER NOT NULL,
  CHECK (last_seq >= first_seq AND entries = last_seq - first_seq + 1)
) STRICT;
DROP TRIGGER journal_refuses_delete;
CREATE TRIGGER journal_refuses_delete BEFORE DELETE ON journal
WHEN OLD.seq > COALESCE((SELECT MAX(last_seq) FROM journal_segments), 0)
BEGIN SELECT RAISE(ABORT, 'journal is append-only'); END;
`,
};
