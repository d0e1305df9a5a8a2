/**
 * Response schemas of the market-data routes (stocks, ETFs, companies, content, dividends, the unified
 * catalog, quotes, snapshots, OHLCV, movers and reference data) and of the operator's market controls.
 * Each mirrors a view: http/market-views.ts, engine/market/views.ts, engine/market/content.ts and the
 * route files' own small views. Prices are JSON numbers (hundredths made decimal in one division);
 * figures the feed lacks are null, never 0.
 */
import * as v from '../schema.ts';
import { CANDLE_INTERVALS, HISTORY_PERIODS } from '../../engine/market/history.ts';
import { ASSET_CLASSES, AssetClassStatus } from './asset-classes.ts';
import { DateText, Integer, named, NullableInteger, NullableTimestamp, pageMeta, Timestamp, Usd } from './wire.ts';

const Price = v.number();
const NullablePrice = v.nullable(Price);
const AssetType = v.picklist(['EQUITY', 'ETF']);
const InstrumentStatus = v.picklist(['ACTIVE', 'SUSPENDED', 'DELISTED']);
const HistoryConfidence = v.picklist(['high', 'medium', 'low']);
const ChartType = v.picklist(['candlestick', 'line']);

// ---- Quotes, snapshots, OHLCV, movers -----------------------------------------------------------

export const DataQualitySchema = named(
  'DataQuality',
  'How fresh market data is: delayed by a fixed number of minutes, refreshed on a fixed cadence',
  v.strictObject({
    delayMode: v.literal('DELAYED'),
    delayMinutes: Integer,
    refreshIntervalSeconds: Integer,
    provider: v.string(),
  }),
);

const quoteEntries = {
  symbol: v.string(),
  name: v.string(),
  exchange: v.string(),
  currency: v.string(),
  price: Price,
  asOf: Timestamp,
  stale: v.boolean(),
  previousClose: NullablePrice,
  open: NullablePrice,
  change: NullablePrice,
  changePct: v.nullable(v.number()),
  volume: NullableInteger,
  sessionDate: DateText,
  dataQuality: DataQualitySchema,
  // Deprecated aliases (http/lifecycle.ts), served until their removal date.
  currentPrice: v.optional(v.pipe(Price, v.description('Deprecated alias of price'))),
  as_of: v.optional(v.pipe(Timestamp, v.description('Deprecated alias of asOf (removed 2026-10-01)'))),
  previous_close: v.optional(v.pipe(NullablePrice, v.description('Deprecated alias of previousClose (removed 2026-10-01)'))),
  change_pct: v.optional(v.pipe(v.nullable(v.number()), v.description('Deprecated alias of changePct (removed 2026-10-01)'))),
};

export const QuoteSchema = named('MarketQuote', 'A delayed quote (spec "Market quote"); in a batch a missing volume is 0', v.strictObject(quoteEntries));

const marketMetaEntries = {
  asOf: Timestamp,
  delayMode: v.literal('DELAYED'),
  delayMinutes: Integer,
  refreshIntervalSeconds: Integer,
};

export const MarketMetaSchema = named('MarketMeta', 'Server time and delay policy of a market-data answer', v.strictObject(marketMetaEntries));
const BatchMeta = v.strictObject({ ...marketMetaEntries, count: Integer, requested: Integer });

export const QuotesResponseSchema = named(
  'MarketQuotesResponse',
  'Single form: {data: quote, meta}; batch form: {data: quote[], not_found, meta}',
  v.union([
    v.strictObject({ data: QuoteSchema, meta: MarketMetaSchema }),
    v.strictObject({ data: v.array(QuoteSchema), not_found: v.array(v.string()), meta: BatchMeta }),
  ]),
);

export const SnapshotBarSchema = named(
  'SnapshotBar',
  'A daily or intraday bar of a snapshot; final once the end-of-day bar replaced the captures',
  v.strictObject({
    date: DateText,
    open: NullablePrice,
    high: NullablePrice,
    low: NullablePrice,
    close: Price,
    volume: NullableInteger,
    asOf: NullableTimestamp,
    final: v.boolean(),
  }),
);

