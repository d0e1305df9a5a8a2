/** Shared helpers of the reports tests: CSV parsed back with csv-parse, and the book every report test sets up through HTTP. */
import { parse } from 'csv-parse/sync';
import type { TestResponse } from '../helpers/server.ts';
import { holdShares } from './corporate-support.ts';
import { advance, marketOrder, ONE_USD_KES, SCOM, tick, traderOn, type Partner } from './trading-support.ts';

/** A money-market fund open for subscriptions. */
export const MMF = 'FUND-KE-CIC-MMF-USD';

/** The records of a CSV answer, keyed by its header row; throws unless it is `text/csv`. */
export function csvRecords(res: TestResponse): Record<string, string>[] {
  if (res.status !== 200) throw new Error(`csv read failed: ${res.status} ${res.text}`);
  if (!/^text\/csv/.test(res.headers.get('content-type') ?? '')) throw new Error(`not text/csv: ${res.headers.get('content-type')}`);
  return parse(res.text, { columns: true, record_delimiter: '\r\n', skip_empty_lines: false }) as Record<string, string>[];
}

/** A CSV cell as the JSON value it stands for: empty is null, a number is a number. */
export function cell(text: string | undefined): string | number | null {
  if (text === undefined || text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

export interface Book {
  readonly a: string;
  readonly b: string;
}

/**
 * Two funded sub-accounts with SCOM shares (a markup of 50 bps on the partner), one with fund units, and
 * in production a master holding too; then a SELL of part of a's holding (fees on both sides).
 */
export async function bookOn(p: Partner): Promise<Book> {
  const patched = await p.s.operator('PATCH', `/partners/${p.partnerId}`, { markupBps: 50 });
  if (patched.status !== 200) throw new Error(`markup failed: ${patched.status} ${patched.text}`);
  await tick(p.s, SCOM, ONE_USD_KES);
  const a = await traderOn(p, 2000);
  const b = await traderOn(p, 1000);
  await holdShares(p, a, SCOM, 40);
  await holdShares(p, b, SCOM, 15);
  if (p.env === 'production') await holdShares(p, null, SCOM, 5);
  const sub = await p.post(`/users/${b}/subscribe`, { instrumentId: MMF, amount: 100 });
  if (sub.status !== 200 && sub.status !== 201) throw new Error(`subscribe failed: ${sub.status} ${sub.text}`);
  const sell = await marketOrder(p, a, SCOM, 'SELL', { quantity: 10 });
  if (sell.status !== 201 && sell.status !== 202) throw new Error(`sell failed: ${sell.status} ${sell.text}`);
  await advance(p.s, 300);
  return { a, b };
}
