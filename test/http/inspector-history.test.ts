/**
 * The inspector's history at production size: an order placed, triggered and filled among
 * more journal entries than the replay could take (HISTORY_MAX_ENTRIES), recomputed from the machine
 * events journaled with each entry, equal to the states it went through; the replay fallback for
 * entries journaled before events were recorded; the cap on concurrent inspector streams.
 */
import test, { type ExecutionContext } from 'ava';
import Database from 'better-sqlite3';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { pino } from 'pino';
import { funding } from '../../engine/features/funding.ts';
import { HISTORY_MAX_ENTRIES } from '../../engine/inspect-history.ts';
import { replayJournal } from '../../engine/replay.ts';
import { databasePath } from '../../storage/db.ts';
import { INSPECTOR_STREAM_CAP } from '../../http/routes/inspector.ts';
import { ADMIN, OPERATOR_TOKEN, startTestServer, type TestServer } from '../helpers/server.ts';
import { seedDataDir, templateDisabled } from '../helpers/template-db.ts';
import { copyDataDir, query, tempDir } from '../recovery/support.ts';
import { INSPECTOR, inspect, type Json, workingLimitOrder } from './inspector-support.ts';
import { advance, deskOn, ONE_USD_KES, SCOM, tick, trade, traderOn, type Partner } from './trading-support.ts';
import { partnerOn } from './users-support.ts';

/** `count` production top-ups (each spawns a top-up actor: one journal entry) straight through the engine, 1,000 per wave. */
async function topUps(s: TestServer, p: Partner, count: number): Promise<void> {
  const { engine } = s.running.service;
  for (let done = 0; done < count; done += 1000) {
    const wave = Array.from({ length: Math.min(1000, count - done) }, (_, i) =>
      engine.run(funding.commands.topup, {
        env: p.env,
        partnerId: p.partnerId,
        requestId: null,
        payload: { amountMinor: 100 + i, currency: 'USD', reference: null },
      }),
    );
    await Promise.all(wave);
  }
}

/** Each state seen live equals the recomputed step after the same journal entry. */
function assertSeen(t: ExecutionContext, steps: Json[], seen: Json[]): void {
  for (const observed of seen) {
    const step = steps.find((st) => st.seq === observed.journalSeq);
    t.truthy(step, `entry ${observed.journalSeq} is in the history`);
    t.like(step, { exists: true, state: observed.state, diagramState: observed.diagramState });
    t.deepEqual(step!.context, observed.context);
    t.deepEqual(step!.value, observed.value);
  }
}

test('an order placed, triggered and filled among more than 20,000 journal entries: its history folded from its own events, no replay', async (t) => {
  const { s, p, orderId } = await workingLimitOrder(t);
  const seen = [await inspect(s, 'order', orderId)];
  const builtAt = performance.now();
  await topUps(s, p, 12_000);
  await tick(s, SCOM, 129);
  seen.push(await inspect(s, 'order', orderId));
  await topUps(s, p, 12_000);
  await advance(s, 300);
  seen.push(await inspect(s, 'order', orderId));
  const headSeq = query<{ seq: number }>(s.dataDir, 'SELECT MAX(seq) AS seq FROM journal')[0]!.seq;
  t.log(`journal of ${headSeq} entries built in ${Math.round(performance.now() - builtAt)} ms`);
  t.true(seen[2]!.journalSeq > HISTORY_MAX_ENTRIES + 4000, 'the replay would have refused this history');
  t.deepEqual(
    seen.map((a) => a.state),
    ['WORKING', 'PENDING', 'FILLED'],
  );

  const startedAt = performance.now();
  const history = await s.operator('GET', `${INSPECTOR}/actors/order/${orderId}/history`);
  const historyMs = performance.now() - startedAt;
  t.is(history.status, 200, history.text);
  t.log(`history of ${history.body.steps.length} steps over a ${headSeq}-entry journal: ${Math.round(historyMs)} ms`);
  t.like(history.body, { method: 'events', replayedEntries: 0, matchesStored: true });
  const steps = history.body.steps as Json[];
  const actor = await inspect(s, 'order', orderId);
  t.deepEqual(
    steps.map((st) => [st.seq, st.events]),
    (actor.timeline as Json[]).map((e) => [e.seq, e.events]),
    'one step per journal entry that moved it, with its events',
  );
  assertSeen(t, steps, seen);
  t.deepEqual([...new Set(steps.map((st) => st.state))], ['WORKING', 'PENDING', 'FILLED']);

  // A top-up spawned past entry 20,000 has a one-step history too.
  const lateTopup = query<{ id: string }>(s.dataDir, `SELECT id FROM actor_journal WHERE kind = 'topup' AND journal_seq > ? LIMIT 1`, HISTORY_MAX_ENTRIES)[0]!;
  const topupHistory = await s.operator('GET', `${INSPECTOR}/actors/topup/${lateTopup.id}/history`);
  t.like(topupHistory.body, { method: 'events', matchesStored: true });
  t.deepEqual(
    (topupHistory.body.steps as Json[]).map((st) => st.events),
    [['xstate.init']],
  );
});

