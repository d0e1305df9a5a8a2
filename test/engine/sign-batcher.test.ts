import test from 'ava';
import { createHmac } from 'node:crypto';
import { SignBatcher } from '../../engine/webhooks/sign-batcher.ts';

const hmac = (secret: string, body: string): string => createHmac('sha256', secret).update(body, 'utf8').digest('hex');

test('every signature requested in one tick is computed by one pool task and equals node:crypto HMAC-SHA256', async (t) => {
  const signer = new SignBatcher();
  t.teardown(() => signer.close());
  const requests = Array.from({ length: 500 }, (_, i) => ({
    secret: `secret-${i % 7}-0123456789abcdef`,
    body: JSON.stringify({ n: i, text: 'prix évalué ₦ 1 250,00' }),
  }));
  const signatures = await Promise.all(requests.map((r) => signer.sign(r.secret, r.body)));
  t.deepEqual(
    signatures,
    requests.map((r) => hmac(r.secret, r.body)),
  );
  t.deepEqual(signer.stats(), { tasks: 1, signatures: 500, largestBatch: 500, poolCompleted: 1 });
});

test('requests of different ticks go in different tasks, each still answered with its own signature', async (t) => {
  const signer = new SignBatcher();
  t.teardown(() => signer.close());
  const first = await Promise.all([signer.sign('alpha-secret-0123456789', 'one'), signer.sign('beta-secret-0123456789', 'two')]);
  const second = await signer.sign('alpha-secret-0123456789', 'three');
  t.deepEqual(first, [hmac('alpha-secret-0123456789', 'one'), hmac('beta-secret-0123456789', 'two')]);
  t.is(second, hmac('alpha-secret-0123456789', 'three'));
  t.deepEqual(signer.stats(), { tasks: 2, signatures: 3, largestBatch: 2, poolCompleted: 2 });
});

test('a tick larger than the batch bound is split into bounded tasks, in order', async (t) => {
  const signer = new SignBatcher(100);
  t.teardown(() => signer.close());
  const bodies = Array.from({ length: 250 }, (_, i) => `body-${i}`);
  const signatures = await Promise.all(bodies.map((b) => signer.sign('split-secret-0123456789', b)));
  t.deepEqual(
    signatures,
    bodies.map((b) => hmac('split-secret-0123456789', b)),
  );
  t.deepEqual(signer.stats(), { tasks: 3, signatures: 250, largestBatch: 100, poolCompleted: 3 });
});

test('a closed signer refuses new requests and rejects those not yet sent to the pool', async (t) => {
  const signer = new SignBatcher();
  const unsent = signer.sign('closing-secret-0123456789', 'late');
  await signer.close();
  await t.throwsAsync(unsent, { message: /closed/ });
  await t.throwsAsync(signer.sign('closing-secret-0123456789', 'after'), { message: /closed/ });
  t.is(signer.stats().tasks, 0);
});
