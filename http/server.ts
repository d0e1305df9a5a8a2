/** Starts and stops the HTTP server around a Service; recovery runs after listen so /readyz can say 503. */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import type { ServiceConfig } from '../engine/config.ts';
import { Service } from '../engine/service.ts';
import { buildApp } from './app.ts';

export interface RunningServer {
  readonly service: Service;
  readonly server: Server;
  readonly port: number;
  readonly url: string;
  close(): Promise<void>;
}

export async function startServer(config: ServiceConfig, log: Logger): Promise<RunningServer> {
  const service = new Service(config, log);
  const { app } = buildApp(service);
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${config.host}:${port}`;
  log.info({ port, url }, 'listening');
  await new Promise<void>((resolve) => setImmediate(resolve));
  service.recover();
  log.info({ url }, 'ready');
  return {
    service,
    server,
    port,
    url,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      service.close();
    },
  };
}
