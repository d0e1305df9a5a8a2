/** Shared set-up of the corporate-action tests: a filled holding in either environment. */
import { testTrade } from './testtools-support.ts';
import { advance, marketOrder, type Partner } from './trading-support.ts';

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
