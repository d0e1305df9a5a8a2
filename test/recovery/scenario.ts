/**
 * A real server run that touches every kind of command the service journals today, so the recovery
 * tests have a representative journal to verify, replay and compare.
 */
import { POLLER } from '../../engine/market/commands.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import { PRODUCTION, SANDBOX, SANDBOX_ROOT, uniqueKey, type TestServer } from '../helpers/server.ts';
import { receiver, until } from '../http/webhook-support.ts';

export interface ScenarioResult {
  readonly sandboxKey: string;
  readonly productionPartnerId: string;
  /** The X-Request-Id of one sandbox top-up, chosen by the test so it can be found in the file. */
  readonly markedRequestId: string;
}

function expectStatus(label: string, status: number, res: { status: number; text: string }): void {
  if (res.status !== status) throw new Error(`${label}: expected ${status}, got ${res.status} ${res.text}`);
}

async function sandboxPart(s: TestServer, markedRequestId: string): Promise<string> {
  const a = await s.sandboxPartner('scenario-sub-a', 'a@example.com');
  for (const amount of [10.01, 250, 99999.99]) {
    expectStatus('topup a', 201, await s.request('POST', `${SANDBOX}/topup`, { key: a.apiKey, idempotencyKey: uniqueKey(), body: { amount } }));
  }
  const reRegistered = await s.request('POST', `${SANDBOX_ROOT}/register`, { key: await s.idToken({ sub: a.sub, email: a.email }) });
  expectStatus('re-register a', 201, reRegistered);
  const keyA = reRegistered.body.apiKey as string;
  const b = await s.sandboxPartner('scenario-sub-b', 'b@example.com');
  expectStatus(
    'topup b',
    201,
    await s.request('POST', `${SANDBOX}/topup`, {
      key: b.apiKey,
      idempotencyKey: uniqueKey(),
      body: { amount: 12.34, reference: 'invoice-7' },
      headers: { 'x-request-id': markedRequestId },
    }),
  );
  expectStatus('reset a', 200, await s.request('POST', `${SANDBOX_ROOT}/reset`, { key: keyA }));
  expectStatus('topup a after reset', 201, await s.request('POST', `${SANDBOX}/topup`, { key: keyA, idempotencyKey: uniqueKey(), body: { amount: 1 } }));
  expectStatus('sandbox payout refused', 422, await s.request('POST', `${SANDBOX}/payout`, { key: keyA, idempotencyKey: uniqueKey(), body: { amount: 1 } }));
  const accountB = await s.request('GET', `${SANDBOX}/account`, { key: b.apiKey });
  expectStatus('suspend b', 200, await s.operator('PATCH', `/partners/${accountB.body.partnerId}`, { status: 'suspended' }));
  expectStatus('reactivate b', 200, await s.operator('PATCH', `/partners/${accountB.body.partnerId}`, { status: 'active', rateLimits: { sandbox: 1000 } }));
  return keyA;
}

async function productionPart(s: TestServer): Promise<string> {
  const p = await s.productionPartner('scenario-sub-p', 'p@example.com');
  const topup = await s.request('POST', `${PRODUCTION}/topup`, { key: p.apiKey, idempotencyKey: uniqueKey(), body: { amount: 500 } });
  expectStatus('production topup', 201, topup);
  expectStatus('approve topup', 200, await s.operator('POST', `/top-ups/${topup.body.topupId}/approve`));
  // A webhook registration (secret sealed in the payload) and a deletion, so replay covers the webhooks table.
  const hook = await s.request('POST', `${PRODUCTION}/webhooks`, {
    key: p.apiKey,
    idempotencyKey: uniqueKey(),
    body: { url: 'http://127.0.0.1:9/hook', events: ['*'] },
  });
  expectStatus('webhook', 201, hook);
  expectStatus(
    'second webhook',
    201,
    await s.request('POST', `${PRODUCTION}/webhooks`, {
      key: p.apiKey,
      idempotencyKey: uniqueKey(),
      body: { url: 'http://127.0.0.1:9/other', events: ['order.filled'], secret: 'scenario-secret-0123456789' },
    }),
  );
  expectStatus('delete webhook', 200, await s.request('DELETE', `${PRODUCTION}/webhooks/${hook.body.id}`, { key: p.apiKey, idempotencyKey: uniqueKey() }));
  expectStatus('pending topup', 201, await s.request('POST', `${PRODUCTION}/topup`, { key: p.apiKey, idempotencyKey: uniqueKey(), body: { amount: 77 } }));
  // The partner's own settings, so replay covers partner_settings and the payout's float.low at its threshold.
  expectStatus(
    'settings',
    200,
    await s.request('PATCH', `${PRODUCTION}/settings`, {
      key: p.apiKey,
      idempotencyKey: uniqueKey(),
      body: { floatLowThreshold: 400, settlementHold: true, notificationEmail: 'ops@example.com' },
    }),
  );
  expectStatus('payout', 201, await s.request('POST', `${PRODUCTION}/payout`, { key: p.apiKey, idempotencyKey: uniqueKey(), body: { amount: 120.25 } }));
  expectStatus('overdraft', 400, await s.request('POST', `${PRODUCTION}/payout`, { key: p.apiKey, idempotencyKey: uniqueKey(), body: { amount: 1_000_000 } }));
  expectStatus(
    'patch',
    200,
    await s.operator('PATCH', `/partners/${p.partnerId}`, {
      tier: 'growth',
      markupBps: 25,
      rateLimits: { production: 1000 },
      settlementHold: true,
      scopes: ['*'],
    }),
  );
  expectStatus('re-register production', 201, await s.request('POST', `${PRODUCTION}/register`, { key: await s.idToken({ sub: p.sub, email: p.email }) }));
  expectStatus(
    'apply',
    202,
    await s.request('POST', `${PRODUCTION}/apply`, {
      body: { businessName: 'Rejected Ltd', email: 'r@example.com', useCase: 'x', termsAccepted: true, consentVersion: '2026-01' },
    }),
  );
  const pending = await s.operator('GET', '/applications?status=pending');
  const rejected = (pending.body.applications as { id: string; email: string }[]).find((a) => a.email === 'r@example.com')!;
  expectStatus('reject', 200, await s.operator('POST', `/applications/${rejected.id}/reject`, { reason: 'not a fit' }));
  return p.partnerId;
}

