/**
 * The event fan-out benchmark: signed webhook deliveries to loopback receivers
 * (bench/fanout-webhooks.ts) and /stream messages to 1,000 concurrent clients (bench/fanout-stream.ts),
 * each against a fresh service child, rendered as a section of bench/results/latest.md.
 * The goals: at least 8,000 deliveries per second, every one arriving once, event-to-receipt lag
 * p99 under 200 ms; 500 events per second to 1,000 clients, that is 500,000 messages per second, every
 * client receiving every event, lag p99 under 50 ms.
 * BENCH_FANOUT=webhooks or BENCH_FANOUT=stream runs one half alone (the other is reported as skipped).
 */
import { lagText } from './fanout-service.ts';
import { streamFanout, STREAM_CLIENTS, EVENTS_PER_SECOND, type StreamFanout } from './fanout-stream.ts';
import { webhookFanout, DELIVERIES_PER_INCIDENT, WEBHOOK_SET_UP, type WebhookFanout } from './fanout-webhooks.ts';
import type { LoadSettings } from './load.ts';
import { fmt } from './report.ts';

const WEBHOOK_GOAL_PER_SECOND = 8_000;
const WEBHOOK_GOAL_LAG_P99_MS = 200;
const STREAM_GOAL_EVENTS_PER_SECOND = 500;
const STREAM_GOAL_CLIENTS = 1_000;
const STREAM_GOAL_LAG_P99_MS = 50;
const HALF = process.env.BENCH_FANOUT ?? 'both';

export interface Fanout {
  /** One run per closed-loop backlog (BACKLOGS), on one service; empty when BENCH_FANOUT=stream. */
  readonly webhooks: readonly WebhookFanout[];
  /** null when BENCH_FANOUT=webhooks. */
  readonly stream: StreamFanout | null;
}

export async function fanout(settings: LoadSettings): Promise<Fanout> {
  const webhooks = HALF === 'stream' ? [] : await webhookFanout(settings);
  const stream = HALF === 'webhooks' ? null : await streamFanout(settings);
  return { webhooks, stream };
}

const verdict = (met: boolean): string => (met ? '**met**' : '**NOT met**');

/** The main thread's share, where the service child reports it. */
const mainThread = (w: WebhookFanout): string =>
  w.mainThreadCpuUsPerDelivery === null ? '' : `, of which the main thread ${fmt(w.mainThreadCpuUsPerDelivery)} µs`;

function webhookLines(w: WebhookFanout, bareKoaPerSecond: number | null): string[] {
  const complete = w.received === w.expected && w.invalid === 0;
  const met = w.deliveriesPerSecond >= WEBHOOK_GOAL_PER_SECOND && w.lagMs.p99 < WEBHOOK_GOAL_LAG_P99_MS && complete && w.duplicates === 0;
  const ratio = bareKoaPerSecond ? ` (${fmt((w.deliveriesPerSecond / bareKoaPerSecond) * 100, 1)}% of the bare Koa GET's requests/s)` : '';
  return [
    `- webhook fan-out with ${fmt(w.backlog)} deliveries outstanding: **${fmt(w.deliveriesPerSecond)} deliveries/s**${ratio}, counted at the receivers ` +
      `with valid signatures over ${fmt(w.measuredSeconds, 1)} s; goal >= ${fmt(WEBHOOK_GOAL_PER_SECOND)}/s, lag p99 < ${WEBHOOK_GOAL_LAG_P99_MS} ms, ` +
      `every delivery arriving once: ${verdict(met)}`,
    `  - event-to-receipt lag ${lagText(w.lagMs)}; server CPU ${fmt(w.serverCpuUsPerDelivery)} µs per delivery ` +
      `(${fmt(w.serverNetCpuUsPerDelivery)} µs net of the idle service's ${fmt(w.idleCpuUsPerSecond / 1000)} ms/s)${mainThread(w)}, receivers ${fmt(w.receiverCpuUsPerDelivery)} µs; ` +
      `${fmt(w.commandsPerCommit, 1)} commands per commit; ${fmt(w.signaturesPerTask, 1)} signatures per signing task on average (largest batch so far ${fmt(w.largestSigningBatch)})`,
    `  - ${fmt(w.declared)} incidents x ${DELIVERIES_PER_INCIDENT} webhooks = ${fmt(w.expected)} deliveries expected, ${fmt(w.received)} received ` +
      `(${w.drainMs === null ? 'NOT all within 60 s of the end of the load' : `the last ${fmt(w.drainMs)} ms after the load ended`}), ` +
      `${fmt(w.invalid)} with an invalid signature, ${fmt(w.duplicates)} duplicates`,
  ];
}

