/** Latency summaries for the fan-out benchmark's samples (milliseconds). */
export interface Percentiles {
  readonly samples: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

export function percentiles(samples: readonly number[]): Percentiles {
  if (samples.length === 0) return { samples: 0, p50: 0, p99: 0, max: 0 };
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { samples: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}
