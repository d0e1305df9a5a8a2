/**
 * The operator's KYC override through a real server, in both environments: the sub-account's
 * KYC changes as if the partner had asserted it, the partner is told by `kyc.updated` with
 * `overriddenByAdmin: true` (its own assertions say false), a production sub-account may trade after an
 * override to VERIFIED, and bad overrides change nothing.
 */
import test from 'ava';
import { servedPaths } from '../helpers/openapi-refs.ts';
import { ADMIN, uniqueKey } from '../helpers/server.ts';
import { createUser, deskOn, ENVS, eventsOf, marketOrder, refused, SCOM, tick } from './trading-support.ts';

for (const env of ENVS) {
  test(`${env}: an override sets KYC and fires kyc.updated with overriddenByAdmin true; the partner's own assertion says false`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const user = (await createUser(p)).userId as string;
    const own = await p.post(`/users/${user}/kyc`, { status: 'REJECTED', level: 'NONE', reference: 'partner-1', reasonCode: 'DOC_BLURRY', reason: 'blurry' });
    t.is(own.status, 200, own.text);

    const override = await s.operator('POST', `/sub-accounts/${user}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'ops-override-1' });
    t.is(override.status, 200, override.text);
    t.like(override.body, { subAccountId: user, kycStatus: 'VERIFIED', kycLevel: 'FULL', kyc: { status: 'VERIFIED', reference: 'ops-override-1' } });
    t.like((await p.get(`/users/${user}`)).body, { kycStatus: 'VERIFIED', kycLevel: 'FULL' });

    const updates = eventsOf(p, ['kyc.updated']);
    t.deepEqual(
      updates.map((e) => [e.data.kycStatus, e.data.overriddenByAdmin, e.data.reference]),
      [
        ['REJECTED', false, 'partner-1'],
        ['VERIFIED', true, 'ops-override-1'],
      ],
    );
    t.is(updates[1]!.data.subAccountId, user);
    t.is(updates[1]!.isSandbox, env === 'sandbox' ? true : undefined);
  });
}

test('production: an override to VERIFIED lets the sub-account trade; to REJECTED stops it', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  await tick(s, SCOM, 28.5);
  const user = (await createUser(p)).userId as string;
  const funded = await p.post(`/users/${user}/deposit`, { amount: 50 });
  t.is(funded.status, 200, funded.text);
  const before = await marketOrder(p, user, SCOM, 'BUY', { quantity: 1 });
  t.is(before.status, 403, before.text);
  t.is(before.body.error.code, 'KYC_REQUIRED');
  await s.operator('POST', `/sub-accounts/${user}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'ops-2' });
  const after = await marketOrder(p, user, SCOM, 'BUY', { quantity: 1 });
  t.true(after.status === 201 || after.status === 202, after.text);
  await s.operator('POST', `/sub-accounts/${user}/kyc`, { status: 'REJECTED', level: 'NONE', reference: 'ops-3', reason: 'sanctions hit' });
  const rejected = await marketOrder(p, user, SCOM, 'BUY', { quantity: 1 });
  t.is(rejected.status, 403, rejected.text);
  t.is(rejected.body.error.code, 'KYC_REQUIRED');
});

test('bad overrides are refused and change nothing: unknown sub-account, inconsistent level, wrong types, closed account, no operator token', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const user = (await createUser(p)).userId as string;
  await refused(t, s, () => s.operator('POST', '/sub-accounts/sub_nope/kyc', { status: 'VERIFIED', level: 'FULL', reference: 'r' }), 404, 'NOT_FOUND');
  await refused(t, s, () => s.operator('POST', `/sub-accounts/${user}/kyc`, { status: 'VERIFIED', level: 'NONE', reference: 'r' }), 400, 'VALIDATION_ERROR');
  await refused(t, s, () => s.operator('POST', `/sub-accounts/${user}/kyc`, { status: 'MAYBE', level: 'FULL', reference: 'r' }), 400, 'VALIDATION_ERROR');
  await refused(t, s, () => s.operator('POST', `/sub-accounts/${user}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 7 }), 400, 'INVALID_TYPE');
  await refused(
    t,
    s,
    () => s.request('POST', `${ADMIN}/sub-accounts/${user}/kyc`, { body: { status: 'VERIFIED', level: 'FULL', reference: 'r' }, idempotencyKey: uniqueKey() }),
    401,
    'AUTH_MISSING',
  );
  const closed = await p.del(`/users/${user}`);
  t.is(closed.status, 200, closed.text);
  await refused(t, s, () => s.operator('POST', `/sub-accounts/${user}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'r' }), 409, 'CONFLICT');
  t.deepEqual(eventsOf(p, ['kyc.updated']), []);
});

test('the KYC override and governance operator routes are in the operator OpenAPI document, not the partner one; the new events are in its webhooks', async (t) => {
  const { s } = await deskOn(t, 'sandbox');
  const operator = { paths: servedPaths((await s.operator('GET', '/openapi.json')).body) };
  const partnerDoc = (await s.request('GET', '/api/v1/partner/openapi.json')).body as {
    paths: Record<string, Record<string, unknown>>;
    webhooks: Record<string, unknown>;
  };
  const partner = { paths: servedPaths(partnerDoc), webhooks: partnerDoc.webhooks };
  const operatorPaths = {
    '/api/admin/v1/support/cases': ['get'],
    '/api/admin/v1/support/cases/{caseId}/messages': ['post'],
    '/api/admin/v1/support/cases/{caseId}': ['patch'],
    '/api/admin/v1/governance/meetings': ['post'],
    '/api/admin/v1/sub-accounts/{subAccountId}/kyc': ['post'],
  };
  for (const [path, methods] of Object.entries(operatorPaths)) {
    t.deepEqual(
      Object.keys(operator.paths[path] ?? {}).filter((m) => methods.includes(m)),
      methods,
      path,
    );
    t.false(path in partner.paths, path);
  }
  for (const path of [
    '/support/cases',
    '/support/cases/{caseId}/messages',
    '/governance/meetings',
    '/governance/elections/{electionId}',
    '/users/{userId}/votes',
  ]) {
    t.true(`/api/v1/partner${path}` in partner.paths, path);
  }
  for (const event of ['support.case_answered', 'support.case_updated', 'governance.meeting_announced', 'governance.results_published']) {
    t.true(event in partner.webhooks, event);
  }
  const subscribed = await s.request('POST', '/api/sandbox/v1/partner/webhooks', {
    key: (await s.sandboxPartner()).apiKey,
    idempotencyKey: uniqueKey(),
    body: { url: 'https://example.com/hook', events: ['support.case_answered', 'governance.results_published'] },
  });
  t.is(subscribed.status, 201, subscribed.text);
});
