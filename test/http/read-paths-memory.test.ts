/**
 * GET /account and the wallet views read balances, the data key and the key behind the
 * request from memory. Through the API, in both environments: after every kind of write (top-up,
 * deposit to a sub-account, trade, order cancel releasing its reservation, withdrawal, payout) the
 * answer equals the ledger's row in SQLite, a refused command shows nothing, and a key change (data key
 * issued, rotated, withdrawn; key revoked or rotated) takes effect on the very next request.
 */
import test, { type ExecutionContext } from 'ava';
import { walletBalances, walletFigures } from '../../engine/sub-accounts/wallets.ts';
import { ledgerAccounts, type AccountSpec } from '../../engine/ledger.ts';
import { SANDBOX, startTestServer, uniqueKey } from '../helpers/server.ts';
import { advance, ENVS, IAM, ONE_USD_KES, SCOM, tick, trade, traderOn, marketOrder, type EnvName, type Partner } from './trading-support.ts';
import { partnerOn } from './users-support.ts';

/** The balance as SQLite holds it, read on the writer connection (for assertion only). */
function sqlMinor(p: Partner, account: AccountSpec): number {
  const row = p.s.running.service.stores.db.prepare('SELECT balance FROM ledger_accounts WHERE id = ?').get(account.id) as { balance: number } | undefined;
  return row?.balance ?? 0;
}

/** GET /account's wallet equals the master wallet's row. */
async function accountMatchesLedger(t: ExecutionContext, p: Partner, label: string): Promise<number> {
  const res = await p.get('/account');
  t.is(res.status, 200, label);
  const shownMinor = Math.round((res.body.walletBalance.available as number) * 100);
  t.is(shownMinor, sqlMinor(p, ledgerAccounts.masterWallet(p.env, p.partnerId)), `/account after ${label}`);
  return shownMinor;
}

/** GET /users/{id}'s wallet equals the figures computed from the ledger rows. */
async function walletMatchesLedger(t: ExecutionContext, p: Partner, userId: string, label: string): Promise<void> {
  const shown = (await p.get(`/users/${userId}`)).body.wallet as Record<string, number>;
  const expected = walletFigures(walletBalances((a) => sqlMinor(p, a), { env: p.env, partnerId: p.partnerId }, userId));
  t.is(Math.round(shown.settledUsd! * 100), expected.settledMinor, `settled cash after ${label}`);
  t.is(Math.round(shown.reservedUsd! * 100), expected.reservedMinor, `reserved cash after ${label}`);
  t.is(Math.round(shown.balanceUsd! * 100), expected.balanceMinor, `balance after ${label}`);
}

async function topUp(p: Partner, usd: number): Promise<void> {
  const made = await p.post('/topup', { amount: usd });
  if (made.status !== 201) throw new Error(`top-up failed: ${made.status} ${made.text}`);
  if (p.env === 'sandbox') return;
  const approved = await p.s.operator('POST', `/top-ups/${made.body.topupId}/approve`);
  if (approved.status !== 200) throw new Error(`approval failed: ${approved.status} ${approved.text}`);
}

async function deskFor(t: ExecutionContext, env: EnvName): Promise<Partner> {
  const s = await startTestServer();
  t.teardown(() => s.close());
  return partnerOn(s, env);
}

