/**
 * Vocabulary of the seeded market catalog: exchanges, holidays, instruments, FX, corporate events and
 * editorial content. Everything is plain readonly data so the catalog can be seeded, hashed or shipped
 * to a worker without conversion. Prices and rates are decimal strings: money never passes through a
 * binary float on its way into the ledger.
 */

export type ExchangeCode = 'NSE' | 'NGX' | 'JSE' | 'GSE' | 'BRVM' | 'LUSE' | 'USE' | 'DSE' | 'ZSE' | 'BSE' | 'EGX' | 'MSE' | 'CSE' | 'SEM';

/** ISO 3166-1 alpha-2 code of an exchange's home; also the symbol suffix. */
export type CountryCode = 'KE' | 'NG' | 'ZA' | 'GH' | 'CI' | 'ZM' | 'UG' | 'TZ' | 'ZW' | 'BW' | 'EG' | 'MW' | 'MA' | 'MU';

/** ISO 4217 code of an exchange's trading currency. */
export type CurrencyCode = 'KES' | 'NGN' | 'ZAR' | 'GHS' | 'XOF' | 'ZMW' | 'UGX' | 'TZS' | 'ZWG' | 'BWP' | 'EGP' | 'MWK' | 'MAD' | 'MUR';

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type HistoryConfidence = 'high' | 'medium' | 'low';

/** Local wall-clock times, 'HH:MM', in the exchange's own timezone. */
export interface TradingHours {
  readonly open: string;
  readonly close: string;
}

export interface Exchange {
  readonly code: ExchangeCode;
  /** How the exchange writes its own code where it differs from `code` (LuSE). */
  readonly displayCode: string;
  readonly name: string;
  readonly country: CountryCode;
  readonly symbolSuffix: CountryCode;
  readonly currency: CurrencyCode;
  readonly currencyMinorDigits: number;
  /** IANA timezone name. */
  readonly timezone: string;
  readonly tradingHours: TradingHours;
  readonly tradingDays: readonly IsoWeekday[];
  readonly settlementCycleDays: number;
  readonly fractional: boolean;
  readonly quantityDecimals: number;
  readonly delayMinutes: number;
  readonly historyYears: number;
  readonly historyConfidence: HistoryConfidence;
  readonly website: string;
}

export interface Holiday {
  readonly exchange: ExchangeCode;
  /** 'YYYY-MM-DD', local calendar date of the closure. */
  readonly date: string;
  readonly reason: string;
}

export type AssetType = 'EQUITY' | 'ETF';
export type InstrumentStatus = 'ACTIVE' | 'SUSPENDED' | 'DELISTED';

export interface Instrument {
  /** `<TICKER>.<CC>`, CC being the exchange's country code. */
  readonly symbol: string;
  readonly ticker: string;
  readonly exchange: ExchangeCode;
  readonly name: string;
  readonly sector: string;
  readonly industry: string;
  readonly assetType: AssetType;
  readonly currency: CurrencyCode;
  /** Decimal string in the local currency (major units), e.g. '28.50'. */
  readonly referencePrice: string;
  readonly sharesOutstanding: number;
  readonly listedSince: number;
  readonly description: string;
  readonly website: string;
  /** False for close-only instruments: the feed carries no open, high or low. */
  readonly ohlcAvailable: boolean;
  /** False where the feed carries no traded volume (never to be reported as 0). */
  readonly volumeAvailable: boolean;
  readonly isin: string | null;
  readonly status: InstrumentStatus;
  readonly tradable: boolean;
}

export interface FxRate {
  readonly currency: CurrencyCode;
  /** Local currency units per one USD, decimal string. */
  readonly perUsd: string;
  readonly asOf: string;
  readonly source: 'managed';
}

export type DividendStatus = 'PAID' | 'DECLARED';
export type DividendType = 'FINAL' | 'INTERIM';

export interface Dividend {
  readonly symbol: string;
  /** Decimal string in `currency` (major units). */
  readonly dividendPerShare: string;
  readonly currency: CurrencyCode;
  readonly declaredDate: string;
  readonly exDate: string;
  readonly recordDate: string;
  readonly payDate: string;
  readonly status: DividendStatus;
  readonly type: DividendType;
}

export type CorporateActionType = 'SPLIT' | 'SYMBOL_CHANGE' | 'RIGHTS_ISSUE' | 'PRIVATE_PLACEMENT' | 'SUSPENSION';

export interface CorporateAction {
  readonly id: string;
  /** The instrument's current symbol (after any symbol change). */
  readonly symbol: string;
  readonly type: CorporateActionType;
  readonly announcedDate: string;
  readonly effectiveDate: string;
  readonly description: string;
  /** Split ratio as 'new:old', e.g. '5:1'; null for other actions. */
  readonly ratio: string | null;
  /** For SYMBOL_CHANGE: the symbol before the change. */
  readonly previousSymbol: string | null;
}

export type IntelCategory = 'MARKET_WRAP' | 'SECTOR' | 'MACRO' | 'REGULATION' | 'CORPORATE_ACTION' | 'EARNINGS_PREVIEW';

export interface MarketIntelArticle {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly body: string;
  readonly exchange: ExchangeCode;
  readonly symbols: readonly string[];
  readonly category: IntelCategory;
  readonly publishedAt: string;
  readonly author: string;
}

export interface CompanyNewsItem {
  readonly id: string;
  readonly symbol: string;
  readonly headline: string;
  readonly summary: string;
  readonly source: string;
  readonly publishedAt: string;
  readonly url: string;
}
