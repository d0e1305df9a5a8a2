/**
 * Every mutating route the router mounts, and a caller that reaches each one authenticated the way its
 * declaration says (API key of the route's environment, ID token, operator token, or nothing), so a
 * request gets past authentication, rate limit and idempotency to the body parser, validation and the
 * handler. Taken from the route declarations like the attacker checklist: a route added tomorrow is
 * covered without anyone remembering to add it. Requests go over real HTTP (undici) to a real server.
 *
 * A request the caller sends may change the fixture it depends on (a valid body rotates or revokes the
 * key, resets the sandbox, freezes or closes the sub-account, cancels the order, switches maintenance
 * on; operator partner routes act on a partner of their own): `settle` repairs that after each answer,
 * so later requests still reach the handlers.
 */
import { Agent, request } from 'undici';
import { allRoutes } from '../../http/routes/index.ts';
import { mountsOf, type Mount } from '../../http/route.ts';
import { OPERATOR_TOKEN, PRODUCTION, SANDBOX, type TestServer } from '../helpers/server.ts';
import { trade, traderOn } from './trading-support.ts';
import { partnerClient, type EnvName, type Partner } from './users-support.ts';

export const mutatingMounts: readonly Mount[] = allRoutes.flatMap(mountsOf).filter((m) => m.spec.method !== 'GET');

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
  /** The body as JSON, or undefined when it is not JSON. */
  readonly json: any;
}

export interface RawRequest {
  readonly body?: Buffer | string;
  /** Extra headers; they win over the caller's defaults (content-type application/json). */
  readonly headers?: Record<string, string>;
  readonly requestId?: string;
}

interface EnvFixture {
  key: string;
  partnerId: string;
  sub: string;
  email: string;
  userId: string;
  /** A resting LIMIT order of that sub-account (the fake id when it could not be placed). */
  orderId: string;
}

/** An id no record has: the route answers 404 after validating the body. */
export const FAKE_ID = 'X1fuzz';

/** A rate limit no test reaches: the fuzz sends thousands of requests a minute with one key. */
const UNLIMITED = 100_000_000;

let sent = 0;

export class RouteCaller {
  private readonly agent = new Agent({ connections: 4, pipelining: 1 });
  readonly s: TestServer;
  private readonly fixtures: Record<EnvName, EnvFixture>;
  private readonly victimPartnerId: string;
  private constructor(
    s: TestServer,
    fixtures: Record<EnvName, EnvFixture>,
    /** The partner operator routes act on: not one whose key the caller uses, so suspending it is harmless. */
    victimPartnerId: string,
  ) {
    this.s = s;
    this.fixtures = fixtures;
    this.victimPartnerId = victimPartnerId;
  }

  static async start(s: TestServer): Promise<RouteCaller> {
    const victim = await s.productionPartner();
    return new RouteCaller(s, { sandbox: await fixture(s, 'sandbox'), production: await fixture(s, 'production') }, victim.partnerId);
  }

  /** A live sub-account of the route's environment. */
  userId(m: Mount): string {
    return this.fixtures[m.env].userId;
  }

  /** The route's path with real ids where one exists (sub-account, resting order, partner, exchange), a harmless fake elsewhere. */
  pathFor(m: Mount): string {
    const f = this.fixtures[m.env];
    const real: Record<string, string> = { userId: f.userId, orderId: f.orderId, partnerId: this.victimPartnerId, code: 'NSE' };
    return m.fullPath.replace(/\{(\w+)\}/g, (_, name: string) => real[name] ?? FAKE_ID);
  }

  async authorization(m: Mount): Promise<string | null> {
    const f = this.fixtures[m.env];
    switch (m.spec.auth) {
      case 'apiKey':
        return `Bearer ${f.key}`;
      case 'idToken':
        return `Bearer ${await this.s.idToken({ sub: f.sub, email: f.email })}`;
      case 'operator':
        return `Bearer ${OPERATOR_TOKEN}`;
      case 'none':
        return null;
    }
  }

