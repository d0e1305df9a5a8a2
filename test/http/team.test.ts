/**
 * Team, roles and sessions end to end, in both environments: the founder is the first owner,
 * invitations are accepted only by an ID token with the invited e-mail, roles apply at once, the last
 * owner is kept, removed members and ended sessions are refused at once, and every change is in /audit
 * with the acting member. Written as what an attacker would try.
 */
import test, { type ExecutionContext } from 'ava';
import { permissionsOf } from '../../engine/team/roles.ts';
import { startTestServer, uniqueKey } from '../helpers/server.ts';
import { assertError } from './shell-support.ts';
import { call, type EnvName, invite, memberWith, openSession, type Org, orgOn } from './team-support.ts';

const ENVS: readonly EnvName[] = ['sandbox', 'production'];

async function org(t: ExecutionContext, env: EnvName): Promise<Org> {
  const s = await startTestServer();
  t.teardown(() => s.close());
  return orgOn(s, env);
}

const sub = (org: Org, token: string) =>
  call(org, token, 'POST', '/users', { externalId: uniqueKey('ext'), email: `${uniqueKey('u')}@example.com`, country: 'KE' });

for (const env of ENVS) {
  test(`${env}: GET /team/roles lists the six roles with their permissions; an API key may not read the team`, async (t) => {
    const o = await org(t, env);
    const res = await call(o, o.owner.token, 'GET', '/team/roles');
    t.is(res.status, 200, res.text);
    t.deepEqual(
      res.body.roles.map((r: { role: string }) => r.role),
      ['owner', 'admin', 'developer', 'finance', 'support', 'viewer'],
    );
    for (const r of res.body.roles) t.deepEqual(r.permissions, permissionsOf(r.role));
    assertError(t, await call(o, o.apiKey, 'GET', '/team/roles'), 403, 'FORBIDDEN');
    assertError(t, await invite(o, o.apiKey, 'x@example.com', 'admin'), 403, 'FORBIDDEN');
  });

  test(`${env}: the registering identity is the first owner; an invitation is accepted only by an ID token with the invited e-mail`, async (t) => {
    const o = await org(t, env);
    const listed = await call(o, o.owner.token, 'GET', '/team/members');
    t.is(listed.status, 200, listed.text);
    t.like(listed.body, { count: 1, hasMore: false });
    t.like(listed.body.members[0], { memberId: o.owner.memberId, email: o.owner.email, role: 'owner', status: 'ACTIVE', sub: o.owner.sub, invitedBy: null });
    const email = `${uniqueKey('dev')}@example.com`;
    const invited = await invite(o, o.owner.token, email.toUpperCase(), 'Developer');
    t.is(invited.status, 201, invited.text);
    t.like(invited.body, { email, role: 'developer', status: 'INVITED', sub: null, invitedBy: o.owner.memberId, joinedAt: null });
    assertError(t, await openSession(o.s, o.base, 'intruder', `other-${email}`), 403, 'FORBIDDEN');
    assertError(t, await openSession(o.s, o.base, 'intruder', email, { partnerId: 'prt_someone_else' }), 403, 'FORBIDDEN');
    t.is((await call(o, o.owner.token, 'GET', `/team/members?status=INVITED`)).body.members[0].memberId, invited.body.memberId, 'still invited');
    const joined = await openSession(o.s, o.base, 'dev-sub', email);
    t.is(joined.status, 201, joined.text);
    t.like(joined.body, {
      member: { memberId: invited.body.memberId, sub: 'dev-sub', email, role: 'developer' },
      permissions: permissionsOf('developer').filter((p) => env === 'sandbox' || (p !== 'sandbox.reset' && p !== 'sandbox.tools')),
    });
    const member = (await call(o, o.owner.token, 'GET', '/team/members?status=ACTIVE')).body.members.find(
      (m: { memberId: string }) => m.memberId === invited.body.memberId,
    );
    t.like(member, { status: 'ACTIVE', sub: 'dev-sub' });
    t.truthy(member.joinedAt);
    assertError(t, await invite(o, o.owner.token, email, 'viewer'), 409, 'CONFLICT');
    t.is(
      (await openSession(o.s, o.base, 'dev-sub', `changed-${email}`)).status,
      201,
      'a joined member is its identity (sub), whatever e-mail the token carries later',
    );
  });

  test(`${env}: a viewer's session cannot trade, move money or create sub-accounts; a developer's cannot pay out; finance can`, async (t) => {
    const o = await org(t, env);
    const viewer = await memberWith(o, 'viewer');
    const developer = await memberWith(o, 'developer');
    const finance = await memberWith(o, 'finance');
    const trade = { symbol: 'SCOM.KE', side: 'BUY', type: 'MARKET', quantity: 1 };
    for (const [path, body] of [
      ['/trade', trade],
      ['/payout', { amount: 1 }],
      ['/topup', { amount: 1 }],
    ] as const) {
      const res = await call(o, viewer.token, 'POST', path, body);
      assertError(t, res, 403, 'FORBIDDEN');
      t.truthy(res.body.error.requiredPermission);
    }
    assertError(t, await sub(o, viewer.token), 403, 'FORBIDDEN');
    t.is((await call(o, viewer.token, 'GET', '/orders')).status, 200, 'a viewer reads');
    const denied = await call(o, developer.token, 'POST', '/payout', { amount: 1 });
    assertError(t, denied, 403, 'FORBIDDEN');
    t.is(denied.body.error.requiredPermission, 'payouts');
    t.is((await sub(o, developer.token)).status, 201, 'a developer creates sub-accounts');
    assertError(t, await call(o, finance.token, 'POST', '/trade', trade), 403, 'FORBIDDEN');
    const topup = await call(o, finance.token, 'POST', '/topup', { amount: 25 });
    t.is(topup.status, 201, topup.text);
  });

  test(`${env}: a role change applies to open sessions at once`, async (t) => {
    const o = await org(t, env);
    const m = await memberWith(o, 'viewer');
    assertError(t, await sub(o, m.token), 403, 'FORBIDDEN');
    const changed = await call(o, o.owner.token, 'PATCH', `/team/members/${m.memberId}`, { role: 'support' });
    t.is(changed.status, 200, changed.text);
    t.is(changed.body.role, 'support');
    t.is((await sub(o, m.token)).status, 201, 'the same session now manages sub-accounts');
    assertError(t, await invite(o, m.token, 'y@example.com', 'viewer'), 403, 'FORBIDDEN');
  });

  test(`${env}: an ended session is refused at once; GET /sessions lists the organisation's sessions; ending twice is harmless`, async (t) => {
    const o = await org(t, env);
    const m = await memberWith(o, 'developer');
    t.is((await call(o, m.token, 'GET', '/orders')).status, 200);
    const listed = await call(o, o.owner.token, 'GET', '/sessions');
    t.is(listed.status, 200, listed.text);
    const ids = listed.body.sessions.map((x: { sessionId: string }) => x.sessionId);
    t.deepEqual(ids.sort(), [o.owner.sessionId, m.sessionId].sort());
    const mine = listed.body.sessions.find((x: { sessionId: string }) => x.sessionId === m.sessionId);
    t.like(mine.member, { memberId: m.memberId, email: m.email, role: 'developer' });
    t.truthy(mine.expiresAt);
    assertError(t, await call(o, m.token, 'GET', '/sessions'), 403, 'FORBIDDEN');
    assertError(t, await call(o, m.token, 'DELETE', `/sessions/${o.owner.sessionId}`), 403, 'FORBIDDEN');
    const ended = await call(o, o.owner.token, 'DELETE', `/sessions/${m.sessionId}`);
    t.is(ended.status, 200, ended.text);
    t.like(ended.body, { sessionId: m.sessionId, status: 'revoked' });
    assertError(t, await call(o, m.token, 'GET', '/orders'), 403, 'AUTH_REVOKED');
    t.is((await call(o, o.owner.token, 'DELETE', `/sessions/${m.sessionId}`)).status, 200);
    t.deepEqual(
      (await call(o, o.owner.token, 'GET', '/sessions')).body.sessions.map((x: { sessionId: string }) => x.sessionId),
      [o.owner.sessionId],
    );
    assertError(t, await call(o, o.owner.token, 'DELETE', '/sessions/ses_unknown'), 404, 'NOT_FOUND');
  });

  test(`${env}: a removed member's sessions are refused at once and its ID token opens no new one`, async (t) => {
    const o = await org(t, env);
    const m = await memberWith(o, 'admin');
    const second = await openSession(o.s, o.base, m.sub, m.email);
    const removed = await call(o, o.owner.token, 'DELETE', `/team/members/${m.memberId}`);
    t.is(removed.status, 200, removed.text);
    t.like(removed.body.member, { status: 'REMOVED' });
    t.deepEqual(removed.body.endedSessionIds.sort(), [m.sessionId, second.body.sessionId].sort());
    assertError(t, await call(o, m.token, 'GET', '/orders'), 403, 'AUTH_REVOKED');
    assertError(t, await call(o, second.body.accessToken, 'GET', '/team/members'), 403, 'AUTH_REVOKED');
    assertError(t, await openSession(o.s, o.base, m.sub, m.email), 403, 'FORBIDDEN');
    assertError(t, await call(o, o.owner.token, 'PATCH', `/team/members/${m.memberId}`, { role: 'viewer' }), 409, 'CONFLICT');
  });

  test(`${env}: the last owner cannot be removed or demoted, and only an owner touches the owner role`, async (t) => {
    const o = await org(t, env);
    const removeSelf = await call(o, o.owner.token, 'DELETE', `/team/members/${o.owner.memberId}`);
    assertError(t, removeSelf, 409, 'CONFLICT');
    t.is(removeSelf.body.error.reason, 'LAST_OWNER');
    assertError(t, await call(o, o.owner.token, 'PATCH', `/team/members/${o.owner.memberId}`, { role: 'admin' }), 409, 'CONFLICT');
    const admin = await memberWith(o, 'admin');
    assertError(t, await call(o, admin.token, 'PATCH', `/team/members/${o.owner.memberId}`, { role: 'viewer' }), 403, 'FORBIDDEN');
    assertError(t, await call(o, admin.token, 'DELETE', `/team/members/${o.owner.memberId}`), 403, 'FORBIDDEN');
    assertError(t, await invite(o, admin.token, `${uniqueKey('o')}@example.com`, 'owner'), 403, 'FORBIDDEN');
    t.is((await call(o, admin.token, 'PATCH', `/team/members/${admin.memberId}`, { role: 'owner' })).status, 403, 'no self-promotion to owner');
    t.is((await call(o, o.owner.token, 'PATCH', `/team/members/${admin.memberId}`, { role: 'owner' })).status, 200);
    const demoted = await call(o, admin.token, 'PATCH', `/team/members/${o.owner.memberId}`, { role: 'viewer' });
    t.is(demoted.status, 200, 'with a second owner, the first may be demoted');
    assertError(t, await call(o, admin.token, 'DELETE', `/team/members/${admin.memberId}`), 409, 'CONFLICT');
  });

  test(`${env}: team changes are journaled with the acting member (GET /audit) and idempotent`, async (t) => {
    const o = await org(t, env);
    const key = uniqueKey();
    const email = `${uniqueKey('fin')}@example.com`;
    const first = await invite(o, o.owner.token, email, 'finance', key);
    const again = await invite(o, o.owner.token, email, 'finance', key);
    t.is(first.status, 201);
    t.deepEqual(again.body, first.body, 'a retry answers the same member');
    assertError(t, await invite(o, o.owner.token, email, 'finance'), 409, 'CONFLICT');
    await call(o, o.owner.token, 'PATCH', `/team/members/${first.body.memberId}`, { role: 'viewer' });
    const audit = await call(o, o.owner.token, 'GET', '/audit');
    t.is(audit.status, 200, audit.text);
    const actions = audit.body.entries.map((e: { action: string }) => e.action);
    t.true(actions.includes('team.member.invite') && actions.includes('team.member.role'), actions.join());
    for (const e of audit.body.entries.filter((x: { action: string }) => x.action.startsWith('team.member.'))) {
      t.deepEqual(e.details.actor, { memberId: o.owner.memberId, sub: o.owner.sub, email: o.owner.email });
    }
  });
}

