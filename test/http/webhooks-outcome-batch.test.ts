/**
 * Delivery outcomes are journaled in batches, one `webhook.delivery.outcomes` command per
 * tick for every partner (a platform entry, env and partner null). Every delivery is recorded exactly once (a repeated batch records
 * nothing), the log shows it delivered, and no per-delivery outcome command is journaled any more.
 */
import test from 'ava';
import { outcomesOf, type DeliveryOutcomePayload, type DeliveryOutcomesPayload } from '../../engine/webhooks/commands.ts';
import { OutcomeBatcher } from '../../engine/webhooks/outcome-batcher.ts';
import { SANDBOX, uniqueKey } from '../helpers/server.ts';
import { log, setup, until, validSignature } from './webhook-support.ts';

test('a fan-out to several webhooks of one partner is recorded through batched outcome commands, each delivery once; a replayed batch records nothing', async (t) => {
  const { s, rx, apiKey, webhookId } = await setup(t, ['*']);
  const second = await s.request('POST', `${SANDBOX}/webhooks`, {
    key: apiKey,
    idempotencyKey: uniqueKey(),
    body: { url: rx.url, events: ['*'], secret: 'receiver-secret-0123456789abcdef' },
  });
  t.is(second.status, 201);
  t.is((await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 25 } })).status, 201);
  // topup.confirmed and wallet.credited, to two webhooks: four deliveries.
  await until(() => (rx.got.length >= 4 ? true : undefined));
  t.true(rx.got.every((r) => validSignature(r)));
  for (const id of [webhookId, second.body.id as string]) {
    const rows = await until(async () => {
      const d = await log(s, apiKey, id);
      return d.length === 2 && d.every((x) => x.state === 'DELIVERED') ? d : undefined;
    });
    t.is(rows.length, 2);
  }
  const { service } = s.running;
  const partnerId = (await s.request('GET', `${SANDBOX}/account`, { key: apiKey })).body.partnerId as string;
  const seqs = service.stores.db
    .prepare("SELECT seq FROM journal WHERE type IN ('webhook.delivery.outcome', 'webhook.delivery.outcomes') ORDER BY seq")
    .pluck()
    .all() as number[];
  const entries = service.stores.journal.bySeqs(seqs);
  t.is(entries.filter((e) => e.type === 'webhook.delivery.outcome').length, 0, 'no per-delivery outcome commands');
  const batches = entries.filter((e) => e.type === 'webhook.delivery.outcomes');
  t.true(
    batches.every((e) => e.env === null && e.partnerId === null),
    'one platform entry per tick, not one per partner environment',
  );
  const outcomes = batches.flatMap((e) => outcomesOf(e.payload as DeliveryOutcomesPayload));
  t.is(outcomes.length, 4, 'every delivery outcome journaled once');
  t.is(new Set(outcomes.map((o) => o.deliveryId)).size, 4);
  t.true(batches.length <= 4);
  // At-least-once sending may report an outcome twice (a restart resends): the record stays exactly-once.
  const again = await service.engine.execute<{ recorded: number }>({
    type: 'webhook.delivery.outcomes',
    env: 'sandbox',
    partnerId,
    requestId: null,
    payload: { outcomes },
  });
  t.is(again.result.recorded, 0);
  // Older journals hold the same outcomes as objects: a replay of such an entry is read the same way.
  const roundOne = await service.engine.execute<{ recorded: number }>({
    type: 'webhook.delivery.outcomes',
    env: null,
    partnerId: null,
    requestId: null,
    payload: { outcomes },
  });
  t.is(roundOne.result.recorded, 0);
  t.true(
    batches.every((e) => Array.isArray((e.payload as DeliveryOutcomesPayload).compact)),
    'journaled as tuples',
  );
  for (const id of [webhookId, second.body.id as string]) t.is((await log(s, apiKey, id)).length, 2);
});

test('outcomes of deliveries of different partners reported in one tick share ONE platform command; late reports change nothing', async (t) => {
  const { s, rx, apiKey, webhookId } = await setup(t, ['*']);
  const other = (await s.sandboxPartner()).apiKey;
  const made = await s.request('POST', `${SANDBOX}/webhooks`, {
    key: other,
    idempotencyKey: uniqueKey(),
    body: { url: rx.url, events: ['*'], secret: 'receiver-secret-0123456789abcdef' },
  });
  t.is(made.status, 201);
  // Receiver down: each partner's top-up deliveries fail and wait for their 5 s retry (virtual clock).
  rx.state.status = 503;
  for (const key of [apiKey, other])
    t.is((await s.request('POST', `${SANDBOX}/topup`, { key, idempotencyKey: uniqueKey(), body: { amount: 25 } })).status, 201);
  const waiting = async (key: string, id: string) =>
    until(async () => {
      const d = await log(s, key, id);
      return d.length === 2 && d.every((x) => x.state === 'WAITING') ? d : undefined;
    });
  const mine = await waiting(apiKey, webhookId);
  const theirs = await waiting(other, made.body.id as string);
  const { service } = s.running;
  const before = service.stores.journal.head().seq;
  // Two partners' late reports of attempt 1 in one tick, through the dispatcher's own batcher type.
  const batcher = new OutcomeBatcher(service.engine);
  const late = (d: Record<string, unknown>): DeliveryOutcomePayload => ({
    deliveryId: (d.id as string).split(':')[0]!,
    attempt: 1,
    status: 200,
    durationMs: 3,
    responseSnippet: 'ok',
    error: null,
  });
  await Promise.all([batcher.record(late(mine[0]!)), batcher.record(late(theirs[0]!))]);
  t.deepEqual(batcher.stats(), { commands: 1, outcomes: 2 });
  const entries = service.stores.journal.bySeqs(Array.from({ length: service.stores.journal.head().seq - before }, (_, i) => before + 1 + i));
  const batches = entries.filter((e) => e.type === 'webhook.delivery.outcomes');
  t.is(batches.length, 1);
  t.like(batches[0], { env: null, partnerId: null });
  t.is(outcomesOf(batches[0]!.payload as DeliveryOutcomesPayload).length, 2);
  t.true(
    (await log(s, apiKey, webhookId)).every((x) => x.state === 'WAITING'),
    'attempt 1 had already failed: the late report records nothing',
  );
});
