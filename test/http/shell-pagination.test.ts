/**
 * The pagination helper through a real server, on the operator's GET /applications and the partner's
 * GET {base}/audit: clamped limits, typed limits, complete and disjoint pages, and cursors bound to the
 * credential and the list that issued them. Serial: applications are a global list.
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { assertError, reRegister } from './shell-support.ts';

let s: TestServer;
const APPLICATIONS = 205;
test.before(async () => {
  s = await startTestServer();
  // Concurrent applies share group commits, so 205 of them take a fraction of a second.
  for (let batch = 0; batch < APPLICATIONS; batch += 50) {
    const n = Math.min(50, APPLICATIONS - batch);
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        s.request('POST', `${PRODUCTION}/apply`, {
          body: {
            businessName: `Paged ${batch + i}`,
            email: `paged-${batch + i}@example.com`,
            useCase: 'paging',
            termsAccepted: true,
            consentVersion: '2026-01',
          },
        }),
      ),
    );
    if (answers.some((a) => a.status !== 202)) throw new Error('apply failed');
  }
});
test.after.always(() => s?.close());

type Page = { status: number; items: { id: string | number }[]; count: number; hasMore: boolean; nextCursor: string | null };

async function applicationsPage(query: string): Promise<Page> {
  const res = await s.operator('GET', `/applications?${query}`);
  return { status: res.status, items: res.body.applications, count: res.body.count, hasMore: res.body.hasMore, nextCursor: res.body.nextCursor };
}

async function auditPage(key: string, query: string, base = SANDBOX): Promise<Page> {
  const res = await s.request('GET', `${base}/audit?${query}`, { key });
  if (res.status !== 200) throw new Error(`audit failed: ${res.status} ${res.text}`);
  return { status: res.status, items: res.body.entries, count: res.body.count, hasMore: res.body.hasMore, nextCursor: res.body.nextCursor };
}

/** A sandbox partner with `topups` journaled top-ups after its registration. */
async function partnerWithHistory(topups: number): Promise<{ apiKey: string; sub: string; email: string }> {
  const partner = await s.sandboxPartner();
  for (let i = 0; i < topups; i += 1) {
    const res = await s.request('POST', `${SANDBOX}/topup`, { key: partner.apiKey, idempotencyKey: uniqueKey(), body: { amount: 1 } });
    if (res.status !== 201) throw new Error(`topup failed: ${res.status}`);
  }
  return partner;
}

test.serial('a limit above the maximum is clamped to 200', async (t) => {
  const page = await applicationsPage('limit=100000');
  t.is(page.status, 200);
  t.is(page.count, 200);
  t.is(page.items.length, 200);
  t.true(page.hasMore);
  t.is(typeof page.nextCursor, 'string');
  const defaultPage = await applicationsPage('');
  t.is(defaultPage.count, 50, 'the default limit applies when none is given');
});

test.serial('a limit below 1 is clamped to 1', async (t) => {
  t.is((await applicationsPage('limit=0')).count, 1);
  t.is((await applicationsPage('limit=-7')).count, 1);
});

test.serial('a non-integer limit answers 400 INVALID_TYPE', async (t) => {
  for (const limit of ['abc', '2.5', '1e3', '', '10abc']) {
    const res = await s.operator('GET', `/applications?limit=${limit}`);
    assertError(t, res, 400, 'INVALID_TYPE');
    t.is(res.body.error.param, 'limit');
  }
  const { apiKey } = await s.sandboxPartner();
  assertError(t, await s.request('GET', `${SANDBOX}/audit?limit=ten`, { key: apiKey }), 400, 'INVALID_TYPE');
});

test.serial('walking the applications page by page visits every one exactly once and ends with nextCursor null', async (t) => {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page = await applicationsPage(`limit=60${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    t.is(page.status, 200);
    t.is(page.count, page.items.length);
    t.is(page.hasMore, page.nextCursor !== null);
    seen.push(...page.items.map((a) => String(a.id)));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  t.is(pages, Math.ceil(APPLICATIONS / 60));
  t.is(seen.length, APPLICATIONS);
  t.is(new Set(seen).size, APPLICATIONS, 'no duplicates');
  const all = [
    ...(await applicationsPage('limit=200')).items,
    ...(await applicationsPage(`limit=200&cursor=${encodeURIComponent((await applicationsPage('limit=200')).nextCursor!)}`)).items,
  ];
  t.deepEqual(
    seen,
    all.map((a) => String(a.id)),
    'no gaps: the same order as two large pages',
  );
});

test.serial('an exactly full last page has hasMore false and nextCursor null', async (t) => {
  const first = await applicationsPage('limit=200');
  const rest = await applicationsPage(`limit=5&cursor=${encodeURIComponent(first.nextCursor!)}`);
  t.is(rest.count, APPLICATIONS - 200);
  t.false(rest.hasMore);
  t.is(rest.nextCursor, null);
});

test.serial('the audit pages newest first without duplicates or gaps', async (t) => {
  const { apiKey } = await partnerWithHistory(7);
  const whole = await auditPage(apiKey, 'limit=200');
  // Seven top-ups (the creating registration is journaled before the partner exists, so may not be listed).
  t.true(whole.count >= 7 && whole.count <= 8, `count ${whole.count}`);
  t.false(whole.hasMore);
  t.is(whole.nextCursor, null);
  const ids = whole.items.map((e) => Number(e.id));
  t.deepEqual(
    ids,
    [...ids].sort((a, b) => b - a),
    'newest first',
  );
  const walked: number[] = [];
  const counts: number[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await auditPage(apiKey, `limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    counts.push(page.count);
    walked.push(...page.items.map((e) => Number(e.id)));
    cursor = page.nextCursor;
  } while (cursor);
  t.deepEqual(counts, whole.count === 8 ? [3, 3, 2] : [3, 3, 1]);
  t.deepEqual(walked, ids);
});

