/**
 * The asset-class catalog through a real server: /bonds?country=, /bonds/{id}, /funds?type=,
 * /funds/{id}, /opportunities, /opportunities/{idOrSlug} in both environments with a full key and a
 * data key, clean 404s and 400s, and /instruments?assetClass=BOND|FUND|OPPORTUNITY. Every response is
 * checked against its OpenAPI schema by the helper. The clock starts at 2026-09-01T09:00Z.
 */
import test from 'ava';
import { bonds, funds, opportunities } from '../../storage/catalog/asset-classes.ts';
import { PRODUCTION, SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';
import { issueDataKey } from './market-data-key.ts';
import { assertError } from './shell-support.ts';

let s: TestServer;
let key: string;
let liveKey: string;
let dataKey: string;

test.before(async () => {
  s = await startTestServer();
  key = (await s.sandboxPartner()).apiKey;
  liveKey = (await s.productionPartner()).apiKey;
  dataKey = issueDataKey(s, liveKey);
});
test.after.always(() => s?.close());

const get = (path: string, apiKey = key, base = SANDBOX) => s.request('GET', base + path, { key: apiKey });

test('/bonds lists every seeded bill and bond with its terms; ?country= filters', async (t) => {
  const all = await get('/bonds');
  t.is(all.status, 200, all.text);
  t.is(all.body.count, bonds.length);
  const kes = all.body.bonds.filter((b: any) => b.country === 'KE');
  t.deepEqual(
    kes.filter((b: any) => b.type === 'TREASURY_BILL').map((b: any) => b.id),
    ['KE-TB-91D-2026-12-07', 'KE-TB-182D-2027-03-08', 'KE-TB-364D-2027-09-06'],
  );
  t.true(kes.some((b: any) => b.type === 'INFRASTRUCTURE_BOND'));
  for (const country of ['NG', 'GH', 'ZA', 'EG'])
    t.true(
      all.body.bonds.some((b: any) => b.country === country),
      country,
    );
  const ng = await get('/bonds?country=ng');
  t.is(ng.status, 200);
  t.true(ng.body.count >= 2);
  t.true(ng.body.bonds.every((b: any) => b.country === 'NG'));
  t.deepEqual(new Set(ng.body.bonds.map((b: any) => b.type)), new Set(['TREASURY_BOND', 'TREASURY_BILL']));
  t.is((await get('/bonds?country=US')).body.count, 0);
  assertError(t, await get('/bonds?country=Kenya'), 400, 'VALIDATION_ERROR');
});

test('/bonds/{id} answers the terms exactly; an unknown id is 404 NOT_FOUND', async (t) => {
  const res = await get('/bonds/KE-IFB1-2023-017');
  t.is(res.status, 200, res.text);
  t.like(res.body, {
    id: 'KE-IFB1-2023-017',
    assetClass: 'BOND',
    country: 'KE',
    currency: 'KES',
    type: 'INFRASTRUCTURE_BOND',
    couponRate: 14.399,
    couponFrequency: 2,
    issueDate: '2023-02-27',
    maturityDate: '2040-02-06',
    minimumInvestment: 500,
    yield: 13.95,
    price: 102.65,
    status: 'ACTIVE',
  });
  const bill = await get('/bonds/KE-TB-91D-2026-12-07');
  t.like(bill.body, { couponRate: 0, couponFrequency: 0, price: 98.04 });
  assertError(t, await get('/bonds/NOPE'), 404, 'NOT_FOUND');
});

test('/funds lists NAV with as-of, type, return, minimum, window and policy; ?type= filters', async (t) => {
  const all = await get('/funds');
  t.is(all.status, 200, all.text);
  t.is(all.body.count, funds.length);
  const mmf = await get('/funds?type=mmf');
  t.true(mmf.body.count >= 2);
  t.true(mmf.body.funds.every((f: any) => f.type === 'MMF'));
  t.deepEqual(new Set(mmf.body.funds.map((f: any) => f.distributionPolicy)), new Set(['ACCUMULATE', 'DISTRIBUTE']));
  const one = await get('/funds/FUND-KE-CIC-MMF-USD');
  t.like(one.body, {
    nav: 1,
    navAsOf: '2026-08-31',
    annualisedReturn: 6.15,
    minimumInvestment: 10,
    subscriptionWindow: 'OPEN',
    distributionPolicy: 'ACCUMULATE',
  });
  t.is((await get('/funds/FUND-GH-DATABANK-INCOME')).body.subscriptionWindow, 'CLOSED');
  assertError(t, await get('/funds?type=HEDGE'), 400, 'VALIDATION_ERROR');
  assertError(t, await get('/funds/FUND-NOPE'), 404, 'NOT_FOUND');
});

test('/opportunities lists private credit and pre-IPO; details resolve by id or slug', async (t) => {
  const all = await get('/opportunities');
  t.is(all.status, 200, all.text);
  t.is(all.body.count, opportunities.length);
  t.deepEqual(new Set(all.body.opportunities.map((o: any) => o.type)), new Set(['PRIVATE_CREDIT', 'PRE_IPO']));
  const byId = await get('/opportunities/OPP-KE-SME-CREDIT-2026');
  const bySlug = await get('/opportunities/nairobi-sme-trade-finance-2026');
  t.is(byId.status, 200);
  t.deepEqual(bySlug.body, byId.body);
  t.like(byId.body, { minimumTicket: 1000, targetReturn: 14, raiseTarget: 2_000_000, amountRaised: 1_995_000, closeDate: '2026-09-04', status: 'OPEN' });
  assertError(t, await get('/opportunities/no-such-slug'), 404, 'NOT_FOUND');
});

test('production answers the same catalog; the data key reads every asset-class route', async (t) => {
  for (const path of [
    '/bonds',
    '/bonds/ZA-R2035',
    '/funds?type=MMF',
    '/funds/FUND-NG-STANBIC-MMF-USD',
    '/opportunities',
    '/opportunities/cairo-payments-pre-ipo',
  ]) {
    const live = await get(path, liveKey, PRODUCTION);
    t.is(live.status, 200, `${path}: ${live.text}`);
    t.deepEqual((await get(path, dataKey, PRODUCTION)).body, live.body, path);
    t.deepEqual((await get(path)).body, live.body, `${path} sandbox`);
  }
  assertError(t, await get('/bonds/NOPE', dataKey, PRODUCTION), 404, 'NOT_FOUND');
});

test('/instruments?assetClass= lists bonds, funds and opportunities with tradable and order constraints', async (t) => {
  for (const [assetClass, count] of [
    ['BOND', bonds.length],
    ['FUND', funds.length],
    ['OPPORTUNITY', opportunities.length],
  ] as const) {
    for (const [apiKey, base] of [
      [key, SANDBOX],
      [liveKey, PRODUCTION],
    ] as const) {
      const res = await get(`/instruments?assetClass=${assetClass.toLowerCase()}`, apiKey, base);
      t.is(res.status, 200, res.text);
      t.is(res.body.count, count);
      t.true(res.body.instruments.every((i: any) => i.assetClass === assetClass && typeof i.tradable === 'boolean' && typeof i.minimumInvestment === 'number'));
    }
  }
  const page = await get('/instruments?assetClass=BOND&limit=4');
  t.is(page.body.count, 4);
  t.true(page.body.hasMore);
  const rest = await get(`/instruments?assetClass=BOND&limit=50&cursor=${encodeURIComponent(page.body.nextCursor)}`);
  t.is(rest.body.count, bonds.length - 4);
  t.is(new Set([...page.body.instruments, ...rest.body.instruments].map((i: any) => i.symbol)).size, bonds.length);
  const closedFunds = await get('/instruments?assetClass=FUND&status=CLOSED');
  t.deepEqual(
    closedFunds.body.instruments.map((i: any) => i.symbol),
    ['FUND-GH-DATABANK-INCOME'],
  );
  t.is((await get('/instruments?assetClass=BOND&exchange=NSE')).body.count, 0, 'no asset-class instrument trades on an exchange');
  t.true((await get('/instruments?assetClass=EQUITY')).body.instruments.every((i: any) => i.minimumInvestment === undefined));
});
