/**
 * What a person starting the service reads when it cannot start: one line that says what is wrong and
 * what to do (port in use, bad configuration, an unusable data directory), instead of a stack trace.
 * Anything unforeseen keeps its message; its stack goes to the debug level.
 */
import { ConfigurationError } from '../engine/config.ts';

export interface StartupFailure {
  /** One line, for the `fatal` log entry. */
  readonly message: string;
  /** The system or SQLite error code, when there is one. */
  readonly code: string | null;
  /** The environment variable that could not be read, for a bad configuration. */
  readonly variable?: string;
}

export interface ListenTarget {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
}

const codeOf = (err: unknown): string | null => {
  const code = typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
  return typeof code === 'string' ? code : null;
};

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err)).split('\n')[0]!;

/** A configuration that could not be read (engine/config.ts refuses it with a message naming the variable). */
export function configurationFailure(err: unknown): StartupFailure {
  const failure = { message: `bad configuration: ${messageOf(err)}`, code: codeOf(err) };
  return err instanceof ConfigurationError ? { ...failure, variable: err.variable } : failure;
}

export function startupFailure(err: unknown, target: ListenTarget): StartupFailure {
  const code = codeOf(err);
  const where = `${target.host}:${target.port}`;
  switch (code) {
    case 'EADDRINUSE':
      return { code, message: `cannot listen on ${where}: the port is already in use; stop the other process or set PORT` };
    case 'EACCES':
      return { code, message: `cannot listen on ${where} or open DATA_DIR ${target.dataDir}: permission denied` };
    case 'EADDRNOTAVAIL':
      return { code, message: `cannot listen on ${where}: HOST is not an address of this machine` };
    case 'SQLITE_CANTOPEN':
    case 'SQLITE_READONLY':
    case 'SQLITE_NOTADB':
    case 'SQLITE_CORRUPT':
      return { code, message: `cannot use the database in DATA_DIR ${target.dataDir} (${code}): ${messageOf(err)}` };
    default:
      return { code, message: `start-up failed: ${messageOf(err)}` };
  }
}
