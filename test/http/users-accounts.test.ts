/**
 * Sub-accounts through a real server, in both environments: creation idempotent on externalId,
 * auto-register idempotent on uid, lists, reads, and the 404 of any id outside the partner environment.
 */
import test from 'ava';
import { sha256Hex } from '../../engine/credentials.ts';
import { uniqueKey } from '../helpers/server.ts';
import { ENVS, createUser, deposit, partnerOn, refused, serverWith } from './users-support.ts';

for (const env of ENVS) {
  test(`${env}: POST /users creates an active sub-account (201) with an empty wallet and no KYC`, async (t) => {
    const p = await serverWith(t, env);
    const res = await p.post('/users', { externalId: 'cust-001', email: 'Ada@Example.com', name: 'Ada L', country: 'ke', metadata: { tier: 'gold' } });
    t.is(res.status, 201);
    const b = res.body;
    t.regex(b.userId, /^sub_/);
    t.is(b.id, b.userId);
    t.is(b.subAccountId, b.userId);
    t.like(b, {
      externalId: 'cust-001',
      email: 'ada@example.com',
      name: 'Ada L',
      country: 'KE',
      metadata: { tier: 'gold' },
      status: 'active',
      frozen: false,
      frozenBy: null,
      kycStatus: 'NONE',
      kycLevel: 'NONE',
      closedAt: null,
    });
    t.deepEqual(b.kyc, { status: 'NONE', level: 'NONE', reference: null, reasonCode: null, reason: null, reviewedAt: null });
    t.deepEqual(b.wallet, { currency: 'USD', balanceUsd: 0, settledUsd: 0, unsettledUsd: 0, reservedUsd: 0, withdrawableUsd: 0 });
    t.is(b.createdAt, '2026-09-01T09:00:00.000Z');
    const read = await p.get(`/users/${b.userId}`);
    t.is(read.status, 200);
    t.deepEqual(read.body, b);
  });

  test(`${env}: a repeated externalId answers the existing sub-account with 200 and changes nothing about it`, async (t) => {
    const p = await serverWith(t, env);
    const first = await createUser(p, 'dup-1', { email: 'one@example.com' });
    const again = await p.post('/users', { externalId: 'dup-1', email: 'two@example.com', name: 'Other' });
    t.is(again.status, 200);
    t.is(again.body.userId, first.userId);
    t.is(again.body.email, 'one@example.com');
    t.is(again.body.name, null);
    const list = await p.get('/users');
    t.is(list.body.count, 1);
  });

  test(`${env}: a replayed POST /users with the same Idempotency-Key answers the stored 201; another body with it is 409`, async (t) => {
    const p = await serverWith(t, env);
    const key = uniqueKey('create');
    const first = await p.post('/users', { externalId: 'idem-1' }, key);
    const replay = await p.post('/users', { externalId: 'idem-1' }, key);
    t.is(replay.status, 201);
    t.is(replay.headers.get('idempotent-replayed'), 'true');
    t.deepEqual(replay.body, first.body);
    await refused(t, p.s, () => p.post('/users', { externalId: 'idem-2' }, key), 409, 'CONFLICT');
  });

  test(`${env}: POST /auto-register creates on the first uid (201), answers the same sub-account for it again (200), with a fresh token each time`, async (t) => {
    const p = await serverWith(t, env);
    const first = await p.post('/auto-register', { uid: 'firebase-42', email: 'u42@example.com', name: 'U 42', country: 'NG' });
    t.is(first.status, 201);
    t.regex(first.body.subAccountId, /^sub_/);
    t.regex(first.body.token, /^sat_[A-Za-z0-9_-]{32}$/);
    t.true(first.body.created);
    const second = await p.post('/auto-register', { uid: 'firebase-42', email: 'changed@example.com' });
    t.is(second.status, 200);
    t.is(second.body.subAccountId, first.body.subAccountId);
    t.false(second.body.created);
    t.not(second.body.token, first.body.token);
    const stored = p.s.running.service.stores.db.prepare('SELECT token_hash FROM sub_accounts WHERE id = ?').pluck().get(first.body.subAccountId);
    t.is(stored, sha256Hex(second.body.token), 'only the newest token is valid, and only its hash is kept');
    const journal = p.s.running.service.stores.db.prepare("SELECT payload FROM journal WHERE type = 'subaccount.autoRegister'").pluck().all() as string[];
    t.false(
      journal.some((payload) => payload.includes(first.body.token) || payload.includes(second.body.token)),
      'the journal holds no raw token',
    );
    const user = await p.get(`/users/${first.body.subAccountId}`);
    t.like(user.body, { externalId: 'firebase-42', email: 'u42@example.com', name: 'U 42', country: 'NG' });
    const viaUsers = await p.post('/users', { externalId: 'firebase-42' });
    t.is(viaUsers.status, 200, 'uid is the externalId');
    t.is(viaUsers.body.userId, first.body.subAccountId);
  });
}

