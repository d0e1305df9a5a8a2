/**
 * Approvals (maker-checker) through a real server, written as an attacker's checklist: a
 * payout above the policy's threshold waits (202) and is paid exactly once when another member
 * approves, with the ledger balanced; the requester cannot approve its own request; an API key is
 * nobody and cannot decide; a rejected request does nothing; an expired one cannot be approved (the
 * virtual clock); a refused action is recorded FAILED. Both environments where the action exists.
 */
import test, { type ExecutionContext } from 'ava';
import { sha256Hex } from '../../engine/credentials.ts';
import { canonicalJson } from '../../storage/journal.ts';
import { SANDBOX_ROOT, startTestServer, type TestServer } from '../helpers/server.ts';
import { ENVIRONMENTS, fundedProduction, orgIn, walletBalance } from './security-support.ts';
import { assertError } from './shell-support.ts';
import { assertLedgerBalanced } from './users-support.ts';

async function server(t: ExecutionContext): Promise<TestServer> {
  const s = await startTestServer();
  t.teardown(() => s.close());
  return s;
}

test('production: a payout above the threshold waits for a second member and is paid exactly once when approved', async (t) => {
  const s = await server(t);
  const org = await fundedProduction(s);
  const small = await org.send('POST', '/payout', { amount: 50 });
  t.is(small.status, 201, 'at or below the threshold a payout runs at once');
  t.is(await walletBalance(org), 950);

  const held = await org.send('POST', '/payout', { amount: 500, reference: 'dividend run' });
  t.is(held.status, 202, held.text);
  t.like(held.body, { action: 'payout', status: 'PENDING', requester: { kind: 'apiKey' }, expiresAt: '2026-09-02T09:00:00.000Z', decidedBy: null });
  const payload = { amountMinor: 50000, currency: 'USD', reference: 'dividend run' };
  t.deepEqual(held.body.body, payload);
  t.is(held.body.bodyDigest, sha256Hex(canonicalJson(payload)), 'the digest is the SHA-256 of the canonical body that will run');
  t.is(await walletBalance(org), 950, 'nothing paid while pending');
  const listed = await org.get('/approvals?status=pending');
  t.deepEqual(
    listed.body.approvals.map((a: { approvalId: string }) => a.approvalId),
    [held.body.approvalId],
  );

  assertError(t, await org.send('POST', `/approvals/${held.body.approvalId}/approve`), 403, 'FORBIDDEN');
  const session = await org.session();
  const approved = await org.send('POST', `/approvals/${held.body.approvalId}/approve`, undefined, session);
  t.is(approved.status, 200, approved.text);
  t.like(approved.body.approval, { status: 'EXECUTED', decidedBy: org.sub, decidedAt: '2026-09-01T09:00:00.000Z', failure: null });
  t.like(approved.body.result, { status: 'PROCESSED', amount: 500, currency: 'USD', walletBalance: 450 });
  t.is(approved.body.approval.outcome.payoutId, approved.body.result.payoutId);
  t.is(await walletBalance(org), 450);

  const again = await org.send('POST', `/approvals/${held.body.approvalId}/approve`, undefined, session);
  assertError(t, again, 409, 'CONFLICT');
  t.is(await walletBalance(org), 450, 'approving twice pays once');
  assertLedgerBalanced(t, s);
  const events = (await org.get('/events')).body.events.map((e: { event: string }) => e.event);
  t.true(events.includes('approval.requested') && events.includes('approval.approved'));
});

test('production: the member who asked cannot approve, not even from another session of theirs; a retry of an approval replays', async (t) => {
  const s = await server(t);
  const org = await fundedProduction(s);
  const session = await org.session();
  const held = await org.send('POST', '/payout', { amount: 200 }, session);
  t.is(held.status, 202, held.text);
  t.deepEqual(held.body.requester, { kind: 'member', id: org.sub });
  const self = await org.send('POST', `/approvals/${held.body.approvalId}/approve`, undefined, session);
  assertError(t, self, 403, 'FORBIDDEN');
  t.is(self.body.error.reason, 'self_approval');
  const other = await org.session();
  assertError(t, await org.send('POST', `/approvals/${held.body.approvalId}/approve`, undefined, other), 403, 'FORBIDDEN');
  t.is((await org.get(`/approvals?status=PENDING`)).body.count, 1, 'still pending');
  t.is(await walletBalance(org), 1000);

  const byKey = await org.send('POST', '/payout', { amount: 300 });
  const idempotencyKey = `approve-${byKey.body.approvalId}`;
  const first = await s.request('POST', `${org.base}/approvals/${byKey.body.approvalId}/approve`, { key: session, idempotencyKey });
  const replay = await s.request('POST', `${org.base}/approvals/${byKey.body.approvalId}/approve`, { key: session, idempotencyKey });
  t.is(first.status, 200, first.text);
  t.is(replay.status, 200);
  t.is(replay.headers.get('idempotent-replayed'), 'true');
  t.deepEqual(replay.body, first.body);
  t.is(await walletBalance(org), 700);
  assertLedgerBalanced(t, s);
});

