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
 * The /healthz measurement issue 17's ratios divide by: the faster of the run's two (before and after the
 * other service scenarios). One full run measured /healthz at 102 µs of server CPU against 53-64 µs in
 * every other, which inflated every ratio of that run; taking the faster can only make a ratio smaller.
 */
export function healthzDenominator(results: readonly ScenarioResult[]): ScenarioResult | undefined {
  const measured = results.filter((r) => r.name === HEALTHZ_SCENARIO || r.name === HEALTHZ_AGAIN_SCENARIO);
  return measured.reduce<ScenarioResult | undefined>(
    (best, r) => (best && best.measured.requestsPerSecond >= r.measured.requestsPerSecond ? best : r),
    undefined,
  );
}
