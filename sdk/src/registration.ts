/**
 * Sandbox registration: an identity-provider ID token registers (or re-keys) its sandbox partner at the
 * sandbox root (`POST /api/sandbox/v1/register`) and answers the key; the client for it comes with it.
 */
import createClient from 'openapi-fetch';
import { type PartnerClient, type PartnerClientOptions, createPartnerClient } from './client.ts';
import { PartnerApiError } from './errors.ts';
import { type RetryOptions, retryingFetch } from './retry.ts';
import type { paths } from './types.ts';

type Registered = paths['/api/sandbox/v1/register']['post']['responses'][201]['content']['application/json'];

export interface SandboxRegistration extends Registered {
  readonly client: PartnerClient;
}

export async function registerSandbox(options: {
  readonly baseUrl: string;
  readonly idToken: string;
  readonly retry?: RetryOptions | false;
  readonly fetch?: PartnerClientOptions['fetch'];
}): Promise<SandboxRegistration> {
  const plain = options.fetch ?? ((request: Request) => fetch(request));
  const send = options.retry === false ? plain : retryingFetch(plain, options.retry);
  const root = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: send, headers: { authorization: `Bearer ${options.idToken}` } });
  const { data, error, response } = await root.POST('/api/sandbox/v1/register');
  if (!data) throw new PartnerApiError(response.status, error, response.headers);
  const client = createPartnerClient({
    apiKey: data.apiKey,
    baseUrl: options.baseUrl,
    environment: 'sandbox',
    ...(options.retry !== undefined ? { retry: options.retry } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return { ...data, client };
}
