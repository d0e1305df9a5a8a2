/**
 * Corporate governance through a real server, in both environments: the operator declares a
 * meeting with an election; the partners holding the symbol are told and see it (others do not); the
 * record date fixes each holder's units from the ledger; sub-accounts vote while the window is open
 * (422 before it, after it, and without an entitlement) and may change their vote; at the close the
 * votes are tallied per resolution (entitled units by choice) and published.
 */
import test from 'ava';
import * as fc from 'fast-check';
import { holdShares } from './corporate-support.ts';
import { createUser, deskOn, ENVS, eventsOf, ONE_USD_KES, refused, SCOM, setClock, tick, traderOn, type Partner } from './trading-support.ts';
import { partnerOn } from './users-support.ts';
import type { TestServer } from '../helpers/server.ts';

const MEETING = {
  symbol: SCOM,
  type: 'AGM',
  meetingDate: '2026-09-05',
  recordDate: '2026-09-03',
  agenda: ['Accounts for 2025', 'Board election'],
  description: 'Annual general meeting',
  elections: [
    {
      title: 'AGM resolutions',
      opensAt: '2026-09-03T09:00:00Z',
      closesAt: '2026-09-05T12:00:00Z',
      resolutions: [{ title: 'Adopt the 2025 accounts' }, { title: 'Re-elect the chair', description: 'Ada Lovelace' }],
    },
  ],
};

async function declare(s: TestServer, body: Record<string, unknown> = MEETING) {
  const res = await s.operator('POST', '/governance/meetings', body);
  if (res.status !== 201) throw new Error(`declare failed: ${res.status} ${res.text}`);
  const election = res.body.elections[0];
  return {
    meetingId: res.body.meetingId as string,
    electionId: election.electionId as string,
    resolutions: election.resolutions.map((r: { resolutionId: string }) => r.resolutionId) as string[],
  };
}

const vote = (p: Partner, userId: string, electionId: string, resolutionId: string, choice: string) =>
  p.post(`/users/${userId}/votes`, { electionId, resolutionId, choice });

