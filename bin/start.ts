/** `npm start`: one process, the whole service, on HOST:PORT with SQLite in DATA_DIR. */
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import { DEV_SECRET_FILE, LOG_LEVELS, loadConfig, withDevelopmentSecret, type ServiceConfig } from '../engine/config.ts';
import { startServer, type RunningServer } from '../http/server.ts';
import { configurationFailure, startupFailure, type StartupFailure } from '../http/startup-errors.ts';

const REDACT = ['req.headers.authorization', 'req.headers["x-api-key"]'];

/** One fatal line and exit 1; the stack only at debug level. */
function fail(log: Logger, failure: StartupFailure, err: unknown): never {
  log.debug({ err }, 'start-up failure in detail');
  log.fatal({ code: failure.code, ...(failure.variable ? { variable: failure.variable } : {}) }, failure.message);
  process.exit(1);
}

// The logger exists before the configuration does, so a bad configuration is reported like everything else.
const requestedLevel = process.env.LOG_LEVEL ?? 'info';
let log = pino({ level: LOG_LEVELS.has(requestedLevel) ? requestedLevel : 'info', redact: REDACT });

let config: ServiceConfig;
try {
  const loaded = loadConfig();
  config = withDevelopmentSecret(loaded);
  log = pino({ level: config.logLevel, redact: REDACT });
  if (!loaded.idTokenSecret && !loaded.idTokenJwks) {
    log.info(
      { file: join(config.dataDir, DEV_SECRET_FILE) },
      'ID tokens: development HS256 secret in this file (npm run id-token signs with it); set ID_TOKEN_SECRET or ID_TOKEN_JWKS in production',
    );
  }
} catch (err) {
  fail(log, configurationFailure(err), err);
}

let running: RunningServer;
try {
  running = await startServer(config, log);
} catch (err) {
  fail(log, startupFailure(err, config), err);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down');
    void running.close().then(() => process.exit(0));
  });
}
