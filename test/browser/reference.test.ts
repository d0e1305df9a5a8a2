/**
 * The API reference page in a real browser: Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH),
 * driven by playwright-core, opens /docs, finds POST /api/v1/partner/trade and its 201 response schema,
 * with nothing fetched from another origin and no Content-Security-Policy violation; the operator page
 * renders behind its token. Each operation is listed once, with the servers (production, sandbox) to choose from. `.ci/run` installs Chromium when it is missing; without it these tests are
 * skipped and say so. UPDATE_SCREENSHOTS=1 rewrites docs/screenshots/api-reference.png.
 */
import test from 'ava';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { browserTests, CHROMIUM, chromiumAvailable, LAUNCH_ARGS } from './chromium.ts';
import { OPERATOR_TOKEN, startTestServer, type TestServer } from '../helpers/server.ts';

const SCREENSHOT = fileURLToPath(new URL('../../docs/screenshots/api-reference.png', import.meta.url));
/** The partner document (0.85 MB since its schemas are components) can still take a minute to render on a loaded two-core machine. */
const RENDER_TIMEOUT_MS = 180_000;

const { browserTest, skipNote } = browserTests('test/browser/reference.test.ts');

let server: TestServer;
let browser: Browser;

test.before(async () => {
  if (!chromiumAvailable) return;
  server = await startTestServer();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
});
test.after.always(async () => {
  await browser?.close();
  await server?.close();
});

/** Everything the page asked of another origin, and every CSP report or script error it logged. */
function watch(page: Page): { foreign: string[]; problems: string[] } {
  const seen = { foreign: [] as string[], problems: [] as string[] };
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) seen.foreign.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) seen.problems.push(m.text());
  });
  page.on('pageerror', (e) => seen.problems.push(e.message));
  return seen;
}

browserTest(`/docs renders POST /trade with its 201 response schema, all from this origin${skipNote}`, async (t) => {
  t.timeout(RENDER_TIMEOUT_MS + 60_000);
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const seen = watch(page);
  await page.goto(`${server.url}/docs#tag/trading/POST/trade`, { waitUntil: 'commit', timeout: RENDER_TIMEOUT_MS });
  const operation = page.locator('[id$="tag/trading/POST/trade"]').first();
  await operation.getByRole('heading', { name: /Place an order on the partner's master account/ }).waitFor({ timeout: RENDER_TIMEOUT_MS });
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text as laid out (status tabs apart), not the DOM's textContent.
  const text = await operation.innerText();
  t.regex(text, /POST/);
  t.regex(text, /Idempotency-Key/, 'request headers');
  t.regex(text, /symbol/, 'request body schema');
  t.regex(text, /\b201\b/, 'the success status');
  t.regex(text, /orderId/, 'the 201 response schema');
  t.regex(text, /\b422\b/, 'error responses');
  const sidebar = (await page.locator('body').textContent()) ?? '';
  t.regex(sidebar, /Webhooks/, 'the webhooks section');
  // One description, two servers: the operation is listed once, and the page offers both environments.
  t.is(await page.locator('[id$="/POST/trade"]').count(), 1, 'POST /trade once');
  t.is(await page.locator('[id*="/api/sandbox/v1/partner/"]').count(), 0, 'no operation under an environment-baked path');
  // The environment switch: the server listbox offers production and sandbox; choosing sandbox takes.
  const serverButton = page.locator('.scalar-reference-intro-server button[aria-haspopup="listbox"]').first();
  t.regex((await serverButton.textContent()) ?? '', /\/api\/v1\/partner/, 'production first');
  await serverButton.click();
  const offered = await page.getByRole('option').allInnerTexts();
  t.true(
    offered.some((o) => /\/api\/sandbox\/v1\/partner/.test(o)),
    `the sandbox server is offered: ${offered.join(' | ')}`,
  );
  t.true(
    offered.some((o) => /\/api\/v1\/partner/.test(o)),
    'the production server is offered',
  );
  await page
    .getByRole('option', { name: /\/api\/sandbox\/v1\/partner/ })
    .first()
    .click();
  t.regex((await serverButton.textContent()) ?? '', /\/api\/sandbox\/v1\/partner/, 'the sandbox server chosen');
  if (process.env.UPDATE_SCREENSHOTS) {
    mkdirSync(fileURLToPath(new URL('../../docs/screenshots/', import.meta.url)), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });
  }
  t.deepEqual(seen.foreign, [], 'nothing fetched from another origin');
  t.deepEqual(seen.problems, [], 'no CSP violation or script error');
  await page.close();
});

browserTest(`/api/admin/v1/docs renders the operator document for a browser that sends the token${skipNote}`, async (t) => {
  t.timeout(RENDER_TIMEOUT_MS + 60_000);
  const context = await browser.newContext({ extraHTTPHeaders: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
  const page = await context.newPage();
  const seen = watch(page);
  await page.goto(`${server.url}/api/admin/v1/docs`, { waitUntil: 'commit', timeout: RENDER_TIMEOUT_MS });
  await page
    .getByText(/operator API/)
    .first()
    .waitFor({ timeout: RENDER_TIMEOUT_MS });
  t.regex((await page.locator('body').textContent()) ?? '', /Operator/);
  t.deepEqual(seen.foreign, []);
  t.deepEqual(seen.problems, []);
  await context.close();
});