test('production: a rejected payout does nothing and cannot be approved afterwards', async (t) => {
  const s = await server(t);
  const org = await fundedProduction(s);
  const held = await org.send('POST', '/payout', { amount: 400 });
  const session = await org.session();
  const rejected = await org.send('POST', `/approvals/${held.body.approvalId}/reject`, { reason: 'not this month' }, session);
  t.is(rejected.status, 200, rejected.text);
  t.like(rejected.body, { approval: { status: 'REJECTED', reason: 'not this month', decidedBy: org.sub }, result: null });
  assertError(t, await org.send('POST', `/approvals/${held.body.approvalId}/approve`, undefined, session), 409, 'CONFLICT');
  t.is(await walletBalance(org), 1000);
  assertLedgerBalanced(t, s);
});

test('production: an expired approval is EXPIRED by the service clock and refused', async (t) => {
  const s = await server(t);
  const org = await fundedProduction(s);
  const held = await org.send('POST', '/payout', { amount: 400 });
  await s.operator('POST', '/clock/advance', { seconds: 86_399 });
  t.is((await org.get('/approvals')).body.approvals[0].status, 'PENDING', 'one second before the deadline it still waits');
  await s.operator('POST', '/clock/advance', { seconds: 1 });
  t.is((await org.get('/approvals')).body.approvals[0].status, 'EXPIRED');
  const session = await org.session();
  const late = await org.send('POST', `/approvals/${held.body.approvalId}/approve`, undefined, session);
  assertError(t, late, 409, 'CONFLICT');
  t.is(late.body.error.status, 'EXPIRED');
  t.is(await walletBalance(org), 1000);
  const events = (await org.get('/events?event=approval.expired')).body.events;
  t.is(events.length, 1);
  t.is(events[0].data.approvalId, held.body.approvalId);
});

test('production: an approved payout the wallet cannot cover is recorded FAILED with the refusal, nothing paid', async (t) => {
  const s = await server(t);
  const org = await fundedProduction(s);
  const held = await org.send('POST', '/payout', { amount: 5000 });
  t.is(held.status, 202);
  const approved = await org.send('POST', `/approvals/${held.body.approvalId}/approve`, undefined, await org.session());
  t.is(approved.status, 200, approved.text);
  t.like(approved.body, { approval: { status: 'FAILED', failure: { code: 'INSUFFICIENT_FUNDS' } }, result: null });
  t.is(await walletBalance(org), 1000);
  assertLedgerBalanced(t, s);
});

