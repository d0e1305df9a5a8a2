/**
 * Test harness: a real service on an ephemeral loopback port with a temporary data directory, and
 * small helpers that speak to it over real HTTP. Nothing here mocks our own modules.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { pino } from 'pino';
import { loadConfig } from '../../engine/config.ts';
import { startServer, type RunningServer } from '../../http/server.ts';
import { responseViolation } from './response-check.ts';
import { seedDataDir, templateDisabled } from './template-db.ts';

export const ID_TOKEN_SECRET = 'test-id-token-secret-0123456789abcdef';
export const OPERATOR_TOKEN = 'test-operator-token-0123456789';
export const SANDBOX = '/api/sandbox/v1/partner';
export const PRODUCTION = '/api/v1/partner';
export const SANDBOX_ROOT = '/api/sandbox/v1';
export const ADMIN = '/api/admin/v1';
/** A weekday morning inside every exchange's hours, before the deprecated paths' removal date. */
export const DEFAULT_CLOCK = '2026-09-01T09:00:00Z';

export interface TestServer {
  readonly url: string;
  readonly dataDir: string;
  readonly running: RunningServer;
  /** Any HTTP call; `body` objects are sent as JSON. */
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  /** Operator API call with the operator token. */
  operator(method: string, path: string, body?: unknown): Promise<TestResponse>;
  idToken(claims?: { sub?: string; email?: string; name?: string; expiresInSeconds?: number; amr?: string[] }): Promise<string>;
  /** Registers a sandbox partner and returns its key. */
  sandboxPartner(sub?: string, email?: string): Promise<{ apiKey: string; sub: string; email: string }>;
  /** Applies, approves and registers a production partner; returns its key and partner id. */
  productionPartner(sub?: string, email?: string): Promise<{ apiKey: string; partnerId: string; sub: string; email: string }>;
  close(): Promise<void>;
}

export interface RequestOptions {
  readonly body?: unknown;
  /** Raw body text; sent as is with content-type application/json unless headers override it. */
  readonly rawBody?: string;
  readonly headers?: Record<string, string>;
  readonly key?: string;
  readonly idempotencyKey?: string;
}

export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: any;
  readonly text: string;
}

let counter = 0;
export const uniqueKey = (label = 'idem'): string => `${label}-${process.pid}-${Date.now()}-${(counter += 1)}`;

export interface StartOptions {
  /** Receives the server's structured log lines (pino), e.g. to prove no secret reaches them. */
  readonly logSink?: (line: string) => void;
  /**
   * Start on an empty data directory (the service migrates and seeds it) instead of a copy of the seeded
   * template database (test/helpers/template-db.ts). Only a test of the first start itself needs it.
   */
  readonly freshDatabase?: boolean;
}

/**
 * A server on a new temporary data directory holding a copy of the seeded template database, or on
 * `env.DATA_DIR` as it is (a restart test's directory).
 */
export async function startTestServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pbs-test-'));
  if (!env.DATA_DIR && !options.freshDatabase && !templateDisabled()) seedDataDir(dataDir);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OPERATOR_TOKEN,
    ID_TOKEN_SECRET,
    CLOCK: DEFAULT_CLOCK,
    LOG_LEVEL: 'silent',
    WEBHOOK_ALLOW_HTTP_LOOPBACK: 'true',
    ...env,
  });
  const sink = options.logSink;
  const logger = sink ? pino({ level: config.logLevel }, { write: (line: string) => sink(line) }) : pino({ level: config.logLevel });
  const running = await startServer(config, logger);
  const url = running.url;

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.key) headers.authorization = `Bearer ${options.key}`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const response = { status: res.status, headers: res.headers, body: parsed, text };
    // The document cannot drift from the wire: every answer is checked against its declaration.
    const violation = responseViolation({ method, path, headers }, response);
    if (violation) throw new Error(`response contradicts the OpenAPI declaration: ${violation}`);
    return response;
  }

  const server: TestServer = {
    url,
    dataDir,
    running,
    request,
    operator: (method, path, body) =>
      request(method, ADMIN + path, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, ...(body !== undefined ? { body } : {}) }),
    async idToken(claims = {}) {
      const now = Math.floor(running.service.clock.nowMs() / 1000);
      return new SignJWT({
        email: claims.email ?? 'dev@example.com',
        ...(claims.name ? { name: claims.name } : {}),
        ...(claims.amr ? { amr: claims.amr } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub ?? 'user-1')
        .setIssuedAt(now)
        .setExpirationTime(now + (claims.expiresInSeconds ?? 3600))
        .sign(new TextEncoder().encode(config.idTokenSecret ?? ID_TOKEN_SECRET));
    },
    async sandboxPartner(sub = uniqueKey('sub'), email = `${sub}@example.com`) {
      const token = await server.idToken({ sub, email });
      const res = await request('POST', `${SANDBOX_ROOT}/register`, { key: token });
      if (res.status !== 201) throw new Error(`sandbox register failed: ${res.status} ${res.text}`);
      return { apiKey: res.body.apiKey as string, sub, email };
    },
    async productionPartner(sub = uniqueKey('sub'), email = `${sub}@example.com`) {
      const applied = await request('POST', `${PRODUCTION}/apply`, {
        body: {
          businessName: `Biz ${sub}`,
          email,
          useCase: 'embedded investing',
          website: 'https://example.com',
          termsAccepted: true,
          consentVersion: '2026-01',
        },
      });
      if (applied.status !== 202) throw new Error(`apply failed: ${applied.status} ${applied.text}`);
      // Page through every pending application: a suite may hold more than one page of them.
      let app: { id: string; email: string } | undefined;
      for (let cursor = ''; !app; ) {
        const apps = await server.operator('GET', `/applications?status=pending&limit=200${cursor}`);
        app = (apps.body.applications as { id: string; email: string }[]).find((a) => a.email === email);
        if (!app && !apps.body.nextCursor) throw new Error('application not listed');
        cursor = `&cursor=${encodeURIComponent(apps.body.nextCursor as string)}`;
      }
      const approved = await server.operator('POST', `/applications/${app.id}/approve`);
      if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${approved.text}`);
      const token = await server.idToken({ sub, email });
      const res = await request('POST', `${PRODUCTION}/register`, { key: token });
      if (res.status !== 201) throw new Error(`production register failed: ${res.status} ${res.text}`);
      return { apiKey: res.body.apiKey as string, partnerId: approved.body.partnerId as string, sub, email };
    },
    async close() {
      await running.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
