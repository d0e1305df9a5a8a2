/**
 * Portfolios (`GET /portfolio` for the master account, `GET /users/{userId}/portfolio` for a
 * sub-account) and the master account's daily raw-equity history, read from the ledger: units are the
 * owner's share accounts (held plus reserved for open SELL orders), cost basis the FIFO open lots
 * (engine/trading/lots.ts), cash the owner's USD accounts. Positions are valued at the latest delayed
 * price (the same quote the market endpoints serve) converted with the managed FX rate, in exact
 * cents rounded half-up once per holding.
 */
import type { Instrument } from '../../storage/catalog/types.ts';
import type { OwnedLedgerAccount } from '../../storage/subaccounts.ts';
import { walletBalances, type WalletBalances } from '../sub-accounts/wallets.ts';
import { ledgerAccounts, shareAsset } from '../ledger.ts';
import { addDays } from '../market/calendar.ts';
import { dailyHistory } from '../market/history.ts';
import { currentQuote, type Quote } from '../market/quotes.ts';
import { adjustedPriceMinor, splitSteps } from '../market/split-adjustment.ts';
import type { MarketService } from '../market/service.ts';
import { divideRoundHalfUp, fromMinor, QUANTITY_SCALE, usdFromMinor } from '../money.ts';
import { fifo, fillsOf, perUnitUsd, symbolsOf, type OwnerRef } from './lots.ts';
import { fxFor } from './market.ts';
import { grossMinorOf } from './pricing.ts';

export interface HoldingFigures {
  readonly instrument: { readonly symbol: string; readonly name: string; readonly exchange: string; readonly currency: string };
  /** EQUITY or ETF for listed shares; BOND, FUND or OPPORTUNITY for units (engine/asset-classes/holdings.ts). */
  readonly assetClass: string;
  readonly unitsMicro: number;
  readonly reservedMicro: number;
  readonly costBasisMinor: number;
  readonly priceMinor: number | null;
  readonly priceAsOfMs: number | null;
  readonly marketValueMinor: number;
  /** The instrument was delisted: the holding is kept, valued at its last price, and cannot be traded. */
  readonly delisted?: boolean;
}

export interface Portfolio {
  readonly holdings: readonly HoldingFigures[];
  readonly wallet: WalletBalances;
  readonly asOfMs: number;
}

const DAY_MS = 86_400_000;

function unitsBySymbol(accounts: readonly OwnedLedgerAccount[]): Map<string, { units: number; reserved: number }> {
  const prefix = shareAsset('');
  const out = new Map<string, { units: number; reserved: number }>();
  for (const a of accounts) {
    if ((a.kind !== 'holding' && a.kind !== 'units_reserved') || !a.asset.startsWith(prefix) || a.balance === 0) continue;
    const symbol = a.asset.slice(prefix.length);
    const entry = out.get(symbol) ?? { units: 0, reserved: 0 };
    entry.units += a.balance;
    if (a.kind === 'units_reserved') entry.reserved += a.balance;
    out.set(symbol, entry);
  }
  return out;
}

/** The latest delayed price of an instrument and its USD value for `unitsMicro` units. */
function valuation(
  market: MarketService,
  inst: Instrument,
  unitsMicro: number,
  quoteOf: QuoteSource,
): { priceMinor: number | null; asOfMs: number | null; valueMinor: number } {
  const quote = quoteOf(inst);
  if (!quote) return { priceMinor: null, asOfMs: null, valueMinor: 0 };
  const { perUsdMicro } = fxFor(market.stores, inst.currency);
  return { priceMinor: quote.priceMinor, asOfMs: quote.asOfMs, valueMinor: grossMinorOf(unitsMicro, quote.priceMinor, perUsdMicro) };
}

/** Where a portfolio's prices come from: by default the service's current quotes (a test clock passes its own market). */
export type QuoteSource = (inst: Instrument) => Quote | null;

