/**
 * The API reference page in a real browser: Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH),
 * driven by playwright-core, opens /docs, finds POST /api/v1/partner/trade and its 201 response schema,
 * with nothing fetched from another origin and no Content-Security-Policy violation; the operator page
 * renders behind its token. Each operation is listed once, with the servers (production, sandbox) to choose
 * from; the guides (docs/guides/) open the page and are listed in its sidebar; every operation's curl sample
 * carries its own fresh Idempotency-Key. `.ci/run` installs Chromium when it is missing; without it these
 * tests are skipped and say so. UPDATE_SCREENSHOTS=1 rewrites docs/screenshots/api-reference.png,
 * api-reference-guides.png and api-reference-operation.png.
 */
import test from 'ava';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { browserTests, CHROMIUM, chromiumAvailable, LAUNCH_ARGS } from './chromium.ts';
import { guides } from '../../http/guides.ts';
import { IDEMPOTENCY_KEY_EXAMPLE } from '../../http/openapi.ts';
import { OPERATOR_TOKEN, startTestServer, type TestServer } from '../helpers/server.ts';

const SCREENSHOT = fileURLToPath(new URL('../../docs/screenshots/api-reference.png', import.meta.url));
const GUIDES_SCREENSHOT = fileURLToPath(new URL('../../docs/screenshots/api-reference-guides.png', import.meta.url));
const OPERATION_SCREENSHOT = fileURLToPath(new URL('../../docs/screenshots/api-reference-operation.png', import.meta.url));
/** Every guide of docs/guides/, in the order the page shows them. */
const GUIDE_TITLES = guides().map((g) => g.title);
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

/** The Idempotency-Key of the curl sample of the operation at `anchor` (its id's ending), once rendered; the sample sends no sandbox scenario header. */
async function curlKeyOf(page: Page, anchor: string): Promise<string | undefined> {
  const operation = page.locator(`[id$="${anchor}"]`).first();
  await operation
    .getByText(/Idempotency-Key: /)
    .first()
    .waitFor({ timeout: RENDER_TIMEOUT_MS });
  // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out, as in the test above.
  const text = await operation.innerText();
  if (/X-Sandbox-Force-(Error|Status): /.test(text)) throw new Error(`${anchor}: the sample forces a sandbox refusal`);
  return /Idempotency-Key: ([0-9a-f-]{8,})/.exec(text)?.[1];
}

browserTest(`/docs opens with the guides, lists them in its sidebar, and each curl sample carries its own fresh Idempotency-Key${skipNote}`, async (t) => {
  t.timeout(3 * RENDER_TIMEOUT_MS);
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const seen = watch(page);
  await page.goto(`${server.url}/docs`, { waitUntil: 'commit', timeout: RENDER_TIMEOUT_MS });
  await page.getByRole('heading', { name: GUIDE_TITLES[0] }).first().waitFor({ timeout: RENDER_TIMEOUT_MS });
  const sidebar = page.locator('aside, nav').first();
  // biome-ignore lint/performance/useDomNodeTextContent: the sidebar's entries as laid out.
  const entries = await sidebar.innerText();
  let last = -1;
  for (const title of GUIDE_TITLES) {
    const at = entries.indexOf(title);
    t.true(at > last, `the sidebar lists "${title}" in reading order`);
    last = at;
  }
  t.true(entries.indexOf(GUIDE_TITLES.at(-1)!) < entries.indexOf('Trading'), 'the guides come before the operations');
  if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: GUIDES_SCREENSHOT });

  await page.goto(`${server.url}/docs#tag/trading/POST/trade`, { waitUntil: 'commit', timeout: RENDER_TIMEOUT_MS });
  const tradeKey = await curlKeyOf(page, 'tag/trading/POST/trade');
  t.regex(tradeKey ?? '', /^[0-9a-f-]{32,36}$/, 'the curl sample sends a key, not an empty header');
  t.not(tradeKey, IDEMPOTENCY_KEY_EXAMPLE, "not the document's fixed example");
  if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: OPERATION_SCREENSHOT });
  await page.goto(`${server.url}/docs#tag/funding/POST/topup`, { waitUntil: 'commit', timeout: RENDER_TIMEOUT_MS });
  const topupKey = await curlKeyOf(page, 'tag/funding/POST/topup');
  t.truthy(topupKey);
  t.not(topupKey, tradeKey, 'each operation its own key (one key on two requests is 409 CONFLICT)');
  await page.reload({ waitUntil: 'commit', timeout: RENDER_TIMEOUT_MS });
  const again = await curlKeyOf(page, 'tag/funding/POST/topup');
  t.truthy(again);
  t.not(again, topupKey, 'a new key on every load');
  t.deepEqual(seen.foreign, []);
  t.deepEqual(seen.problems, []);
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
