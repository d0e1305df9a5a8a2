/** Configuration from the environment (CONTRACT.md section 2), parsed once at start-up. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfiguredSecrets } from '../storage/secrets.ts';
import { loadRetention, type RetentionPolicy } from './retention/policy.ts';

export interface ServiceConfig {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly operatorToken: string | null;
  readonly idTokenSecret: string | null;
  readonly idTokenJwks: string | null;
  readonly idTokenIssuer: string | null;
  readonly idTokenAudience: string | null;
  /** 'system' or the epoch milliseconds a virtual clock starts at. */
  readonly clock: 'system' | number;
  readonly marketSeed: number;
  readonly webhookAllowHttpLoopback: boolean;
  readonly logLevel: string;
  /** Real-time interval of /stream heartbeat comments (STREAM_HEARTBEAT_MS; tests shorten it). */
  readonly streamHeartbeatMs: number;
  /** Connection timeouts and caps of the HTTP server (http/server.ts). */
  readonly http: HttpLimits;
  /** Cluster mode (CLUSTER_DATABASE_URL set, README "Cluster mode"); null: embedded, the default. */
  readonly cluster: ClusterSettings | null;
  /** SEALING_SECRET and CURSOR_SECRET (required in cluster mode); null: the installation generates its own. */
  readonly secrets: ConfiguredSecrets | null;
  /** CORS_ORIGINS: origins a browser may call the partner API from; empty (unset): no CORS answer. */
  readonly corsOrigins: readonly string[];
  /** How long each kind of history stays in the hot database (RETENTION_* variables). */
  readonly retention: RetentionPolicy;
  /** COMMAND_QUEUE_LIMIT: client commands waiting for a batch beyond this are refused with 503 and Retry-After. */
  readonly commandQueueLimit: number;
}

/**
 * Enough for every connection of a large burst to wait its turn, well below what would make the last
 * caller wait longer than clients do: at the measured few thousand durable commands a second, a full
 * queue is under a second of work.
 */
export const DEFAULT_COMMAND_QUEUE_LIMIT = 2_000;

/** CLUSTER_DATABASE_URL, NODE_ID, CLUSTER_PARTITION, LEASE_TTL_MS, ADVERTISE_URL. */
export interface ClusterSettings {
  readonly databaseUrl: string;
  readonly nodeId: string;
  readonly partition: number;
  readonly leaseTtlMs: number;
  /** Where the other nodes reach this one over HTTP (they forward writes to the owner's); default http://HOST:PORT. */
  readonly advertiseUrl: string;
}

function loadCluster(env: EnvVars): ClusterSettings | null {
  const databaseUrl = env.CLUSTER_DATABASE_URL;
  if (!databaseUrl) return null;
  const nodeId = env.NODE_ID;
  if (!nodeId) throw new Error('NODE_ID must name this node when CLUSTER_DATABASE_URL is set');
  const partition = Number(env.CLUSTER_PARTITION ?? 0);
  if (!Number.isSafeInteger(partition) || partition < 0) throw new Error(`CLUSTER_PARTITION must be an integer >= 0, got ${env.CLUSTER_PARTITION}`);
  const advertiseUrl = (env.ADVERTISE_URL || `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? 8080}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(advertiseUrl)) throw new Error(`ADVERTISE_URL must be http(s)://host:port, got ${advertiseUrl}`);
  return { databaseUrl, nodeId, partition, leaseTtlMs: positiveInteger(env, 'LEASE_TTL_MS', 5_000), advertiseUrl };
}

/** Real-time connection limits: the HTTP_* variables, README "Configuration". */
export interface HttpLimits {
  /** The whole request head must arrive within this, counted from the connection or the first byte of the request. */
  readonly headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this. */
  readonly requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  readonly keepAliveTimeoutMs: number;
  /** Open connections in total; keep it well below the open-files limit (`ulimit -n`). */
  readonly maxConnections: number;
  /** Open connections from one client address. */
  readonly maxConnectionsPerAddress: number;
}

type EnvVars = Record<string, string | undefined>;

/**
 * A setting whose value cannot be read. Start-up stops on it with one fatal line naming the variable
 * (bin/start.ts), rather than running on a default the operator did not ask for.
 */
export class ConfigurationError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(message);
    this.variable = variable;
    this.name = 'ConfigurationError';
  }
}

/** The spellings every boolean setting takes (case-insensitive, surrounding spaces ignored). */
const TRUE_WORDS = new Set(['1', 'true', 'yes']);
const FALSE_WORDS = new Set(['0', 'false', 'no']);

/** A boolean setting: 1/0, true/false or yes/no in any case; unset or empty is `fallback`; anything else stops start-up. */
export function booleanSetting(env: EnvVars, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const word = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw new ConfigurationError(name, `${name} must be one of 1, 0, true, false, yes, no (any case), got ${JSON.stringify(raw)}`);
}

/** pino's levels: LOG_LEVEL must name one. */
export const LOG_LEVELS: ReadonlySet<string> = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

function logLevelSetting(env: EnvVars): string {
  const raw = env.LOG_LEVEL;
  if (raw === undefined || raw === '') return 'info';
  if (!LOG_LEVELS.has(raw)) throw new ConfigurationError('LOG_LEVEL', `LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}, got ${JSON.stringify(raw)}`);
  return raw;
}

