/**
 * One list of corporate actions and one dividend calendar: the declared actions (the
 * `corporate_actions` records, which the service acts on) merged with the catalogue's history (the
 * seeded past splits, symbol changes, rights issues, placements, suspensions and paid dividends that
 * predate the service), so a partner sees one list. A catalogue dividend the service registered (the
 * seeded DECLARED ones) is shown from its record, so its status follows the action: PAID once paid.
 */
import type { CorporateAction, Dividend, DividendType } from '../../storage/catalog/types.ts';
import type { CorporateActionKind, CorporateActionRecord, CorporateActionStatus } from '../../storage/corporate-actions.ts';
import type { Stores } from '../../storage/stores.ts';
import { decimalTerm, NO_TERMS } from '../corporate/views.ts';
import { catalogOf } from '../trading/market.ts';

/** Far above any count of declared dividends: one page reads them all. */
const ALL = 1_000_000;
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayStart = (date: string): string => `${date}T00:00:00.000Z`;
const byDate = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A catalogue action in the declared actions' view, marked historical, with a list position before every declared one. */
export interface HistoricalAction {
  readonly seq: number;
  readonly view: {
    corporateActionId: string;
    type: CorporateActionKind | 'PRIVATE_PLACEMENT';
    symbol: string;
    exchange: string;
    status: CorporateActionStatus;
    effectiveDate: string;
    ratio: string | null;
    dividendPerShare: number | null;
    currency: string | null;
    exDate: string | null;
    payDate: string | null;
    newSymbol: string | null;
    subscriptionPrice: number | null;
    reason: string | null;
    description: string | null;
    declaredAt: string;
    effectiveAt: string | null;
    cancelledAt: null;
    historical: true;
  };
}

function fromCatalogAction(a: CorporateAction, exchange: string): HistoricalAction['view'] {
  // A symbol change is listed like a declared one: `symbol` the old code, `newSymbol` the current one.
  const renamed = a.type === 'SYMBOL_CHANGE' && a.previousSymbol !== null;
  return {
    corporateActionId: a.id,
    type: a.type,
    symbol: renamed ? a.previousSymbol! : a.symbol,
    exchange,
    status: 'EFFECTIVE',
    effectiveDate: a.effectiveDate,
    ...NO_TERMS,
    ratio: a.ratio,
    newSymbol: renamed ? a.symbol : null,
    description: a.description,
    declaredAt: dayStart(a.announcedDate),
    effectiveAt: dayStart(a.effectiveDate),
    cancelledAt: null,
    historical: true,
  };
}

function fromCatalogDividend(d: Dividend, exchange: string): HistoricalAction['view'] {
  return {
    corporateActionId: `ca_hist_${d.symbol.toLowerCase().replace('.', '_')}_${d.exDate.replaceAll('-', '')}`,
    type: 'DIVIDEND',
    symbol: d.symbol,
    exchange,
    status: 'PAID',
    effectiveDate: d.exDate,
    ...NO_TERMS,
    dividendPerShare: decimalTerm(d.dividendPerShare),
    currency: d.currency,
    exDate: d.exDate,
    payDate: d.payDate,
    description: `${d.type} dividend (catalogue)`,
    declaredAt: dayStart(d.declaredDate),
    effectiveAt: dayStart(d.exDate),
    cancelledAt: null,
    historical: true,
  };
}

/**
 * The catalogue's history by effective date, numbered -N..-1 so it pages before the declared actions
 * (positive seq). Only what had taken effect by `today`; the catalogue's DECLARED dividends are records.
 */
export function historicalActions(stores: Stores, today: string): HistoricalAction[] {
  const catalog = catalogOf(stores);
  const exchangeOf = (symbol: string): string => catalog.bySymbol.get(symbol)?.exchange ?? '';
  const views: HistoricalAction['view'][] = [];
  for (const doc of stores.market.documents()) {
    if (doc.kind === 'corporate_action') {
      const a = doc.data;
      if (a.effectiveDate <= today) views.push(fromCatalogAction(a, exchangeOf(a.symbol)));
    } else if (doc.kind === 'dividend') {
      const d = doc.data;
      if (d.status === 'PAID' && d.exDate <= today) views.push(fromCatalogDividend(d, exchangeOf(d.symbol)));
    }
  }
  views.sort((x, y) => byDate(x.effectiveDate, y.effectiveDate) || byDate(x.corporateActionId, y.corporateActionId));
  return views.map((view, i) => ({ seq: i - views.length, view }));
}

