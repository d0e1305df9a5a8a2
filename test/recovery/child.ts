/**
 * The service as a child process (`node bin/start.ts`, or the bundle's bin/start.js inside
 * `npm test`: test/helpers/bin.ts), as it runs in production, so a
 * test can SIGKILL it mid-write and start it again on the same data directory. Talks plain HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { SignJWT } from 'jose';
import { binArgs } from '../helpers/bin.ts';
import { ADMIN, DEFAULT_CLOCK, ID_TOKEN_SECRET, OPERATOR_TOKEN } from '../helpers/server.ts';
import { REPO_ROOT } from './support.ts';

export interface ChildService {
  readonly url: string;
  readonly process: ChildProcess;
  readonly exited: Promise<number | null>;
}

/** Starts the service and resolves once it logged `ready` (recovery done, /readyz 200). */
export function startChild(dataDir: string): Promise<ChildService> {
  const child = spawn(process.execPath, binArgs('bin/start.ts'), {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, OPERATOR_TOKEN, ID_TOKEN_SECRET, CLOCK: DEFAULT_CLOCK, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let url: string | null = null;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: { msg?: string; port?: number };
      try {
        entry = JSON.parse(line) as { msg?: string; port?: number };
      } catch {
        return;
      }
      if (entry.msg === 'listening') url = `http://127.0.0.1:${entry.port}`;
      if (entry.msg === 'ready' && url) resolve({ url, process: child, exited });
    });
    void exited.then((code) => reject(new Error(`the service exited (${code}) before it was ready: ${stderr}`)));
  });
}

export async function killHard(child: ChildService): Promise<void> {
  child.process.kill('SIGKILL');
  await child.exited;
}

export async function stopGracefully(child: ChildService): Promise<number | null> {
  child.process.kill('SIGTERM');
  return child.exited;
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: any;
}

export interface CallOptions {
  readonly key?: string;
  readonly idempotencyKey?: string;
  readonly requestId?: string;
  readonly body?: unknown;
}

/** One HTTP call; a connection that dies before the answer (the kill) resolves to null: "lost". */
export async function call(base: string, method: string, path: string, o: CallOptions = {}): Promise<Answer | null> {
  const headers: Record<string, string> = {};
  if (o.key) headers.authorization = `Bearer ${o.key}`;
  if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey;
  if (o.requestId) headers['x-request-id'] = o.requestId;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(base + path, { method, headers, ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return null;
  }
}

export function operatorCall(base: string, method: string, path: string, body?: unknown): Promise<Answer | null> {
  return call(base, method, ADMIN + path, { key: OPERATOR_TOKEN, ...(body !== undefined ? { body } : {}) });
}

export function idToken(sub: string, email: string): Promise<string> {
  const now = Math.floor(Date.parse(DEFAULT_CLOCK) / 1000);
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(now)
    .setExpirationTime(now + 86_400)
    .sign(new TextEncoder().encode(ID_TOKEN_SECRET));
}
