/**
 * How instruments look on the wire: stock records for lists and detail, the unified instrument
 * catalog entry, ETF fund metadata, company profiles and candles. Prices leave as JSON numbers made
 * from integer hundredths in one division; volumes missing from the feed stay null.
 */
import type { Exchange, Instrument } from '../../storage/catalog/types.ts';
import { fromMinor } from '../money.ts';
import type { Candle } from './candles.ts';
import { PRICE_SCALE } from './catalog.ts';
import { periodHistory, type DayBar, type HistoryPeriod } from './history.ts';
import { currentQuote, DATA_QUALITY, type Quote } from './quotes.ts';
import type { MarketService } from './service.ts';

type Json = Record<string, unknown>;

export const price = (minor: number | null): number | null => (minor === null ? null : fromMinor(minor, PRICE_SCALE));
const isoOrNull = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** Price figures of a quote, all null when the service has no price for the instrument yet. */
function priceFields(q: Quote | null): Json {
  return {
    price: price(q?.priceMinor ?? null),
    change: price(q?.changeMinor ?? null),
    changePct: q?.changeBp === null || q?.changeBp === undefined ? null : fromMinor(q.changeBp, 2),
    asOf: isoOrNull(q?.asOfMs ?? null),
    stale: q ? q.stale : true,
  };
}

export function chartTypeOf(inst: Instrument): 'candlestick' | 'line' {
  return inst.ohlcAvailable ? 'candlestick' : 'line';
}

/** Who an instrument is: the fields every instrument view starts with. */
function identityFields(inst: Instrument): Json {
  return { symbol: inst.symbol, ticker: inst.ticker, name: inst.name, exchange: inst.exchange };
}

/** The record of `/stocks`: identity, the delayed price, trading flags and data-quality hints. */
export function stockSummary(market: MarketService, inst: Instrument, nowMs: number): Json {
  const exchange = market.catalog.exchange(inst.exchange);
  return {
    ...identityFields(inst),
    currency: inst.currency,
    sector: inst.sector,
    industry: inst.industry,
    assetType: inst.assetType,
    ...priceFields(currentQuote(market, inst, nowMs)),
    tradable: inst.tradable,
    status: inst.status,
    fractional: exchange.fractional,
    quantityDecimals: exchange.quantityDecimals,
    historyConfidence: exchange.historyConfidence,
    ohlcAvailable: inst.ohlcAvailable,
    volumeAvailable: inst.volumeAvailable,
    recommendedChartType: chartTypeOf(inst),
  };
}

export function companyProfile(market: MarketService, inst: Instrument): Json {
  const exchange = market.catalog.exchange(inst.exchange);
  return {
    ...identityFields(inst),
    exchangeName: exchange.name,
    country: exchange.country,
    currency: inst.currency,
    sector: inst.sector,
    industry: inst.industry,
    assetType: inst.assetType,
    description: inst.description,
    website: inst.website,
    sharesOutstanding: inst.sharesOutstanding,
    listedSince: inst.listedSince,
    isin: inst.isin,
    status: inst.status,
  };
}

/** `/stocks/{symbol}`: the summary plus the session figures, the company profile and the delay policy. */
export function stockDetail(market: MarketService, inst: Instrument, nowMs: number): Json {
  const q = currentQuote(market, inst, nowMs);
  const exchange = market.catalog.exchange(inst.exchange);
  return {
    ...stockSummary(market, inst, nowMs),
    ...companyProfile(market, inst),
    previousClose: price(q?.previousCloseMinor ?? null),
    open: price(q?.openMinor ?? null),
    volume: q?.volume ?? null,
    sessionDate: q?.sessionDate ?? null,
    historyDepthYears: exchange.historyYears,
    dataQuality: {
      ...DATA_QUALITY,
      delayMinutes: exchange.delayMinutes,
      ohlcAvailable: inst.ohlcAvailable,
      volumeAvailable: inst.volumeAvailable,
      historyConfidence: exchange.historyConfidence,
    },
  };
}

/**
 * The unified catalog entry. Order constraints are known only for tradable instruments; for the rest
 * they are null rather than a guess.
 */