test('an identity in several organisations chooses one with partnerId; invitations of one environment do not open the other', async (t) => {
  const o = await org(t, 'sandbox');
  const other = await orgOn(o.s, 'sandbox');
  const invited = await invite(o, o.owner.token, other.owner.email, 'viewer');
  t.is(invited.status, 201);
  const ambiguous = await openSession(o.s, o.base, other.owner.sub, other.owner.email);
  assertError(t, ambiguous, 409, 'CONFLICT');
  t.deepEqual([...ambiguous.body.error.partnerIds].sort(), [o.partnerId, other.partnerId].sort());
  const chosen = await openSession(o.s, o.base, other.owner.sub, other.owner.email, { partnerId: o.partnerId });
  t.is(chosen.status, 201, chosen.text);
  t.like(chosen.body.member, { role: 'viewer', memberId: invited.body.memberId });
  assertError(t, await call(o, chosen.body.accessToken, 'POST', '/users', { externalId: 'x', email: 'x@example.com', country: 'KE' }), 403, 'FORBIDDEN');
  const elsewhere = `${uniqueKey('p')}@example.com`;
  t.is((await invite(o, o.owner.token, elsewhere, 'admin')).status, 201);
  assertError(t, await openSession(o.s, '/api/v1/partner', 'p-sub', elsewhere), 403, 'FORBIDDEN');
});

