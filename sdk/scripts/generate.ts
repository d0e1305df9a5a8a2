/**
 * Writes sdk/src/generated/partner-api.ts from the served partner OpenAPI document.
 *
 * Usage: `npm run generate -w sdk` starts the service on an ephemeral loopback port with a temporary data
 * directory, reads GET /api/v1/partner/openapi.json over HTTP and stops it; `-- --url <origin>` reads the
 * document of a running service instead (`--url https://api.example.com`).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../../engine/config.ts';
import { startServer } from '../../http/server.ts';
import { GENERATED_TYPES, sdkTypesFrom } from './openapi-types.ts';

const DOCUMENT_PATH = '/api/v1/partner/openapi.json';

async function fetchDocument(origin: string): Promise<string> {
  const res = await fetch(new URL(DOCUMENT_PATH, origin));
  if (!res.ok) throw new Error(`${DOCUMENT_PATH} answered ${res.status}`);
  return res.text();
}

/** The document served by a service started for the purpose (fresh data directory, nothing else needed). */
async function servedDocument(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-sdk-generate-'));
  const running = await startServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ID_TOKEN_SECRET: randomBytes(32).toString('hex') }),
    pino({ level: 'silent' }),
  );
  try {
    return await fetchDocument(running.url);
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const { values } = parseArgs({ options: { url: { type: 'string' } } });
const types = await sdkTypesFrom(values.url ? await fetchDocument(values.url) : await servedDocument());
let previous = '';
try {
  previous = readFileSync(GENERATED_TYPES, 'utf8');
} catch {
  // First generation.
}
if (previous !== types) {
  // The folder is not committed (the file is a build product): a fresh clone has none.
  mkdirSync(dirname(GENERATED_TYPES), { recursive: true });
  writeFileSync(GENERATED_TYPES, types);
}
process.stderr.write(`${GENERATED_TYPES}: ${previous === types ? 'unchanged' : 'written'} (${types.length} characters)\n`);
