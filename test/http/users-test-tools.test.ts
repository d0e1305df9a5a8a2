/**
 * Sandbox test deposits and the sandbox reset of sub-accounts, through a real server: virtual USD from
 * the sandbox funding account (never the master wallet), the deprecated `/sandbox/deposit` alias, the
 * production compatibility route behind `testToolsOnProduction` (virtual funds only), and a reset that
 * wipes sub-accounts and returns every balance to its system counterparty.
 */
import test from 'ava';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { SANDBOX_ROOT } from '../helpers/server.ts';
import {
  assertLedgerBalanced,
  balanceOf,
  createUser,
  deposit,
  eventsOf,
  masterBalance,
  partnerOn,
  refused,
  serverWith,
  subCash,
  testTransfer,
} from './users-support.ts';

test('a sandbox test deposit credits virtual USD from sandbox funding without touching the master wallet, and fires deposit.confirmed', async (t) => {
  const p = await serverWith(t, 'sandbox');
  const user = await createUser(p, 'tt-1');
  const funding = ledgerAccounts.sandboxFunding();
  const fundingBefore = balanceOf(p.s, funding);
  const res = await p.post('/test-tools/deposit', { subAccountId: user.userId, amount: 1_000_000, note: 'rehearsal' });
  t.is(res.status, 200);
  t.like(res.body, {
    subAccountId: user.userId,
    externalId: 'tt-1',
    status: 'CONFIRMED',
    amount: 1_000_000,
    currency: 'USD',
    newBalance: 1_000_000,
    virtual: true,
    note: 'rehearsal',
  });
  t.is(res.headers.get('deprecation'), null);
  t.is(await masterBalance(p), 100_000);
  t.is(fundingBefore - balanceOf(p.s, funding), 100_000_000);
  t.deepEqual(
    eventsOf(p, ['deposit.confirmed']).map((e) => e.data),
    [{ subAccountId: user.userId, externalId: 'tt-1', amount: 1_000_000, currency: 'USD', newBalance: 1_000_000 }],
  );
  t.like((await p.get(`/users/${user.userId}/transactions`)).body.transactions[0], {
    type: 'TEST_DEPOSIT',
    amount: 1_000_000,
    source: 'sandboxFunding',
    note: 'rehearsal',
  });
  t.is((await p.post(`/users/${user.userId}/withdraw`, { amount: 999_999.99 })).body.newBalance, 0.01, 'test money is spendable sandbox cash');
  assertLedgerBalanced(t, p.s);
});

