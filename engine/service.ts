/**
 * The service container: opens the database, builds the clock, engine, scheduler and event hub, and
 * runs recovery. HTTP holds one of these; tests and CLIs can build one without a server.
 */
import type { Logger } from 'pino';
import { openDatabase, openReadConnection, type Db } from '../storage/db.ts';
import { configuredSecretSettings } from '../storage/secrets.ts';
import { createReadStores, createStores, type Stores } from '../storage/stores.ts';
import { ActorCache, ActorRuntime } from './actors.ts';
import { SystemClock, VirtualClock, type Clock } from './clock.ts';
import { commandDefinitions, commandHandlers } from './handlers.ts';
import { features, operations, testClocks } from './features/index.ts';
import { fanOutToWebhooks } from './webhooks/fanout.ts';
import { VIRTUAL_CLOCK_SETTING } from './operations/operations.ts';
import type { ServiceConfig } from './config.ts';
import { Engine } from './engine.ts';
import { ClusterNode } from './cluster/node.ts';
import { PgCommitLog } from './cluster/pg-log.ts';
import { ClusterCommit } from './commit/cluster.ts';
import type { Committer } from './commit/committer.ts';
import { LocalGroupCommit } from './commit/local.ts';
import { ReplayOnly } from './commit/replay.ts';
import { EventHub } from './hub.ts';
import { machineDefinitions } from './machines.ts';
import { POLLER } from './market/commands.ts';
import { MarketService, SimulatedProvider } from './market/service.ts';
import { createQueries, routedQueries, type Queries } from './queries/index.ts';
import { recover, type RecoveryReport } from './recovery.ts';
import { TimerScheduler } from './scheduler.ts';
import { UsageRecorder } from './usage/recorder.ts';
import { CertificationRecorder } from './certification/recorder.ts';
import { prepareExecution, VENUE } from './trading/execution.ts';
import { RETENTION_TIMER } from './retention/sweep.ts';
import { WebhookDispatcher } from './webhooks/dispatcher.ts';
import { testClockCalendar } from './test-clocks/calendar.ts';

/** Actors kept hydrated in memory; the least recently used are evicted beyond this. */
const ACTOR_CACHE_CAPACITY = 50_000;

export interface ServiceOptions {
  /**
   * A service built only to rebuild a database from a journal (`engine.replay`): it takes no commands,
   * and neither fires timers nor sends webhooks.
   */
  readonly replayOnly?: boolean;
}

export class Service {
  readonly stores: Stores;
  /** The read-only connection HTTP reads through (storage/db.ts openReadConnection). */
  private readonly readDb: Db;
  /** The read side HTTP uses (engine/queries/). */
  readonly queries: Queries;
  readonly clock: Clock;
  readonly engine: Engine;
  readonly scheduler: TimerScheduler;
  readonly hub = new EventHub();
  readonly market: MarketService;
  readonly webhooks: WebhookDispatcher;
  /** Per-day usage counted in memory and written in batches. */
  readonly usage: UsageRecorder;
  /** Read-side certification evidence observed in memory and written in batches. */
  readonly certification: CertificationRecorder;
  private readyFlag = false;
  /** Cluster mode only (CLUSTER_DATABASE_URL): this node's role in its partition. */
  readonly cluster: ClusterNode | null = null;

  readonly config: ServiceConfig;
  readonly log: Logger;
  constructor(config: ServiceConfig, log: Logger, options: ServiceOptions = {}) {
    this.config = config;
    this.log = log;
    const openedAtMs = performance.now();
    const db = openDatabase(config.dataDir, (versions) =>
      log.info(
        { dataDir: config.dataDir, applied: versions, durationMs: elapsedMs(openedAtMs) },
        versions.length ? 'database migrated' : 'database up to date',
      ),
    );
    this.stores = createStores(db, fixedSecrets(config));
    assertSecretsMatch(this.stores, config);
    this.clock = buildClock(config, this.stores);
    this.usage = new UsageRecorder(
      this.stores.usage,
      () => this.clock.nowMs(),
      (err) => log.warn({ err }, 'usage counters could not be written; kept in memory for the next write'),
    );
    this.certification = new CertificationRecorder(
      this.stores.certification,
      () => this.clock.nowMs(),
      (err) => log.warn({ err }, 'certification evidence could not be written; kept in memory for the next write'),
    );
    const actors = new ActorRuntime(machineDefinitions, this.stores.snapshots, new ActorCache(ACTOR_CACHE_CAPACITY));
    // The committer is chosen here, once (engine/commit/committer.ts): cluster log, replay only, or embedded group commit.
    const commitLog = config.cluster
      ? new PgCommitLog({ url: config.cluster.databaseUrl, partition: config.cluster.partition, answerWithinMs: config.cluster.leaseTtlMs })
      : null;
    const clusterCommit = commitLog ? new ClusterCommit(commitLog, this.stores.db, log) : null;
    const committer: Committer = clusterCommit ?? (options.replayOnly ? new ReplayOnly(this.stores.db) : new LocalGroupCommit(this.stores, log));
    this.engine = new Engine(this.stores, this.clock, commandHandlers, actors, log, {
      partition: config.cluster?.partition ?? 0,
      committer,
      queueLimit: config.commandQueueLimit,
      commands: commandDefinitions,
      afterCommand: fanOutToWebhooks,
    });
    this.readDb = openReadConnection(config.dataDir);
    const engine = this.engine;
    const readStores = createReadStores(this.readDb, this.stores);
    const useWriter = (): boolean => engine.applying;
    // The inspector's scratch service only replays: it takes no command, fires no timer and sends no webhook.
    const openScratch = (scratchConfig: ServiceConfig, scratchLog: Logger): Service => new Service(scratchConfig, scratchLog, { replayOnly: true });
    this.queries = routedQueries(createQueries(this.stores, openScratch), createQueries(readStores, openScratch), useWriter);
    // The due-timer scan, the delivery scan and the market reads see committed state only:
    // in cluster mode the writer's connection also holds the batch whose append is still pending.
    this.scheduler = new TimerScheduler(this.engine, readStores.timers, this.clock, log, { operations: operations.commands, testClocks: testClocks.commands });
    this.engine.onCommitted((events) => this.hub.publish(events));
    // Cluster mode: counters a flush could not write while a batch awaited its append are written between batches.
    this.engine.onBetweenBatches(() => {
      this.usage.retryRefused();
      this.certification.retryRefused();
    });
    this.market = new MarketService(this.stores, config.marketSeed, new SimulatedProvider(), log, { stores: readStores, useWriter });
    this.scheduler.setPreparer(POLLER.kind, (timer) => this.market.prepareCapture(timer));
    this.webhooks = new WebhookDispatcher(this.engine, this.stores, config.webhookAllowHttpLoopback, log, readStores);
    this.scheduler.addSettler(() => this.webhooks.idle());
    this.scheduler.setClockCalendar((clockId, toMs) => testClockCalendar(readStores, this.market, clockId, toMs));
    this.scheduler.setPreparer(VENUE.kind, (timer) => Promise.resolve(prepareExecution(this.market, timer)));
    // The sweep journals the policy it applies, so a replay deletes the same rows whatever its own configuration.
    this.scheduler.setPreparer(RETENTION_TIMER.kind, () => Promise.resolve(config.retention));
    if (options.replayOnly) {
      this.scheduler.setPaused(true);
      this.webhooks.setPaused(true);
    }
    if (config.cluster && commitLog && clusterCommit) {
      const parts = {
        engine: this.engine,
        stores: this.stores,
        clock: this.clock,
        scheduler: this.scheduler,
        webhooks: this.webhooks,
        commitLog,
        committer: clusterCommit,
      };
      this.cluster = new ClusterNode(config.cluster, { ...parts, onOwning: () => this.bootstrapAsOwner() }, log);
      // Until it owns its partition a node neither fires timers nor sends webhooks (engine/cluster/node.ts).
      this.scheduler.setPaused(true);
      this.webhooks.setPaused(true);
    }
  }

