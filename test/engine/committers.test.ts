/**
 * The runner and its committers on a real Service and SQLite file: a replay-only service takes no
 * command yet replays another's journal to the same head; a drain refuses new commands while those
 * already taken commit; the queue bound refuses only client commands.
 */
import test, { type ExecutionContext } from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../engine/config.ts';
import { type Command, isNotOwnerError } from '../../engine/engine.ts';
import { ServiceError } from '../../engine/errors.ts';
import { Service, type ServiceOptions } from '../../engine/service.ts';
import { sandboxPartner } from '../helpers/engine-partner.ts';

function service(t: ExecutionContext, env: Record<string, string> = {}, options: ServiceOptions = {}): Service {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-committers-'));
  const s = new Service(loadConfig({ DATA_DIR: dir, CLOCK: '2026-09-01T09:00:00Z', LOG_LEVEL: 'silent', ...env }), pino({ level: 'silent' }), options);
  t.teardown(() => {
    s.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return s;
}

const topup = (partnerId: string, requestId: string): Command => ({
  type: 'funding.topup',
  env: 'sandbox',
  partnerId,
  requestId,
  payload: { amountMinor: 100, currency: 'USD', reference: null },
});

test('a replay-only service refuses every command, and replays a journal to the same head', async (t) => {
  const source = service(t);
  source.recover();
  const partnerId = await sandboxPartner(source, 'replayed');
  await Promise.all([1, 2, 3].map((i) => source.engine.execute(topup(partnerId, `r-${i}`))));
  const target = service(t, {}, { replayOnly: true });
  const refused = await t.throwsAsync(() => target.engine.execute(topup(partnerId, 'refused')));
  t.true(refused instanceof ServiceError && refused.code === 'SERVICE_UNAVAILABLE');
  t.throws(() => target.engine.executeNow(topup(partnerId, 'refused-now')), { message: /needs a committer that commits synchronously/ });
  target.stores.db.transaction(() => {
    for (const entry of source.stores.journal.page(0, 10_000)) target.engine.replay(entry);
  })();
  t.deepEqual(target.engine.journalHead(), source.engine.journalHead());
  t.is(target.engine.durableSeq, source.engine.journalHead().seq, 'a replayed entry counts as durable');
  t.true(target.engine.idle);
});

test('a drain refuses new commands as not owned, while the commands already taken commit and are answered', async (t) => {
  const s = service(t);
  s.recover();
  const partnerId = await sandboxPartner(s, 'drained');
  const taken = [1, 2, 3].map((i) => s.engine.execute(topup(partnerId, `d-${i}`)));
  const drained = s.engine.drain();
  const late = await t.throwsAsync(() => s.engine.execute(topup(partnerId, 'late')));
  t.true(isNotOwnerError(late), 'a command after the drain began is refused as by a node that does not own the partition');
  const done = await Promise.all(taken);
  await drained;
  t.true(s.engine.idle);
  t.true(done.every((d) => d.seq <= s.engine.durableSeq));
});

test('a full queue refuses a client command at once and still queues the service’s own', async (t) => {
  const s = service(t, { COMMAND_QUEUE_LIMIT: '2' });
  s.recover();
  const partnerId = await sandboxPartner(s, 'bounded');
  const head = s.engine.journalHead().seq;
  const client = { refuseWhenFull: true } as const;
  // Queued in one tick: no batch starts before the third arrives.
  const first = s.engine.execute(topup(partnerId, 'c-1'), client);
  const second = s.engine.execute(topup(partnerId, 'c-2'), client);
  const third = s.engine.execute(topup(partnerId, 'c-3'), client);
  const own = s.engine.execute(topup(partnerId, 'service-own'));
  const refused = await t.throwsAsync(third);
  t.true(refused instanceof ServiceError && refused.code === 'SERVICE_UNAVAILABLE' && refused.headers['Retry-After'] === '1');
  await Promise.all([first, second, own]);
  t.is(s.engine.journalHead().seq, head + 3, 'the refused command left no journal entry');
});
