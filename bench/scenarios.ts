/** The names the service scenarios are reported under: bench/run.ts measures them, report.ts and goals.ts find them by name. */
import type { ScenarioResult } from './report.ts';

export const HEALTHZ_SCENARIO = 'GET /healthz (the service, no authentication)';
/** /healthz measured again after the other service scenarios: a first measurement can come out slow (see `healthzDenominator`). */
export const HEALTHZ_AGAIN_SCENARIO = 'GET /healthz again, after the other service scenarios';
export const TOPUP_SCENARIO = 'journaled idempotent top-up (POST)';
/** The top-up's HTTP floor: the same POST replayed under one Idempotency-Key, answered from its stored response without the engine. */
export const TOPUP_FLOOR_SCENARIO = 'replayed top-up (POST, one Idempotency-Key: no engine batch)';
export const ACCOUNT_SCENARIO = 'authenticated GET /account';

/**
 * The /healthz rate the ratios divide by: the mean of the run's two measurements (before and after the
 * other service scenarios), as a result of the same shape. A single measurement moved by 15% within one run
 * (18,628/s first, 15,917/s last) and once came out at 102 µs of server CPU against 53-64 µs in every other
 * run, which inflated every ratio of that run. The faster of the two was tried first: it is biased (the larger
 * of two noisy figures), lowering every ratio by about the noise; the mean is not, and halves the noise's weight.
 */
export function healthzDenominator(results: readonly ScenarioResult[]): ScenarioResult | undefined {
  const measured = healthzRuns(results);
  if (measured.length <= 1) return measured[0];
  const mean = (of: (r: ScenarioResult) => number): number => measured.reduce((sum, r) => sum + of(r), 0) / measured.length;
  const first = measured[0]!;
  return {
    ...first,
    name: `${HEALTHZ_SCENARIO}, mean of ${measured.length} runs`,
    measured: { ...first.measured, requestsPerSecond: mean((r) => r.measured.requestsPerSecond) },
    cpuUsPerRequest: mean((r) => r.cpuUsPerRequest),
    ...(measured.every((r) => r.mainThreadBusy !== undefined) ? { mainThreadBusy: mean((r) => r.mainThreadBusy!) } : {}),
  };
}

/** The run's /healthz measurements, in the order they were made. */
export function healthzRuns(results: readonly ScenarioResult[]): ScenarioResult[] {
  return results.filter((r) => r.name === HEALTHZ_SCENARIO || r.name === HEALTHZ_AGAIN_SCENARIO);
}
