/**
 * The market catalog in memory: exchanges, instruments, holidays, FX and documents loaded from the
 * seeded tables, with the indexes every market endpoint needs and the one symbol-resolution rule
 * (exchange-qualified, or a bare ticker when exactly one instrument has it).
 */
import type { Exchange, ExchangeCode, Instrument } from '../../storage/catalog/types.ts';
import type { InstrumentChange } from '../../storage/instrument-changes.ts';
import type { MarketDocument, MarketStore } from '../../storage/market.ts';
import { ServiceError } from '../errors.ts';
import { decimalTextToMinor } from '../money.ts';
import type { SimInstrument } from './simulator.ts';

/** The spec's symbol shape: 2 to 20 alphanumerics, optionally dot-separated. */
const SYMBOL_SHAPE = /^(?=[A-Za-z0-9.]{2,20}$)[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/;
export const PRICE_SCALE = 2;

export interface FxEntry {
  readonly currency: string;
  readonly perUsd: string;
  readonly asOfMs: number;
  readonly source: string;
}

export class MarketCatalog {
  readonly exchanges = new Map<string, Exchange>();
  readonly instruments: Instrument[] = [];
  readonly bySymbol = new Map<string, Instrument>();
  readonly byTicker = new Map<string, Instrument[]>();
  readonly holidays = new Map<string, Map<string, string>>();
  readonly fx = new Map<string, FxEntry>();
  readonly documents: MarketDocument[] = [];
  /** Old symbol -> the symbol it changed to, one hop per change. */
  readonly renamed = new Map<string, { readonly newSymbol: string; readonly actionId: string }>();
  /** Delisted symbol -> the delisting's corporate action. */
  readonly delisted = new Map<string, string>();
  /** Current symbol -> the seeded one, for a renamed instrument: its simulated walk stays the same. */
  private readonly walkKeys = new Map<string, string>();
  private readonly sims = new Map<string, SimInstrument>();

  /** `changes`: the overlay of delistings and symbol changes in force, in the order they took effect. */
  readonly overlayVersion: number;
  constructor(
    store: MarketStore,
    changes: readonly InstrumentChange[] = [],
    /** The overlay's version these changes are (its row count): callers cache the catalog by it. */
    overlayVersion = changes.length,
  ) {
    this.overlayVersion = overlayVersion;
    for (const e of store.exchanges()) {
      this.exchanges.set(e.code, e);
      this.holidays.set(e.code, new Map());
    }
    for (const i of this.overlaid(store.instruments(), changes)) {
      this.instruments.push(i);
      this.bySymbol.set(i.symbol, i);
      const same = this.byTicker.get(i.ticker) ?? [];
      same.push(i);
      this.byTicker.set(i.ticker, same);
    }
    for (const h of store.holidays()) this.holidays.get(h.exchange)?.set(h.date, h.reason);
    for (const r of store.fxRates()) this.fx.set(r.currency, r);
    this.documents.push(...store.documents());
  }

  /** The seeded instruments with the overlay applied: a delisting marks one, a symbol change renames it. */
  private overlaid(seeded: readonly Instrument[], changes: readonly InstrumentChange[]): Instrument[] {
    const list = [...seeded];
    for (const c of changes) {
      const at = list.findIndex((i) => i.symbol === c.symbol);
      if (at < 0) continue;
      const inst = list[at]!;
      if (c.kind === 'DELISTED') {
        list[at] = { ...inst, status: 'DELISTED', tradable: false };
        this.delisted.set(c.symbol, c.actionId);
        continue;
      }
      const newSymbol = c.newSymbol!;
      const suffix = `.${this.exchanges.get(inst.exchange)?.symbolSuffix ?? ''}`;
      list[at] = { ...inst, symbol: newSymbol, ticker: newSymbol.endsWith(suffix) ? newSymbol.slice(0, -suffix.length) : newSymbol };
      this.renamed.set(c.symbol, { newSymbol, actionId: c.actionId });
      this.walkKeys.set(newSymbol, this.walkKeys.get(c.symbol) ?? c.symbol);
      if (this.delisted.has(c.symbol)) this.delisted.set(newSymbol, this.delisted.get(c.symbol)!);
    }
    return list.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
  }

  /** Where an old symbol points now, following every later change; null for a symbol that never changed. */
  currentSymbolOf(old: string): { newSymbol: string; actionId: string } | null {
    let hop = this.renamed.get(old);
    if (!hop) return null;
    for (let next = this.renamed.get(hop.newSymbol); next; next = this.renamed.get(hop.newSymbol)) hop = next;
    return hop;
  }

  holidaysOf(code: string): ReadonlyMap<string, string> {
    return this.holidays.get(code) ?? new Map();
  }

  /** An exchange by code (case-insensitive, `LuSE` too), or 400 UNKNOWN_EXCHANGE. */
  exchange(code: string): Exchange {
    const e = this.exchanges.get(code.toUpperCase());
    if (!e)
      throw new ServiceError('UNKNOWN_EXCHANGE', `unknown exchange code ${code}`, { extra: { param: 'exchange', validExchanges: [...this.exchanges.keys()] } });
    return e;
  }

  /**
   * Resolves `TICKER.CC` or a bare ticker. Shape errors are 400 INVALID_SYMBOL, unknown symbols 404
   * NOT_FOUND, and a bare ticker listed on several exchanges 422 VALIDATION_ERROR with `matches[]`.
   */
  resolve(input: string, exchangeCode?: string): Instrument {
    if (!SYMBOL_SHAPE.test(input))
      throw new ServiceError('INVALID_SYMBOL', `symbol ${input} is not 2 to 20 alphanumerics, optionally dot-separated`, { extra: { param: 'symbol' } });
    const upper = input.toUpperCase();
    const exchange = exchangeCode ? this.exchange(exchangeCode) : null;
    const exact = this.bySymbol.get(upper);
    if (exact && (!exchange || exact.exchange === exchange.code)) return exact;
    const candidates = (this.byTicker.get(upper) ?? []).filter((i) => !exchange || i.exchange === exchange.code);
    if (candidates.length === 1) return candidates[0]!;
    if (candidates.length > 1) {
      throw new ServiceError('VALIDATION_ERROR', `ticker ${upper} is listed on several exchanges; use an exchange-qualified symbol`, {
        status: 422,
        extra: { param: 'symbol', matches: candidates.map((i) => i.symbol) },
      });
    }
    const moved = this.currentSymbolOf(upper) ?? this.renamedTicker(upper, exchange?.code);
    if (moved) {
      // The old symbol of a symbol change: a 404 that points to the new one (docs/decisions.md).
      throw new ServiceError('NOT_FOUND', `${upper} changed its symbol to ${moved.newSymbol}; use ${moved.newSymbol}`, {
        extra: { reason: 'SYMBOL_CHANGED', newSymbol: moved.newSymbol, corporateActionId: moved.actionId },
      });
    }
    throw new ServiceError('NOT_FOUND', `no instrument ${input}${exchange ? ` on ${exchange.code}` : ''}`);
  }

  /** A bare old ticker: the one renamed instrument (on the exchange, when given) whose old symbol had it. */
  private renamedTicker(ticker: string, exchangeCode: string | undefined): { newSymbol: string; actionId: string } | null {
    const olds = [...this.renamed.keys()].filter((old) => old.startsWith(`${ticker}.`));
    const hits = olds.map((old) => this.currentSymbolOf(old)!).filter((m) => !exchangeCode || this.bySymbol.get(m.newSymbol)?.exchange === exchangeCode);
    return hits.length === 1 ? hits[0]! : null;
  }

  /** Like resolve, but null instead of NOT_FOUND (batch endpoints list misses in `not_found`). */
  tryResolve(input: string, exchangeCode?: string): Instrument | null {
    try {
      return this.resolve(input, exchangeCode);
    } catch (e) {
      if (e instanceof ServiceError && e.code === 'NOT_FOUND') return null;
      throw e;
    }
  }

  simInstrument(i: Instrument): SimInstrument {
    let s = this.sims.get(i.symbol);
    if (!s) {
      s = {
        symbol: i.symbol,
        ...(this.walkKeys.has(i.symbol) ? { walkKey: this.walkKeys.get(i.symbol)! } : {}),
        exchange: this.exchanges.get(i.exchange)!,
        referenceMinor: decimalTextToMinor(i.referencePrice, PRICE_SCALE),
        sharesOutstanding: i.sharesOutstanding,
        ohlcAvailable: i.ohlcAvailable,
        volumeAvailable: i.volumeAvailable,
      };
      this.sims.set(i.symbol, s);
    }
    return s;
  }

  exchangeCodes(): ExchangeCode[] {
    return [...this.exchanges.values()].map((e) => e.code);
  }
}