  async send(m: Mount, req: RawRequest): Promise<RawResponse> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': `fuzz-${(sent += 1)}-${process.pid}` };
    const authorization = await this.authorization(m);
    if (authorization !== null) headers.authorization = authorization;
    if (req.requestId) headers['x-request-id'] = req.requestId;
    Object.assign(headers, req.headers ?? {});
    const res = await request(this.s.url + this.pathFor(m), { method: m.spec.method, headers, body: req.body ?? '', dispatcher: this.agent });
    const text = await res.body.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.statusCode, headers: res.headers, text, json };
  }

  /**
   * Repairs what the last answer changed: a key ended by rotation or revocation (or an identity locked
   * after revoking its only key) is replaced by a fresh partner; a reset, closed or frozen sub-account
   * by a new one; maintenance is switched off again.
   */
  async settle(m: Mount, res: RawResponse): Promise<void> {
    const code = res.json?.error?.code as string | undefined;
    if (m.spec.auth === 'apiKey' || m.spec.auth === 'idToken') {
      if (res.status === 401 || (res.status === 403 && (code === 'AUTH_REVOKED' || code === 'AUTH_SUSPENDED'))) {
        this.fixtures[m.env] = await fixture(this.s, m.env);
        return;
      }
    }
    if (res.status >= 300) return;
    if (m.fullPath.endsWith('/maintenance')) await this.s.operator('PUT', '/maintenance', { mode: 'off' });
    const f = this.fixtures[m.env];
    // Registering again and rotating hand out the key that replaces ours; a revoked key has none.
    const successor = res.json?.apiKey ?? res.json?.newApiKey;
    if ((m.fullPath.endsWith('/register') || m.fullPath.endsWith('/api-keys/rotate')) && typeof successor === 'string') {
      f.key = successor;
      return;
    }
    if (m.fullPath.endsWith('/api-keys/revoke')) {
      this.fixtures[m.env] = await fixture(this.s, m.env);
      return;
    }
    if (m.fullPath.endsWith('/{userId}/freeze')) {
      const res = await partnerClient(this.s, m.env, f.key, f.partnerId).post(`/users/${f.userId}/unfreeze`);
      if (res.status !== 200) throw new Error(`unfreeze: ${res.status} ${res.text}`);
      return;
    }
    if (m.fullPath.endsWith('/{userId}/kyc')) {
      // A fuzzed body may have rejected the KYC: the sub-account goes back to trading.
      await partnerClient(this.s, m.env, f.key, f.partnerId).post(`/users/${f.userId}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'fuzz-kyc' });
      return;
    }
    if (m.fullPath.endsWith('/orders/{orderId}')) {
      // Cancelled, filled or rejected: the next order route needs a WORKING order again.
      f.orderId = await restingOrder(partnerClient(this.s, m.env, f.key, f.partnerId), f.userId);
      return;
    }
    if (m.fullPath.endsWith('/reset') || m.fullPath.endsWith('/users/{userId}')) {
      const p = partnerClient(this.s, m.env, f.key, f.partnerId);
      f.userId = await traderOn(p, TRADER_USD);
      f.orderId = await restingOrder(p, f.userId);
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

/** Cash a fresh sub-account holds, so that valid-looking orders and withdrawals get past the funds check. */
const TRADER_USD = 10_000;

/** A partner with an unreachable rate limit, a funded master wallet and a funded, KYC-verified sub-account. */
async function fixture(s: TestServer, env: EnvName): Promise<EnvFixture> {
  const made = env === 'sandbox' ? await s.sandboxPartner() : await s.productionPartner();
  const partnerId = (await s.request('GET', `${env === 'sandbox' ? SANDBOX : PRODUCTION}/account`, { key: made.apiKey })).body.partnerId as string;
  const raised = await s.operator('PATCH', `/partners/${partnerId}`, { rateLimits: { sandbox: UNLIMITED, production: UNLIMITED } });
  if (raised.status !== 200) throw new Error(`rate limit: ${raised.status} ${raised.text}`);
  const p = partnerClient(s, env, made.apiKey, partnerId);
  if (env === 'production') {
    const top = await p.post('/topup', { amount: 100_000_000 });
    const approved = await s.operator('POST', `/top-ups/${top.body.topupId}/approve`);
    if (approved.status !== 200) throw new Error(`top-up approval failed: ${approved.status} ${approved.text}`);
  }
  const userId = await traderOn(p, TRADER_USD);
  return { key: made.apiKey, partnerId, sub: made.sub, email: made.email, userId, orderId: await restingOrder(p, userId) };
}

/**
 * A LIMIT BUY far below the market, so it rests WORKING until replaced or cancelled; the fake id when
 * the sub-account cannot trade just now (a fuzzed KYC rejection, a fuzzed exchange closure).
 */
async function restingOrder(p: Partner, userId: string): Promise<string> {
  const res = await trade(p, userId, { symbol: 'SCOM.KE', type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 1 });
  return res.status < 300 ? (res.body.orderId as string) : FAKE_ID;
}
