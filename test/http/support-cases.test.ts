/**
 * Support cases through a real server, in both environments: a partner opens a case with
 * related ids of its own (foreign ones refused, nothing opened), the operator answers (the partner is
 * told by `support.case_answered`) and moves the status (`support.case_updated`), a partner message
 * reopens a case waiting for it, CLOSED is final (409), and another partner sees none of it.
 */
import test from 'ava';
import { ADMIN, startTestServer, uniqueKey } from '../helpers/server.ts';
import { testTrade } from './testtools-support.ts';
import { createUser, deskOn, ENVS, eventsOf, marketOrder, refused, SCOM, tick, traderOn, type Partner } from './trading-support.ts';
import { partnerOn } from './users-support.ts';

async function orderOf(p: Partner, owner: string): Promise<string> {
  const res =
    p.env === 'sandbox'
      ? await testTrade(p, { subAccountId: owner, symbol: SCOM, type: 'BUY', quantity: 1, outcome: 'FILL' })
      : await marketOrder(p, owner, SCOM, 'BUY', { quantity: 1 });
  if (res.status !== 201 && res.status !== 202) throw new Error(`order failed: ${res.status} ${res.text}`);
  return res.body.orderId as string;
}

for (const env of ENVS) {
  test(`${env}: a case is opened, answered, reopened by the partner, resolved and closed, with the events the partner is told`, async (t) => {
    const { s, p } = await deskOn(t, env);
    await tick(s, SCOM, 28.5);
    const user = await traderOn(p, 100);
    const orderId = await orderOf(p, user);

    const opened = await p.post('/support/cases', {
      subject: 'Order fill looks wrong',
      category: 'trading',
      priority: 'HIGH',
      description: 'The fill price differs from the quote.',
      relatedOrderIds: [orderId],
      relatedSubAccountIds: [user],
    });
    t.is(opened.status, 201, opened.text);
    t.like(opened.body, { status: 'OPEN', category: 'TRADING', priority: 'HIGH', messageCount: 0, relatedOrderIds: [orderId], relatedSubAccountIds: [user] });
    t.deepEqual(opened.body.messages, []);
    const caseId = opened.body.caseId as string;

    const answer = await s.operator('POST', `/support/cases/${caseId}/messages`, { body: 'Please send the quote id.' });
    t.is(answer.status, 201, answer.text);
    t.like(answer.body, { caseId, status: 'PENDING_PARTNER', partnerId: p.partnerId, environment: env, messageCount: 1 });
    const answered = eventsOf(p, ['support.case_answered']);
    t.is(answered.length, 1);
    t.like(answered[0]!.data, { caseId, subject: 'Order fill looks wrong', status: 'PENDING_PARTNER', message: 'Please send the quote id.' });
    t.is(answered[0]!.isSandbox, env === 'sandbox' ? true : undefined);

    const reply = await p.post(`/support/cases/${caseId}/messages`, { body: 'quo_123' });
    t.is(reply.status, 201, reply.text);
    t.is(reply.body.status, 'OPEN', 'a partner message reopens a case waiting for the partner');
    t.deepEqual(
      reply.body.messages.map((m: { messageNumber: number; author: string; body: string }) => [m.messageNumber, m.author, m.body]),
      [
        [1, 'OPERATOR', 'Please send the quote id.'],
        [2, 'PARTNER', 'quo_123'],
      ],
    );

    const resolved = await s.operator('PATCH', `/support/cases/${caseId}`, { status: 'RESOLVED' });
    t.is(resolved.status, 200, resolved.text);
    t.is(resolved.body.status, 'RESOLVED');
    const again = await s.operator('PATCH', `/support/cases/${caseId}`, { status: 'RESOLVED' });
    t.is(again.status, 200, 'the same status again changes nothing');
    t.deepEqual(
      eventsOf(p, ['support.case_updated']).map((e) => [e.data.previousStatus, e.data.status]),
      [['OPEN', 'RESOLVED']],
    );

    const reopened = await p.post(`/support/cases/${caseId}/messages`, { body: 'It happened again.' });
    t.is(reopened.body.status, 'OPEN', 'a partner message reopens a resolved case');
    const closed = await s.operator('PATCH', `/support/cases/${caseId}`, { status: 'CLOSED' });
    t.is(closed.body.status, 'CLOSED');

    await refused(t, s, () => p.post(`/support/cases/${caseId}/messages`, { body: 'hello?' }), 409, 'CONFLICT');
    await refused(t, s, () => s.operator('POST', `/support/cases/${caseId}/messages`, { body: 'late' }), 409, 'CONFLICT');
    await refused(t, s, () => s.operator('PATCH', `/support/cases/${caseId}`, { status: 'OPEN' }), 409, 'CONFLICT');
    await refused(t, s, () => s.operator('PATCH', `/support/cases/${caseId}`, { status: 'CLOSED' }), 409, 'CONFLICT');

    const read = await p.get(`/support/cases/${caseId}`);
    t.is(read.status, 200);
    t.like(read.body, { status: 'CLOSED', messageCount: 3 });
    t.deepEqual(
      eventsOf(p, ['support.case_updated']).map((e) => e.data.status),
      ['RESOLVED', 'CLOSED'],
    );
  });

  test(`${env}: related ids must be the partner's own in this environment; bad bodies are refused and change nothing`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const other = await partnerOn(s, env);
    const foreignUser = (await createUser(other)).userId as string;
    const mine = (await createUser(p)).userId as string;
    const base = { subject: 'Help', category: 'ACCOUNT', description: 'x' };
    const foreign = await refused(t, s, () => p.post('/support/cases', { ...base, relatedSubAccountIds: [mine, foreignUser] }), 400, 'VALIDATION_ERROR');
    t.like(foreign.body.error, { param: 'relatedSubAccountIds', ids: [foreignUser] });
    const noOrder = await refused(t, s, () => p.post('/support/cases', { ...base, relatedOrderIds: ['ord_nope'] }), 400, 'VALIDATION_ERROR');
    t.like(noOrder.body.error, { param: 'relatedOrderIds', ids: ['ord_nope'] });
    await refused(t, s, () => p.post('/support/cases', { ...base, category: 'GOSSIP' }), 400, 'VALIDATION_ERROR');
    await refused(t, s, () => p.post('/support/cases', { ...base, subject: '' }), 400, 'VALIDATION_ERROR');
    await refused(t, s, () => p.post('/support/cases', { ...base, relatedOrderIds: 'ord_1' }), 400, 'INVALID_TYPE');
    await refused(t, s, () => p.post('/support/cases', [base]), 400, 'INVALID_TYPE');

    const ok = await p.post('/support/cases', { ...base, relatedSubAccountIds: [mine], unknownField: true });
    t.is(ok.status, 201, ok.text);
    t.is(ok.body.priority, 'NORMAL', 'priority defaults to NORMAL');
    const caseId = ok.body.caseId as string;
    // Another partner sees nothing of it.
    const theirs = await other.get(`/support/cases/${caseId}`);
    t.is(theirs.status, 404);
    await refused(t, s, () => other.post(`/support/cases/${caseId}/messages`, { body: 'hi' }), 404, 'NOT_FOUND');
    t.deepEqual((await other.get('/support/cases')).body.cases, []);
  });
}