export type ListedAction =
  | { readonly historical: true; readonly item: HistoricalAction }
  | { readonly historical: false; readonly record: CorporateActionRecord };

/** One page of the merged list: the catalogue's history first, then the declared actions, after position `afterSeq`. */
export function listWithHistory(
  stores: Stores,
  today: string,
  f: { readonly symbol?: string; readonly type?: CorporateActionKind; readonly afterSeq: number; readonly limit: number },
): ListedAction[] {
  const history = historicalActions(stores, today).filter(
    (h) =>
      h.seq > f.afterSeq &&
      (f.type === undefined || h.view.type === f.type) &&
      (f.symbol === undefined || h.view.symbol === f.symbol || h.view.newSymbol === f.symbol),
  );
  const out: ListedAction[] = history.slice(0, f.limit).map((item) => ({ historical: true, item }));
  if (out.length < f.limit) {
    const records = stores.corporateActions.list({ symbol: f.symbol, type: f.type, afterSeq: Math.max(0, f.afterSeq), limit: f.limit - out.length });
    for (const record of records) out.push({ historical: false, record });
  }
  return out;
}

/** A dividend calendar entry: the catalogue's fields, and the declared action it follows (null for catalogue history). */
export interface CalendarDividend {
  readonly symbol: string;
  readonly dividendPerShare: string;
  readonly currency: string;
  /** FINAL or INTERIM from the catalogue; null for an operator's declaration (it names none). */
  readonly type: DividendType | null;
  readonly status: 'DECLARED' | 'PAID';
  readonly declaredDate: string;
  readonly exDate: string;
  /** The catalogue's record date; null for an operator's declaration (entitlement is fixed at the ex-date). */
  readonly recordDate: string | null;
  readonly payDate: string;
  readonly corporateActionId: string | null;
  readonly corporateActionStatus: CorporateActionStatus | null;
}

/**
 * Every dividend declared by `today`: each DIVIDEND record (operator-declared or a registered
 * catalogue declaration, PAID once paid), then the catalogue's rows no record stands for (its paid
 * history). Unsorted.
 */
export function dividendCalendar(stores: Stores, today: string): CalendarDividend[] {
  const catalog = catalogOf(stores);
  const seeded = new Map<string, Dividend>();
  const catalogue: Dividend[] = [];
  for (const doc of stores.market.documents()) {
    if (doc.kind !== 'dividend') continue;
    const d = doc.data;
    catalogue.push(d);
    seeded.set(`${d.symbol}\u0000${d.exDate}`, d);
  }
  const out: CalendarDividend[] = [];
  const followed = new Set<Dividend>();
  for (const r of stores.corporateActions.list({ type: 'DIVIDEND', afterSeq: 0, limit: ALL })) {
    const exDate = r.terms.exDate ?? r.effectiveDate;
    // A registered catalogue declaration keeps the catalogue's type and dates (the seed ids start ca_seed_).
    const seed = r.id.startsWith('ca_seed_') ? seeded.get(`${r.symbol}\u0000${exDate}`) : undefined;
    if (seed) followed.add(seed);
    out.push({
      symbol: r.symbol,
      dividendPerShare: r.terms.dividendPerShare ?? '0',
      currency: r.terms.currency ?? catalog.bySymbol.get(r.symbol)?.currency ?? '',
      type: seed?.type ?? null,
      status: r.status === 'PAID' ? 'PAID' : 'DECLARED',
      declaredDate: seed?.declaredDate ?? isoDate(r.declaredAtMs),
      exDate,
      recordDate: seed?.recordDate ?? null,
      payDate: r.terms.payDate ?? exDate,
      corporateActionId: r.id,
      corporateActionStatus: r.status,
    });
  }
  for (const d of catalogue) {
    if (followed.has(d) || d.declaredDate > today) continue;
    out.push({ ...d, corporateActionId: null, corporateActionStatus: null });
  }
  return out;
}
