/**
 * Engine nodes for the cluster tier: each is `bin/start.ts` in its own process with its own data
 * directory, pointed at the test's PostgreSQL. Plus the small HTTP calls the tests make.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import type { ClusterStatus, PartitionOwnership } from '../../engine/cluster/node.ts';
import { freePort } from './ports.ts';

export const ID_TOKEN_SECRET = 'cluster-id-token-secret-0123456789abcdef';
export const OPERATOR_TOKEN = 'cluster-operator-token-0123456789';
export const SANDBOX = '/api/sandbox/v1/partner';
export const SANDBOX_ROOT = '/api/sandbox/v1';
const ROOT = join(import.meta.dirname, '..', '..');

export class EngineNode {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();

  readonly nodeId: string;
  readonly port: number;
  readonly dataDir: string;
  private readonly env: Record<string, string>;
  readonly logPath: string;
  private constructor(nodeId: string, port: number, dataDir: string, env: Record<string, string>, logPath: string) {
    this.nodeId = nodeId;
    this.port = port;
    this.dataDir = dataDir;
    this.env = env;
    this.logPath = logPath;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child?.pid ?? -1;
  }

  /**
   * `where.dataDir`: an existing (empty) directory to use, say on a small tmpfs (a fresh temporary one by
   * default); `where.logPath`: the process's output (default `node.log` in the data directory).
   */
  static async start(
    nodeId: string,
    databaseUrl: string,
    extraEnv: Record<string, string> = {},
    where: { dataDir?: string; logPath?: string } = {},
  ): Promise<EngineNode> {
    const dataDir = where.dataDir ?? mkdtempSync(join(tmpdir(), `pbs-node-${nodeId}-`));
    const env = {
      CLUSTER_DATABASE_URL: databaseUrl,
      NODE_ID: nodeId,
      LEASE_TTL_MS: '2000',
      CLOCK: 'system',
      ID_TOKEN_SECRET,
      OPERATOR_TOKEN,
      // Every node must seal and sign alike (cluster mode requires them).
      SEALING_SECRET: 'cluster-sealing-secret-0123456789abcdefghijklmnop',
      CURSOR_SECRET: 'cluster-cursor-secret-0123456789abcdefghijklmnopq',
      LOG_LEVEL: 'info',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '10000',
      ...extraEnv,
    };
    const node = new EngineNode(nodeId, await freePort(), dataDir, env, where.logPath ?? join(dataDir, 'node.log'));
    node.spawn();
    return node;
  }

  /** Starts (or restarts, after a kill) the process on the same port and data directory. */
  spawn(): void {
    const log = createWriteStream(this.logPath, { flags: 'a' });
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'start.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  /** Whether the process is still running (it did not crash). */
  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  async kill9(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  async stop(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGCONT');
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child?.kill('SIGKILL'), 5_000);
      await this.exited;
      clearTimeout(timer);
    }
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** The operator's cluster status of this node (GET /api/admin/v1/cluster). */
  async clusterStatus(): Promise<ClusterStatusBody> {
    const res = await call(this.url, 'GET', '/api/admin/v1/cluster', { key: OPERATOR_TOKEN, timeoutMs: 3_000 });
    if (res.status !== 200) throw new Error(`cluster status of ${this.nodeId}: ${res.status} ${res.text}`);
    return res.body as ClusterStatusBody;
  }

  /** Polls the cluster status until `check` holds (a follower catching up, a new owner settling); the last status seen. */
  async clusterStatusUntil(check: (s: ClusterStatusBody) => boolean, withinMs = 10_000): Promise<ClusterStatusBody> {
    const deadline = performance.now() + withinMs;
    let last = await this.clusterStatus();
    while (!check(last) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      last = await this.clusterStatus();
    }
    return last;
  }

  async readyStatus(): Promise<number> {
    const res = await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(1_000) }).catch(() => null);
    return res?.status ?? 0;
  }

  /** Waits until /readyz answers `status` (200: owning; 503: up, following); answers the milliseconds waited. */
  async waitReady(status = 200, withinMs = 30_000): Promise<number> {
    const startedAt = performance.now();
    while (performance.now() - startedAt < withinMs) {
      if ((await this.readyStatus()) === status) return performance.now() - startedAt;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`node ${this.nodeId} did not answer /readyz ${status} within ${withinMs} ms`);
  }
}

/** The operator's cluster status route's body (http/routes/cluster.ts). */
export type ClusterStatusBody = ClusterStatus & { readonly partitions: readonly PartitionOwnership[] };

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
  readonly text: string;
}

export async function call(
  url: string,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; idempotencyKey?: string; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url + path, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** A sandbox partner registered through `url` (any owning node); answers its API key. */
export async function sandboxPartner(url: string, sub: string): Promise<string> {
  const nowSec = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ email: `${sub}@example.com` })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(nowSec)
    .setExpirationTime(nowSec + 3600)
    .sign(new TextEncoder().encode(ID_TOKEN_SECRET));
  const res = await call(url, 'POST', `${SANDBOX_ROOT}/register`, { key: token });
  if (res.status !== 201) throw new Error(`sandbox register failed: ${res.status} ${res.text}`);
  const apiKey = (res.body as { apiKey: string }).apiKey;
  // The load must measure failover, not the per-minute rate limit (bench/partner.ts does the same).
  const account = await call(url, 'GET', `${SANDBOX}/account`, { key: apiKey });
  const partnerId = (account.body as { partnerId: string }).partnerId;
  const raised = await call(url, 'PATCH', `/api/admin/v1/partners/${partnerId}`, { key: OPERATOR_TOKEN, body: { rateLimits: { sandbox: 100_000_000 } } });
  if (raised.status !== 200) throw new Error(`rate limit not raised: ${raised.status} ${raised.text}`);
  return apiKey;
}

export async function walletMinor(url: string, apiKey: string): Promise<number> {
  const res = await call(url, 'GET', `${SANDBOX}/account`, { key: apiKey });
  if (res.status !== 200) throw new Error(`account read failed: ${res.status} ${res.text}`);
  return Math.round((res.body as { walletBalance: { available: number } }).walletBalance.available * 100);
}

/** An owner (`a`, ready) and a warm follower (`b`, answering 503 until it takes over) of one partition of the log at `pgUrl`. */
export async function nodePair(pgUrl: string, partition: number, leaseTtlMs: number): Promise<{ a: EngineNode; b: EngineNode }> {
  const env = { CLUSTER_PARTITION: String(partition), LEASE_TTL_MS: String(leaseTtlMs) };
  const a = await EngineNode.start(`a${partition}`, pgUrl, env);
  await a.waitReady(200, 60_000);
  const b = await EngineNode.start(`b${partition}`, pgUrl, env);
  await b.waitReady(503, 60_000);
  return { a, b };
}
