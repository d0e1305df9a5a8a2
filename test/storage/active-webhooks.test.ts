/**
 * The writer's memo of active registrations (issue 17, round 5: storage/active-webhooks.ts): after any
 * sequence of writes on the connection (registrations created and deleted, a sandbox reset's generic wipe,
 * a savepoint rolled back after a read inside it), fan-out's list equals a fresh SELECT.
 */
import test, { type ExecutionContext } from 'ava';
import fc from 'fast-check';
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
          store.forgetActive();
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