/** Sub-accounts and their money: every sub-account command, in both environments. */
async function subAccountPart(s: TestServer, sandboxKey: string): Promise<void> {
  const p = await s.productionPartner('scenario-sub-users', 'users@example.com');
  const call = (method: string, base: string, key: string, path: string, body?: unknown) =>
    s.request(method, base + path, { key, idempotencyKey: uniqueKey(), ...(body === undefined ? {} : { body }) });
  const topup = await call('POST', PRODUCTION, p.apiKey, '/topup', { amount: 1000 });
  expectStatus('users topup approve', 200, await s.operator('POST', `/top-ups/${topup.body.topupId}/approve`));
  const user = (await call('POST', PRODUCTION, p.apiKey, '/users', { externalId: 'scenario-u1', email: 'u1@example.com' })).body.userId as string;
  expectStatus('auto-register', 201, await call('POST', PRODUCTION, p.apiKey, '/auto-register', { uid: 'scenario-u2' }));
  expectStatus('fx deposit', 200, await call('POST', PRODUCTION, p.apiKey, `/users/${user}/deposit`, { amount: 1292, currency: 'KES' }));
  expectStatus('kyc', 200, await call('POST', PRODUCTION, p.apiKey, `/users/${user}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'k1' }));
  expectStatus('freeze', 200, await call('POST', PRODUCTION, p.apiKey, `/users/${user}/freeze`));
  expectStatus('unfreeze', 200, await call('POST', PRODUCTION, p.apiKey, `/users/${user}/unfreeze`));
  expectStatus('device', 201, await call('POST', PRODUCTION, p.apiKey, `/users/${user}/devices`, { deviceId: 'd1', platform: 'ios', token: 't' }));
  expectStatus('withdraw', 200, await call('POST', PRODUCTION, p.apiKey, `/users/${user}/withdraw`, { amount: 2.5 }));
  expectStatus('close', 200, await call('DELETE', PRODUCTION, p.apiKey, `/users/${user}`));
  const sandboxUser = (await call('POST', SANDBOX, sandboxKey, '/users', { externalId: 'scenario-s1' })).body.userId as string;
  expectStatus('test deposit', 200, await call('POST', SANDBOX, sandboxKey, '/test-tools/deposit', { subAccountId: sandboxUser, amount: 75 }));
}

/** Asset classes: a sandbox sub-account subscribes to a fund and a bond, redeems part, and commits to two opportunities (ledger units, escrow, wallet transactions, events). */
async function assetClassesPart(s: TestServer, sandboxKey: string): Promise<void> {
  const call = (path: string, body: unknown) => s.request('POST', SANDBOX + path, { key: sandboxKey, idempotencyKey: uniqueKey(), body });
  const user = (await call('/users', { externalId: 'scenario-assets' })).body.userId as string;
  expectStatus('assets deposit', 200, await call(`/users/${user}/deposit`, { amount: 900 }));
  expectStatus('subscribe fund', 200, await call(`/users/${user}/subscribe`, { instrumentId: 'FUND-ZA-SATRIX-BOND-USD', amount: 100 }));
  expectStatus('subscribe bond', 200, await call(`/users/${user}/subscribe`, { instrumentId: 'KE-IFB1-2023-017', amount: 513.25 }));
  // Held past midnight of the scenario's clock, so the daily accrual timer pays it (units) in the journal.
  expectStatus('subscribe mmf', 200, await call(`/users/${user}/subscribe`, { instrumentId: 'FUND-KE-CIC-MMF-USD', amount: 50 }));
  expectStatus('redeem fund', 200, await call(`/users/${user}/redeem`, { instrumentId: 'FUND-ZA-SATRIX-BOND-USD', units: 3.25 }));
  expectStatus('fund not open', 422, await call(`/users/${user}/subscribe`, { instrumentId: 'FUND-GH-DATABANK-INCOME', amount: 100 }));
  // Commitments to open opportunities (commitment actors, USD in escrow): the solar raise closes at midnight
  // and misses its target (refunded when the clock is set to the next day); the SME one stays PENDING.
  expectStatus('commitment funds', 200, await call(`/users/${user}/deposit`, { amount: 3500 }));
  expectStatus('commit sme', 201, await call(`/users/${user}/subscribe`, { instrumentId: 'OPP-KE-SME-CREDIT-2026', amount: 1000 }));
  expectStatus('commit solar', 201, await call(`/users/${user}/subscribe`, { instrumentId: 'lagos-commercial-solar-credit', amount: 2500 }));
  expectStatus('opportunity closed', 422, await call(`/users/${user}/subscribe`, { instrumentId: 'OPP-EG-FINTECH-PREIPO', amount: 5000 }));
}

/** Trading: quotes, cheat-code and test-tool orders in the sandbox, venue, resting and master orders in production. */
async function tradingPart(s: TestServer, sandboxKey: string): Promise<void> {
  const call = (method: string, base: string, key: string, path: string, body?: unknown) =>
    s.request(method, base + path, { key, idempotencyKey: uniqueKey(), ...(body === undefined ? {} : { body }) });
  const symbol = 'SCOM.KE';
  expectStatus('tick', 201, await s.operator('POST', '/market/ticks', { symbol, price: 129.2 }));
  const trader = (await call('POST', SANDBOX, sandboxKey, '/users', { externalId: 'scenario-trader' })).body.userId as string;
  expectStatus('trader funds', 200, await call('POST', SANDBOX, sandboxKey, '/test-tools/deposit', { subAccountId: trader, amount: 5000 }));
  const quote = await s.request('GET', `${SANDBOX}/quote/${symbol}?type=BUY&quantity=100&subAccountId=${trader}`, { key: sandboxKey });
  expectStatus(
    'cheat fill',
    202,
    await call('POST', SANDBOX, sandboxKey, `/users/${trader}/trade`, { symbol, type: 'BUY', quantity: 100, quoteId: quote.body.quoteId }),
  );
  const pending = await call('POST', SANDBOX, sandboxKey, '/test-tools/trade', { subAccountId: trader, symbol, type: 'BUY', quantity: 10 });
  expectStatus('test trade', 201, pending);
  expectStatus('test partial fill', 200, await call('PATCH', SANDBOX, sandboxKey, `/test-tools/orders/${pending.body.orderId}`, { action: 'partial_fill' }));
  expectStatus('test fill', 200, await call('PATCH', SANDBOX, sandboxKey, `/test-tools/orders/${pending.body.orderId}`, { action: 'fill' }));
  expectStatus(
    'test sell',
    201,
    await call('POST', SANDBOX, sandboxKey, '/test-tools/trade', { subAccountId: trader, symbol, type: 'SELL', quantity: 30, outcome: 'FAIL_SETTLEMENT' }),
  );
  expectStatus(
    'test sell fill',
    201,
    await call('POST', SANDBOX, sandboxKey, '/test-tools/trade', { subAccountId: trader, symbol, type: 'SELL', quantity: 20, outcome: 'FILL' }),
  );
  const p = await s.productionPartner('scenario-trading', 'trading@example.com');
  const topup = await call('POST', PRODUCTION, p.apiKey, '/topup', { amount: 2000 });
  expectStatus('trading topup approve', 200, await s.operator('POST', `/top-ups/${topup.body.topupId}/approve`));
  const masterQuote = await s.request('GET', `${PRODUCTION}/quote/${symbol}?type=BUY&quantity=5`, { key: p.apiKey });
  expectStatus(
    'master trade',
    202,
    await call('POST', PRODUCTION, p.apiKey, '/trade', { symbol, type: 'BUY', quantity: 5, quoteId: masterQuote.body.quoteId }),
  );
  expectStatus(
    'resting order',
    201,
    await call('POST', PRODUCTION, p.apiKey, '/trade', { symbol, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 100, timeInForce: 'DAY' }),
  );
  const sub = (await call('POST', PRODUCTION, p.apiKey, '/users', { externalId: 'scenario-float' })).body.userId as string;
  expectStatus('float low deposit', 200, await call('POST', PRODUCTION, p.apiKey, `/users/${sub}/deposit`, { amount: 1500 }));
  expectStatus('test tools on production', 200, await s.operator('PATCH', `/partners/${p.partnerId}`, { testToolsOnProduction: true }));
  expectStatus('virtual deposit', 200, await call('POST', PRODUCTION, p.apiKey, '/test-tools/deposit', { subAccountId: sub, amount: 100 }));
  expectStatus(
    'virtual trade',
    201,
    await call('POST', PRODUCTION, p.apiKey, '/test-tools/trade', { subAccountId: sub, symbol, type: 'BUY', quantity: 10, outcome: 'FILL' }),
  );
}

/** Price alerts: tick firings with a re-arm, a deletion, and a production alert the next poll fires. */
async function alertsPart(s: TestServer, sandboxKey: string): Promise<void> {
  const call = (method: string, base: string, key: string, path: string, body?: unknown) =>
    s.request(method, base + path, { key, idempotencyKey: uniqueKey(), ...(body === undefined ? {} : { body }) });
  const symbol = 'SCOM.KE';
  expectStatus(
    'repeat alert',
    201,
    await call('POST', SANDBOX, sandboxKey, '/price-alerts', {
      symbol,
      exchange: 'NSE',
      condition: 'above',
      threshold: 130,
      repeat: true,
      clientAlertId: 'scn-1',
    }),
  );
  const gone = await call('POST', SANDBOX, sandboxKey, '/price-alerts', { symbol, exchange: 'NSE', condition: 'below', threshold: 50 });
  expectStatus('one-shot alert', 201, gone);
  expectStatus('delete alert', 200, await call('DELETE', SANDBOX, sandboxKey, `/price-alerts/${gone.body.alertId}`));
  for (const price of [131, 129, 131.5]) expectStatus('alert tick', 201, await s.operator('POST', '/market/ticks', { symbol, price }));
  const p = await s.productionPartner('scenario-alerts', 'alerts@example.com');
  expectStatus(
    'poll alert',
    201,
    await call('POST', PRODUCTION, p.apiKey, '/price-alerts', { symbol: 'IAM.MA', exchange: 'CSE', condition: 'above', threshold: 0.01 }),
  );
}

/**
 * Webhook deliveries to a loopback receiver: both events of a top-up fail (500), are retried
 * 5 s later and delivered; a test send succeeds; then the registration is deleted. Each outcome is its
 * own journaled command after the POST, so the scenario waits (bounded) for the log to show them.
 */
async function webhooksPart(s: TestServer): Promise<void> {
  const closers: (() => unknown)[] = [];
  const rx = await receiver({ teardown: (fn) => closers.push(fn) });
  try {
    const p = await s.sandboxPartner('scenario-hooks', 'hooks@example.com');
    const call = (method: string, path: string, body?: unknown) =>
      s.request(method, SANDBOX + path, { key: p.apiKey, idempotencyKey: uniqueKey(), ...(body === undefined ? {} : { body }) });
    const hook = await call('POST', '/webhooks', { url: rx.url, events: ['*'], secret: 'scenario-hook-secret-0123456789' });
    expectStatus('delivery webhook', 201, hook);
    const settled = (attempts: number) =>
      until(async () => {
        const rows = (await s.request('GET', `${SANDBOX}/webhooks/${hook.body.id}/deliveries`, { key: p.apiKey })).body.deliveries as {
          success: boolean | null;
        }[];
        return rows.length === attempts && rows.every((r) => r.success !== null) ? rows : undefined;
      }, 20_000);
    rx.state.status = 500;
    expectStatus('hook topup', 201, await call('POST', '/topup', { amount: 5 }));
    await settled(2);
    rx.state.status = 200;
    expectStatus('retry advance', 200, await s.operator('POST', '/clock/advance', { seconds: 5 }));
    await settled(4);
    expectStatus('test send', 200, await call('POST', `/webhooks/${hook.body.id}/test`));
    expectStatus('delete delivery webhook', 200, await call('DELETE', `/webhooks/${hook.body.id}`));
  } finally {
    for (const close of closers) await close();
  }
}

/**
 * Tokens and upgrades: an OAuth client-credentials token, a portal session opened and revoked,
 * a tier upgrade approved and another rejected, and a sandbox-to-live request filed as an application.
 */
async function accessPart(s: TestServer): Promise<void> {
  const p = await s.productionPartner('scenario-access', 'access@example.com');
  const identity = { key: await s.idToken({ sub: p.sub, email: p.email }) };
  expectStatus('enable oauth', 200, await s.operator('PATCH', `/partners/${p.partnerId}`, { oauthClientCredentialsEnabled: true }));
  expectStatus(
    'oauth token',
    200,
    await s.request('POST', `${PRODUCTION}/oauth/token`, { body: { grant_type: 'client_credentials', client_secret: p.apiKey, scope: '*' } }),
  );
  const session = await s.request('POST', `${PRODUCTION}/session`, identity);
  expectStatus('session', 201, session);
  expectStatus(
    'revoke session',
    200,
    await s.request('POST', `${PRODUCTION}/session/revoke`, { ...identity, body: { accessToken: session.body.accessToken } }),
  );
  const growth = await s.request('POST', `${PRODUCTION}/upgrade-request`, { ...identity, body: { message: 'growing', targetTier: 'growth' } });
  expectStatus('tier request', 201, growth);
  expectStatus('approve tier', 200, await s.operator('POST', `/upgrade-requests/${growth.body.requestId}/approve`));
  const enterprise = await s.request('POST', `${PRODUCTION}/upgrade-request`, { ...identity, body: { message: 'more', targetTier: 'enterprise' } });
  expectStatus('second tier request', 201, enterprise);
  expectStatus('reject tier', 200, await s.operator('POST', `/upgrade-requests/${enterprise.body.requestId}/reject`, { reason: 'not yet' }));
  const sandboxIdentity = await s.sandboxPartner('scenario-live', 'live@example.com');
  expectStatus(
    'live access',
    202,
    await s.request('POST', `${PRODUCTION}/upgrade-request`, { key: await s.idToken(sandboxIdentity), body: { message: 'go live' } }),
  );
}

/**
 * Key management: a data key issued, replaced and withdrawn, the full key rotated, then the
 * only key revoked (access locked), access restored by the operator and a new key registered.
 */
async function keysPart(s: TestServer): Promise<void> {
  const p = await s.productionPartner('scenario-keys', 'keys@example.com');
  const identity = { key: await s.idToken({ sub: p.sub, email: p.email }) };
  const call = (key: string, method: string, path: string, body?: unknown) =>
    s.request(method, PRODUCTION + path, { key, idempotencyKey: uniqueKey(), ...(body === undefined ? {} : { body }) });
  expectStatus('data key', 201, await call(p.apiKey, 'POST', '/api-keys/data-key'));
  const rotated = await call(p.apiKey, 'POST', '/api-keys/rotate', { confirm: true });
  expectStatus('rotate', 201, rotated);
  const fullKey = rotated.body.newApiKey as string;
  expectStatus('replace data key', 201, await call(fullKey, 'POST', '/api-keys/data-key'));
  expectStatus('delete data key', 200, await call(fullKey, 'DELETE', '/api-keys/data-key'));
  expectStatus('revoke only key', 200, await s.request('POST', `${PRODUCTION}/api-keys/revoke`, { ...identity, body: { apiKey: fullKey } }));
  expectStatus('register while locked', 403, await s.request('POST', `${PRODUCTION}/register`, identity));
  expectStatus('restore access', 200, await s.operator('POST', `/partners/${p.partnerId}/restore-access`));
  expectStatus('register after restore', 201, await s.request('POST', `${PRODUCTION}/register`, identity));
}

/** Platform incidents: one declared and resolved across the clock advance, one left open. */
async function declareIncidents(s: TestServer): Promise<string> {
  const resolved = await s.operator('POST', '/incidents', { title: 'Delayed fills', severity: 'P1', affectedServices: ['trading'], message: 'investigating' });
  expectStatus('declare incident', 201, resolved);
  expectStatus(
    'declare open incident',
    201,
    await s.operator('POST', '/incidents', { title: 'Slow quotes', severity: 'P3', affectedServices: ['market-data'] }),
  );
  return resolved.body.id as string;
}

/** Corporate actions: one effective when the clock reaches its date (its timer fires), a dividend paid, one still declared, one cancelled. */
async function corporateActionsPart(s: TestServer): Promise<void> {
  const declare = (body: Record<string, unknown>) => s.operator('POST', '/corporate-actions', body);
  expectStatus(
    'declare rights issue',
    201,
    await declare({ type: 'RIGHTS_ISSUE', symbol: 'SCOM.KE', ratio: '1:4', subscriptionPrice: '12.50', effectiveDate: '2026-09-02' }),
  );
  expectStatus(
    'declare dividend',
    201,
    await declare({ type: 'DIVIDEND', symbol: 'KCB.KE', dividendPerShare: '1.25', exDate: '2026-09-20', payDate: '2026-10-05' }),
  );
  // Paid when the clock is set to the next day: entitlements fixed from the scenario's SCOM holdings, paid through the ledger.
  expectStatus(
    'declare paid dividend',
    201,
    await declare({ type: 'DIVIDEND', symbol: 'SCOM.KE', dividendPerShare: '2.50', exDate: '2026-09-02', payDate: '2026-09-02' }),
  );
  // Effective when the clock is set to the next day: the scenario's SCOM holdings, lots and resting orders rescaled 3:2.
  expectStatus('declare split', 201, await declare({ type: 'SPLIT', symbol: 'SCOM.KE', ratio: '3:2', effectiveDate: '2026-09-02' }));
  // A mistaken declaration the operator cancels (its actor CANCELLED, its timer cleared); cancelling it again is refused.
  const mistaken = await declare({ type: 'DIVIDEND', symbol: 'SCOM.KE', dividendPerShare: '25', exDate: '2026-09-02', payDate: '2026-09-03' });
  expectStatus('declare mistaken dividend', 201, mistaken);
  expectStatus('cancel dividend', 200, await s.operator('POST', `/corporate-actions/${mistaken.body.corporateActionId}/cancel`));
  expectStatus('cancel twice', 409, await s.operator('POST', `/corporate-actions/${mistaken.body.corporateActionId}/cancel`));
  // Effective the same day: SCOM's holdings, lots, open orders, alerts and captured prices move to SAFCOM.KE
  // (the catalogue overlay, instrument_changes), and IAM.MA is delisted (the production alert on it disarmed).
  expectStatus('declare symbol change', 201, await declare({ type: 'SYMBOL_CHANGE', symbol: 'SCOM.KE', newSymbol: 'SAFCOM.KE', effectiveDate: '2026-09-02' }));
  expectStatus('declare delisting', 201, await declare({ type: 'DELISTING', symbol: 'IAM.MA', effectiveDate: '2026-09-02' }));
}

/**
 * Support, governance and the KYC override: a case answered, reopened and resolved; a
 * meeting whose record date and window timers fire, a vote cast and changed, and its tally published;
 * an operator KYC override. Run at 08:00 on 2026-09-02, so the record date (today) has begun.
 */
async function supportGovernancePart(s: TestServer, key: string): Promise<void> {
  const post = (path: string, body: unknown) => s.request('POST', `${SANDBOX}${path}`, { key, idempotencyKey: uniqueKey(), body });
  // SCOM.KE is SAFCOM.KE since the symbol change of corporateActionsPart (effective 2026-09-02).
  const user = await post('/users', { externalId: uniqueKey('governance') });
  expectStatus('governance user', 201, user);
  const userId = user.body.userId as string;
  expectStatus('governance deposit', 200, await post('/test-tools/deposit', { subAccountId: userId, amount: 100 }));
  expectStatus(
    'governance shares',
    201,
    await post('/test-tools/trade', { subAccountId: userId, symbol: 'SAFCOM.KE', type: 'BUY', quantity: 4, outcome: 'FILL' }),
  );
  const opened = await post('/support/cases', { subject: 'Vote', category: 'ACCOUNT', description: 'how do I vote?', relatedSubAccountIds: [userId] });
  expectStatus('open case', 201, opened);
  const caseId = opened.body.caseId as string;
  expectStatus('answer case', 201, await s.operator('POST', `/support/cases/${caseId}/messages`, { body: 'POST /users/{userId}/votes' }));
  expectStatus('reply case', 201, await post(`/support/cases/${caseId}/messages`, { body: 'thanks' }));
  expectStatus('resolve case', 200, await s.operator('PATCH', `/support/cases/${caseId}`, { status: 'RESOLVED' }));
  expectStatus('kyc override', 200, await s.operator('POST', `/sub-accounts/${userId}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'ops-1' }));
  const meeting = await s.operator('POST', '/governance/meetings', {
    symbol: 'SAFCOM.KE',
    type: 'EGM',
    meetingDate: '2026-09-02',
    recordDate: '2026-09-02',
    agenda: ['Capital raise'],
    elections: [{ title: 'EGM', opensAt: '2026-09-02T08:00:30Z', closesAt: '2026-09-02T08:05:00Z', resolutions: [{ title: 'Approve the raise' }] }],
  });
  expectStatus('declare meeting', 201, meeting);
  const election = meeting.body.elections[0];
  expectStatus('open window', 200, await s.operator('POST', '/clock/advance', { seconds: 60 }));
  const ballot = { electionId: election.electionId, resolutionId: election.resolutions[0].resolutionId };
  expectStatus('vote', 201, await post(`/users/${userId}/votes`, { ...ballot, choice: 'FOR' }));
  expectStatus('change vote', 200, await post(`/users/${userId}/votes`, { ...ballot, choice: 'AGAINST' }));
  expectStatus('close window', 200, await s.operator('POST', '/clock/advance', { seconds: 300 }));
  const tallied = await s.request('GET', `${SANDBOX}/governance/elections/${election.electionId}`, { key });
  if (tallied.body.status !== 'TALLIED') throw new Error(`election not tallied: ${tallied.text}`);
}