export const MarketSnapshotSchema = named(
  'MarketSnapshot',
  "Quote, today's bar so far, the previous session's bar and the intraday bar of one instrument",
  v.strictObject({
    symbol: v.string(),
    exchange: v.string(),
    currency: v.string(),
    quote: v.nullable(QuoteSchema),
    dailyBar: v.nullable(SnapshotBarSchema),
    prevDailyBar: v.nullable(SnapshotBarSchema),
    intradayBar: v.nullable(SnapshotBarSchema),
  }),
);

const snapshotMetaEntries = { ...marketMetaEntries, intradayCapturesUtc: v.array(v.string()) };

export const SnapshotResponseSchema = named(
  'MarketSnapshotResponse',
  'Single form: {data: snapshot, meta}; batch form: {data: {symbol: snapshot}, not_found, meta}',
  v.union([
    v.strictObject({ data: MarketSnapshotSchema, meta: v.strictObject(snapshotMetaEntries) }),
    v.strictObject({
      data: v.record(v.string(), MarketSnapshotSchema),
      not_found: v.array(v.string()),
      meta: v.strictObject({ ...snapshotMetaEntries, count: Integer, requested: Integer }),
    }),
  ]),
);

export const OhlcvResponseSchema = named(
  'OhlcvResponse',
  'Daily closes and volumes, oldest first; open, high and low are not carried (null)',
  v.strictObject({
    data: v.array(v.strictObject({ date: DateText, open: v.null(), high: v.null(), low: v.null(), close: Price, volume: NullableInteger })),
    meta: v.strictObject({
      symbol: v.string(),
      exchange: v.string(),
      currency: v.string(),
      timeframe: v.literal('1d'),
      from: DateText,
      to: DateText,
      count: Integer,
      adjusted: v.literal(false),
      volumeAvailable: v.boolean(),
    }),
  }),
);

export const MoversResponseSchema = named(
  'MoversResponse',
  'Ranked quotes by change against the previous close, one page',
  v.strictObject({
    data: v.array(v.strictObject({ rank: Integer, ...quoteEntries })),
    meta: v.strictObject({
      ...marketMetaEntries,
      exchange: v.nullable(v.string()),
      direction: v.picklist(['gainers', 'losers']),
      totalCount: Integer,
      perPage: Integer,
      page: Integer,
      hasNext: v.boolean(),
      total_count: v.optional(v.pipe(Integer, v.description('Deprecated alias of totalCount (removed 2026-10-01)'))),
      per_page: v.optional(v.pipe(Integer, v.description('Deprecated alias of perPage (removed 2026-10-01)'))),
      has_next: v.optional(v.pipe(v.boolean(), v.description('Deprecated alias of hasNext (removed 2026-10-01)'))),
    }),
  }),
);

// ---- Reference data ------------------------------------------------------------------------------

const TradingHoursSchema = named(
  'TradingHours',
  "Local session hours (HH:MM in the exchange's timezone) and trading weekdays",
  v.strictObject({
    open: v.string(),
    close: v.string(),
    days: v.array(v.string()),
  }),
);

export const DelayPolicySchema = named(
  'DelayPolicy',
  'The delayed-data policy and the UTC window prices are captured in',
  v.strictObject({
    delayMode: v.literal('DELAYED'),
    delayMinutes: Integer,
    refreshIntervalSeconds: Integer,
    coverageWindowUtc: v.strictObject({ start: v.string(), end: v.string(), days: v.array(v.string()) }),
  }),
);

const OpenClosed = v.picklist(['OPEN', 'CLOSED']);

