/**
 * A TCP proxy the test can black-hole: while cut, connections stay open (and new ones are accepted)
 * but no byte crosses, like a network partition; healing drops the stuck connections and forwards anew.
 */
import { createServer, type Server, type Socket, connect } from 'node:net';
import { freePort } from './ports.ts';

export class BlackHoleProxy {
  private cut = false;
  private readonly sockets = new Set<Socket>();

  private readonly server: Server;
  readonly port: number;
  private constructor(server: Server, port: number) {
    this.server = server;
    this.port = port;
  }

  static async start(targetPort: number): Promise<BlackHoleProxy> {
    const port = await freePort();
    const server = createServer();
    const proxy = new BlackHoleProxy(server, port);
    server.on('connection', (client) => proxy.accept(client, targetPort));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return proxy;
  }

  private accept(client: Socket, targetPort: number): void {
    this.sockets.add(client);
    client.on('close', () => this.sockets.delete(client));
    client.on('error', () => client.destroy());
    if (this.cut) return; // accepted, never answered
    const upstream = connect(targetPort, '127.0.0.1');
    this.sockets.add(upstream);
    upstream.on('close', () => this.sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk) => {
      if (!this.cut) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!this.cut) client.write(chunk);
    });
  }

  /** From now on nothing crosses, in either direction, on old or new connections. */
  blackHole(): void {
    this.cut = true;
  }

  /** Stuck connections are dropped (as a partition's end resets them); new ones are forwarded. */
  heal(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    this.cut = false;
  }

  close(): Promise<void> {
    this.heal();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
