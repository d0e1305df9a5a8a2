/** What the inspector tests share: the operator's inspector reads and a LIMIT BUY resting WORKING in production. */
import type { ExecutionContext } from 'ava';
import type { TestServer } from '../helpers/server.ts';
import { deskOn, ONE_USD_KES, SCOM, tick, trade, traderOn, type Partner } from './trading-support.ts';

export const INSPECTOR = '/inspector';
export type Json = Record<string, any>;

export async function inspect(s: TestServer, kind: string, id: string): Promise<Json> {
  const res = await s.operator('GET', `${INSPECTOR}/actors/${kind}/${id}`);
  if (res.status !== 200) throw new Error(`inspect failed: ${res.status} ${res.text}`);
  return res.body as Json;
}

/** A production trader's LIMIT BUY at 1 USD in KES with SCOM above it: placed, WORKING. */
export async function workingLimitOrder(t: ExecutionContext): Promise<{ s: TestServer; p: Partner; userId: string; orderId: string }> {
  const { s, p } = await deskOn(t, 'production');
  const userId = await traderOn(p, 1000);
  await tick(s, SCOM, 135);
  const placed = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 100, orderType: 'LIMIT', limitPrice: ONE_USD_KES });
  t.is(placed.status, 201);
  return { s, p, userId, orderId: placed.body.orderId as string };
}