export const ExchangeSchema = named(
  'Exchange',
  'An exchange: hours, real-time status, delay policy, settlement cycle and data depth',
  v.strictObject({
    code: v.string(),
    displayCode: v.string(),
    name: v.string(),
    country: v.string(),
    currency: v.string(),
    timezone: v.string(),
    tradingHours: TradingHoursSchema,
    status: OpenClosed,
    statusReason: v.nullable(v.string()),
    holiday: v.boolean(),
    delayPolicy: DelayPolicySchema,
    settlementCycle: v.string(),
    fractional: v.boolean(),
    quantityDecimals: Integer,
    historyYears: v.number(),
    historyConfidence: HistoryConfidence,
    website: v.string(),
  }),
);

export const ExchangesResponseSchema = named(
  'ExchangesResponse',
  'Every exchange',
  v.strictObject({
    data: v.array(ExchangeSchema),
    meta: v.strictObject({ count: Integer, asOf: Timestamp }),
  }),
);

export const ExchangeStatusSchema = named(
  'ExchangeStatus',
  'Whether an exchange is open now, why not, and its next session boundaries',
  v.strictObject({
    exchange: v.string(),
    displayCode: v.string(),
    name: v.string(),
    status: OpenClosed,
    isOpen: v.boolean(),
    reason: v.nullable(v.string()),
    holiday: v.boolean(),
    operatorClosure: v.nullable(v.strictObject({ reason: v.string(), since: Timestamp })),
    nextOpen: NullableTimestamp,
    nextClose: NullableTimestamp,
    tradingHours: TradingHoursSchema,
    timezone: v.string(),
    localTime: Timestamp,
  }),
);

export const MarketStatusResponseSchema = named(
  'MarketStatusResponse',
  'Status per exchange; anyOpen only without an exchange filter',
  v.strictObject({
    data: v.array(ExchangeStatusSchema),
    serverTime: Timestamp,
    anyOpen: v.optional(v.boolean()),
  }),
);

export const SettlementResponseSchema = named(
  'SettlementResponse',
  'Settlement cycles per exchange and the order processing window',
  v.strictObject({
    processingWindow: v.strictObject({
      liveFillWindowMinutes: v.strictObject({ min: Integer, max: Integer }),
      marketHoursOnly: v.boolean(),
      description: v.string(),
    }),
    exchanges: v.array(
      v.strictObject({
        exchange: v.string(),
        displayCode: v.string(),
        name: v.string(),
        settlementCycle: v.string(),
        settlementDays: Integer,
        timezone: v.string(),
      }),
    ),
  }),
);

export const HolidaysResponseSchema = named(
  'HolidaysResponse',
  'Exchange holidays in a date range, by date',
  v.strictObject({
    data: v.array(v.strictObject({ exchange: v.string(), date: DateText, reason: v.string() })),
    meta: v.strictObject({ count: Integer, from: DateText, to: DateText, exchange: v.nullable(v.string()) }),
  }),
);

export const FxRatesResponseSchema = named(
  'FxRatesResponse',
  'The managed FX table: local currency units per USD',
  v.strictObject({
    base: v.literal('USD'),
    data: v.array(v.strictObject({ currency: v.string(), perUsd: v.number(), asOf: Timestamp, source: v.literal('managed') })),
    meta: v.strictObject({ count: Integer, asOf: NullableTimestamp }),
  }),
);

// ---- Instruments: stocks, ETFs, companies, the unified catalog ----------------------------------

const identityEntries = { symbol: v.string(), ticker: v.string(), name: v.string(), exchange: v.string() };

const summaryEntries = {
  ...identityEntries,
  currency: v.string(),
  sector: v.string(),
  industry: v.string(),
  assetType: AssetType,
  price: NullablePrice,
  change: NullablePrice,
  changePct: v.nullable(v.number()),
  asOf: NullableTimestamp,
  stale: v.boolean(),
  tradable: v.boolean(),
  status: InstrumentStatus,
  fractional: v.boolean(),
  quantityDecimals: Integer,
  historyConfidence: HistoryConfidence,
  ohlcAvailable: v.boolean(),
  volumeAvailable: v.boolean(),
  recommendedChartType: ChartType,
};

