/**
 * Team properties. Pure: a session's effective permissions never exceed its role's, a suspended
 * organisation allows nothing, production never resets, and every route of the router needs a known
 * permission. Through the real server: any sequence of invitations, role changes and removals by the
 * owner keeps at least one active owner, and each answer is the one a simple model of the team predicts.
 */
import test from 'ava';
import fc from 'fast-check';
import { effectivePermissions } from '../../engine/team/access.ts';
import { MEMBER_ROLES, PERMISSIONS, permissionsOf } from '../../engine/team/roles.ts';
import { allRoutes } from '../../http/routes/index.ts';
import { requiredPermission } from '../../http/scopes.ts';
import { startTestServer, uniqueKey } from '../helpers/server.ts';
import { call, invite, orgOn } from '../http/team-support.ts';

const role = fc.constantFrom(...MEMBER_ROLES);
const env = fc.constantFrom('sandbox' as const, 'production' as const);
const org = fc.record({ status: fc.constantFrom('active' as const, 'suspended' as const), testToolsOnProduction: fc.boolean() });

test('effective permissions are within the role, empty when suspended, and never a production reset', (t) => {
  fc.assert(
    fc.property(role, env, org, (r, e, o) => {
      const effective = effectivePermissions(r, e, o);
      const own = permissionsOf(r);
      if (!effective.every((p) => own.includes(p))) return false;
      if (o.status === 'suspended' && effective.length > 0) return false;
      if (e === 'production' && effective.includes('sandbox.reset')) return false;
      const tools = effective.includes('sandbox.tools');
      return tools === (own.includes('sandbox.tools') && o.status === 'active' && (e === 'sandbox' || o.testToolsOnProduction));
    }),
    { numRuns: 300 },
  );
  t.pass();
});

test('every API-key route of the router needs one of the named permissions, and every GET outside the strict-read families (keys, reports, audit, sessions, test tools) needs only read', (t) => {
  const strictReads = /^\/(api-keys|report|reports|audit|sessions|test-tools|sandbox)(\/|$)/;
  for (const spec of allRoutes.filter((r) => r.auth === 'apiKey')) {
    const permission = requiredPermission(spec);
    t.true((PERMISSIONS as readonly string[]).includes(permission), `${spec.method} ${spec.path}`);
    if (spec.method === 'GET' && !strictReads.test(spec.path)) t.is(permission, 'read', `${spec.method} ${spec.path}`);
  }
});

type Op = { kind: 'invite'; role: string } | { kind: 'role'; target: number; role: string } | { kind: 'remove'; target: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('invite' as const), role }),
  fc.record({ kind: fc.constant('role' as const), target: fc.nat(5), role }),
  fc.record({ kind: fc.constant('remove' as const), target: fc.nat(5) }),
);

interface ModelMember {
  id: string;
  role: string;
  /** Invitees never join here: only the founder is ACTIVE, and only ACTIVE owners keep the organisation. */
  status: 'INVITED' | 'ACTIVE' | 'REMOVED';
}

test('any sequence of team changes by the owner keeps an active owner, and every answer matches the model', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
      const o = await orgOn(s, 'sandbox');
      const members: ModelMember[] = [{ id: o.owner.memberId, role: 'owner', status: 'ACTIVE' }];
      const activeOwners = () => members.filter((m) => m.status === 'ACTIVE' && m.role === 'owner').length;
      for (const step of ops) {
        // The owner acts; once the owner is demoted or removed the sequence stops (its session no longer manages).
        const owner = members[0]!;
        if (owner.status === 'REMOVED' || owner.role !== 'owner') break;
        if (step.kind === 'invite') {
          const res = await invite(o, o.owner.token, `${uniqueKey('m')}@example.com`, step.role);
          t.is(res.status, 201, res.text);
          members.push({ id: res.body.memberId, role: step.role, status: 'INVITED' });
          continue;
        }
        const target = members[step.target % members.length]!;
        const removed = target.status === 'REMOVED';
        const lastOwner = target.role === 'owner' && target.status === 'ACTIVE' && activeOwners() === 1;
        if (step.kind === 'role') {
          const res = await call(o, o.owner.token, 'PATCH', `/team/members/${target.id}`, { role: step.role });
          const unchanged = target.role === step.role && !removed;
          const expected = unchanged ? 200 : removed ? 409 : lastOwner && step.role !== 'owner' ? 409 : 200;
          t.is(res.status, expected, `${JSON.stringify(step)} ${res.text}`);
          if (res.status === 200) target.role = step.role;
        } else {
          const res = await call(o, o.owner.token, 'DELETE', `/team/members/${target.id}`);
          t.is(res.status, removed || lastOwner ? 409 : 200, `${JSON.stringify(step)} ${res.text}`);
          if (res.status === 200) target.status = 'REMOVED';
        }
        if (activeOwners() < 1) return false;
      }
      const listed = await call(o, o.owner.token, 'GET', '/team/members?status=ACTIVE&limit=200');
      return listed.status !== 200 || listed.body.members.some((m: { role: string }) => m.role === 'owner');
    }),
    { numRuns: 6, endOnFailure: true },
  );
  t.pass();
});
