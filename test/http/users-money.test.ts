/**
 * Sub-account money through a real server, in both environments: deposits from the master wallet (v1
 * and walletContract=2, managed FX), withdrawals with the settlement hold, buying power and wallet
 * transactions. Every test checks the ledger sums to zero; every refused request changes nothing.
 */
import test from 'ava';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { uniqueKey } from '../helpers/server.ts';
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
  type Partner,
} from './users-support.ts';

async function fundedUser(p: Partner, amount: number): Promise<string> {
  const user = await createUser(p);
  await deposit(p, user.userId, amount);
  return user.userId as string;
}

for (const env of ENVS) {
  test(`${env}: a USD deposit moves cash from the master wallet to the sub-account and fires deposit.confirmed`, async (t) => {
    const p = await serverWith(t, env, 1_000);
    const user = await createUser(p, 'dep-1');
    const res = await p.post(`/users/${user.userId}/deposit`, { amount: 250.75, note: 'first funding' });
    t.is(res.status, 200);
    t.regex(res.body.transactionId, /^txn_/);
    t.deepEqual(
      { ...res.body, transactionId: undefined },
      {
        transactionId: undefined,
        subAccountId: user.userId,
        externalId: 'dep-1',
        status: 'CONFIRMED',
        amount: 250.75,
        amountUsd: 250.75,
        currency: 'USD',
        newBalance: 250.75,
        masterWalletBalance: env === 'sandbox' ? 99_749.25 : 749.25,
        note: 'first funding',
        createdAt: '2026-09-01T09:00:00.000Z',
      },
    );
    t.is(await masterBalance(p), env === 'sandbox' ? 99_749.25 : 749.25);
    t.like((await p.get(`/users/${user.userId}`)).body.wallet, { balanceUsd: 250.75, settledUsd: 250.75, withdrawableUsd: 250.75 });
    t.deepEqual(
      eventsOf(p, ['deposit.confirmed']).map((e) => e.data),
      [{ subAccountId: user.userId, externalId: 'dep-1', amount: 250.75, currency: 'USD', newBalance: 250.75 }],
    );
    const txs = (await p.get(`/users/${user.userId}/transactions`)).body;
    t.is(txs.count, 1);
    t.deepEqual(txs.transactions[0], {
      transactionId: res.body.transactionId,
      type: 'DEPOSIT',
      amount: 250.75,
      currency: 'USD',
      balanceAfter: 250.75,
      source: 'masterWallet',
      note: 'first funding',
      createdAt: '2026-09-01T09:00:00.000Z',
    });
    assertLedgerBalanced(t, p.s);
  });

  test(`${env}: a deposit the master wallet cannot cover answers 400 INSUFFICIENT_FUNDS and changes nothing`, async (t) => {
    const p = await serverWith(t, env, 100);
    const user = await createUser(p);
    const master = env === 'sandbox' ? 100_000 : 100;
    await refused(t, p.s, () => p.post(`/users/${user.userId}/deposit`, { amount: master + 0.01 }), 400, 'INSUFFICIENT_FUNDS');
    await refused(
      t,
      p.s,
      () => p.post(`/users/${user.userId}/deposit?walletContract=2`, { amount: master + 0.01, currency: 'USD' }),
      400,
      'INSUFFICIENT_FUNDS',
    );
    t.is(await masterBalance(p), master);
    const all = await p.post(`/users/${user.userId}/deposit`, { amount: master });
    t.is(all.body.masterWalletBalance, 0, 'the whole master wallet can be moved');
    assertLedgerBalanced(t, p.s);
  });

  test(`${env}: ?walletContract=2 answers the transfer shape and refuses fields beyond amount and currency`, async (t) => {
    const p = await serverWith(t, env, 500);
    const user = await createUser(p);
    const res = await p.post(`/users/${user.userId}/deposit?walletContract=2`, { amount: 40, currency: 'USD' });
    t.is(res.status, 200);
    t.regex(res.body.transferId, /^txn_/);
    t.deepEqual(
      { ...res.body, transferId: 'x' },
      {
        transferId: 'x',
        direction: 'MASTER_TO_SUB_ACCOUNT',
        currency: 'USD',
        amount: 40,
        sourceBalance: env === 'sandbox' ? 99_960 : 460,
        targetBalance: 40,
        simulationOnly: env === 'sandbox',
        externalPayout: false,
      },
    );
    await refused(t, p.s, () => p.post(`/users/${user.userId}/deposit?walletContract=2`, { amount: 1, currency: 'USD', note: 'x' }), 400, 'VALIDATION_ERROR');
    await refused(t, p.s, () => p.post(`/users/${user.userId}/deposit?walletContract=3`, { amount: 1 }), 400, 'VALIDATION_ERROR');
    const v1 = await p.post(`/users/${user.userId}/deposit?walletContract=1`, { amount: 2 });
    t.is(v1.body.newBalance, 42);
    t.is(eventsOf(p, ['deposit.confirmed']).length, 2);
    assertLedgerBalanced(t, p.s);
  });

  test(`${env}: a deposit to a frozen sub-account answers 403 FORBIDDEN and changes nothing, then works after unfreezing`, async (t) => {
    const p = await serverWith(t, env);
    const user = await createUser(p);
    await deposit(p, user.userId, 10);
    await p.post(`/users/${user.userId}/freeze`);
    await refused(t, p.s, () => p.post(`/users/${user.userId}/deposit`, { amount: 5 }), 403, 'FORBIDDEN');
    await refused(t, p.s, () => p.post(`/users/${user.userId}/withdraw`, { amount: 5 }), 403, 'FORBIDDEN');
    await p.post(`/users/${user.userId}/unfreeze`);
    t.is((await deposit(p, user.userId, 5)).body.newBalance, 15);
  });
}