export const StockSummarySchema = named(
  'StockSummary',
  'A stock or ETF with its delayed price (null before any price is captured)',
  v.strictObject(summaryEntries),
);

const profileEntries = {
  ...identityEntries,
  exchangeName: v.string(),
  country: v.string(),
  currency: v.string(),
  sector: v.string(),
  industry: v.string(),
  assetType: AssetType,
  description: v.string(),
  website: v.string(),
  sharesOutstanding: v.number(),
  listedSince: Integer,
  isin: v.nullable(v.string()),
  status: InstrumentStatus,
};

export const CompanyProfileSchema = named('CompanyProfile', 'Company profile of a listed instrument', v.strictObject(profileEntries));

export const StockDetailSchema = named(
  'StockDetail',
  'A stock or ETF: summary, session figures, company profile and data quality',
  v.strictObject({
    ...summaryEntries,
    ...profileEntries,
    previousClose: NullablePrice,
    open: NullablePrice,
    volume: NullableInteger,
    sessionDate: v.nullable(DateText),
    historyDepthYears: v.number(),
    dataQuality: v.strictObject({
      delayMode: v.literal('DELAYED'),
      delayMinutes: Integer,
      refreshIntervalSeconds: Integer,
      provider: v.string(),
      ohlcAvailable: v.boolean(),
      volumeAvailable: v.boolean(),
      historyConfidence: HistoryConfidence,
    }),
  }),
);

export const StockListSchema = named('StockList', 'One cursor page of stocks', v.strictObject({ stocks: v.array(StockSummarySchema), ...pageMeta }));
export const EtfListSchema = named('EtfList', 'One cursor page of ETFs', v.strictObject({ etfs: v.array(StockSummarySchema), ...pageMeta }));
export const CompanyListSchema = named(
  'CompanyList',
  'One cursor page of company profiles',
  v.strictObject({ companies: v.array(CompanyProfileSchema), ...pageMeta }),
);

export const TickerListSchema = named(
  'TickerList',
  'One cursor page of the symbol directory',
  v.strictObject({
    tickers: v.array(v.strictObject({ ...identityEntries, assetType: AssetType, status: InstrumentStatus })),
    ...pageMeta,
  }),
);

export const InstrumentSchema = named(
  'Instrument',
  'A catalog entry; order constraints are null where the instrument is not tradable',
  v.strictObject({
    symbol: v.string(),
    ticker: v.string(),
    name: v.string(),
    assetClass: v.picklist(['EQUITY', 'ETF', ...ASSET_CLASSES]),
    exchange: v.string(),
    currency: v.string(),
    country: v.string(),
    sector: v.string(),
    isin: v.nullable(v.string()),
    status: v.union([InstrumentStatus, AssetClassStatus]),
    tradable: v.boolean(),
    fractional: v.nullable(v.boolean()),
    quantityDecimals: NullableInteger,
    minQuantity: v.nullable(v.number()),
    lotSize: NullableInteger,
    settlementCycleDays: Integer,
    ohlcAvailable: v.boolean(),
    volumeAvailable: v.boolean(),
    /** Bonds, funds and opportunities only: the smallest subscription, USD. */
    minimumInvestment: v.optional(Usd),
  }),
);

export const InstrumentListSchema = named(
  'InstrumentList',
  'One cursor page of the unified instrument catalog',
  v.strictObject({ instruments: v.array(InstrumentSchema), ...pageMeta }),
);

const ChartEntries = { labels: v.array(DateText), prices: v.array(Price) };

export const FundMetadataSchema = named(
  'FundMetadata',
  "ETF metadata read from the catalog's wording; issuer and underlying null when it says neither",
  v.strictObject({
    issuer: v.nullable(v.string()),
    underlying: v.nullable(v.string()),
    category: v.string(),
    currency: v.string(),
    exchange: v.string(),
    exchangeName: v.string(),
    description: v.string(),
    website: v.string(),
    unitsOutstanding: v.number(),
    listedSince: Integer,
    isin: v.nullable(v.string()),
  }),
);

