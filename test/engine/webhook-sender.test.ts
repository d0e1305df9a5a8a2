/**
 * The webhook sender with its real worker thread against real loopback receivers:
 * signatures computed in the thread verify at the receiver, connections go to the pinned (SSRF-checked)
 * addresses, a slow endpoint holds none of another's outcomes, at most 4 exchanges run at once per
 * origin, the attempt timer ends a silent exchange, close ends what was pending, and the senders of one
 * process share one thread.
 */
import test from 'ava';
import fc from 'fast-check';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SendRequest, WebhookSender } from '../../engine/webhooks/sender.ts';

type Teardown = { teardown: (fn: () => unknown) => void };

interface Seen {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A receiver on 127.0.0.1; `answer` decides each response (default 200 "ok"), and can hold it. */
async function receiver(t: Teardown, answer: (res: ServerResponse, seen: Seen) => void = (res) => res.end('ok')) {
  const seen: Seen[] = [];
  let open = 0;
  let mostOpen = 0;
  const server = createServer((req, res) => {
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    res.on('close', () => (open -= 1));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const s = { url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(s);
      answer(res, s);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { seen, mostOpen: () => mostOpen, port: (server.address() as AddressInfo).port };
}

function sender(t: Teardown, timeoutMs?: number, maxInterned?: number): WebhookSender {
  const s = new WebhookSender({
    connectionsPerOrigin: 4,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(maxInterned === undefined ? {} : { maxInterned }),
  });
  t.teardown(() => s.close());
  return s;
}

const LOOPBACK = [{ address: '127.0.0.1', family: 4 }];

function request(port: number, over: Partial<SendRequest> = {}): SendRequest {
  return {
    url: `http://127.0.0.1:${port}/hook`,
    addresses: LOOPBACK,
    secret: 'whsec-test-0123456789abcdef',
    body: '{"id":"evt_1","type":"topup.confirmed"}',
    event: 'topup.confirmed',
    eventId: 'evt_1',
    attempt: 1,
    signedAtSeconds: 1_788_253_200,
    ...over,
  };
}

const verifies = (secret: string, s: Seen): boolean => {
  const expected = Buffer.from(createHmac('sha256', secret).update(s.body, 'utf8').digest('hex'));
  const got = Buffer.from(String(s.headers['x-service-signature']));
  return got.length === expected.length && timingSafeEqual(got, expected);
};

/** X-Service-Signature-V2: t=<the attempt's seconds>,v1=<hex HMAC-SHA256 of "{t}.{body}">. */
const verifiesV2 = (secret: string, signedAtSeconds: number, s: Seen): boolean => {
  const mac = createHmac('sha256', secret).update(`${signedAtSeconds}.${s.body}`, 'utf8').digest('hex');
  return s.headers['x-service-signature-v2'] === `t=${signedAtSeconds},v1=${mac}`;
};

/** Resolves when `probe` holds, checked on every receiver event (no timers). */
function whenever(probe: () => boolean, poke: (fn: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    if (probe()) resolve();
    else poke(() => probe() && resolve());
  });
}

test('a turn of sends is one message to the thread; every POST arrives once, signed in the thread, with its headers', async (t) => {
  const rx = await receiver(t);
  const s = sender(t);
  const secrets = ['whsec-alpha-0123456789', 'whsec-beta-0123456789', 'whsec-gamma-0123456789'];
  const events = [0, 1, 2, 3].map((e) => ({
    eventId: `evt_${e}`,
    event: 'incident.declared',
    body: JSON.stringify({ id: `evt_${e}`, text: 'évalué ₦ 1 250,00' }),
  }));
  const requests = Array.from({ length: 40 }, (_, i) =>
    request(rx.port, {
      ...events[i % 4]!,
      secret: secrets[i % 3]!,
      url: `http://127.0.0.1:${rx.port}/hook/${i}?n=${i}`,
      attempt: 1 + (i % 6),
      signedAtSeconds: 1_788_253_200 + (i % 2),
    }),
  );
  const results = await Promise.all(requests.map((r) => s.send(r)));
  t.true(results.every((r) => r.status === 200 && r.snippet === 'ok' && r.error === null));
  t.is(rx.seen.length, 40);
  for (const [i, r] of requests.entries()) {
    const got = rx.seen.find((x) => x.url === `/hook/${i}?n=${i}`);
    if (got === undefined) return t.fail(`request ${i} never arrived`);
    t.is(got.body, r.body);
    t.true(verifies(r.secret, got), `signature of request ${i}`);
    t.true(verifiesV2(r.secret, r.signedAtSeconds, got), `timestamped signature of request ${i}`);
    t.like(got.headers, {
      'content-type': 'application/json',
      'x-service-event': r.event,
      'x-service-event-id': r.eventId,
      'x-service-delivery-attempt': String(r.attempt),
    });
  }
  t.deepEqual(s.stats(), { tasks: 1, signatures: 40, largestBatch: 40 });
});

test('the thread connects to the pinned address, not to a resolution of the name, and keeps the Host header', async (t) => {
  const rx = await receiver(t);
  // `.invalid` never resolves (RFC 2606): only the pinned address can have carried this request.
  const result = await sender(t).send(request(rx.port, { url: `http://hooks.partner.invalid:${rx.port}/in` }));
  t.like(result, { status: 200, error: null });
  t.is(rx.seen[0]!.headers.host, `hooks.partner.invalid:${rx.port}`);
});

test("a slow endpoint delays none of another endpoint's outcomes, and runs at most 4 exchanges at once", async (t) => {
  const held: ServerResponse[] = [];
  let heldChanged = () => {};
  const slow = await receiver(t, (res) => {
    held.push(res);
    heldChanged();
  });
  const fast = await receiver(t);
  const s = sender(t);
  const slowResults = Array.from({ length: 6 }, (_, i) => s.send(request(slow.port, { url: `http://127.0.0.1:${slow.port}/slow/${i}` })));
  let slowSettled = 0;
  for (const p of slowResults) void p.then(() => (slowSettled += 1));
  await whenever(
    () => held.length === 4,
    (fn) => (heldChanged = fn),
  );
  // The slow origin's 4 slots are taken and 2 attempts wait behind them; the fast origin is answered meanwhile.
  const quick = await s.send(request(fast.port));
  t.like(quick, { status: 200, snippet: 'ok' });
  t.is(slowSettled, 0);
  t.is(slow.seen.length, 4);
  // Released one by one, each answer lets one waiting attempt in: never more than 4 open at once.
  heldChanged = () => {
    for (const res of held.splice(0)) res.end('late');
  };
  heldChanged();
  const results = await Promise.all(slowResults);
  t.true(results.every((r) => r.status === 200 && r.snippet === 'late'));
  t.is(slow.seen.length, 6);
  t.is(slow.mostOpen(), 4);
});

test('an endpoint that never answers ends with the attempt timeout, and the thread goes on sending', async (t) => {
  const silent = await receiver(t, () => undefined);
  const ok = await receiver(t);
  const s = sender(t, 300);
  const result = await s.send(request(silent.port));
  t.is(result.status, null);
  t.regex(String(result.error), /timeout/);
  t.true(result.durationMs >= 300);
  t.like(await s.send(request(ok.port)), { status: 200 });
});

test('a refused connection is an outcome, not a rejection', async (t) => {
  const rx = await receiver(t);
  const s = sender(t);
  // Port 1 on loopback: nothing listens there.
  const [refused, answered] = await Promise.all([s.send(request(1)), s.send(request(rx.port))]);
  t.is(refused.status, null);
  t.regex(String(refused.error), /ECONNREFUSED/);
  t.like(answered, { status: 200 });
});

test('close stops the thread: pending attempts end as failed outcomes, later sends are refused, nothing hangs', async (t) => {
  let arrived = () => {};
  const silent = await receiver(t, () => arrived());
  const s = new WebhookSender({ connectionsPerOrigin: 4 });
  const pending = s.send(request(silent.port));
  await new Promise<void>((resolve) => (arrived = resolve));
  await s.close();
  t.like(await pending, { status: null, error: 'the webhook sender is closed' });
  t.like(await s.send(request(silent.port)), { status: null, error: 'the webhook sender is closed' });
  t.is(s.stats().tasks, 1);
  await s.close();
});

test("senders of one process share one thread: a sender that closes ends and skips its own attempts only, the others' go on", async (t) => {
  const held: ServerResponse[] = [];
  let holding = true;
  let heldChanged = () => {};
  const slow = await receiver(t, (res) => {
    if (!holding) return void res.end('ok');
    held.push(res);
    heldChanged();
  });
  // Settings of their own: these two share a thread with each other and with no other test's sender.
  const settings = { connectionsPerOrigin: 4, timeoutMs: 7_000 };
  const closing = new WebhookSender(settings);
  const staying = new WebhookSender(settings);
  t.teardown(() => staying.close());
  const closingResults = Array.from({ length: 6 }, (_, i) => closing.send(request(slow.port, { url: `http://127.0.0.1:${slow.port}/closing/${i}` })));
  await whenever(
    () => held.length === 4,
    (fn) => (heldChanged = fn),
  );
  await closing.close();
  for (const r of await Promise.all(closingResults)) t.like(r, { status: null, error: 'the webhook sender is closed' });
  // The thread still runs for the other sender; the closed one's 2 queued attempts are skipped, never sent.
  holding = false;
  for (const res of held.splice(0)) res.end('late');
  const after = await staying.send(request(slow.port, { url: `http://127.0.0.1:${slow.port}/staying` }));
  t.like(after, { status: 200, snippet: 'ok' });
  t.deepEqual(slow.seen.map((s) => s.url).sort(), ['/closing/0', '/closing/1', '/closing/2', '/closing/3', '/staying']);
});

test('any mix of shared and distinct secrets, bodies and URLs in a turn: each POST carries its own pair signature (property)', async (t) => {
  const rx = await receiver(t);
  const s = sender(t);
  const secrets = ['whsec-alpha-0123456789', 'whsec-beta-0123456789', 'whsec-gamma-0123456789'];
  // Two bodies under one event id too: the batch keys envelopes by event id and must not mix them up.
  const events = [
    { eventId: 'evt_a', event: 'incident.declared', body: '{"id":"evt_a"}' },
    { eventId: 'evt_b', event: 'incident.declared', body: '{"id":"evt_b","text":"évalué ₦"}' },
    { eventId: 'evt_a', event: 'incident.declared', body: '{"id":"evt_a","v":2}' },
  ];
  let n = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(fc.nat(2), fc.nat(2), fc.nat(3)), { minLength: 1, maxLength: 30 }), async (picks) => {
      const requests = picks.map(([sec, ev, path]) => {
        n += 1;
        return request(rx.port, { ...events[ev]!, secret: secrets[sec]!, url: `http://127.0.0.1:${rx.port}/p${path}?n=${n}` });
      });
      const results = await Promise.all(requests.map((r) => s.send(r)));
      if (!results.every((r) => r.status === 200)) return false;
      return requests.every((r) => {
        const got = rx.seen.find((x) => x.url === new URL(r.url).pathname + new URL(r.url).search);
        return got !== undefined && got.body === r.body && verifies(r.secret, got);
      });
    }),
    { numRuns: 25 },
  );
  t.is(rx.seen.length, n);
});

