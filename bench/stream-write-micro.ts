/**
 * Micro: what one broadcaster flush costs per connection, node:http's `res.write` of
 * the shared chunk against the chunk pre-framed once and handed to each socket (http/stream/session.ts
 * `writeShared`). 1,000 chunked node:http responses on loopback, read and discarded by plain sockets in
 * the same process; each round times the write loop up to the end of the next tick (node:http's corked
 * writes go out on it; the kernel's loopback delivery runs inside the write calls, so it is counted),
 * alternating the two forms.
 *
 *   node bench/stream-write-micro.ts [connections=1000] [flushes=400] [rounds=4]
 */
import { flushMs, sseMicroServer } from './sse-micro-server.ts';
import { connect, type Socket } from 'node:net';
import { SharedChunk } from '../http/stream/broadcaster.ts';

const CONNECTIONS = Number(process.argv[2] ?? 1_000);
const FLUSHES = Number(process.argv[3] ?? 400);
const ROUNDS = Number(process.argv[4] ?? 4);
/** About one flush of the bench: 3 incident events of ~420 bytes each. */
const FRAME = `id: evt_0000000000000001\nevent: incident.declared\ndata: ${JSON.stringify({ x: 'y'.repeat(360) })}\n\n`;

const { server, port, responses, connected } = await sseMicroServer();
const clients: Socket[] = [];
for (let i = 0; i < CONNECTIONS; i += 1) {
  const s = connect(port, '127.0.0.1');
  s.on('data', () => undefined);
  s.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
  clients.push(s);
}
await connected(CONNECTIONS);

const pause = (): Promise<void> => new Promise((r) => setTimeout(r, 2));

async function round(direct: boolean): Promise<number> {
  let spentMs = 0;
  for (let f = 0; f < FLUSHES; f += 1) {
    const chunk = new SharedChunk(Buffer.from(FRAME.repeat(3), 'utf8'));
    spentMs += await flushMs(responses, chunk, direct);
    // Let the corked writes go out and the readers drain before the next flush.
    await pause();
  }
  return (spentMs * 1000) / (FLUSHES * CONNECTIONS);
}

for (let r = 0; r < ROUNDS; r += 1) {
  const order = r % 2 === 0 ? [false, true] : [true, false];
  const line: string[] = [];
  for (const direct of order) line.push(`${direct ? 'pre-framed socket.write' : 'res.write'} ${(await round(direct)).toFixed(2)} µs/connection`);
  process.stdout.write(`round ${r + 1}: ${line.join(', ')}\n`);
}
for (const s of clients) s.destroy();
server.close();
process.exit(0);
