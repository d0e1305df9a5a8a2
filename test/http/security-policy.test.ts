/**
 * The partner's own security policy through a real server, in both environments: GET shows
 * the policy, the operator's flags and the effective controls; tightening applies at once; loosening
 * waits for a second member; the IP allowlist binds API keys (IPv4 and IPv6 loopback) but not portal
 * sessions; MFA, when required, refuses a privileged session whose ID token lacks `amr: mfa`.
 */
import test from 'ava';
import { startTestServer } from '../helpers/server.ts';
import { ENVIRONMENTS, orgIn } from './security-support.ts';
import { assertError, partnerIdByEmail } from './shell-support.ts';

const CERT = { 'x-client-cert-verified': 'success' };

for (const env of ENVIRONMENTS) {
  test(`${env}: GET /security shows the defaults, and an operator flag appears as operator and effective, not as the partner's`, async (t) => {
    const s = await startTestServer();
    t.teardown(() => s.close());
    const org = await orgIn(s, env);
    const fresh = await org.get('/security');
    t.is(fresh.status, 200, fresh.text);
    t.like(fresh.body, {
      environment: env,
      policy: { scopedKeysRequired: false, signedRequestsRequired: false, mtlsRequired: false, mfaRequired: false, ipAllowlist: [] },
      effective: { mtlsRequired: false, ipAllowlist: [] },
      clientIp: '127.0.0.1',
      updatedAt: null,
    });
    t.deepEqual(fresh.body.policy.approvals, {
      payoutsAbove: null,
      keyRotation: false,
      keyRevocation: false,
      webhookDeletion: false,
      settingsChanges: false,
      expiresInSeconds: 86400,
    });
    const partnerId = await partnerIdByEmail(s, org.email, env);
    t.is((await s.operator('PATCH', `/partners/${partnerId}`, { signedRequestsRequired: true })).status, 200);
    const flagged = await org.get('/security');
    t.is(flagged.body.policy.signedRequestsRequired, false);
    t.is(flagged.body.operator.signedRequestsRequired, true);
    t.is(flagged.body.effective.signedRequestsRequired, true);
  });

  test(`${env}: tightening applies at once (mTLS required refuses the next write), loosening waits for a second member`, async (t) => {
    const s = await startTestServer();
    t.teardown(() => s.close());
    const org = await orgIn(s, env);
    const tightened = await org.send('PATCH', '/security', { mtlsRequired: true, approvals: { settingsChanges: false } });
    t.is(tightened.status, 200, tightened.text);
    t.is(tightened.body.effective.mtlsRequired, true);
    t.is(tightened.body.updatedAt, '2026-09-01T09:00:00.000Z');
    const refused = await org.send('PATCH', '/settings', { notificationEmail: 'ops@example.com' });
    assertError(t, refused, 403, 'FORBIDDEN');
    t.is(refused.body.error.requiredControl, 'mtls');
    t.is((await org.send('PATCH', '/settings', { notificationEmail: 'ops@example.com' }, org.apiKey, CERT)).status, 200);

    const loosen = await org.send('PATCH', '/security', { mtlsRequired: false }, org.apiKey, CERT);
    t.is(loosen.status, 202, loosen.text);
    t.like(loosen.body, { action: 'security.loosen', status: 'PENDING', requester: { kind: 'apiKey' }, summary: { loosens: ['mtlsRequired'] } });
    t.deepEqual(loosen.body.body, { patch: { mtlsRequired: false } });
    t.is((await org.get('/security')).body.policy.mtlsRequired, true, 'nothing loosened before the approval');

    const session = await org.session();
    const approved = await org.send('POST', `/approvals/${loosen.body.approvalId}/approve`, undefined, session, CERT);
    t.is(approved.status, 200, approved.text);
    t.is(approved.body.approval.status, 'EXECUTED');
    t.is(approved.body.approval.decidedBy, org.sub);
    t.is(approved.body.result.policy.mtlsRequired, false);
    t.is((await org.send('PATCH', '/settings', { notificationEmail: 'ops2@example.com' })).status, 200, 'mTLS no longer required');
  });

  test(`${env}: an IPv4 allowlist admits the loopback key, refuses it once the list leaves it out, and never binds a portal session`, async (t) => {
    const s = await startTestServer();
    t.teardown(() => s.close());
    const org = await orgIn(s, env);
    const hit = await org.send('PATCH', '/security', { ipAllowlist: ['127.0.0.0/8', '10.0.0.7'] });
    t.is(hit.status, 200, hit.text);
    t.deepEqual(hit.body.policy.ipAllowlist, ['127.0.0.0/8', '10.0.0.7/32']);
    t.is((await org.get('/account')).status, 200, 'an allowlisted address passes');

    const lockout = await org.send('PATCH', '/security', { ipAllowlist: ['127.0.0.0/8', '10.0.0.7'].slice(1) });
    assertError(t, lockout, 400, 'VALIDATION_ERROR');
    t.is(lockout.body.error.clientIp, '127.0.0.1', 'a key cannot lock itself out');

    const session = await org.session();
    const narrowed = await org.send('PATCH', '/security', { ipAllowlist: ['127.0.0.2/32'] }, session);
    t.is(narrowed.status, 200, `a narrower list tightens and applies at once: ${narrowed.text}`);
    const miss = await org.get('/account');
    assertError(t, miss, 403, 'FORBIDDEN');
    t.like(miss.body.error, { requiredControl: 'ip_allowlist', clientIp: '127.0.0.1' });
    t.is((await org.get('/account', session)).status, 200, 'a portal session is not bound by the API-key allowlist');

    const widened = await org.send('PATCH', '/security', { ipAllowlist: [] }, session);
    t.is(widened.status, 202, 'removing the allowlist loosens: it waits for an approval');
    assertError(t, await org.get('/account'), 403, 'FORBIDDEN');
  });

  test(`${env}: MFA required refuses an owner's session without amr mfa and accepts one with it`, async (t) => {
    const s = await startTestServer();
    t.teardown(() => s.close());
    const org = await orgIn(s, env);
    t.truthy(await org.session([]), 'without the policy a session needs no second factor');
    t.is((await org.send('PATCH', '/security', { mfaRequired: true })).status, 200);
    const token = await s.idToken({ sub: org.sub, email: org.email, amr: ['pwd'] });
    const refused = await s.request('POST', `${org.base}/session`, { key: token });
    assertError(t, refused, 403, 'FORBIDDEN');
    t.is(refused.body.error.requiredControl, 'mfa');
    const bare = await s.request('POST', `${org.base}/session`, { key: await s.idToken({ sub: org.sub, email: org.email }) });
    assertError(t, bare, 403, 'FORBIDDEN');
    const accepted = await s.request('POST', `${org.base}/session`, { key: await s.idToken({ sub: org.sub, email: org.email, amr: ['pwd', 'mfa'] }) });
    t.is(accepted.status, 201, accepted.text);
    t.is(accepted.body.member.role, 'owner');
  });

  test(`${env}: a malformed allowlist or a wrong type is 400 and changes nothing`, async (t) => {
    const s = await startTestServer();
    t.teardown(() => s.close());
    const org = await orgIn(s, env);
    for (const body of [
      { ipAllowlist: ['10.0.0.0/33'] },
      { ipAllowlist: ['not-an-ip'] },
      { ipAllowlist: '10.0.0.0/8' },
      { mfaRequired: 'yes' },
      { approvals: { expiresInSeconds: 10 } },
    ]) {
      const res = await org.send('PATCH', '/security', body);
      t.is(res.status, 400, JSON.stringify(body));
    }
    const after = await org.get('/security');
    t.deepEqual(after.body.policy.ipAllowlist, []);
    t.is(after.body.updatedAt, null);
  });
}

test('an IPv6 allowlist admits ::1 and refuses it once narrowed to another block (server bound to ::1)', async (t) => {
  const s = await startTestServer({ HOST: '::1' });
  t.teardown(() => s.close());
  const org = await orgIn(s, 'sandbox');
  t.is((await org.get('/security')).body.clientIp, '::1');
  const hit = await org.send('PATCH', '/security', { ipAllowlist: ['::1', '2001:db8::/32'] });
  t.is(hit.status, 200, hit.text);
  t.deepEqual(hit.body.policy.ipAllowlist, ['::1/128', '2001:db8::/32']);
  t.is((await org.get('/account')).status, 200);
  const session = await org.session();
  t.is((await org.send('PATCH', '/security', { ipAllowlist: ['2001:db8::/48'] }, session)).status, 200);
  const miss = await org.get('/account');
  assertError(t, miss, 403, 'FORBIDDEN');
  t.is(miss.body.error.clientIp, '::1');
});
