/**
 * Shared set-up of the trading-*.test.ts files: a partner of either environment with a funded,
 * trade-ready sub-account (KYC VERIFIED in production), request helpers for quotes, trades and the
 * operator's clock and ticks, and the in-process money checks (for assertion only): the ledger sums
 * to zero and the escrow of each owner equals the reservations of its open BUY orders.
 */
import type { ExecutionContext } from 'ava';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { startTestServer, uniqueKey, type TestResponse, type TestServer } from '../helpers/server.ts';
import { assertLedgerBalanced, balanceOf, createUser, eventsOf, partnerOn, type EnvName, type Partner } from './users-support.ts';

export { ENVS, type EnvName, type Partner } from './users-support.ts';
export { assertLedgerBalanced, createUser, eventsOf, refused } from './users-support.ts';

/** SCOM.KE (NSE, fractional, KES 129.20 per USD): a tick at 129.20 makes one share exactly USD 1.00. */
export const SCOM = 'SCOM.KE';
export const ONE_USD_KES = 129.2;
/** IAM.MA (CSE, whole shares, MAD 9.15 per USD): open at the test clock's start. */
export const IAM = 'IAM.MA';
/** MTNGH.GH (GSE, whole shares): closed at 09:00 UTC (opens 10:00 UTC). */
export const MTN = 'MTNGH.GH';

export interface Desk {
  readonly s: TestServer;
  readonly p: Partner;
}

export async function deskOn(t: ExecutionContext, env: EnvName): Promise<Desk> {
  const s = await startTestServer();
  t.teardown(() => s.close());
  return { s, p: await partnerOn(s, env) };
}

/** A sub-account with `usd` of settled cash, ready to trade (KYC VERIFIED in production). */
export async function traderOn(p: Partner, usd: number): Promise<string> {
  const user = await createUser(p);
  const userId = user.userId as string;
  if (p.env === 'production') {
    const kyc = await p.post(`/users/${userId}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: uniqueKey('kyc') });
    if (kyc.status !== 200) throw new Error(`kyc failed: ${kyc.status} ${kyc.text}`);
  }
  if (usd > 0) {
    const res =
      p.env === 'sandbox'
        ? await p.post('/test-tools/deposit', { subAccountId: userId, amount: usd })
        : await p.post(`/users/${userId}/deposit`, { amount: usd });
    if (res.status !== 200) throw new Error(`funding failed: ${res.status} ${res.text}`);
  }
  return userId;
}

export async function tick(s: TestServer, symbol: string, price: number): Promise<void> {
  const res = await s.operator('POST', '/market/ticks', { symbol, price });
  if (res.status !== 201) throw new Error(`tick failed: ${res.status} ${res.text}`);
}

export async function advance(s: TestServer, seconds: number): Promise<void> {
  const res = await s.operator('POST', '/clock/advance', { seconds });
  if (res.status !== 200) throw new Error(`advance failed: ${res.status} ${res.text}`);
}

export async function setClock(s: TestServer, at: string): Promise<void> {
  const res = await s.operator('POST', '/clock/set', { at });
  if (res.status !== 200) throw new Error(`clock set failed: ${res.status} ${res.text}`);
}

/** GET /quote/{symbol} for `owner` (a sub-account id, or null for the master account). */
export function quote(p: Partner, symbol: string, owner: string | null, params: Record<string, string | number>): Promise<TestResponse> {
  const query = new URLSearchParams(Object.entries({ ...params, ...(owner ? { subAccountId: owner } : {}) }).map(([k, v]) => [k, String(v)]));
  return p.get(`/quote/${symbol}?${query}`);
}

/** POST /users/{owner}/trade, or POST /trade for the master account. */
export function trade(p: Partner, owner: string | null, body: Record<string, unknown>, idempotencyKey?: string): Promise<TestResponse> {
  return p.post(owner ? `/users/${owner}/trade` : '/trade', body, idempotencyKey);
}

/** A quote then the MARKET trade that consumes it. */
export async function marketOrder(
  p: Partner,
  owner: string | null,
  symbol: string,
  side: 'BUY' | 'SELL',
  size: { quantity: number } | { cashValue: number },
  extra: Record<string, unknown> = {},
): Promise<TestResponse> {
  const q = await quote(p, symbol, owner, { type: side, ...size });
  if (q.status !== 200) throw new Error(`quote failed: ${q.status} ${q.text}`);
  return trade(p, owner, { symbol, type: side, ...size, quoteId: q.body.quoteId, ...extra });
}

export interface Wallet {
  readonly balanceUsd: number;
  readonly settledUsd: number;
  readonly unsettledUsd: number;
  readonly reservedUsd: number;
  readonly withdrawableUsd: number;
}

export async function wallet(p: Partner, userId: string): Promise<Wallet> {
  return (await p.get(`/users/${userId}`)).body.wallet as Wallet;
}

export async function order(p: Partner, orderId: string): Promise<Record<string, any>> {
  const res = await p.get(`/orders/${orderId}`);
  if (res.status !== 200) throw new Error(`order read failed: ${res.status} ${res.text}`);
  return res.body as Record<string, any>;
}

/** The events of one order, in emission order. */
export function orderEvents(p: Partner, orderId: string): string[] {
  return eventsOf(p)
    .filter((e) => e.data.orderId === orderId)
    .map((e) => e.event);
}

/** Units the owner holds (unreserved) and has reserved for SELL orders, from the ledger. */
export function position(p: Partner, owner: string, symbol: string): { held: number; reserved: number } {
  return {
    held: balanceOf(p.s, ledgerAccounts.holding(p.env, p.partnerId, owner, symbol)) / 1_000_000,
    reserved: balanceOf(p.s, ledgerAccounts.unitsReserved(p.env, p.partnerId, owner, symbol)) / 1_000_000,
  };
}

/** The owner's escrow equals the reservations of its open BUY orders (read through GET /orders), and the ledger balances. */
export async function assertMoneyConsistent(t: ExecutionContext, p: Partner, owner: string): Promise<void> {
  assertLedgerBalanced(t, p.s);
  const res = await p.get(owner === 'master' ? '/orders?accountType=MASTER&limit=200' : `/users/${owner}/orders?limit=200`);
  // Open BUY orders hold escrow: cancelable ones (PENDING, WORKING) and partially filled ones.
  const open = (o: Record<string, any>): boolean => o.cancelable || o.status === 'PARTIALLY_FILLED';
  const reservedCents = (res.body.orders as Record<string, any>[])
    .filter((o) => o.type === 'BUY' && open(o))
    .reduce((sum, o) => sum + Math.round(o.reservedUsd * 100), 0);
  t.is(balanceOf(p.s, ledgerAccounts.escrow(p.env, p.partnerId, owner)), reservedCents, 'escrow equals the open BUY reservations');
}
