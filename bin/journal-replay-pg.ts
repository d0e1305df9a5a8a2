/**
 * `npm run journal:replay-pg -- --pg URL [--partition N] --to EMPTY_DIR [--compare DATA_DIR] [--from-genesis]`:
 * rebuilds a standalone embedded database in EMPTY_DIR from partition N's log in PostgreSQL (cluster mode is
 * no one-way door), starting from the log's latest checkpoint (from genesis with --from-genesis, which a
 * pruned log refuses); with --compare, checks it table by table against another data directory. One JSON line.
 * Exit 0: rebuilt (and equal); 1: the replay diverged or rows differ; 2: bad arguments.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { connect } from '../engine/cluster/pg-log.ts';
import { replayLog } from '../engine/cluster/tools.ts';
import { compareDatabases } from '../engine/replay.ts';

const SHOWN_DIFFERENCES = 20;

async function main(): Promise<number> {
  let args: { url: string; partition: number; to: string; compare: string | undefined; fromGenesis: boolean };
  try {
    const { values } = parseArgs({
      options: {
        pg: { type: 'string' },
        partition: { type: 'string' },
        to: { type: 'string' },
        compare: { type: 'string' },
        'from-genesis': { type: 'boolean' },
      },
      allowPositionals: false,
    });
    const url = values.pg ?? process.env.CLUSTER_DATABASE_URL;
    if (!url || !values.to) throw new Error('usage: journal-replay-pg --pg POSTGRES_URL [--partition N] --to EMPTY_DIR [--compare DATA_DIR] [--from-genesis]');
    args = { url, partition: Number(values.partition ?? 0), to: values.to, compare: values.compare, fromGenesis: values['from-genesis'] ?? false };
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`);
    return 2;
  }
  const sql = connect(args.url, { max: 1 });
  try {
    const report = await replayLog(sql, args.partition, args.to, pino({ level: 'warn' }), { fromCheckpoint: !args.fromGenesis });
    const differences = args.compare ? compareDatabases(args.compare, args.to) : [];
    const ok = differences.length === 0;
    const shown = { differences: differences.length, firstDifferences: differences.slice(0, SHOWN_DIFFERENCES) };
    process.stdout.write(`${JSON.stringify({ ok, partition: args.partition, to: args.to, ...report, ...(args.compare ? shown : {}) })}\n`);
    return ok ? 0 : 1;
  } catch (error) {
    process.stdout.write(
      `${JSON.stringify({ ok: false, partition: args.partition, to: args.to, error: error instanceof Error ? error.message : String(error) })}\n`,
    );
    return 1;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

process.exitCode = await main();