test('a KES deposit converts at the managed rate, exactly, rounding half-up to the cent', async (t) => {
  const p = await serverWith(t, 'production', 1_000);
  const user = await createUser(p, 'fx-1');
  const whole = await p.post(`/users/${user.userId}/deposit`, { amount: 1292, currency: 'KES' });
  t.like(whole.body, {
    amount: 10,
    amountUsd: 10,
    currency: 'USD',
    localAmount: 1292,
    localCurrency: 'KES',
    fxRate: 129.2,
    fxSource: 'managed',
    fxRateAsOf: '2026-09-01T08:00:00.000Z',
  });
  // 3.23 KES / 129.20 = 0.025 USD exactly: half a cent rounds up to 0.03.
  const half = await p.post(`/users/${user.userId}/deposit`, { amount: 3.23, currency: 'kes' });
  t.like(half.body, { amount: 0.03, localAmount: 3.23, localCurrency: 'KES', newBalance: 10.03 });
  // 22.42 NGN / 1495 = 0.014997 USD: rounds down to 0.01.
  const down = await p.post(`/users/${user.userId}/deposit`, { amount: 22.42, currency: 'NGN' });
  t.like(down.body, { amount: 0.01, fxRate: 1495, newBalance: 10.04 });
  t.deepEqual(eventsOf(p, ['deposit.confirmed']).map((e) => e.data)[1], {
    subAccountId: user.userId,
    externalId: 'fx-1',
    amount: 0.03,
    currency: 'USD',
    newBalance: 10.03,
    localAmount: 3.23,
    localCurrency: 'KES',
    fxRate: 129.2,
  });
  t.is(await masterBalance(p), 989.96);
  assertLedgerBalanced(t, p.s);
});