/** A copy of `dataDir` whose journal has no recorded machine events, as a journal written before migration 029. */
function withoutActorEvents(t: ExecutionContext, dataDir: string): string {
  const copy = copyDataDir(t, dataDir);
  const db = new Database(databasePath(copy));
  try {
    // The copy stands for an older journal: its append-only trigger is lifted for this one rewrite.
    db.exec('DROP TRIGGER journal_refuses_update; UPDATE journal SET actor_events = NULL;');
  } finally {
    db.close();
  }
  const target = tempDir(t, 'inspect-old');
  replayJournal(copy, target, pino({ level: 'silent' }));
  return target;
}

test('entries journaled before events were recorded: their part is replayed (and said so), later moves are folded', async (t) => {
  const sourceDir = tempDir(t, 'inspect-source');
  if (!templateDisabled()) seedDataDir(sourceDir);
  const source = await startTestServer({ DATA_DIR: sourceDir });
  let orderId = '';
  let working: Json = {};
  try {
    const p = await partnerOn(source, 'sandbox');
    const userId = await traderOn(p, 1000);
    await tick(source, SCOM, 135);
    const placed = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 100, orderType: 'LIMIT', limitPrice: ONE_USD_KES });
    t.is(placed.status, 201);
    orderId = placed.body.orderId as string;
    working = await inspect(source, 'order', orderId);
  } finally {
    await source.close();
  }
  const old = withoutActorEvents(t, sourceDir);
  t.is(query<{ n: number }>(old, 'SELECT COUNT(*) AS n FROM journal WHERE actor_events IS NOT NULL')[0]!.n, 0, 'replay keeps an old entry without events');

  const s = await startTestServer({ DATA_DIR: old });
  t.teardown(() => s.close());
  const replayed = await s.operator('GET', `${INSPECTOR}/actors/order/${orderId}/history`);
  t.is(replayed.status, 200, replayed.text);
  t.like(replayed.body, { method: 'replay', replayedEntries: working.journalSeq, matchesStored: true });
  assertSeen(t, replayed.body.steps as Json[], [working]);

  await tick(s, SCOM, 129);
  const filled = await inspect(s, 'order', orderId);
  t.is(filled.state, 'FILLED');
  const mixed = await s.operator('GET', `${INSPECTOR}/actors/order/${orderId}/history`);
  t.like(mixed.body, { method: 'replay+events', replayedEntries: working.journalSeq, matchesStored: true });
  const steps = mixed.body.steps as Json[];
  assertSeen(t, steps, [working, filled]);
  t.deepEqual(
    steps.map((st) => st.seq),
    (filled.timeline as Json[]).map((e) => e.seq),
  );
});

/** Opens an inspector stream; resolves once the response head arrived. */
function openStream(s: TestServer, path: string): Promise<{ res: IncomingMessage; req: ClientRequest; text: () => Promise<string> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${s.url}${ADMIN}${INSPECTOR}${path}`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } }, (res) => {
      const chunks: string[] = [];
      res.setEncoding('utf8');
      res.on('data', (c: string) => chunks.push(c));
      const ended = new Promise<string>((done) => res.on('end', () => done(chunks.join(''))));
      resolve({ res, req, text: () => ended });
    });
    req.on('error', reject);
    req.end();
  });
}

test(`at most ${INSPECTOR_STREAM_CAP} concurrent inspector streams per operator: 429 with the error envelope and Retry-After beyond, a closed one frees its slot`, async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const path = `/actors/partner/${p.partnerId}/stream`;
  const open = await Promise.all(Array.from({ length: INSPECTOR_STREAM_CAP }, () => openStream(s, path)));
  t.teardown(() => {
    for (const o of open) o.req.destroy();
  });
  t.true(open.every((o) => o.res.statusCode === 200));
  const refused = await openStream(s, path);
  t.is(refused.res.statusCode, 429);
  t.is(refused.res.headers['retry-after'], '5');
  const body = JSON.parse(await refused.text()) as Json;
  t.like(body.error, { code: 'RATE_LIMITED', activeConnections: INSPECTOR_STREAM_CAP, limit: INSPECTOR_STREAM_CAP });
  // A 404 is still a 404, and the other inspector reads are not capped.
  t.is((await s.operator('GET', `${INSPECTOR}/actors/partner/${p.partnerId}`)).status, 200);

  const closing = open.shift()!;
  const closed = new Promise<void>((done) => closing.res.on('close', () => done()));
  closing.req.destroy();
  await closed;
  let again = await openStream(s, path);
  // The server learns of the close a moment later than the client.
  for (let i = 0; i < 50 && again.res.statusCode === 429; i += 1) {
    await new Promise((r) => setTimeout(r, 20));
    again = await openStream(s, path);
  }
  t.is(again.res.statusCode, 200);
  open.push(again);
});
