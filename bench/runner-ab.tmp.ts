// Experiment (not committed): the service's CPU per request, run by tsx on the sources vs the esbuild bundle.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchServiceEnv, registerUnthrottledPartner, waitReady } from './partner.ts';

const mode = process.argv[2] ?? 'tsx';
const extra = (process.env.NODE_FLAGS ?? '').split(' ').filter(Boolean);
const port = 18000 + Math.floor(Math.random() * 1000);
const dir = mkdtempSync(join(tmpdir(), 'pbs-runner-'));
const args = mode === 'tsx' ? [...extra, '--import', 'tsx', 'bin/start.ts'] : [...extra, 'build/bin/start.js'];
const child = spawn('node', args, { env: { ...process.env, ...benchServiceEnv(dir), PORT: String(port) }, stdio: 'ignore' });
const url = `http://127.0.0.1:${port}`;
const cpuUs = (): number => {
  const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const x = f.slice(f.lastIndexOf(')') + 2).split(' ');
  return (Number(x[11]) + Number(x[12])) * 10_000;
};
const rss = (): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
await waitReady(url);
const { apiKey } = await registerUnthrottledPartner(url);
async function load(total: number, make: (n: number) => Promise<Response>): Promise<void> {
  let next = 0;
  const client = async (): Promise<void> => {
    while (next < total) {
      const res = await make(next++);
      const body = await res.text(); if (res.status >= 300) throw new Error(body);
      if (res.status >= 300) throw new Error(String(res.status) + res.url);
    }
  };
  await Promise.all(Array.from({ length: 50 }, client));
}
const topup = (tag: string) => (n: number) =>
  fetch(`${url}/api/sandbox/v1/partner/topup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': `runner-${tag}-${n}` },
    body: '{"amount":1,"currency":"USD"}',
  });
const account = () => fetch(`${url}/api/sandbox/v1/partner/account`, { headers: { authorization: `Bearer ${apiKey}` } });
const healthz = () => fetch(`${url}/healthz`);
const out: string[] = [mode, extra.join(' ')];
for (const [name, make, n] of [
  ['healthz', healthz, 20000],
  ['account', account, 20000],
  ['topup', topup('a'), 10000],
] as const) {
  await load(n / 4, name === 'topup' ? topup('w') : make);
  const c0 = cpuUs();
  await load(n, make);
  out.push(`${name} ${((cpuUs() - c0) / n).toFixed(0)}µs`);
}
out.push(`rss ${rss().toFixed(0)}MB`);
console.log(out.join('  '));
child.kill();
rmSync(dir, { recursive: true, force: true });
