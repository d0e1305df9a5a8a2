/** The read side of corporate actions for HTTP: declared actions (filtered, one page) and the dividend report. */
import type { CorporateActionFilter } from '../../storage/corporate-actions.ts';
import type { Stores } from '../../storage/stores.ts';
import type { Env } from '../../storage/types.ts';
import { dividendCalendar, listWithHistory } from './corporate-history.ts';

export function corporateActionQueries(stores: Stores) {
  const { corporateActions } = stores;
  return {
    list: (filter: CorporateActionFilter) => corporateActions.list(filter),
    get: (id: string) => corporateActions.get(id),
    /** The partner's list: the catalogue's history (marked historical) before the declared actions. */
    listWithHistory: (today: string, filter: Parameters<typeof listWithHistory>[2]) => listWithHistory(stores, today, filter),
    /** Every dividend declared by `today`, from the declared actions and the catalogue's history. */
    dividendCalendar: (today: string) => dividendCalendar(stores, today),
    dividendReport: (env: Env, partnerId: string, fromMs: number, toMs: number) => dividendReport(stores, env, partnerId, fromMs, toMs),
  };
}

export interface DividendReport {
  readonly totalMinor: number;
  readonly bySymbol: readonly { symbol: string; totalMinor: number; payments: number }[];
  readonly byAccount: readonly { owner: string; totalMinor: number; payments: number }[];
}

/** Dividends a partner received in one environment, paid in [fromMs, toMs), totalled by symbol and by account. */
export function dividendReport(stores: Stores, env: Env, partnerId: string, fromMs: number, toMs: number): DividendReport {
  const bySymbol = new Map<string, { symbol: string; totalMinor: number; payments: number }>();
  const byAccount = new Map<string, { owner: string; totalMinor: number; payments: number }>();
  let totalMinor = 0;
  for (const e of stores.corporateActions.paidBetween(env, partnerId, fromMs, toMs)) {
    const usd = e.usdMinor ?? 0;
    totalMinor += usd;
    const s = bySymbol.get(e.symbol) ?? { symbol: e.symbol, totalMinor: 0, payments: 0 };
    s.totalMinor += usd;
    s.payments++;
    bySymbol.set(e.symbol, s);
    const a = byAccount.get(e.owner) ?? { owner: e.owner, totalMinor: 0, payments: 0 };
    a.totalMinor += usd;
    a.payments++;
    byAccount.set(e.owner, a);
  }
  const order = <T extends { totalMinor: number }>(rows: Iterable<T>, key: (r: T) => string) =>
    [...rows].sort((x, y) => y.totalMinor - x.totalMinor || key(x).localeCompare(key(y)));
  return { totalMinor, bySymbol: order(bySymbol.values(), (r) => r.symbol), byAccount: order(byAccount.values(), (r) => r.owner) };
}
