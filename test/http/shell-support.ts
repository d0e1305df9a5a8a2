/** Small assertions shared by the shell-*.test.ts files: the error envelope, account reads, partner ids. */
import type { ExecutionContext } from 'ava';
import { SANDBOX, type TestResponse, type TestServer } from '../helpers/server.ts';

/** The response is the spec's envelope with this status and code, and error.requestId equals X-Request-Id. */
export function assertError(t: ExecutionContext, res: TestResponse, status: number, code: string): void {
  t.is(res.status, status, `expected ${status} ${code}, got ${res.status} ${res.text}`);
  t.is(res.body?.error?.code, code, res.text);
  t.is(typeof res.body?.error?.message, 'string');
  t.truthy(res.body?.error?.message);
  const requestId = res.headers.get('x-request-id');
  t.truthy(requestId);
  t.is(res.body?.error?.requestId, requestId);
}

export async function accountOf(s: TestServer, key: string, base = SANDBOX): Promise<{ partnerId: string; available: number; body: Record<string, any> }> {
  const res = await s.request('GET', `${base}/account`, { key });
  if (res.status !== 200) throw new Error(`GET /account failed: ${res.status} ${res.text}`);
  return { partnerId: res.body.partnerId as string, available: res.body.walletBalance.available as number, body: res.body };
}

/** Re-registers a sandbox identity: rotates its key, keeps its data. */
export async function reRegister(s: TestServer, sub: string, email: string): Promise<string> {
  const token = await s.idToken({ sub, email });
  const res = await s.request('POST', '/api/sandbox/v1/register', { key: token });
  if (res.status !== 201) throw new Error(`re-register failed: ${res.status} ${res.text}`);
  return res.body.apiKey as string;
}

/** A partner id found through the operator API, so the partner's own rate-limit bucket is not touched. */
export async function partnerIdByEmail(s: TestServer, email: string, environment: 'sandbox' | 'production' = 'sandbox'): Promise<string> {
  const res = await s.operator('GET', `/partners?email=${encodeURIComponent(email)}&environment=${environment}`);
  const partner = (res.body?.partners as { id: string }[] | undefined)?.[0];
  if (res.status !== 200 || !partner) throw new Error(`partner ${email} not found: ${res.status} ${res.text}`);
  return partner.id;
}
