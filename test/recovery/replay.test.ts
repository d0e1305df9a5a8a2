import test from 'ava';
import { pino } from 'pino';

const silentLog = pino({ level: 'silent' });
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareDatabases, replayJournal } from '../../engine/replay.ts';
import { databasePath } from '../../storage/db.ts';
import { commandHandlers } from '../../engine/handlers.ts';
import { resetCounterparty, resetPlanOf } from '../../engine/sandbox/reset.ts';
import { features, replayedTables } from '../../engine/features/index.ts';
import { startTestServer } from '../helpers/server.ts';
import { driveScenario } from './scenario.ts';
import { copyDataDir, query, runCli, tamperPayload, tempDir } from './support.ts';

/** One real server run shared by the tests below; they only read its data directory. */
let source = '';

test.before(async () => {
  source = mkdtempSync(join(tmpdir(), 'pbs-replay-source-'));
  const s = await startTestServer({ DATA_DIR: source });
  try {
    await driveScenario(s);
  } finally {
    await s.close();
  }
});

test.after.always(() => {
  if (source) rmSync(source, { recursive: true, force: true });
});

/** Tables whose rows need a clock this scenario never reaches, and the replay test that fills them instead. */
const ELSEWHERE: Readonly<Record<string, string>> = {
  invoices: 'issued at a month end: test/recovery/invoice-replay.test.ts',
  certifications: 'granted after a full sandbox integration run: test/http/certification.test.ts replays it',
};

const count = (dir: string, table: string): number => query<{ n: number }>(dir, `SELECT COUNT(*) AS n FROM ${table}`)[0]!.n;

test('replaying the journal into an empty database rebuilds every state table row for row', (t) => {
  const target = tempDir(t, 'replay-target');
  const head = query<{ seq: number; hash: string }>(source, 'SELECT seq, hash FROM journal ORDER BY seq DESC LIMIT 1')[0]!;
  const report = replayJournal(source, target, silentLog);
  t.deepEqual(report, { entries: head.seq, checkpointSeq: 0, headSeq: head.seq, headHash: head.hash });
  t.deepEqual(compareDatabases(source, target), []);
  // Not vacuous: the scenario left rows in every table the comparison covers, a quarantined timer too.
  for (const table of Object.keys(replayedTables())) {
    if (table in ELSEWHERE) continue;
    t.true(count(target, table) > 0, `${table} has rows`);
  }
  t.is(count(target, 'payouts'), 1);
  // The catalogue overlay: the scenario's symbol change and delisting, rebuilt by replay.
  t.deepEqual(query(target, 'SELECT kind, symbol, new_symbol AS newSymbol FROM instrument_changes ORDER BY kind'), [
    { kind: 'DELISTED', symbol: 'IAM.MA', newSymbol: null },
    { kind: 'SYMBOL_CHANGED', symbol: 'SCOM.KE', newSymbol: 'SAFCOM.KE' },
  ]);
  t.true(count(target, 'market_latest') > 0 && query(target, "SELECT symbol FROM market_latest WHERE symbol = 'SCOM.KE'").length === 0, 'prices re-keyed');
  const quarantined = query<{ id: string; failed_attempts: number; last_error: string }>(
    target,
    'SELECT id, failed_attempts, last_error FROM timers WHERE failed_attempts > 0',
  );
  t.is(quarantined.length, 1);
  t.like(quarantined[0], {
    id: 'market.poller:upstream:poll',
    last_error: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'upstream price feed unreachable' }),
  });
  t.true(quarantined[0]!.failed_attempts >= 2, 'the automatic retries replay too');
});

test('the journaled settings (virtual clock position, maintenance mode) come back too', (t) => {
  const target = tempDir(t, 'replay-settings');
  replayJournal(source, target, silentLog);
  const journaled = "SELECT key, value FROM settings WHERE key IN ('clock.virtualMs', 'maintenance') ORDER BY key";
  const rebuilt = query<{ key: string; value: string }>(target, journaled);
  t.is(rebuilt.length, 2);
  t.deepEqual(rebuilt, query(source, journaled));
});

test('the comparison names a row that differs, with both versions', (t) => {
  const target = tempDir(t, 'replay-diff');
  replayJournal(source, target, silentLog);
  const wallet = query<{ id: string; balance: number }>(target, "SELECT id, balance FROM ledger_accounts WHERE kind = 'master_wallet' ORDER BY id LIMIT 1")[0]!;
  const db = new Database(databasePath(target));
  db.prepare('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ?').run(wallet.id);
  db.close();
  const differences = compareDatabases(source, target);
  t.is(differences.length, 1);
  t.like(differences[0]!, { table: 'ledger_accounts', key: { id: wallet.id }, left: { balance: wallet.balance }, right: { balance: wallet.balance + 1 } });
});

