import test from 'ava';
import {
  companyNews,
  corporateActions,
  dividends,
  dualListedTicker,
  exchanges,
  fxRates,
  holidays,
  instruments,
  marketIntel,
} from '../../storage/catalog/index.ts';
import type { Exchange, ExchangeCode } from '../../storage/catalog/index.ts';

const DECIMAL = /^\d+(\.\d+)?$/;
const byCode = new Map<ExchangeCode, Exchange>(exchanges.map((e) => [e.code, e]));
const symbols = new Set(instruments.map((i) => i.symbol));

function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function isoWeekday(s: string): number {
  const day = new Date(`${s}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function isPositiveDecimal(s: string): boolean {
  return DECIMAL.test(s) && Number(s) > 0;
}

test('the catalog holds the 14 exchanges once each, with LUSE displayed as LuSE', (t) => {
  const codes = exchanges.map((e) => e.code);
  t.is(codes.length, 14);
  t.is(new Set(codes).size, 14);
  t.deepEqual([...codes].sort(), ['BRVM', 'BSE', 'CSE', 'DSE', 'EGX', 'GSE', 'JSE', 'LUSE', 'MSE', 'NGX', 'NSE', 'SEM', 'USE', 'ZSE']);
  t.is(byCode.get('LUSE')?.displayCode, 'LuSE');
  for (const e of exchanges) t.is(e.symbolSuffix, e.country, `${e.code} suffix is its country code`);
});

test('EGX settles T+2 and trades Sunday to Thursday; every other exchange settles T+3 on weekdays', (t) => {
  for (const e of exchanges) {
    if (e.code === 'EGX') {
      t.is(e.settlementCycleDays, 2);
      t.deepEqual([...e.tradingDays].sort(), [1, 2, 3, 4, 7]);
    } else {
      t.is(e.settlementCycleDays, 3, e.code);
      t.deepEqual([...e.tradingDays], [1, 2, 3, 4, 5], e.code);
    }
  }
});

test('every exchange has a real IANA timezone, local HH:MM hours with open before close and a 15-minute delay', (t) => {
  for (const e of exchanges) {
    t.notThrows(() => new Intl.DateTimeFormat('en', { timeZone: e.timezone }), e.timezone);
    t.regex(e.tradingHours.open, /^([01]\d|2[0-3]):[0-5]\d$/);
    t.regex(e.tradingHours.close, /^([01]\d|2[0-3]):[0-5]\d$/);
    t.true(e.tradingHours.open < e.tradingHours.close, `${e.code} opens before it closes`);
    t.is(e.delayMinutes, 15);
    t.true(e.historyYears >= 1);
    t.regex(e.currency, /^[A-Z]{3}$/);
  }
});

test('at least two exchanges trade 6-decimal fractions and at least two trade whole shares only', (t) => {
  const fractional = exchanges.filter((e) => e.fractional);
  const whole = exchanges.filter((e) => !e.fractional);
  t.true(fractional.length >= 2);
  t.true(whole.length >= 2);
  for (const e of fractional) t.is(e.quantityDecimals, 6, e.code);
  for (const e of whole) t.is(e.quantityDecimals, 0, e.code);
});

test('every instrument symbol is TICKER.CC with its exchange country suffix, ticker and currency', (t) => {
  for (const i of instruments) {
    const ex = byCode.get(i.exchange);
    t.truthy(ex, `${i.symbol} is on a known exchange`);
    t.regex(i.symbol, /^[A-Z0-9]{1,20}\.[A-Z]{2}$/);
    t.is(i.symbol, `${i.ticker}.${ex?.symbolSuffix}`);
    t.is<string | undefined, string | undefined>(i.currency, ex?.currency, `${i.symbol} trades in its exchange currency`);
  }
});

test('each exchange lists at least 10 instruments, 160 or more in all, and symbols are unique', (t) => {
  t.true(instruments.length >= 160, `${instruments.length} instruments`);
  t.is(symbols.size, instruments.length);
  for (const e of exchanges) {
    const count = instruments.filter((i) => i.exchange === e.code).length;
    t.true(count >= 10, `${e.code} lists ${count}`);
  }
});

test('a bare ticker is listed on two exchanges and dualListedTicker names one such ticker', (t) => {
  const exchangesByTicker = new Map<string, Set<ExchangeCode>>();
  for (const i of instruments) {
    const set = exchangesByTicker.get(i.ticker) ?? new Set<ExchangeCode>();
    set.add(i.exchange);
    exchangesByTicker.set(i.ticker, set);
  }
  const ambiguous = [...exchangesByTicker].filter(([, set]) => set.size >= 2).map(([ticker]) => ticker);
  t.true(ambiguous.length >= 1);
  t.true(ambiguous.includes(dualListedTicker));
  t.deepEqual([...(exchangesByTicker.get(dualListedTicker) ?? [])].sort(), ['GSE', 'NGX']);
});

test('ETFs are listed on at least three exchanges', (t) => {
  const withEtfs = new Set(instruments.filter((i) => i.assetType === 'ETF').map((i) => i.exchange));
  t.true(withEtfs.size >= 3, [...withEtfs].join(','));
});

test('reference prices are positive decimal strings and share counts positive integers', (t) => {
  for (const i of instruments) {
    t.true(isPositiveDecimal(i.referencePrice), `${i.symbol} ${i.referencePrice}`);
    t.true(Number.isSafeInteger(i.sharesOutstanding) && i.sharesOutstanding > 0, i.symbol);
    t.true(i.listedSince >= 1900 && i.listedSince <= 2026, i.symbol);
    t.true(i.name.length > 0 && i.description.length > 0 && i.website.startsWith('https://'), i.symbol);
    if (i.isin !== null) t.regex(i.isin, /^[A-Z]{2}[A-Z0-9]{9}\d$/);
  }
});

test('some instruments are close-only and some lack volume, mostly outside the three largest exchanges', (t) => {
  const closeOnly = instruments.filter((i) => !i.ohlcAvailable);
  const noVolume = instruments.filter((i) => !i.volumeAvailable);
  t.true(closeOnly.length / instruments.length >= 0.1 && closeOnly.length / instruments.length <= 0.2);
  t.true(noVolume.length / instruments.length >= 0.05 && noVolume.length / instruments.length <= 0.15);
  const large = new Set<ExchangeCode>(['JSE', 'NGX', 'NSE']);
  t.true(closeOnly.every((i) => !large.has(i.exchange)));
});

test('suspended instruments are not tradable and active ones are', (t) => {
  const suspended = instruments.filter((i) => i.status === 'SUSPENDED');
  t.true(suspended.length >= 1);
  for (const i of instruments) t.is(i.tradable, i.status === 'ACTIVE', i.symbol);
});

test('every exchange has holidays in 2026 and 2027 on real dates that are its trading days, without duplicates', (t) => {
  const seen = new Set<string>();
  for (const h of holidays) {
    const ex = byCode.get(h.exchange);
    t.truthy(ex, h.exchange);
    t.true(isCalendarDate(h.date), `${h.exchange} ${h.date}`);
    const days: readonly number[] = ex?.tradingDays ?? [];
    t.true(days.includes(isoWeekday(h.date)), `${h.exchange} ${h.date} is a trading day`);
    t.true(h.reason.length > 0);
    const key = `${h.exchange}|${h.date}`;
    t.false(seen.has(key), `duplicate ${key}`);
    seen.add(key);
  }
  for (const e of exchanges) {
    for (const year of ['2026', '2027']) {
      t.true(
        holidays.some((h) => h.exchange === e.code && h.date.startsWith(year)),
        `${e.code} ${year}`,
      );
    }
  }
});

test('Easter closures fall on the right dates where observed', (t) => {
  const closed = (code: ExchangeCode, date: string) => holidays.some((h) => h.exchange === code && h.date === date);
  for (const code of ['NSE', 'JSE', 'NGX'] as const) {
    for (const date of ['2026-04-03', '2026-04-06', '2027-03-26', '2027-03-29']) t.true(closed(code, date), `${code} ${date}`);
  }
  t.false(closed('CSE', '2026-04-03'), 'Morocco does not close on Good Friday');
});

test('the FX table has one positive managed rate per exchange currency', (t) => {
  const currencies = new Set(exchanges.map((e) => e.currency));
  t.is(fxRates.length, currencies.size);
  for (const c of currencies) {
    const rows = fxRates.filter((r) => r.currency === c);
    t.is(rows.length, 1, c);
    const r = rows[0];
    t.true(r !== undefined && isPositiveDecimal(r.perUsd), c);
    t.is(r?.source, 'managed');
    t.false(Number.isNaN(Date.parse(r?.asOf ?? '')));
  }
});

test('dividends reference existing symbols in their currency with ordered dates across six or more exchanges', (t) => {
  t.true(dividends.length >= 12);
  const exchangesWithDividends = new Set<ExchangeCode>();
  for (const d of dividends) {
    const inst = instruments.find((i) => i.symbol === d.symbol);
    t.truthy(inst, d.symbol);
    if (inst) exchangesWithDividends.add(inst.exchange);
    t.is<string | undefined, string | undefined>(d.currency, inst?.currency, d.symbol);
    t.true(isPositiveDecimal(d.dividendPerShare), d.symbol);
    for (const date of [d.declaredDate, d.exDate, d.recordDate, d.payDate]) t.true(isCalendarDate(date), `${d.symbol} ${date}`);
    t.true(d.declaredDate <= d.exDate && d.exDate <= d.recordDate && d.recordDate <= d.payDate, d.symbol);
    if (d.status === 'PAID') t.true(d.payDate < '2026-09-01', `${d.symbol} paid before the clock start`);
  }
  t.true(exchangesWithDividends.size >= 6);
  const upcoming = dividends.filter((d) => d.status === 'DECLARED' && d.exDate >= '2026-09-01' && d.exDate <= '2026-12-31');
  t.true(upcoming.length >= 3);
});

test('corporate actions include a split, a symbol change, a rights issue and a suspension on existing symbols', (t) => {
  const types = new Set(corporateActions.map((a) => a.type));
  for (const type of ['SPLIT', 'SYMBOL_CHANGE', 'RIGHTS_ISSUE', 'SUSPENSION'] as const) t.true(types.has(type), type);
  t.is(new Set(corporateActions.map((a) => a.id)).size, corporateActions.length);
  for (const a of corporateActions) {
    t.true(symbols.has(a.symbol), a.symbol);
    t.true(isCalendarDate(a.announcedDate) && isCalendarDate(a.effectiveDate) && a.announcedDate <= a.effectiveDate, a.id);
    if (a.type === 'SYMBOL_CHANGE') t.false(a.previousSymbol === null || symbols.has(a.previousSymbol), 'old symbol is retired');
    if (a.type === 'SPLIT') t.regex(a.ratio ?? '', /^\d+:\d+$/);
    if (a.type === 'SUSPENSION') t.is(instruments.find((i) => i.symbol === a.symbol)?.status, 'SUSPENDED');
  }
});

test('market intel and company news reference existing symbols and exchanges with unique ids', (t) => {
  t.true(marketIntel.length >= 12);
  t.is(new Set(marketIntel.map((a) => a.id)).size, marketIntel.length);
  for (const a of marketIntel) {
    t.regex(a.id, /^mi_/);
    t.true(byCode.has(a.exchange), a.id);
    t.true(a.publishedAt.startsWith('2026-') && !Number.isNaN(Date.parse(a.publishedAt)), a.id);
    t.true(a.body.length > a.summary.length, a.id);
    for (const s of a.symbols) t.true(symbols.has(s), `${a.id} ${s}`);
  }
  t.is(new Set(companyNews.map((n) => n.id)).size, companyNews.length);
  const perSymbol = new Map<string, number>();
  for (const n of companyNews) {
    t.true(symbols.has(n.symbol), n.symbol);
    t.false(Number.isNaN(Date.parse(n.publishedAt)), n.id);
    t.true(n.url.startsWith('https://'), n.id);
    perSymbol.set(n.symbol, (perSymbol.get(n.symbol) ?? 0) + 1);
  }
  t.true([...perSymbol.values()].filter((count) => count >= 2).length >= 20);
});
