/**
 * The webhook bench receivers' CPU per request, measured alone. N signed POSTs (16 at
 * once, undici pools over 4 of the child's ports) and the child's own CPU (process.cpuUsage) per request.
 * `node bench/receivers-micro.ts ./receivers-child.ts ./receivers-child-old.ts`, three rounds.
 */
import { createHmac } from 'node:crypto';
import { Pool } from 'undici';
import { startChild } from './children.ts';
const SECRET = 's';
const N = Number(process.env.N ?? 20000);
async function run(file: string): Promise<number> {
  const child = await startChild(file, { RECEIVER_PORTS: '4', RECEIVER_SECRET: SECRET });
  const { ports } = await child.ask<{ ports: number[] }>('ports');
  const pools = ports.map((p) => new Pool(`http://127.0.0.1:${p}`, { connections: 4 }));
  const before = (await child.ask<{ cpu: NodeJS.CpuUsage }>('stats')).cpu;
  let sent = 0;
  const worker = async (): Promise<void> => {
    while (sent < N) {
      const i = sent++;
      const body = JSON.stringify({ eventId: `evt_${i}`, event: 'incident.declared', timestamp: new Date().toISOString(), data: { x: 'y'.repeat(200) } });
      const sig = createHmac('sha256', SECRET).update(body).digest('hex');
      const r = await pools[i % pools.length]!.request({
        path: `/hook/${i % 7}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-service-signature': sig, 'x-service-event-id': `evt_${i}` },
        body,
      });
      await r.body.dump();
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  const after = await child.ask<{ cpu: NodeJS.CpuUsage; valid: number; invalid: number }>('stats');
  await Promise.all(pools.map((p) => p.close()));
  await child.stop();
  const us = (after.cpu.user + after.cpu.system - before.user - before.system) / N;
  process.stdout.write(`${file}: ${us.toFixed(1)} µs/request valid ${after.valid} invalid ${after.invalid}\n`);
  return us;
}
// Receiver scripts to compare, relative to bench/ (e.g. a copy of the old one saved with `git show <commit>:bench/receivers-child.ts`).
const scripts = process.argv.slice(2);
for (let r = 0; r < 3; r += 1) for (const script of scripts.length ? scripts : ['./receivers-child.ts']) await run(script);
process.exit(0);