test('secrets and targets interned in the thread across turns, tables started again when full, renewed address arrays: every POST signed with its own secret, to its own URL (property)', async (t) => {
  const rx = await receiver(t);
  // The thread keeps each secret and target it was sent; a bound of 3 makes the tables start again often.
  const s = sender(t, undefined, 3);
  const secrets = ['whsec-one-0123456789', 'whsec-two-0123456789', 'whsec-three-0123456789', 'whsec-four-0123456789', 'whsec-five-0123456789'];
  // A verdict renewal hands out a new address array for the same URL: pick one of two arrays per send.
  const arrays = [LOOPBACK, [{ address: '127.0.0.1', family: 4 }]];
  let n = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(fc.tuple(fc.nat(4), fc.nat(5), fc.nat(1)), { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 }),
      async (turns) => {
        const all: { request: SendRequest; result: Promise<{ status: number | null }> }[] = [];
        for (const turn of turns) {
          // Each turn's sends are one message; the next turn waits for a real turn of the event loop.
          for (const [sec, path, arr] of turn) {
            n += 1;
            const r = request(rx.port, {
              secret: secrets[sec]!,
              url: `http://127.0.0.1:${rx.port}/u${path}`,
              addresses: arrays[arr]!,
              eventId: `evt_${n}`,
              body: `{"n":${n}}`,
            });
            all.push({ request: r, result: s.send(r) });
          }
          await new Promise((resolve) => setImmediate(resolve));
        }
        const results = await Promise.all(all.map((a) => a.result));
        if (!results.every((r) => r.status === 200)) return false;
        return all.every(({ request: r }) => {
          const got = rx.seen.find((x) => x.body === r.body);
          return got !== undefined && got.url === new URL(r.url).pathname && verifies(r.secret, got);
        });
      },
    ),
    { numRuns: 30 },
  );
  t.is(rx.seen.length, n);
  t.true(s.stats().tasks > 1, 'several messages, so the tables were reused and started again');
});
