/**
 * Every mutating route the router mounts, and a caller that reaches each one authenticated the way its
 * declaration says (API key of the route's environment, ID token, operator token, or nothing), so a
 * request gets past authentication, rate limit and idempotency to the body parser, validation and the
 * handler. Taken from the route declarations like the attacker checklist: a route added tomorrow is
 * covered without anyone remembering to add it. Requests go over real HTTP (undici) to a real server.
 *
 * A request the caller sends may change the fixture it depends on (a valid body rotates or revokes the
 * key, suspends nothing (partner ids are fake), resets the sandbox, closes the sub-account, switches
 * maintenance on): `settle` repairs that after each answer, so later requests still reach the handler.
 */
import { Agent, request } from 'undici';
import { allRoutes } from '../../http/routes/index.ts';
import { mountsOf, type Mount } from '../../http/route.ts';
import { OPERATOR_TOKEN, PRODUCTION, SANDBOX, type TestServer } from '../helpers/server.ts';

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

type EnvName = 'sandbox' | 'production';

interface EnvFixture {
  key: string;
  partnerId: string;
  sub: string;
  email: string;
  userId: string;
}

/** A rate limit no test reaches: the fuzz sends thousands of requests a minute with one key. */
const UNLIMITED = 100_000_000;

let identities = 0;

export class RouteCaller {
  private readonly agent = new Agent({ connections: 4, pipelining: 1 });
  private constructor(
    readonly s: TestServer,
    private readonly fixtures: Record<EnvName, EnvFixture>,
  ) {}

  static async start(s: TestServer): Promise<RouteCaller> {
    return new RouteCaller(s, { sandbox: await fixture(s, 'sandbox'), production: await fixture(s, 'production') });
  }

  /** The route's path with real ids where one exists (a sub-account, an exchange), a harmless fake elsewhere. */
  pathFor(m: Mount): string {
    const userId = this.fixtures[m.env].userId;
    return m.fullPath.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'userId' ? userId : name === 'code' ? 'NSE' : 'X1fuzz'));
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
    const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': `fuzz-${(identities += 1)}-${process.pid}` };
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
    if (m.fullPath.includes('/api-keys/') || m.fullPath.endsWith('/register')) {
      this.fixtures[m.env] = await fixture(this.s, m.env);
      return;
    }
    if (m.fullPath.endsWith('/reset') || (m.fullPath.includes('{userId}') && (m.spec.method === 'DELETE' || m.fullPath.endsWith('/freeze')))) {
      this.fixtures[m.env].userId = await subAccount(this.s, m.env, this.fixtures[m.env].key);
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

async function fixture(s: TestServer, env: EnvName): Promise<EnvFixture> {
  const base = env === 'sandbox' ? SANDBOX : PRODUCTION;
  const made = env === 'sandbox' ? await s.sandboxPartner() : await s.productionPartner();
  const partnerId = (await s.request('GET', `${base}/account`, { key: made.apiKey })).body.partnerId as string;
  const raised = await s.operator('PATCH', `/partners/${partnerId}`, { rateLimits: { sandbox: UNLIMITED, production: UNLIMITED } });
  if (raised.status !== 200) throw new Error(`rate limit: ${raised.status} ${raised.text}`);
  return { key: made.apiKey, partnerId, sub: made.sub, email: made.email, userId: await subAccount(s, env, made.apiKey) };
}

async function subAccount(s: TestServer, env: EnvName, key: string): Promise<string> {
  const base = env === 'sandbox' ? SANDBOX : PRODUCTION;
  const res = await s.request('POST', `${base}/users`, { key, idempotencyKey: `fuzz-user-${(identities += 1)}-${process.pid}`, body: { externalId: `fuzz-${identities}` } });
  if (res.status !== 201) throw new Error(`sub-account: ${res.status} ${res.text}`);
  return res.body.userId as string;
}