test('invalid sub-account bodies answer 400 with the catalogue code and change nothing', async (t) => {
  const p = await serverWith(t, 'sandbox');
  const cases: [string, unknown, string][] = [
    ['/users', {}, 'MISSING_PARAM'],
    ['/users', { externalId: 42 }, 'INVALID_TYPE'],
    ['/users', { externalId: '' }, 'VALIDATION_ERROR'],
    ['/users', { externalId: 'has space' }, 'VALIDATION_ERROR'],
    ['/users', { externalId: 'x'.repeat(129) }, 'VALIDATION_ERROR'],
    ['/users', { externalId: 'e1', email: 'not-an-email' }, 'VALIDATION_ERROR'],
    ['/users', { externalId: 'e1', country: 'KEN' }, 'VALIDATION_ERROR'],
    ['/users', { externalId: 'e1', metadata: { blob: 'x'.repeat(5000) } }, 'VALIDATION_ERROR'],
    ['/users', { externalId: 'e1', metadata: 'flat' }, 'INVALID_TYPE'],
    ['/auto-register', { email: 'a@example.com' }, 'MISSING_PARAM'],
    ['/auto-register', { uid: 'u1', country: 'K' }, 'VALIDATION_ERROR'],
  ];
  for (const [path, body, code] of cases) await refused(t, p.s, () => p.post(path, body), 400, code);
  await refused(t, p.s, () => p.post('/users', { externalId: 'e1' }, null), 400, 'MISSING_IDEMPOTENCY_KEY');
});

test("GET /users pages in creation order, filters by status, and lists only the partner's own environment", async (t) => {
  const p = await serverWith(t, 'sandbox');
  const other = await partnerOn(p.s, 'sandbox');
  const prod = await partnerOn(p.s, 'production', 0);
  await createUser(other, 'theirs');
  await createUser(prod, 'prod-user');
  const ids: string[] = [];
  for (let i = 0; i < 5; i += 1) ids.push((await createUser(p, `u-${i}`)).userId);
  await p.post(`/users/${ids[1]}/freeze`);
  await p.del(`/users/${ids[3]}`);

  const pages: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await p.get(`/users?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    t.is(res.status, 200);
    t.true(res.body.count <= 2);
    t.is(res.body.count, res.body.accounts.length);
    pages.push(...res.body.accounts.map((a: { userId: string }) => a.userId));
    cursor = res.body.nextCursor;
    t.is(res.body.hasMore, cursor !== null);
  } while (cursor);
  t.deepEqual(pages, ids);

  const frozen = await p.get('/users?status=frozen');
  t.deepEqual(
    frozen.body.accounts.map((a: { userId: string }) => a.userId),
    [ids[1]],
  );
  t.true(frozen.body.accounts[0].frozen);
  const closed = await p.get('/users?status=closed');
  t.deepEqual(
    closed.body.accounts.map((a: { userId: string }) => a.userId),
    [ids[3]],
  );
  const active = await p.get('/users?status=active');
  t.deepEqual(
    active.body.accounts.map((a: { userId: string }) => a.userId),
    [ids[0], ids[2], ids[4]],
  );
  t.like(await p.get('/users?limit=0'), { body: { count: 1, hasMore: true } });
  await refused(t, p.s, () => p.get('/users?status=pending'), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, () => p.get('/users?limit=ten'), 400, 'INVALID_TYPE');
  const theirCursor = (await other.get('/users?limit=0')).body.nextCursor;
  t.is(theirCursor, null);
  await createUser(other, 'theirs-2');
  const foreign = (await other.get('/users?limit=1')).body.nextCursor as string;
  await refused(t, p.s, () => p.get(`/users?cursor=${encodeURIComponent(foreign)}`), 400, 'VALIDATION_ERROR');
});

test("another partner's or an unknown userId answers 404 NOT_FOUND on every sub-account path and changes nothing", async (t) => {
  const p = await serverWith(t, 'sandbox');
  const other = await partnerOn(p.s, 'sandbox');
  const prod = await partnerOn(p.s, 'production');
  const theirs = (await createUser(other, 'theirs')).userId as string;
  await deposit(other, theirs, 50);
  for (const [client, id] of [
    [p, theirs],
    [p, 'sub_unknown'],
    [prod, theirs],
  ] as const) {
    for (const path of ['', '/buying-power', '/transactions', '/tax-lots', '/gains', '/devices']) {
      await refused(t, p.s, () => client.get(`/users/${id}${path}`), 404, 'NOT_FOUND');
    }
    await refused(t, p.s, () => client.del(`/users/${id}`), 404, 'NOT_FOUND');
    await refused(t, p.s, () => client.post(`/users/${id}/deposit`, { amount: 1 }), 404, 'NOT_FOUND');
    await refused(t, p.s, () => client.post(`/users/${id}/withdraw`, { amount: 1 }), 404, 'NOT_FOUND');
    await refused(t, p.s, () => client.post(`/users/${id}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'r' }), 404, 'NOT_FOUND');
    await refused(t, p.s, () => client.post(`/users/${id}/freeze`), 404, 'NOT_FOUND');
    await refused(t, p.s, () => client.post(`/users/${id}/unfreeze`), 404, 'NOT_FOUND');
    await refused(t, p.s, () => client.post(`/users/${id}/devices`, { deviceId: 'd1', platform: 'ios', token: 'tok' }), 404, 'NOT_FOUND');
    await refused(t, p.s, () => client.del(`/users/${id}/devices/d1`), 404, 'NOT_FOUND');
  }
  t.is((await other.get(`/users/${theirs}`)).body.wallet.balanceUsd, 50);
});
