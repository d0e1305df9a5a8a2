/**
 * Runs the example backend against a service: `SERVICE_URL=http://127.0.0.1:8080 ID_TOKEN=$(npm run -s
 * id-token -- --sub me --email me@example.com) node --import tsx examples/partner-backend/main.ts`. The
 * service must be allowed to call the webhook endpoint (WEBHOOK_ALLOW_HTTP_LOOPBACK=true for a local one).
 */
import { runExample } from './backend.ts';

const baseUrl = process.env.SERVICE_URL ?? 'http://127.0.0.1:8080';
const idToken = process.env.ID_TOKEN;
if (!idToken) {
  process.stderr.write('ID_TOKEN is required (npm run id-token -- --sub S --email E)\n');
  process.exit(2);
}
const result = await runExample({ baseUrl, idToken, ...(process.env.SYMBOL ? { symbol: process.env.SYMBOL } : {}) });
process.stdout.write(
  `${JSON.stringify({ ...result, filledByWebhook: result.filledByWebhook.eventId, filledOnStream: result.filledOnStream.eventId }, null, 2)}\n`,
);