test("rule 5's four parts: the key's scopes, the member's role, the organisation's status and the environment each narrow a session", async (t) => {
  const o = await org(t, 'production');
  const developer = await memberWith(o, 'developer');
  const viewer = await memberWith(o, 'viewer');
  // Environment: production has no sandbox tools for anyone, whatever the role.
  const tools = await call(o, developer.token, 'GET', '/test-tools/orders');
  assertError(t, tools, 403, 'FORBIDDEN');
  t.is(tools.body.error.requiredPermission, 'sandbox.tools');
  // Key scopes: the operator narrows the key; new sessions mirror it, and the role does not widen it.
  t.is((await o.s.operator('PATCH', `/partners/${o.partnerId}`, { scopes: ['trading', 'market:read'] })).status, 200);
  const narrowed = await openSession(o.s, o.base, developer.sub, developer.email);
  t.deepEqual(narrowed.body.scopes, ['trading', 'market:read']);
  const users = await sub(o, narrowed.body.accessToken);
  assertError(t, users, 403, 'FORBIDDEN');
  t.is(users.body.error.requiredScope, 'accounts', 'the developer role has accounts.manage, the key has no accounts scope');
  t.is((await call(o, narrowed.body.accessToken, 'GET', '/orders')).status, 200);
  // Member: the viewer's session mirrors the same key, but its role still refuses a trade.
  const viewerNarrowed = await openSession(o.s, o.base, viewer.sub, viewer.email);
  assertError(
    t,
    await call(o, viewerNarrowed.body.accessToken, 'POST', '/trade', { symbol: 'SCOM.KE', side: 'BUY', type: 'MARKET', quantity: 1 }),
    403,
    'FORBIDDEN',
  );
  // Organisation: suspension stops every session at once.
  t.is((await o.s.operator('PATCH', `/partners/${o.partnerId}`, { status: 'suspended' })).status, 200);
  assertError(t, await call(o, o.owner.token, 'GET', '/team/members'), 403, 'AUTH_SUSPENDED');
});

test("one organisation cannot see, end or change another's sessions and members", async (t) => {
  const o = await org(t, 'sandbox');
  const other = await orgOn(o.s, 'sandbox');
  const theirs = await memberWith(other, 'developer');
  assertError(t, await call(o, o.owner.token, 'DELETE', `/sessions/${theirs.sessionId}`), 404, 'NOT_FOUND');
  assertError(t, await call(o, o.owner.token, 'PATCH', `/team/members/${theirs.memberId}`, { role: 'viewer' }), 404, 'NOT_FOUND');
  assertError(t, await call(o, o.owner.token, 'DELETE', `/team/members/${other.owner.memberId}`), 404, 'NOT_FOUND');
  const listed = await call(o, o.owner.token, 'GET', '/sessions');
  t.false(listed.body.sessions.some((x: { sessionId: string }) => x.sessionId === theirs.sessionId));
  t.is((await call(other, theirs.token, 'GET', '/orders')).status, 200, 'their session lives on');
});
