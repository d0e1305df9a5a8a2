/**
 * Reads that stay flat as history grows: every list, resume, start-up and retention statement is answered
 * by an index range scan in its own order, never by a scan of its table or a temporary B-tree sort
 * (SQLite's EXPLAIN QUERY PLAN on the migrated schema, the statements exactly as the stores prepare them).
 */
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../storage/db.ts';
import { EVENT_SQL } from '../../storage/events.ts';
import { IDEMPOTENCY_SQL } from '../../storage/idempotency.ts';
import { ORDER_SQL } from '../../storage/orders.ts';
import { OLDEST_SQL, RETENTION_SQL } from '../../storage/retention.ts';
import { SNAPSHOT_SQL } from '../../storage/snapshots.ts';
import { SUB_ACCOUNT_SQL } from '../../storage/subaccounts.ts';
import { DELIVERY_LOG_SQL } from '../../storage/webhooks.ts';

const dir = mkdtempSync(join(tmpdir(), 'pbs-plans-'));
const db = openDatabase(dir);
test.after.always(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every line of the plan. Parameters are bound as NULL: the plan does not depend on their values. */
function plan(sql: string): string[] {
  const stmt = db.prepare(`EXPLAIN QUERY PLAN ${sql}`);
  const names = [...sql.matchAll(/@(\w+)/g)].map((m) => m[1]!);
  const positional = (sql.match(/\?/g) ?? []).length;
  const rows = names.length ? stmt.all(Object.fromEntries(names.map((n) => [n, null]))) : stmt.all(...Array<null>(positional).fill(null));
  return (rows as { detail: string }[]).map((r) => r.detail);
}

/** The statements, each with the index it must use (every table it reads must be searched, not scanned). */
const STATEMENTS: readonly (readonly [string, string, string])[] = [
  ['events after a seq (webhook catch-up)', EVENT_SQL.after, 'events_by_partner'],
  ['events a scope sees after a seq (/stream resume)', EVENT_SQL.visibleAfter, 'events_by_partner'],
  ['GET /events page', EVENT_SQL.list, 'events_by_partner'],
  ['GET /events?event= page', EVENT_SQL.listByName, 'events_by_name'],
  ['the first event at or after a seq (the window search)', EVENT_SQL.firstAtOrAfterSeq, 'INTEGER PRIMARY KEY'],
  ['orders of a sub-account (deep cursor)', ORDER_SQL.listOfOwner, 'orders_by_owner'],
  ['orders of a partner (deep cursor)', ORDER_SQL.list, 'orders_by_partner'],
  ['order count of a sub-account', ORDER_SQL.countOfOwner, 'orders_by_owner'],
  ["a sub-account's wallet transactions", SUB_ACCOUNT_SQL.transactions, 'wallet_transactions_by_account'],
  ['sub-accounts of a partner', SUB_ACCOUNT_SQL.list, 'sub_accounts'],
  ['a webhook delivery log page', DELIVERY_LOG_SQL, 'webhook_deliveries_by_webhook'],
  ['the idempotency filter fill', IDEMPOTENCY_SQL.keysFrom, 'INTEGER PRIMARY KEY'],
  ['retention: idempotency records', RETENTION_SQL.idempotency, 'idempotency_by_age'],
  ['retention: finished deliveries', RETENTION_SQL.deliveries, 'webhook_deliveries_finished'],
  ['retention: finished quotes', RETENTION_SQL.finishedQuotes, 'snapshots_finished_quotes'],
  ['retention: finished delivery actors', RETENTION_SQL.finishedDeliveries, 'snapshots_finished_deliveries'],
];

for (const [name, sql, index] of STATEMENTS) {
  test(`${name}: an index range scan in order, no table scan, no sort`, (t) => {
    const lines = plan(sql);
    t.true(
      lines.some((l) => l.startsWith('SEARCH') && l.includes(index)),
      `uses ${index}:\n${lines.join('\n')}`,
    );
    t.false(
      lines.some((l) => /^SCAN \w+/.test(l) && !l.startsWith('SCAN CONSTANT')),
      `no table scan:\n${lines.join('\n')}`,
    );
    t.false(
      lines.some((l) => l.includes('TEMP B-TREE')),
      `no sort:\n${lines.join('\n')}`,
    );
  });
}

test('start-up reads no whole table: the stored machine versions come from their own table, the snapshot check reads the newest rows only', (t) => {
  const versions = plan(SNAPSHOT_SQL.storedVersions);
  t.true(
    versions.every((l) => !l.includes('snapshots ')),
    versions.join('\n'),
  );
  const recent = plan(SNAPSHOT_SQL.recentMaxJournalSeq);
  // A scan of the rowid b-tree backwards, cut off by the LIMIT: no index sort, no temporary B-tree.
  t.false(
    recent.some((l) => l.includes('TEMP B-TREE')),
    recent.join('\n'),
  );
  t.true(/LIMIT \d+\)$/.test(SNAPSHOT_SQL.recentMaxJournalSeq));
  const bounds = plan(IDEMPOTENCY_SQL.rowidBounds);
  t.true(
    bounds.every((l) => !/^SCAN idempotency$/.test(l)),
    bounds.join('\n'),
  );
});

test("retention finds each kind's oldest row by one index or rowid lookup", (t) => {
  for (const [kind, sql] of Object.entries(OLDEST_SQL)) {
    const lines = plan(sql);
    t.false(
      lines.some((l) => /^SCAN \w+$/.test(l) || l.includes('TEMP B-TREE')),
      `${kind}:\n${lines.join('\n')}`,
    );
  }
});

test('retention deletes old events a batch at a time in seq order, never sorting', (t) => {
  const lines = plan(RETENTION_SQL.events);
  t.false(
    lines.some((l) => l.includes('TEMP B-TREE')),
    lines.join('\n'),
  );
  t.true(/LIMIT \?\)/.test(RETENTION_SQL.events));
});
