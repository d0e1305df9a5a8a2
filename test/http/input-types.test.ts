/**
 * A JSON value of the wrong type is refused with 400 INVALID_TYPE, never coerced. The trap is an array
 * where an object is declared: an array is a JavaScript object, so a schema library that only asks
 * `typeof value === 'object'` takes `[1, 2]` for `{"0": 1, "1": 2}`. Checked end to end on the routes
 * where it was seen, and on every object-typed member of every route's body schema, taken from the
 * router so a new route is covered too.
 */
import test from 'ava';
import * as v from 'valibot';
import { mountsOf } from '../../http/route.ts';
import { allRoutes } from '../../http/routes/index.ts';
import { issueCode } from '../../http/validation.ts';
import { SANDBOX, startTestServer, uniqueKey } from '../helpers/server.ts';

test('POST /users with metadata as an array answers 400 INVALID_TYPE and creates nothing', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const head = s.running.service.stores.journal.head();
  for (const metadata of [[1, 2], [], [{ a: 1 }]]) {
    const res = await s.request('POST', `${SANDBOX}/users`, { key: apiKey, idempotencyKey: uniqueKey('types'), body: { externalId: 'm1', metadata } });
    t.is(res.status, 400, JSON.stringify(metadata));
    t.is(res.body.error.code, 'INVALID_TYPE');
    t.is(res.body.error.param, 'metadata');
  }
  const array = await s.request('POST', `${SANDBOX}/users`, { key: apiKey, idempotencyKey: uniqueKey('types'), body: [{ externalId: 'm1' }] });
  t.is(array.status, 400);
  t.is(array.body.error.code, 'INVALID_TYPE');
  t.deepEqual(s.running.service.stores.journal.head(), head);
  t.is((await s.request('GET', `${SANDBOX}/users`, { key: apiKey })).body.count, 0);
  // An object is still an object.
  const ok = await s.request('POST', `${SANDBOX}/users`, {
    key: apiKey,
    idempotencyKey: uniqueKey('types'),
    body: { externalId: 'm1', metadata: { tier: 'gold' } },
  });
  t.is(ok.status, 201);
  t.deepEqual(ok.body.metadata, { tier: 'gold' });
});

test('operator PATCH /partners with rateLimits as an array answers 400 INVALID_TYPE and changes nothing', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { partnerId } = await s.productionPartner();
  const before = (await s.operator('GET', `/partners/${partnerId}`)).text;
  const res = await s.operator('PATCH', `/partners/${partnerId}`, { rateLimits: [600] });
  t.is(res.status, 400);
  t.is(res.body.error.code, 'INVALID_TYPE');
  t.is(res.body.error.param, 'rateLimits');
  t.is((await s.operator('GET', `/partners/${partnerId}`)).text, before);
});

type Node = v.GenericSchema & { type: string; wrapped?: Node; entries?: Record<string, Node>; item?: Node; options?: Node[] };
const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest', 'record']);
const WRAPPERS = new Set(['optional', 'nullable', 'nullish', 'exact_optional', 'undefinedable', 'non_optional', 'non_nullable', 'non_nullish']);

/** Paths (member names from the root) of every object-typed schema reachable through members and wrappers. */
function objectPaths(node: Node, path: string[] = []): string[][] {
  if (WRAPPERS.has(node.type) && node.wrapped) return objectPaths(node.wrapped, path);
  if (node.type === 'union' || node.type === 'variant') return (node.options ?? []).flatMap((o) => objectPaths(o, path));
  if (!OBJECT_TYPES.has(node.type)) return [];
  const inner = Object.entries(node.entries ?? {}).flatMap(([key, child]) => objectPaths(child, [...path, key]));
  return [path, ...inner];
}

/** `value` placed at `path` inside otherwise empty objects. */
function placed(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}

test('every object-typed member of every route body schema refuses an array as INVALID_TYPE', (t) => {
  const specs = [...new Set(allRoutes.flatMap(mountsOf).map((m) => m.spec))].filter((spec) => spec.body);
  const wrong: string[] = [];
  let checked = 0;
  for (const spec of specs) {
    for (const path of objectPaths(spec.body as Node)) {
      for (const array of [[], [1, 2], [{ a: 1 }]]) {
        checked += 1;
        const result = v.safeParse(spec.body as v.GenericSchema, placed(path, array));
        const at = (result.issues ?? []).find((i) => (i.path ?? []).map((p) => String(p.key)).join('.') === path.join('.'));
        if (!at || issueCode(at) !== 'INVALID_TYPE')
          wrong.push(`${spec.method} ${spec.path} ${path.join('.') || '(root)'} = ${JSON.stringify(array)}: ${at ? issueCode(at) : 'accepted'}`);
      }
    }
  }
  t.true(checked >= 100, `only ${checked} object positions checked`);
  t.deepEqual(wrong, []);
});
