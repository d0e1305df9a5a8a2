/**
 * A 1-minute sliding window per partner identity and environment, kept as sixty one-second buckets:
 * exact to the second, constant memory however high a negotiated limit is. It runs on real elapsed
 * time (CONTRACT.md "Which clock"), so a frozen virtual clock never freezes a window.
 */
const WINDOW_SECONDS = 60;

interface Window {
  readonly counts: Uint32Array;
  readonly seconds: Float64Array;
  /** The latest second a take saw, and the requests counted in the window ending there. */
  latestSec: number;
  total: number;
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

  private readonly nowMs: () => number;
  constructor(nowMs: () => number = () => performance.timeOrigin + performance.now()) {
    this.nowMs = nowMs;
  }

  take(bucket: string, limit: number): RateDecision {
    const nowSec = Math.floor(this.nowMs() / 1000);
    let w = this.windows.get(bucket);
    if (!w) {
      w = { counts: new Uint32Array(WINDOW_SECONDS), seconds: new Float64Array(WINDOW_SECONDS).fill(-1), latestSec: nowSec, total: 0 };
      this.windows.set(bucket, w);
    }
    // Time moving on (the usual case) retires only the seconds it passes: no walk over the whole window per
    // request. A clock that steps back is answered by the walk, as before.
    const behind = nowSec < w.latestSec;
    if (!behind) advance(w, nowSec);
    const used = behind ? countSince(w, nowSec) : w.total;
    const resetEpochSeconds = (used === 0 ? nowSec : oldestCounted(w, nowSec)) + WINDOW_SECONDS;
    if (used >= limit) {
      return { allowed: false, limit, remaining: 0, resetEpochSeconds, retryAfterSeconds: Math.max(1, resetEpochSeconds - nowSec) };
    }
    const slot = nowSec % WINDOW_SECONDS;
    if (w.seconds[slot] !== nowSec) {
      w.seconds[slot] = nowSec;
      w.counts[slot] = 0;
    }
    w.counts[slot] = w.counts[slot]! + 1;
    // Behind the latest second, the slot reused may have held a second the latest window still counted.
    w.total = behind ? countSince(w, w.latestSec) : used + 1;
    return { allowed: true, limit, remaining: limit - used - 1, resetEpochSeconds, retryAfterSeconds: 0 };
  }
}

/** Moves the window's end to `nowSec` (>= its latest), taking out the seconds that leave it. */
function advance(w: Window, nowSec: number): void {
  if (nowSec - w.latestSec >= WINDOW_SECONDS) w.total = 0;
  else {
    // The seconds leaving are (latest - 60, now - 60]; a slot holds one of them only if it was written then.
    for (let t = w.latestSec - WINDOW_SECONDS + 1; t <= nowSec - WINDOW_SECONDS; t += 1) {
      const slot = t % WINDOW_SECONDS;
      if (w.seconds[slot] === t) w.total -= w.counts[slot]!;
    }
  }
  w.latestSec = nowSec;
}

/** Requests counted in the window ending at `nowSec` (every slot whose second is after nowSec - 60). */
function countSince(w: Window, nowSec: number): number {
  let used = 0;
  for (let i = 0; i < WINDOW_SECONDS; i += 1) if (w.seconds[i]! > nowSec - WINDOW_SECONDS) used += w.counts[i]!;
  return used;
}

/**
 * The oldest second with a counted request in the window ending at `nowSec` (nowSec when none is older).
 * Second t can only be in slot t % 60, so the walk goes up from the window's start and stops at the first
 * one found: under steady traffic, at once.
 */
function oldestCounted(w: Window, nowSec: number): number {
  for (let t = nowSec - WINDOW_SECONDS + 1; t < nowSec; t += 1) {
    const slot = t % WINDOW_SECONDS;
    if (w.seconds[slot] === t && w.counts[slot]! > 0) return t;
  }
  return nowSec;
}
