/**
 * Market data at run time: the catalog in memory, an in-process simulator for history, and the
 * upstream provider that polls in a piscina worker. Captures are prepared here (asynchronously, off
 * the main thread) and stored by the journaled `timer.fire` command that carries them.
 */
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import type { Observation } from '../../storage/market.ts';
import type { Stores } from '../../storage/stores.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import { MarketCatalog } from './catalog.ts';
import type { CaptureRequest, CapturedObservation } from './capture.ts';
import { PriceSimulator } from './simulator.ts';
import { splitSteps } from './split-adjustment.ts';

export type LatestObservation = Observation & { readonly sessionDate: string };

/** Where prices come from: the deterministic simulator today, a real HTTP upstream later. */
export interface PriceProvider {
  capture(request: CaptureRequest): Promise<CapturedObservation[]>;
  close(): Promise<void>;
}

/** Runs the simulator in a worker thread, created on first use so idle services start no thread. */
export class SimulatedProvider implements PriceProvider {
  private pool: Piscina | null = null;

  capture(request: CaptureRequest): Promise<CapturedObservation[]> {
    this.pool ??= new Piscina({
      // This module's own form: `.ts` on the sources (Node strips the types), `.js` in npm test's compiled build (test/helpers/compile.ts).
      filename: new URL(`../../workers/price-poller.${import.meta.url.endsWith('.js') ? 'js' : 'ts'}`, import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
    });
    return this.pool.run(request) as Promise<CapturedObservation[]>;
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = null;
  }
}

/**
 * Values derived from captured state (quotes, snapshots, mover rankings). Every write of an observation
 * or a daily bar goes with a write to market_latest, so its version (with the catalog) keys them all.
 */
export interface DerivedCache {
  readonly version: number;
  readonly catalog: MarketCatalog;
  readonly entries: Map<string, unknown>;
}

/**
 * Where the market reads go: the read-only connection's stores, committed state only, except
 * while a command runs (`useWriter`), whose own reads must see its uncommitted writes.
 */
export interface MarketReads {
  readonly stores: Stores;
  readonly useWriter: () => boolean;
}

export class MarketService {
  private catalogCache: MarketCatalog | null = null;
  private latestCache: { version: number; bySymbol: Map<string, LatestObservation> } | null = null;
  private derivedCache: DerivedCache | null = null;
  readonly simulator: PriceSimulator;

  private readonly writer: Stores;
  readonly seed: number;
  private readonly provider: PriceProvider;
  private readonly log: Logger;
  private readonly reads: MarketReads | null;
  constructor(writer: Stores, seed: number, provider: PriceProvider, log: Logger, reads: MarketReads | null = null) {
    this.writer = writer;
    this.seed = seed;
    this.provider = provider;
    this.log = log;
    this.reads = reads;
    const seedingAtMs = performance.now();
    if (writer.market.seedCatalogIfEmpty()) {
      const durationMs = Math.round((performance.now() - seedingAtMs) * 10) / 10;
      log.info({ instruments: writer.market.instruments().length, durationMs }, 'market catalog seeded');
    }
    this.simulator = new PriceSimulator(seed, (code) => this.catalog.holidaysOf(code));
  }

  /** The stores market reads use now: committed state, or the writer's during a command. */
  get stores(): Stores {
    return this.reads && !this.reads.useWriter() ? this.reads.stores : this.writer;
  }

  /** What every market cache is keyed by: the writer's counter, which every write to market_latest moves (the read store's never does). */
  get latestVersion(): number {
    return this.writer.market.latestVersion;
  }

  /** Whether the writer has a transaction open: a value read now may still be rolled back, so it is not cached. */
  get writing(): boolean {
    return this.writer.db.inTransaction;
  }

  get settings(): Stores['settings'] {
    return this.stores.settings;
  }

  get catalog(): MarketCatalog {
    // Rebuilt when a delisting or a symbol change took effect (the overlay's version moved).
    const overlayVersion = this.stores.instrumentChanges.version();
    if (this.catalogCache?.overlayVersion !== overlayVersion) {
      this.catalogCache = new MarketCatalog(this.stores.market, this.stores.instrumentChanges.all(), overlayVersion);
    }
    return this.catalogCache;
  }

  /** Drops the in-memory catalog after a command changed the catalog tables. */
  invalidateCatalog(): void {
    this.catalogCache = null;
  }

  /** The newest observation per symbol, cached until market_latest changes (the version lives on the writer's store, which every write moves). */
  latest(): ReadonlyMap<string, LatestObservation> {
    const version = this.latestVersion;
    if (this.latestCache?.version === version) return this.latestCache.bySymbol;
    const bySymbol = new Map(this.stores.market.latest().map((o) => [o.symbol, o]));
    // Same rule as derived(): never cache what a transaction may still roll back. The version moves with
    // the writer's (uncommitted) write, so nothing is cached while the writer has a transaction open, even
    // when read through the read-only connection, which would file the committed value under the new version.
    if (!this.writing) this.latestCache = { version, bySymbol };
    return bySymbol;
  }

  /**
   * A value derived from captured state, computed once per market_latest version: `compute` answers
   * the value and until when (service clock) it holds without a new capture (Infinity: until one).
   */
  derived<T>(key: string, nowMs: number, compute: () => { value: T; validUntilMs: number }): T {
    const version = this.latestVersion;
    const catalog = this.catalog;
    if (this.derivedCache?.version !== version || this.derivedCache.catalog !== catalog) {
      this.derivedCache = { version, catalog, entries: new Map() };
    }
    const hit = this.derivedCache.entries.get(key) as { value: T; validUntilMs: number } | undefined;
    if (hit && nowMs < hit.validUntilMs) return hit.value;
    const fresh = compute();
    // Filled only outside transactions: a value read inside one could be rolled back under the same version.
    if (!this.writing) this.derivedCache.entries.set(key, fresh);
    return fresh.value;
  }

  captureRequest(atMs: number): CaptureRequest {
    const c = this.catalog;
    return {
      seed: this.seed,
      atMs,
      instruments: c.instruments.filter((i) => i.status === 'ACTIVE').map((i) => c.simInstrument(i)),
      holidays: Object.fromEntries([...c.holidays].map(([code, days]) => [code, [...days]])),
      closed: this.stores.market.closures().map((x) => x.exchange),
      splits: Object.fromEntries(splitSteps(this.stores, { effectiveOnly: false })),
    };
  }

  /** The scheduler's preparer for poll timers: the worker's observations for the timer's instant. */
  async prepareCapture(timer: TimerRecord): Promise<CapturedObservation[]> {
    const observations = await this.provider.capture(this.captureRequest(timer.dueAtMs));
    this.log.debug({ atMs: timer.dueAtMs, observations: observations.length }, 'upstream polled');
    return observations;
  }

  close(): Promise<void> {
    return this.provider.close();
  }
}