test('legacy deposit fields: a partner fxRate is used when supplied, amountUsd must agree, local fields are echoed only when supplied', async (t) => {
  const p = await serverWith(t, 'sandbox');
  const user = await createUser(p, 'fx-2');
  const legacy = await p.post(`/users/${user.userId}/deposit`, { amount: 1000, currency: 'KES', fxRate: 100, amountUsd: 10 });
  t.like(legacy.body, { amount: 10, fxRate: 100, fxSource: 'partner', fxRateAsOf: null });
  const informational = await p.post(`/users/${user.userId}/deposit`, { amount: 5, currency: 'USD', localAmount: 650, localCurrency: 'KES' });
  t.like(informational.body, { amount: 5, localAmount: 650, localCurrency: 'KES' });
  t.false('fxRate' in informational.body);
  const [, second] = eventsOf(p, ['deposit.confirmed']).map((e) => e.data);
  t.deepEqual(second, { subAccountId: user.userId, externalId: 'fx-2', amount: 5, currency: 'USD', newBalance: 15, localAmount: 650, localCurrency: 'KES' });
  const deposit = (body: unknown) => () => p.post(`/users/${user.userId}/deposit`, body);
  await refused(t, p.s, deposit({ amount: 1292, currency: 'KES', amountUsd: 10.01 }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, deposit({ amount: 10, amountUsd: 9 }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, deposit({ amount: 10, currency: 'EUR' }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, deposit({ amount: 10, currency: 'XYZ' }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, deposit({ amount: 10, currency: 'KESH' }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, deposit({ amount: 0.5, currency: 'UGX' }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, deposit({ amount: 10, localAmount: 1292 }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, deposit({ amount: 1292, currency: 'KES', localAmount: 1000, localCurrency: 'KES' }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, deposit({ amount: 10, currency: 'KES', fxRate: 0 }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, deposit({ amount: 10, currency: 'KES', fxRate: 1.123456789 }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, deposit({ amount: 10.001 }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, deposit({ amount: 0 }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, deposit({ amount: 1e15 }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, deposit({ amount: 'ten' }), 400, 'INVALID_TYPE');
  await refused(t, p.s, deposit({}), 400, 'MISSING_PARAM');
  await refused(t, p.s, () => p.post(`/users/${user.userId}/deposit`, { amount: 1 }, null), 400, 'MISSING_IDEMPOTENCY_KEY');
});

test('a replayed deposit with the same Idempotency-Key answers the stored response and moves the money once', async (t) => {
  const p = await serverWith(t, 'production', 100);
  const user = await createUser(p);
  const key = uniqueKey('dep');
  const first = await p.post(`/users/${user.userId}/deposit`, { amount: 30 }, key);
  const replay = await p.post(`/users/${user.userId}/deposit`, { amount: 30 }, key);
  t.is(replay.headers.get('idempotent-replayed'), 'true');
  t.deepEqual(replay.body, first.body);
  t.is(await masterBalance(p), 70);
  t.is(eventsOf(p, ['deposit.confirmed']).length, 1);
  await refused(t, p.s, () => p.post(`/users/${user.userId}/deposit`, { amount: 31 }, key), 409, 'CONFLICT');
});

for (const env of ENVS) {
  test(`${env}: a withdrawal moves settled cash out (${env === 'production' ? 'to bank clearing' : 'back to sandbox funding'}) and fires withdraw.confirmed`, async (t) => {
    const p = await serverWith(t, env);
    const userId = await fundedUser(p, 100);
    const destination = env === 'production' ? ledgerAccounts.bankClearing('production') : ledgerAccounts.sandboxFunding();
    const destinationBefore = balanceOf(p.s, destination);
    const masterBefore = await masterBalance(p);
    const res = await p.post(`/users/${userId}/withdraw`, { amount: 60.5, currency: 'USD' });
    t.is(res.status, 200);
    t.like(res.body, { subAccountId: userId, status: 'PROCESSED', amount: 60.5, currency: 'USD', newBalance: 39.5, withdrawableUsd: 39.5 });
    t.is(balanceOf(p.s, destination) - destinationBefore, 6_050);
    t.is(await masterBalance(p), masterBefore, 'a withdrawal does not touch the master wallet');
    t.deepEqual(
      eventsOf(p, ['withdraw.confirmed']).map((e) => e.data),
      [{ subAccountId: userId, amount: 60.5, currency: 'USD', newBalance: 39.5 }],
    );
    t.like((await p.get(`/users/${userId}/transactions`)).body.transactions[0], { type: 'WITHDRAWAL', amount: -60.5, balanceAfter: 39.5 });
    await refused(t, p.s, () => p.post(`/users/${userId}/withdraw`, { amount: 39.51 }), 400, 'INSUFFICIENT_FUNDS');
    await refused(t, p.s, () => p.post(`/users/${userId}/withdraw`, { amount: 1, currency: 'KES' }), 400, 'VALIDATION_ERROR');
    await refused(t, p.s, () => p.post(`/users/${userId}/withdraw`, {}), 400, 'MISSING_PARAM');
    t.is((await p.post(`/users/${userId}/withdraw`, { amount: 39.5 })).body.newBalance, 0);
    assertLedgerBalanced(t, p.s);
  });

  test(`${env}: unsettled SELL proceeds count for buying power but not as withdrawable; under settlementHold a withdrawal beyond settled cash is 400 UNSETTLED_FUNDS`, async (t) => {
    const p = await serverWith(t, env);
    const userId = await fundedUser(p, 50);
    // Stand-in for a SELL fill (no HTTP path yet): the venue pays 30.00 into the sub-account's unsettled cash.
    await testTransfer(p.s, ledgerAccounts.venueCash(p.env), ledgerAccounts.cashUnsettled(p.env, p.partnerId, userId), 3_000);
    const power = await p.get(`/users/${userId}/buying-power`);
    t.deepEqual(power.body, {
      subAccountId: userId,
      currency: 'USD',
      cashUsd: 80,
      settledUsd: 50,
      unsettledUsd: 30,
      reservedUsd: 0,
      buyingPowerUsd: 80,
      withdrawableUsd: 50,
      settlementHold: false,
    });
    t.like((await p.get(`/users/${userId}`)).body.wallet, { balanceUsd: 80, settledUsd: 50, unsettledUsd: 30, withdrawableUsd: 50 });

    t.is((await p.s.operator('PATCH', `/partners/${p.partnerId}`, { settlementHold: true })).status, 200);
    t.true((await p.get(`/users/${userId}/buying-power`)).body.settlementHold);
    await refused(t, p.s, () => p.post(`/users/${userId}/withdraw`, { amount: 50.01 }), 400, 'UNSETTLED_FUNDS');
    await refused(t, p.s, () => p.post(`/users/${userId}/withdraw`, { amount: 80.01 }), 400, 'INSUFFICIENT_FUNDS');
    t.is((await p.post(`/users/${userId}/withdraw`, { amount: 20 })).body.newBalance, 60);

    await p.s.operator('PATCH', `/partners/${p.partnerId}`, { settlementHold: false });
    const beyond = await p.post(`/users/${userId}/withdraw`, { amount: 40 });
    t.is(beyond.status, 200, 'without the hold, unsettled cash may be withdrawn after the settled cash');
    t.like((await p.get(`/users/${userId}/buying-power`)).body, { settledUsd: 0, unsettledUsd: 20, withdrawableUsd: 0, buyingPowerUsd: 20 });
    assertLedgerBalanced(t, p.s);
  });
}

test('transactions page newest first with a cursor (limit default 50, max 200)', async (t) => {
  const p = await serverWith(t, 'sandbox');
  const user = await createUser(p);
  for (const amount of [1, 2, 3, 4, 5]) await deposit(p, user.userId, amount);
  await p.post(`/users/${user.userId}/withdraw`, { amount: 6 });
  const seen: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await p.get(`/users/${user.userId}/transactions?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    t.is(res.status, 200);
    seen.push(...res.body.transactions.map((x: { amount: number }) => x.amount));
    cursor = res.body.nextCursor;
    t.is(res.body.hasMore, cursor !== null);
  } while (cursor);
  t.deepEqual(seen, [-6, 5, 4, 3, 2, 1]);
  const all = await p.get(`/users/${user.userId}/transactions`);
  t.like(all.body, { count: 6, hasMore: false, nextCursor: null });
  t.deepEqual(
    all.body.transactions.map((x: { balanceAfter: number }) => x.balanceAfter),
    [9, 15, 10, 6, 3, 1],
  );
  const other = await createUser(p);
  const foreign = (await p.get(`/users/${user.userId}/transactions?limit=1`)).body.nextCursor as string;
  await refused(t, p.s, () => p.get(`/users/${other.userId}/transactions?cursor=${encodeURIComponent(foreign)}`), 400, 'VALIDATION_ERROR');
});

test('cent amounts add up exactly across deposits and withdrawals, and every wallet stays non-negative', async (t) => {
  const p = await serverWith(t, 'production', 1);
  const userId = await fundedUser(p, 0.1);
  await deposit(p, userId, 0.2);
  t.is((await p.get(`/users/${userId}`)).body.wallet.balanceUsd, 0.3);
  t.is((await p.post(`/users/${userId}/withdraw`, { amount: 0.3 })).body.newBalance, 0);
  t.is(await masterBalance(p), 0.7);
  t.is(balanceOf(p.s, subCash(p, userId)), 0);
  assertLedgerBalanced(t, p.s);
});
