/**
 * The sender thread's per-origin queue (issue 17, round 6; it replaced a p-queue per origin): at most
 * `concurrency` jobs at once, started in arrival order, each exactly once, whether jobs end at once
 * (synchronously: a refused URL, a closed sender) or later.
 */
import test from 'ava';
import fc from 'fast-check';
import { OriginQueue } from '../../engine/webhooks/sender-thread.ts';

interface Plan {
  readonly concurrency: number;
  /** Per job: end synchronously, or after this many turns of the scheduler below. */
  readonly jobs: readonly ({ sync: true } | { sync: false; turns: number })[];
  /** Jobs added before each turn of the scheduler. */
  readonly addsPerTurn: number;
}

const plan: fc.Arbitrary<Plan> = fc.record({
  concurrency: fc.integer({ min: 1, max: 5 }),
  jobs: fc.array(
    fc.oneof(fc.record({ sync: fc.constant(true as const) }), fc.record({ sync: fc.constant(false as const), turns: fc.integer({ min: 0, max: 4 }) })),
    {
      maxLength: 60,
    },
  ),
  addsPerTurn: fc.integer({ min: 1, max: 20 }),
});

test('at most `concurrency` at once, started in arrival order, each job exactly once, with synchronous and later ends mixed', (t) => {
  fc.assert(
    fc.property(plan, ({ concurrency, jobs, addsPerTurn }) => {
      const started: number[] = [];
      let running = 0;
      let peak = 0;
      /** Deferred ends: [turns left, done]. */
      let later: [number, () => void][] = [];
      const queue = new OriginQueue<number>(concurrency, (job, done) => {
        started.push(job);
        running += 1;
        peak = Math.max(peak, running);
        const end = (): void => {
          running -= 1;
          done();
          done(); // a second call is ignored
        };
        const spec = jobs[job]!;
        if (spec.sync) end();
        else later.push([spec.turns, end]);
      });
      let next = 0;
      for (let turn = 0; turn < 10_000 && (next < jobs.length || later.length > 0); turn += 1) {
        for (let i = 0; i < addsPerTurn && next < jobs.length; i += 1) queue.add(next++);
        const due = later.filter(([turns]) => turns === 0);
        later = later.filter(([turns]) => turns > 0).map(([turns, end]) => [turns - 1, end]);
        for (const [, end] of due) end();
      }
      t.deepEqual(
        started,
        jobs.map((_, i) => i),
        'every job once, in arrival order',
      );
      t.true(peak <= concurrency, `peak ${peak} within ${concurrency}`);
      t.deepEqual(queue.size, { running: 0, waiting: 0 });
    }),
    { numRuns: 200 },
  );
});

test('a long run of jobs that end synchronously does not grow the stack', (t) => {
  let ran = 0;
  const queue = new OriginQueue<number>(1, (_job, done) => {
    ran += 1;
    done();
  });
  let hold: (() => void) | null = null;
  const blocking = new OriginQueue<number>(1, (job, done) => {
    if (job === 0) hold = done;
    else {
      ran += 1;
      done();
    }
  });
  for (let i = 0; i < 200_000; i += 1) queue.add(i);
  for (let i = 0; i < 200_000; i += 1) blocking.add(i);
  t.deepEqual(blocking.size, { running: 1, waiting: 199_999 });
  (hold as unknown as () => void)();
  t.is(ran, 200_000 + 199_999);
  t.deepEqual(blocking.size, { running: 0, waiting: 0 });
});
