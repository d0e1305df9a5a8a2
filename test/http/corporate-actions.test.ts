/**
 * Corporate actions through a real server (slice 1): the operator declares one, every partner
 * in both environments receives corporateaction.declared and lists it; the effective-date durable timer
 * on the service clock marks it EFFECTIVE (a rights issue announces its terms then); bad requests are
 * refused with the error envelope and change nothing.
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';

async function eventsNamed(s: TestServer, base: string, key: string, event: string): Promise<any[]> {
  const res = await s.request('GET', `${base}/events?event=${event}&limit=200`, { key });
  if (res.status !== 200) throw new Error(`events: ${res.status} ${res.text}`);
  return res.body.events;
}

test('a declared rights issue reaches both environments, is listed by symbol and type, and becomes EFFECTIVE on its date with corporateaction.rights_issue', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const sandbox = await s.sandboxPartner();
  const production = await s.productionPartner();

  const declared = await s.operator('POST', '/corporate-actions', {
    type: 'RIGHTS_ISSUE',
    symbol: 'scom.ke',
    effectiveDate: '2026-09-02',
    ratio: '1:4',
    subscriptionPrice: '12.50',
    dividendPerShare: '9.99', // not a rights-issue term: dropped
    description: 'One new share for every four held at KES 12.50',
    unknownField: 'tolerated',
  });
  t.is(declared.status, 201, declared.text);
  t.like(declared.body, {
    type: 'RIGHTS_ISSUE',
    symbol: 'SCOM.KE',
    exchange: 'NSE',
    status: 'DECLARED',
    effectiveDate: '2026-09-02',
    ratio: '1:4',
    subscriptionPrice: 12.5,
    dividendPerShare: null,
    declaredAt: '2026-09-01T09:00:00.000Z',
    effectiveAt: null,
  });
  const id = declared.body.corporateActionId;
  t.regex(id, /^ca/);

  const [inSandbox] = await eventsNamed(s, SANDBOX, sandbox.apiKey, 'corporateaction.declared');
  const [inProduction] = await eventsNamed(s, PRODUCTION, production.apiKey, 'corporateaction.declared');
  t.like(inSandbox, { isSandbox: true, data: { corporateActionId: id, type: 'RIGHTS_ISSUE', symbol: 'SCOM.KE', ratio: '1:4' } });
  t.like(inProduction, { data: { corporateActionId: id, status: 'DECLARED' } });

  for (const [base, key] of [
    [SANDBOX, sandbox.apiKey],
    [PRODUCTION, production.apiKey],
  ] as const) {
    const bySymbol = await s.request('GET', `${base}/corporate-actions?symbol=SCOM.KE&type=rights_issue`, { key });
    t.is(bySymbol.status, 200);
    // The partner's list also carries the catalogue's history (none for SCOM.KE rights issues), each row marked.
    t.deepEqual(bySymbol.body.corporateActions, [{ ...declared.body, historical: false }]);
    const other = await s.request('GET', `${base}/corporate-actions?symbol=IAM.MA`, { key });
    t.deepEqual(
      other.body.corporateActions.filter((a: any) => !a.historical),
      [],
    );
  }
  t.deepEqual((await s.operator('GET', '/corporate-actions?symbol=SCOM.KE')).body.corporateActions, [declared.body]);
  t.deepEqual(await eventsNamed(s, SANDBOX, sandbox.apiKey, 'corporateaction.rights_issue'), []);

  // 15 hours later it is 2026-09-02T00:00Z: the effective-date timer fires.
  t.is((await s.operator('POST', '/clock/advance', { seconds: 15 * 3600 })).status, 200);
  const after = await s.request('GET', `${SANDBOX}/corporate-actions?type=RIGHTS_ISSUE`, { key: sandbox.apiKey });
  const declaredOnly = after.body.corporateActions.filter((a: any) => !a.historical);
  t.like(declaredOnly[0], { corporateActionId: id, status: 'EFFECTIVE', effectiveAt: '2026-09-02T00:00:00.000Z' });
  for (const [base, key] of [
    [SANDBOX, sandbox.apiKey],
    [PRODUCTION, production.apiKey],
  ] as const) {
    const [rights] = await eventsNamed(s, base, key, 'corporateaction.rights_issue');
    t.like(rights, { data: { corporateActionId: id, symbol: 'SCOM.KE', ratio: '1:4', subscriptionPrice: 12.5, status: 'EFFECTIVE' } });
  }
});

test('a dividend takes the instrument currency and its ex-date as effective date; each type keeps only its own terms', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const sandbox = await s.sandboxPartner();
  const dividend = await s.operator('POST', '/corporate-actions', {
    type: 'DIVIDEND',
    symbol: 'SCOM.KE',
    dividendPerShare: '1.25',
    exDate: '2026-09-20',
    payDate: '2026-10-05',
  });
  t.is(dividend.status, 201, dividend.text);
  t.like(dividend.body, { type: 'DIVIDEND', currency: 'KES', effectiveDate: '2026-09-20', exDate: '2026-09-20', payDate: '2026-10-05', ratio: null });
  const split = await s.operator('POST', '/corporate-actions', { type: 'SPLIT', symbol: 'NPN.ZA', ratio: '5:1', effectiveDate: '2026-09-10' });
  t.like(split.body, { type: 'SPLIT', ratio: '5:1', currency: null, exDate: null });
  const change = await s.operator('POST', '/corporate-actions', {
    type: 'SYMBOL_CHANGE',
    symbol: 'EQTY.KE',
    newSymbol: 'EQTYH.KE',
    effectiveDate: '2026-09-15',
  });
  t.like(change.body, { type: 'SYMBOL_CHANGE', newSymbol: 'EQTYH.KE' });
  const dividends = await s.request('GET', `${SANDBOX}/corporate-actions?type=DIVIDEND&symbol=SCOM.KE`, { key: sandbox.apiKey });
  // The catalogue's paid SCOM.KE dividends come first, marked historical, then the declared one.
  const listed = dividends.body.corporateActions as any[];
  t.deepEqual(
    listed.filter((a) => !a.historical).map((a) => a.corporateActionId),
    [dividend.body.corporateActionId],
  );
  t.true(listed.filter((a) => a.historical).every((a) => a.status === 'PAID' && a.type === 'DIVIDEND' && a.symbol === 'SCOM.KE'));
  t.is(listed.at(-1).corporateActionId, dividend.body.corporateActionId);
  const page = await s.operator('GET', '/corporate-actions?limit=2');
  t.is(page.body.corporateActions.length, 2);
  t.true(page.body.hasMore);
});

test('bad declarations and list queries are refused with the error envelope and change nothing', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const sandbox = await s.sandboxPartner();
  const before = (await s.operator('GET', '/corporate-actions?limit=200')).body.corporateActions;
  const cases: [unknown, number, string][] = [
    [{ type: 'SPLIT', symbol: 'NPN.ZA', effectiveDate: '2026-09-10' }, 400, 'MISSING_PARAM'],
    [{ type: 'SPLIT', symbol: 'NPN.ZA', effectiveDate: '2026-09-10', ratio: '1:5' }, 400, 'VALIDATION_ERROR'],
    [{ type: 'REVERSE_SPLIT', symbol: 'NPN.ZA', effectiveDate: '2026-09-10', ratio: '5:1' }, 400, 'VALIDATION_ERROR'],
    [{ type: 'SPLIT', symbol: 'NPN.ZA', effectiveDate: '2026-09-10', ratio: 5 }, 400, 'INVALID_TYPE'],
    [{ type: 'SPLIT', symbol: 'NPN.ZA', effectiveDate: '2026-02-30', ratio: '2:1' }, 422, 'VALIDATION_ERROR'],
    [{ type: 'SPLIT', symbol: 'NPN.ZA', effectiveDate: '2026-08-31', ratio: '2:1' }, 422, 'VALIDATION_ERROR'],
    [{ type: 'SPLIT', symbol: 'NOPE.KE', effectiveDate: '2026-09-10', ratio: '2:1' }, 404, 'NOT_FOUND'],
    [{ type: 'MERGER', symbol: 'NPN.ZA', effectiveDate: '2026-09-10' }, 400, 'VALIDATION_ERROR'],
    [{ type: 'DIVIDEND', symbol: 'KCB.KE', dividendPerShare: '1.00', exDate: '2026-09-20', payDate: '2026-09-19' }, 422, 'VALIDATION_ERROR'],
    [{ type: 'DIVIDEND', symbol: 'KCB.KE', dividendPerShare: '0', exDate: '2026-09-20', payDate: '2026-09-29' }, 400, 'VALIDATION_ERROR'],
    [{ type: 'DIVIDEND', symbol: 'KCB.KE', dividendPerShare: true, exDate: '2026-09-20', payDate: '2026-09-29' }, 400, 'INVALID_TYPE'],
    [{ type: 'DIVIDEND', symbol: 'KCB.KE', dividendPerShare: 'one', exDate: '2026-09-20', payDate: '2026-09-29' }, 400, 'INVALID_TYPE'],
    [{ type: 'DIVIDEND', symbol: 'KCB.KE', dividendPerShare: 1.1234567, exDate: '2026-09-20', payDate: '2026-09-29' }, 400, 'VALIDATION_ERROR'],
    [{ type: 'SYMBOL_CHANGE', symbol: 'KCB.KE', newSymbol: 'kcb.ke', effectiveDate: '2026-09-20' }, 400, 'VALIDATION_ERROR'],
    [[], 400, 'INVALID_TYPE'],
  ];
  for (const [body, status, code] of cases) {
    const res = await s.operator('POST', '/corporate-actions', body);
    t.is(res.status, status, JSON.stringify(body));
    t.is(res.body?.error?.code, code, JSON.stringify(body));
  }
  t.deepEqual((await s.operator('GET', '/corporate-actions?limit=200')).body.corporateActions, before);
  t.deepEqual(await eventsNamed(s, SANDBOX, sandbox.apiKey, 'corporateaction.declared'), []);
  const badType = await s.request('GET', `${SANDBOX}/corporate-actions?type=MERGER`, { key: sandbox.apiKey });
  t.is(badType.status, 400);
  const badSymbol = await s.request('GET', `${SANDBOX}/corporate-actions?symbol=NOPE.KE`, { key: sandbox.apiKey });
  t.is(badSymbol.status, 404);
  t.is((await s.request('GET', `${SANDBOX}/corporate-actions`)).status, 401);
});