/**
 * Quarantined timers: the upstream price feed is unreachable (the poll's preparation fails,
 * as when the poll worker cannot reach the provider), so the poll timer is quarantined and retried with
 * backoff while the clock moves on; the operator's retry fails once more, fires once the feed is back,
 * and the next outage is left quarantined at the end, so replay must rebuild a quarantined row.
 */
async function quarantinePart(s: TestServer): Promise<void> {
  const { scheduler, market } = s.running.service;
  const feed = (timer: TimerRecord) => market.prepareCapture(timer);
  const down = () => Promise.reject(new Error('upstream price feed unreachable'));
  const retry = () => s.operator('POST', `/timers/quarantined/${encodeURIComponent(POLLER.timerId)}/retry`);
  try {
    scheduler.setPreparer(POLLER.kind, down);
    expectStatus('advance through an outage', 200, await s.operator('POST', '/clock/advance', { seconds: 900 }));
    const listed = await s.operator('GET', '/timers/quarantined');
    if (listed.body.count !== 1 || listed.body.timers[0].id !== POLLER.timerId) throw new Error(`quarantine list: ${listed.text}`);
    const again = await retry();
    if (again.body.outcome !== 'QUARANTINED') throw new Error(`retry during the outage: ${again.text}`);
    scheduler.setPreparer(POLLER.kind, feed);
    const fired = await retry();
    if (fired.body.outcome !== 'FIRED') throw new Error(`retry after the outage: ${fired.text}`);
    scheduler.setPreparer(POLLER.kind, down);
    expectStatus('advance through a second outage', 200, await s.operator('POST', '/clock/advance', { seconds: 1800 }));
  } finally {
    scheduler.setPreparer(POLLER.kind, feed);
  }
}