test.serial('a cursor issued to partner A is refused for partner B with 400 VALIDATION_ERROR', async (t) => {
  const a = await partnerWithHistory(3);
  const b = await partnerWithHistory(3);
  const page = await auditPage(a.apiKey, 'limit=2');
  t.truthy(page.nextCursor);
  const res = await s.request('GET', `${SANDBOX}/audit?limit=2&cursor=${encodeURIComponent(page.nextCursor!)}`, { key: b.apiKey });
  assertError(t, res, 400, 'VALIDATION_ERROR');
  t.is(res.body.error.param, 'cursor');
  t.is((await s.request('GET', `${SANDBOX}/audit?limit=2&cursor=${encodeURIComponent(page.nextCursor!)}`, { key: a.apiKey })).status, 200);
});

test.serial('a cursor is bound to its list: an operator cursor is refused on another operator list', async (t) => {
  const page = await applicationsPage('limit=2');
  assertError(t, await s.operator('GET', `/partners?cursor=${encodeURIComponent(page.nextCursor!)}`), 400, 'VALIDATION_ERROR');
});

test.serial('a tampered or invented cursor is refused with 400 VALIDATION_ERROR', async (t) => {
  const { apiKey } = await partnerWithHistory(3);
  const { nextCursor } = await auditPage(apiKey, 'limit=1');
  const [data, mac] = nextCursor!.split('.');
  const decoded = JSON.parse(Buffer.from(data!, 'base64url').toString('utf8')) as { k: string };
  const forgedData = Buffer.from(JSON.stringify({ ...decoded, k: '999999' })).toString('base64url');
  const flipped = `${data}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`;
  for (const bad of [`${forgedData}.${mac}`, flipped, 'garbage', 'a.b.c', '.', Buffer.from('{"k":"1"}').toString('base64url')]) {
    const res = await s.request('GET', `${SANDBOX}/audit?cursor=${encodeURIComponent(bad)}`, { key: apiKey });
    assertError(t, res, 400, 'VALIDATION_ERROR');
    t.is(res.body.error.param, 'cursor');
  }
});

test.serial('a cursor issued before a key rotation is refused after it', async (t) => {
  const { sub, email, apiKey: oldKey } = await partnerWithHistory(3);
  const { nextCursor } = await auditPage(oldKey, 'limit=2');
  const newKey = await reRegister(s, sub, email);
  const res = await s.request('GET', `${SANDBOX}/audit?limit=2&cursor=${encodeURIComponent(nextCursor!)}`, { key: newKey });
  assertError(t, res, 400, 'VALIDATION_ERROR');
  const fresh = await auditPage(newKey, 'limit=2');
  t.is(fresh.count, 2);
  t.is(fresh.items[0]!.id, (await auditPage(newKey, 'limit=200')).items[0]!.id, 'the new key pages the same history from the start');
  t.is((await s.request('GET', `${SANDBOX}/audit?limit=2&cursor=${encodeURIComponent(fresh.nextCursor!)}`, { key: newKey })).status, 200);
});

test.serial('a sandbox cursor is refused on the production base of the same identity', async (t) => {
  const sub = uniqueKey('sub');
  const live = await s.productionPartner(sub, `${sub}@example.com`);
  const sandbox = await s.sandboxPartner(sub, `${sub}@example.com`);
  for (const amount of [1, 2]) await s.request('POST', `${SANDBOX}/topup`, { key: sandbox.apiKey, idempotencyKey: uniqueKey(), body: { amount } });
  const { nextCursor } = await auditPage(sandbox.apiKey, 'limit=1');
  t.truthy(nextCursor);
  assertError(t, await s.request('GET', `${PRODUCTION}/audit?cursor=${encodeURIComponent(nextCursor!)}`, { key: live.apiKey }), 400, 'VALIDATION_ERROR');
});
