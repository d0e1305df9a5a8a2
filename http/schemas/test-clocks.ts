/** Response schemas of the sandbox test clocks (http/routes/test-clocks.ts). */
import * as v from '../schema.ts';
import { Count, NullableTimestamp, pageSchema, Timestamp } from './wire.ts';

const testClockEntries = {
  testClockId: v.string(),
  name: v.nullable(v.string()),
  frozenTime: v.pipe(Timestamp, v.description("the clock's time: what everything on it sees as now")),
  status: v.pipe(
    v.picklist(['ready', 'advancing', 'deleted']),
    v.description('ready: at rest, it can be advanced; advancing: an advance is firing what falls due on its way; deleted: stopped for good'),
  ),
  createdAt: Timestamp,
  deletedAt: NullableTimestamp,
};

export const TestClockSchema = v.pipe(v.strictObject(testClockEntries), v.title('TestClock'));

export const TestClockListSchema = pageSchema('testClocks', TestClockSchema, 'TestClockList');

export const TestClockAdvancedSchema = v.pipe(
  v.strictObject({
    ...testClockEntries,
    timersFired: v.pipe(Count, v.description('timers of the clock that fell due on the way, each fired at its own instant')),
  }),
  v.title('TestClockAdvanced'),
);