/**
 * Unscheduled exchange closures: one declared and lifted, one left in force, so replay must
 * rebuild `exchange_closures` (it is journaled, so it is replayed and compared).
 */
async function closuresPart(s: TestServer): Promise<void> {
  expectStatus('close NSE', 200, await s.operator('POST', '/exchanges/NSE/closure', { closed: true, reason: 'systems outage' }));
  expectStatus('reopen NSE', 200, await s.operator('POST', '/exchanges/NSE/closure', { closed: false }));
  expectStatus('close CSE', 200, await s.operator('POST', '/exchanges/CSE/closure', { closed: true, reason: 'public holiday declared' }));
}

/**
 * The partner's security policy and approvals: a tightened policy (MFA, settings changes held
 * for a second member), one held change approved through an MFA session, one rejected, one left pending.
 */
async function securityPart(s: TestServer, key: string): Promise<void> {
  const send = (method: string, path: string, body: unknown, as = key) =>
    s.request(method, `${SANDBOX}${path}`, { key: as, idempotencyKey: uniqueKey(), body });
  expectStatus('tighten security', 200, await send('PATCH', '/security', { mfaRequired: true, approvals: { settingsChanges: true, expiresInSeconds: 3600 } }));
  const held = [];
  for (const body of [{ notificationEmail: 'ops@example.com' }, { settlementHold: true }, { floatLowThreshold: 5 }]) {
    const res = await send('PATCH', '/settings', body);
    expectStatus('held settings change', 202, res);
    held.push(res.body.approvalId as string);
  }
  const token = await s.idToken({ sub: 'scenario-sub-a', email: 'a@example.com', amr: ['pwd', 'mfa'] });
  const session = await s.request('POST', `${SANDBOX}/session`, { key: token });
  expectStatus('mfa session', 201, session);
  expectStatus('approve', 200, await send('POST', `/approvals/${held[0]}/approve`, undefined, session.body.accessToken));
  expectStatus('reject', 200, await send('POST', `/approvals/${held[1]}/reject`, { reason: 'not now' }, session.body.accessToken));
}

