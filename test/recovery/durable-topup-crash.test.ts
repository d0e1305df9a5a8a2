/**
 * Pipelined group commit under a SIGKILL: top-ups run 40 at a time against the service as a
 * child process, which is killed once 120 answers are in. After a restart on the same data directory
 * every top-up answered 201 must be there: its retry under the same Idempotency-Key is replayed with the
 * same top-up id. Every other request sent is retried too (replayed if it had committed, run afresh if
 * not), after which the wallet holds exactly the seed plus each sent amount once.
 */
import test from 'ava';
import { SANDBOX, SANDBOX_ROOT } from '../helpers/server.ts';
import { call, idToken, killHard, operatorCall, startChild, stopGracefully, type Answer } from './child.ts';
import { tempDir } from './support.ts';

const LOAD = 400;
const CONCURRENCY = 40;
const KILL_AFTER = 120;

function ok(label: string, answer: Answer | null, status: number): Answer {
  if (!answer || answer.status !== status) throw new Error(`${label}: expected ${status}, got ${answer?.status} ${JSON.stringify(answer?.body)}`);
  return answer;
}

test('every top-up answered before a SIGKILL under load is there after the restart', async (t) => {
  t.timeout(180_000);
  const dataDir = tempDir(t, 'durable-topup');
  const first = await startChild(dataDir);
  const apiKey = ok('register', await call(first.url, 'POST', `${SANDBOX_ROOT}/register`, { key: await idToken('durable-1', 'durable-1@example.com') }), 201)
    .body.apiKey as string;
  const partnerId = ok('account', await call(first.url, 'GET', `${SANDBOX}/account`, { key: apiKey }), 200).body.partnerId as string;
  ok('limits', await operatorCall(first.url, 'PATCH', `/partners/${partnerId}`, { rateLimits: { sandbox: 1_000_000 } }), 200);
  const balanceMinor = async (url: string): Promise<number> =>
    Math.round((ok('account', await call(url, 'GET', `${SANDBOX}/account`, { key: apiKey }), 200).body.walletBalance.available as number) * 100);
  const before = await balanceMinor(first.url);

  const answers: (Answer | null)[] = [];
  let next = 0;
  let answered = 0;
  let killed: Promise<void> | null = null;
  const worker = async (): Promise<void> => {
    while (killed === null && next < LOAD) {
      const n = next++;
      answers[n] = await call(first.url, 'POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: `durable-topup-${n}`, body: { amount: (100 + n) / 100 } });
      answered += 1;
      if (answered === KILL_AFTER) killed = killHard(first);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await killed;
  const succeeded = answers.flatMap((a, n) => (a && a.status === 201 ? [{ n, topupId: a.body.topupId as string }] : []));
  t.true(succeeded.length >= KILL_AFTER - CONCURRENCY, `${succeeded.length} top-ups were answered 201 before the kill`);

  const second = await startChild(dataDir);
  t.teardown(() => void stopGracefully(second));
  for (const { n, topupId } of succeeded) {
    const retry = ok(
      `retry ${n}`,
      await call(second.url, 'POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: `durable-topup-${n}`, body: { amount: (100 + n) / 100 } }),
      201,
    );
    t.is(retry.headers.get('idempotent-replayed'), 'true', `top-up ${n} was committed before its answer`);
    t.is(retry.body.topupId, topupId, `top-up ${n} is the one that was answered`);
  }
  const sent = answers.flatMap((a, n) => (a === undefined ? [] : [n]));
  for (const n of sent) {
    if (answers[n]?.status === 201) continue;
    ok(
      `retry of lost ${n}`,
      await call(second.url, 'POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: `durable-topup-${n}`, body: { amount: (100 + n) / 100 } }),
      201,
    );
  }
  t.log(`answered ${succeeded.length} of ${sent.length} sent before the kill`);
  t.is(await balanceMinor(second.url), before + sent.reduce((sum, n) => sum + 100 + n, 0), 'each sent top-up credited exactly once');
});
