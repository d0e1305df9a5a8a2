/** Configuration from the environment (CONTRACT.md section 2), parsed once at start-up. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
}

type EnvVars = Record<string, string | undefined>;

function parseClock(raw: string | undefined): 'system' | number {
  if (!raw || raw === 'system') return 'system';
  const ms = Date.parse(raw);
  if (Number.isNaN(ms)) throw new Error(`CLOCK must be "system" or an ISO-8601 instant, got ${raw}`);
  return ms;
}

export function loadConfig(env: EnvVars = process.env): ServiceConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got ${env.PORT}`);
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
    marketSeed: Number(env.MARKET_SEED ?? 1),
    webhookAllowHttpLoopback: env.WEBHOOK_ALLOW_HTTP_LOOPBACK === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    streamHeartbeatMs: Number(env.STREAM_HEARTBEAT_MS ?? 15_000) || 15_000,
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
