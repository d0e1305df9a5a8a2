/**
 * GET /usage?format=csv: the usage days as CSV like the other reports, parsed back
 * with csv-parse and compared with the JSON answer cell by cell, in both environments, over two days.
 */
import test from 'ava';
import { startTestServer } from '../helpers/server.ts';
import { cell, csvRecords } from './reports-support.ts';
import { marketOrder, SCOM, setClock, traderOn } from './trading-support.ts';
import { ENVS, partnerOn } from './users-support.ts';

for (const env of ENVS) {
  test(`${env}: usage as CSV is the JSON's days, a total row and one row per route family each`, async (t) => {
    const s = await startTestServer();
    t.teardown(() => s.close());
    const p = await partnerOn(s, env);
    const trader = await traderOn(p, 1_000);
    t.is((await marketOrder(p, trader, SCOM, 'BUY', { quantity: 10 })).status, 202);
    await setClock(s, '2026-09-02T10:00:00Z');
    await p.get(`/users/${trader}`);
    await p.get('/usage?from=2026-09-01&to=2026-09-02');
    const query = 'from=2026-09-01&to=2026-09-02';
    const json = (await p.get(`/usage?${query}`)).body as { days: Record<string, any>[] };
    const res = await p.get(`/usage?${query}&format=csv`);
    t.regex(res.headers.get('content-disposition') ?? '', /usage-2026-09-01-2026-09-02\.csv/);
    const rows = csvRecords(res).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'date' || k === 'family' ? v : cell(v)])));
    // The CSV was read after the JSON: only its own request (the usage family) may have moved on since.
    const expected = json.days.flatMap((d) => [
      {
        date: d.date,
        family: 'ALL',
        requests: d.requests.total,
        rateLimited: d.rateLimited.total,
        ordersPlaced: d.ordersPlaced,
        activeSubAccounts: d.activeSubAccounts,
        webhookDeliveries: d.webhookDeliveries,
        streamMinutes: d.streamMinutes,
      },
      ...Object.keys(d.requests.byFamily)
        .sort()
        .map((family) => ({
          date: d.date,
          family,
          requests: d.requests.byFamily[family],
          rateLimited: d.rateLimited.byFamily[family] ?? 0,
          ordersPlaced: null,
          activeSubAccounts: null,
          webhookDeliveries: null,
          streamMinutes: null,
        })),
    ]);
    const usageRequests = (r: Record<string, unknown>) =>
      r.date === '2026-09-02' && (r.family === 'ALL' || r.family === 'usage') ? Number(r.requests) - 1 : r.requests;
    t.deepEqual(
      rows.map((r) => ({ ...r, requests: usageRequests(r) })),
      expected,
    );
    t.is(rows.filter((r) => r.family === 'ALL').length, 2);
    t.true(rows.some((r) => r.family === 'users' && r.date === '2026-09-02'));
    t.is(rows.find((r) => r.family === 'ALL' && r.date === '2026-09-01')!.ordersPlaced, 1);
  });
}
