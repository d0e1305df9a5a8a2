/**
 * The crash test: a child-process service takes concurrent mutating requests and is SIGKILLed
 * mid-load, then starts again on the same data directory. Every answered success must be there, every
 * refusal must have left no trace, every lost request must exist fully or not at all, the ledger must
 * balance, the journal must verify and replay to the same state.
 */
import test, { type ExecutionContext } from 'ava';
import { SANDBOX_SEED_MINOR } from '../../engine/partners/partners.ts';
import { compareDatabases, replayJournal } from '../../engine/replay.ts';
import { openReadOnly } from '../../storage/inspect.ts';
import { LedgerStore } from '../../storage/ledger.ts';
import { PRODUCTION, SANDBOX, SANDBOX_ROOT } from '../helpers/server.ts';
import { call, idToken, operatorCall, startChild, stopGracefully, type Answer } from './child.ts';
import { query, runCli, tempDir } from './support.ts';
import { pino } from 'pino';

const silentLog = pino({ level: 'silent' });

const LOAD = 500;
const CONCURRENCY = 32;
/** The kill lands when this many answers are in, with CONCURRENCY more still in flight. */
const KILL_AFTER = 220;
const PRODUCTION_FUNDING_MINOR = 200_000;

interface Partner {
  readonly apiKey: string;
  readonly partnerId: string;
  readonly env: 'sandbox' | 'production';
}

type Kind = 'sandboxTopup' | 'productionTopup' | 'payout' | 'invalidAmount' | 'wrongType' | 'noKey' | 'sandboxPayout';

interface Shot {
  readonly n: number;
  readonly kind: Kind;
  readonly partner: Partner;
  readonly path: string;
  readonly idempotencyKey: string | undefined;
  readonly body: unknown;
  readonly amountMinor: number;
  /** undefined: never sent (the service was dead); null: sent, answer lost. */
  answer?: Answer | null;
  /** The answer that settles the request: the original, or the retry of a lost one. */
  final?: Answer;
  retriedFresh?: boolean;
}

function ok(label: string, answer: Answer | null, status: number): Answer {
  if (!answer || answer.status !== status) throw new Error(`${label}: expected ${status}, got ${answer?.status} ${JSON.stringify(answer?.body)}`);
  return answer;
}

async function sandboxPartner(url: string, i: number): Promise<Partner> {
  const registered = ok('register', await call(url, 'POST', `${SANDBOX_ROOT}/register`, { key: await idToken(`crash-${i}`, `crash-${i}@example.com`) }), 201);
  const apiKey = registered.body.apiKey as string;
  const account = ok('account', await call(url, 'GET', `${SANDBOX}/account`, { key: apiKey }), 200);
  const partnerId = account.body.partnerId as string;
  ok('limits', await operatorCall(url, 'PATCH', `/partners/${partnerId}`, { rateLimits: { sandbox: 1_000_000 } }), 200);
  return { apiKey, partnerId, env: 'sandbox' };
}

async function productionPartner(url: string): Promise<Partner> {
  const email = 'crash-prod@example.com';
  ok(
    'apply',
    await call(url, 'POST', `${PRODUCTION}/apply`, {
      body: { businessName: 'Crash Co', email, useCase: 'test', termsAccepted: true, consentVersion: '2026-01' },
    }),
    202,
  );
  const pending = ok('list', await operatorCall(url, 'GET', '/applications?status=pending'), 200);
  const app = (pending.body.applications as { id: string; email: string }[]).find((a) => a.email === email)!;
  const partnerId = ok('approve', await operatorCall(url, 'POST', `/applications/${app.id}/approve`), 200).body.partnerId as string;
  const apiKey = ok('register', await call(url, 'POST', `${PRODUCTION}/register`, { key: await idToken('crash-prod', email) }), 201).body.apiKey as string;
  ok('limits', await operatorCall(url, 'PATCH', `/partners/${partnerId}`, { rateLimits: { production: 1_000_000 } }), 200);
  const topup = ok(
    'fund',
    await call(url, 'POST', `${PRODUCTION}/topup`, { key: apiKey, idempotencyKey: 'crash-funding-1', body: { amount: PRODUCTION_FUNDING_MINOR / 100 } }),
    201,
  );
  ok('approve funding', await operatorCall(url, 'POST', `/top-ups/${topup.body.topupId}/approve`), 200);
  return { apiKey, partnerId, env: 'production' };
}

