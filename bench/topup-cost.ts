/**
 * What one journaled idempotent top-up costs the server (bench/cost-run.ts). Starts the
 * shipped service in a child (bench/trading-cost-child.ts: fresh data directory, every SQL statement
 * counted by its text), warms up with `BENCH_WARM_TOPUPS` sandbox top-ups (default 3,000), then runs
 * `BENCH_TOPUPS` (default 6,000) over `BENCH_CONNECTIONS` concurrent clients (default 50), each with a
 * unique Idempotency-Key exactly as bench/load.ts sends them, and prints per top-up: the server's CPU
 * time, the SQL statements it executed (BEGIN, COMMIT and savepoints apart), the WAL frames appended
 * and the commands per batch. A fixed amount of work rather than a fixed time, so the figures hold on a
 * shared, loaded machine. BENCH_COUNT_STATEMENTS=0 leaves the statements uncounted (the counting costs
 * CPU), BENCH_COUNT_STATEMENTS=time also times them (the time inside SQLite per top-up); BENCH_PROFILE=<dir> writes the child's CPU profile there (bench/profile-top.ts reads it).
 *
 *   node bench/topup-cost.ts
 */
import { measureCost } from './cost-run.ts';

const TOPUPS = Number(process.env.BENCH_TOPUPS ?? 6_000);
const WARM_TOPUPS = Number(process.env.BENCH_WARM_TOPUPS ?? 3_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BODY = JSON.stringify({ amount: 1, currency: 'USD' });

async function topups(url: string, apiKey: string, total: number, tag: string): Promise<void> {
  let next = 0;
  const client = async (): Promise<void> => {
    while (next < total) {
      const n = next++;
      const res = await fetch(`${url}/api/sandbox/v1/partner/topup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': `cost-${tag}-${n}` },
        body: BODY,
      });
      const text = await res.text();
      if (res.status !== 201) throw new Error(`top-up answered ${res.status}: ${text}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
}

await measureCost({
  unit: ['top-up', 'top-ups'],
  total: TOPUPS,
  warm: WARM_TOPUPS,
  setUp: async (url, apiKey) => (count, tag) => topups(url, apiKey, count, tag),
});
