/**
 * The machine inspector's operator endpoints, in both environments: find an actor by any of
 * its ids, an order's timeline and related actors (its sub-account, its partner, the webhook
 * deliveries of its events), its history recomputed from the journal equal to the states it really
 * went through, live updates over SSE, the loadable machine definition, and the operator token on
 * every data call (the page itself loads without it).
 */
import test, { type ExecutionContext } from 'ava';
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createActor, createMachine } from 'xstate';
import { ADMIN, OPERATOR_TOKEN, type TestServer } from '../helpers/server.ts';
import { INSPECTOR, inspect, type Json } from './inspector-support.ts';
import { advance, deskOn, ENVS, type EnvName, marketOrder, ONE_USD_KES, SCOM, tick, trade, traderOn } from './trading-support.ts';
import { receiver, SECRET, until } from './webhook-support.ts';

/** A LIMIT BUY placed, triggered by a tick and filled; the actor as it stood after each move. */
async function filledLimitOrder(t: ExecutionContext, env: EnvName) {
  const rx = await receiver(t);
  const { s, p } = await deskOn(t, env);
  const hook = await p.post('/webhooks', { url: rx.url, events: ['*'], secret: SECRET });
  t.is(hook.status, 201);
  const userId = await traderOn(p, 1000);
  await tick(s, SCOM, 135);
  const placed = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 100, orderType: 'LIMIT', limitPrice: ONE_USD_KES });
  t.is(placed.status, 201);
  const orderId = placed.body.orderId as string;
  const seen = [await inspect(s, 'order', orderId)];
  await tick(s, SCOM, 129);
  seen.push(await inspect(s, 'order', orderId));
  if (env === 'production') {
    await advance(s, 300);
    seen.push(await inspect(s, 'order', orderId));
  }
  return { s, p, userId, orderId, seen };
}

