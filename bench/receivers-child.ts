/**
 * Webhook receivers of the fan-out benchmark, in a child process of their own (so their CPU is not the
 * service's): RECEIVER_PORTS loopback HTTP servers, distinct origins as distinct partners' endpoints
 * would be. Every delivery is verified as a partner would: hex HMAC-SHA256 of the raw body with the
 * webhook secret, compared in constant time. Counts valid, invalid and duplicate deliveries (same
 * endpoint path and event id seen before) and the lag from the event's timestamp to its arrival.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { percentiles, type Percentiles } from './percentiles.ts';

export interface ReceiverCounts {
  readonly valid: number;
  readonly invalid: number;
  readonly duplicates: number;
}

export interface ReceiverStats extends ReceiverCounts {
  readonly type: 'stats';
  /** Receipt time minus the event's timestamp, over the deliveries since the last `reset`. */
  readonly lagMs: Percentiles;
  readonly cpu: NodeJS.CpuUsage;
}

const SECRET = process.env.RECEIVER_SECRET ?? '';
const PORTS = Number(process.env.RECEIVER_PORTS ?? 1);
const counts = { valid: 0, invalid: 0, duplicates: 0 };
const seen = new Set<string>();
let lags: number[] = [];

function verified(raw: Buffer, signature: string | string[] | undefined): boolean {
  const expected = Buffer.from(createHmac('sha256', SECRET).update(raw).digest('hex'));
  const given = Buffer.from(String(signature));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function receive(req: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const raw = Buffer.concat(chunks);
    if (!verified(raw, req.headers['x-service-signature'])) {
      counts.invalid += 1;
    } else {
      const key = `${req.url} ${String(req.headers['x-service-event-id'])}`;
      if (seen.has(key)) counts.duplicates += 1;
      else seen.add(key);
      counts.valid += 1;
      lags.push(Date.now() - Date.parse((JSON.parse(raw.toString('utf8')) as { timestamp: string }).timestamp));
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
}

const ports: number[] = [];
for (let i = 0; i < PORTS; i += 1) {
  const server = createServer(receive);
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ports.push((server.address() as AddressInfo).port);
}
process.send?.({ type: 'listening', port: ports[0] });

process.on('message', (m: { type?: string }) => {
  if (m.type === 'ports') process.send?.({ type: 'ports', ports });
  // The closed loop polls this often: counts only, no sorting.
  if (m.type === 'counts') process.send?.({ type: 'counts', ...counts });
  if (m.type === 'stats') process.send?.({ type: 'stats', ...counts, lagMs: percentiles(lags), cpu: process.cpuUsage() } satisfies ReceiverStats);
  if (m.type === 'reset') {
    lags = [];
    process.send?.({ type: 'reset' });
  }
});
process.once('SIGTERM', () => process.exit(0));
