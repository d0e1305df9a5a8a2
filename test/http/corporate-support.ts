/** Shared set-up of the corporate-action tests: a filled holding in either environment. */
import { testTrade } from './testtools-support.ts';
import type { TestServer } from '../helpers/server.ts';
import { advance, marketOrder, SCOM, type Partner } from './trading-support.ts';

/** A filled BUY of `quantity` for `owner` (null: the master account, production only). */
export async function holdShares(p: Partner, owner: string | null, symbol: string, quantity: number): Promise<void> {
  if (p.env === 'sandbox') {
    const res = await testTrade(p, { subAccountId: owner, symbol, type: 'BUY', quantity, outcome: 'FILL' });
    if (res.status !== 201) throw new Error(`test trade failed: ${res.status} ${res.text}`);
    return;
  }
  const res = await marketOrder(p, owner, symbol, 'BUY', { quantity });
  if (res.status !== 201 && res.status !== 202) throw new Error(`order failed: ${res.status} ${res.text}`);
  await advance(p.s, 300);
}

/** The operator declares a dividend of KES 0.50 per SCOM share, ex-date 2026-09-02, paid 2026-09-03 (the answer, unchecked). */
export function declareScomDividend(s: TestServer): ReturnType<TestServer['operator']> {
  return s.operator('POST', '/corporate-actions', { type: 'DIVIDEND', symbol: SCOM, dividendPerShare: '50', exDate: '2026-09-02', payDate: '2026-09-03' });
}