/**
 * Team: the founder's first session adds the owner member, an invitation accepted by a
 * matching ID token, a role change, a withdrawn invitation, a session ended by the owner, and a member
 * removed with its session.
 */
async function teamPart(s: TestServer): Promise<void> {
  const p = await s.productionPartner('scenario-team', 'team@example.com');
  const owner = await s.request('POST', `${PRODUCTION}/session`, { key: await s.idToken({ sub: p.sub, email: p.email }) });
  expectStatus('owner session', 201, owner);
  const as = (method: string, path: string, body?: unknown) =>
    s.request(method, `${PRODUCTION}${path}`, { key: owner.body.accessToken, idempotencyKey: uniqueKey(), ...(body ? { body } : {}) });
  const dev = await as('POST', '/team/members', { email: 'dev@example.com', role: 'developer' });
  expectStatus('invite', 201, dev);
  const joined = await s.request('POST', `${PRODUCTION}/session`, { key: await s.idToken({ sub: 'scenario-dev', email: 'dev@example.com' }) });
  expectStatus('join', 201, joined);
  expectStatus('role', 200, await as('PATCH', `/team/members/${dev.body.memberId}`, { role: 'finance' }));
  const withdrawn = await as('POST', '/team/members', { email: 'later@example.com', role: 'viewer' });
  expectStatus('second invite', 201, withdrawn);
  expectStatus('withdraw', 200, await as('DELETE', `/team/members/${withdrawn.body.memberId}`));
  const second = await s.request('POST', `${PRODUCTION}/session`, { key: await s.idToken({ sub: 'scenario-dev', email: 'dev@example.com' }) });
  expectStatus('end session', 200, await as('DELETE', `/sessions/${second.body.sessionId}`));
  expectStatus('remove', 200, await as('DELETE', `/team/members/${dev.body.memberId}`));
}