export function portfolioOf(market: MarketService, o: OwnerRef, nowMs: number, quoteOf: QuoteSource = (inst) => currentQuote(market, inst, nowMs)): Portfolio {
  const { stores } = market;
  const accounts = stores.subAccounts.ledgerAccountsOf(o.partnerId, o.env, o.owner);
  const held = unitsBySymbol(accounts);
  const symbols = [...held.keys()].sort();
  // Every symbol ever held: a symbol change's lots arrive from the old symbol's history.
  const { lots } = fifo(fillsOf(stores.ledger, o, symbolsOf(accounts)));
  const holdings = symbols.flatMap((symbol): HoldingFigures[] => {
    const instrument = market.catalog.bySymbol.get(symbol);
    if (!instrument) return [];
    const { units, reserved } = held.get(symbol)!;
    const costBasisMinor = lots.filter((l) => l.symbol === symbol).reduce((sum, l) => sum + l.remainingCostMinor, 0);
    const v = valuation(market, instrument, units, quoteOf);
    return [
      {
        instrument,
        assetClass: instrument.assetType,
        unitsMicro: units,
        reservedMicro: reserved,
        costBasisMinor,
        priceMinor: v.priceMinor,
        priceAsOfMs: v.asOfMs,
        marketValueMinor: v.valueMinor,
        delisted: instrument.status === 'DELISTED',
      },
    ];
  });
  const wallet = walletBalances((a) => stores.ledger.account(a.id)?.balance ?? 0, o, o.owner);
  return { holdings, wallet, asOfMs: nowMs };
}

/** Percent with 2 decimals, half-up, of `part` over `whole` (null without a base). */
function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : divideRoundHalfUp(part * 10_000, whole) / 100;
}

function holdingView(h: HoldingFigures): Record<string, unknown> {
  const pnl = h.marketValueMinor - h.costBasisMinor;
  return {
    symbol: h.instrument.symbol,
    assetClass: h.assetClass,
    name: h.instrument.name,
    exchange: h.instrument.exchange,
    currency: h.instrument.currency,
    units: fromMinor(h.unitsMicro, QUANTITY_SCALE),
    reservedUnits: fromMinor(h.reservedMicro, QUANTITY_SCALE),
    averageCostUsd: perUnitUsd(h.costBasisMinor, h.unitsMicro),
    costBasisUsd: usdFromMinor(h.costBasisMinor),
    marketPriceLocal: h.priceMinor === null ? null : fromMinor(h.priceMinor, 2),
    priceAsOf: h.priceAsOfMs === null ? null : new Date(h.priceAsOfMs).toISOString(),
    marketValueUsd: usdFromMinor(h.marketValueMinor),
    unrealisedPnlUsd: usdFromMinor(pnl),
    unrealisedPnlPct: percent(pnl, h.costBasisMinor),
    delisted: h.delisted === true,
  };
}

/** `{holdings, summary}`: cash is settled plus unsettled; reserved is the escrow of open BUY orders. */
export function portfolioView(p: Portfolio): Record<string, unknown> {
  const marketValue = p.holdings.reduce((sum, h) => sum + h.marketValueMinor, 0);
  const costBasis = p.holdings.reduce((sum, h) => sum + h.costBasisMinor, 0);
  const cash = p.wallet.settledMinor + p.wallet.unsettledMinor;
  return {
    holdings: p.holdings.map(holdingView),
    summary: {
      holdingsCount: p.holdings.length,
      currency: 'USD',
      marketValueUsd: usdFromMinor(marketValue),
      costBasisUsd: usdFromMinor(costBasis),
      unrealisedPnlUsd: usdFromMinor(marketValue - costBasis),
      unrealisedPnlPct: percent(marketValue - costBasis, costBasis),
      cashUsd: usdFromMinor(cash),
      settledCashUsd: usdFromMinor(p.wallet.settledMinor),
      unsettledCashUsd: usdFromMinor(p.wallet.unsettledMinor),
      reservedUsd: usdFromMinor(p.wallet.reservedMinor),
      totalValueUsd: usdFromMinor(cash + p.wallet.reservedMinor + marketValue),
      asOf: new Date(p.asOfMs).toISOString(),
    },
  };
}

export interface EquityPoint {
  readonly date: string;
  readonly cashMinor: number;
  readonly positionsMinor: number;
}

/** A change of the owner's cash (`USD`) or of its units of a symbol, at an instant. */
interface Movement {
  readonly seq: number;
  readonly atMs: number;
  readonly key: string;
  readonly delta: number;
}

