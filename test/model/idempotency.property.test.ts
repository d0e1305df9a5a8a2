/**
 * Property: whatever the interleaving of concurrent requests and retries over a small pool of
 * Idempotency-Keys and bodies, against a real server, no key's command is ever applied twice.
 */
import test from 'ava';
import fc from 'fast-check';
import { SANDBOX, startTestServer, type TestResponse, type TestServer } from '../helpers/server.ts';

const KEYS = 3;
const BODIES = 3;

interface Shot {
  readonly key: number;
  readonly body: number;
}

/** Batches run one after the other; the shots of one batch are in flight together. */
const schedule = fc.array(fc.array(fc.record({ key: fc.nat(KEYS - 1), body: fc.nat(BODIES - 1) }), { minLength: 1, maxLength: 6 }), {
  minLength: 1,
  maxLength: 5,
});
/** Distinct amounts in cents, so two bodies never share a fingerprint. */
const amounts = fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: BODIES, maxLength: BODIES });

interface Applied {
  readonly cents: number;
  readonly body: unknown;
}

async function balanceCents(s: TestServer, apiKey: string): Promise<number> {
  const account = await s.request('GET', `${SANDBOX}/account`, { key: apiKey });
  return Math.round((account.body.walletBalance.available as number) * 100);
}

/**
 * Judges the answers of one batch against what each key has done so far; returns a reason when one
 * breaks a rule. Arrival order inside a batch is not known, so fresh executions are taken first.
 */
function judgeBatch(applied: Map<number, Applied>, batch: readonly Shot[], cents: readonly number[], answers: readonly TestResponse[]): string | null {
  const shots = batch.map((shot, i) => ({
    shot,
    cents: cents[shot.body]!,
    res: answers[i]!,
    replayed: answers[i]!.headers.get('idempotent-replayed') === 'true',
  }));
  for (const { shot, cents: sent, res } of shots.filter((x) => x.res.status === 201 && !x.replayed)) {
    if (applied.has(shot.key)) return `key ${shot.key} was applied a second time`;
    if (Math.round((res.body.amount as number) * 100) !== sent) return 'a response is not for its own body';
    applied.set(shot.key, { cents: sent, body: res.body });
  }
  for (const { shot, cents: sent, res, replayed } of shots) {
    const first = applied.get(shot.key);
    if (res.status === 201 && replayed) {
      if (!first || first.cents !== sent) return `key ${shot.key} replayed for a body it was not applied with`;
      if (JSON.stringify(res.body) !== JSON.stringify(first.body)) return 'a replay differs from the original answer';
    } else if (res.status === 409) {
      if (res.body?.error?.code !== 'CONFLICT') return `409 without CONFLICT: ${res.text}`;
      // Legitimate only for a different body, or while a twin with the same key was in flight.
      const twin = batch.filter((other) => other.key === shot.key).length > 1;
      if (!twin && first?.cents === sent) return `key ${shot.key} answered 409 instead of replaying`;
    } else if (res.status !== 201) {
      return `unexpected ${res.status}: ${res.text}`;
    }
  }
  return null;
}

test('random interleavings of concurrent requests and retries never apply a key twice', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const partnerId = (await s.request('GET', `${SANDBOX}/account`, { key: apiKey })).body.partnerId as string;
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { rateLimits: { sandbox: 1_000_000 } })).status, 200);
  let run = 0;

  await fc.assert(
    fc.asyncProperty(schedule, amounts, async (batches, bodyCents) => {
      run += 1;
      const before = await balanceCents(s, apiKey);
      const applied = new Map<number, Applied>();
      for (const batch of batches) {
        const answers = await Promise.all(
          batch.map((shot) =>
            s.request('POST', `${SANDBOX}/topup`, {
              key: apiKey,
              idempotencyKey: `prop-${process.pid}-${run}-key-${shot.key}`,
              body: { amount: bodyCents[shot.body]! / 100 },
            }),
          ),
        );
        const reason = judgeBatch(applied, batch, bodyCents, answers);
        if (reason) throw new Error(reason);
      }
      const usedKeys = new Set(batches.flat().map((shot) => shot.key));
      if (applied.size !== usedKeys.size) throw new Error(`${usedKeys.size} keys used but ${applied.size} applied`);
      const expected = before + [...applied.values()].reduce((sum, a) => sum + a.cents, 0);
      const after = await balanceCents(s, apiKey);
      if (after !== expected) throw new Error(`balance ${after} != ${expected}: a key was applied twice or not at all`);
    }),
    { numRuns: 40 },
  );
  t.pass();
});
