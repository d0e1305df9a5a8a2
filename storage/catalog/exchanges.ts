/**
 * The 14 exchanges the service covers. Trading hours are the continuous session in local time (the
 * IANA zone resolves daylight saving and Morocco's Ramadan offset). Settlement is T+2 on EGX and T+3
 * elsewhere (CONTRACT.md). Fractional exchanges allow 6-decimal quantities; the others whole shares.
 * History depth and confidence describe how far back the simulator backfills and how complete that
 * history claims to be.
 */
import type { CurrencyCode, Exchange, ExchangeCode, IsoWeekday } from './types.ts';

const MON_FRI: readonly IsoWeekday[] = [1, 2, 3, 4, 5];
const SUN_THU: readonly IsoWeekday[] = [7, 1, 2, 3, 4];

type ExchangeSeed = Omit<
  Exchange,
  'displayCode' | 'symbolSuffix' | 'currencyMinorDigits' | 'tradingDays' | 'settlementCycleDays' | 'quantityDecimals' | 'delayMinutes'
> & {
  readonly displayCode?: string;
  readonly tradingDays?: readonly IsoWeekday[];
  readonly settlementCycleDays?: number;
};

/** Currencies whose ISO 4217 minor unit is 0 (no cents). */
const ZERO_DECIMAL: ReadonlySet<CurrencyCode> = new Set<CurrencyCode>(['XOF', 'UGX']);

function exchange(seed: ExchangeSeed): Exchange {
  return {
    ...seed,
    displayCode: seed.displayCode ?? seed.code,
    symbolSuffix: seed.country,
    currencyMinorDigits: ZERO_DECIMAL.has(seed.currency) ? 0 : 2,
    tradingDays: seed.tradingDays ?? MON_FRI,
    settlementCycleDays: seed.settlementCycleDays ?? 3,
    quantityDecimals: seed.fractional ? 6 : 0,
    delayMinutes: 15,
  };
}

