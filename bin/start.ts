/** `npm start`: one process, the whole service, on HOST:PORT with SQLite in DATA_DIR. */
import { pino } from 'pino';
import { loadConfig, withDevelopmentSecret } from '../engine/config.ts';
import { startServer } from '../http/server.ts';

const config = withDevelopmentSecret(loadConfig());
const log = pino({ level: config.logLevel, redact: ['req.headers.authorization', 'req.headers["x-api-key"]'] });
const running = await startServer(config, log);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down');
    void running.close().then(() => process.exit(0));
  });
}
