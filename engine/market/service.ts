/**
 * Market data at run time: the catalog in memory, an in-process simulator for history, and the
 * upstream provider that polls in a piscina worker. Captures are prepared here (asynchronously, off
 * the main thread) and stored by the journaled `timer.fire` command that carries them.
 */
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import type { Stores } from '../../storage/stores.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import { MarketCatalog } from './catalog.ts';
import type { CaptureRequest, CapturedObservation } from './capture.ts';
import { PriceSimulator } from './simulator.ts';

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
      filename: new URL('../../workers/price-poller.ts', import.meta.url).href,
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

export class MarketService {
  private catalogCache: MarketCatalog | null = null;
  readonly simulator: PriceSimulator;

  constructor(
    private readonly stores: Stores,
    readonly seed: number,
    private readonly provider: PriceProvider,
    private readonly log: Logger,
  ) {
    stores.market.seedCatalogIfEmpty();
    this.simulator = new PriceSimulator(seed, (code) => this.catalog.holidaysOf(code));
  }

  get catalog(): MarketCatalog {
    this.catalogCache ??= new MarketCatalog(this.stores.market);
    return this.catalogCache;
  }

  /** Drops the in-memory catalog after a command changed the catalog tables. */
  invalidateCatalog(): void {
    this.catalogCache = null;
  }

  captureRequest(atMs: number): CaptureRequest {
    const c = this.catalog;
    return {
      seed: this.seed,
      atMs,
      instruments: c.instruments.filter((i) => i.status === 'ACTIVE').map((i) => c.simInstrument(i)),
      holidays: Object.fromEntries([...c.holidays].map(([code, days]) => [code, [...days]])),
      closed: this.stores.market.closures().map((x) => x.exchange),
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
