/**
 * The baseline: a bare Koa app answering GET with a small JSON body, in a child process of its own so
 * it gets the same conditions as the service under test. Reports its port, and on request its CPU time, to the parent over IPC.
 */
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import Koa from 'koa';

const app = new Koa();
app.use(async function answerSmallJson(ctx) {
  ctx.body = { ok: true, service: 'bare-koa', version: 1 };
});

const server = createServer(app.callback());
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'listening', port: (server.address() as AddressInfo).port });
});
process.on('message', (message: { type?: string }) => {
  if (message.type === 'stats') process.send?.({ type: 'stats', cpu: process.cpuUsage(), elu: performance.eventLoopUtilization() });
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
