/**
 * Market-data tables: the seeded catalog (exchanges, instruments, holidays, FX, documents), operator
 * closures, captured observations and finalized daily bars. Prices are integer hundredths of the
 * local currency unit; a null volume means the feed carried none.
 */
import * as catalog from './catalog/index.ts';
import type { CompanyNewsItem, CorporateAction, Dividend, Exchange, FxRate, Holiday, Instrument, MarketIntelArticle } from './catalog/types.ts';
import type { Db } from './db.ts';
import { TableMemo } from './table-memo.ts';
import { storedJson } from './stored-json.ts';

export interface Observation {
  readonly symbol: string;
  readonly capturedAtMs: number;
  readonly priceMinor: number;
  readonly volume: number | null;
  readonly source: 'poll' | 'tick';
}

/** The values of a bar: open/high/low null for close-only data, volume null when the feed has none. */
export interface BarValues {
  readonly openMinor: number | null;
  readonly highMinor: number | null;
  readonly lowMinor: number | null;
  readonly closeMinor: number;
  readonly volume: number | null;
}

/** A bar of one session date. */
export interface DatedBar extends BarValues {
  readonly date: string;
}

export interface DailyBar extends DatedBar {
  readonly symbol: string;
  readonly source: string;
}

/** What each kind of market document holds. */
interface DocumentData {
  readonly dividend: Dividend;
  readonly corporate_action: CorporateAction;
  readonly intel: MarketIntelArticle;
  readonly news: CompanyNewsItem;
}

export type DocumentKind = keyof DocumentData;

/** A catalogue document, its data typed by its kind (the seeder writes each kind's own shape). */
export type MarketDocument = {
  readonly [K in DocumentKind]: {
    readonly kind: K;
    readonly id: string;
    readonly symbol: string | null;
    readonly exchange: string | null;
    readonly at: string;
    readonly data: DocumentData[K];
  };
}[DocumentKind];

interface ObservationRow {
  symbol: string;
  captured_at_ms: number;
  price_minor: number;
  volume: number | null;
  source: 'poll' | 'tick';
}

const observationFromRow = (r: ObservationRow): Observation => ({
  symbol: r.symbol,
  capturedAtMs: r.captured_at_ms,
  priceMinor: r.price_minor,
  volume: r.volume,
  source: r.source,
});

interface BarRow {
  symbol: string;
  date: string;
  open_minor: number | null;
  high_minor: number | null;
  low_minor: number | null;
  close_minor: number;
  volume: number | null;
  source: string;
}

const barFromRow = (r: BarRow): DailyBar => ({
  symbol: r.symbol,
  date: r.date,
  openMinor: r.open_minor,
  highMinor: r.high_minor,
  lowMinor: r.low_minor,
  closeMinor: r.close_minor,
  volume: r.volume,
  source: r.source,
});

/** An exchange closed by the operator (CONTRACT.md section 4), from when. */
export interface ExchangeClosure {
  readonly exchange: string;
  readonly reason: string;
  readonly sinceMs: number;
}

