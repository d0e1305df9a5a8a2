/**
 * Approvals as the journal records them, through a real server and its SQLite file: a held request is
 * one `approval.request` entry naming the held command's type and payload; an approval is one
 * `approval.approve` entry in which the held command ran (its writes, its events) or, when it was
 * refused, was rolled back and recorded on the approval as FAILED, with no second command. A journal
 * written the old way (the route named the action; a refusal was a second `approval.fail` command)
 * still replays to the same tables.
 */
import test, { type ExecutionContext } from 'ava';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { approvals } from '../../engine/features/index.ts';
import { compareDatabases, replayJournal } from '../../engine/replay.ts';
import { databasePath } from '../../storage/db.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { fundedProduction, walletBalance } from './security-support.ts';
import { assertLedgerBalanced } from './users-support.ts';

interface JournalRow {
  readonly seq: number;
  readonly type: string;
  readonly payload: string;
  readonly actorEvents: string | null;
}

function journalAfter(s: TestServer, seq: number): JournalRow[] {
  const db = new Database(databasePath(s.dataDir), { readonly: true });
  try {
    return db.prepare('SELECT seq, type, payload, actor_events AS actorEvents FROM journal WHERE seq > ? ORDER BY seq').all(seq) as JournalRow[];
  } finally {
    db.close();
  }
}

const headSeq = (s: TestServer): number => journalAfter(s, 0).at(-1)?.seq ?? 0;

/** The machine events an entry sent to one approval: `[type, ...]`. */
function approvalEvents(row: JournalRow, approvalId: string): string[] {
  const sent = JSON.parse(row.actorEvents ?? '[]') as [string, string, { type: string }][];
  return sent.filter(([kind, id]) => kind === 'approval' && id === approvalId).map(([, , event]) => event.type);
}

async function server(t: ExecutionContext, dataDir?: string): Promise<TestServer> {
  const s = await startTestServer(dataDir ? { DATA_DIR: dataDir } : {});
  t.teardown(() => s.close());
  return s;
}

test('a held payout is one approval.request entry with the held command type and payload; approved, the payout runs inside the approve entry', async (t) => {
  const s = await server(t);
  const org = await fundedProduction(s);
  const before = headSeq(s);
  const held = await org.send('POST', '/payout', { amount: 500, reference: 'march' });
  t.is(held.status, 202, held.text);
  const [request, ...others] = journalAfter(s, before);
  t.deepEqual(others, [], 'one entry for the held request');
  t.is(request!.type, 'approval.request');
  t.like(JSON.parse(request!.payload), {
    command: 'funding.payout',
    payload: { amountMinor: 50000, currency: 'USD', reference: 'march' },
    requester: { kind: 'apiKey' },
  });

  const session = await org.session();
  const afterRequest = headSeq(s);
  const approved = await org.send('POST', `/approvals/${held.body.approvalId}/approve`, undefined, session);
  t.is(approved.status, 200, approved.text);
  t.like(approved.body, { approval: { status: 'EXECUTED', failure: null }, result: { status: 'PROCESSED', amount: 500 } });
  const entries = journalAfter(s, afterRequest);
  t.deepEqual(
    entries.map((e) => e.type),
    ['approval.approve'],
    'the payout is not a command of its own',
  );
  t.deepEqual(approvalEvents(entries[0]!, held.body.approvalId), ['api.approve', 'engine.executed']);
  t.is(await walletBalance(org), 500);
  assertLedgerBalanced(t, s);
});

test('an approved payout the wallet cannot cover is rolled back and recorded FAILED in the same approve entry, with no approval.fail', async (t) => {
  const s = await server(t);
  const org = await fundedProduction(s);
  const held = await org.send('POST', '/payout', { amount: 5000 });
  t.is(held.status, 202, held.text);
  const session = await org.session();
  const before = headSeq(s);
  const approved = await org.send('POST', `/approvals/${held.body.approvalId}/approve`, undefined, session);
  t.is(approved.status, 200, approved.text);
  t.like(approved.body, { approval: { status: 'FAILED', failure: { code: 'INSUFFICIENT_FUNDS' }, decidedBy: org.sub }, result: null });

  const entries = journalAfter(s, before);
  t.deepEqual(
    entries.map((e) => e.type),
    ['approval.approve'],
    'one command: no second approval.fail',
  );
  t.deepEqual(approvalEvents(entries[0]!, held.body.approvalId), ['api.approve', 'engine.failed']);
  t.is(await walletBalance(org), 1000, 'nothing paid');
  const listed = (await org.get('/approvals')).body.approvals[0];
  t.like(listed, { status: 'FAILED', failure: { code: 'INSUFFICIENT_FUNDS' } });
  const events = (await org.get('/events')).body.events.map((e: { event: string }) => e.event);
  t.true(events.includes('approval.approved'));
  t.false(events.includes('float.low'), 'the rolled-back payout announced nothing');
  assertLedgerBalanced(t, s);
});

test('a journal written the old way (the route named the action, a refusal was a second approval.fail) replays to the same tables', async (t) => {
  const source = mkdtempSync(join(tmpdir(), 'pbs-approvals-old-'));
  const target = mkdtempSync(join(tmpdir(), 'pbs-approvals-replay-'));
  t.teardown(() => {
    rmSync(source, { recursive: true, force: true });
    rmSync(target, { recursive: true, force: true });
  });
  const s = await startTestServer({ DATA_DIR: source });
  try {
    const org = await fundedProduction(s);
    const account = (await org.get('/account')).body;
    const envelope = { env: 'production', partnerId: account.partnerId as string, requestId: null } as const;
    const requester = { kind: 'apiKey', id: account.apiKey.keyId as string } as const;
    const { engine } = s.running.service;
    const legacyRequest = (amountMinor: number) =>
      engine.run(approvals.commands.request, {
        ...envelope,
        payload: {
          action: 'payout',
          payload: { amountMinor, currency: 'USD', reference: null },
          summary: { amount: amountMinor / 100, currency: 'USD' },
          requester,
        },
      });
    const refused = (await legacyRequest(500_000)).result.heldForApproval;
    const paid = (await legacyRequest(20_000)).result.heldForApproval;
    const decider = { sub: org.sub, role: 'owner' };
    await engine.run(approvals.commands.fail, {
      ...envelope,
      payload: { approvalId: refused.id, decider, code: 'INSUFFICIENT_FUNDS', message: 'the master wallet cannot cover it' },
    });
    const approved = await org.send('POST', `/approvals/${paid.id}/approve`, undefined, await org.session());
    t.is(approved.status, 200, approved.text);
    t.like(approved.body, { approval: { status: 'EXECUTED' }, result: { amount: 200 } });
    const statuses = (await org.get('/approvals')).body.approvals.map((a: { status: string }) => a.status);
    t.deepEqual(statuses, ['FAILED', 'EXECUTED']);
    t.deepEqual(
      journalAfter(s, 0)
        .map((e) => e.type)
        .filter((type) => type.startsWith('approval.')),
      ['approval.request', 'approval.request', 'approval.fail', 'approval.approve'],
    );
  } finally {
    await s.close();
  }
  replayJournal(source, target, pino({ level: 'silent' }));
  t.deepEqual(compareDatabases(source, target), []);
});
