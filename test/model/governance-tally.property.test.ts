/**
 * The tally, pure (engine/governance/tally.ts): over generated holdings and vote sequences (a later vote
 * replaces the holder's earlier one, as the votes table does), each environment's tally of a resolution
 * equals the sum of the entitled units of its voters by their final choice, and one environment's votes
 * never reach the other's results. The same property through the real server is in
 * test/http/governance.test.ts.
 */
import test from 'ava';
import * as fc from 'fast-check';
import { type Ballot, type Choice, tallyElection } from '../../engine/governance/tally.ts';

const CHOICES: readonly Choice[] = ['FOR', 'AGAINST', 'ABSTAIN'];
const ENVS = ['production', 'sandbox'] as const;
const resolutions = [{ resolutionId: 'res_a' }, { resolutionId: 'res_b' }, { resolutionId: 'res_c' }];

const scenario = fc.record({
  // Entitled units in millionths (fractional shares included), per holder and environment.
  holders: fc.array(fc.record({ env: fc.constantFrom(...ENVS), unitsMicro: fc.integer({ min: 1, max: 10_000_000_000 }) }), { minLength: 1, maxLength: 12 }),
  votes: fc.array(fc.record({ holder: fc.nat(), resolution: fc.nat({ max: 2 }), choice: fc.constantFrom(...CHOICES) }), { maxLength: 60 }),
});

test('each tally is the sum of the entitled units of the final votes by choice, per environment', (t) => {
  fc.assert(
    fc.property(scenario, ({ holders, votes }) => {
      const final = new Map<string, Ballot>();
      for (const v of votes) {
        const h = v.holder % holders.length;
        const holder = holders[h]!;
        const resolutionId = resolutions[v.resolution]!.resolutionId;
        final.set(`${h}/${resolutionId}`, { env: holder.env, resolutionId, choice: v.choice, unitsMicro: holder.unitsMicro });
      }
      const results = tallyElection(resolutions, [...final.values()]);
      for (const env of ENVS) {
        for (const { resolutionId } of resolutions) {
          const cast = [...final.values()].filter((b) => b.env === env && b.resolutionId === resolutionId);
          const sum = (choice: Choice) => cast.filter((b) => b.choice === choice).reduce((total, b) => total + b.unitsMicro, 0);
          const tally = results[env]!.find((r) => r.resolutionId === resolutionId);
          t.deepEqual(tally, { resolutionId, forMicro: sum('FOR'), againstMicro: sum('AGAINST'), abstainMicro: sum('ABSTAIN'), votes: cast.length });
        }
      }
    }),
    { numRuns: 300 },
  );
});

test('a vote on a resolution the election does not have is not counted; an election nobody voted in tallies zeros', (t) => {
  const results = tallyElection([{ resolutionId: 'res_a' }], [{ env: 'sandbox', resolutionId: 'res_x', choice: 'FOR', unitsMicro: 5 }]);
  t.deepEqual(results, {
    production: [{ resolutionId: 'res_a', forMicro: 0, againstMicro: 0, abstainMicro: 0, votes: 0 }],
    sandbox: [{ resolutionId: 'res_a', forMicro: 0, againstMicro: 0, abstainMicro: 0, votes: 0 }],
  });
});
