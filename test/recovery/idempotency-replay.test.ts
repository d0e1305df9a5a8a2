/**
 * Idempotency records travel in the journal (scale-out seam): a node rebuilt from nothing but
 * the journal answers a retried request with the stored response, byte for byte, credentials shown once
 * included, in both environments; the journal holds those credentials sealed, never in the clear.
 */
import test from 'ava';
import { pino } from 'pino';
import { compareDatabases, replayJournal } from '../../engine/replay.ts';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestResponse, type TestServer } from '../helpers/server.ts';
import { query, tempDir } from './support.ts';

const silent = pino({ level: 'silent' });

interface Sent {
  readonly base: string;
  readonly path: string;
  readonly key: string;
  readonly idempotencyKey: string;
  readonly body: unknown;
  readonly first: TestResponse;
}

async function send(s: TestServer, base: string, path: string, key: string, body: unknown): Promise<Sent> {
  const idempotencyKey = uniqueKey('seam');
  const first = await s.request('POST', base + path, { key, idempotencyKey, body });
  return { base, path, key, idempotencyKey, body, first };
}

const retry = (s: TestServer, sent: Sent, key = sent.key): Promise<TestResponse> =>
  s.request('POST', sent.base + sent.path, { key, idempotencyKey: sent.idempotencyKey, body: sent.body });

test('a node rebuilt from the journal replays stored responses byte for byte, sealed credentials included', async (t) => {
  const source = tempDir(t, 'idem-source');
  const s = await startTestServer({ DATA_DIR: source });
  const sent: Sent[] = [];
  let rotated: Sent;
  let newKey: string;
  try {
    const sandbox = await s.sandboxPartner();
    const production = await s.productionPartner();
    sent.push(await send(s, SANDBOX, '/topup', sandbox.apiKey, { amount: 250.0 }));
    sent.push(await send(s, PRODUCTION, '/topup', production.apiKey, { amount: 1000.5 }));
    // A refusal that commits nothing is not stored; a second top-up is.
    sent.push(await send(s, SANDBOX, '/topup', sandbox.apiKey, { amount: 12.34, reference: 'second' }));
    rotated = await send(s, SANDBOX, '/api-keys/rotate', sandbox.apiKey, { confirm: true });
    newKey = rotated.first.body.newApiKey as string;
    t.is(rotated.first.status, 201);
    for (const x of sent) t.true(x.first.status === 201 || x.first.status === 202, `${x.path}: ${x.first.status} ${x.first.text}`);
  } finally {
    await s.close();
  }

  const journaled = query<{ response: string }>(source, 'SELECT response FROM journal WHERE response IS NOT NULL');
  t.is(journaled.length, query<{ n: number }>(source, 'SELECT COUNT(*) AS n FROM idempotency')[0]!.n, 'one journaled response per record');
  t.false(
    journaled.some((r) => r.response.includes(newKey)),
    'the key shown once is sealed in the journal',
  );
  t.true(
    journaled.some((r) => r.response.includes('$sealed')),
    'the rotation response is journaled, sealed',
  );

  const target = tempDir(t, 'idem-target');
  replayJournal(source, target, silent);
  t.deepEqual(compareDatabases(source, target), [], 'the idempotency table is compared too');

  const rebuilt = await startTestServer({ DATA_DIR: target });
  try {
    for (const x of [...sent, rotated]) {
      // The sandbox partner's rotated key is the one that authenticates now; a record is the partner's, whichever key asks.
      const again = await retry(rebuilt, x, x.base === SANDBOX ? newKey : x.key);
      t.is(again.status, x.first.status, x.path);
      t.is(again.headers.get('idempotent-replayed'), 'true', x.path);
      t.is(again.text, x.first.text, `${x.path} answers the identical bytes`);
    }
    t.is(rotated.first.body.newApiKey, newKey);
  } finally {
    await rebuilt.close();
  }
});
