/**
 * Operator actor inspection names the actor's current state as it appears on the committed machine
 * diagram (docs/machines/<kind>.mmd), so an operator can find it on the picture.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIAGRAM_DIR } from '../../bin/machines.ts';
import { PRODUCTION, startTestServer, uniqueKey } from '../helpers/server.ts';

const topupDiagram = readFileSync(join(DIAGRAM_DIR, 'topup.mmd'), 'utf8');

test("actor inspection names a top-up's state on its diagram: topup.pending, then topup.confirmed after approval", async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.productionPartner();
  const made = await s.request('POST', `${PRODUCTION}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 20, reference: 'wire-9' } });
  t.is(made.status, 201);
  const id = made.body.topupId as string;

  const pending = await s.operator('GET', `/actors/topup/${id}`);
  t.is(pending.status, 200);
  t.is(pending.body.state, 'PENDING');
  t.is(pending.body.diagramState, 'topup.pending');
  t.true(topupDiagram.includes('[*] --> pending'), "the named state is the diagram's initial node");

  t.is((await s.operator('POST', `/top-ups/${id}/approve`)).status, 200);
  const confirmed = await s.operator('GET', `/actors/topup/${id}`);
  t.is(confirmed.body.state, 'CONFIRMED');
  t.is(confirmed.body.diagramState, 'topup.confirmed');
  t.true(topupDiagram.includes('pending --> confirmed: operator.approve'), 'the diagram has the edge the approval took');
});
