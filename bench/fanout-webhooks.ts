/**
 * Webhook fan-out: WEBHOOK_PARTNERS sandbox partners with WEBHOOKS_PER_PARTNER webhooks each, spread
 * over RECEIVER_PORTS loopback origins served by bench/receivers-child.ts. Every platform incident the
 * operator declares is one sandbox event that every one of those webhooks subscribes to, so one
 * journaled command makes DELIVERIES_PER_INCIDENT deliveries, each signed (batched in the piscina
 * worker), POSTed, verified by the receiver and recorded by its own journaled outcome command.
 * A closed loop keeps a set number of deliveries outstanding (declared, not yet received), so the
 * service always has work and never an unbounded queue; deliveries per second are counted at the
 * receivers, valid signatures only. Measured three times on the same service, because the cost of a delivery
 * depends on how many are outstanding: with 250 (about a thirtieth of a second of work at the goal's rate: the
 * service keeps up, and the closed loop's own round trips bound the rate), with 1,000, and with 2,000 (it has
 * fallen behind). By Little's law a delivery's lag averages the backlog over the rate: the goal (8,000/s
 * with lag p99 < 200 ms) can only be met with at most about 1,600 outstanding, so 1,000 is the level that tests
 * both halves at once; at 2,000 the lag alone would need more than 10,000/s.
 */
import { startChild, type Child } from './children.ts';
import { cpuUs, declareIncident, idleCpuUsPerSecond, netCpuUs, sleep, startFanoutService, type FanoutService, type ServiceStats } from './fanout-service.ts';
import type { LoadSettings } from './load.ts';
import { call, registerUnthrottledPartner } from './partner.ts';
import type { Percentiles } from './percentiles.ts';
import type { ReceiverCounts, ReceiverStats } from './receivers-child.ts';

const WEBHOOK_PARTNERS = 10;
const WEBHOOKS_PER_PARTNER = 10;
/** Distinct origins: the dispatcher runs at most 4 attempts at once per origin, as for one real partner. */
const RECEIVER_PORTS = 25;
export const DELIVERIES_PER_INCIDENT = WEBHOOK_PARTNERS * WEBHOOKS_PER_PARTNER;
export const BACKLOGS = [250, 1_000, 2_000] as const;
export const WEBHOOK_SET_UP = `${WEBHOOK_PARTNERS} sandbox partners x ${WEBHOOKS_PER_PARTNER} webhooks on ${RECEIVER_PORTS} loopback origins, receivers in a child process verifying every signature, a closed loop of incident declarations`;
const SECRET = 'bench-webhook-secret-0123456789abcdef';
const DRAIN_TIMEOUT_MS = 60_000;

export interface WebhookFanout {
  /** Deliveries the closed loop kept outstanding. */
  readonly backlog: number;
  readonly deliveriesPerSecond: number;
  readonly measuredSeconds: number;
  readonly deliveredInWindow: number;
  readonly lagMs: Percentiles;
  readonly serverCpuUsPerDelivery: number;
  /** The same, net of the service's idle CPU over the window (idleCpuUsPerSecond). */
  readonly serverNetCpuUsPerDelivery: number;
  readonly idleCpuUsPerSecond: number;
  readonly receiverCpuUsPerDelivery: number;
  /** The service's main thread alone (the throughput bound; the worker threads excluded); null when not reported. */
  readonly mainThreadCpuUsPerDelivery: number | null;
  readonly commandsPerCommit: number;
  readonly signaturesPerTask: number;
  readonly largestSigningBatch: number;
  readonly declared: number;
  readonly expected: number;
  readonly received: number;
  readonly invalid: number;
  readonly duplicates: number;
  /** Time from the end of the load until every expected delivery had arrived; null if it never did. */
  readonly drainMs: number | null;
}

async function registerWebhooks(url: string, ports: readonly number[]): Promise<void> {
  for (let p = 0; p < WEBHOOK_PARTNERS; p += 1) {
    const { apiKey } = await registerUnthrottledPartner(url, `bench-webhooks-${p}`);
    for (let w = 0; w < WEBHOOKS_PER_PARTNER; w += 1) {
      const port = ports[(p * WEBHOOKS_PER_PARTNER + w) % ports.length]!;
      await call(
        url,
        'POST',
        '/api/sandbox/v1/partner/webhooks',
        apiKey,
        { url: `http://127.0.0.1:${port}/hook/${p}/${w}`, events: ['incident.declared'], secret: SECRET },
        { 'idempotency-key': `bench-webhook-${p}-${w}` },
      );
    }
  }
}

/** Declares incidents whenever fewer than `backlog` deliveries are outstanding, until `untilMs`. */
async function keepBacklog(url: string, receivers: Child, state: LoopState, untilMs: number): Promise<void> {
  while (Date.now() < untilMs) {
    const r = await receivers.ask<ReceiverCounts>('counts');
    const outstanding = state.declared * DELIVERIES_PER_INCIDENT - (r.valid - r.duplicates);
    const room = Math.floor((state.backlog - outstanding) / DELIVERIES_PER_INCIDENT);
    if (room <= 0) {
      await sleep(5);
      continue;
    }
    await Promise.all(Array.from({ length: room }, () => declareIncident(url)));
    state.declared += room;
  }
}

