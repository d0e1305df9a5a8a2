/**
 * Server half of bench/chunked-write-micro.ts: plain node:http (no Koa) answering a ~15 KB JSON body made
 * of a cached head, a fresh 24-byte instant and a cached tail, either joined per request (`concat`, what the
 * quotes route did) or written as chunks on a corked socket (`chunks`, http/chunked-body.ts). Reports its
 * port, and its CPU on request.
 */
import { createServer } from 'node:http';

const variant = process.env.CHUNKED_VARIANT ?? 'chunks';
const item = JSON.stringify({ symbol: 'SCOM.KE', name: 'Safaricom PLC', exchange: 'NSE', currency: 'KES', price: 17.35, stale: false });
const head = Buffer.from(`{"data":[${Array.from({ length: 110 }, () => item).join(',')}],"meta":{"asOf":"`);
const tail = Buffer.from('","delayMode":"delayed"}}');

const server = createServer((_req, res) => {
  const asOf = Buffer.from(new Date().toISOString(), 'latin1');
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', head.length + asOf.length + tail.length);
  if (variant === 'concat') {
    res.end(Buffer.concat([head, asOf, tail]));
    return;
  }
  res.socket?.cork();
  res.write(head);
  res.write(asOf);
  res.end(tail);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (m: { type?: string }) => {
  if (m.type === 'stats') process.send?.({ type: 'stats', cpu: process.cpuUsage(), bytes: head.length + tail.length + 24 });
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