test('test deposits above USD 1,000,000.00, to unknown, frozen or closed sub-accounts, or with bad bodies are refused and change nothing', async (t) => {
  const p = await serverWith(t, 'sandbox');
  const user = await createUser(p);
  const send = (body: unknown) => () => p.post('/test-tools/deposit', body);
  await refused(t, p.s, send({ subAccountId: user.userId, amount: 1_000_000.01 }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, send({ subAccountId: user.userId, amount: -1 }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, send({ amount: 10 }), 400, 'MISSING_PARAM');
  await refused(t, p.s, send({ subAccountId: user.userId, amount: 'ten' }), 400, 'INVALID_TYPE');
  await refused(t, p.s, send({ subAccountId: 'sub_nope', amount: 10 }), 404, 'NOT_FOUND');
  const other = await partnerOn(p.s, 'sandbox');
  const theirs = await createUser(other);
  await refused(t, p.s, send({ subAccountId: theirs.userId, amount: 10 }), 404, 'NOT_FOUND');
  await p.post(`/users/${user.userId}/freeze`);
  await refused(t, p.s, send({ subAccountId: user.userId, amount: 10 }), 403, 'FORBIDDEN');
  await p.post(`/users/${user.userId}/unfreeze`);
  await p.del(`/users/${user.userId}`);
  await refused(t, p.s, send({ subAccountId: user.userId, amount: 10 }), 409, 'CONFLICT');
});

test('the deprecated /sandbox/deposit alias works and carries Deprecation, Sunset and a successor Link', async (t) => {
  const p = await serverWith(t, 'sandbox');
  const user = await createUser(p);
  const res = await p.post('/sandbox/deposit', { subAccountId: user.userId, amount: 25 });
  t.is(res.status, 200);
  t.is(res.body.newBalance, 25);
  t.is(res.headers.get('deprecation'), 'true');
  t.is(res.headers.get('sunset'), 'Mon, 01 Mar 2027 00:00:00 GMT');
  t.regex(res.headers.get('link') ?? '', /<\/api\/sandbox\/v1\/partner\/test-tools\/deposit>; rel="successor-version"/);
});

test('on the production base a test deposit is 403 FORBIDDEN without testToolsOnProduction, and with it moves virtual funds only', async (t) => {
  const p = await serverWith(t, 'production', 100);
  const user = await createUser(p);
  await deposit(p, user.userId, 10);
  await refused(t, p.s, () => p.post('/test-tools/deposit', { subAccountId: user.userId, amount: 500 }), 403, 'FORBIDDEN');
  await refused(t, p.s, () => p.post('/sandbox/deposit', { subAccountId: user.userId, amount: 500 }), 403, 'FORBIDDEN');

  await p.s.operator('PATCH', `/partners/${p.partnerId}`, { testToolsOnProduction: true });
  const res = await p.post('/test-tools/deposit', { subAccountId: user.userId, amount: 500 });
  t.is(res.status, 200);
  t.like(res.body, { amount: 500, newBalance: 10, virtual: true });
  t.is(balanceOf(p.s, ledgerAccounts.virtualCash('production', p.partnerId, user.userId)), 50_000, 'segregated virtual cash holds it');
  t.is(balanceOf(p.s, subCash(p, user.userId)), 1_000, 'real cash is unchanged');
  t.is(await masterBalance(p), 90);
  t.like((await p.get(`/users/${user.userId}/buying-power`)).body, { cashUsd: 10, buyingPowerUsd: 10, withdrawableUsd: 10 });
  await refused(t, p.s, () => p.post(`/users/${user.userId}/withdraw`, { amount: 10.01 }), 400, 'INSUFFICIENT_FUNDS');
  t.like(eventsOf(p, ['deposit.confirmed']).at(-1)!.data, { amount: 500, newBalance: 10, virtual: true });
  const closed = await p.del(`/users/${user.userId}`);
  t.is(closed.body.residualTransferUsd, 10, 'only real cash goes back to the master wallet');
  t.is(balanceOf(p.s, ledgerAccounts.virtualCash('production', p.partnerId, user.userId)), 0);
  t.is(await masterBalance(p), 100);
  assertLedgerBalanced(t, p.s);
});

test('a sandbox key cannot reach the production test tools, nor a production key the sandbox ones', async (t) => {
  const p = await serverWith(t, 'sandbox');
  const prod = await partnerOn(p.s, 'production', 0);
  const user = await createUser(p);
  await refused(
    t,
    p.s,
    () =>
      p.s.request('POST', '/api/v1/partner/test-tools/deposit', { key: p.key, body: { subAccountId: user.userId, amount: 1 }, idempotencyKey: 'cross-env-1' }),
    401,
    'AUTH_INVALID',
  );
  await refused(
    t,
    p.s,
    () => p.s.request('POST', `${p.base}/test-tools/deposit`, { key: prod.key, body: { subAccountId: user.userId, amount: 1 }, idempotencyKey: 'cross-env-2' }),
    401,
    'AUTH_INVALID',
  );
});

test('a sandbox reset wipes sub-accounts, their transactions and devices, returns their cash to sandbox funding and their shares to the venue', async (t) => {
  const p = await serverWith(t, 'sandbox');
  const a = await createUser(p, 'reset-a');
  const b = await createUser(p, 'reset-b');
  await deposit(p, a.userId, 1_234.56);
  await p.post('/test-tools/deposit', { subAccountId: b.userId, amount: 700 });
  await p.post(`/users/${b.userId}/devices`, { deviceId: 'd1', platform: 'ios', token: 't' });
  await p.post(`/users/${b.userId}/freeze`);
  await testTransfer(p.s, subCash(p, a.userId), ledgerAccounts.escrow('sandbox', p.partnerId, a.userId), 10_000);
  await testTransfer(p.s, ledgerAccounts.venueCash('sandbox'), ledgerAccounts.cashUnsettled('sandbox', p.partnerId, b.userId), 500);
  const holding = ledgerAccounts.holding('sandbox', p.partnerId, a.userId, 'SCOM.KE');
  await testTransfer(p.s, ledgerAccounts.venueShares('sandbox', 'SCOM.KE'), holding, 2_500_000);

  const reset = await p.s.request('POST', `${SANDBOX_ROOT}/reset`, { key: p.key });
  t.is(reset.status, 200);
  t.is(reset.body.walletBalance, 100_000);
  t.is(await masterBalance(p), 100_000);
  t.like((await p.get('/users')).body, { accounts: [], count: 0 });
  for (const id of [a.userId, b.userId]) {
    t.is((await p.get(`/users/${id}`)).status, 404);
    t.is((await p.get(`/users/${id}/transactions`)).status, 404);
  }
  const { db } = p.s.running.service.stores;
  for (const table of ['sub_accounts', 'wallet_transactions', 'sub_account_devices']) {
    t.is(db.prepare(`SELECT COUNT(*) FROM ${table} WHERE partner_id = ?`).pluck().get(p.partnerId), 0, table);
  }
  t.is(db.prepare("SELECT COUNT(*) FROM snapshots WHERE partner_id = ? AND kind = 'subAccount'").pluck().get(p.partnerId), 0);
  const nonZero = p.s.running.service.stores.ledger
    .accountsForPartner(p.partnerId, 'sandbox')
    .filter((acc) => acc.balance !== 0)
    .map((acc) => acc.id);
  t.deepEqual(nonZero, [ledgerAccounts.masterWallet('sandbox', p.partnerId).id]);
  t.is(balanceOf(p.s, holding), 0);
  assertLedgerBalanced(t, p.s);

  const again = await p.post('/users', { externalId: 'reset-a' });
  t.is(again.status, 201, 'the externalId is free again after the reset');
  t.not(again.body.userId, a.userId);
  t.is(again.body.wallet.balanceUsd, 0);
});