async function drain(receivers: Child, expected: number): Promise<{ last: ReceiverCounts; drainMs: number | null }> {
  const started = Date.now();
  for (;;) {
    const last = await receivers.ask<ReceiverCounts>('counts');
    if (last.valid - last.duplicates >= expected) return { last, drainMs: Date.now() - started };
    if (Date.now() - started > DRAIN_TIMEOUT_MS) return { last, drainMs: null };
    await sleep(20);
  }
}

interface Window {
  readonly r0: ReceiverStats;
  readonly r1: ReceiverStats;
  readonly s0: ServiceStats;
  readonly s1: ServiceStats;
  readonly seconds: number;
}

/** The loop's running totals; a phase reports what changed since its start. */
interface LoopState {
  declared: number;
  backlog: number;
  idleCpuUsPerSecond: number;
}

interface Phase {
  readonly backlog: number;
  readonly declaredBefore: number;
  readonly before: ReceiverCounts;
}

function summarise(window: Window, state: LoopState, phase: Phase, end: { last: ReceiverCounts; drainMs: number | null }): WebhookFanout {
  const { r0, r1, s0, s1, seconds } = window;
  const delivered = r1.valid - r0.valid;
  const commits = s1.stats.batches - s0.stats.batches;
  const tasks = s1.signing.tasks - s0.signing.tasks;
  const declared = state.declared - phase.declaredBefore;
  return {
    backlog: phase.backlog,
    deliveriesPerSecond: delivered / seconds,
    measuredSeconds: seconds,
    deliveredInWindow: delivered,
    lagMs: r1.lagMs,
    serverCpuUsPerDelivery: cpuUs(s0.cpu, s1.cpu) / Math.max(1, delivered),
    serverNetCpuUsPerDelivery: netCpuUs(cpuUs(s0.cpu, s1.cpu), state.idleCpuUsPerSecond, seconds, delivered),
    idleCpuUsPerSecond: state.idleCpuUsPerSecond,
    receiverCpuUsPerDelivery: cpuUs(r0.cpu, r1.cpu) / Math.max(1, delivered),
    mainThreadCpuUsPerDelivery:
      s0.mainThreadCpuUs == null || s1.mainThreadCpuUs == null ? null : (s1.mainThreadCpuUs - s0.mainThreadCpuUs) / Math.max(1, delivered),
    commandsPerCommit: (s1.stats.commands - s0.stats.commands) / Math.max(1, commits),
    signaturesPerTask: (s1.signing.signatures - s0.signing.signatures) / Math.max(1, tasks),
    largestSigningBatch: s1.signing.largestBatch,
    declared,
    expected: declared * DELIVERIES_PER_INCIDENT,
    received: end.last.valid - end.last.duplicates - (phase.before.valid - phase.before.duplicates),
    invalid: end.last.invalid - phase.before.invalid,
    duplicates: end.last.duplicates - phase.before.duplicates,
    drainMs: end.drainMs,
  };
}

/** Warm-up and measured run at one backlog, then the drain: every delivery declared so far must arrive. */
async function measureFanout(service: FanoutService, receivers: Child, settings: LoadSettings, state: LoopState): Promise<WebhookFanout> {
  const phase: Phase = { backlog: state.backlog, declaredBefore: state.declared, before: await receivers.ask<ReceiverCounts>('counts') };
  const url = service.child.url;
  await keepBacklog(url, receivers, state, Date.now() + settings.warmupSeconds * 1000);
  await receivers.ask('reset');
  const [r0, s0] = [await receivers.ask<ReceiverStats>('stats'), await service.stats()];
  const started = performance.now();
  await keepBacklog(url, receivers, state, Date.now() + settings.durationSeconds * 1000);
  const [r1, s1] = [await receivers.ask<ReceiverStats>('stats'), await service.stats()];
  const seconds = (performance.now() - started) / 1000;
  const end = await drain(receivers, state.declared * DELIVERIES_PER_INCIDENT);
  return summarise({ r0, r1, s0, s1, seconds }, state, phase, end);
}

/** One measurement per entry of BACKLOGS, in order, on one service. */
export async function webhookFanout(settings: LoadSettings): Promise<WebhookFanout[]> {
  const receivers = await startChild('./receivers-child.ts', { RECEIVER_PORTS: String(RECEIVER_PORTS), RECEIVER_SECRET: SECRET });
  const service = await startFanoutService();
  try {
    const { ports } = await receivers.ask<{ ports: number[] }>('ports');
    await registerWebhooks(service.child.url, ports);
    const state: LoopState = { declared: 0, backlog: 0, idleCpuUsPerSecond: await idleCpuUsPerSecond(service) };
    const results: WebhookFanout[] = [];
    for (const backlog of BACKLOGS) {
      state.backlog = backlog;
      results.push(await measureFanout(service, receivers, settings, state));
    }
    return results;
  } finally {
    await service.stop();
    await receivers.stop();
  }
}
