/**
 * The operator negotiates a partner's rate limit per environment with PATCH /partners/{partnerId} and
 * clears it again with null (one environment, or the whole `rateLimits` for both): the tier's limit
 * (the sandbox's, on the sandbox base) applies again, at once, and GET /pricing says so.
 */
import test from 'ava';
import { ENVS, serverWith } from './users-support.ts';

for (const env of ENVS) {
  test(`${env}: a negotiated rate limit is cleared with null, one environment or both, and the tier's limit applies again`, async (t) => {
    const p = await serverWith(t, env);
    const tierLimit = Number((await p.get('/pricing')).headers.get('x-ratelimit-limit'));
    const other = env === 'sandbox' ? 'production' : 'sandbox';

    t.is((await p.s.operator('PATCH', `/partners/${p.partnerId}`, { rateLimits: { [env]: 777, [other]: 555 } })).status, 200);
    t.is((await p.get('/pricing')).headers.get('x-ratelimit-limit'), '777');

    const cleared = await p.s.operator('PATCH', `/partners/${p.partnerId}`, { rateLimits: { [env]: null } });
    t.is(cleared.status, 200, cleared.text);
    t.deepEqual(cleared.body.rateLimits, { [other]: 555 }, 'only the named environment is cleared');
    const pricing = await p.get('/pricing');
    t.like(pricing.body.rateLimits, { requestsPerMinute: tierLimit, source: env === 'sandbox' ? 'sandbox' : 'tier' });
    t.is(Number(pricing.headers.get('x-ratelimit-limit')), tierLimit);

    t.is((await p.s.operator('PATCH', `/partners/${p.partnerId}`, { rateLimits: { [env]: 888 } })).status, 200);
    const all = await p.s.operator('PATCH', `/partners/${p.partnerId}`, { rateLimits: null });
    t.is(all.status, 200, all.text);
    t.deepEqual(all.body.rateLimits, {});
    t.deepEqual((await p.s.operator('GET', `/partners/${p.partnerId}`)).body.rateLimits, {}, 'the stored record agrees');
    t.is(Number((await p.get('/pricing')).headers.get('x-ratelimit-limit')), tierLimit);

    const wrong = await p.s.operator('PATCH', `/partners/${p.partnerId}`, { rateLimits: { [env]: 'none' } });
    t.is(wrong.status, 400, 'a value other than a positive integer or null is still refused');
  });
}
