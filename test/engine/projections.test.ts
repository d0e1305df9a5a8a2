/**
 * Projections run by themselves: a command that only spawns an actor and sends it events, with no
 * projection call of its own, leaves the actor's read model exactly as the actor is, in the same step
 * (a later read of the read model in that command already sees it), and every actor kind declares its
 * read model (or that it has none).
 */
import test from 'ava';
import { pino } from 'pino';
import { ActorCache, ActorRuntime } from '../../engine/actors.ts';
import { VirtualClock } from '../../engine/clock.ts';
import { commandHandlers } from '../../engine/handlers.ts';
import { Engine, type CommandHandler } from '../../engine/engine.ts';
import { features } from '../../engine/features/index.ts';
import { machineDefinitions } from '../../engine/machines.ts';
import type { Step } from '../../engine/step.ts';
import { openDatabase } from '../../storage/db.ts';
import { createStores } from '../../storage/stores.ts';
import { tempDir } from '../recovery/support.ts';

const START_MS = Date.parse('2026-09-01T09:00:00Z');

const handlers = new Map<string, CommandHandler>([
  ...commandHandlers,
  [
    'test.partner.open',
    ((step: Step, p: { id: string }) => {
      step.spawn(
        'partner',
        p.id,
        { env: 'sandbox', partnerId: p.id },
        {
          env: 'sandbox',
          sub: null,
          email: `${p.id}@example.com`,
          businessName: 'Projected Ltd',
          tier: 'starter',
          markupBps: 0,
          rateLimits: {},
          flags: {},
          createdAtMs: step.atMs,
          accessLockedAtMs: null,
        },
      );
      return step.stores.partners.byId(p.id)?.status ?? null;
    }) as CommandHandler,
  ],
  [
    'test.partner.suspend',
    ((step: Step, p: { id: string }) => {
      step.send('partner', p.id, { type: 'operator.suspend' });
      step.send('partner', p.id, { type: 'operator.update', changes: { tier: 'growth' } });
      return step.stores.partners.byId(p.id)?.status ?? null;
    }) as CommandHandler,
  ],
]);

test('a step that spawns or moves an actor writes its read model, with no projection call in the command', async (t) => {
  const stores = createStores(openDatabase(tempDir(t, 'projections')));
  t.teardown(() => stores.db.close());
  const engine = new Engine(
    stores,
    new VirtualClock(START_MS),
    handlers,
    new ActorRuntime(machineDefinitions, stores.snapshots, new ActorCache(10)),
    pino({ level: 'silent' }),
  );
  const run = async (type: string) =>
    (await engine.execute({ type, env: 'sandbox', partnerId: null, requestId: null, payload: { id: 'ptn_projected' } })).result;
  t.is(await run('test.partner.open'), 'active', 'the command itself reads the new row');
  t.like(stores.partners.byId('ptn_projected'), { status: 'active', tier: 'starter', businessName: 'Projected Ltd' });
  t.is(await run('test.partner.suspend'), 'suspended');
  t.like(stores.partners.byId('ptn_projected'), { status: 'suspended', tier: 'growth' });
});

test('every actor kind declares its read model, or that it has none', (t) => {
  const declared = features.flatMap((f) => f.machines);
  t.deepEqual(declared.map((m) => m.kind).sort(), [...machineDefinitions.keys()].sort());
  for (const m of declared) t.not(m.projection, undefined, m.kind);
  t.deepEqual(
    declared.filter((m) => m.projection === null).map((m) => m.kind),
    ['quote'],
  );
});
