/**
 * What one quote + MARKET trade pair costs the server. Starts the shipped
 * service in a child (bench/trading-cost-child.ts: fresh data directory, virtual clock in session),
 * funds 200 sandbox sub-accounts, warms up with `BENCH_WARM_PAIRS` pairs (default 1,000), then runs
 * `BENCH_PAIRS` pairs (default 2,000) over `BENCH_CONNECTIONS` concurrent clients (default 50) and
 * prints, per pair: the server's CPU time, the SQL statements it executed (by statement; BEGIN, COMMIT
 * and savepoints apart) and the WAL frames the pairs appended. A fixed amount of work rather than a
 * fixed time, so the figures hold on a shared, loaded machine (requests/s do not: bench/trading.ts).
 * BENCH_COUNT_STATEMENTS=0 leaves the statements uncounted (the counting itself costs CPU), =time also times them
 * (the time inside SQLite per pair); BENCH_PROFILE=<dir>
 * writes the child's CPU profile there (bench/profile-top.ts reads it).
 *
 *   node bench/trading-cost.ts
 */
import { measureCost } from './cost-run.ts';
import { call } from './partner.ts';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 2_000);
const WARM_PAIRS = Number(process.env.BENCH_WARM_PAIRS ?? 1_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ACCOUNTS = 200;
const SANDBOX = '/api/sandbox/v1/partner';
const SYMBOL = 'SCOM.KE';

async function fundedAccounts(url: string, apiKey: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const user = await call(url, 'POST', `${SANDBOX}/users`, apiKey, { externalId: `cost-trader-${i}` }, { 'idempotency-key': `cost-user-${i}` });
    const deposit = { subAccountId: user.userId, amount: 1_000_000 };
    await call(url, 'POST', `${SANDBOX}/test-tools/deposit`, apiKey, deposit, { 'idempotency-key': `cost-deposit-${i}` });
    ids.push(user.userId as string);
  }
  return ids;
}

async function pairs(url: string, apiKey: string, accounts: readonly string[], total: number, tag: string): Promise<void> {
  let next = 0;
  const client = async (): Promise<void> => {
    while (next < total) {
      const n = next++;
      const user = accounts[n % accounts.length]!;
      const q = await call(url, 'GET', `${SANDBOX}/quote/${SYMBOL}?type=BUY&quantity=1&subAccountId=${user}`, apiKey);
      const body = { symbol: SYMBOL, type: 'BUY', quantity: 1, quoteId: q.quoteId };
      await call(url, 'POST', `${SANDBOX}/users/${user}/trade`, apiKey, body, { 'idempotency-key': `cost-${tag}-${n}` });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
}

await measureCost({
  unit: ['pair', 'pairs'],
  total: PAIRS,
  warm: WARM_PAIRS,
  clock: '2026-09-01T09:00:00Z',
  setUp: async (url, apiKey) => {
    const accounts = await fundedAccounts(url, apiKey);
    return (count, tag) => pairs(url, apiKey, accounts, count, tag);
  },
});