for (const env of ENVS) {
  test(`${env}: a meeting is announced to holders, votes count the record-date units, can change until the close, and results are published`, async (t) => {
    const { s, p } = await deskOn(t, env);
    await tick(s, SCOM, ONE_USD_KES);
    const outsider = await partnerOn(s, env);
    const a = await traderOn(p, 1000);
    const b = await traderOn(p, 1000);
    const late = await traderOn(p, 1000);
    await holdShares(p, a, SCOM, 10);
    await holdShares(p, b, SCOM, 3);

    const { meetingId, electionId, resolutions } = await declare(s);
    const [adopt, chair] = resolutions as [string, string];
    const announced = eventsOf(p, ['governance.meeting_announced']);
    t.is(announced.length, 1);
    t.like(announced[0]!.data, { meetingId, symbol: SCOM, type: 'AGM', recordDate: '2026-09-03', agenda: MEETING.agenda });
    t.deepEqual(eventsOf(outsider, ['governance.meeting_announced']), [], 'a partner holding nothing is not told');

    const listed = await p.get('/governance/meetings');
    t.is(listed.status, 200, listed.text);
    t.deepEqual(
      listed.body.meetings.map((m: { meetingId: string }) => m.meetingId),
      [meetingId],
    );
    t.like(listed.body.meetings[0], { entitlementsFixedAt: null, elections: [{ electionId, status: 'SCHEDULED' }] });
    t.deepEqual((await outsider.get('/governance/meetings')).body.meetings, []);
    t.is((await outsider.get(`/governance/meetings/${meetingId}`)).status, 404);
    t.is((await outsider.get(`/governance/elections/${electionId}`)).status, 404);

    await refused(t, s, () => vote(p, a, electionId, adopt, 'FOR'), 422, 'BUSINESS_RULE');

    // Record date passed, window open; shares bought now carry no vote.
    await setClock(s, '2026-09-03T09:30:00Z');
    await holdShares(p, late, SCOM, 50);
    const open = await p.get(`/governance/elections/${electionId}`);
    t.like(open.body, { status: 'OPEN', meetingId, symbol: SCOM });
    t.not((await p.get(`/governance/meetings/${meetingId}`)).body.entitlementsFixedAt, null);

    const first = await vote(p, a, electionId, adopt, 'for');
    t.is(first.status, 201, first.text);
    t.like(first.body, { electionId, resolutionId: adopt, subAccountId: a, choice: 'FOR', units: 10 });
    t.is((await vote(p, b, electionId, adopt, 'AGAINST')).status, 201);
    t.is((await vote(p, a, electionId, chair, 'ABSTAIN')).status, 201);
    const changed = await vote(p, a, electionId, adopt, 'AGAINST');
    t.is(changed.status, 200, 'a second vote on the same resolution changes the first');
    t.like(changed.body, { choice: 'AGAINST', units: 10, castAt: first.body.castAt });
    await refused(t, s, () => vote(p, late, electionId, adopt, 'FOR'), 422, 'BUSINESS_RULE');
    await refused(t, s, () => vote(p, a, electionId, 'res_nope', 'FOR'), 404, 'NOT_FOUND');
    await refused(t, s, () => vote(p, a, 'elc_nope', adopt, 'FOR'), 404, 'NOT_FOUND');
    await refused(t, s, () => vote(p, a, electionId, adopt, 'MAYBE'), 400, 'VALIDATION_ERROR');
    const foreign = (await createUser(outsider)).userId as string;
    await refused(t, s, () => vote(p, foreign, electionId, adopt, 'FOR'), 404, 'NOT_FOUND');

    const mine = await p.get(`/users/${a}/votes?electionId=${electionId}`);
    t.deepEqual(
      mine.body.votes.map((v: { resolutionId: string; choice: string; units: number }) => [v.resolutionId, v.choice, v.units]).sort(),
      [
        [adopt, 'AGAINST', 10],
        [chair, 'ABSTAIN', 10],
      ].sort(),
    );
    t.deepEqual(eventsOf(p, ['governance.results_published']), []);

    await setClock(s, '2026-09-05T12:00:00Z');
    await refused(t, s, () => vote(p, b, electionId, adopt, 'FOR'), 422, 'BUSINESS_RULE');
    const tallied = await p.get(`/governance/elections/${electionId}`);
    t.like(tallied.body, { status: 'TALLIED', talliedAt: '2026-09-05T12:00:00.000Z' });
    const results = Object.fromEntries(tallied.body.resolutions.map((r: { resolutionId: string; result: unknown }) => [r.resolutionId, r.result]));
    t.deepEqual(results, { [adopt]: { for: 0, against: 13, abstain: 0, votes: 2 }, [chair]: { for: 0, against: 0, abstain: 10, votes: 1 } });
    const published = eventsOf(p, ['governance.results_published']);
    t.is(published.length, 1);
    t.like(published[0]!.data, { electionId, meetingId, status: 'TALLIED' });
    t.deepEqual(
      published[0]!.data.resolutions.map((r: { result: unknown }) => r.result),
      [results[adopt], results[chair]],
    );
    t.deepEqual(eventsOf(outsider, ['governance.results_published']), []);
    const byStatus = await p.get('/governance/elections?status=tallied');
    t.deepEqual(
      byStatus.body.elections.map((e: { electionId: string }) => e.electionId),
      [electionId],
    );
  });
}

