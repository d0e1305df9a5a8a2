/**
 * Stream fan-out: STREAM_CLIENTS real SSE connections (bench/stream-clients-child.ts) on the /stream of
 * STREAM_PARTNERS sandbox partners, two each: the sandbox cap is 2 connections per partner environment
 * (enterprise 20, and no negotiated stream cap exists), so 1,000 clients take 500 partners. Platform
 * incidents are declared by autocannon at EVENTS_PER_SECOND (open loop, operator API): each is one
 * sandbox event that every client receives, so the goal is 500 x 1,000 = 500,000 messages per second.
 * Afterwards every client must have received every event (nothing lost, nobody cut off).
 * Settings: BENCH_STREAM_CLIENTS (default 1,000, even), BENCH_STREAM_EVENTS (offered events/s, default 550).
 */
import autocannon from 'autocannon';
import { startChild, type Child } from './children.ts';
import type { ClientsStats } from './stream-clients-child.ts';
import { cpuUs, idleCpuUsPerSecond, INCIDENT, netCpuUs, sleep, startFanoutService, type FanoutService } from './fanout-service.ts';
import type { LoadSettings } from './load.ts';
import { BENCH_OPERATOR_TOKEN, registerUnthrottledPartner } from './partner.ts';
import { percentiles, type Percentiles } from './percentiles.ts';

const STREAMS_PER_PARTNER = 2;
const STREAM_PARTNERS = Math.ceil(Number(process.env.BENCH_STREAM_CLIENTS ?? 1_000) / STREAMS_PER_PARTNER);
export const STREAM_CLIENTS = STREAM_PARTNERS * STREAMS_PER_PARTNER;
/** Offered rate: a little above the goal, as autocannon's pacing lands slightly under what it is given. */
export const EVENTS_PER_SECOND = Number(process.env.BENCH_STREAM_EVENTS ?? 550);
/** Partner registrations in flight at once while setting up (500 one after the other take a while). */
const REGISTER_CONCURRENCY = 10;
const CATCH_UP_TIMEOUT_MS = 60_000;

export interface StreamFanout {
  readonly targetEventsPerSecond: number;
  readonly eventsPerSecond: number;
  readonly messagesPerSecond: number;
  readonly measuredSeconds: number;
  readonly lagMs: Percentiles;
  /** Server side, per flush (oldest event): until the hub published it (committed and durable), and until the flush wrote it to every connection. */
  readonly publishedLagMs: Percentiles;
  readonly writtenLagMs: Percentiles;
  readonly declareP99Ms: number;
  readonly declareErrors: number;
  readonly serverCpuUsPerMessage: number;
  /** The same, net of the service's idle CPU (1,000 open, quiet connections) over the window. */
  readonly serverNetCpuUsPerMessage: number;
  readonly idleCpuUsPerSecond: number;
  readonly clientsCpuUsPerMessage: number;
  readonly events: number;
  readonly clientsComplete: number;
  /** Frames whose event id was not above the connection's previous one (repeated or out of order); must be 0. */
  readonly outOfOrder: number;
  readonly closed: number;
  readonly slowDisconnects: number;
  readonly peakBufferedBytes: number;
  /** Time after the load until every client had every event; null if that never happened. */
  readonly catchUpMs: number | null;
}

async function connectClients(service: FanoutService, clients: Child): Promise<void> {
  const keys: string[] = [];
  for (let p = 0; p < STREAM_PARTNERS; p += REGISTER_CONCURRENCY) {
    const group = Array.from({ length: Math.min(REGISTER_CONCURRENCY, STREAM_PARTNERS - p) }, (_, i) =>
      registerUnthrottledPartner(service.child.url, `bench-stream-${p + i}`),
    );
    for (const { apiKey } of await Promise.all(group)) for (let s = 0; s < STREAMS_PER_PARTNER; s += 1) keys.push(apiKey);
  }
  const done = await clients.ask<{ connected: number; error?: string }>('connect', { url: `${service.child.url}/api/sandbox/v1/partner/stream`, keys });
  if (done.error || done.connected !== STREAM_CLIENTS) throw new Error(`stream clients: ${done.connected} connected, ${done.error ?? ''}`);
}

/** Operator incident declarations at a fixed overall rate: every 2xx is one event on every stream. */
function declareAtRate(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${url}/api/admin/v1/incidents`,
    method: 'POST',
    connections: 50,
    pipelining: 1,
    duration: seconds,
    overallRate: EVENTS_PER_SECOND,
    headers: { authorization: `Bearer ${BENCH_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(INCIDENT),
  });
}

async function catchUp(clients: Child, events: number): Promise<{ last: ClientsStats; catchUpMs: number | null }> {
  const started = Date.now();
  for (;;) {
    const last = await clients.ask<ClientsStats>('stats');
    if (last.fewestPerClient >= events) return { last, catchUpMs: Date.now() - started };
    if (Date.now() - started > CATCH_UP_TIMEOUT_MS || last.closed > 0) return { last, catchUpMs: null };
    await sleep(50);
  }
}

async function measureStream(service: FanoutService, clients: Child, settings: LoadSettings): Promise<StreamFanout> {
  const url = service.child.url;
  const idle = await idleCpuUsPerSecond(service);
  const warm = await declareAtRate(url, settings.warmupSeconds);
  await clients.ask('reset');
  const [c0, s0] = [await clients.ask<ClientsStats>('stats'), await service.stats()];
  const started = performance.now();
  const run = await declareAtRate(url, settings.durationSeconds);
  const [c1, s1] = [await clients.ask<ClientsStats>('stats'), await service.stats()];
  const seconds = (performance.now() - started) / 1000;
  const events = warm['2xx'] + run['2xx'];
  const end = await catchUp(clients, events);
  const messages = c1.messages - c0.messages;
  return {
    targetEventsPerSecond: EVENTS_PER_SECOND,
    eventsPerSecond: run['2xx'] / seconds,
    messagesPerSecond: messages / seconds,
    measuredSeconds: seconds,
    lagMs: c1.lagMs,
    publishedLagMs: percentiles(s1.streamLag.published),
    writtenLagMs: percentiles(s1.streamLag.written),
    declareP99Ms: run.latency.p99,
    declareErrors: run.errors + run.non2xx + warm.errors + warm.non2xx,
    serverCpuUsPerMessage: cpuUs(s0.cpu, s1.cpu) / Math.max(1, messages),
    serverNetCpuUsPerMessage: netCpuUs(cpuUs(s0.cpu, s1.cpu), idle, seconds, messages),
    idleCpuUsPerSecond: idle,
    clientsCpuUsPerMessage: cpuUs(c0.cpu, c1.cpu) / Math.max(1, messages),
    events,
    clientsComplete: end.catchUpMs === null ? 0 : end.last.connected,
    outOfOrder: end.last.outOfOrder,
    closed: end.last.closed,
    slowDisconnects: s1.streams.slowDisconnects,
    peakBufferedBytes: s1.streams.peakBufferedBytes,
    catchUpMs: end.catchUpMs,
  };
}

export async function streamFanout(settings: LoadSettings): Promise<StreamFanout> {
  const service = await startFanoutService();
  const clients = await startChild('./stream-clients-child.ts', {});
  try {
    await connectClients(service, clients);
    return await measureStream(service, clients, settings);
  } finally {
    await clients.stop();
    await service.stop();
  }
}