for (const env of ENVS) {
  test(`${env}: an order is found by its id, its sub-account's and its partner's; related actors include them and its webhook deliveries`, async (t) => {
    const { s, p, userId, orderId } = await filledLimitOrder(t, env);
    const found = await s.operator('GET', `${INSPECTOR}/find?id=${orderId}`);
    t.is(found.status, 200);
    t.like(found.body.actors, [{ kind: 'order', id: orderId, environment: env, partnerId: p.partnerId, state: 'FILLED' }]);
    t.like((await s.operator('GET', `${INSPECTOR}/find?id=${userId}`)).body.actors, [{ kind: 'subAccount', id: userId }]);
    t.like((await s.operator('GET', `${INSPECTOR}/find?id=${p.partnerId}`)).body.actors, [{ kind: 'partner', id: p.partnerId }]);
    t.deepEqual((await s.operator('GET', `${INSPECTOR}/find?id=ord_nothing_here`)).body.actors, []);

    const deliveries = await until(async () => {
      const related = (await inspect(s, 'order', orderId)).related as Json[];
      const found = related.filter((r) => r.relation === 'webhook delivery');
      return found.length >= 2 ? { related, found } : undefined;
    });
    t.like(
      deliveries.related.find((r) => r.kind === 'subAccount'),
      { id: userId, relation: 'named in context' },
    );
    t.like(
      deliveries.related.find((r) => r.kind === 'partner'),
      { id: p.partnerId, relation: 'owner' },
    );
    t.true(deliveries.found.every((r) => r.kind === 'webhookDelivery'));
    // A delivery is found by its own id, and it leads back: the sub-account names the order's owner.
    const delivery = deliveries.found[0]!;
    t.like((await s.operator('GET', `${INSPECTOR}/find?id=${delivery.id}`)).body.actors, [{ kind: 'webhookDelivery', id: delivery.id }]);
    const subAccount = await inspect(s, 'subAccount', userId);
    t.true(
      (subAccount.related as Json[]).some((r) => r.kind === 'order' && r.id === orderId),
      'the sub-account lists the order that names it',
    );
  });

  test(`${env}: the history recomputed from the journal equals the states the order really went through`, async (t) => {
    const { s, orderId, seen } = await filledLimitOrder(t, env);
    const actor = await inspect(s, 'order', orderId);
    const startedAt = performance.now();
    const history = await s.operator('GET', `${INSPECTOR}/actors/order/${orderId}/history`);
    t.is(history.status, 200);
    const recomputedMs = performance.now() - startedAt;
    t.like(history.body, { method: 'events', replayedEntries: 0, matchesStored: true }, 'folded from the journaled events, no replay');
    const cachedStartedAt = performance.now();
    t.deepEqual((await s.operator('GET', `${INSPECTOR}/actors/order/${orderId}/history`)).body, history.body, 'the same history from the cache');
    t.log(
      `history over ${actor.journalSeq} journal entries: ${Math.round(recomputedMs)} ms recomputed, ${Math.round(performance.now() - cachedStartedAt)} ms cached`,
    );
    const steps = history.body.steps as Json[];
    t.deepEqual(
      steps.map((st) => st.seq),
      (actor.timeline as Json[]).map((e) => e.seq),
      'one step per journal entry that moved it',
    );
    t.deepEqual(
      steps.map((st) => st.events),
      (actor.timeline as Json[]).map((e) => e.events),
    );
    t.deepEqual(steps[0]!.events, ['xstate.init']);
    // Each state observed live is the recomputed state after the same journal entry.
    for (const observed of seen) {
      const step = steps.find((st) => st.seq === observed.journalSeq);
      t.truthy(step, `entry ${observed.journalSeq} is in the history`);
      t.like(step, { exists: true, state: observed.state, diagramState: observed.diagramState });
      t.deepEqual(step!.context, observed.context);
      t.deepEqual(step!.value, observed.value);
    }
    const states = steps.map((st) => st.state);
    t.is(states[0], 'WORKING');
    t.is(states.at(-1), 'FILLED');
    if (env === 'production') t.true(states.includes('PENDING'), 'production: PENDING until the venue fills');
    const one = await s.operator('GET', `${INSPECTOR}/actors/order/${orderId}/history?seq=${steps[0]!.seq}`);
    t.deepEqual(one.body.steps, [steps[0]]);
    t.is((await s.operator('GET', `${INSPECTOR}/actors/order/${orderId}/history?seq=999999`)).status, 404);
    t.is((await s.operator('GET', `${INSPECTOR}/actors/order/${orderId}/history?seq=abc`)).status, 400);
  });
}

test('a MARKET order links to the quote it consumed, and the quote back to the order', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 1000);
  const placed = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 10 });
  t.true(placed.status === 201 || placed.status === 202, placed.text);
  const orderId = placed.body.orderId as string;
  const order = await inspect(s, 'order', orderId);
  const quoteId = (order.context as Json).quoteId as string;
  t.truthy(quoteId);
  t.like(
    (order.related as Json[]).find((r) => r.kind === 'quote'),
    { id: quoteId, relation: 'named in context' },
  );
  t.like((await s.operator('GET', `${INSPECTOR}/find?id=${quoteId}`)).body.actors, [{ kind: 'quote', id: quoteId }]);
  const quote = await inspect(s, 'quote', quoteId);
  t.true((quote.related as Json[]).some((r) => r.kind === 'order' && r.id === orderId));
});

