/**
 * Generated fuzz over every mutating route the router mounts (so a route added tomorrow is fuzzed
 * without anyone remembering to add it), against a real server over real HTTP, each route reached with
 * the credential its declaration asks for. Bodies (test/http/fuzz-support.ts): valid-looking ones from
 * the route's own schema, wrong types, deep nesting, huge numbers, long strings, unicode and odd
 * encodings. Requests run one at a time, and for each answer:
 * - never a 5xx;
 * - a body out of bounds (too many members, a string too long, a NUL or a lone surrogate, a charset
 *   other than UTF-8, an e-mail too long, a webhook URL naming port 0) is never accepted: a 4xx;
 * - every 4xx is the error envelope {error: {code, message}} (POST /oauth/token answers RFC 6749's
 *   {error, error_description} by design, see its route);
 * - a 4xx changes nothing: no journal entry was appended while it ran, apart from background work
 *   that carries no request id (a webhook delivery outcome), and none carries its request id.
 * The seed is fixed and printed; FUZZ_SEED=<n> replays another, FUZZ_RUNS=<n> sets runs per route, and
 * FUZZ_DEBUG=<part of a path> logs every answer of the routes whose path contains it.
 */
import test from 'ava';
import fc from 'fast-check';
import type { Mount } from '../../http/route.ts';
import { startTestServer } from '../helpers/server.ts';
import { fuzzBody, type FuzzBody } from './fuzz-support.ts';
import { mutatingMounts, RouteCaller, type RawResponse } from './mutating-routes-support.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_010);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);

const isOAuthToken = (m: Mount): boolean => m.spec.path === '/oauth/token';

function envelopeProblem(m: Mount, res: RawResponse): string | null {
  const error = res.json?.error;
  if (typeof error?.code === 'string' && typeof error?.message === 'string') return null;
  if (isOAuthToken(m) && typeof error === 'string' && typeof res.json?.error_description === 'string') return null;
  return `${res.status} without the error envelope: ${res.text.slice(0, 160)}`;
}

const preview = (b: FuzzBody): string => {
  const text = typeof b.body === 'string' ? b.body : `<${b.body.length} bytes>`;
  return `${b.kind} ${JSON.stringify(b.headers)} ${text.length > 200 ? `${text.slice(0, 200)}... (${text.length} chars)` : text}`;
};

test('fuzz: no mutating route answers a 5xx, every 4xx is the envelope and changes nothing', async (t) => {
  t.timeout(240_000);
  t.log(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS_PER_ROUTE} runs per route`);
  const s = await startTestServer();
  const caller = await RouteCaller.start(s);
  t.teardown(async () => {
    await caller.close();
    await s.close();
  });
  const journal = s.running.service.stores.journal;
  const failures: string[] = [];
  const kinds = new Map<string, number>();
  const statuses = new Map<number, number>();
  const timing = new Map<string, number>();
  const routeTiming = new Map<string, number>();
  let requests = 0;
  let tolerated = 0;
  let settling = 0;
  const started = Date.now();

  for (const [index, m] of mutatingMounts.entries()) {
    const label = `${m.spec.method} ${m.fullPath}`;
    const property = fc.asyncProperty(fuzzBody(m), async (fuzz) => {
      requests += 1;
      kinds.set(fuzz.kind, (kinds.get(fuzz.kind) ?? 0) + 1);
      const requestId = `fuzz-${SEED}-${requests}`;
      const before = journal.head();
      const body = typeof fuzz.body === 'string' ? fuzz.body.replaceAll('$USER', caller.userId(m)) : fuzz.body;
      const sentAt = performance.now();
      const res = await caller.send(m, { body, headers: fuzz.headers, requestId });
      const took = performance.now() - sentAt;
      timing.set(`${fuzz.kind}`, (timing.get(fuzz.kind) ?? 0) + took);
      routeTiming.set(label, (routeTiming.get(label) ?? 0) + took);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (process.env.FUZZ_DEBUG && label.includes(process.env.FUZZ_DEBUG))
        t.log(`${label} ${res.status} ${res.json?.error?.code ?? ''} ${res.json?.error?.message ?? ''} <- ${preview(fuzz).slice(0, 160)}`);
      try {
        if (res.status >= 500) throw new Error(`${res.status}: ${res.text.slice(0, 200)}`);
        if (fuzz.mustRefuse && res.status < 400) throw new Error(`${res.status}: a body out of bounds was accepted: ${res.text.slice(0, 200)}`);
        if (res.status >= 400) {
          const problem = envelopeProblem(m, res);
          if (problem) throw new Error(problem);
          const appended = [...journal.iterate(before.seq)];
          const ours = appended.filter((e) => e.requestId !== null);
          if (ours.length > 0) throw new Error(`${res.status} ${res.json?.error?.code} appended ${ours.map((e) => `${e.type} (${e.requestId})`).join(', ')}`);
          tolerated += appended.length;
        }
      } finally {
        const settleAt = performance.now();
        await caller.settle(m, res);
        settling += performance.now() - settleAt;
      }
    });
    const result = await fc.check(property, { seed: SEED + index, numRuns: RUNS_PER_ROUTE });
    if (result.failed) {
      const example = result.counterexample?.[0] as FuzzBody | undefined;
      failures.push(
        `${label} (seed ${SEED + index}, path ${result.counterexamplePath}): ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}\n    body: ${example ? preview(example) : '?'}`,
      );
    }
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  t.log(`${requests} requests over ${mutatingMounts.length} mutating mounts in ${seconds} s; background journal entries tolerated during 4xx: ${tolerated}`);
  t.log(
    `statuses: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([st, n]) => `${st}x${n}`)
      .join(' ')}`,
  );
  t.log(`kinds: ${[...kinds].map(([k, n]) => `${k}: ${n}`).join(', ')}`);
  t.log(
    `time in requests by kind (repairing fixtures: ${settling.toFixed(0)} ms): ${[...timing]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, ms]) => `${k} ${ms.toFixed(0)} ms`)
      .join(', ')}`,
  );
  t.log(
    `slowest routes: ${[...routeTiming]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, ms]) => `${k} ${ms.toFixed(0)} ms`)
      .join(', ')}`,
  );
  t.deepEqual(failures, [], `${failures.length} routes failed; replay with FUZZ_SEED=${SEED}`);
  t.true(mutatingMounts.length > 80, `only ${mutatingMounts.length} mutating mounts found`);
  t.true(requests >= mutatingMounts.length * RUNS_PER_ROUTE, `only ${requests} requests`);
});
