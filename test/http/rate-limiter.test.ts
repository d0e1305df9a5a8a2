/**
 * The sliding window keeps a running count per bucket instead of walking its sixty
 * seconds on every request. Property: for any sequence of requests (time moving on by any step, standing
 * still, or stepping back), every decision (allowed, remaining, reset, retry-after) is the one the walk over
 * the whole window gives, which is the model below (the limiter as it was before the change).
 */
import test from 'ava';
import fc from 'fast-check';
import { SlidingWindowLimiter, type RateDecision } from '../../http/rate-limiter.ts';

const WINDOW = 60;

/** The walk over the whole window on every request. */
class WalkingModel {
  private readonly windows = new Map<string, { counts: number[]; seconds: number[] }>();
  private readonly nowMs: () => number;
  constructor(nowMs: () => number) {
    this.nowMs = nowMs;
  }

  take(bucket: string, limit: number): RateDecision {
    const nowSec = Math.floor(this.nowMs() / 1000);
    let w = this.windows.get(bucket);
    if (!w) this.windows.set(bucket, (w = { counts: new Array(WINDOW).fill(0), seconds: new Array(WINDOW).fill(-1) }));
    let used = 0;
    let oldest = nowSec;
    for (let i = 0; i < WINDOW; i += 1) {
      const s = w.seconds[i]!;
      if (s > nowSec - WINDOW && w.counts[i]! > 0) {
        used += w.counts[i]!;
        if (s < oldest) oldest = s;
      }
    }
    const resetEpochSeconds = oldest + WINDOW;
    if (used >= limit) return { allowed: false, limit, remaining: 0, resetEpochSeconds, retryAfterSeconds: Math.max(1, resetEpochSeconds - nowSec) };
    const slot = nowSec % WINDOW;
    if (w.seconds[slot] !== nowSec) {
      w.seconds[slot] = nowSec;
      w.counts[slot] = 0;
    }
    w.counts[slot] = w.counts[slot]! + 1;
    return { allowed: true, limit, remaining: limit - used - 1, resetEpochSeconds, retryAfterSeconds: 0 };
  }
}

/** A step of time (mostly small, sometimes past the window, sometimes back) and a request. */
const step = fc.record({
  deltaMs: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 1_500 }) },
    { weight: 2, arbitrary: fc.integer({ min: 1_500, max: 70_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 70_000, max: 200_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: -90_000, max: -1 }) },
  ),
  bucket: fc.constantFrom('sandbox:a', 'sandbox:b'),
  limit: fc.integer({ min: 1, max: 12 }),
});

test('every decision is the walk over the whole window, whatever the clock does', (t) => {
  fc.assert(
    fc.property(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), fc.array(step, { minLength: 1, maxLength: 300 }), (startMs, steps) => {
      let nowMs = startMs;
      const limiter = new SlidingWindowLimiter(() => nowMs);
      const model = new WalkingModel(() => nowMs);
      for (const { deltaMs, bucket, limit } of steps) {
        nowMs += deltaMs;
        const got = limiter.take(bucket, limit);
        const expected = model.take(bucket, limit);
        if (JSON.stringify(got) !== JSON.stringify(expected)) {
          throw new Error(`at ${nowMs}: ${JSON.stringify(got)} instead of ${JSON.stringify(expected)}`);
        }
      }
    }),
    { numRuns: 300 },
  );
  t.pass();
});

test('a steady stream: the limit holds within one window and frees up as its seconds leave', (t) => {
  let nowMs = 1_800_000_000_000;
  const limiter = new SlidingWindowLimiter(() => nowMs);
  const allowed = (): boolean => limiter.take('production:p', 3).allowed;
  t.deepEqual([allowed(), allowed(), allowed(), allowed()], [true, true, true, false]);
  nowMs += 59_000;
  t.false(allowed(), 'the three are still in the window');
  nowMs += 1_000;
  const freed = limiter.take('production:p', 3);
  t.true(freed.allowed, 'the first second left the window');
  t.is(freed.remaining, 2);
});
