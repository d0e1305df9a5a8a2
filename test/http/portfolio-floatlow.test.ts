/**
 * `float.low`: a movement that leaves the master wallet below USD 1,000.00 announces it once per
 * crossing (not on every movement while below); a wallet back at or above the threshold re-arms it.
 * Both environments: sandbox deposits and top-ups, production payouts and operator-approved top-ups.
 */
import test from 'ava';
import { createUser, deposit, eventsOf, partnerOn, serverWith } from './users-support.ts';

const floatLows = (p: Parameters<typeof eventsOf>[0]) => eventsOf(p, ['float.low']);

test('sandbox: the deposit that takes the master wallet below USD 1,000.00 fires float.low once; a top-up above re-arms it', async (t) => {
  const p = await serverWith(t, 'sandbox');
  const user = await createUser(p);
  await deposit(p, user.userId, 98_000);
  t.deepEqual(floatLows(p), [], 'USD 2,000.00 left: above the threshold');
  await deposit(p, user.userId, 1_500);
  t.deepEqual(
    floatLows(p).map((e) => e.data),
    [{ balance: 500, threshold: 1000, currency: 'USD', previousBalance: 2000 }],
  );
  t.true(floatLows(p)[0]!.isSandbox);
  await deposit(p, user.userId, 100);
  await p.post(`/users/${user.userId}/withdraw`, { amount: 50 });
  t.is(floatLows(p).length, 1, 'no repeat while below');
  t.is((await p.post('/topup', { amount: 5000 })).status, 201);
  await deposit(p, user.userId, 4_000);
  t.is(floatLows(p).length, 1, 'USD 1,400.00 left: above again');
  await deposit(p, user.userId, 400.01);
  t.like(
    floatLows(p).map((e) => e.data),
    [{ balance: 500 }, { balance: 999.99, previousBalance: 1400 }],
  );
});

test('production: a payout below the threshold fires float.low; an operator-approved top-up re-arms it; a wallet that starts low warns on its first outflow', async (t) => {
  const p = await serverWith(t, 'production', 1500);
  t.is((await p.post('/payout', { amount: 400 })).status, 201);
  t.deepEqual(floatLows(p), []);
  await p.post('/payout', { amount: 200 });
  t.like(
    floatLows(p).map((e) => e.data),
    [{ balance: 900, threshold: 1000, currency: 'USD', previousBalance: 1100 }],
  );
  t.is(floatLows(p)[0]!.isSandbox, undefined);
  await p.post('/payout', { amount: 100 });
  t.is(floatLows(p).length, 1);
  const top = await p.post('/topup', { amount: 2000 });
  await p.s.operator('POST', `/top-ups/${top.body.topupId}/approve`);
  await p.post('/payout', { amount: 1900 });
  t.like(
    floatLows(p).map((e) => e.data),
    [{ balance: 900 }, { balance: 900, previousBalance: 2800 }],
  );

  const small = await partnerOn(p.s, 'production', 300);
  const user = await createUser(small);
  t.deepEqual(floatLows(small), [], 'funding never lowers the wallet');
  await deposit(small, user.userId, 10);
  t.like(
    floatLows(small).map((e) => e.data),
    [{ balance: 290, previousBalance: 300 }],
  );
  await deposit(small, user.userId, 10);
  t.is(floatLows(small).length, 1);
});