export const exchanges: readonly Exchange[] = [
  exchange({
    code: 'NSE',
    name: 'Nairobi Securities Exchange',
    country: 'KE',
    currency: 'KES',
    timezone: 'Africa/Nairobi',
    tradingHours: { open: '09:30', close: '15:00' },
    fractional: true,
    historyYears: 8,
    historyConfidence: 'high',
    website: 'https://www.nse.co.ke',
  }),
  exchange({
    code: 'NGX',
    name: 'Nigerian Exchange',
    country: 'NG',
    currency: 'NGN',
    timezone: 'Africa/Lagos',
    tradingHours: { open: '10:00', close: '14:30' },
    fractional: true,
    historyYears: 8,
    historyConfidence: 'high',
    website: 'https://ngxgroup.com',
  }),
  exchange({
    code: 'JSE',
    name: 'Johannesburg Stock Exchange',
    country: 'ZA',
    currency: 'ZAR',
    timezone: 'Africa/Johannesburg',
    tradingHours: { open: '09:00', close: '17:00' },
    fractional: true,
    historyYears: 10,
    historyConfidence: 'high',
    website: 'https://www.jse.co.za',
  }),
  exchange({
    code: 'GSE',
    name: 'Ghana Stock Exchange',
    country: 'GH',
    currency: 'GHS',
    timezone: 'Africa/Accra',
    tradingHours: { open: '10:00', close: '15:00' },
    fractional: false,
    historyYears: 5,
    historyConfidence: 'medium',
    website: 'https://gse.com.gh',
  }),
  exchange({
    code: 'BRVM',
    name: 'Bourse Régionale des Valeurs Mobilières',
    country: 'CI',
    currency: 'XOF',
    timezone: 'Africa/Abidjan',
    tradingHours: { open: '09:45', close: '15:00' },
    fractional: false,
    historyYears: 5,
    historyConfidence: 'medium',
    website: 'https://www.brvm.org',
  }),
  exchange({
    code: 'LUSE',
    displayCode: 'LuSE',
    name: 'Lusaka Securities Exchange',
    country: 'ZM',
    currency: 'ZMW',
    timezone: 'Africa/Lusaka',
    tradingHours: { open: '10:00', close: '15:00' },
    fractional: false,
    historyYears: 4,
    historyConfidence: 'low',
    website: 'https://www.luse.co.zm',
  }),
  exchange({
    code: 'USE',
    name: 'Uganda Securities Exchange',
    country: 'UG',
    currency: 'UGX',
    timezone: 'Africa/Kampala',
    tradingHours: { open: '10:00', close: '15:00' },
    fractional: false,
    historyYears: 3,
    historyConfidence: 'low',
    website: 'https://www.use.or.ug',
  }),
  exchange({
    code: 'DSE',
    name: 'Dar es Salaam Stock Exchange',
    country: 'TZ',
    currency: 'TZS',
    timezone: 'Africa/Dar_es_Salaam',
    tradingHours: { open: '10:30', close: '16:00' },
    fractional: false,
    historyYears: 4,
    historyConfidence: 'low',
    website: 'https://www.dse.co.tz',
  }),
  exchange({
    code: 'ZSE',
    name: 'Zimbabwe Stock Exchange',
    country: 'ZW',
    currency: 'ZWG',
    timezone: 'Africa/Harare',
    tradingHours: { open: '10:00', close: '13:00' },
    fractional: false,
    historyYears: 3,
    historyConfidence: 'low',
    website: 'https://www.zse.co.zw',
  }),
  exchange({
    code: 'BSE',
    name: 'Botswana Stock Exchange',
    country: 'BW',
    currency: 'BWP',
    timezone: 'Africa/Gaborone',
    tradingHours: { open: '10:00', close: '14:00' },
    fractional: false,
    historyYears: 4,
    historyConfidence: 'medium',
    website: 'https://www.bse.co.bw',
  }),
  exchange({
    code: 'EGX',
    name: 'The Egyptian Exchange',
    country: 'EG',
    currency: 'EGP',
    timezone: 'Africa/Cairo',
    tradingHours: { open: '10:00', close: '14:30' },
    tradingDays: SUN_THU,
    settlementCycleDays: 2,
    fractional: true,
    historyYears: 8,
    historyConfidence: 'high',
    website: 'https://www.egx.com.eg',
  }),
  exchange({
    code: 'MSE',
    name: 'Malawi Stock Exchange',
    country: 'MW',
    currency: 'MWK',
    timezone: 'Africa/Blantyre',
    tradingHours: { open: '09:00', close: '15:00' },
    fractional: false,
    historyYears: 3,
    historyConfidence: 'low',
    website: 'https://mse.co.mw',
  }),
  exchange({
    code: 'CSE',
    name: 'Casablanca Stock Exchange',
    country: 'MA',
    currency: 'MAD',
    timezone: 'Africa/Casablanca',
    tradingHours: { open: '09:30', close: '15:30' },
    fractional: false,
    historyYears: 6,
    historyConfidence: 'medium',
    website: 'https://www.casablanca-bourse.com',
  }),
  exchange({
    code: 'SEM',
    name: 'Stock Exchange of Mauritius',
    country: 'MU',
    currency: 'MUR',
    timezone: 'Indian/Mauritius',
    tradingHours: { open: '09:30', close: '15:00' },
    fractional: false,
    historyYears: 5,
    historyConfidence: 'medium',
    website: 'https://www.stockexchangeofmauritius.com',
  }),
];

const byCode: ReadonlyMap<ExchangeCode, Exchange> = new Map(exchanges.map((e) => [e.code, e]));

/** The exchange with this code; throws on an unknown code because callers pass catalog data only. */
export function exchangeByCode(code: ExchangeCode): Exchange {
  const found = byCode.get(code);
  if (!found) throw new Error(`unknown exchange ${code}`);
  return found;
}
