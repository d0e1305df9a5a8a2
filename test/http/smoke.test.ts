import test from 'ava';
import { SANDBOX, startTestServer, uniqueKey } from '../helpers/server.ts';

test('a registered sandbox partner tops up its wallet and sees the balance on /account', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const topup = await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 250.5 } });
  t.is(topup.status, 201);
  t.is(topup.body.status, 'CONFIRMED');
  const account = await s.request('GET', `${SANDBOX}/account`, { key: apiKey });
  t.is(account.status, 200);
  t.is(account.body.walletBalance.available, 100250.5);
});
