/** Helpers of the team tests: an organisation with an owner session, invitations, and a session per role. */
import { PRODUCTION, SANDBOX, uniqueKey, type TestResponse, type TestServer } from '../helpers/server.ts';
import { partnerIdByEmail } from './shell-support.ts';

export type EnvName = 'sandbox' | 'production';
export const BASES: Record<EnvName, string> = { sandbox: SANDBOX, production: PRODUCTION };

export interface Org {
  readonly s: TestServer;
  readonly env: EnvName;
  readonly base: string;
  readonly partnerId: string;
  readonly apiKey: string;
  readonly owner: { readonly sub: string; readonly email: string; readonly token: string; readonly sessionId: string; readonly memberId: string };
}

export async function openSession(s: TestServer, base: string, sub: string, email: string, body?: Record<string, unknown>): Promise<TestResponse> {
  return s.request('POST', `${base}/session`, { key: await s.idToken({ sub, email }), ...(body ? { body } : {}) });
}

/** A registered partner of `env` (rate limit raised: the checklists send many requests) and its owner's session. */
export async function orgOn(s: TestServer, env: EnvName): Promise<Org> {
  const sub = uniqueKey('owner');
  const email = `${sub}@example.com`;
  const registered = env === 'sandbox' ? await s.sandboxPartner(sub, email) : await s.productionPartner(sub, email);
  const partnerId = await partnerIdByEmail(s, email, env);
  await s.operator('PATCH', `/partners/${partnerId}`, { rateLimits: { [env]: 100_000 } });
  const base = BASES[env];
  const opened = await openSession(s, base, sub, email);
  if (opened.status !== 201) throw new Error(`owner session failed: ${opened.status} ${opened.text}`);
  const owner = {
    sub,
    email,
    token: opened.body.accessToken as string,
    sessionId: opened.body.sessionId as string,
    memberId: opened.body.member.memberId as string,
  };
  return { s, env, base, partnerId, apiKey: registered.apiKey, owner };
}

export function invite(org: Org, token: string, email: string, role: string, idempotencyKey = uniqueKey()): Promise<TestResponse> {
  return org.s.request('POST', `${org.base}/team/members`, { key: token, idempotencyKey, body: { email, role } });
}

export interface MemberSession {
  readonly sub: string;
  readonly email: string;
  readonly memberId: string;
  readonly token: string;
  readonly sessionId: string;
}

/** Invites a new identity with `role` (by the owner) and opens its session with a matching ID token. */
export async function memberWith(org: Org, role: string): Promise<MemberSession> {
  const sub = uniqueKey(role);
  const email = `${sub}@example.com`;
  const invited = await invite(org, org.owner.token, email, role);
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${invited.text}`);
  const opened = await openSession(org.s, org.base, sub, email);
  if (opened.status !== 201) throw new Error(`member session failed: ${opened.status} ${opened.text}`);
  return { sub, email, memberId: invited.body.memberId, token: opened.body.accessToken, sessionId: opened.body.sessionId };
}

export function call(org: Org, token: string, method: string, path: string, body?: unknown): Promise<TestResponse> {
  return org.s.request(method, `${org.base}${path}`, {
    key: token,
    ...(method === 'GET' ? {} : { idempotencyKey: uniqueKey() }),
    ...(body !== undefined ? { body } : {}),
  });
}
