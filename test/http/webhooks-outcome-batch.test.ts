/**
 * Issue 17: delivery outcomes are journaled in batches, one `webhook.delivery.outcomes` command per
 * tick for every partner (round 2: a platform entry, env and partner null). Every delivery is recorded exactly once (a repeated batch records
 * nothing), the log shows it delivered, and no per-delivery outcome command is journaled any more.
 */
import test from 'ava';
import type { DeliveryOutcomePayload } from '../../engine/commands/webhooks.ts';
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
  const outcomes = batches.flatMap((e) => (e.payload as { outcomes: DeliveryOutcomePayload[] }).outcomes);
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
  for (const id of [webhookId, second.body.id as string]) t.is((await log(s, apiKey, id)).length, 2);
});
