/**
 * Exchange trading calendars: whether an exchange is in session at an instant (its local hours and
 * trading days, its public holidays, any unscheduled closure) and when its next session boundaries
 * fall. Local times resolve through the exchange's IANA zone, so daylight saving and Morocco's
 * Ramadan offset need no special cases. Pure: the instant is always an argument.
 */
import type { Exchange, ExchangeCode, Holiday } from '../../storage/catalog/types.ts';
import { dateParts, pairParts } from '../date-parts.ts';

export const SESSION_PHASES = ['OPEN', 'CLOSED', 'HOLIDAY'] as const;
export type SessionPhase = (typeof SESSION_PHASES)[number];

export interface SessionState {
  readonly phase: SessionPhase;
  readonly open: boolean;
  /** Why it is closed: outside hours, a weekend, a named holiday, or an operator closure reason. */
  readonly reason: string | null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalTime {
  /** 'YYYY-MM-DD' in the zone. */
  readonly date: string;
  /** ISO weekday, 1 = Monday .. 7 = Sunday. */
  readonly weekday: number;
  /** Minutes since local midnight. */
  readonly minutes: number;
}

/**
 * The last resolution per zone, by UTC minute: every quote and trade asks for its exchange's session
 * at the command's instant, and `formatToParts` is the costly part (some 15 µs). Kept only when the
 * zone's offset is whole minutes at that instant (local seconds equal UTC seconds: every zone since
 * the 1970s), so the whole UTC minute has the same local date and minute.
 */
const lastResolved = new Map<string, { readonly minute: number; readonly local: LocalTime }>();

export function localTime(atMs: number, timeZone: string): LocalTime {
  const minute = Math.floor(atMs / MINUTE_MS);
  const last = lastResolved.get(timeZone);
  if (last?.minute === minute) return last.local;
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(atMs))) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const local: LocalTime = { date, weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
  const utcSecond = Math.floor((atMs - minute * MINUTE_MS) / 1000);
  if (Number(parts.second) === utcSecond) lastResolved.set(timeZone, { minute, local });
  return local;
}

/** Offset of the zone from UTC at an instant, in milliseconds (local = utc + offset). */
function zoneOffsetMs(atMs: number, timeZone: string): number {
  const l = localTime(atMs, timeZone);
  const [y, m, d] = dateParts(l.date);
  const localAsUtc = Date.UTC(y, m - 1, d) + l.minutes * MINUTE_MS;
  return localAsUtc - (atMs - (atMs % MINUTE_MS));
}

/**
 * Resolved instants: every history, candle and quote derivation asks for the same few session times
 * per exchange and day, and each resolution costs several Intl formatToParts calls. Bounded by
 * exchanges x days x distinct times (about 100,000 entries for ten years of 14 exchanges).
 */
const instants = new Map<string, number>();

/** The UTC instant of a local wall-clock time on a local date. */
export function instantOf(date: string, hhmm: string, timeZone: string): number {
  const key = `${timeZone}|${date}|${hhmm}`;
  let at = instants.get(key);
  if (at === undefined) instants.set(key, (at = resolveInstant(date, hhmm, timeZone)));
  return at;
}

function resolveInstant(date: string, hhmm: string, timeZone: string): number {
  const [y, m, d] = dateParts(date);
  const [hh, mm] = pairParts(hhmm);
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - zoneOffsetMs(guess, timeZone);
  return guess - zoneOffsetMs(first, timeZone);
}