for (const env of ENVS) {
  test(`${env}: GET /account and the wallet views follow every money movement, read from memory`, async (t) => {
    const p = await deskFor(t, env);
    const start = await accountMatchesLedger(t, p, 'set-up');
    await accountMatchesLedger(t, p, 'a second read (served from memory)');
    await topUp(p, 250);
    t.is(await accountMatchesLedger(t, p, 'a top-up'), start + 25_000);
    const userId = await traderOn(p, 1_000);
    // The sandbox funds a sub-account from virtual money (test tools), production from the master wallet.
    t.is(await accountMatchesLedger(t, p, 'funding a sub-account'), start + 25_000 - (env === 'production' ? 100_000 : 0));
    t.is((await p.post(`/users/${userId}/deposit`, { amount: 10 })).status, 200);
    t.is(await accountMatchesLedger(t, p, 'a deposit from the master wallet'), start + 25_000 - (env === 'production' ? 101_000 : 1_000));
    await walletMatchesLedger(t, p, userId, 'the deposit');
    await tick(p.s, SCOM, ONE_USD_KES);
    t.is((await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 })).status, 202);
    await walletMatchesLedger(t, p, userId, 'a MARKET BUY');
    await advance(p.s, 300);
    await walletMatchesLedger(t, p, userId, 'the fill');
    const limit = await trade(p, userId, { symbol: IAM, type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 1 });
    t.is(limit.status, 201, limit.text);
    await walletMatchesLedger(t, p, userId, 'a LIMIT order reserving cash');
    t.is((await p.del(`/orders/${limit.body.orderId}`)).status, 200);
    await walletMatchesLedger(t, p, userId, 'the cancel releasing the reservation');
    const withdrawn = await p.post(`/users/${userId}/withdraw`, { amount: 50 });
    t.is(withdrawn.status, 200, withdrawn.text);
    await walletMatchesLedger(t, p, userId, 'a withdrawal');
    await accountMatchesLedger(t, p, 'the sub-account activity');
  });

  test(`${env}: a refused command shows nothing on GET /account, and the next good one shows`, async (t) => {
    const p = await deskFor(t, env);
    const before = await accountMatchesLedger(t, p, 'set-up');
    const userId = await traderOn(p, 0);
    const tooMuch = await p.post(`/users/${userId}/deposit`, { amount: before / 100 + 1 });
    t.is(tooMuch.status, 400, tooMuch.text);
    t.is(await accountMatchesLedger(t, p, 'a refused deposit'), before);
    t.is((await p.post(`/users/${userId}/deposit`, { amount: 1 })).status, 200);
    t.is(await accountMatchesLedger(t, p, 'a deposit'), before - 100);
  });

  test(`${env}: the data key on GET /account follows issue, rotation and withdrawal on the next request`, async (t) => {
    const p = await deskFor(t, env);
    t.is((await p.get('/account')).body.dataKey, null);
    const issued = await p.post('/api-keys/data-key', {});
    t.is(issued.status, 201, issued.text);
    t.is((await p.get('/account')).body.dataKey.prefix, issued.body.prefix);
    const again = await p.post('/api-keys/data-key', {});
    t.is(again.status, 201, again.text);
    const shown = (await p.get('/account')).body.dataKey;
    t.like(shown, { prefix: again.body.prefix, last4: again.body.last4 });
    t.is(
      (await p.s.request('GET', `${p.base}/market/quotes?symbol=SCOM&exchange=NSE`, { key: issued.body.dataKey as string })).status,
      401,
      'the rotated data key',
    );
    t.is((await p.del('/api-keys/data-key')).status, 200);
    t.is((await p.get('/account')).body.dataKey, null);
    t.is(
      (await p.s.request('GET', `${p.base}/market/quotes?symbol=SCOM&exchange=NSE`, { key: again.body.dataKey as string })).status,
      401,
      'the withdrawn data key',
    );
  });
}

test('sandbox: a revoked key answers 403 AUTH_REVOKED on the next request, though it authenticated a moment before', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  for (let i = 0; i < 3; i += 1) t.is((await s.request('GET', `${SANDBOX}/account`, { key: apiKey })).status, 200);
  const revoked = await s.request('POST', `${SANDBOX}/api-keys/revoke`, { key: apiKey, idempotencyKey: uniqueKey('revoke'), body: {} });
  t.is(revoked.status, 200, revoked.text);
  const after = await s.request('GET', `${SANDBOX}/account`, { key: apiKey });
  t.is(after.status, 403);
  t.is(after.body.error.code, 'AUTH_REVOKED');
});

test('production: a rotated key answers 401 on the next request and the new key works at once', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const p = await partnerOn(s, 'production', 0);
  t.is((await p.get('/account')).status, 200);
  const rotated = await p.post('/api-keys/rotate', { confirm: true });
  t.is(rotated.status, 201, rotated.text);
  t.is((await p.get('/account')).status, 401, 'the old key');
  const fresh = await s.request('GET', `${p.base}/account`, { key: rotated.body.newApiKey as string });
  t.is(fresh.status, 200);
  t.is(fresh.body.partnerId, p.partnerId);
});

test('production: a payout leaves GET /account equal to the ledger', async (t) => {
  const p = await deskFor(t, 'production');
  const before = await accountMatchesLedger(t, p, 'set-up');
  const paid = await p.post('/payout', { amount: 10 });
  t.is(paid.status, 201, paid.text);
  t.is(await accountMatchesLedger(t, p, 'a payout'), before - 1_000);
});
