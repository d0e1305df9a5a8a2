import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../storage/migrations.ts';
for (const sync of ['FULL', 'OFF']) {
const db = new Database(join(mkdtempSync(join(tmpdir(), 'm2-')), 'x.db'));
db.pragma('journal_mode = WAL'); db.pragma(`synchronous = ${sync}`); db.pragma('foreign_keys = ON');
migrate(db);
const ins = db.prepare(`INSERT INTO events (seq, event_id, env, partner_id, event, at_ms, envelope, journal_seq) VALUES (?, ?, 'sandbox', 'p', 'e', 1, ?, 1)`);
const env = JSON.stringify({ a: 'x'.repeat(200) });
let s = 0;
const N = 20000;
let t0 = performance.now();
db.transaction(() => { for (let i = 0; i < N; i++) { s++; ins.run(s, `evt_${s}`, env); } })();
console.log(sync, 'one tx, per insert µs', ((performance.now() - t0) * 1000 / N).toFixed(2));
t0 = performance.now();
for (let b = 0; b < N / 50; b++) db.transaction(() => { for (let i = 0; i < 50; i++) { s++; db.transaction(() => ins.run(s, `evt_${s}`, env))(); } })();
console.log(sync, 'batches of 50 w/ savepoints, per insert µs', ((performance.now() - t0) * 1000 / N).toFixed(2));
}