/** A deterministic mix: mostly sandbox top-ups, production payouts that drain the wallet, bad input. */
function plan(sandbox: Partner[], production: Partner): Shot[] {
  const kinds: Kind[] = [
    'sandboxTopup',
    'sandboxTopup',
    'payout',
    'sandboxTopup',
    'invalidAmount',
    'sandboxTopup',
    'payout',
    'productionTopup',
    'sandboxTopup',
    'wrongType',
    'noKey',
    'sandboxPayout',
  ];
  return Array.from({ length: LOAD }, (_, n) => {
    const kind = kinds[n % kinds.length]!;
    const partner = kind === 'payout' || kind === 'productionTopup' ? production : sandbox[n % sandbox.length]!;
    const base = partner.env === 'sandbox' ? SANDBOX : PRODUCTION;
    // Distinct amounts, so every answer can be matched to its request by amount too.
    const amountMinor = kind === 'payout' ? 1_000 + ((n * 7919) % 9_000) : 100 + n;
    const body = kind === 'invalidAmount' ? { amount: -amountMinor / 100 } : kind === 'wrongType' ? { amount: 'lots' } : { amount: amountMinor / 100 };
    const path = kind === 'payout' || kind === 'sandboxPayout' ? `${base}/payout` : `${base}/topup`;
    return { n, kind, partner, path, idempotencyKey: kind === 'noKey' ? undefined : `crash-key-${n}`, body, amountMinor };
  });
}

