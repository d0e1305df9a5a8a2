/**
 * Usage counted in memory: requests and 429s per route family, sub-accounts addressed, and
 * stream connection time, per partner environment and UTC day of the service clock. The hot path only
 * adds to a map; a batch goes to storage (one transaction, one fsync) when the last write is
 * USAGE_FLUSH_INTERVAL_MS old by the service clock, when the map is full, before a usage read, and
 * when the service stops. A crash loses at most the unflushed interval: usage is operational data,
 * not money, so it is not journaled.
 */
import { BatchedWrites } from '../batched-writes.ts';
import type { ActiveSubAccount, UsageCount, UsageStore } from '../../storage/usage.ts';
import type { Env } from '../../storage/types.ts';

/** A batch is written at most this often (service-clock time), unless memory fills first. */
export const USAGE_FLUSH_INTERVAL_MS = 60_000;
/** Distinct counters held in memory before an early write. */
const PENDING_LIMIT = 10_000;
const DAY_MS = 86_400_000;

export type UsageMetric = 'requests' | 'rateLimited' | 'streamMs';

export const dayOf = (atMs: number): string => new Date(atMs).toISOString().slice(0, 10);

interface OpenStream {
  readonly env: Env;
  readonly partnerId: string;
  accountedUntilMs: number;
}

const SEP = '\u0000';

const isEnv = (text: string | undefined): text is Env => text === 'production' || text === 'sandbox';

export class UsageRecorder extends BatchedWrites {
  private readonly counts = new Map<string, number>();
  private readonly active = new Set<string>();
  private readonly streams = new Map<number, OpenStream>();
  private nextStreamId = 0;
  private lastFlushAtMs: number;
  /** The UTC day last printed and where it starts: every request needs its day, and it rarely changes. */
  private dayCache = { startMs: Number.NaN, day: '' };

  private readonly store: Pick<UsageStore, 'add'>;
  private readonly nowMs: () => number;
  constructor(store: Pick<UsageStore, 'add'>, nowMs: () => number, onWriteError: (error: unknown) => void = () => undefined) {
    super(onWriteError);
    this.store = store;
    this.nowMs = nowMs;
    this.lastFlushAtMs = nowMs();
  }

  /** A request to a route of `family` (the first segment of its path template, never the raw URL). */
  request(env: Env, partnerId: string, family: string, atMs: number): void {
    this.bump(this.requestKey(env, partnerId, this.dayAt(atMs), family), 1);
  }

  /**
   * The counter key of a request, built once per partner environment, family and day rather than joined on
   * every request. Forgotten with the day, and when the pending counts are written.
   */
  private requestKeys = this.noRequestKeys('');

  private noRequestKeys(day: string): { day: string; byEnv: Record<Env, Map<string, Map<string, string>>> } {
    return { day, byEnv: { sandbox: new Map(), production: new Map() } };
  }

  private requestKey(env: Env, partnerId: string, day: string, family: string): string {
    if (this.requestKeys.day !== day) this.requestKeys = this.noRequestKeys(day);
    const byPartner = this.requestKeys.byEnv[env];
    let byFamily = byPartner.get(partnerId);
    if (!byFamily) byPartner.set(partnerId, (byFamily = new Map()));
    let key = byFamily.get(family);
    if (key === undefined) byFamily.set(family, (key = [env, partnerId, day, 'requests', family].join(SEP)));
    return key;
  }

  /** A request refused with 429 (rate limit or stream cap). */
  rateLimited(env: Env, partnerId: string, family: string, atMs: number): void {
    this.add(env, partnerId, this.dayAt(atMs), 'rateLimited', family, 1);
  }

  /** A sub-account a successful request addressed. */
  subAccountActive(env: Env, partnerId: string, subAccountId: string, atMs: number): void {
    this.active.add([env, partnerId, this.dayAt(atMs), subAccountId].join(SEP));
  }

  /** A stream opened now; the returned function, called when it closes (idempotent), books its time. */
  streamOpened(env: Env, partnerId: string): () => void {
    const id = (this.nextStreamId += 1);
    this.streams.set(id, { env, partnerId, accountedUntilMs: this.nowMs() });
    return () => {
      const stream = this.streams.get(id);
      if (!stream) return;
      this.bookStream(stream, this.nowMs());
      this.streams.delete(id);
    };
  }

  /** Writes the batch when the last write is an interval old or memory is full. */
  maybeFlush(atMs: number): void {
    if (atMs - this.lastFlushAtMs < USAGE_FLUSH_INTERVAL_MS && this.counts.size + this.active.size < PENDING_LIMIT) return;
    this.flush();
  }

  /** Books the open streams' time so far and writes everything counted since the last write. */
  flush(): void {
    const atMs = this.nowMs();
    for (const stream of this.streams.values()) this.bookStream(stream, atMs);
    const counts: UsageCount[] = [...this.counts].map(([key, count]) => {
      const [env, partnerId = '', day = '', metric = '', family = ''] = key.split(SEP);
      if (!isEnv(env)) throw new Error(`a usage key without its environment: ${key}`);
      return { env, partnerId, day, metric, family, count };
    });
    const active: ActiveSubAccount[] = [...this.active].map((key) => {
      const [env, partnerId = '', day = '', subAccountId = ''] = key.split(SEP);
      if (!isEnv(env)) throw new Error(`a usage key without its environment: ${key}`);
      return { env, partnerId, day, subAccountId };
    });
    // Refused inside an open transaction (cluster mode: a batch awaiting its append); kept for retryRefused().
    this.refused = !this.written(() => this.store.add(counts, active));
    if (this.refused) return;
    this.counts.clear();
    this.active.clear();
    this.requestKeys = this.noRequestKeys(this.requestKeys.day);
    this.lastFlushAtMs = atMs;
  }

  private dayAt(atMs: number): string {
    const startMs = Math.floor(atMs / DAY_MS) * DAY_MS;
    if (startMs !== this.dayCache.startMs) this.dayCache = { startMs, day: dayOf(startMs) };
    return this.dayCache.day;
  }

  private add(env: Env, partnerId: string, day: string, metric: UsageMetric, family: string, n: number): void {
    this.bump([env, partnerId, day, metric, family].join(SEP), n);
  }

  private bump(key: string, n: number): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }

  /** Adds the stream's connected time up to `untilMs`, split at UTC midnights. */
  private bookStream(stream: OpenStream, untilMs: number): void {
    let fromMs = stream.accountedUntilMs;
    while (fromMs < untilMs) {
      const endMs = Math.min(untilMs, (Math.floor(fromMs / DAY_MS) + 1) * DAY_MS);
      this.add(stream.env, stream.partnerId, dayOf(fromMs), 'streamMs', '', endMs - fromMs);
      fromMs = endMs;
    }
    stream.accountedUntilMs = Math.max(stream.accountedUntilMs, untilMs);
  }
}
