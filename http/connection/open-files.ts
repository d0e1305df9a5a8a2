/**
 * The process's open-files limit, where the platform tells it (Linux /proc), so start-up can warn when
 * HTTP_MAX_CONNECTIONS cannot be reached: past the limit accept() fails with EMFILE and every newcomer
 * is dropped, idle or not, before the connection cap could make room.
 */
import { readFileSync } from 'node:fs';

/** SQLite files, the piscina workers, webhook sockets, logs: what the process needs beside its clients. */
export const RESERVED_DESCRIPTORS = 256;

export function openFilesLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line ? Number(line.split(/\s+/)[3]) : Number.NaN;
    return Number.isFinite(soft) ? soft : null;
  } catch {
    return null;
  }
}
