/**
 * Migration 013 rebuilds `snapshots` as a rowid table: every row survives unchanged, both earlier
 * indexes are there again, and the (kind, id) key still refuses a second actor with the same id.
 */
import test from 'ava';
import Database from 'better-sqlite3';
import { migration013 } from '../../storage/migrations/013_snapshots_rowid.ts';
import { migrations } from '../../storage/migrations.ts';

test('migration 013 keeps every snapshot and both indexes, and the key still refuses a duplicate actor', (t) => {
  const db = new Database(':memory:');
  t.teardown(() => db.close());
  for (const m of migrations.filter((m) => m.version < 13)) db.exec(m.sql);
  const insert = db.prepare(
    'INSERT INTO snapshots (kind, id, env, partner_id, machine_version, state, snapshot, journal_seq, updated_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const big = JSON.stringify({ value: 'pending', context: { note: 'x'.repeat(3_000) } });
  insert.run('order', 'ord_1', 'sandbox', 'ptn_1', 'order@1', 'PENDING', big, 3, 1000);
  insert.run('webhookDelivery', 'dlv_1', 'sandbox', 'ptn_1', 'webhookDelivery@1', 'ATTEMPTING', '{}', 2, 900);
  insert.run('partner', 'ptn_1', 'sandbox', null, 'partner@1', 'active', '{"value":"active"}', 1, 800);
  const rows = (): unknown[] => db.prepare('SELECT * FROM snapshots ORDER BY kind, id').all();
  const before = rows();
  db.exec(migration013.sql);
  t.deepEqual(rows(), before);
  const indexes = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'snapshots' AND sql IS NOT NULL ORDER BY name")
    .pluck()
    .all() as string[];
  t.deepEqual(indexes, ['snapshots_attempting_deliveries', 'snapshots_by_partner']);
  t.false(/WITHOUT ROWID/i.test(db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'snapshots'").pluck().get() as string));
  const duplicate = (() => {
    try {
      insert.run('order', 'ord_1', 'sandbox', 'ptn_1', 'order@1', 'PENDING', '{}', 4, 1100);
      return null;
    } catch (error) {
      return (error as { code?: string }).code ?? null;
    }
  })();
  t.is(duplicate, 'SQLITE_CONSTRAINT_PRIMARYKEY');
  const plan = db.prepare("EXPLAIN QUERY PLAN SELECT id FROM snapshots WHERE kind = 'webhookDelivery' AND state = 'ATTEMPTING'").all() as { detail: string }[];
  t.true(
    plan.some((p) => p.detail.includes('snapshots_attempting_deliveries')),
    JSON.stringify(plan),
  );
});