export function minutesOf(hhmm: string): number {
  const [hh, mm] = pairParts(hhmm);
  return hh * 60 + mm;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface CalendarInputs {
  readonly holidays: ReadonlyMap<string, string>;
  /** An operator's unscheduled closure in force, with its reason. */
  readonly closure: { readonly reason: string } | null;
}

/** Does the exchange trade on this ISO weekday (1 = Monday .. 7 = Sunday)? */
const tradesOn = (exchange: Exchange, weekday: number): boolean => exchange.tradingDays.some((d) => d === weekday);

/** Is `date` (local) a scheduled session day: a trading weekday that is not a holiday? */
export function isSessionDay(exchange: Exchange, date: string, holidays: ReadonlyMap<string, string>): boolean {
  const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return tradesOn(exchange, weekday) && !holidays.has(date);
}

export function sessionState(exchange: Exchange, atMs: number, inputs: CalendarInputs): SessionState {
  const local = localTime(atMs, exchange.timezone);
  const holiday = inputs.holidays.get(local.date);
  if (holiday) return { phase: 'HOLIDAY', open: false, reason: holiday };
  if (!tradesOn(exchange, local.weekday)) return { phase: 'CLOSED', open: false, reason: 'weekend' };
  const inHours = local.minutes >= minutesOf(exchange.tradingHours.open) && local.minutes < minutesOf(exchange.tradingHours.close);
  if (!inHours) return { phase: 'CLOSED', open: false, reason: 'outside trading hours' };
  if (inputs.closure) return { phase: 'CLOSED', open: false, reason: inputs.closure.reason };
  return { phase: 'OPEN', open: true, reason: null };
}

export interface Session {
  readonly date: string;
  readonly openMs: number;
  readonly closeMs: number;
}

/** The scheduled session on a local date, or null when the exchange does not trade that day. */
export function sessionOn(exchange: Exchange, date: string, holidays: ReadonlyMap<string, string>): Session | null {
  if (!isSessionDay(exchange, date, holidays)) return null;
  return {
    date,
    openMs: instantOf(date, exchange.tradingHours.open, exchange.timezone),
    closeMs: instantOf(date, exchange.tradingHours.close, exchange.timezone),
  };
}

/** How far ahead a boundary is searched: longer than any run of holidays plus weekends. */
const SEARCH_DAYS = 21;

/** The next scheduled open and close strictly after `atMs` (unscheduled closures are not predicted). */
export function nextBoundaries(
  exchange: Exchange,
  atMs: number,
  holidays: ReadonlyMap<string, string>,
): { nextOpenMs: number | null; nextCloseMs: number | null } {
  const start = localTime(atMs, exchange.timezone).date;
  let nextOpenMs: number | null = null;
  let nextCloseMs: number | null = null;
  for (let i = 0; i <= SEARCH_DAYS && (nextOpenMs === null || nextCloseMs === null); i += 1) {
    const s = sessionOn(exchange, addDays(start, i), holidays);
    if (!s) continue;
    if (nextOpenMs === null && s.openMs > atMs) nextOpenMs = s.openMs;
    if (nextCloseMs === null && s.closeMs > atMs) nextCloseMs = s.closeMs;
  }
  return { nextOpenMs, nextCloseMs };
}

/** Scheduled sessions of the exchange from `fromDate` to `toDate` inclusive (local dates). */
export function sessionsBetween(exchange: Exchange, fromDate: string, toDate: string, holidays: ReadonlyMap<string, string>): Session[] {
  const out: Session[] = [];
  for (let d = fromDate; d <= toDate; d = addDays(d, 1)) {
    const s = sessionOn(exchange, d, holidays);
    if (s) out.push(s);
  }
  return out;
}

/** The spec's polling coverage window: 08:00 to 16:00 UTC, Monday to Friday. */
export const COVERAGE = { startMinutes: 8 * 60, endMinutes: 16 * 60, intervalMs: 900_000 } as const;

export function inCoverageWindow(atMs: number): boolean {
  const d = new Date(atMs);
  const weekday = d.getUTCDay();
  const minutes = d.getUTCHours() * 60 + d.getUTCMinutes();
  return weekday >= 1 && weekday <= 5 && minutes >= COVERAGE.startMinutes && minutes <= COVERAGE.endMinutes;
}

/** The first poll instant strictly after `atMs`: the next 900 s boundary inside the coverage window. */
export function nextPollAfter(atMs: number): number {
  let t = atMs - (atMs % COVERAGE.intervalMs) + COVERAGE.intervalMs;
  for (let guard = 0; guard < 8 * 96; guard += 1, t += COVERAGE.intervalMs) {
    if (inCoverageWindow(t)) return t;
  }
  throw new Error('no poll slot found within eight days');
}

export function holidayMap(holidays: readonly Holiday[], exchange: ExchangeCode): Map<string, string> {
  return new Map(holidays.filter((h) => h.exchange === exchange).map((h) => [h.date, h.reason]));
}

export interface SessionEvent {
  readonly atMs: number;
  readonly phase: SessionPhase;
  /** The holiday's name for HOLIDAY events. */
  readonly reason: string | null;
}

/**
 * The next phase change strictly after `atMs`: an open, a close, or, at the would-be opening time of
 * a holiday on a trading weekday, a HOLIDAY announcement.
 */
export function nextSessionEvent(exchange: Exchange, atMs: number, holidays: ReadonlyMap<string, string>): SessionEvent | null {
  const start = localTime(atMs, exchange.timezone).date;
  for (let i = 0; i <= SEARCH_DAYS; i += 1) {
    const date = addDays(start, i);
    const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    if (!tradesOn(exchange, weekday)) continue;
    const openMs = instantOf(date, exchange.tradingHours.open, exchange.timezone);
    const holiday = holidays.get(date);
    if (holiday) {
      if (openMs > atMs) return { atMs: openMs, phase: 'HOLIDAY', reason: holiday };
      continue;
    }
    if (openMs > atMs) return { atMs: openMs, phase: 'OPEN', reason: null };
    const closeMs = instantOf(date, exchange.tradingHours.close, exchange.timezone);
    if (closeMs > atMs) return { atMs: closeMs, phase: 'CLOSED', reason: null };
  }
  return null;
}