export const EtfDetailSchema = named(
  'EtfDetail',
  'An ETF: summary, range chart data and fund metadata',
  v.strictObject({
    ...summaryEntries,
    range: v.picklist(HISTORY_PERIODS),
    chart: v.strictObject(ChartEntries),
    fund: FundMetadataSchema,
  }),
);

// ---- History, charts, candles --------------------------------------------------------------------

export const DayRecordSchema = named(
  'DayRecord',
  'One finalized session as delivered',
  v.strictObject({
    date: DateText,
    open: NullablePrice,
    high: NullablePrice,
    low: NullablePrice,
    close: Price,
    volume: NullableInteger,
    volumeAvailable: v.boolean(),
    ohlcAvailable: v.boolean(),
  }),
);

export const PeriodRecordsSchema = named(
  'PeriodRecords',
  'Daily records of an instrument over a period, no aggregation',
  v.strictObject({
    symbol: v.string(),
    name: v.string(),
    currency: v.string(),
    period: v.picklist(HISTORY_PERIODS),
    candles: v.array(DayRecordSchema),
    count: Integer,
  }),
);

export const PeriodChartSchema = named(
  'PeriodChart',
  'Closes of an instrument over a period as labels and prices',
  v.strictObject({
    symbol: v.string(),
    period: v.picklist(HISTORY_PERIODS),
    currency: v.string(),
    ...ChartEntries,
  }),
);

export const CandleSchema = named(
  'Candle',
  'A candle built only from what was captured; observations on intraday candles only',
  v.strictObject({
    time: Timestamp,
    date: DateText,
    open: NullablePrice,
    high: NullablePrice,
    low: NullablePrice,
    close: Price,
    volume: NullableInteger,
    volumeAvailable: v.boolean(),
    ohlcAvailable: v.boolean(),
    observations: v.optional(Integer),
  }),
);

const QualityIssue = v.picklist([
  'NO_DATA',
  'CLOSE_ONLY',
  'PARTIAL_OHLC',
  'FLAT_CANDLES',
  'VOLUME_UNAVAILABLE',
  'PARTIAL_VOLUME',
  'SPARSE_INTRADAY_COVERAGE',
  'MISSING_SESSIONS',
]);

export const CandlesResponseSchema = named(
  'CandlesResponse',
  'Candles oldest first with the truth about their quality (raw prices)',
  v.strictObject({
    symbol: v.string(),
    interval: v.picklist(CANDLE_INTERVALS),
    candles: v.array(CandleSchema),
    meta: v.strictObject({
      name: v.string(),
      symbol: v.string(),
      exchange: v.string(),
      currency: v.string(),
      timezone: v.string(),
      interval: v.picklist(CANDLE_INTERVALS),
      from: DateText,
      to: DateText,
      adjustment: v.literal('raw'),
      count: Integer,
      ohlcCoveragePct: v.number(),
      flatCandlePct: v.number(),
      zeroVolumePct: v.number(),
      volumeCoveragePct: v.number(),
      volumeStatus: v.picklist(['AVAILABLE', 'PARTIAL', 'UNAVAILABLE']),
      qualityStatus: v.picklist(['GOOD', 'DEGRADED', 'POOR']),
      qualityIssues: v.array(QualityIssue),
      samplingCadenceSeconds: Integer,
      intradayObservationCount: Integer,
      expectedSessions: Integer,
      missingSessions: Integer,
      recommendedChartType: ChartType,
    }),
  }),
);

// ---- Content: news, market intel, corporate actions, dividends ----------------------------------

export const ArticleSchema = named(
  'Article',
  'A market-intel article, company news item or corporate action',
  v.strictObject({
    id: v.string(),
    type: v.picklist(['NEWS', 'INTEL', 'CORPORATE_ACTION']),
    title: v.string(),
    summary: v.string(),
    body: v.nullable(v.string()),
    category: v.string(),
    exchange: v.nullable(v.string()),
    symbols: v.array(v.string()),
    source: v.string(),
    author: v.nullable(v.string()),
    url: v.nullable(v.string()),
    publishedAt: Timestamp,
  }),
);