test('the operator declaration is checked: calendar dates, record date ahead, windows after the record date and by the meeting end, known symbol, no operator token', async (t) => {
  const { s } = await deskOn(t, 'sandbox');
  const bad = async (patch: Record<string, unknown>, status: number, code: string) => {
    const res = await s.operator('POST', '/governance/meetings', { ...MEETING, ...patch });
    t.is(res.status, status, `${JSON.stringify(patch)}: ${res.text}`);
    t.is(res.body.error.code, code);
  };
  const election = MEETING.elections[0]!;
  await bad({ recordDate: '2026-02-30' }, 422, 'VALIDATION_ERROR');
  await bad({ recordDate: '2026-08-01' }, 422, 'VALIDATION_ERROR');
  await bad({ meetingDate: '2026-09-02' }, 422, 'VALIDATION_ERROR');
  await bad({ elections: [{ ...election, opensAt: '2026-09-02T09:00:00Z' }] }, 422, 'VALIDATION_ERROR');
  await bad({ elections: [{ ...election, closesAt: '2026-09-03T08:00:00Z' }] }, 422, 'VALIDATION_ERROR');
  await bad({ elections: [{ ...election, closesAt: '2026-09-06T00:00:01Z' }] }, 422, 'VALIDATION_ERROR');
  await bad({ elections: [{ ...election, resolutions: [] }] }, 400, 'VALIDATION_ERROR');
  await bad({ type: 'XGM' }, 400, 'VALIDATION_ERROR');
  await bad({ agenda: 'items' }, 400, 'INVALID_TYPE');
  await bad({ symbol: 'NOPE.KE' }, 404, 'NOT_FOUND');
  const anonymous = await s.request('POST', '/api/admin/v1/governance/meetings', { body: MEETING });
  t.is(anonymous.status, 401);
  t.is((await s.operator('GET', '/support/cases')).body.count, 0);
  const ok = await s.operator('POST', '/governance/meetings', { ...MEETING, type: 'egm', elections: [] });
  t.is(ok.status, 201, ok.text);
  t.like(ok.body, { type: 'EGM', elections: [] });
});

/**
 * Vote tallies equal the sum of entitled units by choice, through the real server: generated holdings
 * (whole shares per sub-account) and generated vote sequences (later votes change earlier ones).
 */
test('sandbox property: each resolution tally is the sum of the voters’ record-date units by their final choice', async (t) => {
  const choices = ['FOR', 'AGAINST', 'ABSTAIN'] as const;
  const scenario = fc.record({
    holdings: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 3 }),
    votes: fc.array(fc.record({ holder: fc.nat(), resolution: fc.nat({ max: 1 }), choice: fc.constantFrom(...choices) }), { maxLength: 8 }),
  });
  await fc.assert(
    fc.asyncProperty(scenario, async ({ holdings, votes }) => {
      const { s, p } = await deskOn(t, 'sandbox');
      await tick(s, SCOM, ONE_USD_KES);
      const holders: string[] = [];
      for (const units of holdings) {
        const user = await traderOn(p, 1000);
        await holdShares(p, user, SCOM, units);
        holders.push(user);
      }
      const { electionId, resolutions } = await declare(s);
      await setClock(s, '2026-09-03T09:30:00Z');
      const final = new Map<string, { resolution: string; choice: string; units: number }>();
      for (const v of votes) {
        const holder = v.holder % holders.length;
        const resolution = resolutions[v.resolution]!;
        const res = await vote(p, holders[holder]!, electionId, resolution, v.choice);
        if (res.status !== 200 && res.status !== 201) throw new Error(`vote failed: ${res.status} ${res.text}`);
        final.set(`${holder}/${resolution}`, { resolution, choice: v.choice, units: holdings[holder]! });
      }
      await setClock(s, '2026-09-05T12:00:00Z');
      const election = await p.get(`/governance/elections/${electionId}`);
      const expected = Object.fromEntries(
        resolutions.map((r) => {
          const cast = [...final.values()].filter((f) => f.resolution === r);
          const sum = (choice: string) => cast.filter((f) => f.choice === choice).reduce((total, f) => total + f.units, 0);
          return [r, { for: sum('FOR'), against: sum('AGAINST'), abstain: sum('ABSTAIN'), votes: cast.length }];
        }),
      );
      const actual = Object.fromEntries(election.body.resolutions.map((r: { resolutionId: string; result: unknown }) => [r.resolutionId, r.result]));
      t.deepEqual(actual, expected);
      await s.close();
    }),
    { numRuns: 3, seed: 1414 },
  );
});
