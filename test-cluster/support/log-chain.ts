/** A partition's log as PostgreSQL holds it, verified from genesis (what the cluster tests assert after a failure). */
import { connect, logEntries } from '../../engine/cluster/pg-log.ts';
import { verifyChain, type JournalEntry } from '../../storage/journal.ts';

export async function logChain(pgUrl: string, partition: number): Promise<{ ok: boolean; entries: number }> {
  const sql = connect(pgUrl, { max: 1 });
  try {
    const entries: JournalEntry[] = [];
    for await (const entry of logEntries(sql, partition)) entries.push(entry);
    return verifyChain(entries);
  } finally {
    await sql.end({ timeout: 1 });
  }
}
