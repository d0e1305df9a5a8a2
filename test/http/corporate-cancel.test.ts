/**
 * The operator cancels a mistaken corporate-action declaration: before its effective date
 * the action becomes CANCELLED, every partner in both environments receives corporateaction.cancelled,
 * and its date passes without effect (a cancelled dividend fixes no entitlement and pays nothing);
 * once an action is EFFECTIVE (or already CANCELLED) the cancel answers 409, an unknown id 404.
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';
import { declareScomDividend, holdShares } from './corporate-support.ts';
import { ONE_USD_KES, SCOM, setClock, tick, traderOn } from './trading-support.ts';
import { partnerOn } from './users-support.ts';

async function eventsNamed(s: TestServer, base: string, key: string, event: string): Promise<any[]> {
  const res = await s.request('GET', `${base}/events?event=${event}&limit=200`, { key });
  if (res.status !== 200) throw new Error(`events: ${res.status} ${res.text}`);
  return res.body.events;
}

test('a declaration cancelled before its date never takes effect; an effective one cannot be cancelled (409)', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const sandbox = await s.sandboxPartner();
  const production = await s.productionPartner();
  const p = await partnerOn(s, 'sandbox');
  await tick(s, SCOM, ONE_USD_KES);
  const holder = await traderOn(p, 1_000);
  await holdShares(p, holder, SCOM, 10);

  const dividend = await declareScomDividend(s);
  const split = await s.operator('POST', '/corporate-actions', { type: 'SPLIT', symbol: SCOM, ratio: '2:1', effectiveDate: '2026-09-02' });
  t.is(dividend.status, 201, dividend.text);
  t.is(split.status, 201, split.text);
  const id = dividend.body.corporateActionId;

  const cancelled = await s.operator('POST', `/corporate-actions/${id}/cancel`);
  t.is(cancelled.status, 200, cancelled.text);
  t.like(cancelled.body, { corporateActionId: id, status: 'CANCELLED', effectiveAt: null, cancelledAt: '2026-09-01T09:00:00.000Z' });
  for (const [base, key] of [
    [SANDBOX, sandbox.apiKey],
    [PRODUCTION, production.apiKey],
  ] as const) {
    const events = await eventsNamed(s, base, key, 'corporateaction.cancelled');
    t.deepEqual(
      events.map((e) => [e.data.corporateActionId, e.data.status]),
      [[id, 'CANCELLED']],
    );
  }
  const again = await s.operator('POST', `/corporate-actions/${id}/cancel`);
  t.is(again.status, 409, again.text);
  t.is(again.body.error.code, 'CONFLICT');

  await setClock(s, '2026-09-03T09:00:00Z');
  const listed = await s.operator('GET', '/corporate-actions?symbol=SCOM');
  t.deepEqual(
    listed.body.corporateActions.map((a: any) => [a.type, a.status]),
    [
      ['DIVIDEND', 'CANCELLED'],
      ['SPLIT', 'EFFECTIVE'],
    ],
  );
  t.deepEqual(await eventsNamed(s, SANDBOX, sandbox.apiKey, 'dividend.paid'), []);
  t.deepEqual(s.running.service.stores.corporateActions.entitlements(id), []);

  const late = await s.operator('POST', `/corporate-actions/${split.body.corporateActionId}/cancel`);
  t.is(late.status, 409, late.text);
  t.like(late.body.error, { code: 'CONFLICT' });
  const unknown = await s.operator('POST', '/corporate-actions/ca_nope/cancel');
  t.is(unknown.status, 404, unknown.text);
});
