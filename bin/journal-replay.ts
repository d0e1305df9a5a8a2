/**
 * `node bin/journal-replay.ts --from DIR --to DIR`: rebuilds the database of --from into
 * the empty --to by replaying its journal, then compares the two and prints one JSON line.
 * Exit 0: the rebuild matches; 1: rows differ (the first are listed), the replay diverged or the source
 * cannot be read; 2: bad arguments.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { compareDatabases, replayJournal } from '../engine/replay.ts';

const SHOWN_DIFFERENCES = 20;

function main(): number {
  let from: string | undefined;
  let to: string | undefined;
  try {
    const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } }, allowPositionals: false });
    from = values.from ?? process.env.DATA_DIR;
    to = values.to;
    if (!from || !to) throw new Error('usage: journal-replay --from SOURCE_DATA_DIR --to EMPTY_TARGET_DIR');
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`);
    return 2;
  }
  try {
    const report = replayJournal(from, to, pino({ level: 'warn' }));
    const differences = compareDatabases(from, to);
    const ok = differences.length === 0;
    process.stdout.write(
      `${JSON.stringify({ ok, from, to, ...report, differences: differences.length, firstDifferences: differences.slice(0, SHOWN_DIFFERENCES) })}\n`,
    );
    return ok ? 0 : 1;
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, from, to, error: error instanceof Error ? error.message : String(error) })}\n`);
    return 1;
  }
}

process.exitCode = main();
