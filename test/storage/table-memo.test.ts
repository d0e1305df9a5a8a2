/**
 * The writer's table memos (storage/table-memo.ts): after any sequence of writes on the connection (rows
 * created, changed and deleted, a sandbox reset's generic wipe, a savepoint rolled back after a read inside
 * it), what the memo answers equals a fresh SELECT. Three of its users: fan-out's active registrations, a symbol's suspension and the exchange closures; the
 * partner settings memo's rollback is tested through the engine (test/engine/write-path.test.ts).
 */
import test, { type ExecutionContext } from 'ava';
import fc from 'fast-check';
import Database from 'better-sqlite3';
import { CorporateActionStore } from '../../storage/corporate-actions.ts';
import { MarketStore } from '../../storage/market.ts';
import { forgetTableMemos } from '../../storage/table-memo.ts';
import { freshDb } from './fresh-db.ts';
import type { Env } from '../../storage/types.ts';
import { WebhookStore } from '../../storage/webhooks.ts';

const PARTNERS = ['ptn_a', 'ptn_b', 'ptn_c'] as const;
const ENVS: readonly Env[] = ['sandbox', 'production'];

type Op =
  | { op: 'create'; partner: number; env: number }
  | { op: 'delete'; pick: number }
  | { op: 'wipe'; partner: number; env: number }
  | { op: 'rolledBack'; partner: number; env: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('create' as const), partner: fc.nat(2), env: fc.nat(1) }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat(50) }),
  fc.record({ op: fc.constant('wipe' as const), partner: fc.nat(2), env: fc.nat(1) }),
  fc.record({ op: fc.constant('rolledBack' as const), partner: fc.nat(2), env: fc.nat(1) }),
);

/** Every scope fan-out asks for, read through the memo and straight from SQLite. */
function assertFresh(t: ExecutionContext, store: WebhookStore): void {
  for (const env of ENVS) {
    t.deepEqual(
      store.activeForFanOut(env, null).map((w) => w.id),
      store.activeInEnv(env).map((w) => w.id),
    );
    for (const partner of PARTNERS) {
      t.deepEqual(
        store.activeForFanOut(env, partner).map((w) => w.id),
        store.active(partner, env).map((w) => w.id),
      );
    }
  }
}

test('the memo of active registrations follows every write, wipe and rollback on the connection', (t) => {
  const db = freshDb(t, 'active-webhooks');
  const store = new WebhookStore(db);
  let n = 0;
  const create = (partner: number, env: number): void => {
    n += 1;
    store.insert({
      id: `wh_${n}`,
      env: ENVS[env]!,
      partnerId: PARTNERS[partner]!,
      url: `https://example.com/${n}`,
      events: ['*'],
      secretSealed: 'sealed',
      secretHint: 'hint',
      createdAtMs: n,
    });
  };
  const wipe = db.prepare('DELETE FROM webhooks WHERE partner_id = ? AND env = ?');
  fc.assert(
    fc.property(fc.array(opArb, { maxLength: 25 }), (ops) => {
      db.exec('DELETE FROM webhooks');
      for (const o of ops) {
        // Read first, so the memo holds something each write must invalidate.
        assertFresh(t, store);
        if (o.op === 'create') create(o.partner, o.env);
        if (o.op === 'delete') {
          const active = store.activeInEnv('sandbox').concat(store.activeInEnv('production'));
          const victim = active[o.pick % Math.max(1, active.length)];
          if (victim) store.markDeleted(victim.id, 1);
        }
        if (o.op === 'wipe') wipe.run(PARTNERS[o.partner]!, ENVS[o.env]!);
        if (o.op === 'rolledBack') {
          // A command creates a registration, its fan-out reads it, then the command's savepoint rolls back.
          db.exec('SAVEPOINT cmd');
          create(o.partner, o.env);
          store.activeForFanOut(ENVS[o.env]!, null);
          store.activeForFanOut(ENVS[o.env]!, PARTNERS[o.partner]!);
          db.exec('ROLLBACK TO cmd');
          db.exec('RELEASE cmd');
          forgetTableMemos(db);
        }
      }
      assertFresh(t, store);
    }),
    { numRuns: 60 },
  );
});

