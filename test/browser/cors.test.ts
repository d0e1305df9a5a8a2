/**
 * CORS in a real browser (Debian's Chromium driven by playwright-core, as test/browser/reference.test.ts sets
 * it up): two pages, each served from its own loopback origin, call the partner API with a short-lived
 * `service_oauth_` token that the partner's backend (this test) obtained from POST /oauth/token. The page
 * on the origin CORS_ORIGINS lists reads the account and makes a top-up (a preflighted POST with
 * Authorization, Content-Type and Idempotency-Key); the page on another origin cannot read the answer: its
 * fetch fails, and its POST never leaves the preflight, so nothing is topped up.
 */
import test from 'ava';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { browserTests, CHROMIUM, chromiumAvailable, LAUNCH_ARGS } from './chromium.ts';
import { SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';
import { partnerIdByEmail } from '../http/shell-support.ts';

const { browserTest, skipNote } = browserTests('test/browser/cors.test.ts');

let server: TestServer;
let browser: Browser;
const pages: Server[] = [];
let allowedOrigin = '';
let otherOrigin = '';

/** A static page on its own loopback port: its origin is `http://127.0.0.1:<port>`. */
async function pageServer(): Promise<string> {
  const http = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>partner app</title><p>app</p>'));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  pages.push(http);
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

test.before(async () => {
  if (!chromiumAvailable) return;
  [allowedOrigin, otherOrigin] = await Promise.all([pageServer(), pageServer()]);
  server = await startTestServer({ CORS_ORIGINS: allowedOrigin });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
});
test.after.always(async () => {
  await browser?.close();
  await server?.close();
  await Promise.all(pages.map((p) => new Promise((resolve) => p.close(resolve))));
});

/** What the partner's backend does: a 15-minute token for the browser, from its secret key (client credentials). */
async function shortLivedToken(): Promise<{ token: string; partnerId: string }> {
  const { apiKey, email } = await server.sandboxPartner();
  const partnerId = await partnerIdByEmail(server, email);
  const enabled = await server.operator('PATCH', `/partners/${partnerId}`, { oauthClientCredentialsEnabled: true });
  if (enabled.status !== 200) throw new Error(`enable failed: ${enabled.status}`);
  const basic = Buffer.from(`${partnerId}:${apiKey}`).toString('base64');
  const res = await server.request('POST', `${SANDBOX}/oauth/token`, {
    rawBody: 'grant_type=client_credentials',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
  });
  if (res.status !== 200) throw new Error(`token failed: ${res.status} ${res.text}`);
  return { token: res.body.access_token as string, partnerId };
}

interface Outcome {
  readonly status?: number;
  readonly body?: Record<string, unknown>;
  readonly requestId?: string | null;
  readonly failed?: string;
}

/** Runs the page's own fetch (as the partner's browser app would) and reports what its script could see. */
function callFromPage(page: Page, url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Outcome> {
  return page.evaluate(
    async ({ url, init }) => {
      try {
        const res = await fetch(url, init);
        return { status: res.status, body: await res.json(), requestId: res.headers.get('x-request-id') };
      } catch (error) {
        return { failed: String(error) };
      }
    },
    { url, init },
  );
}

const topUpInit = (token: string, key: string) => ({
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
  body: JSON.stringify({ amount: 10 }),
});

browserTest(`a page on an allowed origin calls the partner API with a short-lived token; a page on another origin cannot${skipNote}`, async (t) => {
  t.timeout(60_000);
  const { token, partnerId } = await shortLivedToken();
  t.regex(token, /^service_oauth_/);
  const accountUrl = `${server.url}${SANDBOX}/account`;
  const read = { method: 'GET', headers: { authorization: `Bearer ${token}` } };

  const app = await browser.newPage();
  await app.goto(`${allowedOrigin}/`);
  const allowed = await callFromPage(app, accountUrl, read);
  t.is(allowed.status, 200, JSON.stringify(allowed));
  t.is(allowed.body?.partnerId, partnerId, 'the page read its account');
  t.regex(String(allowed.requestId), /\S/, 'X-Request-Id is exposed to the page');
  const before = Number(allowed.body?.walletBalance);
  const topUp = await callFromPage(app, `${server.url}${SANDBOX}/topup`, topUpInit(token, 'browser-topup-allowed-1'));
  t.is(topUp.status, 201, `a preflighted POST with Idempotency-Key goes through: ${JSON.stringify(topUp)}`);

  const other = await browser.newPage();
  await other.goto(`${otherOrigin}/`);
  const refused = await callFromPage(other, accountUrl, read);
  t.is(refused.status, undefined, 'the answer never reaches the page');
  t.regex(String(refused.failed), /TypeError|Failed to fetch/);
  const refusedPost = await callFromPage(other, `${server.url}${SANDBOX}/topup`, topUpInit(token, 'browser-topup-other-1'));
  t.regex(String(refusedPost.failed), /TypeError|Failed to fetch/);

  const after = await server.request('GET', `${SANDBOX}/account`, { key: token });
  t.is(Number(after.body.walletBalance), before + 10, 'only the allowed page topped up: the other POST stopped at its preflight');
  await app.close();
  await other.close();
});