/**
 * A test clock: a sub-account on it buys and sells, a GTD order rests, and the clock advances past the
 * settlement and the expiry (journaled moves, firings on the clock, test_clock.advanced); one more is deleted.
 */
async function testClocksPart(s: TestServer, sandboxKey: string): Promise<void> {
  const call = (method: string, path: string, body?: unknown) =>
    s.request(method, SANDBOX + path, { key: sandboxKey, idempotencyKey: uniqueKey(), ...(body === undefined ? {} : { body }) });
  const symbol = 'SCOM.KE';
  const clock = await call('POST', '/test-clocks', { frozenTime: '2026-09-01T10:00:00Z', name: 'scenario' });
  expectStatus('test clock', 201, clock);
  const user = await call('POST', '/users', { externalId: 'scenario-on-clock', testClockId: clock.body.testClockId });
  expectStatus('user on clock', 201, user);
  const userId = user.body.userId as string;
  expectStatus('clock deposit', 200, await call('POST', '/test-tools/deposit', { subAccountId: userId, amount: 500 }));
  const quote = await s.request('GET', `${SANDBOX}/quote/${symbol}?type=BUY&quantity=100&subAccountId=${userId}`, { key: sandboxKey });
  expectStatus('clock quote', 200, quote);
  expectStatus('clock buy', 202, await call('POST', `/users/${userId}/trade`, { symbol, type: 'BUY', quantity: 100, quoteId: quote.body.quoteId }));
  const gtd = { symbol, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 0.5, timeInForce: 'GTD', expiresAt: '2026-09-02T12:00:00Z' };
  expectStatus('clock gtd', 201, await call('POST', `/users/${userId}/trade`, gtd));
  expectStatus('clock advance', 200, await call('POST', `/test-clocks/${clock.body.testClockId}/advance`, { seconds: 4 * 86_400 }));
  const spare = await call('POST', '/test-clocks', { frozenTime: '2026-09-03T00:00:00Z' });
  expectStatus('delete clock', 200, await call('DELETE', `/test-clocks/${spare.body.testClockId}`));
}

