/**
 * The 50-symbol /market/quotes body is assembled once per price change and reused. Through a
 * real server, in both environments: a repeated batch answers the same quotes with the request's own
 * meta.asOf; an operator tick shows at once; past the refresh window and on the next day every batch
 * item still equals the single quote of that instant.
 */
import test, { type ExecutionContext } from 'ava';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { ENVS } from './trading-support.ts';
import { partnerOn } from './users-support.ts';

const SYMBOLS = ['SCOM.KE', 'IAM.MA', 'MTNN.NG', 'NPN.ZA', 'NOPE.KE'];
const BATCH = `/market/quotes?symbols=${SYMBOLS.join(',')}`;

async function operator(s: TestServer, path: string, body: unknown, status: number): Promise<void> {
  const res = await s.operator('POST', path, body);
  if (res.status !== status) throw new Error(`${path} answered ${res.status}: ${res.text}`);
}

/** Everything but volume, which the batch form serves as 0 where the single form has null. */
const withoutVolume = ({ volume: _volume, ...rest }: Record<string, unknown>): Record<string, unknown> => rest;

/** Each batch item equals the single quote of that symbol at the same instant. */
async function itemsMatchSingles(t: ExecutionContext, get: (path: string) => Promise<{ body: any }>, batch: { body: any }): Promise<void> {
  for (const item of batch.body.data as { symbol: string; exchange: string }[]) {
    const single = await get(`/market/quotes?symbol=${item.symbol}&exchange=${item.exchange}`);
    t.deepEqual(withoutVolume(item), withoutVolume(single.body.data), `${item.symbol}: batch item equals the single quote`);
  }
}

for (const env of ENVS) {
  test(`${env}: the batch body follows ticks and the clock, item for item equal to the single quotes`, async (t) => {
    const s = await startTestServer();
    t.teardown(() => s.close());
    const p = await partnerOn(s, env, 0);
    const first = await p.get(BATCH);
    t.is(first.status, 200);
    t.deepEqual(first.body.not_found, ['NOPE.KE']);
    t.is(first.body.meta.count, 4);
    await itemsMatchSingles(t, p.get, first);

    await operator(s, '/clock/advance', { seconds: 1 }, 200);
    const again = await p.get(BATCH);
    t.deepEqual(again.body.data, first.body.data, 'no price change: the same quotes');
    t.is(again.body.meta.asOf, '2026-09-01T09:00:01.000Z', 'meta.asOf is the request time');

    await operator(s, '/market/ticks', { symbol: 'SCOM.KE', price: 150 }, 201);
    const ticked = await p.get(BATCH);
    const scom = (ticked.body.data as { symbol: string; price: number; stale: boolean }[]).find((q) => q.symbol === 'SCOM.KE')!;
    t.is(scom.price, 150, 'a tick shows on the next request');
    t.false(scom.stale);
    await itemsMatchSingles(t, p.get, ticked);

    await operator(s, '/clock/advance', { seconds: 901 }, 200);
    // Past the refresh window (the polls of that quarter hour may have captured new prices meanwhile).
    const later = await p.get(BATCH);
    t.is(later.body.meta.asOf, '2026-09-01T09:15:02.000Z');
    await itemsMatchSingles(t, p.get, later);

    await operator(s, '/clock/set', { at: '2026-09-02T09:00:00Z' }, 200);
    const nextDay = await p.get(BATCH);
    t.is(nextDay.body.meta.asOf, '2026-09-02T09:00:00.000Z');
    await itemsMatchSingles(t, p.get, nextDay);
  });
}
