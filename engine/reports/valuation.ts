/**
 * Prices for the reports, one lookup per instrument however many accounts hold it. A listed
 * share is valued at the latest delayed price when the report is as of today, else at the close of
 * the report's day (the last session's close on or before it); a bond, fund or opportunity unit at its
 * NAV or clean price (engine/asset-classes/instruments.ts). USD values are exact cents, rounded
 * half-up once per holding, as the portfolio does.
 */
import { centsForUnits, subscribable } from '../asset-classes/instruments.ts';
import { addDays } from '../market/calendar.ts';
import { dailyHistory } from '../market/history.ts';
import { currentQuote } from '../market/quotes.ts';
import type { MarketService } from '../market/service.ts';
import { fxFor } from '../trading/market.ts';
import { grossMinorOf } from '../trading/pricing.ts';

const SHARE = 'SHARE:';
const UNITS = 'UNITS:';

/** What a report shows of the instrument behind a ledger asset, and how it values units of it. */
export interface PricedAsset {
  readonly symbol: string;
  readonly name: string;
  readonly assetClass: string;
  readonly exchange: string;
  readonly currency: string;
  /** Local price in minor units of `currency` (cents per unit for units), null when none is known. */
  readonly priceMinor: number | null;
  /** USD cents for `unitsMicro` millionths (0 without a price). */
  valueMinor(unitsMicro: number): number;
}

/** The report's moment: today's latest prices (`current`) or the close of `date`. */
export interface ValuationPoint {
  readonly date: string;
  readonly current: boolean;
  readonly atMs: number;
}

/**
 * grossMinorOf (the trade and portfolio valuation) exactly, with a Number fast path: while the
 * product stays a safe integer the division and half-up rounding are exact in doubles, and a report
 * over 100,000 positions spares 100,000 BigInt conversions; beyond it, BigInt as the trade does.
 */
export function usdMinorOf(unitsMicro: number, priceMinor: number, perUsdMicro: number): number {
  const product = unitsMicro * priceMinor;
  if (unitsMicro < 0 || product > Number.MAX_SAFE_INTEGER - perUsdMicro) return grossMinorOf(unitsMicro, priceMinor, perUsdMicro);
  let q = Math.floor(product / perUsdMicro);
  let r = product - q * perUsdMicro;
  // The double quotient may round across an integer: step back into [0, perUsdMicro).
  if (r < 0) {
    q -= 1;
    r += perUsdMicro;
  } else if (r >= perUsdMicro) {
    q += 1;
    r -= perUsdMicro;
  }
  return 2 * r >= perUsdMicro ? q + 1 : q;
}

function shareAsset(market: MarketService, symbol: string, at: ValuationPoint): PricedAsset | null {
  const inst = market.catalog.bySymbol.get(symbol);
  if (!inst) return null;
  let priceMinor: number | null;
  if (at.current) priceMinor = currentQuote(market, inst, at.atMs)?.priceMinor ?? null;
  else {
    // The last session's close on or before the day (three weeks back covers any closure).
    const bars = dailyHistory(market, inst, addDays(at.date, -21), at.date);
    priceMinor = bars.length ? bars[bars.length - 1]!.closeMinor : null;
  }
  const perUsdMicro = fxFor(market.stores, inst.currency).perUsdMicro;
  return {
    symbol,
    name: inst.name,
    assetClass: inst.assetType,
    exchange: inst.exchange,
    currency: inst.currency,
    priceMinor,
    valueMinor: (units) => (priceMinor === null ? 0 : usdMinorOf(units, priceMinor, perUsdMicro)),
  };
}

function unitAsset(id: string, at: ValuationPoint): PricedAsset | null {
  const i = subscribable(id, at.atMs);
  if (!i) return null;
  return {
    symbol: i.id,
    name: i.name,
    assetClass: i.assetClass,
    exchange: 'OTC',
    currency: 'USD',
    priceMinor: centsForUnits(i, 1_000_000),
    valueMinor: (units) => centsForUnits(i, units),
  };
}

/** A memoised lookup from ledger asset (`SHARE:x`, `UNITS:y`) to its priced instrument (null: unknown). */
export function assetPricer(market: MarketService, at: ValuationPoint): (asset: string) => PricedAsset | null {
  const cache = new Map<string, PricedAsset | null>();
  return (asset) => {
    let priced = cache.get(asset);
    if (priced === undefined) {
      if (asset.startsWith(SHARE)) priced = shareAsset(market, asset.slice(SHARE.length), at);
      else if (asset.startsWith(UNITS)) priced = unitAsset(asset.slice(UNITS.length), at);
      else priced = null;
      cache.set(asset, priced);
    }
    return priced;
  };
}

/** The owner of a partner ledger account id `${env}/${partnerId}/${kind}/${owner?}/${asset}`: the master wallet has none. */
export function ownerOfAccount(id: string, kind: string): string {
  return kind === 'master_wallet' ? 'master' : id.split('/')[3]!;
}
