/**
 * Monotonic batch time (scale-out seam): a batch is stamped max(clock, journal head time), so
 * a node whose clock stands behind the journal (a takeover from a node whose clock ran ahead; here a
 * virtual clock restarted earlier) never writes time backwards.
 */
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../engine/config.ts';
import { operationsCommands } from '../../engine/features/operations.ts';
import { Service } from '../../engine/service.ts';
import { verifyChain } from '../../storage/journal.ts';

const silent = pino({ level: 'silent' });
const AHEAD = '2026-09-01T09:00:00Z';
const BEHIND = '2026-03-01T09:00:00Z';

function open(dataDir: string, clock: string): Service {
  const service = new Service(loadConfig({ DATA_DIR: dataDir, CLOCK: clock, LOG_LEVEL: 'silent' }), silent);
  service.recover();
  return service;
}

const maintenanceOff = { env: null, partnerId: null, requestId: null, payload: { mode: 'off', endsAtMs: null } } as const;

test('a clock behind the journal head stamps new batches at the head time, never earlier', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-batch-time-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const first = open(dataDir, AHEAD);
  await first.engine.run(operationsCommands.setMaintenance, maintenanceOff);
  const headBefore = first.engine.journalHead();
  first.close();
  t.is(headBefore.atMs, Date.parse(AHEAD), 'the first run wrote at its clock');

  const second = open(dataDir, BEHIND);
  try {
    t.true(second.clock.nowMs() < headBefore.atMs, 'the restarted clock stands behind the journal');
    await second.engine.run(operationsCommands.setMaintenance, maintenanceOff);
    second.engine.runNow(operationsCommands.setMaintenance, maintenanceOff);
    const written = [...second.stores.journal.iterate(headBefore.seq)];
    t.true(written.length >= 2, 'the restart wrote entries (bootstrap, then ours)');
    for (const entry of written) t.is(entry.atMs, headBefore.atMs, `entry ${entry.seq} is stamped at the head time`);
    t.is(second.engine.journalHead().atMs, headBefore.atMs);
    t.true(verifyChain(second.stores.journal.iterate()).ok);
  } finally {
    second.close();
  }
});

test('a clock ahead of the journal head stamps batches at the clock', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-batch-time-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const first = open(dataDir, BEHIND);
  first.close();
  const second = open(dataDir, AHEAD);
  try {
    await second.engine.run(operationsCommands.setMaintenance, maintenanceOff);
    t.is(second.engine.journalHead().atMs, Date.parse(AHEAD));
  } finally {
    second.close();
  }
});
