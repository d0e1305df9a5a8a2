import test from 'ava';
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { SignBatcher } from '../../engine/webhooks/sign-batcher.ts';
import signBatch from '../../workers/webhook-signer.ts';

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

test('a batch with shared secrets and bodies (several deliveries of one event) answers each request with its own pair signature', async (t) => {
  const signer = new SignBatcher();
  t.teardown(() => signer.close());
  const secrets = ['s-alpha-0123456789', 's-beta-0123456789', 's-gamma-0123456789'];
  const bodies = ['{"event":"a"}', '{"event":"b","text":"évalué ₦"}', '{}'];
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(fc.nat(secrets.length - 1), fc.nat(bodies.length - 1)), { minLength: 1, maxLength: 60 }), async (pairs) => {
      const signatures = await Promise.all(pairs.map(([s, b]) => signer.sign(secrets[s]!, bodies[b]!)));
      return signatures.every((sig, i) => sig === hmac(secrets[pairs[i]![0]]!, bodies[pairs[i]![1]]!));
    }),
    { numRuns: 30 },
  );
  t.pass();
});

test('100 deliveries of one event to 10 secrets are one task answered with the right signatures; the worker signs the pairs it is given by index', async (t) => {
  const signer = new SignBatcher();
  t.teardown(() => signer.close());
  const body = JSON.stringify({ eventId: 'evt_1', text: 'prix évalué' });
  const requests = Array.from({ length: 100 }, (_, i) => ({ secret: `secret-${i % 10}-0123456789`, body }));
  const signatures = await Promise.all(requests.map((r) => signer.sign(r.secret, r.body)));
  t.deepEqual(
    signatures,
    requests.map((r) => hmac(r.secret, r.body)),
  );
  t.deepEqual(signer.stats(), { tasks: 1, signatures: 100, largestBatch: 100, poolCompleted: 1 });
  // The worker's entry point signs the pairs it is given, in order, indexes into the distinct lists.
  t.deepEqual(signBatch({ secrets: ['k1-0123456789', 'k2-0123456789'], bodies: ['x', 'y'], pairs: [1, 0, 0, 1] }), [
    hmac('k2-0123456789', 'x'),
    hmac('k1-0123456789', 'y'),
  ]);
});
