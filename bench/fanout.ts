/**
 * Issue 5's event fan-out benchmark: signed webhook deliveries to loopback receivers
 * (bench/fanout-webhooks.ts) and /stream messages to 200 concurrent clients (bench/fanout-stream.ts),
 * each against a fresh service child, rendered as a section of bench/results/latest.md.
 * Goals: at least 3,000 deliveries per second; 1,000 events per second to 200 clients, that is 200,000
 * messages per second, every client receiving every event.
 */
import { lagText } from './fanout-service.ts';
import { streamFanout, STREAM_CLIENTS, EVENTS_PER_SECOND, type StreamFanout } from './fanout-stream.ts';
import { webhookFanout, DELIVERIES_PER_INCIDENT, WEBHOOK_SET_UP, type WebhookFanout } from './fanout-webhooks.ts';
import type { LoadSettings } from './load.ts';
import { fmt } from './report.ts';

const WEBHOOK_GOAL_PER_SECOND = 3_000;
const STREAM_GOAL_EVENTS_PER_SECOND = 1_000;
const STREAM_GOAL_CLIENTS = 200;

export interface Fanout {
  /** One run per closed-loop backlog (BACKLOGS), on one service. */
  readonly webhooks: readonly WebhookFanout[];
  readonly stream: StreamFanout;
}

export async function fanout(settings: LoadSettings): Promise<Fanout> {
  return { webhooks: await webhookFanout(settings), stream: await streamFanout(settings) };
}

const verdict = (met: boolean): string => (met ? '**met**' : '**NOT met**');

function webhookLines(w: WebhookFanout, bareKoaPerSecond: number | null): string[] {
  const complete = w.received === w.expected && w.invalid === 0;
  const met = w.deliveriesPerSecond >= WEBHOOK_GOAL_PER_SECOND && complete;
  const ratio = bareKoaPerSecond ? ` (${fmt((w.deliveriesPerSecond / bareKoaPerSecond) * 100, 1)}% of the bare Koa GET's requests/s)` : '';
  return [
    `- webhook fan-out with ${fmt(w.backlog)} deliveries outstanding: **${fmt(w.deliveriesPerSecond)} deliveries/s**${ratio}, counted at the receivers ` +
      `with valid signatures over ${fmt(w.measuredSeconds, 1)} s; goal >= ${fmt(WEBHOOK_GOAL_PER_SECOND)}/s with every delivery arriving: ${verdict(met)}`,
    `  - event-to-receipt lag ${lagText(w.lagMs)}; server CPU ${fmt(w.serverCpuUsPerDelivery)} µs per delivery, receivers ${fmt(w.receiverCpuUsPerDelivery)} µs; ` +
      `${fmt(w.commandsPerCommit, 1)} commands per commit; ${fmt(w.signaturesPerTask, 1)} signatures per signing task on average (largest batch so far ${fmt(w.largestSigningBatch)})`,
    `  - ${fmt(w.declared)} incidents x ${DELIVERIES_PER_INCIDENT} webhooks = ${fmt(w.expected)} deliveries expected, ${fmt(w.received)} received ` +
      `(${w.drainMs === null ? 'NOT all within 60 s of the end of the load' : `the last ${fmt(w.drainMs)} ms after the load ended`}), ` +
      `${fmt(w.invalid)} with an invalid signature, ${fmt(w.duplicates)} duplicates`,
  ];
}

function streamLines(s: StreamFanout): string[] {
  const complete = s.clientsComplete === STREAM_CLIENTS && s.closed === 0 && s.declareErrors === 0;
  const met = s.eventsPerSecond >= STREAM_GOAL_EVENTS_PER_SECOND && s.messagesPerSecond >= STREAM_GOAL_EVENTS_PER_SECOND * STREAM_GOAL_CLIENTS && complete;
  return [
    `- stream fan-out: **${fmt(s.messagesPerSecond)} messages/s** to ${STREAM_CLIENTS} SSE clients from ${fmt(s.eventsPerSecond)} events/s ` +
      `(offered ${fmt(s.targetEventsPerSecond)}/s) over ${fmt(s.measuredSeconds, 1)} s; goal ${fmt(STREAM_GOAL_EVENTS_PER_SECOND)} events/s = ` +
      `${fmt(STREAM_GOAL_EVENTS_PER_SECOND * STREAM_GOAL_CLIENTS)} messages/s, every client getting every event: ${verdict(met)}`,
    `  - lag from the event's timestamp to its arrival at a client ${lagText(s.lagMs)}; incident declaration p99 ${fmt(s.declareP99Ms)} ms, ${fmt(s.declareErrors)} errors; ` +
      `server CPU ${fmt(s.serverCpuUsPerMessage, 2)} µs per message (${fmt(s.serverCpuUsPerMessage * STREAM_CLIENTS)} µs per event, its declaration included), clients ${fmt(s.clientsCpuUsPerMessage, 2)} µs`,
    `  - ${s.catchUpMs === null ? 'NOT every client' : `all ${fmt(s.clientsComplete)} clients`} received all ${fmt(s.events)} events` +
      `${s.catchUpMs === null ? '' : ` (the last ${fmt(s.catchUpMs)} ms after the load ended)`}; ${fmt(s.closed)} connections closed, ` +
      `${fmt(s.slowDisconnects)} cut off as too slow, largest unsent buffer of a connection after a tick ${fmt(s.peakBufferedBytes / 1024, 1)} KiB (bound 1,024 KiB)`,
  ];
}

/** The section of latest.md; the ratio is to the bare Koa GET when the run measured it. */
export function fanoutSection(f: Fanout, bareKoaPerSecond: number | null): string[] {
  return [
    '## Event fan-out (issue 5)',
    '',
    ...f.webhooks.flatMap((w) => webhookLines(w, bareKoaPerSecond)),
    ...streamLines(f.stream),
    `- webhooks: ${WEBHOOK_SET_UP}; stream: events offered at ${fmt(EVENTS_PER_SECOND)}/s (BENCH_STREAM_EVENTS), sandbox partners with two streams each (the sandbox cap)`,
    '',
  ];
}
