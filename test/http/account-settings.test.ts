/**
 * GET /pricing shows the figures the service enforces, GET/PATCH /settings changes what a
 * partner may change itself (validated, journaled, audited, idempotent, taking effect), and GET /float
 * shows the master wallet's headroom with float.low firing at the configured threshold. Both environments.
 */
import test from 'ava';
import { ledgerAccounts, MASTER_OWNER } from '../../engine/ledger.ts';
import { uniqueKey, type TestResponse } from '../helpers/server.ts';
import { createUser, deposit, ENVS, eventsOf, masterBalance, refused, serverWith, testTransfer, type Partner } from './users-support.ts';

const patchSettings = (p: Partner, body: unknown, idempotencyKey = uniqueKey('settings')): Promise<TestResponse> =>
  p.s.request('PATCH', `${p.base}/settings`, { key: p.key, body, idempotencyKey });

test('a PATCH whose body names nothing the route knows is 400 VALIDATION_ERROR and changes nothing: settings, security policy, orders', async (t) => {
  const p = await serverWith(t, 'sandbox');
  const before = (await p.get('/settings')).body;
  for (const body of [{ someFutureField: 1 }, {}]) {
    const res = await refused(t, p.s, () => patchSettings(p, body), 400, 'VALIDATION_ERROR');
    t.regex(res.body.error.message, /nothing to change: set at least one of settlementHold, floatLowThreshold, notificationEmail/);
  }
  t.deepEqual((await p.get('/settings')).body, before, 'the settings are as they were (updatedAt still null)');
  // Beside a known member an unknown one stays tolerated.
  t.is((await patchSettings(p, { settlementHold: true, someFutureField: 1 })).status, 200);

  const patchSecurity = (body: unknown) => p.s.request('PATCH', `${p.base}/security`, { key: p.key, body, idempotencyKey: uniqueKey('security') });
  await refused(t, p.s, () => patchSecurity({ someFutureField: true }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, () => patchSecurity({ approvals: { someFutureField: true } }), 400, 'VALIDATION_ERROR');
  t.is((await patchSecurity({ mfaRequired: false, someFutureField: true })).status, 200);

  const order = (body: unknown) => p.s.request('PATCH', `${p.base}/orders/ord_unknown`, { key: p.key, body, idempotencyKey: uniqueKey('order') });
  const res = await refused(t, p.s, () => order({ someFutureField: 1 }), 400, 'VALIDATION_ERROR');
  t.regex(res.body.error.message, /nothing to change: set at least one of limitPrice, stopPrice, quantity/);
});

for (const env of ENVS) {
  test(`${env}: GET /pricing shows the tier, fee schedule, enforced rate and stream limits, SLA objective and platform charges; operator changes show at once`, async (t) => {
    const p = await serverWith(t, env);
    const before = await p.get('/pricing');
    t.is(before.status, 200);
    t.like(before.body, {
      environment: env,
      tier: 'starter',
      feeSchedule: { currency: 'USD', baseFeeBps: 75, markupBps: 0, totalFeeBps: 75 },
      rateLimits: { source: env === 'sandbox' ? 'sandbox' : 'tier' },
      streamLimits: { concurrentConnections: 2 },
      sla: { uptimeObjectivePct: 99.5 },
      platformCharges: { currency: 'USD', billed: env === 'production', monthlyPlatformFee: 0 },
    });
    t.is(before.body.rateLimits.requestsPerMinute, Number(before.headers.get('x-ratelimit-limit')), 'the limit the limiter applied to this very request');

    const patched = await p.s.operator('PATCH', `/partners/${p.partnerId}`, { tier: 'growth', markupBps: 25, rateLimits: { [env]: 777 } });
    t.is(patched.status, 200, patched.text);
    const after = await p.get('/pricing');
    t.like(after.body, {
      tier: 'growth',
      feeSchedule: { baseFeeBps: 75, markupBps: 25, totalFeeBps: 100 },
      rateLimits: { requestsPerMinute: 777, source: 'negotiated' },
      streamLimits: { concurrentConnections: env === 'sandbox' ? 2 : 5 },
      sla: { uptimeObjectivePct: 99.9 },
      platformCharges: { monthlyPlatformFee: 499, includedActiveSubAccounts: 1000, perActiveSubAccount: 0.5, includedOrders: 10_000, perOrder: 0.05 },
    });
    t.is(after.headers.get('x-ratelimit-limit'), '777');
  });

  test(`${env}: PATCH /settings validates (wrong types 400, unknown members ignored), is journaled in GET /audit and idempotent`, async (t) => {
    const p = await serverWith(t, env);
    const defaults = await p.get('/settings');
    t.deepEqual(defaults.body, {
      environment: env,
      settlementHold: false,
      settlementHoldEnforcedByOperator: false,
      settlementHoldEffective: false,
      floatLowThreshold: 1000,
      notificationEmail: null,
      updatedAt: null,
    });
    await refused(t, p.s, () => patchSettings(p, { settlementHold: 'yes' }), 400, 'INVALID_TYPE');
    await refused(t, p.s, () => patchSettings(p, { floatLowThreshold: 'ten' }), 400, 'INVALID_TYPE');
    await refused(t, p.s, () => patchSettings(p, { floatLowThreshold: -1 }), 400, 'VALIDATION_ERROR');
    await refused(t, p.s, () => patchSettings(p, { floatLowThreshold: 1.234 }), 400, 'VALIDATION_ERROR');
    await refused(t, p.s, () => patchSettings(p, { notificationEmail: 'not-an-address' }), 400, 'VALIDATION_ERROR');
    await refused(t, p.s, () => patchSettings(p, [1, 2]), 400, 'INVALID_TYPE');

    const key = uniqueKey('settings');
    const body = { settlementHold: true, floatLowThreshold: 2500.5, notificationEmail: 'ops@example.com', someFutureField: 1 };
    const first = await patchSettings(p, body, key);
    t.is(first.status, 200, first.text);
    t.like(first.body, { settlementHold: true, settlementHoldEffective: true, floatLowThreshold: 2500.5, notificationEmail: 'ops@example.com' });
    t.truthy(first.body.updatedAt);
    const replay = await patchSettings(p, body, key);
    t.deepEqual(replay.body, first.body, 'a retry answers the stored response');
    await refused(t, p.s, () => patchSettings(p, { settlementHold: false }, key), 409, 'CONFLICT');
    t.deepEqual((await p.get('/settings')).body, first.body);

    const cleared = await patchSettings(p, { notificationEmail: null });
    t.like(cleared.body, { settlementHold: true, floatLowThreshold: 2500.5, notificationEmail: null }, 'absent members keep their value');
    const audit = (await p.get('/audit')).body.entries.filter((e: { action: string }) => e.action === 'settings.patch');
    t.deepEqual(
      audit.map((e: { details: unknown }) => e.details),
      [{ notificationEmail: null }, { settlementHold: true, floatLowThresholdMinor: 250_050, notificationEmail: 'ops@example.com' }],
      'one entry per change, newest first; the replay added none',
    );
  });

  test(`${env}: the partner's settlement hold limits withdrawals to settled cash; the operator's hold cannot be lifted by the partner`, async (t) => {
    const p = await serverWith(t, env);
    const user = await createUser(p);
    await deposit(p, user.userId, 100);
    // SELL proceeds awaiting settlement, put there through the real ledger.
    await testTransfer(p.s, ledgerAccounts.masterWallet(p.env, p.partnerId), ledgerAccounts.cashUnsettled(p.env, p.partnerId, user.userId), 5_000);
    t.is((await patchSettings(p, { settlementHold: true })).status, 200);
    t.true((await p.get(`/users/${user.userId}/buying-power`)).body.settlementHold);
    const held = await refused(t, p.s, () => p.post(`/users/${user.userId}/withdraw`, { amount: 120, currency: 'USD' }), 400, 'UNSETTLED_FUNDS');
    t.is(held.body.error.withdrawableUsd, 100);

    t.is((await patchSettings(p, { settlementHold: false })).status, 200);
    t.false((await p.get(`/users/${user.userId}/buying-power`)).body.settlementHold);
    const free = await p.post(`/users/${user.userId}/withdraw`, { amount: 120, currency: 'USD' });
    t.is(free.status, 200, free.text);

    t.is((await p.s.operator('PATCH', `/partners/${p.partnerId}`, { settlementHold: true })).status, 200);
    t.like((await p.get('/settings')).body, { settlementHold: false, settlementHoldEnforcedByOperator: true, settlementHoldEffective: true });
    t.true((await p.get(`/users/${user.userId}/buying-power`)).body.settlementHold);
  });

  test(`${env}: GET /float shows balance, reserved, pending figures and headroom; float.low fires at the PATCHed threshold`, async (t) => {
    const p = await serverWith(t, env);
    const balance = await masterBalance(p);
    const usd = (cents: number): number => cents / 100;
    const cents = Math.round(balance * 100);
    // Escrow of an open master BUY, through the real ledger.
    await testTransfer(p.s, ledgerAccounts.masterWallet(p.env, p.partnerId), ledgerAccounts.escrow(p.env, p.partnerId, MASTER_OWNER), 1_234);
    const f = (await p.get('/float')).body;
    t.deepEqual(f, {
      environment: env,
      currency: 'USD',
      balance: usd(cents - 1_234),
      reserved: 12.34,
      pendingPayouts: 0,
      pendingTopups: 0,
      available: usd(cents - 1_234),
      threshold: 1000,
      headroom: usd(cents - 1_234 - 100_000),
      low: false,
    });
    const user = await createUser(p);
    const threshold = usd(cents - 4_000);
    t.is((await patchSettings(p, { floatLowThreshold: threshold })).status, 200);
    t.deepEqual(eventsOf(p, ['float.low']), [], 'a new threshold alone announces nothing: a movement does');
    await deposit(p, user.userId, 50);
    t.deepEqual(
      eventsOf(p, ['float.low']).map((e) => e.data),
      [{ balance: usd(cents - 6_234), threshold, currency: 'USD', previousBalance: usd(cents - 1_234) }],
    );
    t.like((await p.get('/float')).body, { threshold, low: true, headroom: -22.34 });
    await deposit(p, user.userId, 1);
    t.is(eventsOf(p, ['float.low']).length, 1, 'once per crossing');
    t.is((await patchSettings(p, { floatLowThreshold: 0 })).status, 200);
    await deposit(p, user.userId, 1);
    t.is(eventsOf(p, ['float.low']).length, 1, 'a zero threshold turns float.low off');
    if (env === 'production') {
      t.is((await p.post('/topup', { amount: 300 })).status, 201);
      t.like((await p.get('/float')).body, { pendingTopups: 300 }, 'a top-up awaiting approval is not in the balance yet');
    }
  });
}
