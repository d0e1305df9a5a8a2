/**
 * Read-side certification evidence, recorded like the usage counters (engine/usage/recorder.ts):
 * the first observation of each item per sandbox partner is kept in memory and written in batches
 * (one transaction) at most every CERTIFICATION_FLUSH_INTERVAL_MS of service-clock time, before a
 * checklist read and when the service stops; never an fsync per request. The table keeps the first
 * row per item (a later one is an ignored insert, at most one per partner, item and interval), so
 * nothing here needs to know what a sandbox reset wiped. Production observations are not recorded:
 * certification is about the sandbox integration.
 */
import { BatchedWrites } from '../batched-writes.ts';
import type { CertificationStore, ObservedEvidence } from '../../storage/certification.ts';
import type { Env } from '../../storage/types.ts';

export const CERTIFICATION_FLUSH_INTERVAL_MS = 60_000;
/** Observations held before an early write. */
const PENDING_LIMIT = 1_000;

export type ObservedItem = 'IDEMPOTENT_REPLAY' | 'STREAM_RESUMED' | 'CURSOR_PAGING' | 'RATE_LIMIT_OR_SCENARIO';

export class CertificationRecorder extends BatchedWrites {
  private readonly pending = new Map<string, ObservedEvidence>();
  private lastFlushAtMs: number;

  private readonly store: Pick<CertificationStore, 'addEvidence'>;
  private readonly nowMs: () => number;
  constructor(store: Pick<CertificationStore, 'addEvidence'>, nowMs: () => number, onWriteError: (error: unknown) => void = () => undefined) {
    super(onWriteError);
    this.store = store;
    this.nowMs = nowMs;
    this.lastFlushAtMs = nowMs();
  }

  /** A request that demonstrated `item`: kept unless this partner already showed it. */
  observe(env: Env, partnerId: string, item: ObservedItem, evidenceId: string, detail: string, atMs: number): void {
    if (env !== 'sandbox') return;
    const key = `${partnerId}\u0000${item}`;
    if (this.pending.has(key)) return;
    this.pending.set(key, { env, partnerId, item, evidenceId, detail, atMs });
  }

  maybeFlush(atMs: number): void {
    if (this.pending.size === 0) return;
    if (atMs - this.lastFlushAtMs < CERTIFICATION_FLUSH_INTERVAL_MS && this.pending.size < PENDING_LIMIT) return;
    this.flush();
  }

  flush(): void {
    // Refused inside an open transaction (cluster mode: a batch awaiting its append); kept for retryRefused().
    this.refused = !this.written(() => this.store.addEvidence([...this.pending.values()]));
    if (this.refused) return;
    this.pending.clear();
    this.lastFlushAtMs = this.nowMs();
  }
}
