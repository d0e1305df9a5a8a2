/**
 * `npm run journal:export -- --data-dir DIR --to-pg URL [--partition N]`: appends the embedded journal
 * of DIR to the PostgreSQL log of partition N (default 0) with its chain intact (same seqs, same hashes),
 * then prints one JSON line. Resumes an interrupted export. Exit 0: exported; 1: refused or failed; 2: bad arguments.
 */
import { parseArgs } from 'node:util';
import { connect } from '../engine/cluster/pg-log.ts';
import { exportJournal } from '../engine/cluster/tools.ts';

async function main(): Promise<number> {
  let args: { dataDir: string; url: string; partition: number };
  try {
    const { values } = parseArgs({
      options: { 'data-dir': { type: 'string' }, 'to-pg': { type: 'string' }, partition: { type: 'string' } },
      allowPositionals: false,
    });
    const url = values['to-pg'] ?? process.env.CLUSTER_DATABASE_URL;
    if (!url) throw new Error('usage: journal-export --data-dir DIR --to-pg POSTGRES_URL [--partition N]');
    args = { dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? './data', url, partition: Number(values.partition ?? 0) };
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`);
    return 2;
  }
  const sql = connect(args.url, { max: 1 });
  try {
    const report = await exportJournal(sql, args.dataDir, args.partition);
    process.stdout.write(`${JSON.stringify({ ok: true, dataDir: args.dataDir, partition: args.partition, ...report })}\n`);
    return 0;
  } catch (error) {
    process.stdout.write(
      `${JSON.stringify({ ok: false, dataDir: args.dataDir, partition: args.partition, error: error instanceof Error ? error.message : String(error) })}\n`,
    );
    return 1;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

process.exitCode = await main();
