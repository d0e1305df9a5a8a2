/**
 * The read-only connection (scale-out seam): HTTP's queries read the last committed state, so
 * a batch whose transaction is still open (in cluster mode: whose append is pending) is invisible to
 * them; while a command runs, its own `respond` reads through the writer and sees what it just wrote.
 */
import test, { type ExecutionContext } from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { SANDBOX_SEED_MINOR } from '../../engine/partners/partners.ts';
import { loadConfig } from '../../engine/config.ts';
import { issueKey } from '../../engine/credentials.ts';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { Service } from '../../engine/service.ts';
import { openDatabase, openReadConnection } from '../../storage/db.ts';

function service(t: ExecutionContext): Service {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-read-connection-'));
  const s = new Service(loadConfig({ DATA_DIR: dir, CLOCK: '2026-09-01T09:00:00Z', LOG_LEVEL: 'silent' }), pino({ level: 'silent' }));
  s.recover();
  t.teardown(() => {
    s.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return s;
}

async function sandboxPartner(s: Service): Promise<string> {
  const key = issueKey('sandbox');
  const done = await s.engine.execute<{ partnerId: string }>({
    type: 'sandbox.register',
    env: 'sandbox',
    partnerId: null,
    requestId: 'register',
    payload: { sub: 'reader', email: 'reader@example.com', name: null, key: { keyHash: key.hash, prefix: key.prefix, last4: key.last4 } },
  });
  return done.result.partnerId;
}

test('the read connection refuses every write', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-read-only-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  openDatabase(dir).close();
  const reader = openReadConnection(dir);
  try {
    // SQLite's errors are not native Errors in ava's eyes, so the refusal is caught by hand.
    let code: unknown = null;
    try {
      reader.prepare("INSERT INTO settings (key, value) VALUES ('x', '1')").run();
    } catch (error) {
      code = (error as { code?: unknown }).code;
    }
    t.is(code, 'SQLITE_READONLY');
  } finally {
    reader.close();
  }
});

test('queries do not see a batch whose transaction is still open, and see it once committed', async (t) => {
  const s = service(t);
  const partnerId = await sandboxPartner(s);
  const wallet = ledgerAccounts.masterWallet('sandbox', partnerId);
  const balance = (): number => s.queries.account.float('sandbox', partnerId).balanceMinor;
  t.is(balance(), SANDBOX_SEED_MINOR);
  // The writer's transaction stays open, as a cluster node's does while its append is pending.
  s.stores.db.exec('BEGIN IMMEDIATE');
  // Through the ledger store, as every balance change goes (it keeps the committed balances in memory).
  s.stores.ledger.applyTransfer({
    journalSeq: 0,
    atMs: 0,
    debitAccount: ledgerAccounts.sandboxFunding().id,
    creditAccount: wallet.id,
    asset: 'USD',
    amount: 500,
    kind: 'test',
    ref: null,
  });
  t.is(s.stores.ledger.account(wallet.id)?.balance, SANDBOX_SEED_MINOR + 500, 'the writer sees its uncommitted transfer');
  t.is(balance(), SANDBOX_SEED_MINOR, 'HTTP reads do not');
  s.stores.db.exec('COMMIT');
  t.is(balance(), SANDBOX_SEED_MINOR + 500, 'committed: now they do');
});

test("a route's respond reads through the writer while its command runs: it sees the command's own writes", async (t) => {
  const s = service(t);
  const partnerId = await sandboxPartner(s);
  let seenInRespond = -1;
  await s.engine.execute(
    { type: 'funding.topup', env: 'sandbox', partnerId, requestId: 'topup', payload: { amountMinor: 2_500, currency: 'USD', reference: null } },
    {
      respond: (result) => {
        seenInRespond = s.queries.account.float('sandbox', partnerId).balanceMinor;
        return { status: 201, body: result };
      },
    },
  );
  t.is(seenInRespond, SANDBOX_SEED_MINOR + 2_500);
  t.is(s.queries.account.float('sandbox', partnerId).balanceMinor, SANDBOX_SEED_MINOR + 2_500);
});