/** Opens the actor's SSE stream with the operator token; `next()` resolves with the next `actor` event. */
function openStream(s: TestServer, kind: string, id: string): Promise<{ res: IncomingMessage; next: () => Promise<Json>; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${s.url}${ADMIN}${INSPECTOR}/actors/${kind}/${id}/stream`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } }, (res) => {
      const queue: Json[] = [];
      const waiting: ((v: Json) => void)[] = [];
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!/^event: actor$/m.test(block) || !data) continue;
          const actor = JSON.parse(data) as Json;
          const w = waiting.shift();
          if (w) w(actor);
          else queue.push(actor);
        }
      });
      const next = () => {
        const ready = queue.shift();
        return ready ? Promise.resolve(ready) : new Promise<Json>((r) => waiting.push(r));
      };
      resolve({ res, next, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

test('the SSE stream sends the actor, then each change as it happens', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  const userId = await traderOn(p, 1000);
  await tick(s, SCOM, 135);
  const placed = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 100, orderType: 'LIMIT', limitPrice: ONE_USD_KES });
  const stream = await openStream(s, 'order', placed.body.orderId);
  t.teardown(stream.close);
  t.is(stream.res.statusCode, 200);
  t.regex(String(stream.res.headers['content-type']), /^text\/event-stream/);
  const first = await stream.next();
  t.like(first, { kind: 'order', id: placed.body.orderId, state: 'WORKING' });
  await tick(s, SCOM, 129);
  const triggered = await stream.next();
  t.like(triggered, { state: 'PENDING', diagramState: 'order.pending' });
  t.true(triggered.journalSeq > first.journalSeq);
  await advance(s, 300);
  const filled = await stream.next();
  t.like(filled, { state: 'FILLED' });
  t.is(filled.timeline.length, first.timeline.length + 2);
});

test('the machine definitions are served as npm run machines wrote them, and they load and run in XState', async (t) => {
  const { s } = await deskOn(t, 'sandbox');
  const list = await s.operator('GET', `${INSPECTOR}/machines`);
  t.true((list.body.machines as Json[]).some((m) => m.kind === 'order' && m.version === 'order@1'));
  for (const { kind } of list.body.machines as Json[]) {
    const res = await s.operator('GET', `${INSPECTOR}/machines/${kind}`);
    t.is(res.status, 200, kind);
    t.deepEqual(res.body, JSON.parse(readFileSync(new URL(`../../docs/machines/${kind}.json`, import.meta.url), 'utf8')), kind);
  }
  const order = (await s.operator('GET', `${INSPECTOR}/machines/order`)).body;
  const actor = createActor(createMachine(order).provide({ guards: { isMarketOrder: () => false } })).start();
  t.deepEqual(actor.getSnapshot().value, 'working', 'a LIMIT order rests in working');
  actor.stop();
  t.is((await s.operator('GET', `${INSPECTOR}/machines/nothing`)).status, 404);
});

test('every data call needs the operator token; the page loads without it and keeps to this origin', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const paths = [
    `${INSPECTOR}/find?id=${p.partnerId}`,
    `${INSPECTOR}/actors/partner/${p.partnerId}`,
    `${INSPECTOR}/actors/partner/${p.partnerId}/history`,
    `${INSPECTOR}/actors/partner/${p.partnerId}/stream`,
    `${INSPECTOR}/machines`,
    `${INSPECTOR}/machines/order`,
  ];
  for (const path of paths) {
    const anonymous = await s.request('GET', `${ADMIN}${path}`);
    t.is(anonymous.status, 401, path);
    t.is(anonymous.body.error.code, 'AUTH_MISSING', path);
    t.regex(String(anonymous.headers.get('www-authenticate')), /Bearer/, path);
    t.is((await s.request('GET', `${ADMIN}${path}`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status, 401, path);
  }
  t.is((await s.operator('GET', `${INSPECTOR}/actors/partner/${p.partnerId}`)).status, 200);
  t.is((await s.operator('GET', `${INSPECTOR}/actors/order/ord_missing`)).status, 404);
  const page = await s.request('GET', `${ADMIN}${INSPECTOR}`);
  t.is(page.status, 200);
  t.regex(String(page.headers.get('content-type')), /^text\/html/);
  t.regex(String(page.headers.get('content-security-policy')), /default-src 'none'; script-src 'self'/);
  t.notRegex(page.text, /test-operator-token/);
  const script = await s.request('GET', `${ADMIN}${INSPECTOR}/assets/inspector.js`);
  t.is(script.status, 200);
  t.regex(script.text, /sessionStorage/);
  t.is((await s.request('POST', `${ADMIN}${INSPECTOR}`)).status, 405);
});
