/**
 * A failed webhook attempt is logged at warn, with what an operator needs to follow it up (delivery,
 * webhook, partner, event, attempt, status) and the receiver's origin only, never its path or the secret.
 */
import test from 'ava';
import { SANDBOX, startTestServer, uniqueKey } from '../helpers/server.ts';
import { receiver, SECRET, until } from './webhook-support.ts';

const WARN = 40;

test('a receiver answering 500 leaves one warn line per failed attempt', async (t) => {
  const rx = await receiver(t);
  rx.state.status = 500;
  const lines: { level: number; msg: string; [k: string]: unknown }[] = [];
  const s = await startTestServer({ LOG_LEVEL: 'warn' }, { logSink: (line) => lines.push(JSON.parse(line)) });
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const url = `${rx.url}/hooks/private-path-token`;
  const made = await s.request('POST', `${SANDBOX}/webhooks`, {
    key: apiKey,
    idempotencyKey: uniqueKey(),
    body: { url, events: ['topup.confirmed'], secret: SECRET },
  });
  t.is(made.status, 201);
  t.is((await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 25 } })).status, 201);
  const warned = await until(() => lines.find((l) => l.msg === 'webhook attempt failed'));
  t.is(warned.level, WARN);
  t.like(warned, { webhookId: made.body.id, event: 'topup.confirmed', attempt: 1, status: 500, origin: new URL(rx.url).origin });
  t.regex(String(warned.deliveryId), /.+/);
  t.regex(String(warned.partnerId), /^ptn_/);
  const text = JSON.stringify(lines);
  t.false(text.includes('private-path-token'), 'the path of the registered URL stays out of the log');
  t.false(text.includes(SECRET), 'the signing secret stays out of the log');
});
