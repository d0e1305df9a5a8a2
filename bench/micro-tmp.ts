import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../engine/config.ts';
import { Service } from '../engine/service.ts';

const dir = mkdtempSync(join(tmpdir(), 'micro-'));
const svc = new Service(loadConfig({ DATA_DIR: dir, CLOCK: 'system', LOG_LEVEL: 'warn' }), pino({ level: 'warn' }));
svc.recover();
if (process.env.TS) svc.stores.db.pragma('temp_store = ' + process.env.TS);
if (process.env.AC) svc.stores.db.pragma('wal_autocheckpoint = ' + process.env.AC);
if (process.env.SY) svc.stores.db.pragma('synchronous = ' + process.env.SY);
if (process.env.CS) svc.stores.db.pragma('cache_size = ' + process.env.CS);
const reg = await svc.engine.execute<any>({ type: 'sandbox.register', env: 'sandbox', partnerId: null, requestId: 'r', payload: { sub: 's', email: 'e@x.com', name: null, key: { keyHash: 'h'.repeat(64), prefix: 'sk_sandbox_', last4: 'abcd' } } });
const partnerId = svc.stores.partners.bySub('sandbox', 's')!.id;
let n = 0;
const E = svc.engine as any;
const T = { flush: 0, runOne: 0, apply: 0 };
for (const k of ['flush', 'runOne', 'apply'] as const) {
  const orig = E[k].bind(E);
  E[k] = (...a: any[]) => { const t = performance.now(); try { return orig(...a); } finally { T[k] += performance.now() - t; } };
}

async function round(batch: number) {
  const ps = [];
  for (let i = 0; i < batch; i++) {
    n++;
    ps.push(svc.engine.execute({ type: 'funding.topup', env: 'sandbox', partnerId, requestId: `req_${n}`, payload: { amountMinor: 100, currency: 'USD', reference: null } }, { idempotency: { key: `k${n}`, fingerprint: 'f'.repeat(64) }, respond: (t: any) => ({ status: 201, body: t }) }));
  }
  await Promise.all(ps);
}
for (let i = 0; i < 50; i++) await round(50);
T.flush = T.runOne = T.apply = 0; const t0 = performance.now(); const c0 = process.cpuUsage();
const R = Number(process.argv[2] ?? 200);
for (let i = 0; i < R; i++) await round(50);
const ms = performance.now() - t0; const cu = process.cpuUsage(c0); const cpuMs = (cu.user + cu.system) / 1000;
const C = R * 50; console.log('µs/cmd flush', (T.flush*1000/C).toFixed(1), 'runOne', (T.runOne*1000/C).toFixed(1), 'apply', (T.apply*1000/C).toFixed(1));
console.log(process.env.TS ?? '-', 'cpu µs/cmd', ((cpuMs * 1000) / (R * 50)).toFixed(1), 'user', (cu.user/(R*50)).toFixed(1), 'sys', (cu.system/(R*50)).toFixed(1), 'wall µs/cmd', ((ms * 1000) / (R * 50)).toFixed(1), 'commands/s', ((R * 50) / (ms / 1000)).toFixed(0), svc.engine.stats());