for (const env of ENVIRONMENTS) {
  test(`${env}: settings changes and webhook deletion wait for approval when the policy names them, then run`, async (t) => {
    const s = await server(t);
    const org = await orgIn(s, env);
    const hook = await org.send('POST', '/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['approval.requested'] });
    t.is(hook.status, 201, hook.text);
    t.is((await org.send('PATCH', '/security', { approvals: { settingsChanges: true, webhookDeletion: true } })).status, 200);

    const settings = await org.send('PATCH', '/settings', { settlementHold: true });
    t.is(settings.status, 202, settings.text);
    t.is((await org.get('/settings')).body.settlementHold, false);
    const deletion = await org.send('DELETE', `/webhooks/${hook.body.id}`);
    t.is(deletion.status, 202, deletion.text);
    t.is((await org.get('/webhooks')).body.webhooks.length, 1, 'the registration stays until approved');

    const session = await org.session();
    const s1 = await org.send('POST', `/approvals/${settings.body.approvalId}/approve`, undefined, session);
    t.is(s1.status, 200, s1.text);
    t.is(s1.body.result.settlementHold, true);
    const d1 = await org.send('POST', `/approvals/${deletion.body.approvalId}/approve`, undefined, session);
    t.is(d1.status, 200, d1.text);
    t.is(d1.body.result.status, 'DELETED');
    t.is((await org.get('/webhooks')).body.webhooks.length, 0);

    const loosen = await org.send('PATCH', '/security', { approvals: { settingsChanges: false } });
    t.is(loosen.status, 202, 'turning an approval rule off is a loosening');
    t.deepEqual(loosen.body.summary.loosens, ['approvals.settingsChanges']);
  });

  test(`${env}: key rotation held for approval gives the new key to the approving member, once`, async (t) => {
    const s = await server(t);
    const org = await orgIn(s, env);
    t.is((await org.send('PATCH', '/security', { approvals: { keyRotation: true } })).status, 200);
    const held = await org.send('POST', '/api-keys/rotate', { confirm: true });
    t.is(held.status, 202, held.text);
    t.is((await org.get('/account')).status, 200, 'the old key works until approved');
    const approved = await org.send('POST', `/approvals/${held.body.approvalId}/approve`, undefined, await org.session());
    t.is(approved.status, 200, approved.text);
    t.regex(approved.body.result.newApiKey, env === 'sandbox' ? /^sk_sandbox_/ : /^pk_live_/);
    assertError(t, await org.get('/account'), 401, 'AUTH_INVALID');
    t.is((await org.get('/account', approved.body.result.newApiKey)).status, 200);
  });
}

test("another partner cannot see, approve or reject a partner's approval (404), in either environment", async (t) => {
  const s = await server(t);
  for (const env of ENVIRONMENTS) {
    const owner = await orgIn(s, env);
    const intruder = await orgIn(s, env);
    t.is((await owner.send('PATCH', '/security', { approvals: { settingsChanges: true } })).status, 200);
    const held = await owner.send('PATCH', '/settings', { settlementHold: true });
    t.is(held.status, 202);
    const session = await intruder.session();
    assertError(t, await intruder.send('POST', `/approvals/${held.body.approvalId}/approve`, undefined, session), 404, 'NOT_FOUND');
    assertError(t, await intruder.send('POST', `/approvals/${held.body.approvalId}/reject`, {}, session), 404, 'NOT_FOUND');
    t.is((await intruder.get('/approvals')).body.count, 0);
    t.is((await owner.get('/approvals')).body.approvals[0].status, 'PENDING', `${env}: untouched`);
  }
});

test('key revocation held for approval: sandbox revokes once approved; on production the ID-token requester cannot approve its own', async (t) => {
  const s = await server(t);
  const sandbox = await orgIn(s, 'sandbox');
  t.is((await sandbox.send('PATCH', '/security', { approvals: { keyRevocation: true } })).status, 200);
  const session = await sandbox.session();
  const held = await sandbox.send('POST', '/api-keys/revoke', {});
  t.is(held.status, 202, held.text);
  t.is((await sandbox.get('/account')).status, 200, 'the key works until approved');
  const approved = await sandbox.send('POST', `/approvals/${held.body.approvalId}/approve`, undefined, session);
  t.is(approved.status, 200, approved.text);
  t.like(approved.body.result, { revoked: true });
  assertError(t, await sandbox.get('/account'), 403, 'AUTH_REVOKED');

  const production = await orgIn(s, 'production');
  t.is((await production.send('PATCH', '/security', { approvals: { keyRevocation: true } })).status, 200);
  const idToken = await s.idToken({ sub: production.sub, email: production.email });
  const revoke = await s.request('POST', `${production.base}/api-keys/revoke`, { key: idToken, body: { apiKey: production.apiKey } });
  t.is(revoke.status, 202, revoke.text);
  t.deepEqual(revoke.body.requester, { kind: 'member', id: production.sub });
  const self = await production.send('POST', `/approvals/${revoke.body.approvalId}/approve`, undefined, await production.session());
  assertError(t, self, 403, 'FORBIDDEN');
  t.is((await production.get('/account')).status, 200, 'not revoked');
});

test('sandbox reset wipes the approvals (and their expiry timers) and keeps the security policy', async (t) => {
  const s = await server(t);
  const org = await orgIn(s, 'sandbox');
  t.is((await org.send('PATCH', '/security', { mfaRequired: true, approvals: { settingsChanges: true } })).status, 200);
  t.is((await org.send('PATCH', '/settings', { settlementHold: true })).status, 202);
  const reset = await s.request('POST', `${SANDBOX_ROOT}/reset`, { key: org.apiKey });
  t.is(reset.status, 200, reset.text);
  t.is((await org.get('/approvals')).body.count, 0);
  const kept = await org.get('/security');
  t.like(kept.body.policy, { mfaRequired: true, approvals: { settingsChanges: true } });
  await s.operator('POST', '/clock/advance', { seconds: 86_400 });
  t.is((await org.get('/approvals')).body.count, 0, 'no orphaned timer brings anything back');
});