/** An integer setting (any sign); unset or empty is `fallback`. */
function integerSetting(env: EnvVars, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\s*-?\d+\s*$/.test(raw) || !Number.isSafeInteger(value)) throw new ConfigurationError(name, `${name} must be an integer, got ${JSON.stringify(raw)}`);
  return value;
}

function parseClock(raw: string | undefined): 'system' | number {
  if (!raw || raw === 'system') return 'system';
  const ms = Date.parse(raw);
  if (Number.isNaN(ms)) throw new Error(`CLOCK must be "system" or an ISO-8601 instant, got ${raw}`);
  return ms;
}

export function positiveInteger(env: EnvVars, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new ConfigurationError(name, `${name} must be a positive integer, got ${raw}`);
  return value;
}

function loadHttpLimits(env: EnvVars): HttpLimits {
  const limits: HttpLimits = {
    headersTimeoutMs: positiveInteger(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000),
    requestTimeoutMs: positiveInteger(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000),
    // Longer than the 60 s idle timeout of common load balancers, so the balancer closes first and never reuses a socket we closed.
    keepAliveTimeoutMs: positiveInteger(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000),
    maxConnections: positiveInteger(env, 'HTTP_MAX_CONNECTIONS', 10_000),
    maxConnectionsPerAddress: positiveInteger(env, 'HTTP_MAX_CONNECTIONS_PER_ADDRESS', 256),
  };
  // Node refuses a headers timeout beyond the request timeout; say so in our words at start-up.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(`HTTP_HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not exceed HTTP_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`);
  }
  return limits;
}

/** Shortest configured secret accepted: 32 characters (e.g. `openssl rand -base64 32` gives 44). */
const MIN_SECRET_LENGTH = 32;

/**
 * Every node of a cluster must seal, open and sign alike, so cluster mode (CLUSTER_DATABASE_URL set)
 * refuses to start without SEALING_SECRET and CURSOR_SECRET. Embedded, both are optional: unset, the
 * installation generates its own on first use and keeps them in its database.
 */
function loadSecrets(env: EnvVars): ConfiguredSecrets | null {
  const sealingSecret = env.SEALING_SECRET || null;
  const cursorSecret = env.CURSOR_SECRET || null;
  if (env.CLUSTER_DATABASE_URL && (!sealingSecret || !cursorSecret)) {
    const missing = [sealingSecret ? null : 'SEALING_SECRET', cursorSecret ? null : 'CURSOR_SECRET'].filter(Boolean).join(' and ');
    throw new Error(`cluster mode (CLUSTER_DATABASE_URL) needs ${missing}, the same on every node (e.g. openssl rand -base64 32)`);
  }
  for (const [name, value] of [
    ['SEALING_SECRET', sealingSecret],
    ['CURSOR_SECRET', cursorSecret],
  ] as const) {
    if (value && value.length < MIN_SECRET_LENGTH) throw new Error(`${name} must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (!sealingSecret !== !cursorSecret) throw new Error('set SEALING_SECRET and CURSOR_SECRET together, or neither');
  return sealingSecret && cursorSecret ? { sealingSecret, cursorSecret } : null;
}

/** CORS_ORIGINS: comma-separated origins (`https://app.example.com`), each exactly as a browser sends it in `Origin`. */
function parseCorsOrigins(raw: string | undefined): string[] {
  const origins = (raw ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      throw new Error(`CORS_ORIGINS must list origins such as https://app.example.com (scheme, host, optional port; no path or trailing slash), got ${origin}`);
    }
  }
  return origins;
}

export function loadConfig(env: EnvVars = process.env): ServiceConfig {
  const port = Number(env.PORT ?? 8080);
  // Number('') is 0: an empty PORT would silently listen on an ephemeral port.
  if (env.PORT?.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigurationError('PORT', `PORT must be 0..65535, got ${env.PORT}`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: env.DATA_DIR ?? './data',
    operatorToken: env.OPERATOR_TOKEN || null,
    idTokenSecret: env.ID_TOKEN_SECRET || null,
    idTokenJwks: env.ID_TOKEN_JWKS || null,
    idTokenIssuer: env.ID_TOKEN_ISSUER || null,
    idTokenAudience: env.ID_TOKEN_AUDIENCE || null,
    clock: parseClock(env.CLOCK),
    marketSeed: integerSetting(env, 'MARKET_SEED', 1),
    webhookAllowHttpLoopback: booleanSetting(env, 'WEBHOOK_ALLOW_HTTP_LOOPBACK', false),
    logLevel: logLevelSetting(env),
    streamHeartbeatMs: positiveInteger(env, 'STREAM_HEARTBEAT_MS', 15_000),
    http: loadHttpLimits(env),
    cluster: loadCluster(env),
    secrets: loadSecrets(env),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    retention: loadRetention(env, positiveInteger),
    commandQueueLimit: positiveInteger(env, 'COMMAND_QUEUE_LIMIT', DEFAULT_COMMAND_QUEUE_LIMIT),
  };
}

export const DEV_SECRET_FILE = 'id-token-secret';

/**
 * With neither ID_TOKEN_SECRET nor ID_TOKEN_JWKS set, a development HS256 secret is generated once and
 * kept in DATA_DIR, so `npm run id-token` can sign tokens the running service accepts.
 */
export function withDevelopmentSecret(config: ServiceConfig): ServiceConfig {
  if (config.idTokenSecret || config.idTokenJwks) return config;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, DEV_SECRET_FILE);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return { ...config, idTokenSecret: readFileSync(file, 'utf8').trim() };
}
