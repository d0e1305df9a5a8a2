/**
 * Shared pieces of the testtools-*.test.ts and portfolio-*.test.ts files: test-tool requests (PATCH is
 * not on the partner client) and the money check that also counts partially filled orders, whose
 * remaining reservation stays in escrow.
 */
import type { ExecutionContext } from 'ava';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { uniqueKey, type TestResponse } from '../helpers/server.ts';
import { assertLedgerBalanced, type Partner } from './trading-support.ts';
import { balanceOf } from './users-support.ts';

export const testTrade = (p: Partner, body: Record<string, unknown>): Promise<TestResponse> => p.post('/test-tools/trade', body);

export function advanceOrder(p: Partner, orderId: string, body: Record<string, unknown>, path = '/test-tools/orders'): Promise<TestResponse> {
  return p.s.request('PATCH', `${p.base}${path}/${orderId}`, { key: p.key, body, idempotencyKey: uniqueKey('tt-patch') });
}

/** The ledger balances and the owner's escrow equals the reservations of its open BUY orders (partially filled ones included). */
export async function assertEscrowMatches(t: ExecutionContext, p: Partner, owner: string): Promise<void> {
  assertLedgerBalanced(t, p.s);
  const res = await p.get(`/orders?subAccountId=${encodeURIComponent(owner)}&limit=200`);
  const open = (res.body.orders as Record<string, any>[]).filter((o) => o.type === 'BUY' && ['PENDING', 'WORKING', 'PARTIALLY_FILLED'].includes(o.status));
  const reservedCents = open.reduce((sum, o) => sum + Math.round(o.reservedUsd * 100), 0);
  t.is(balanceOf(p.s, ledgerAccounts.escrow(p.env, p.partnerId, owner)), reservedCents, 'escrow equals the open BUY reservations');
}
