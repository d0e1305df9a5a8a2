/**
 * Asset-class payments by a test clock's days: a sandbox sub-account on a test clock gets its
 * money-market yield, its bill's maturity and its bond's coupon when its clock passes their dates,
 * stamped at those instants; the service pays its other holders by its own days and never pays the
 * clock's twice. The service clock starts at 2026-09-01T09:00Z; the Egyptian 91-day bill matures on
 * 2026-09-08 and the FGN MAR 2027 bond pays a coupon on 2026-09-17.
 */
import test from 'ava';
import { uniqueKey } from '../helpers/server.ts';
import { createUser, deskOn, type Partner } from './trading-support.ts';

const MMF = 'FUND-KE-CIC-MMF-USD'; // 6.15%, ACCUMULATE
const BILL = 'EG-TB-91D-2026-09-08';
const FGN = 'NG-FGN-2027-03';

type Event = { event: string; timestamp: string; data: Record<string, unknown> };

async function investor(p: Partner, testClockId: string | null): Promise<string> {
  const user = await createUser(p, uniqueKey('ext'), testClockId ? { testClockId } : {});
  const userId = user.userId as string;
  if ((await p.post('/test-tools/deposit', { subAccountId: userId, amount: 3000 })).status !== 200) throw new Error('deposit');
  for (const [instrumentId, amount] of [
    [MMF, 1000],
    [BILL, 995.1],
    [FGN, 987.6],
  ] as const) {
    const res = await p.post(`/users/${userId}/subscribe`, { instrumentId, amount });
    if (res.status !== 200) throw new Error(`subscribe ${instrumentId}: ${res.status} ${res.text}`);
  }
  return userId;
}

async function paymentsOf(p: Partner, userId: string): Promise<Event[]> {
  const all: Event[] = [];
  for (const name of ['fund.yield_paid', 'bond.matured', 'bond.coupon_paid']) {
    const res = await p.get(`/events?event=${name}&limit=100`);
    all.push(...(res.body.events as Event[]).filter((e) => e.data.subAccountId === userId));
  }
  return all;
}

test("a sub-account on a test clock gets its fund yield, bill maturity and bond coupon by its clock's days, the service's by the service's", async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const created = await p.post('/test-clocks', { frozenTime: '2026-09-01T09:00:00Z' });
  t.is(created.status, 201, created.text);
  const clockId = created.body.testClockId as string;
  const onClock = await investor(p, clockId);
  const onService = await investor(p, null);

  const moved = await p.post(`/test-clocks/${clockId}/advance`, { frozenTime: '2026-09-17T00:00:00Z' });
  t.is(moved.status, 200, moved.text);
  const paid = await paymentsOf(p, onClock);
  const yields = paid.filter((e) => e.event === 'fund.yield_paid');
  t.deepEqual(
    yields.map((e) => e.data.accruedFor).sort(),
    Array.from({ length: 16 }, (_, k) => `2026-09-${String(k + 1).padStart(2, '0')}`),
    'one day of yield for each midnight the clock passed',
  );
  t.true(yields.every((e) => e.timestamp === `${new Date(Date.parse(`${e.data.accruedFor}T00:00:00Z`) + 86_400_000).toISOString()}`));
  t.deepEqual(
    paid.filter((e) => e.event !== 'fund.yield_paid').map((e) => [e.event, e.data.instrumentId, e.data.amount, e.timestamp]),
    [
      ['bond.matured', BILL, 1000, '2026-09-08T00:00:00.000Z'],
      ['bond.coupon_paid', FGN, 81.44, '2026-09-17T00:00:00.000Z'],
    ],
  );
  const txs = (await p.get(`/users/${onClock}/transactions?limit=100`)).body.transactions as { type: string; amount: number }[];
  t.deepEqual(
    txs.filter((x) => x.type.startsWith('BOND_')).map((x) => [x.type, x.amount]),
    [
      ['BOND_COUPON', 81.44],
      ['BOND_MATURITY', 1000],
    ],
  );
  t.deepEqual(await paymentsOf(p, onService), [], 'the service clock has not reached a midnight');

  // The service passes its own midnight: its holder is paid a day, the clock's holder not a second time.
  t.is((await s.operator('POST', '/clock/advance', { seconds: 15 * 3600 })).status, 200);
  t.deepEqual(
    (await paymentsOf(p, onService)).map((e) => [e.event, e.data.accruedFor, e.timestamp]),
    [['fund.yield_paid', '2026-09-01', '2026-09-02T00:00:00.000Z']],
  );
  t.is((await paymentsOf(p, onClock)).length, paid.length);
});