/** Fires the plan CONCURRENCY at a time and SIGKILLs the service once KILL_AFTER answers are in. */
async function fireAndKill(url: string, shots: Shot[], kill: () => void): Promise<void> {
  let next = 0;
  let answered = 0;
  let killed = false;
  const worker = async (): Promise<void> => {
    while (!killed && next < shots.length) {
      const shot = shots[next++]!;
      shot.answer = await call(url, 'POST', shot.path, {
        key: shot.partner.apiKey,
        requestId: `crash-${shot.n}`,
        body: shot.body,
        ...(shot.idempotencyKey ? { idempotencyKey: shot.idempotencyKey } : {}),
      });
      answered += 1;
      if (answered === KILL_AFTER) {
        killed = true;
        kill();
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

function ledgerIsSound(t: ExecutionContext, dataDir: string, label: string): void {
  const db = openReadOnly(dataDir);
  try {
    const ledger = new LedgerStore(db);
    for (const { asset, total } of ledger.totalsByAsset()) t.is(total, 0, `${label}: ${asset} sums to zero`);
    t.is(ledger.negativeWalletCount(), 0, `${label}: no wallet is negative`);
  } finally {
    db.close();
  }
}

const isSuccess = (a: Answer | null | undefined): a is Answer => !!a && a.status >= 200 && a.status < 300;
const replayed = (a: Answer): boolean => a.headers.get('idempotent-replayed') === 'true';

/** What each kind of request may answer: a success or its one refusal. */
const ALLOWED: Record<Kind, readonly string[]> = {
  sandboxTopup: ['201'],
  productionTopup: ['201'],
  payout: ['201', '400 INSUFFICIENT_FUNDS'],
  invalidAmount: ['400 VALIDATION_ERROR'],
  wrongType: ['400 INVALID_TYPE'],
  noKey: ['400 MISSING_IDEMPOTENCY_KEY'],
  sandboxPayout: ['422 SANDBOX_UNSUPPORTED'],
};
const outcome = (a: Answer): string => (a.status === 201 ? '201' : `${a.status} ${a.body?.error?.code}`);

async function inChunks<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += 16) await Promise.all(items.slice(i, i + 16).map(work));
}

const resend = (url: string, shot: Shot, requestId: string): Promise<Answer | null> =>
  call(url, 'POST', shot.path, {
    key: shot.partner.apiKey,
    requestId,
    body: shot.body,
    ...(shot.idempotencyKey ? { idempotencyKey: shot.idempotencyKey } : {}),
  });

/** Every answered success is there after the restart, and its key replays the very same answer. */
async function checkSuccesses(t: ExecutionContext, url: string, shots: Shot[]): Promise<void> {
  await inChunks(
    shots.filter((s) => isSuccess(s.answer)),
    async (shot) => {
      const original = shot.answer!;
      if (shot.kind !== 'payout') {
        const actor = await operatorCall(url, 'GET', `/actors/topup/${original.body.topupId}`);
        t.is(actor?.status, 200, `top-up of request ${shot.n} survived`);
        t.is(actor?.body.state, shot.kind === 'sandboxTopup' ? 'CONFIRMED' : 'PENDING');
        t.is(actor?.body.context.amountMinor, shot.amountMinor);
      }
      const again = await resend(url, shot, `verify-${shot.n}`);
      t.is(again?.status, original.status);
      t.deepEqual(again?.body, original.body, `request ${shot.n} replays its original answer`);
      t.true(again !== null && replayed(again), `request ${shot.n} is marked as replayed`);
    },
  );
}

/** A lost request is retried with the same key: it is replayed (it had committed) or runs afresh. */
async function settleLost(t: ExecutionContext, url: string, shots: Shot[]): Promise<void> {
  for (const shot of shots) {
    if (shot.answer === undefined) continue;
    if (shot.answer !== null) {
      shot.final = shot.answer;
      continue;
    }
    const retry = await resend(url, shot, `retry-${shot.n}`);
    if (!retry) throw new Error(`retry of ${shot.n} got no answer`);
    shot.final = retry;
    shot.retriedFresh = isSuccess(retry) && !replayed(retry);
  }
  for (const shot of shots.filter((s) => s.final))
    t.true(ALLOWED[shot.kind].includes(outcome(shot.final!)), `request ${shot.n} (${shot.kind}) answered ${outcome(shot.final!)}`);
}

async function balanceMinor(url: string, partner: Partner): Promise<number> {
  const account = await call(url, 'GET', `${partner.env === 'sandbox' ? SANDBOX : PRODUCTION}/account`, { key: partner.apiKey });
  return Math.round((account!.body.walletBalance.available as number) * 100);
}

/** Balances are the seed plus each distinct successful top-up, minus each successful payout: no double credit. */
async function checkBalances(t: ExecutionContext, url: string, shots: Shot[], sandbox: Partner[], production: Partner): Promise<void> {
  const succeeded = shots.filter((s) => isSuccess(s.final));
  const sum = (list: Shot[]): number => list.reduce((total, s) => total + s.amountMinor, 0);
  for (const p of sandbox) {
    t.is(await balanceMinor(url, p), SANDBOX_SEED_MINOR + sum(succeeded.filter((s) => s.kind === 'sandboxTopup' && s.partner === p)));
  }
  t.is(await balanceMinor(url, production), PRODUCTION_FUNDING_MINOR - sum(succeeded.filter((s) => s.kind === 'payout')));
}

/** Read straight from the file after a clean stop: what the journal and tables hold for each request. */
function checkTraces(t: ExecutionContext, dataDir: string, shots: Shot[], sandbox: Partner[], production: Partner): void {
  const journaled = new Map<string, number>();
  for (const { id } of query<{ id: string | null }>(dataDir, 'SELECT request_id AS id FROM journal')) if (id) journaled.set(id, (journaled.get(id) ?? 0) + 1);
  const keys = new Set(query<{ key: string }>(dataDir, 'SELECT key FROM idempotency').map((r) => r.key));
  for (const shot of shots) {
    const original = journaled.get(`crash-${shot.n}`) ?? 0;
    const retried = journaled.get(`retry-${shot.n}`) ?? 0;
    t.false(journaled.has(`verify-${shot.n}`), 'a replay journals nothing');
    if (shot.answer === undefined) t.is(original, 0);
    else if (isSuccess(shot.answer)) t.is(original, 1, `answered request ${shot.n} is journaled once`);
    else if (shot.answer) t.is(original, 0, `refused request ${shot.n} left no journal entry`);
    else if (isSuccess(shot.final)) t.deepEqual([original, retried], shot.retriedFresh ? [0, 1] : [1, 0], `lost request ${shot.n} exists exactly once`);
    else t.deepEqual([original, retried], [0, 0], `lost request ${shot.n} left no trace`);
    if (shot.idempotencyKey && !isSuccess(shot.final)) t.false(keys.has(shot.idempotencyKey), `refused key ${shot.idempotencyKey} stored nothing`);
  }
  const succeeded = shots.filter((s) => isSuccess(s.final));
  const topups = (p: Partner): number => query<{ n: number }>(dataDir, 'SELECT COUNT(*) AS n FROM topups WHERE partner_id = ?', p.partnerId)[0]!.n;
  for (const p of sandbox) t.is(topups(p), succeeded.filter((s) => s.kind === 'sandboxTopup' && s.partner === p).length);
  t.is(topups(production), 1 + succeeded.filter((s) => s.kind === 'productionTopup').length);
  t.is(query<{ n: number }>(dataDir, 'SELECT COUNT(*) AS n FROM payouts')[0]!.n, succeeded.filter((s) => s.kind === 'payout').length);
}

test('a SIGKILL mid-load loses no answered write, keeps no refused one, and the data verifies and replays', async (t) => {
  t.timeout(60_000);
  const dataDir = tempDir(t, 'crash');
  const first = await startChild(dataDir);
  t.teardown(() => first.process.kill('SIGKILL'));
  const sandbox = [await sandboxPartner(first.url, 1), await sandboxPartner(first.url, 2), await sandboxPartner(first.url, 3)];
  const production = await productionPartner(first.url);
  const shots = plan(sandbox, production);
  await fireAndKill(first.url, shots, () => first.process.kill('SIGKILL'));
  await first.exited;
  const lost = shots.filter((s) => s.answer === null).length;
  t.log(`answered ${shots.filter((s) => s.answer).length}, lost ${lost}, never sent ${shots.filter((s) => s.answer === undefined).length}`);
  t.true(lost > 0, 'the kill landed while requests were in flight');

  // The files as the kill left them already hold a sound ledger and an intact chain.
  ledgerIsSound(t, dataDir, 'at the crash');
  t.is((await runCli('bin/journal-verify.ts', ['--data-dir', dataDir])).code, 0);

  const second = await startChild(dataDir);
  t.teardown(() => second.process.kill('SIGKILL'));
  await checkSuccesses(t, second.url, shots);
  await settleLost(t, second.url, shots);
  const lostShots = shots.filter((s) => s.answer === null);
  t.log(
    `lost requests on retry: ${lostShots.filter((s) => isSuccess(s.final) && !s.retriedFresh).length} had committed (replayed), ${lostShots.filter((s) => s.retriedFresh).length} ran afresh, ${lostShots.filter((s) => !isSuccess(s.final)).length} refused`,
  );
  await checkBalances(t, second.url, shots, sandbox, production);
  t.is(await stopGracefully(second), 0);

  checkTraces(t, dataDir, shots, sandbox, production);
  ledgerIsSound(t, dataDir, 'after the restart');
  const verified = await runCli('bin/journal-verify.ts', ['--data-dir', dataDir]);
  t.is(verified.code, 0, verified.stdout);
  const rebuilt = tempDir(t, 'crash-replay');
  replayJournal(dataDir, rebuilt, silentLog);
  t.deepEqual(compareDatabases(dataDir, rebuilt), []);
});