export function instrumentView(exchange: Exchange, inst: Instrument): Json {
  const known = inst.tradable;
  return {
    symbol: inst.symbol,
    ticker: inst.ticker,
    name: inst.name,
    assetClass: inst.assetType,
    exchange: inst.exchange,
    currency: inst.currency,
    country: exchange.country,
    sector: inst.sector,
    isin: inst.isin,
    status: inst.status,
    tradable: inst.tradable,
    fractional: known ? exchange.fractional : null,
    quantityDecimals: known ? exchange.quantityDecimals : null,
    minQuantity: known ? (exchange.fractional ? fromMinor(1, exchange.quantityDecimals) : 1) : null,
    lotSize: known ? 1 : null,
    settlementCycleDays: exchange.settlementCycleDays,
    ohlcAvailable: inst.ohlcAvailable,
    volumeAvailable: inst.volumeAvailable,
  };
}

const ISSUER_STOP = /^(ETF|Portfolio|Feeder|S&P|Nasdaq|Top|\d+)$/;

/**
 * Fund metadata read from the catalog's own wording: the issuer is the manager named in the
 * description ("managed by ...") or the leading words of the fund's name; the underlying is the index
 * it tracks or the metal backing its units. Null when the wording says neither.
 */
export function fundMetadata(exchange: Exchange, inst: Instrument): Json {
  const managed = /managed by ([^.,]+)/i.exec(inst.description)?.[1];
  const words = inst.name.split(' ');
  const stop = words.findIndex((w) => ISSUER_STOP.test(w));
  const issuer = managed ?? (words.slice(0, stop === -1 ? words.length : Math.max(stop, 1)).join(' ') || null);
  const tracked = /tracks the ([^,]+?)(?: of |,|\.$|$)/i.exec(inst.description)?.[1];
  const metal = /backed by [^.]*?\b(gold|platinum|palladium|silver)\b/i.exec(inst.description)?.[1];
  const underlying = tracked ?? (metal ? `${metal[0]!.toUpperCase()}${metal.slice(1).toLowerCase()} bullion` : null);
  return {
    issuer,
    underlying,
    category: inst.industry,
    currency: inst.currency,
    exchange: inst.exchange,
    exchangeName: exchange.name,
    description: inst.description,
    website: inst.website,
    unitsOutstanding: inst.sharesOutstanding,
    listedSince: inst.listedSince,
    isin: inst.isin,
  };
}

export function candleView(c: Candle, intraday: boolean): Json {
  return {
    time: new Date(c.startMs).toISOString(),
    date: c.date,
    open: price(c.openMinor),
    high: price(c.highMinor),
    low: price(c.lowMinor),
    close: price(c.closeMinor),
    volume: c.volume,
    volumeAvailable: c.volume !== null,
    ohlcAvailable: c.openMinor !== null && c.highMinor !== null && c.lowMinor !== null,
    ...(intraday ? { observations: c.count } : {}),
  };
}

/** A daily record of the deprecated history endpoints: one finalized session, as delivered. */
export function dayRecordView(b: DayBar): Json {
  return {
    date: b.date,
    open: price(b.openMinor),
    high: price(b.highMinor),
    low: price(b.lowMinor),
    close: price(b.closeMinor),
    volume: b.volume,
    volumeAvailable: b.volume !== null,
    ohlcAvailable: b.openMinor !== null,
  };
}

/** Line-chart data: session dates and closes. */
export function chartView(bars: readonly DayBar[]): { labels: string[]; prices: number[] } {
  return { labels: bars.map((b) => b.date), prices: bars.map((b) => fromMinor(b.closeMinor, PRICE_SCALE)) };
}

/** The body of a deprecated `/history` (stocks) or an ETF history: daily records over a period. */
export function periodRecordsView(market: MarketService, inst: Instrument, period: HistoryPeriod, nowMs: number): Json {
  const bars = periodHistory(market, inst, period, nowMs);
  return { symbol: inst.symbol, name: inst.name, currency: inst.currency, period, candles: bars.map(dayRecordView), count: bars.length };
}

/** The body of a `/chart` (stocks or ETFs): closes over a period as labels and prices. */
export function periodChartView(market: MarketService, inst: Instrument, period: HistoryPeriod, nowMs: number): Json {
  return { symbol: inst.symbol, period, currency: inst.currency, ...chartView(periodHistory(market, inst, period, nowMs)) };
}