export async function driveScenario(s: TestServer): Promise<ScenarioResult> {
  const markedRequestId = 'tamper-marker-request-0001';
  const sandboxKey = await sandboxPart(s, markedRequestId);
  const productionPartnerId = await productionPart(s);
  await subAccountPart(s, sandboxKey);
  await assetClassesPart(s, sandboxKey);
  await tradingPart(s, sandboxKey);
  await testClocksPart(s, sandboxKey);
  await alertsPart(s, sandboxKey);
  await accessPart(s);
  await keysPart(s);
  await webhooksPart(s);
  expectStatus('maintenance on', 200, await s.operator('PUT', '/maintenance', { mode: 'read_only', endsAt: '2026-09-01T12:00:00Z' }));
  expectStatus('maintenance off', 200, await s.operator('PUT', '/maintenance', { mode: 'off' }));
  const incidentId = await declareIncidents(s);
  await corporateActionsPart(s);
  expectStatus('advance', 200, await s.operator('POST', '/clock/advance', { seconds: 3600 }));
  expectStatus('resolve incident', 200, await s.operator('POST', `/incidents/${incidentId}/resolve`, { message: 'fixed' }));
  expectStatus('resolve incident twice', 409, await s.operator('POST', `/incidents/${incidentId}/resolve`, {}));
  expectStatus('set', 200, await s.operator('POST', '/clock/set', { at: '2026-09-02T08:00:00Z' }));
  expectStatus('late topup', 201, await s.request('POST', `${SANDBOX}/topup`, { key: sandboxKey, idempotencyKey: uniqueKey(), body: { amount: 3.5 } }));
  await supportGovernancePart(s, sandboxKey);
  await securityPart(s, sandboxKey);
  await quarantinePart(s);
  await closuresPart(s);
  await teamPart(s);
  return { sandboxKey, productionPartnerId, markedRequestId };
}
