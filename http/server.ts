/** Starts and stops the HTTP server around a Service; recovery runs after listen so /readyz can say 503. */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { bootstrapFromCheckpoint } from '../engine/cluster/bootstrap.ts';
import type { HttpLimits, ServiceConfig } from '../engine/config.ts';
import { Service } from '../engine/service.ts';
import { buildApp } from './app.ts';
import { answerClientErrors } from './connection/client-errors.ts';
import { ConnectionGuard } from './connection/guard.ts';
import { openFilesLimit, RESERVED_DESCRIPTORS } from './connection/open-files.ts';

export interface RunningServer {
  readonly service: Service;
  readonly server: Server;
  /** The connection caps, and what they hold now. */
  readonly connections: ConnectionGuard;
  readonly port: number;
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Node checks the headers and request timeouts on an interval (30 s by default), so a timeout fires up
 * to that much late: check at a quarter of the headers timeout, at most once a second.
 */
const checkingIntervalFor = (limits: HttpLimits): number => Math.max(10, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4)));

/** Cluster mode, at shutdown: how long to wait for the next owner after handing over, and for requests under way. */
const HANDOVER_WAIT_MS = 2_000;
const IN_FLIGHT_GRACE_MS = 5_000;

export async function startServer(config: ServiceConfig, log: Logger): Promise<RunningServer> {
  // Cluster mode: a node with no journal yet starts from the log's latest checkpoint, not from genesis.
  if (config.cluster) await bootstrapFromCheckpoint(config.dataDir, config.cluster, log);
  const service = new Service(config, log);
  const { app } = buildApp(service);
  const limits = config.http;
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: checkingIntervalFor(limits),
    },
    app.callback(),
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  const connections = new ConnectionGuard(limits, log);
  connections.attach(server);
  answerClientErrors(server, limits, connections, log);
  const files = openFilesLimit();
  if (files !== null && files < limits.maxConnections + RESERVED_DESCRIPTORS) {
    log.warn(
      { openFilesLimit: files, maxConnections: limits.maxConnections },
      'the open-files limit (ulimit -n) is below HTTP_MAX_CONNECTIONS plus a reserve: raise it or lower the cap',
    );
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  // After listen, a server error (accept failing with EMFILE, say) is logged; unhandled it would end the process.
  server.on('error', (err) => log.error({ err }, 'HTTP server error'));
  const port = (server.address() as AddressInfo).port;
  // An IPv6 host is bracketed in a URL (`http://[::1]:8080`).
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  log.info({ port, url, ...limits }, 'listening');
  await new Promise<void>((resolve) => setImmediate(resolve));
  service.recover();
  log.info({ url }, 'ready');
  return {
    service,
    server,
    connections,
    port,
    url,
    async close() {
      const cluster = service.cluster;
      if (cluster) {
        // Graceful hand-over: the partition goes to a follower at once; meanwhile this node forwards to it.
        await cluster.handOver();
        await cluster.ownerAddress(HANDOVER_WAIT_MS);
      }
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if (!cluster) server.closeAllConnections();
        else {
          // Requests under way (forwarded to the next owner) finish; each connection closes once idle, the rest at the cap.
          const idle = setInterval(() => server.closeIdleConnections(), 50);
          const cap = setTimeout(() => server.closeAllConnections(), IN_FLIGHT_GRACE_MS);
          server.once('close', () => {
            clearInterval(idle);
            clearTimeout(cap);
          });
          server.closeIdleConnections();
        }
      });
      service.close();
    },
  };
}