test('a second store on the same connection does not silence the first one’s invalidation', (t) => {
  const db = freshDb(t, 'active-webhooks');
  const first = new WebhookStore(db);
  const second = new WebhookStore(db);
  t.deepEqual(first.activeForFanOut('sandbox', null), []);
  t.deepEqual(second.activeForFanOut('sandbox', null), []);
  second.insert({
    id: 'wh_1',
    env: 'sandbox',
    partnerId: 'ptn_a',
    url: 'https://example.com/1',
    events: ['*'],
    secretSealed: 's',
    secretHint: 'h',
    createdAtMs: 1,
  });
  t.deepEqual(
    first.activeForFanOut('sandbox', null).map((w) => w.id),
    ['wh_1'],
  );
  t.deepEqual(
    second.activeForFanOut('sandbox', 'ptn_a').map((w) => w.id),
    ['wh_1'],
  );
});

type ActionOp =
  | { op: 'project'; symbol: number; action: number; lift: boolean; status: number; atMs: number }
  | { op: 'close'; exchange: number; open: boolean }
  | { op: 'rolledBack'; symbol: number; exchange: number };

const SYMBOLS = ['SCOM.KE', 'MTNN.NG', 'NPN.ZA'] as const;
const EXCHANGES = ['NSE', 'NGX', 'JSE'] as const;
const STATUSES = ['DECLARED', 'EFFECTIVE', 'CANCELLED'] as const;

const actionOpArb: fc.Arbitrary<ActionOp> = fc.oneof(
  fc.record({
    op: fc.constant('project' as const),
    symbol: fc.nat(2),
    action: fc.nat(5),
    lift: fc.boolean(),
    status: fc.nat(2),
    atMs: fc.nat(20),
  }),
  fc.record({ op: fc.constant('close' as const), exchange: fc.nat(2), open: fc.boolean() }),
  fc.record({ op: fc.constant('rolledBack' as const), symbol: fc.nat(2), exchange: fc.nat(2) }),
);

test('the suspension and closure memos follow every write and rollback on the writer’s connection', (t) => {
  const db = freshDb(t, 'table-memo');
  const actions = new CorporateActionStore(db);
  const market = new MarketStore(db);
  // Closures name exchanges (a foreign key): the catalog's rows are not seeded in a bare database.
  for (const code of EXCHANGES) db.prepare('INSERT INTO exchanges (code, data) VALUES (?, ?)').run(code, '{}');
  // The same reads without a memo: a read-only connection to the same file (outside a transaction it sees every write).
  const reader = new Database(db.name, { readonly: true });
  t.teardown(() => reader.close());
  const freshActions = new CorporateActionStore(reader);
  const freshMarket = new MarketStore(reader);
  const project = (o: { symbol: number; action: number; lift: boolean; status: number; atMs: number }): void => {
    const status = STATUSES[o.status]!;
    actions.project({
      id: `ca_${o.symbol}_${o.action}`,
      type: o.lift ? 'LIFT_SUSPENSION' : 'SUSPENSION',
      symbol: SYMBOLS[o.symbol]!,
      exchange: EXCHANGES[o.symbol]!,
      status,
      effectiveDate: '2026-11-01',
      terms: {},
      description: null,
      declaredAtMs: 0,
      effectiveAtMs: status === 'EFFECTIVE' ? o.atMs : null,
      cancelledAtMs: status === 'CANCELLED' ? o.atMs : null,
    });
  };
  const assertSame = (): void => {
    for (const symbol of SYMBOLS) t.deepEqual(actions.suspension(symbol), freshActions.suspension(symbol), symbol);
    t.deepEqual(market.closures(), freshMarket.closures());
  };
  fc.assert(
    fc.property(fc.array(actionOpArb, { maxLength: 25 }), (ops) => {
      db.exec('DELETE FROM corporate_actions; DELETE FROM exchange_closures');
      for (const o of ops) {
        // Read first, so each memo holds something the next write must invalidate.
        assertSame();
        if (o.op === 'project') project(o);
        if (o.op === 'close') {
          if (o.open) market.clearClosure(EXCHANGES[o.exchange]!);
          else market.setClosure(EXCHANGES[o.exchange]!, 'operator', o.exchange);
        }
        if (o.op === 'rolledBack') {
          // A command suspends a symbol and closes an exchange, reads both, then its savepoint rolls back.
          db.exec('SAVEPOINT cmd');
          project({ symbol: o.symbol, action: 9, lift: false, status: 1, atMs: 99 });
          market.setClosure(EXCHANGES[o.exchange]!, 'rolled back', 99);
          actions.suspension(SYMBOLS[o.symbol]!);
          market.closures();
          db.exec('ROLLBACK TO cmd');
          db.exec('RELEASE cmd');
          forgetTableMemos(db);
        }
      }
      assertSame();
    }),
    { numRuns: 60 },
  );
});