test('a tampered journal entry stops the replay at that entry', (t) => {
  const tampered = copyDataDir(t, source);
  const topup = query<{ seq: number; payload: string }>(tampered, "SELECT seq, payload FROM journal WHERE type = 'funding.topup' ORDER BY seq LIMIT 1")[0]!;
  tamperPayload(tampered, topup.seq, { ...JSON.parse(topup.payload), amountMinor: 1 });
  const error = t.throws(() => replayJournal(tampered, tempDir(t, 'replay-tampered'), silentLog));
  t.regex(error!.message, new RegExp(`replay diverged at journal entry ${topup.seq}$`));
});

test('replay refuses a target that already holds a journal', (t) => {
  const target = copyDataDir(t, source);
  const error = t.throws(() => replayJournal(source, target, silentLog));
  t.regex(error!.message, /already holds a journal/);
});

test('the journal-replay CLI rebuilds and compares, exiting 0 with zero differences', async (t) => {
  const target = tempDir(t, 'replay-cli');
  rmSync(target, { recursive: true });
  const result = await runCli('bin/journal-replay.ts', ['--from', source, '--to', target]);
  t.is(result.code, 0, result.stdout + result.stderr);
  t.like(result.json, { ok: true, differences: 0 });
  t.true((result.json.entries as number) > 20);
});

test('the journal-replay CLI exits 2 without its arguments', async (t) => {
  const result = await runCli('bin/journal-replay.ts', [], { DATA_DIR: '' });
  t.is(result.code, 2);
  t.regex(String(result.json.error), /usage/);
});

/*
 * The feature descriptors (engine/features/) against a real run: whatever the scenario
 * journaled, opened in the ledger, emitted or spawned belongs to a feature (test/engine/features.test.ts
 * checks the descriptors against the schema, the registries and the routes).
 */
test('every journal entry type of the scenario resolves to a feature command handler', (t) => {
  const types = query<{ type: string }>(source, 'SELECT DISTINCT type FROM journal ORDER BY type').map((r) => r.type);
  t.true(types.length > 40, `the scenario journals many command types (${types.length})`);
  t.deepEqual(
    types.filter((type) => !commandHandlers.has(type)),
    [],
  );
});

test('every ledger account kind and asset the scenario opened has a sandbox reset rule', (t) => {
  const plan = resetPlanOf(features);
  const accounts = query<{ kind: string; asset: string; env: 'sandbox' | 'production'; partner_id: string | null }>(
    source,
    'SELECT DISTINCT kind, asset, env, partner_id FROM ledger_accounts',
  );
  t.deepEqual(
    [...new Set(accounts.map((a) => a.kind))].filter((kind) => !plan.accountKinds.has(kind)),
    [],
  );
  for (const a of accounts) t.notThrows(() => resetCounterparty(plan, a), `${a.kind} ${a.asset}`);
});

test('every event type and actor kind of the scenario is claimed by a feature', (t) => {
  const events = new Set(features.flatMap((f) => f.events));
  const emitted = query<{ event: string }>(source, 'SELECT DISTINCT event FROM events').map((r) => r.event);
  t.deepEqual(
    emitted.filter((e) => !events.has(e)),
    [],
  );
  const kinds = new Set(features.flatMap((f) => f.machines.map((m) => m.kind)));
  const spawned = query<{ kind: string }>(source, 'SELECT DISTINCT kind FROM snapshots').map((r) => r.kind);
  t.deepEqual(
    spawned.filter((k) => !kinds.has(k)),
    [],
  );
});

test("replay journals each entry's machine events (the inspector's history) exactly as the live run did", (t) => {
  const target = tempDir(t, 'replay-actor-events');
  replayJournal(source, target, silentLog);
  const events = 'SELECT seq, actor_events AS actorEvents FROM journal ORDER BY seq';
  const live = query<{ seq: number; actorEvents: string | null }>(source, events);
  // Not vacuous: the scenario's entries sent events, spawns with their input among them.
  const recorded = live.filter((e) => e.actorEvents !== null);
  t.true(recorded.length > live.length / 2, `${recorded.length} of ${live.length} entries recorded events`);
  t.true(recorded.some((e) => e.actorEvents!.includes('"xstate.init"')));
  t.deepEqual(query(target, events), live);
});

test('every actor of the scenario: its history folded from the journaled events ends at its stored snapshot, without replay', async (t) => {
  const s = await startTestServer({ DATA_DIR: copyDataDir(t, source) });
  t.teardown(() => s.close());
  const { service } = s.running;
  const actors = query<{ kind: string; id: string }>(source, 'SELECT kind, id FROM snapshots ORDER BY kind, id');
  t.true(actors.length > 20, `${actors.length} actors`);
  const kinds = new Set<string>();
  for (const { kind, id } of actors) {
    const history = service.queries.inspector.history(kind, id, { log: silentLog, marketSeed: service.config.marketSeed });
    t.like(history, { method: 'events', replayedEntries: 0, matchesStored: true }, `${kind} ${id}`);
    kinds.add(kind);
  }
  t.log(`${actors.length} actors of ${kinds.size} kinds`);
});
