/**
 * The truth about a candle series, for `meta`: how much of it has open/high/low and volume, how much
 * is flat, which scheduled sessions have no data, and what chart a client should draw. Pure.
 */
import { divideRoundHalfUp, fromMinor } from '../money.ts';
import type { Candle } from './candles.ts';

export type QualityStatus = 'GOOD' | 'DEGRADED' | 'POOR';
export type QualityIssue =
  | 'NO_DATA'
  | 'CLOSE_ONLY'
  | 'PARTIAL_OHLC'
  | 'FLAT_CANDLES'
  | 'VOLUME_UNAVAILABLE'
  | 'PARTIAL_VOLUME'
  | 'SPARSE_INTRADAY_COVERAGE'
  | 'MISSING_SESSIONS';
export type VolumeStatus = 'AVAILABLE' | 'PARTIAL' | 'UNAVAILABLE';
export type ChartType = 'candlestick' | 'line';

export interface QualityInput {
  readonly candles: readonly Candle[];
  /** Built from the 900 s captures (15m, 1h) rather than finalized daily bars. */
  readonly intraday: boolean;
  /** The instrument's feed flags. */
  readonly ohlcAvailable: boolean;
  readonly volumeAvailable: boolean;
  /** Scheduled sessions in the range the service should have data for, and how many have none. */
  readonly expectedSessions: number;
  readonly missingSessions: number;
  readonly observationCount: number;
}

export interface QualityMeta {
  readonly ohlcCoveragePct: number;
  readonly flatCandlePct: number;
  readonly zeroVolumePct: number;
  readonly volumeCoveragePct: number;
  readonly volumeStatus: VolumeStatus;
  readonly qualityStatus: QualityStatus;
  readonly qualityIssues: QualityIssue[];
  readonly samplingCadenceSeconds: number;
  readonly intradayObservationCount: number;
  readonly expectedSessions: number;
  readonly missingSessions: number;
  readonly recommendedChartType: ChartType;
}

export const INTRADAY_CADENCE_SECONDS = 900;
export const DAILY_CADENCE_SECONDS = 86_400;

/** Percent with two decimals, rounded half-up in integers; 0 of nothing is 0. */
export function pct(part: number, whole: number): number {
  return whole === 0 ? 0 : fromMinor(divideRoundHalfUp(part * 10_000, whole), 2);
}

const hasOhlc = (c: Candle): boolean => c.openMinor !== null && c.highMinor !== null && c.lowMinor !== null;
const isFlat = (c: Candle): boolean => hasOhlc(c) && c.openMinor === c.closeMinor && c.highMinor === c.closeMinor && c.lowMinor === c.closeMinor;

function issuesOf(input: QualityInput, ohlcPct: number, flatPct: number, volumePct: number): QualityIssue[] {
  const issues: QualityIssue[] = [];
  const any = input.candles.length > 0;
  if (!any) issues.push('NO_DATA');
  if (!input.ohlcAvailable) issues.push('CLOSE_ONLY');
  else if (any && ohlcPct < 100) issues.push('PARTIAL_OHLC');
  if (any && flatPct >= 50) issues.push('FLAT_CANDLES');
  if (!input.volumeAvailable || (any && volumePct === 0)) issues.push('VOLUME_UNAVAILABLE');
  else if (any && volumePct < 100) issues.push('PARTIAL_VOLUME');
  if (input.intraday) issues.push('SPARSE_INTRADAY_COVERAGE');
  if (input.missingSessions > 0) issues.push('MISSING_SESSIONS');
  return issues;
}

function statusOf(input: QualityInput, issues: readonly QualityIssue[]): QualityStatus {
  const mostlyMissing = input.expectedSessions > 0 && input.missingSessions * 2 > input.expectedSessions;
  if (issues.includes('NO_DATA') || mostlyMissing || (issues.includes('CLOSE_ONLY') && issues.includes('VOLUME_UNAVAILABLE'))) return 'POOR';
  return issues.length > 0 ? 'DEGRADED' : 'GOOD';
}

export function assessQuality(input: QualityInput): QualityMeta {
  const n = input.candles.length;
  const ohlcCoveragePct = pct(input.candles.filter(hasOhlc).length, n);
  const flatCandlePct = pct(input.candles.filter(isFlat).length, n);
  const volumeCoveragePct = pct(input.candles.filter((c) => c.volume !== null).length, n);
  const zeroVolumePct = pct(input.candles.filter((c) => c.volume === 0).length, n);
  const qualityIssues = issuesOf(input, ohlcCoveragePct, flatCandlePct, volumeCoveragePct);
  // Flat or mostly open-less candles draw as noise in a candlestick chart; a line of closes is honest.
  const candlestick = input.ohlcAvailable && (n === 0 || (ohlcCoveragePct >= 50 && flatCandlePct < 50));
  return {
    ohlcCoveragePct,
    flatCandlePct,
    zeroVolumePct,
    volumeCoveragePct,
    volumeStatus: n > 0 && volumeCoveragePct === 100 ? 'AVAILABLE' : volumeCoveragePct > 0 ? 'PARTIAL' : 'UNAVAILABLE',
    qualityStatus: statusOf(input, qualityIssues),
    qualityIssues,
    samplingCadenceSeconds: input.intraday ? INTRADAY_CADENCE_SECONDS : DAILY_CADENCE_SECONDS,
    intradayObservationCount: input.observationCount,
    expectedSessions: input.expectedSessions,
    missingSessions: input.missingSessions,
    recommendedChartType: candlestick ? 'candlestick' : 'line',
  };
}
