/**
 * Sub-account lifecycle through a real server, in both environments: KYC assertions, freeze and
 * unfreeze, soft-close with the residual cash returned to the master wallet, devices, tax lots and gains.
 */
import test from 'ava';
import { ledgerAccounts } from '../../engine/ledger.ts';
import {
  ENVS,
  assertLedgerBalanced,
  balanceOf,
  createUser,
  deposit,
  eventsOf,
  masterBalance,
  refused,
  serverWith,
  subCash,
  testTransfer,
} from './users-support.ts';

for (const env of ENVS) {
  test(`${env}: KYC assertions record status, level and reference and fire kyc.updated (rejections with reasonCode, reason, reviewedAt)`, async (t) => {
    const p = await serverWith(t, env);
    const user = await createUser(p, 'kyc-1');
    const rejected = await p.post(`/users/${user.userId}/kyc`, {
      status: 'REJECTED',
      level: 'NONE',
      reference: 'case-9',
      reasonCode: 'DOC_EXPIRED',
      reason: 'Passport expired',
    });
    t.is(rejected.status, 200);
    t.like(rejected.body, { kycStatus: 'REJECTED', kycLevel: 'NONE' });
    t.deepEqual(rejected.body.kyc, {
      status: 'REJECTED',
      level: 'NONE',
      reference: 'case-9',
      reasonCode: 'DOC_EXPIRED',
      reason: 'Passport expired',
      reviewedAt: '2026-09-01T09:00:00.000Z',
    });
    await p.s.operator('POST', '/clock/advance', { seconds: 60 });
    const verified = await p.post(`/users/${user.userId}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'case-10' });
    t.deepEqual(verified.body.kyc, {
      status: 'VERIFIED',
      level: 'FULL',
      reference: 'case-10',
      reasonCode: null,
      reason: null,
      reviewedAt: '2026-09-01T09:01:00.000Z',
    });
    const events = eventsOf(p, ['kyc.updated']);
    t.deepEqual(
      events.map((e) => e.data),
      [
        {
          subAccountId: user.userId,
          externalId: 'kyc-1',
          kycStatus: 'REJECTED',
          kycLevel: 'NONE',
          reference: 'case-9',
          reasonCode: 'DOC_EXPIRED',
          reason: 'Passport expired',
          reviewedAt: '2026-09-01T09:00:00.000Z',
          overriddenByAdmin: false,
        },
        { subAccountId: user.userId, externalId: 'kyc-1', kycStatus: 'VERIFIED', kycLevel: 'FULL', reference: 'case-10', overriddenByAdmin: false },
      ],
    );
    t.is(events[0]!.isSandbox, env === 'sandbox' ? true : undefined);
  });
}

test('KYC bodies that are incomplete or inconsistent answer 400 and change nothing', async (t) => {
  const p = await serverWith(t, 'production');
  const user = await createUser(p);
  const kyc = (body: unknown) => () => p.post(`/users/${user.userId}/kyc`, body);
  await refused(t, p.s, kyc({ status: 'VERIFIED', level: 'FULL' }), 400, 'MISSING_PARAM');
  await refused(t, p.s, kyc({ status: 'APPROVED', level: 'FULL', reference: 'r' }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, kyc({ status: 'VERIFIED', level: 'BASIC', reference: 'r' }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, kyc({ status: 'VERIFIED', level: 'NONE', reference: 'r' }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, kyc({ status: 'REJECTED', level: 'FULL', reference: 'r' }), 400, 'VALIDATION_ERROR');
  t.is((await p.get(`/users/${user.userId}`)).body.kycStatus, 'NONE');
});

for (const env of ENVS) {
  test(`${env}: freeze and unfreeze fire account.frozen; a second freeze or an unfreeze of an active account is 409`, async (t) => {
    const p = await serverWith(t, env);
    const user = await createUser(p);
    const frozen = await p.post(`/users/${user.userId}/freeze`);
    t.is(frozen.status, 200);
    t.like(frozen.body, { status: 'frozen', frozen: true, frozenBy: 'partner' });
    await refused(t, p.s, () => p.post(`/users/${user.userId}/freeze`), 409, 'CONFLICT');
    t.like((await p.post(`/users/${user.userId}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'r' })).body, {
      status: 'frozen',
      kycStatus: 'VERIFIED',
    });
    const thawed = await p.post(`/users/${user.userId}/unfreeze`);
    t.like(thawed.body, { status: 'active', frozen: false, frozenBy: null });
    await refused(t, p.s, () => p.post(`/users/${user.userId}/unfreeze`), 409, 'CONFLICT');
    t.deepEqual(
      eventsOf(p, ['account.frozen']).map((e) => e.data),
      [
        { subAccountId: user.userId, frozen: true, frozenBy: 'partner' },
        { subAccountId: user.userId, frozen: false, frozenBy: 'partner' },
      ],
    );
  });

  test(`${env}: DELETE /users/{userId} closes, returns the residual cash to the master wallet and fires account.closed`, async (t) => {
    const p = await serverWith(t, env);
    const user = await createUser(p, 'closing-1');
    await deposit(p, user.userId, 123.45);
    const masterBefore = await masterBalance(p);
    const res = await p.del(`/users/${user.userId}`);
    t.is(res.status, 200);
    t.like(res.body, { userId: user.userId, status: 'closed', frozen: false, residualTransferUsd: 123.45, closedAt: '2026-09-01T09:00:00.000Z' });
    t.deepEqual(res.body.wallet, { currency: 'USD', balanceUsd: 0, settledUsd: 0, unsettledUsd: 0, reservedUsd: 0, withdrawableUsd: 0 });
    t.is(await masterBalance(p), masterBefore + 123.45);
    t.deepEqual(
      eventsOf(p, ['account.closed']).map((e) => e.data),
      [{ subAccountId: user.userId, externalId: 'closing-1', status: 'CLOSED', residualTransferUsd: 123.45, currency: 'USD' }],
    );
    const txs = (await p.get(`/users/${user.userId}/transactions`)).body.transactions;
    t.like(txs[0], { type: 'CLOSURE', amount: -123.45, balanceAfter: 0, destination: 'masterWallet' });
    t.is((await p.get(`/users/${user.userId}`)).body.status, 'closed');
    assertLedgerBalanced(t, p.s);

    await refused(t, p.s, () => p.del(`/users/${user.userId}`), 409, 'CONFLICT');
    await refused(t, p.s, () => p.post(`/users/${user.userId}/deposit`, { amount: 1 }), 409, 'CONFLICT');
    await refused(t, p.s, () => p.post(`/users/${user.userId}/withdraw`, { amount: 1 }), 409, 'CONFLICT');
    await refused(t, p.s, () => p.post(`/users/${user.userId}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'r' }), 409, 'CONFLICT');
    await refused(t, p.s, () => p.post(`/users/${user.userId}/freeze`), 409, 'CONFLICT');
    await refused(t, p.s, () => p.post(`/users/${user.userId}/devices`, { deviceId: 'd', platform: 'web', token: 't' }), 409, 'CONFLICT');
    await refused(t, p.s, () => p.post('/auto-register', { uid: 'closing-1' }), 409, 'CONFLICT');
    const again = await p.post('/users', { externalId: 'closing-1' });
    t.is(again.status, 200, 'the externalId stays bound to the closed sub-account');
    t.is(again.body.status, 'closed');
  });

  test(`${env}: a frozen sub-account with no money closes with a zero residual`, async (t) => {
    const p = await serverWith(t, env);
    const user = await createUser(p);
    await p.post(`/users/${user.userId}/freeze`);
    const res = await p.del(`/users/${user.userId}`);
    t.is(res.status, 200);
    t.is(res.body.residualTransferUsd, 0);
    t.is(eventsOf(p, ['account.closed'])[0]!.data.residualTransferUsd, 0);
    t.deepEqual((await p.get(`/users/${user.userId}/transactions`)).body.transactions, []);
  });

  test(`${env}: closing is refused with 422 BUSINESS_RULE while the sub-account holds escrow or shares, and changes nothing`, async (t) => {
    const p = await serverWith(t, env);
    const user = await createUser(p);
    await deposit(p, user.userId, 100);
    const escrow = ledgerAccounts.escrow(p.env, p.partnerId, user.userId);
    await testTransfer(p.s, subCash(p, user.userId), escrow, 2_500);
    t.like((await p.get(`/users/${user.userId}`)).body.wallet, { balanceUsd: 100, settledUsd: 75, reservedUsd: 25, withdrawableUsd: 75 });
    await refused(t, p.s, () => p.del(`/users/${user.userId}`), 422, 'BUSINESS_RULE');
    await testTransfer(p.s, escrow, subCash(p, user.userId), 2_500);
    const holding = ledgerAccounts.holding(p.env, p.partnerId, user.userId, 'SCOM.KE');
    await testTransfer(p.s, ledgerAccounts.venueShares(p.env, 'SCOM.KE'), holding, 1_000_000);
    await refused(t, p.s, () => p.del(`/users/${user.userId}`), 422, 'BUSINESS_RULE');
    await testTransfer(p.s, holding, ledgerAccounts.venueShares(p.env, 'SCOM.KE'), 1_000_000);
    // Stand-in for unsettled SELL proceeds: they go back to the master wallet with the settled cash.
    const unsettled = ledgerAccounts.cashUnsettled(p.env, p.partnerId, user.userId);
    await testTransfer(p.s, ledgerAccounts.venueCash(p.env), unsettled, 505);
    const masterBefore = await masterBalance(p);
    const closed = await p.del(`/users/${user.userId}`);
    t.is(closed.status, 200);
    t.is(closed.body.residualTransferUsd, 105.05);
    t.is(await masterBalance(p), masterBefore + 105.05);
    t.is(balanceOf(p.s, subCash(p, user.userId)), 0);
    t.is(balanceOf(p.s, unsettled), 0);
    assertLedgerBalanced(t, p.s);
  });
}

test('devices: register (201), replace by deviceId (200), list, delete, and at most 20 per sub-account', async (t) => {
  const p = await serverWith(t, 'sandbox');
  const user = await createUser(p);
  const path = `/users/${user.userId}/devices`;
  const made = await p.post(path, { deviceId: 'iphone-1', platform: 'ios', token: 'apns-token-1', label: "Ada's phone" });
  t.is(made.status, 201);
  t.deepEqual(made.body, {
    deviceId: 'iphone-1',
    platform: 'ios',
    token: 'apns-token-1',
    label: "Ada's phone",
    createdAt: '2026-09-01T09:00:00.000Z',
    updatedAt: '2026-09-01T09:00:00.000Z',
  });
  await p.s.operator('POST', '/clock/advance', { seconds: 30 });
  const replaced = await p.post(path, { deviceId: 'iphone-1', platform: 'ios', token: 'apns-token-2' });
  t.is(replaced.status, 200);
  t.like(replaced.body, { token: 'apns-token-2', label: null, createdAt: '2026-09-01T09:00:00.000Z', updatedAt: '2026-09-01T09:00:30.000Z' });
  await p.post(path, { deviceId: 'web-1', platform: 'web', token: 'vapid' });
  const list = await p.get(path);
  t.is(list.body.count, 2);
  t.deepEqual(
    list.body.devices.map((d: { deviceId: string }) => d.deviceId),
    ['iphone-1', 'web-1'],
  );
  t.like(await p.del(`${path}/web-1`), { status: 200, body: { deviceId: 'web-1', deleted: true } });
  await refused(t, p.s, () => p.del(`${path}/web-1`), 404, 'NOT_FOUND');
  await refused(t, p.s, () => p.post(path, { deviceId: 'd', platform: 'blackberry', token: 't' }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, () => p.post(path, { deviceId: 'bad id', platform: 'ios', token: 't' }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, () => p.post(path, { deviceId: 'd', platform: 'ios' }), 400, 'MISSING_PARAM');
  for (let i = 1; i < 20; i += 1) t.is((await p.post(path, { deviceId: `android-${i}`, platform: 'android', token: `fcm-${i}` })).status, 201);
  await refused(t, p.s, () => p.post(path, { deviceId: 'one-too-many', platform: 'android', token: 'fcm' }), 422, 'BUSINESS_RULE');
  t.is((await p.post(path, { deviceId: 'android-1', platform: 'android', token: 'fcm-new' })).status, 200, 'replacing still works at the cap');
  t.is((await p.get(path)).body.count, 20);
});

test('tax lots and gains answer empty FIFO lists until trading fills them', async (t) => {
  const p = await serverWith(t, 'production');
  const user = await createUser(p);
  const empty = { count: 0, hasMore: false, nextCursor: null };
  t.deepEqual((await p.get(`/users/${user.userId}/tax-lots`)).body, { subAccountId: user.userId, method: 'FIFO', currency: 'USD', lots: [], ...empty });
  t.deepEqual((await p.get(`/users/${user.userId}/gains`)).body, {
    subAccountId: user.userId,
    method: 'FIFO',
    currency: 'USD',
    totalRealizedUsd: 0,
    totalProceedsUsd: 0,
    totalCostBasisUsd: 0,
    gains: [],
    ...empty,
  });
});
