/** Helpers of the security-policy and approval suites: a partner per environment, its sessions, its policy. */
import { PRODUCTION, SANDBOX, type TestResponse, type TestServer, uniqueKey } from '../helpers/server.ts';

export type Environment = 'sandbox' | 'production';

export interface Org {
  readonly s: TestServer;
  readonly env: Environment;
  readonly base: string;
  readonly apiKey: string;
  readonly sub: string;
  readonly email: string;
  get(path: string, key?: string, headers?: Record<string, string>): Promise<TestResponse>;
  send(method: string, path: string, body?: unknown, key?: string, headers?: Record<string, string>): Promise<TestResponse>;
  /** A portal session of the partner's member (the owner), with `amr: ["pwd", "mfa"]` unless told otherwise. */
  session(amr?: string[]): Promise<string>;
}

export async function orgIn(s: TestServer, env: Environment): Promise<Org> {
  const partner = env === 'sandbox' ? await s.sandboxPartner() : await s.productionPartner();
  const base = env === 'sandbox' ? SANDBOX : PRODUCTION;
  const org: Org = {
    s,
    env,
    base,
    apiKey: partner.apiKey,
    sub: partner.sub,
    email: partner.email,
    get: (path, key = partner.apiKey, headers = {}) => s.request('GET', `${base}${path}`, { key, headers }),
    send: (method, path, body, key = partner.apiKey, headers = {}) =>
      s.request(method, `${base}${path}`, { key, headers, idempotencyKey: uniqueKey('sec'), ...(body !== undefined ? { body } : {}) }),
    async session(amr = ['pwd', 'mfa']) {
      const res = await s.request('POST', `${base}/session`, { key: await s.idToken({ sub: partner.sub, email: partner.email, amr }) });
      if (res.status !== 201) throw new Error(`session failed: ${res.status} ${res.text}`);
      return res.body.accessToken as string;
    },
  };
  return org;
}

export const ENVIRONMENTS: readonly Environment[] = ['sandbox', 'production'];

/** A production partner with USD 1,000.00 in its master wallet and payouts above USD 100.00 held. */
export async function fundedProduction(s: TestServer): Promise<Org> {
  const org = await orgIn(s, 'production');
  const topup = await org.send('POST', '/topup', { amount: 1000 });
  await s.operator('POST', `/top-ups/${topup.body.topupId}/approve`);
  const policy = await org.send('PATCH', '/security', { approvals: { payoutsAbove: 100 } });
  if (policy.status !== 200) throw new Error(policy.text);
  return org;
}

/** The master wallet's available USD. */
export const walletBalance = async (org: Org): Promise<number> => (await org.get('/account')).body.walletBalance.available as number;