export const ArticleListSchema = named(
  'ArticleList',
  'One cursor page of market-intel articles and corporate actions, newest first',
  v.strictObject({ articles: v.array(ArticleSchema), ...pageMeta }),
);

export const PulseSchema = named(
  'StockPulse',
  'One cursor page of the news, corporate actions and market intel mentioning a stock, newest first',
  v.strictObject({
    symbol: v.string(),
    articles: v.array(ArticleSchema),
    ...pageMeta,
  }),
);

export const NewsItemSchema = named(
  'NewsItem',
  'A company news item or corporate action in news wording',
  v.strictObject({
    id: v.string(),
    type: v.picklist(['NEWS', 'CORPORATE_ACTION']),
    symbol: v.nullable(v.string()),
    headline: v.string(),
    summary: v.string(),
    source: v.string(),
    url: v.nullable(v.string()),
    publishedAt: Timestamp,
  }),
);

export const CompanyNewsSchema = named(
  'CompanyNews',
  'One cursor page of the company news and corporate actions of one instrument, newest first',
  v.strictObject({
    symbol: v.string(),
    news: v.array(NewsItemSchema),
    ...pageMeta,
  }),
);

const dividendEntries = {
  symbol: v.string(),
  dividendPerShare: v.number(),
  currency: v.string(),
  type: v.picklist(['FINAL', 'INTERIM']),
  status: v.picklist(['DECLARED', 'PAID']),
  declaredDate: DateText,
  exDate: DateText,
  recordDate: DateText,
  payDate: DateText,
};

/**
 * Calendar and history rows come from the declared corporate actions as well as the catalogue: an
 * operator's declaration names no FINAL/INTERIM type nor a record date (null), and every row
 * says which declared action it follows.
 */
const followedDividendEntries = {
  ...dividendEntries,
  type: v.nullable(v.picklist(['FINAL', 'INTERIM'])),
  recordDate: v.nullable(DateText),
  corporateActionId: v.nullable(v.string()),
  corporateActionStatus: v.nullable(v.picklist(['DECLARED', 'EFFECTIVE', 'PAID'])),
};

export const DividendSchema = named(
  'Dividend',
  'A dividend declaration (amount per share in the listing currency); status PAID once paid; corporateActionId null for the catalogue history',
  v.strictObject(followedDividendEntries),
);

export const DividendCalendarSchema = named(
  'DividendCalendar',
  'One cursor page of dividend declarations by ex-date; `held` says whether the partner holds the symbol',
  v.strictObject({
    declarations: v.array(v.strictObject({ ...followedDividendEntries, name: v.nullable(v.string()), exchange: v.nullable(v.string()), held: v.boolean() })),
    ...pageMeta,
    all: v.boolean(),
  }),
);

export const DividendHistorySchema = named(
  'DividendHistory',
  'One cursor page of the dividend history of one instrument, newest ex-date first',
  v.strictObject({
    symbol: v.string(),
    history: v.array(DividendSchema),
    ...pageMeta,
  }),
);

// ---- Operator market controls ----------------------------------------------------------------------

export const TickSchema = named(
  'MarketTick',
  'An observation the operator published, as stored',
  v.strictObject({
    symbol: v.string(),
    exchange: v.string(),
    currency: v.string(),
    price: Price,
    volume: NullableInteger,
    capturedAt: Timestamp,
    sessionDate: DateText,
    source: v.literal('tick'),
  }),
);

export const ClosureSchema = named(
  'ExchangeClosure',
  'An exchange closure declared or lifted; changed is false when it already stood so',
  v.strictObject({
    exchange: v.string(),
    closed: v.boolean(),
    reason: v.nullable(v.string()),
    changed: v.boolean(),
  }),
);