function streamLines(s: StreamFanout | null): string[] {
  if (s === null) return ['- stream fan-out: skipped (BENCH_FANOUT=webhooks)'];
  const complete = s.clientsComplete === STREAM_CLIENTS && s.closed === 0 && s.declareErrors === 0 && s.outOfOrder === 0;
  const met =
    STREAM_CLIENTS >= STREAM_GOAL_CLIENTS &&
    s.eventsPerSecond >= STREAM_GOAL_EVENTS_PER_SECOND &&
    s.messagesPerSecond >= STREAM_GOAL_EVENTS_PER_SECOND * STREAM_GOAL_CLIENTS &&
    s.lagMs.p99 < STREAM_GOAL_LAG_P99_MS &&
    complete;
  return [
    `- stream fan-out: **${fmt(s.messagesPerSecond)} messages/s** to ${STREAM_CLIENTS} SSE clients from ${fmt(s.eventsPerSecond)} events/s ` +
      `(offered ${fmt(s.targetEventsPerSecond)}/s) over ${fmt(s.measuredSeconds, 1)} s; goal ${fmt(STREAM_GOAL_EVENTS_PER_SECOND)} events/s = ` +
      `${fmt(STREAM_GOAL_EVENTS_PER_SECOND * STREAM_GOAL_CLIENTS)} messages/s to ${fmt(STREAM_GOAL_CLIENTS)} clients, lag p99 < ${STREAM_GOAL_LAG_P99_MS} ms, ` +
      `every client getting every event: ${verdict(met)}`,
    `  - lag from the event's timestamp to its arrival at a client ${lagText(s.lagMs)} (server side, per flush: published when durable ` +
      `${lagText(s.publishedLagMs)}; written to every connection ${lagText(s.writtenLagMs)}); incident declaration p99 ${fmt(s.declareP99Ms)} ms, ${fmt(s.declareErrors)} errors; ` +
      `server CPU ${fmt(s.serverCpuUsPerMessage, 2)} µs per message (${fmt(s.serverCpuUsPerMessage * STREAM_CLIENTS)} µs per event, its declaration included; ` +
      `${fmt(s.serverNetCpuUsPerMessage, 2)} µs net of the idle service's ${fmt(s.idleCpuUsPerSecond / 1000)} ms/s), clients ${fmt(s.clientsCpuUsPerMessage, 2)} µs`,
    `  - ${s.catchUpMs === null ? 'NOT every client' : `all ${fmt(s.clientsComplete)} clients`} received all ${fmt(s.events)} events, ${fmt(s.outOfOrder)} out of order or repeated` +
      `${s.catchUpMs === null ? '' : ` (the last ${fmt(s.catchUpMs)} ms after the load ended)`}; ${fmt(s.closed)} connections closed, ` +
      `${fmt(s.slowDisconnects)} cut off as too slow, largest unsent buffer of a connection after a tick ${fmt(s.peakBufferedBytes / 1024, 1)} KiB (bound 1,024 KiB)`,
  ];
}

/** The section of latest.md; the ratio is to the bare Koa GET when the run measured it. */
export function fanoutSection(f: Fanout, bareKoaPerSecond: number | null): string[] {
  return [
    '## Event fan-out',
    '',
    ...(f.webhooks.length === 0 ? ['- webhook fan-out: skipped (BENCH_FANOUT=stream)'] : []),
    ...f.webhooks.flatMap((w) => webhookLines(w, bareKoaPerSecond)),
    ...streamLines(f.stream),
    `- webhooks: ${WEBHOOK_SET_UP}; stream: events offered at ${fmt(EVENTS_PER_SECOND)}/s (BENCH_STREAM_EVENTS), sandbox partners with two streams each (the sandbox cap)`,
    '',
  ];
}
