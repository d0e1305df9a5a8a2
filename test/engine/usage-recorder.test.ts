/**
 * The usage recorder over the real usage table: stream time is booked per UTC day exactly as the
 * connected intervals overlap each day, whatever the interleaving of opens, closes, clock moves and
 * batches (a property test against a simple interval model), and requests add up per family.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deepStrictEqual } from 'node:assert/strict';
import test from 'ava';
import fc from 'fast-check';
import { dayOf, UsageRecorder } from '../../engine/usage/recorder.ts';
import { openDatabase } from '../../storage/db.ts';
import { UsageStore } from '../../storage/usage.ts';

const DAY_MS = 86_400_000;
const START_MS = Date.parse('2026-09-01T20:00:00Z');

type Op = { kind: 'open' } | { kind: 'close'; pick: number } | { kind: 'advance'; ms: number } | { kind: 'flush' } | { kind: 'request'; family: string };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constant<Op>({ kind: 'open' }),
  fc.nat(10).map<Op>((pick) => ({ kind: 'close', pick })),
  fc.integer({ min: 1, max: 10 * 3_600_000 }).map<Op>((ms) => ({ kind: 'advance', ms })),
  fc.constant<Op>({ kind: 'flush' }),
  fc.constantFrom('users', 'orders', 'market').map<Op>((family) => ({ kind: 'request', family })),
);

/** Milliseconds of [fromMs, toMs) falling on each UTC day. */
function overlapByDay(fromMs: number, toMs: number, into: Map<string, number>): void {
  for (let ms = fromMs; ms < toMs; ) {
    const end = Math.min(toMs, (Math.floor(ms / DAY_MS) + 1) * DAY_MS);
    into.set(dayOf(ms), (into.get(dayOf(ms)) ?? 0) + end - ms);
    ms = end;
  }
}

test('stream time and requests per day match a model of the connected intervals, across batches and midnights', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-usage-unit-'));
  const db = openDatabase(dir);
  t.teardown(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const store = new UsageStore(db);
  let run = 0;
  fc.assert(
    fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
      run += 1;
      const partnerId = `ptn_${run}`;
      let nowMs = START_MS;
      const recorder = new UsageRecorder(store, () => nowMs);
      const open: { closeStream: () => void; openedAtMs: number }[] = [];
      const expectedStream = new Map<string, number>();
      const expectedRequests = new Map<string, number>();
      for (const o of ops) {
        if (o.kind === 'open') open.push({ closeStream: recorder.streamOpened('sandbox', partnerId), openedAtMs: nowMs });
        else if (o.kind === 'close' && open.length > 0) {
          const [closed] = open.splice(o.pick % open.length, 1);
          closed!.closeStream();
          closed!.closeStream();
          overlapByDay(closed!.openedAtMs, nowMs, expectedStream);
        } else if (o.kind === 'advance') nowMs += o.ms;
        else if (o.kind === 'flush') recorder.flush();
        else if (o.kind === 'request') {
          recorder.request('sandbox', partnerId, o.family, nowMs);
          const key = `${dayOf(nowMs)} ${o.family}`;
          expectedRequests.set(key, (expectedRequests.get(key) ?? 0) + 1);
        }
      }
      for (const s of open) overlapByDay(s.openedAtMs, nowMs, expectedStream);
      recorder.flush();
      const rows = store.counts(partnerId, 'sandbox', '2026-01-01', '2027-12-31');
      const stream = new Map(rows.filter((r) => r.metric === 'streamMs').map((r) => [r.day, r.count]));
      const requests = new Map(rows.filter((r) => r.metric === 'requests').map((r) => [`${r.day} ${r.family}`, r.count]));
      const sorted = (m: Map<string, number>) => [...m].filter(([, n]) => n > 0).sort(([a], [b]) => a.localeCompare(b));
      // Throwing assertions, so fast-check shrinks a failure to its smallest case.
      deepStrictEqual(sorted(stream), sorted(expectedStream));
      deepStrictEqual(sorted(requests), sorted(expectedRequests));
    }),
    { numRuns: 100 },
  );
  t.is(run, 100, 'every generated case ran');
});
