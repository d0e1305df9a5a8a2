/** Starts the processes under test as children (node on the TypeScript sources, types stripped) and talks to them over IPC. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Child {
  readonly process: ChildProcess;
  readonly url: string;
  /** Asks the child a question over IPC (with optional fields) and resolves with the first reply of that type. */
  ask<T>(type: string, fields?: Record<string, unknown>): Promise<T>;
  stop(): Promise<void>;
}

// BENCH_STARTUP_TIMEOUT_MS: a loaded shared machine can take longer than 30 s to compile and start a child.
const STARTUP_TIMEOUT_MS = Number(process.env.BENCH_STARTUP_TIMEOUT_MS ?? 30_000);

export async function startChild(script: string, env: Record<string, string>, execArgv: string[] = []): Promise<Child> {
  const path = fileURLToPath(new URL(script, import.meta.url));
  const child = fork(path, [], {
    env: { ...process.env, ...env },
    execArgv: [...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within ${STARTUP_TIMEOUT_MS} ms`)), STARTUP_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
    // A server child reports its port; a child that serves nothing (load clients) reports `ready`.
    child.on('message', (m: { type?: string; port?: number }) => {
      if ((m.type === 'listening' && m.port) || m.type === 'ready') {
        clearTimeout(timer);
        resolve(m.port ?? 0);
      }
    });
  });
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    ask<T>(type: string, fields: Record<string, unknown> = {}): Promise<T> {
      return new Promise<T>((resolve) => {
        const onMessage = (m: { type?: string } & Record<string, unknown>): void => {
          if (m.type !== type) return;
          child.off('message', onMessage);
          resolve(m as T);
        };
        child.on('message', onMessage);
        child.send({ ...fields, type });
      });
    },
    stop(): Promise<void> {
      return new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
