/**
 * Micro: the end-to-end lag of a broadcaster-like flush to 1,000 chunked node:http
 * responses, `res.write` against the chunk pre-framed once and written to each socket (http/stream/session.ts
 * `writeShared`). Clients are plain sockets in a child process (as the bench's are), each chunk carries its flush's
 * start time, and the child reports the lag percentiles of every chunk it read. Flushes every 5 ms plus the
 * flush's own duration, 4 s per round, 4 alternating rounds.
 *
 *   node bench/stream-lag-micro.ts [connections=1000]
 */
import { spawn } from 'node:child_process';
import { flushMs, sseMicroServer } from './sse-micro-server.ts';
import { SharedChunk } from '../http/stream/broadcaster.ts';

const N = Number(process.argv[2] ?? 1_000);
/** The child: N raw clients; `reset` empties the samples, `report` prints "count p50 p99" (ms). */
const CLIENTS = `
import { connect } from 'node:net';
const [port, n] = process.argv.slice(1).map(Number);
let lags = [];
for (let i = 0; i < n; i++) {
  const s = connect(port, '127.0.0.1');
  s.write('GET / HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n');
  s.on('data', (b) => {
    const str = b.toString('latin1');
    for (let at = 0; ; ) {
      const k = str.indexOf('t=', at);
      const e = k < 0 ? -1 : str.indexOf(';', k);
      if (e < 0) break;
      lags.push(Date.now() - Number(str.slice(k + 2, e)));
      at = e;
    }
  });
}
process.stdin.on('data', (d) => {
  const cmd = d.toString().trim();
  if (cmd === 'reset') { lags = []; process.stdout.write('ok\\n'); }
  if (cmd === 'report') { lags.sort((a, b) => a - b); const p = (q) => lags[Math.floor(q * (lags.length - 1))]; process.stdout.write(lags.length + ' ' + p(0.5) + ' ' + p(0.99) + '\\n'); }
});
`;

const { server, port, responses, connected } = await sseMicroServer();
const child = spawn(process.execPath, ['--input-type=module', '-e', CLIENTS, String(port), String(N)], { stdio: ['pipe', 'pipe', 'inherit'] });
const ask = (cmd: string): Promise<string> =>
  new Promise((resolve) => {
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()));
    child.stdin.write(`${cmd}\n`);
  });
await connected(N);

const PAD = 'x'.repeat(1_200);

async function round(direct: boolean): Promise<string> {
  await ask('reset');
  const end = Date.now() + 4_000;
  let spentMs = 0;
  let flushes = 0;
  while (Date.now() < end) {
    const chunk = new SharedChunk(Buffer.from(`data: t=${Date.now()}; ${PAD}\n\n`));
    spentMs += await flushMs(responses, chunk, direct);
    flushes += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  const [count, p50, p99] = (await ask('report')).split(' ');
  return `${flushes} flushes of ${(spentMs / flushes).toFixed(1)} ms, ${count} chunks read, lag p50 ${p50} ms, p99 ${p99} ms`;
}

for (let r = 0; r < 4; r += 1) {
  for (const direct of r % 2 === 0 ? [false, true] : [true, false]) {
    process.stdout.write(`round ${r + 1} ${direct ? 'pre-framed socket.write' : 'res.write'}: ${await round(direct)}\n`);
  }
}
child.kill();
server.closeAllConnections();
server.close();
process.exit(0);
