/**
 * Master-wallet funding through a real server: sandbox top-ups confirm at once, production top-ups wait
 * for the operator, payouts are production only and never overdraw, and amounts are exact to the cent.
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';

const post = (s: TestServer, base: string, path: string, key: string, body: unknown, idempotencyKey: string | null = uniqueKey('fund')) =>
  s.request('POST', `${base}${path}`, { key, body, ...(idempotencyKey ? { idempotencyKey } : {}) });

async function balance(s: TestServer, key: string, base: string): Promise<number> {
  return (await s.request('GET', `${base}/account`, { key })).body.walletBalance.available as number;
}

async function auditActions(s: TestServer, key: string, base: string): Promise<string[]> {
  return (await s.request('GET', `${base}/audit`, { key })).body.entries.map((e: { action: string }) => e.action);
}

test('a sandbox top-up confirms at once and credits the master wallet', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const res = await post(s, SANDBOX, '/topup', apiKey, { amount: 2500, reference: 'test-credit' });
  t.is(res.status, 201);
  t.is(res.body.status, 'CONFIRMED');
  t.is(res.body.amount, 2500);
  t.is(res.body.currency, 'USD');
  t.is(res.body.reference, 'test-credit');
  t.is(res.body.createdAt, '2026-09-01T09:00:00.000Z');
  t.is(res.body.confirmedAt, '2026-09-01T09:00:00.000Z');
  t.regex(res.body.topupId, /^top_/);
  t.is(await balance(s, apiKey, SANDBOX), 102500);
  const approveAgain = await s.operator('POST', `/top-ups/${res.body.topupId}/approve`);
  t.is(approveAgain.status, 409, 'a confirmed top-up cannot be approved again');
  t.is(approveAgain.body.error.code, 'CONFLICT');
  t.is(await balance(s, apiKey, SANDBOX), 102500);
});

test('a production top-up stays PENDING until the operator approves it, then the wallet is credited once', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.productionPartner();
  const res = await post(s, PRODUCTION, '/topup', apiKey, { amount: 1000.5 });
  t.is(res.status, 201);
  t.is(res.body.status, 'PENDING');
  t.is(res.body.confirmedAt, null);
  t.is(await balance(s, apiKey, PRODUCTION), 0, 'nothing is credited before approval');

  await s.operator('POST', '/clock/advance', { seconds: 3600 });
  const approved = await s.operator('POST', `/top-ups/${res.body.topupId}/approve`);
  t.is(approved.status, 200);
  t.is(approved.body.topupId, res.body.topupId);
  t.is(approved.body.status, 'CONFIRMED');
  t.is(approved.body.createdAt, '2026-09-01T09:00:00.000Z');
  t.is(approved.body.confirmedAt, '2026-09-01T10:00:00.000Z');
  t.is(await balance(s, apiKey, PRODUCTION), 1000.5);

  const twice = await s.operator('POST', `/top-ups/${res.body.topupId}/approve`);
  t.is(twice.status, 409);
  t.is(twice.body.error.code, 'CONFLICT');
  t.is(await balance(s, apiKey, PRODUCTION), 1000.5, 'the second approval credited nothing');
  const unknown = await s.operator('POST', '/top-ups/top_missing/approve');
  t.is(unknown.status, 404);
  t.is(unknown.body.error.code, 'NOT_FOUND');
});

test('a replayed top-up with the same Idempotency-Key answers the stored response and credits once', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const key = uniqueKey('replay');
  const first = await post(s, SANDBOX, '/topup', apiKey, { amount: 40 }, key);
  const second = await post(s, SANDBOX, '/topup', apiKey, { amount: 40 }, key);
  t.is(second.status, 201);
  t.is(second.headers.get('idempotent-replayed'), 'true');
  t.deepEqual(second.body, first.body);
  t.is(await balance(s, apiKey, SANDBOX), 100040);
  const different = await post(s, SANDBOX, '/topup', apiKey, { amount: 41 }, key);
  t.is(different.status, 409);
  t.is(different.body.error.code, 'CONFLICT');
  t.is(await balance(s, apiKey, SANDBOX), 100040);
});

test('a top-up or payout without an Idempotency-Key answers 400 MISSING_IDEMPOTENCY_KEY', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.productionPartner();
  for (const path of ['/topup', '/payout']) {
    const res = await post(s, PRODUCTION, path, apiKey, { amount: 1 }, null);
    t.is(res.status, 400, path);
    t.is(res.body.error.code, 'MISSING_IDEMPOTENCY_KEY', path);
  }
});

test('a sandbox payout answers 422 SANDBOX_UNSUPPORTED and leaves the wallet alone', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const res = await post(s, SANDBOX, '/payout', apiKey, { amount: 10 });
  t.is(res.status, 422);
  t.is(res.body.error.code, 'SANDBOX_UNSUPPORTED');
  t.is(await balance(s, apiKey, SANDBOX), 100000);
  t.deepEqual(await auditActions(s, apiKey, SANDBOX), ['sandbox.register'], 'the refused payout left no journal entry');
});

test('a production payout pays out of the wallet; above the balance it answers 400 INSUFFICIENT_FUNDS and changes nothing', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.productionPartner();
  const top = await post(s, PRODUCTION, '/topup', apiKey, { amount: 100 });
  await s.operator('POST', `/top-ups/${top.body.topupId}/approve`);

  const tooMuch = await post(s, PRODUCTION, '/payout', apiKey, { amount: 100.01 });
  t.is(tooMuch.status, 400);
  t.is(tooMuch.body.error.code, 'INSUFFICIENT_FUNDS');
  t.is(await balance(s, apiKey, PRODUCTION), 100);
  t.false((await auditActions(s, apiKey, PRODUCTION)).includes('funding.payout'), 'the refused payout left no journal entry');

  const paid = await post(s, PRODUCTION, '/payout', apiKey, { amount: 60.25, reference: 'bank-1' });
  t.is(paid.status, 201);
  t.is(paid.body.status, 'PROCESSED');
  t.is(paid.body.amount, 60.25);
  t.is(paid.body.walletBalance, 39.75);
  t.regex(paid.body.payoutId, /^pay_/);
  t.is(await balance(s, apiKey, PRODUCTION), 39.75);

  const rest = await post(s, PRODUCTION, '/payout', apiKey, { amount: 39.75 });
  t.is(rest.status, 201);
  t.is(rest.body.walletBalance, 0);
  const empty = await post(s, PRODUCTION, '/payout', apiKey, { amount: 0.01 });
  t.is(empty.status, 400);
  t.is(empty.body.error.code, 'INSUFFICIENT_FUNDS');
});

test('a production payout from an empty wallet is refused even while a top-up is pending', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.productionPartner();
  await post(s, PRODUCTION, '/topup', apiKey, { amount: 500 });
  const res = await post(s, PRODUCTION, '/payout', apiKey, { amount: 1 });
  t.is(res.status, 400);
  t.is(res.body.error.code, 'INSUFFICIENT_FUNDS');
});

test('amounts with more than two decimals, zero, negative or non-USD answer 400 and change nothing', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const sandbox = (await s.sandboxPartner()).apiKey;
  const prod = (await s.productionPartner()).apiKey;
  const cases: [unknown, string][] = [
    [{ amount: 10.123 }, 'VALIDATION_ERROR'],
    [{ amount: 0.001 }, 'VALIDATION_ERROR'],
    [{ amount: 0 }, 'VALIDATION_ERROR'],
    [{ amount: -5 }, 'VALIDATION_ERROR'],
    [{ amount: 1e21 }, 'VALIDATION_ERROR'],
    [{ amount: 10, currency: 'EUR' }, 'VALIDATION_ERROR'],
    [{ amount: '10.00 USD' }, 'INVALID_TYPE'],
    [{}, 'MISSING_PARAM'],
  ];
  for (const [body, code] of cases) {
    for (const [base, key, path] of [
      [SANDBOX, sandbox, '/topup'],
      [PRODUCTION, prod, '/topup'],
      [PRODUCTION, prod, '/payout'],
    ] as const) {
      const res = await post(s, base, path, key, body);
      const label = `${base}${path} ${JSON.stringify(body)}`;
      t.is(res.status, 400, label);
      t.is(res.body.error.code, code, label);
    }
  }
  t.is(await balance(s, sandbox, SANDBOX), 100000);
  t.deepEqual(await auditActions(s, sandbox, SANDBOX), ['sandbox.register']);
  t.deepEqual(await auditActions(s, prod, PRODUCTION), ['partner.register', 'operator.application.approve']);
});

test('cent amounts add up exactly: 0.1 + 0.2 is 0.3, and ten 0.07 top-ups are 0.70', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.productionPartner();
  for (const amount of [0.1, 0.2]) {
    const top = await post(s, PRODUCTION, '/topup', apiKey, { amount });
    await s.operator('POST', `/top-ups/${top.body.topupId}/approve`);
  }
  const account = await s.request('GET', `${PRODUCTION}/account`, { key: apiKey });
  t.is(account.body.walletBalance.available, 0.3);
  t.true(account.text.includes('"available":0.3}'), 'serialised as the exact decimal, not 0.30000000000000004');
  const out = await post(s, PRODUCTION, '/payout', apiKey, { amount: 0.3 });
  t.is(out.status, 201);
  t.is(out.body.walletBalance, 0);

  const sandbox = (await s.sandboxPartner()).apiKey;
  for (let i = 0; i < 10; i += 1) await post(s, SANDBOX, '/topup', sandbox, { amount: 0.07 });
  t.is(await balance(s, sandbox, SANDBOX), 100000.7);
  const big = await post(s, SANDBOX, '/topup', sandbox, { amount: 99999999.99 });
  t.is(big.status, 201);
  t.is(big.body.amount, 99999999.99);
  t.is(await balance(s, sandbox, SANDBOX), 100100000.69);
});

test('a confirmed top-up records topup.confirmed and wallet.credited with exact amounts, and the ledger still sums to zero', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const partnerId = (await s.request('GET', `${SANDBOX}/account`, { key: apiKey })).body.partnerId as string;
  const made = await post(s, SANDBOX, '/topup', apiKey, { amount: 0.29, reference: 'r-1' });
  const { stores } = s.running.service;
  const events = stores.events.after(partnerId, 'sandbox', 0, 100);
  t.deepEqual(
    events.map((e) => e.event),
    ['topup.confirmed', 'wallet.credited'],
  );
  const [confirmed, credited] = events.map((e) => e.envelope as { data: Record<string, unknown>; isSandbox?: boolean });
  t.deepEqual(confirmed!.data, { topupId: made.body.topupId, amount: 0.29, currency: 'USD', reference: 'r-1', status: 'CONFIRMED' });
  t.true(confirmed!.isSandbox);
  t.deepEqual(credited!.data, { amount: 0.29, newBalance: 100000.29, currency: 'USD' });
  t.true(stores.ledger.totalsByAsset().every((a) => a.total === 0));
  t.is(stores.ledger.negativeWalletCount(), 0);
});
