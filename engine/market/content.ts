/**
 * Editorial and corporate content: company news, market-intel articles and corporate actions,
 * read from the catalog's documents (dividends: engine/queries/corporate-history.ts). News and intelligence are curated content plus
 * corporate actions (spec, market data semantics 6), so a corporate action appears both in its
 * company's news and among the market-intel articles. Only what is published by the service clock is
 * shown; lists are newest first.
 */
import type { CompanyNewsItem, CorporateAction, MarketIntelArticle } from '../../storage/catalog/types.ts';
import type { MarketService } from './service.ts';

type Json = Record<string, unknown>;

export interface Article {
  readonly id: string;
  readonly type: 'NEWS' | 'INTEL' | 'CORPORATE_ACTION';
  readonly title: string;
  readonly summary: string;
  readonly body: string | null;
  readonly category: string;
  readonly exchange: string | null;
  readonly symbols: readonly string[];
  readonly source: string;
  readonly author: string | null;
  readonly url: string | null;
  readonly publishedAt: string;
}

const ACTION_TITLES: Record<CorporateAction['type'], string> = {
  SPLIT: 'share split',
  SYMBOL_CHANGE: 'symbol change',
  RIGHTS_ISSUE: 'rights issue',
  PRIVATE_PLACEMENT: 'private placement',
  SUSPENSION: 'trading suspension',
};

function fromNews(n: CompanyNewsItem, exchange: string | null): Article {
  return {
    id: n.id,
    type: 'NEWS',
    title: n.headline,
    summary: n.summary,
    body: null,
    category: 'COMPANY_NEWS',
    exchange,
    symbols: [n.symbol],
    source: n.source,
    author: null,
    url: n.url,
    publishedAt: n.publishedAt,
  };
}

function fromIntel(a: MarketIntelArticle): Article {
  return {
    id: a.id,
    type: 'INTEL',
    title: a.title,
    summary: a.summary,
    body: a.body,
    category: a.category,
    exchange: a.exchange,
    symbols: a.symbols,
    source: 'Market intel',
    author: a.author,
    url: null,
    publishedAt: a.publishedAt,
  };
}

function fromAction(a: CorporateAction, name: string, exchange: string | null): Article {
  const detail = a.ratio ? ` ${a.ratio}` : a.previousSymbol ? ` from ${a.previousSymbol}` : '';
  return {
    id: a.id,
    type: 'CORPORATE_ACTION',
    title: `${name}: ${ACTION_TITLES[a.type]}${detail} effective ${a.effectiveDate}`,
    summary: a.description,
    body: a.description,
    category: 'CORPORATE_ACTION',
    exchange,
    symbols: [a.symbol],
    source: 'Corporate action',
    author: null,
    url: null,
    publishedAt: `${a.announcedDate}T00:00:00.000Z`,
  };
}

const newestFirst = (a: Article, b: Article): number => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : a.id < b.id ? -1 : 1);

/** Every article the service can show at `nowMs`, newest first. */
export function allArticles(market: MarketService, nowMs: number): Article[] {
  const catalog = market.catalog;
  const now = new Date(nowMs).toISOString();
  const out: Article[] = [];
  for (const d of catalog.documents) {
    const inst = d.symbol ? catalog.bySymbol.get(d.symbol) : undefined;
    if (d.kind === 'news') out.push(fromNews(d.data, inst?.exchange ?? null));
    else if (d.kind === 'intel') out.push(fromIntel(d.data));
    else if (d.kind === 'corporate_action') out.push(fromAction(d.data, inst?.name ?? d.symbol ?? '', inst?.exchange ?? null));
  }
  return out.filter((a) => a.publishedAt <= now).sort(newestFirst);
}

export const mentions = (a: Article, symbol: string): boolean => a.symbols.includes(symbol);

export function articleView(a: Article): Json {
  return { ...a, symbols: [...a.symbols] };
}

/** A company news item: the article with the news wording (`headline`) kept for news readers. */
export function newsView(a: Article): Json {
  return {
    id: a.id,
    type: a.type,
    symbol: a.symbols[0] ?? null,
    headline: a.title,
    summary: a.summary,
    source: a.source,
    url: a.url,
    publishedAt: a.publishedAt,
  };
}
