/**
 * `npm run journal:verify-pg -- --pg URL [--partition N]`: recomputes every link of partition N's log in
 * PostgreSQL, from genesis or, when the log was pruned, from the checkpoint it starts at (`fromSeq`), and
 * checks the partition head against the last entry; prints one JSON line.
 * Exit 0: the chain holds; 1: it breaks (the line names the first bad seq) or the head disagrees; 2: unreadable.
 */
import { parseArgs } from 'node:util';
import { connect } from '../engine/cluster/pg-log.ts';
import { verifyLog } from '../engine/cluster/tools.ts';

async function main(): Promise<number> {
  let url: string | undefined;
  let partition = 0;
  try {
    const { values } = parseArgs({ options: { pg: { type: 'string' }, partition: { type: 'string' } }, allowPositionals: false });
    url = values.pg ?? process.env.CLUSTER_DATABASE_URL;
    partition = Number(values.partition ?? 0);
    if (!url) throw new Error('usage: journal-verify-pg --pg POSTGRES_URL [--partition N]');
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`);
    return 2;
  }
  const sql = connect(url, { max: 1 });
  try {
    const report = await verifyLog(sql, partition);
    const ok = report.ok && report.headMatches;
    process.stdout.write(`${JSON.stringify({ ...report, ok, partition })}\n`);
    return ok ? 0 : 1;
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, partition, error: error instanceof Error ? error.message : String(error) })}\n`);
    return 2;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

process.exitCode = await main();
