/**
 * The bounded command queue through a real server: a burst of top-ups beyond COMMAND_QUEUE_LIMIT is
 * answered 503 SERVICE_UNAVAILABLE with Retry-After for the excess, in the declared error envelope, and
 * the refused requests leave nothing behind (no journal entry, no money, no stored answer), so each one
 * retried with its own Idempotency-Key runs then.
 */
import { connect, type Socket } from 'node:net';
import test from 'ava';
import { responseViolation } from '../helpers/response-check.ts';
import { ADMIN, OPERATOR_TOKEN, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';

const LIMIT = 4;
const BURST = 24;
const AMOUNT = 25;
const TOPUP = `${SANDBOX}/topup`;

interface RawAnswer {
  readonly key: string;
  readonly status: number;
  readonly headers: Headers;
  readonly body: { error?: { code: string; message: string } };
  readonly text: string;
}

/** A request sent whole but for the last byte of its body, which `finish` writes; the answer comes with the connection's close. */
async function heldRequest(
  url: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  payload: unknown,
): Promise<{ finish: () => void; answer: Promise<RawAnswer> }> {
  const socket: Socket = await new Promise((resolve, reject) => {
    const s = connect(Number(url.port), url.hostname, () => resolve(s));
    s.once('error', reject);
  });
  // The last byte goes at once, not held back until the server acknowledges the rest (Nagle's algorithm).
  socket.setNoDelay(true);
  const body = JSON.stringify(payload);
  const head = [
    `${method} ${path} HTTP/1.1`,
    `Host: ${url.host}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ].join('\r\n');
  socket.write(`${head}\r\n\r\n${body.slice(0, -1)}`);
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('close', () => resolve(parseAnswer(headers['Idempotency-Key'] ?? '', Buffer.concat(chunks).toString('utf8'))));
  });
  return { finish: () => socket.write(body.slice(-1)), answer };
}

type Held = Awaited<ReturnType<typeof heldRequest>>;

const heldTopup = (s: TestServer, apiKey: string, key: string): Promise<Held> =>
  heldRequest(new URL(s.url), 'POST', TOPUP, { Authorization: `Bearer ${apiKey}`, 'Idempotency-Key': key }, { amount: AMOUNT });

/**
 * Opens the requests `open` makes, waits until the server has read every one's head (its 'request'
 * event), then writes their last bytes in one synchronous loop: the server reads them all in one turn
 * of its event loop and queues their commands before any batch can start.
 */
async function releasedTogether(s: TestServer, open: () => Promise<Held[]>): Promise<RawAnswer[]> {
  let heads = 0;
  let wanted = Number.POSITIVE_INFINITY;
  let allRead = (): void => {};
  const read = new Promise<void>((resolve) => (allRead = resolve));
  const onRequest = (): void => {
    heads += 1;
    if (heads >= wanted) allRead();
  };
  s.running.server.on('request', onRequest);
  try {
    const held = await open();
    wanted = held.length;
    if (heads >= wanted) allRead();
    await read;
    for (const h of held) h.finish();
    return await Promise.all(held.map((h) => h.answer));
  } finally {
    s.running.server.off('request', onRequest);
  }
}

function parseAnswer(key: string, raw: string): RawAnswer {
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, split).split('\r\n');
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  let text = raw.slice(split + 4);
  // A chunked answer: the JSON is the first chunk's data.
  if (headers.get('transfer-encoding') === 'chunked') text = text.slice(text.indexOf('\r\n') + 2, text.lastIndexOf('\r\n0\r\n'));
  return { key, status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(text), text };
}

async function balance(s: TestServer, apiKey: string): Promise<number> {
  return (await s.request('GET', `${SANDBOX}/account`, { key: apiKey })).body.walletBalance.available as number;
}

async function journalHead(s: TestServer): Promise<number> {
  return (await s.request('GET', '/readyz')).body.journalHead as number;
}

test('a burst beyond COMMAND_QUEUE_LIMIT: the excess hears 503 with Retry-After and changes nothing; retried with the same key, each runs', async (t) => {
  const s = await startTestServer({ COMMAND_QUEUE_LIMIT: String(LIMIT) });
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const balanceBefore = await balance(s, apiKey);
  const headBefore = await journalHead(s);

  const answers = await releasedTogether(s, () => Promise.all(Array.from({ length: BURST }, (_, i) => heldTopup(s, apiKey, uniqueKey(`queue-${i}`)))));

  const taken = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status === 503);
  t.is(taken.length + refused.length, BURST, `every answer is 201 or 503: ${answers.map((a) => a.status).join(',')}`);
  t.is(taken.length, LIMIT, 'the queue took exactly its limit');
  for (const a of refused) {
    t.is(a.body.error?.code, 'SERVICE_UNAVAILABLE');
    t.regex(a.body.error?.message ?? '', /busy.*retry with the same Idempotency-Key/);
    t.is(a.headers.get('retry-after'), '1');
    t.is(a.headers.get('idempotent-replayed'), null);
    t.is(responseViolation({ method: 'POST', path: TOPUP, headers: {} }, a), null, 'the 503 is declared for the route, in the error envelope');
  }

  // Nothing of the refused requests was journaled or credited.
  t.is(await journalHead(s), headBefore + LIMIT);
  t.is(await balance(s, apiKey), balanceBefore + LIMIT * AMOUNT);

  // The taken ones replay their stored answer; the refused ones run now, each once.
  for (const a of taken) {
    const again = await s.request('POST', TOPUP, { key: apiKey, idempotencyKey: a.key, body: { amount: AMOUNT } });
    t.is(again.status, 201);
    t.is(again.headers.get('idempotent-replayed'), 'true');
  }
  for (const a of refused) {
    const retried = await s.request('POST', TOPUP, { key: apiKey, idempotencyKey: a.key, body: { amount: AMOUNT } });
    t.is(retried.status, 201);
    t.is(retried.headers.get('idempotent-replayed'), null, 'a refused request left no stored answer: the retry runs it');
    t.is(retried.body.amount, AMOUNT);
  }
  t.is(await journalHead(s), headBefore + BURST);
  t.is(await balance(s, apiKey), balanceBefore + BURST * AMOUNT);
});

test('the operator API is never refused for a full queue: an operator can act on a service at its limit', async (t) => {
  const s = await startTestServer({ COMMAND_QUEUE_LIMIT: '1' });
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const answers = await releasedTogether(s, async () => [
    ...(await Promise.all([1, 2, 3].map((i) => heldTopup(s, apiKey, uniqueKey(`queue-op-${i}`))))),
    await heldRequest(new URL(s.url), 'PUT', `${ADMIN}/maintenance`, { Authorization: `Bearer ${OPERATOR_TOKEN}` }, { mode: 'off' }),
  ]);
  const operator = answers.at(-1);
  const topups = answers.slice(0, -1).map((a) => a.status);
  // Read in one turn, in the kernel's order: the queue of one takes the first command; the later top-ups are refused.
  t.true(topups.filter((status) => status === 503).length >= 2, `top-ups answered ${topups.join(',')}`);
  t.is(operator?.status, 200, 'the operator command is taken with the queue full');
});

test('COMMAND_QUEUE_LIMIT must be a positive integer: start-up refuses anything else, naming it', async (t) => {
  for (const bad of ['0', '-3', 'many', '2.5']) {
    await t.throwsAsync(() => startTestServer({ COMMAND_QUEUE_LIMIT: bad }), { message: /COMMAND_QUEUE_LIMIT must be a positive integer/ });
  }
});