export class MarketStore {
  private readonly stmts;
  /** Bumped by every write to market_latest, so readers can cache the table until it changes. */
  latestVersion = 0;
  /** The writer's memo of the exchange closures; null on a read-only connection. */
  private readonly closuresMemo: TableMemo<readonly ExchangeClosure[]> | null;

  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
    this.closuresMemo = db.readonly ? null : new TableMemo<readonly ExchangeClosure[]>(db, 'exchange_closures');
    this.stmts = {
      exchangeCount: db.prepare<[], number>('SELECT COUNT(*) FROM exchanges').pluck(),
      exchanges: db.prepare<[], string>('SELECT data FROM exchanges ORDER BY code').pluck(),
      instruments: db.prepare<[], string>('SELECT data FROM instruments ORDER BY symbol').pluck(),
      holidays: db.prepare<[], Holiday>('SELECT exchange, date, reason FROM holidays ORDER BY exchange, date'),
      holidaysOf: db.prepare<[string], Holiday>('SELECT exchange, date, reason FROM holidays WHERE exchange = ? ORDER BY date'),
      fx: db.prepare<[], Omit<FxRate, 'asOf'> & { asOfMs: number }>(
        'SELECT currency, per_usd AS perUsd, as_of_ms AS asOfMs, source FROM fx_rates ORDER BY currency',
      ),
      documents: db.prepare<[], { kind: DocumentKind; id: string; symbol: string | null; exchange: string | null; at: string; data: string }>(
        'SELECT kind, id, symbol, exchange, at, data FROM market_documents ORDER BY kind, at DESC, id',
      ),
      closures: db.prepare<[], ExchangeClosure>('SELECT exchange, reason, since_ms AS sinceMs FROM exchange_closures'),
      setClosure: db.prepare(
        'INSERT INTO exchange_closures (exchange, reason, since_ms) VALUES (?, ?, ?) ON CONFLICT (exchange) DO UPDATE SET reason = excluded.reason, since_ms = excluded.since_ms',
      ),
      clearClosure: db.prepare('DELETE FROM exchange_closures WHERE exchange = ?'),
      putObservation: db.prepare(
        `INSERT INTO market_observations (symbol, captured_at_ms, price_minor, volume, source) VALUES (@symbol, @capturedAtMs, @priceMinor, @volume, @source)
         ON CONFLICT (symbol, captured_at_ms) DO UPDATE SET price_minor = excluded.price_minor, volume = excluded.volume, source = excluded.source`,
      ),
      observationsBetween: db.prepare<[string, number, number], ObservationRow>(
        'SELECT * FROM market_observations WHERE symbol = ? AND captured_at_ms >= ? AND captured_at_ms <= ? ORDER BY captured_at_ms',
      ),
      latestObservations: db.prepare<[number], ObservationRow>(
        `SELECT o.* FROM market_observations o JOIN (SELECT symbol, MAX(captured_at_ms) AS at FROM market_observations WHERE captured_at_ms <= ? GROUP BY symbol) l
         ON o.symbol = l.symbol AND o.captured_at_ms = l.at`,
      ),
      lastCaptureAt: db.prepare("SELECT MAX(captured_at_ms) FROM market_observations WHERE source = 'poll'").pluck(),
      putLatest: db.prepare(
        `INSERT INTO market_latest (symbol, captured_at_ms, price_minor, volume, source, session_date)
         VALUES (@symbol, @capturedAtMs, @priceMinor, @volume, @source, @sessionDate)
         ON CONFLICT (symbol) DO UPDATE SET captured_at_ms = excluded.captured_at_ms, price_minor = excluded.price_minor,
           volume = excluded.volume, source = excluded.source, session_date = excluded.session_date
         WHERE excluded.captured_at_ms >= market_latest.captured_at_ms`,
      ),
      latest: db.prepare<[], Observation & { sessionDate: string }>(
        'SELECT symbol, captured_at_ms AS capturedAtMs, price_minor AS priceMinor, volume, source, session_date AS sessionDate FROM market_latest',
      ),
      putBar: db.prepare(
        `INSERT INTO daily_bars (symbol, date, open_minor, high_minor, low_minor, close_minor, volume, source)
         VALUES (@symbol, @date, @openMinor, @highMinor, @lowMinor, @closeMinor, @volume, @source)
         ON CONFLICT (symbol, date) DO UPDATE SET open_minor = excluded.open_minor, high_minor = excluded.high_minor, low_minor = excluded.low_minor,
           close_minor = excluded.close_minor, volume = excluded.volume, source = excluded.source`,
      ),
      barsBetween: db.prepare<[string, string, string], BarRow>('SELECT * FROM daily_bars WHERE symbol = ? AND date >= ? AND date <= ? ORDER BY date'),
      renameObservations: db.prepare('UPDATE market_observations SET symbol = @to WHERE symbol = @from'),
      renameLatest: db.prepare('UPDATE market_latest SET symbol = @to WHERE symbol = @from'),
      renameBars: db.prepare('UPDATE daily_bars SET symbol = @to WHERE symbol = @from'),
    };
  }

  /** Seeds the catalog on first start (a fresh database); later starts keep what is there. */
  seedCatalogIfEmpty(): boolean {
    if ((this.stmts.exchangeCount.get() ?? 0) > 0) return false;
    this.db.transaction(() => this.seed())();
    return true;
  }

  private seed(): void {
    const insertExchange = this.db.prepare('INSERT INTO exchanges (code, data) VALUES (?, ?)');
    for (const e of catalog.exchanges) insertExchange.run(e.code, JSON.stringify(e));
    const insertInstrument = this.db.prepare(
      'INSERT INTO instruments (symbol, ticker, exchange, name, sector, asset_type, status, tradable, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const i of catalog.instruments) {
      insertInstrument.run(i.symbol, i.ticker, i.exchange, i.name, i.sector, i.assetType, i.status, i.tradable ? 1 : 0, JSON.stringify(i));
    }
    const insertHoliday = this.db.prepare('INSERT INTO holidays (exchange, date, reason) VALUES (?, ?, ?)');
    for (const h of catalog.holidays) insertHoliday.run(h.exchange, h.date, h.reason);
    const insertFx = this.db.prepare('INSERT INTO fx_rates (currency, per_usd, as_of_ms, source) VALUES (?, ?, ?, ?)');
    for (const r of catalog.fxRates) insertFx.run(r.currency, r.perUsd, Date.parse(r.asOf), r.source);
    const insertDoc = this.db.prepare('INSERT INTO market_documents (kind, id, symbol, exchange, at, data) VALUES (?, ?, ?, ?, ?, ?)');
    catalog.dividends.forEach((d, n) => insertDoc.run('dividend', `div_${d.symbol}_${d.exDate}_${n}`, d.symbol, null, d.exDate, JSON.stringify(d)));
    for (const a of catalog.corporateActions) insertDoc.run('corporate_action', a.id, a.symbol, null, a.effectiveDate, JSON.stringify(a));
    for (const a of catalog.marketIntel) insertDoc.run('intel', a.id, null, a.exchange, a.publishedAt, JSON.stringify(a));
    for (const n of catalog.companyNews) insertDoc.run('news', n.id, n.symbol, null, n.publishedAt, JSON.stringify(n));
  }

  exchanges(): Exchange[] {
    return this.stmts.exchanges.all().map((d) => storedJson<Exchange>(d));
  }

  instruments(): Instrument[] {
    return this.stmts.instruments.all().map((d) => storedJson<Instrument>(d));
  }

  holidays(): Holiday[] {
    return this.stmts.holidays.all();
  }

  /** One exchange's holidays: a range of the primary key, for the session timers that fire many times a day. */
  holidaysOf(exchange: string): Holiday[] {
    return this.stmts.holidaysOf.all(exchange);
  }

  fxRates(): (Omit<FxRate, 'asOf'> & { asOfMs: number })[] {
    return this.stmts.fx.all();
  }

  documents(): MarketDocument[] {
    return this.stmts.documents.all().map((r) => ({
      ...r,
      data: JSON.parse(r.data),
    }));
  }

  /** Every quote and trade asks: the writer remembers the list until the table's next write (storage/table-memo.ts). Shared and frozen. */
  closures(): readonly ExchangeClosure[] {
    const read = (): readonly ExchangeClosure[] => Object.freeze(this.stmts.closures.all());
    return this.closuresMemo ? this.closuresMemo.get('', read) : read();
  }

  setClosure(exchange: string, reason: string, sinceMs: number): void {
    this.stmts.setClosure.run(exchange, reason, sinceMs);
  }

  clearClosure(exchange: string): void {
    this.stmts.clearClosure.run(exchange);
  }

  putObservation(o: Observation): void {
    this.stmts.putObservation.run(o);
  }

  observationsBetween(symbol: string, fromMs: number, toMs: number): Observation[] {
    return this.stmts.observationsBetween.all(symbol, fromMs, toMs).map(observationFromRow);
  }

  /** The newest observation of every symbol captured at or before `atMs`. */
  latestObservations(atMs: number): Observation[] {
    return this.stmts.latestObservations.all(atMs).map(observationFromRow);
  }

  lastPollCaptureMs(): number | null {
    return (this.stmts.lastCaptureAt.get() as number | null) ?? null;
  }

  /** Records an observation as the symbol's newest, unless a newer one is already there. */
  putLatest(o: Observation & { sessionDate: string }): void {
    this.latestVersion += 1;
    this.stmts.putLatest.run(o);
  }

  latest(): (Observation & { sessionDate: string })[] {
    return this.stmts.latest.all();
  }

  putBar(b: DailyBar): void {
    this.stmts.putBar.run(b);
  }

  barsBetween(symbol: string, fromDate: string, toDate: string): DailyBar[] {
    return this.stmts.barsBetween.all(symbol, fromDate, toDate).map(barFromRow);
  }

  /** A symbol change: the instrument's captured history answers under its new symbol. */
  renameSymbol(from: string, to: string): void {
    this.latestVersion += 1;
    for (const stmt of [this.stmts.renameObservations, this.stmts.renameLatest, this.stmts.renameBars]) stmt.run({ from, to });
  }
}