  /** Ready: recovered and, in cluster mode, owning the partition (a follower or fenced node is not). */
  get ready(): boolean {
    return this.readyFlag && (this.cluster?.owning ?? true);
  }

  /** Answers reads from its own database: recovered and, in cluster mode, following the log without contradicting it. */
  get servesReads(): boolean {
    return this.readyFlag && (this.cluster?.servesReads ?? true);
  }

  /** Cluster mode: after a takeover, the platform timers are created if missing, as at an embedded start. */
  private async bootstrapAsOwner(): Promise<void> {
    for (const command of features.flatMap((f) => f.bootstrap)) await this.engine.run(command, { env: null, partnerId: null, requestId: null, payload: {} });
  }

  recover(): RecoveryReport {
    const startedAtMs = performance.now();
    const report = recover(this.stores, this.scheduler, this.log);
    if (this.cluster) {
      // The rest of start-up is the owner's (engine/cluster/node.ts): follow the log, take over when the lease runs out.
      this.readyFlag = true;
      this.cluster.start();
      this.log.info({ ...report, cluster: this.cluster.status(), durationMs: elapsedMs(startedAtMs) }, 'recovered: following the partition log');
      return report;
    }
    // Platform timers (price polls, exchange sessions) exist from the first start on: each feature's
    // bootstrap commands (engine/features/) create any that are missing, before the service reports ready.
    for (const command of features.flatMap((f) => f.bootstrap)) this.engine.runNow(command, { env: null, partnerId: null, requestId: null, payload: {} });
    // Attempts whose outcome a crash left unrecorded are sent again (at-least-once).
    this.webhooks.scan();
    this.readyFlag = true;
    this.log.info({ ...report, durationMs: elapsedMs(startedAtMs) }, 'recovered: serving');
    return report;
  }

  close(): void {
    this.readyFlag = false;
    void this.cluster?.stop();
    this.scheduler.stop();
    void this.market.close();
    void this.webhooks.close();
    // A graceful stop keeps the usage counted since the last batch.
    this.usage.flush();
    this.certification.flush();
    this.engine.close();
    this.readDb.close();
    this.stores.db.close();
  }
}

function fixedSecrets(config: ServiceConfig): ReadonlyMap<string, string> {
  return config.secrets ? configuredSecretSettings(config.secrets) : new Map();
}

/**
 * Configured secrets on a database that already generated its own would leave everything sealed or
 * signed under the old ones unreadable: refuse to start rather than lose them.
 */
function assertSecretsMatch(stores: Stores, config: ServiceConfig): void {
  for (const [setting, value] of fixedSecrets(config)) {
    const stored = stores.settings.stored<string>(setting);
    if (stored !== undefined && stored !== value) {
      throw new Error(
        `DATA_DIR ${config.dataDir} holds its own generated ${setting}; SEALING_SECRET/CURSOR_SECRET would make what it sealed or signed unreadable`,
      );
    }
  }
}

/** A virtual clock resumes from where the journal last left it, never before the configured start. */
function buildClock(config: ServiceConfig, stores: Stores): Clock {
  if (config.clock === 'system') return new SystemClock();
  const persisted = stores.settings.get<number>(VIRTUAL_CLOCK_SETTING);
  return new VirtualClock(Math.max(config.clock, persisted ?? config.clock));
}

/** Milliseconds since a performance.now() reading, to a tenth (start-up progress lines). */
const elapsedMs = (since: number): number => Math.round((performance.now() - since) * 10) / 10;
