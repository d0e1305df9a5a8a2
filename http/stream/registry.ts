/**
 * Open /stream connections per partner environment, for the concurrent-connection caps, and the
 * sessions' backpressure counters. Kept per Service (not module-wide), so several servers in one
 * process (tests, restarts) never share counts.
 */
import type { Service } from '../../engine/service.ts';
import type { PartnerRecord } from '../../storage/partners.ts';
import type { Env } from '../../storage/types.ts';

/** Spec, Limits: Sandbox/Starter 2, Growth 5, Enterprise 20. The sandbox is capped at 2 whatever the tier. */
const TIER_CAPS = { starter: 2, growth: 5, enterprise: 20 } as const;
const SANDBOX_CAP = 2;
/**
 * Retry-After of the cap's 429. When a slot frees is unknowable (a stream lasts until someone closes it):
 * a closed connection frees its slot at once (a dead one once a heartbeat write finds it gone), so a short wait
 * lets a reconnecting client in soon without inviting a tight retry loop.
 */
export const STREAM_CAP_RETRY_AFTER_SECONDS = 5;

export function streamCapFor(partner: PartnerRecord, env: Env): number {
  return env === 'sandbox' ? SANDBOX_CAP : TIER_CAPS[partner.tier];
}

/** Where sessions report backpressure: how full a connection's buffer got, and who was cut off for it. */
export interface StreamStats {
  noteBuffered(bytes: number): void;
  noteSlowDisconnect(): void;
}

export class StreamRegistry implements StreamStats {
  private readonly open = new Map<string, number>();
  private peakBufferedBytes = 0;
  private slowDisconnects = 0;

  noteBuffered(bytes: number): void {
    if (bytes > this.peakBufferedBytes) this.peakBufferedBytes = bytes;
  }

  noteSlowDisconnect(): void {
    this.slowDisconnects += 1;
  }

  /** Open connections, connections cut off for being too slow, and the largest unsent buffer seen after a write. */
  stats(): { openConnections: number; slowDisconnects: number; peakBufferedBytes: number } {
    let openConnections = 0;
    for (const n of this.open.values()) openConnections += n;
    return { openConnections, slowDisconnects: this.slowDisconnects, peakBufferedBytes: this.peakBufferedBytes };
  }

  active(key: string): number {
    return this.open.get(key) ?? 0;
  }

  /** Takes a slot; the returned release is idempotent, so every close path may call it. */
  acquire(key: string): () => void {
    this.open.set(key, this.active(key) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.active(key) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }
}

const registries = new WeakMap<Service, StreamRegistry>();

export function streamRegistry(service: Service): StreamRegistry {
  let registry = registries.get(service);
  if (!registry) {
    registry = new StreamRegistry();
    registries.set(service, registry);
  }
  return registry;
}
