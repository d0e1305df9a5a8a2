/**
 * TypeScript types generated from the served partner document with
 * openapi-typescript type-check, under --strict and without casts, a typed openapi-fetch client flow
 * (test/fixtures/typed-client/flow.ts): register, sub-account, deposit, quote, MARKET and LIMIT
 * trades, replace, cancel, orders list, portfolio, webhooks, alerts, batch quotes, candles. The same
 * flow then runs against a real server.
 */
import test from 'ava';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { tsImport } from 'tsx/esm/api';
import { PRODUCTION, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { typeErrors } from '../helpers/type-errors.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = join(ROOT, 'test/fixtures/typed-client/flow.ts');

/** Generated types and the flow, in a directory under node_modules so `openapi-fetch` resolves. */
async function generated(server: TestServer): Promise<string> {
  const parent = join(ROOT, 'node_modules/.cache');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'pbs-typed-client-'));
  const document = (await server.request('GET', `${PRODUCTION}/openapi.json`)).text;
  writeFileSync(join(dir, 'partner-api.ts'), astToString(await openapiTS(document)));
  copyFileSync(FIXTURE, join(dir, 'flow.ts'));
  return dir;
}

/** The flow's result (test/fixtures/typed-client/flow.ts FlowResult). */
interface FlowResult {
  readonly ordersListed: number;
  readonly quotedSymbols: number;
  readonly candles: number;
}

let server: TestServer;
let dir: string;

test.before(async () => {
  server = await startTestServer();
  dir = await generated(server);
});

test.after.always(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the flow fixture uses no casts and no non-null assertions', (t) => {
  const code = readFileSync(FIXTURE, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  t.deepEqual(code.match(/\bas\s+(?!const\b)\w+|(?<![\w$])<\w+>\s*[\w(]|\w!\./g) ?? [], []);
});

test('the generated types describe the partner API', (t) => {
  const types = readFileSync(join(dir, 'partner-api.ts'), 'utf8');
  t.regex(types, /"\/users\/\{userId\}\/trade"/);
  t.notRegex(types, /"\/api\/(sandbox\/)?v1\/partner\/users/, 'no environment baked into the paths');
  t.regex(types, /export interface webhooks/);
});

/**
 * Fails unless the trading, user, market and webhook routes declare their success schemas: without them a success body is `never` and the flow cannot read an id
 * without a cast. The failure message lists what is still missing.
 */
test('the typed client flow type-checks under --strict without casts', (t) => {
  const errors = typeErrors([join(dir, 'flow.ts')], dir);
  if (errors.length > 0) t.log(`still untyped:\n${errors.join('\n')}`);
  t.deepEqual(errors, []);
});

test('the typed client flow runs against a real server', async (t) => {
  // Loaded from the generated copy; its type is declared here because tsc never sees the fixture itself.
  // Through tsx's API: the copy is TypeScript, and npm test runs this file compiled, without tsx's hooks.
  const { partnerFlow } = (await tsImport(pathToFileURL(join(dir, 'flow.ts')).href, import.meta.url)) as {
    partnerFlow: (baseUrl: string, idToken: string, symbol: string) => Promise<FlowResult>;
  };
  const token = await server.idToken({ sub: uniqueKey('flow'), email: `${uniqueKey('flow')}@example.com` });
  const result = await partnerFlow(server.url, token, 'SCOM.KE');
  t.true(result.ordersListed >= 2);
  t.is(result.quotedSymbols, 1);
  t.true(result.candles > 0);
});
