/** Prepares the service under test: a registered sandbox partner whose rate limit cannot throttle the run. */
import { SignJWT } from 'jose';

export const BENCH_ID_TOKEN_SECRET = 'bench-id-token-secret-0123456789abcdef';

/** The environment of a service child the bench starts: an ephemeral port, its own data directory, the system clock. */
export function benchServiceEnv(dataDir: string): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CLOCK: 'system',
    OPERATOR_TOKEN: BENCH_OPERATOR_TOKEN,
    ID_TOKEN_SECRET: BENCH_ID_TOKEN_SECRET,
  };
}
export const BENCH_OPERATOR_TOKEN = 'bench-operator-token-0123456789';
const UNTHROTTLED_PER_MINUTE = 100_000_000;

/** One JSON call with a bearer token; throws on any status >= 300. */
export async function call(
  url: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

export async function waitReady(url: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const res = await fetch(`${url}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the service never became ready');
}

export interface BenchPartner {
  readonly apiKey: string;
  readonly partnerId: string;
}

/** A sandbox partner (identity `sub`, one per partner) whose rate limit is raised out of the way. */
export async function registerUnthrottledPartner(url: string, sub = 'bench-user'): Promise<BenchPartner> {
  const nowSec = Math.floor(Date.now() / 1000);
  const idToken = await new SignJWT({ email: `${sub}@example.com`, name: 'Bench' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(nowSec)
    .setExpirationTime(nowSec + 3600)
    .sign(new TextEncoder().encode(BENCH_ID_TOKEN_SECRET));
  const registered = await call(url, 'POST', '/api/sandbox/v1/register', idToken);
  const apiKey = registered.apiKey as string;
  const account = await call(url, 'GET', '/api/sandbox/v1/partner/account', apiKey);
  const partnerId = account.partnerId as string;
  await call(url, 'PATCH', `/api/admin/v1/partners/${partnerId}`, BENCH_OPERATOR_TOKEN, { rateLimits: { sandbox: UNTHROTTLED_PER_MINUTE } });
  return { apiKey, partnerId };
}

/** The wallet balance in minor units, read through the public API (the cross-check of the top-up run). */
export async function walletMinor(url: string, apiKey: string): Promise<number> {
  const account = await call(url, 'GET', '/api/sandbox/v1/partner/account', apiKey);
  const available = (account.walletBalance as { available: number }).available;
  return Math.round(available * 100);
}
