/**
 * Shared set-up for the users-*.test.ts files: a partner in either environment with a funded master
 * wallet, request helpers, and the in-process checks (for assertion only) that the ledger sums to zero
 * and that a refused request changed nothing.
 */
import type { ExecutionContext } from 'ava';
import { commandHandlers } from '../../engine/handlers.ts';
import type { CommandHandler } from '../../engine/engine.ts';
import { ledgerAccounts, type AccountSpec } from '../../engine/ledger.ts';
import type { Step } from '../../engine/step.ts';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestResponse, type TestServer } from '../helpers/server.ts';
import { assertError } from './shell-support.ts';

export type EnvName = 'sandbox' | 'production';
export const ENVS: readonly EnvName[] = ['sandbox', 'production'];

export interface Partner {
  readonly s: TestServer;
  readonly env: EnvName;
  readonly base: string;
  readonly key: string;
  readonly partnerId: string;
  post(path: string, body?: unknown, idempotencyKey?: string | null): Promise<TestResponse>;
  del(path: string, idempotencyKey?: string | null): Promise<TestResponse>;
  get(path: string): Promise<TestResponse>;
}

export function partnerClient(s: TestServer, env: EnvName, key: string, partnerId: string): Partner {
  const base = env === 'sandbox' ? SANDBOX : PRODUCTION;
  const withKey = (k: string | null | undefined) => (k === null ? {} : { idempotencyKey: k ?? uniqueKey('users') });
  return {
    s,
    env,
    base,
    key,
    partnerId,
    post: (path, body, idempotencyKey) => s.request('POST', base + path, { key, ...(body === undefined ? {} : { body }), ...withKey(idempotencyKey) }),
    del: (path, idempotencyKey) => s.request('DELETE', base + path, { key, ...withKey(idempotencyKey) }),
    get: (path) => s.request('GET', base + path, { key }),
  };
}

/**
 * A partner of `env` on server `s`. A production master wallet is funded by an operator-approved
 * top-up of `fundUsd`; the sandbox one starts at its seed of USD 100,000.00.
 */
export async function partnerOn(s: TestServer, env: EnvName, fundUsd = 100_000): Promise<Partner> {
  if (env === 'sandbox') {
    const { apiKey } = await s.sandboxPartner();
    const partnerId = (await s.request('GET', `${SANDBOX}/account`, { key: apiKey })).body.partnerId as string;
    return partnerClient(s, env, apiKey, partnerId);
  }
  const { apiKey, partnerId } = await s.productionPartner();
  const p = partnerClient(s, env, apiKey, partnerId);
  if (fundUsd > 0) {
    const top = await p.post('/topup', { amount: fundUsd });
    const approved = await s.operator('POST', `/top-ups/${top.body.topupId}/approve`);
    if (approved.status !== 200) throw new Error(`top-up approval failed: ${approved.status} ${approved.text}`);
  }
  return p;
}

export async function serverWith(t: ExecutionContext, env: EnvName, fundUsd?: number): Promise<Partner> {
  const s = await startTestServer();
  t.teardown(() => s.close());
  return partnerOn(s, env, fundUsd);
}

export async function createUser(p: Partner, externalId = uniqueKey('ext'), extra: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await p.post('/users', { externalId, ...extra });
  if (res.status !== 201) throw new Error(`create user failed: ${res.status} ${res.text}`);
  return res.body;
}

export async function masterBalance(p: Partner): Promise<number> {
  return (await p.get('/account')).body.walletBalance.available as number;
}

export async function deposit(p: Partner, userId: string, amount: number): Promise<TestResponse> {
  const res = await p.post(`/users/${userId}/deposit`, { amount });
  if (res.status !== 200) throw new Error(`deposit failed: ${res.status} ${res.text}`);
  return res;
}

/** Every asset sums to zero and no account that may not go negative is negative. */
export function assertLedgerBalanced(t: ExecutionContext, s: TestServer): void {
  const { ledger } = s.running.service.stores;
  for (const { asset, total } of ledger.totalsByAsset()) t.is(total, 0, `asset ${asset} sums to ${total}`);
  t.is(ledger.negativeWalletCount(), 0, 'no wallet is negative');
}

export function balanceOf(s: TestServer, account: AccountSpec): number {
  return s.running.service.stores.ledger.account(account.id)?.balance ?? 0;
}

export const subCash = (p: Partner, userId: string): AccountSpec => ledgerAccounts.cashSettled(p.env, p.partnerId, userId);

/** What a refused request must leave untouched: the journal head, the ledger transfers and the outbox. */
function footprint(s: TestServer): string {
  const { stores, engine } = s.running.service;
  const count = (table: string) => stores.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
  const tables = ['ledger_transfers', 'events', 'idempotency', 'sub_accounts', 'wallet_transactions', 'sub_account_devices', 'snapshots'];
  const balances = stores.db.prepare('SELECT id, balance FROM ledger_accounts ORDER BY id').all();
  return JSON.stringify({ head: engine.journalHead(), counts: tables.map(count), balances });
}

/** Sends the request, asserts the error envelope, and asserts that nothing changed. */
export async function refused(t: ExecutionContext, s: TestServer, send: () => Promise<TestResponse>, status: number, code: string): Promise<TestResponse> {
  const before = footprint(s);
  const res = await send();
  assertError(t, res, status, code);
  t.is(footprint(s), before, `${code}: the refused request changed nothing`);
  return res;
}

export function eventsOf(p: Partner, names?: readonly string[]): { event: string; data: Record<string, any>; isSandbox?: boolean }[] {
  const all = p.s.running.service.stores.events
    .after(p.partnerId, p.env, 0, 10_000)
    .map((e) => e.envelope as { event: string; data: Record<string, any>; isSandbox?: boolean });
  return names ? all.filter((e) => names.includes(e.event)) : all;
}

/**
 * A test-only journaled command that moves money between any two accounts through the real ledger:
 * the only way to give a sub-account escrow, unsettled cash or shares before trading exists.
 */
export const TEST_TRANSFER = 'test.ledger.transfer';
(commandHandlers as Map<string, CommandHandler>).set(TEST_TRANSFER, (step: Step, p: { debit: AccountSpec; credit: AccountSpec; amountMinor: number }) => {
  step.transfer({ ...p, kind: 'test_setup' });
  return null;
});

export async function testTransfer(s: TestServer, debit: AccountSpec, credit: AccountSpec, amountMinor: number): Promise<void> {
  await s.running.service.engine.execute({
    type: TEST_TRANSFER,
    env: debit.env,
    partnerId: debit.partnerId ?? credit.partnerId,
    requestId: null,
    payload: { debit, credit, amountMinor },
  });
}
