/**
 * The machine inspector in a real browser (Debian's Chromium driven by playwright-core, as
 * test/browser/reference.test.ts sets it up): a production LIMIT order is placed, triggered by a tick
 * and, while the operator's inspector page is open on it (token given, order found by its id), filled
 * by the venue: the highlight moves from PENDING to FILLED live (SSE); stepping back shows PENDING and
 * WORKING again, recomputed from the journal. Nothing is fetched from another
 * origin and the token never appears in a URL. UPDATE_SCREENSHOTS=1 rewrites docs/screenshots/inspector.png.
 */
import test from 'ava';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { browserTests, CHROMIUM, LAUNCH_ARGS } from './chromium.ts';
import { OPERATOR_TOKEN } from '../helpers/server.ts';
import { workingLimitOrder } from '../http/inspector-support.ts';
import { advance, SCOM, tick } from '../http/trading-support.ts';

const SCREENSHOT = fileURLToPath(new URL('../../docs/screenshots/inspector.png', import.meta.url));
const WAIT_MS = 15_000;
const { browserTest, skipNote } = browserTests('test/browser/inspector.test.ts');

let browser: Browser | undefined;
test.after.always(async () => {
  await browser?.close();
});

/** Every URL the page asked for, and every CSP report or script error it logged. */
function watch(page: Page): { urls: string[]; problems: string[] } {
  const seen = { urls: [] as string[], problems: [] as string[] };
  page.on('request', (r) => seen.urls.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) seen.problems.push(m.text());
  });
  page.on('pageerror', (e) => seen.problems.push(e.message));
  return seen;
}

const current = (page: Page, path: string) => page.locator(`#diagram .state-node.current[data-path="${path}"]`);

browserTest(`the inspector shows a filled LIMIT order, follows its fill live and steps back to PENDING${skipNote}`, async (t) => {
  t.timeout(60_000);
  const startedAt = Date.now();
  const launching = chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  const { s, userId, orderId } = await workingLimitOrder(t);
  await tick(s, SCOM, 129);

  browser = await launching;
  t.log(`server, partner, order and browser ready: ${Date.now() - startedAt} ms`);
  const page = await browser.newPage({ viewport: { width: 1400, height: 1100 } });
  const seen = watch(page);
  await page.goto(`${s.url}/api/admin/v1/inspector`);
  await page.fill('#token', OPERATOR_TOKEN);
  await page.click('#token-form button[type=submit]');
  await page.fill('#actor-id', orderId);
  await page.click('#find-form button[type=submit]');

  // Placed and triggered: PENDING, waiting for the venue.
  await current(page, 'order.pending').waitFor({ timeout: WAIT_MS });
  t.is(await page.locator('#state').textContent(), 'PENDING');
  await page.locator('#live-status', { hasText: 'live' }).waitFor({ timeout: WAIT_MS });

  // The venue fills it while the page is open: the highlight moves to FILLED without a reload.
  await advance(s, 300);
  await current(page, 'order.filled.settlementPending').waitFor({ timeout: WAIT_MS });
  await page.locator('#state', { hasText: 'FILLED' }).waitFor({ timeout: WAIT_MS });
  t.true(await page.locator('#diagram .state-node.active[data-path="order.filled"]').isVisible(), 'FILLED highlighted');
  t.false(await current(page, 'order.pending').isVisible(), 'PENDING no longer current');
  t.is(await page.locator('#timeline li').count(), 3, 'placed, triggered, filled');
  t.regex((await page.locator('#related').textContent()) ?? '', new RegExp(userId), 'its sub-account is linked');

  // One step back: the state after the trigger, recomputed from the journal.
  await page.click('#prev');
  await current(page, 'order.pending').waitFor({ timeout: WAIT_MS });
  t.is(await page.locator('#state').textContent(), 'PENDING');
  t.regex(
    (await page.locator('#viewing').textContent()) ?? '',
    /Entry 2 of 3.*recomputed from the journal \(its machine events folded through transition\(\)\)/,
  );
  t.false(await current(page, 'order.filled.settlementPending').isVisible(), 'the filled state is not the one shown');
  await page.click('#prev');
  await current(page, 'order.working').waitFor({ timeout: WAIT_MS });
  await page.click('#next');
  await current(page, 'order.pending').waitFor({ timeout: WAIT_MS });

  if (process.env.UPDATE_SCREENSHOTS) {
    mkdirSync(fileURLToPath(new URL('../../docs/screenshots/', import.meta.url)), { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
  }
  t.deepEqual(
    seen.urls.filter((u) => !u.startsWith(s.url) && !u.startsWith('data:') && !u.startsWith('blob:')),
    [],
    'nothing fetched from another origin',
  );
  t.false(
    seen.urls.some((u) => u.includes(OPERATOR_TOKEN)),
    'the token is never in a URL',
  );
  t.deepEqual(seen.problems, [], 'no CSP violation or script error');
  await page.close();
});
