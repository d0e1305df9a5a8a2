/**
 * Operator PATCH /partners/{partnerId} applies exactly the members it names. A member it does not know
 * (or one in the wrong place: the flags are top-level members, while GET shows them grouped under
 * `flags`) would be a change the operator asked for and never got, so it is refused with 400
 * VALIDATION_ERROR naming the member, as is a body that sets nothing; nothing changes either way.
 */
import test from 'ava';
import { startTestServer } from '../helpers/server.ts';

test('members PATCH /partners does not apply are refused with 400 VALIDATION_ERROR, and nothing changes', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { partnerId } = await s.productionPartner();
  const before = (await s.operator('GET', `/partners/${partnerId}`)).text;
  const head = s.running.service.stores.journal.head();
  const cases: [string, unknown, string][] = [
    ['the flags grouped as GET shows them', { flags: { settlementHold: true } }, 'flags'],
    ['grouped flags beside a real change', { tier: 'growth', flags: { settlementHold: true } }, 'flags'],
    ['a misspelt member', { markupBPS: 10 }, 'markupBPS'],
    ['an unknown member inside rateLimits', { rateLimits: { prod: 600 } }, 'rateLimits.prod'],
    ['an empty body', {}, '(root)'],
    ['an empty rateLimits', { rateLimits: {} }, 'rateLimits'],
  ];
  for (const [what, body, param] of cases) {
    const res = await s.operator('PATCH', `/partners/${partnerId}`, body);
    t.is(res.status, 400, what);
    t.is(res.body.error?.code, 'VALIDATION_ERROR', what);
    t.is(res.body.error?.param, param, what);
    t.truthy(res.body.error?.message, what);
  }
  const flags = await s.operator('PATCH', `/partners/${partnerId}`, { flags: { settlementHold: true } });
  t.regex(flags.body.error.message, /settlementHold/, 'the refusal says where the flags go');
  t.is((await s.operator('GET', `/partners/${partnerId}`)).text, before);
  t.deepEqual(s.running.service.stores.journal.head(), head);

  // The members the contract lists still work, alone and together.
  const ok = await s.operator('PATCH', `/partners/${partnerId}`, { settlementHold: true, rateLimits: { production: 600 } });
  t.is(ok.status, 200);
  t.deepEqual(ok.body.flags, { settlementHold: true });
  t.deepEqual(ok.body.rateLimits, { production: 600 });
});
