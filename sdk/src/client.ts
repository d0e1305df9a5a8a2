/**
 * One client per environment, from a key. `createPartnerClient({ apiKey, baseUrl })` talks to the
 * environment the key belongs to (`sk_sandbox_` keys: sandbox; live and data keys: production) at that
 * environment's base, the document's server for it. Every call carries the key, every mutating call an
 * Idempotency-Key (a fresh UUID unless given, the same on every retry), and connection errors, 429 and
 * 5xx are retried with backoff honouring Retry-After.
 *
 * - `api`: the typed openapi-fetch client (`{ data, error, response }`), paths relative to the base.
 * - `get`, `post`, `put`, `patch`, `delete`: the same calls answering the success body, or throwing a
 *   PartnerApiError (code, status, requestId).
 * - `pages`, `paginate`: async iterators over a paged list (`hasMore`/`nextCursor`).
 * - `stream()`: the event stream with Last-Event-ID resume.
 * - `root`: the typed client at the host's root, for the operations documented at absolute paths
 *   (health, status, the sandbox root's register and reset).
 */
import { randomUUID } from 'node:crypto';
import createClient, { type Client, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { PartnerApiError } from './errors.ts';
import { type FetchFunction, type RetryOptions, retryingFetch } from './retry.ts';
import { EventStream, type StreamOptions } from './stream.ts';
import type { Environment, ItemOf, PagedPath, PageOf, PagePathParams, PageQuery, paths } from './types.ts';

/** The partner bases, the document's two servers (a test checks them against the served document). */
export const ENVIRONMENT_BASES: Readonly<Record<Environment, string>> = {
  production: '/api/v1/partner',
  sandbox: '/api/sandbox/v1/partner',
};

const KEY_ENVIRONMENTS: readonly (readonly [prefix: string, environment: Environment])[] = [
  ['sk_sandbox_', 'sandbox'],
  ['pk_live_', 'production'],
  ['pk_data_', 'production'],
];

/** The environment a key belongs to, from its prefix; null when the prefix says nothing (OAuth tokens). */
export function environmentOfKey(apiKey: string): Environment | null {
  return KEY_ENVIRONMENTS.find(([prefix]) => apiKey.startsWith(prefix))?.[1] ?? null;
}

export interface PartnerClientOptions {
  /** An API key or an OAuth access token. */
  readonly apiKey: string;
  /** The service's origin, such as `https://api.example.com`; the environment's base is added. */
  readonly baseUrl: string;
  /** Required when the key's prefix does not say (OAuth access tokens); must agree with it otherwise. */
  readonly environment?: Environment;
  /** Retry settings; `false` turns retries off. */
  readonly retry?: RetryOptions | false;
  /** The fetch to send with (default: the global fetch). */
  readonly fetch?: FetchFunction;
  /** Makes the Idempotency-Key of a call that was given none (default: a random UUID). */
  readonly idempotencyKey?: () => string;
  /** Headers sent on every call. */
  readonly headers?: Readonly<Record<string, string>>;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Adds an Idempotency-Key to each mutating call that has none; retries resend the same request, so the same key. */
function idempotencyKeys(make: () => string): Middleware {
  return {
    onRequest({ request }) {
      if (MUTATING.has(request.method) && !request.headers.has('idempotency-key')) request.headers.set('idempotency-key', make());
      return request;
    },
  };
}

type Media = `${string}/${string}`;

/** The success body of an openapi-fetch result, or a PartnerApiError. */
async function bodyOf<Data>(pending: Promise<{ data?: Data; error?: unknown; response: Response }>): Promise<NonNullable<Data>> {
  const { data, error, response } = await pending;
  if (!response.ok || error !== undefined || data === undefined || data === null) throw new PartnerApiError(response.status, error, response.headers);
  return data;
}

/** openapi-fetch's own rule: the init argument may be left out when nothing in it is required. */
type InitArgs<Init> = RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];

/** The typed calls of openapi-fetch, answering the success body or throwing a PartnerApiError. */
function dataMethods(api: Client<paths, Media>) {
  return {
    get: <Path extends PathsWithMethod<paths, 'get'>, Init extends MaybeOptionalInit<paths[Path], 'get'>>(url: Path, ...init: InitArgs<Init>) =>
      bodyOf(api.GET<Path, Init>(url, ...init)),
    post: <Path extends PathsWithMethod<paths, 'post'>, Init extends MaybeOptionalInit<paths[Path], 'post'>>(url: Path, ...init: InitArgs<Init>) =>
      bodyOf(api.POST<Path, Init>(url, ...init)),
    put: <Path extends PathsWithMethod<paths, 'put'>, Init extends MaybeOptionalInit<paths[Path], 'put'>>(url: Path, ...init: InitArgs<Init>) =>
      bodyOf(api.PUT<Path, Init>(url, ...init)),
    patch: <Path extends PathsWithMethod<paths, 'patch'>, Init extends MaybeOptionalInit<paths[Path], 'patch'>>(url: Path, ...init: InitArgs<Init>) =>
      bodyOf(api.PATCH<Path, Init>(url, ...init)),
    delete: <Path extends PathsWithMethod<paths, 'delete'>, Init extends MaybeOptionalInit<paths[Path], 'delete'>>(url: Path, ...init: InitArgs<Init>) =>
      bodyOf(api.DELETE<Path, Init>(url, ...init)),
  };
}
type DataMethods = ReturnType<typeof dataMethods>;

export class PartnerClient {
  readonly environment: Environment;
  /** The environment's base URL: origin plus base path. */
  readonly baseUrl: string;
  readonly api: Client<paths, Media>;
  readonly root: Client<paths, Media>;
  /** Calls answering the success body, or throwing a PartnerApiError. */
  readonly get: DataMethods['get'];
  readonly post: DataMethods['post'];
  readonly put: DataMethods['put'];
  readonly patch: DataMethods['patch'];
  readonly delete: DataMethods['delete'];
  readonly #send: FetchFunction;
  readonly #headers: Readonly<Record<string, string>>;

  constructor(options: PartnerClientOptions) {
    const fromKey = environmentOfKey(options.apiKey);
    const environment = options.environment ?? fromKey;
    if (environment === null) throw new Error('the environment cannot be told from this key: pass environment');
    if (fromKey !== null && fromKey !== environment) throw new Error(`a ${fromKey} key cannot call ${environment}`);
    this.environment = environment;
    const origin = options.baseUrl.replace(/\/+$/, '');
    this.baseUrl = origin + ENVIRONMENT_BASES[environment];
    const plain: FetchFunction = options.fetch ?? ((request) => fetch(request));
    this.#send = options.retry === false ? plain : retryingFetch(plain, options.retry);
    this.#headers = { ...options.headers, authorization: `Bearer ${options.apiKey}` };
    const keys = idempotencyKeys(options.idempotencyKey ?? randomUUID);
    this.api = createClient<paths, Media>({ baseUrl: this.baseUrl, fetch: this.#send, headers: this.#headers });
    this.root = createClient<paths, Media>({ baseUrl: origin, fetch: this.#send, headers: this.#headers });
    this.api.use(keys);
    this.root.use(keys);
    ({ get: this.get, post: this.post, put: this.put, patch: this.patch, delete: this.delete } = dataMethods(this.api));
  }

  /** Each page of a paged list, following `nextCursor` while `hasMore`. */
  async *pages<Path extends PagedPath>(path: Path, params: { query?: PageQuery<Path>; path?: PagePathParams<Path> } = {}): AsyncGenerator<PageOf<Path>> {
    let cursor: string | null = null;
    do {
      const url = new URL(this.baseUrl + fillPath(path, params.path));
      for (const [name, value] of Object.entries(params.query ?? {})) if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
      if (cursor) url.searchParams.set('cursor', cursor);
      const response = await this.#send(new Request(url, { headers: this.#headers }));
      const page: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new PartnerApiError(response.status, page, response.headers);
      if (!isPage(page)) throw new Error(`${path} did not answer a page (hasMore, nextCursor)`);
      // The page as the document declares it for this path.
      yield page as PageOf<Path>;
      cursor = page.hasMore ? page.nextCursor : null;
    } while (cursor);
  }

  /** Every item of a paged list, page after page. */
  async *paginate<Path extends PagedPath>(path: Path, params: { query?: PageQuery<Path>; path?: PagePathParams<Path> } = {}): AsyncGenerator<ItemOf<Path>> {
    for await (const page of this.pages(path, params)) yield* itemsOf(page) as ItemOf<Path>[];
  }

  /** The event stream; reconnects after a dropped connection, resuming after the last event delivered. */
  stream(options: StreamOptions = {}): EventStream {
    return new EventStream({ url: `${this.baseUrl}/stream`, headers: this.#headers, fetch: this.#send }, options);
  }
}

export const createPartnerClient = (options: PartnerClientOptions): PartnerClient => new PartnerClient(options);

function fillPath(path: string, params: unknown): string {
  const values = new Map(typeof params === 'object' && params !== null ? Object.entries(params) : []);
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(values.get(name) ?? '')));
}

function isPage(body: unknown): body is { hasMore: boolean; nextCursor: string | null } & Record<string, unknown> {
  return typeof body === 'object' && body !== null && 'hasMore' in body && typeof body.hasMore === 'boolean' && 'nextCursor' in body;
}

/** The page's items: `data` when the page has it, else its one array-valued member. */
function itemsOf(page: object): unknown[] {
  const members = Object.entries(page);
  const data = members.find(([key, value]) => key === 'data' && Array.isArray(value)) ?? members.find(([, value]) => Array.isArray(value));
  return Array.isArray(data?.[1]) ? data[1] : [];
}
