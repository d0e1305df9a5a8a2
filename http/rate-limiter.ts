/**
 * A 1-minute sliding window per partner identity and environment, kept as sixty one-second buckets:
 * exact to the second, constant memory however high a negotiated limit is. It runs on real elapsed
 * time (CONTRACT.md "Which clock"), so a frozen virtual clock never freezes a window.
 */
const WINDOW_SECONDS = 60;

interface Window {
  readonly counts: Uint32Array;
  readonly seconds: Float64Array;
}

export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Epoch seconds at which the oldest counted request leaves the window. */
  readonly resetEpochSeconds: number;
  readonly retryAfterSeconds: number;
}

export class SlidingWindowLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly nowMs: () => number = () => performance.timeOrigin + performance.now()) {}

  take(bucket: string, limit: number): RateDecision {
    const nowSec = Math.floor(this.nowMs() / 1000);
    let w = this.windows.get(bucket);
    if (!w) {
      w = { counts: new Uint32Array(WINDOW_SECONDS), seconds: new Float64Array(WINDOW_SECONDS).fill(-1) };
      this.windows.set(bucket, w);
    }
    let used = 0;
    let oldest = nowSec;
    for (let i = 0; i < WINDOW_SECONDS; i += 1) {
      const s = w.seconds[i]!;
      if (s > nowSec - WINDOW_SECONDS && w.counts[i]! > 0) {
        used += w.counts[i]!;
        if (s < oldest) oldest = s;
      }
    }
    const resetEpochSeconds = oldest + WINDOW_SECONDS;
    if (used >= limit) {
      return { allowed: false, limit, remaining: 0, resetEpochSeconds, retryAfterSeconds: Math.max(1, resetEpochSeconds - nowSec) };
    }
    const slot = nowSec % WINDOW_SECONDS;
    if (w.seconds[slot] !== nowSec) {
      w.seconds[slot] = nowSec;
      w.counts[slot] = 0;
    }
    w.counts[slot] = w.counts[slot]! + 1;
    return { allowed: true, limit, remaining: limit - used - 1, resetEpochSeconds, retryAfterSeconds: 0 };
  }
}
