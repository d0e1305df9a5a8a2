/**
 * The example partner backend (examples/partner-backend, written against the SDK alone) run against a
 * real server: sandbox registration with an ID token, a sub-account with asserted KYC, a deposit, a quote
 * and a MARKET buy that fills, the fill received on the verified webhook and on the followed stream.
 */
import test from 'ava';
import { runExample } from '../../examples/partner-backend/backend.ts';
import { startTestServer, uniqueKey } from '../helpers/server.ts';

test('the example backend onboards, funds, buys and sees the fill on its verified webhook and on the stream', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const sub = uniqueKey('example');
  const idToken = await server.idToken({ sub, email: `${sub}@example.com` });
  const result = await runExample({
    baseUrl: server.url,
    idToken,
    // The test server runs a virtual clock: the webhook's tolerance window is measured on it.
    nowSeconds: () => Math.floor(server.running.service.clock.nowMs() / 1000),
  });
  t.is(result.kycStatus, 'VERIFIED');
  t.is(result.balanceUsd, 1000);
  t.is(result.filledByWebhook.data.orderId, result.orderId);
  t.is(result.filledOnStream.eventId, result.filledByWebhook.eventId, 'the same event on both channels');
  t.is(result.filledOnStream.data.quantity, 100);
  t.deepEqual(result.webhookEvents.slice(0, 2), ['kyc.updated', 'deposit.confirmed']);
  t.true(result.webhookEvents.includes('order.filled'));
  t.is(result.streamEvents[0], 'deposit.confirmed', 'the stream follows on from the KYC event');
  t.true(result.streamEvents.includes('order.filled'));
});