function movementsOf(market: MarketService, o: OwnerRef): Movement[] {
  const { ledger } = market.stores;
  const symbols = symbolsOf(market.stores.subAccounts.ledgerAccountsOf(o.partnerId, o.env, o.owner));
  const accounts: [string, string][] = [
    [ledgerAccounts.cashSettled(o.env, o.partnerId, o.owner).id, 'USD'],
    [ledgerAccounts.cashUnsettled(o.env, o.partnerId, o.owner).id, 'USD'],
    [ledgerAccounts.settlementAdvance(o.env, o.partnerId, o.owner).id, 'USD'],
    [ledgerAccounts.escrow(o.env, o.partnerId, o.owner).id, 'USD'],
    ...symbols.flatMap((s): [string, string][] => [
      [ledgerAccounts.holding(o.env, o.partnerId, o.owner, s).id, s],
      [ledgerAccounts.unitsReserved(o.env, o.partnerId, o.owner, s).id, s],
    ]),
  ];
  const cashIds = new Set(accounts.filter(([, key]) => key === 'USD').map(([id]) => id));
  const out: Movement[] = [];
  for (const [id, key] of accounts) {
    for (const t of ledger.transfersOf(id)) {
      // A transfer between two of the owner's own cash accounts changes nothing; count it once as zero.
      if (key === 'USD' && cashIds.has(t.debitAccount) && cashIds.has(t.creditAccount)) continue;
      out.push({ seq: t.seq, atMs: t.atMs, key, delta: t.creditAccount === id ? t.amount : -t.amount });
    }
  }
  // Units moving between the owner's held and reserved accounts of a symbol net to zero per transfer.
  return out.sort((a, b) => a.seq - b.seq);
}

const utcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const isWeekday = (date: string): boolean => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** The first activity's UTC date, or null when the owner never moved money or units. */
export function firstActivityDate(market: MarketService, o: OwnerRef): string | null {
  const first = movementsOf(market, o)[0];
  return first ? utcDate(first.atMs) : null;
}

/**
 * Close of each symbol at or before each date (the last session's close when the exchange did not
 * trade), in the shares of that date: a close from before a split effective by then is restated
 *, so the day a split takes effect does not value the new units at the old price.
 */
export function closeLookup(market: MarketService, symbols: readonly string[], from: string, to: string): (symbol: string, date: string) => number | null {
  const bars = new Map<string, { date: string; closeMinor: number }[]>();
  const splits = splitSteps(market.stores, { effectiveOnly: true });
  for (const symbol of symbols) {
    const inst = market.catalog.bySymbol.get(symbol);
    bars.set(symbol, inst ? dailyHistory(market, inst, addDays(from, -21), to) : []);
  }
  return (symbol, date) => {
    const list = bars.get(symbol) ?? [];
    let close: { date: string; closeMinor: number } | null = null;
    for (const b of list) {
      if (b.date > date) break;
      close = b;
    }
    return close === null ? null : adjustedPriceMinor(close.closeMinor, splits.get(symbol), close.date, date);
  };
}

function positionsValue(market: MarketService, units: ReadonlyMap<string, number>, priceOf: (symbol: string) => number | null): number {
  let total = 0;
  for (const [symbol, micro] of units) {
    const inst = market.catalog.bySymbol.get(symbol);
    const price = micro === 0 || !inst ? null : priceOf(symbol);
    if (price !== null) total += grossMinorOf(micro, price, fxFor(market.stores, inst!.currency).perUsdMicro);
  }
  return total;
}

/**
 * Raw equity (cash + positions, not adjusted for deposits or payouts) at the end of each UTC weekday
 * from `from` to `to`, and today valued at the latest delayed prices (today's close is not final yet).
 */
export function equityHistory(market: MarketService, o: OwnerRef, range: { from: string; to: string }, nowMs: number): EquityPoint[] {
  const movements = movementsOf(market, o);
  const today = utcDate(nowMs);
  const units = new Map<string, number>();
  const lookup = closeLookup(market, [...new Set(movements.filter((m) => m.key !== 'USD').map((m) => m.key))], range.from, range.to);
  let cash = 0;
  let next = 0;
  const points: EquityPoint[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const endMs = Date.parse(`${date}T00:00:00Z`) + DAY_MS;
    for (; next < movements.length && movements[next]!.atMs < endMs; next += 1) {
      const m = movements[next]!;
      if (m.key === 'USD') cash += m.delta;
      else units.set(m.key, (units.get(m.key) ?? 0) + m.delta);
    }
    if (!isWeekday(date) && date !== today) continue;
    const priceOf =
      date === today
        ? (symbol: string) => currentQuote(market, market.catalog.bySymbol.get(symbol)!, nowMs)?.priceMinor ?? null
        : (symbol: string) => lookup(symbol, date);
    points.push({ date, cashMinor: cash, positionsMinor: positionsValue(market, units, priceOf) });
  }
  return points;
}
