/** Reads of test clocks for HTTP: a partner's clocks and the clock an actor (a sub-account, an order) runs on. */
import type { Stores } from '../../storage/stores.ts';
import type { TestClockRecord } from '../../storage/test-clocks.ts';

export function testClockQueries(stores: Stores) {
  return {
    /** The partner's clock, not deleted (undefined otherwise: another partner's clock is not there). */
    clock(scope: { partnerId: string; env: string }, id: string): TestClockRecord | undefined {
      const clock = stores.testClocks.get(id);
      return clock && clock.partnerId === scope.partnerId && clock.env === scope.env && clock.status !== 'deleted' ? clock : undefined;
    },
    list(scope: { partnerId: string; env: string }, afterId: string, limit: number): TestClockRecord[] {
      return stores.testClocks.list(scope.partnerId, scope.env, afterId, limit);
    },
    clockOf(actorId: string): string | null {
      return stores.testClocks.clockOf(actorId);
    },
    /** A clock's time (deleted ones stay at their last), or null for an unknown id. */
    frozenTimeOf(clockId: string): number | null {
      return stores.testClocks.get(clockId)?.frozenTimeMs ?? null;
    },
  };
}