test('lists page by cursor and filter by status; the operator lists every partner with filters; an idempotent replay adds no message', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const sandbox = await partnerOn(s, 'sandbox');
  const production = await partnerOn(s, 'production');
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await sandbox.post('/support/cases', { subject: `case ${i}`, category: 'OTHER', description: 'd' });
    ids.push(res.body.caseId);
  }
  const prodCase = (await production.post('/support/cases', { subject: 'live', category: 'FUNDING', priority: 'urgent', description: 'd' })).body.caseId;
  await s.operator('PATCH', `/support/cases/${ids[1]}`, { status: 'RESOLVED' });

  const first = await sandbox.get('/support/cases?limit=2');
  t.like(first.body, { count: 2, hasMore: true });
  const second = await sandbox.get(`/support/cases?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
  t.like(second.body, { count: 1, hasMore: false, nextCursor: null });
  t.deepEqual(
    [...first.body.cases, ...second.body.cases].map((c: { caseId: string }) => c.caseId),
    ids,
  );
  const resolved = await sandbox.get('/support/cases?status=resolved');
  t.deepEqual(
    resolved.body.cases.map((c: { caseId: string }) => c.caseId),
    [ids[1]],
  );
  const bad = await sandbox.get('/support/cases?status=SLEEPING');
  t.is(bad.status, 400);

  const all = await s.operator('GET', '/support/cases');
  t.deepEqual(
    all.body.cases.map((c: { caseId: string; environment: string }) => [c.caseId, c.environment]),
    [...ids.map((id) => [id, 'sandbox']), [prodCase, 'production']],
  );
  const live = await s.operator('GET', `/support/cases?environment=production&partnerId=${production.partnerId}`);
  t.deepEqual(
    live.body.cases.map((c: { caseId: string; priority: string }) => [c.caseId, c.priority]),
    [[prodCase, 'URGENT']],
  );
  const open = await s.operator('GET', '/support/cases?status=OPEN');
  t.is(open.body.count, 3);
  const noOperator = await s.request('GET', `${ADMIN}/support/cases`);
  t.is(noOperator.status, 401);

  const key = uniqueKey('support');
  const once = await sandbox.post(`/support/cases/${ids[0]}/messages`, { body: 'once' }, key);
  const twice = await sandbox.post(`/support/cases/${ids[0]}/messages`, { body: 'once' }, key);
  t.is(once.status, 201);
  t.deepEqual(twice.body, once.body);
  t.is((await sandbox.get(`/support/cases/${ids[0]}`)).body.messageCount, 1);
  const unknown = await s.operator('PATCH', '/support/cases/case_nope', { status: 'CLOSED' });
  t.is(unknown.status, 404);
});
