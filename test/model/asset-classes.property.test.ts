/**
 * Property of subscriptions and redemptions through a real server: any generated sequence
 * of subscribe and redeem requests (amounts and units anywhere from below the minimum to beyond the
 * cash or the holding, on funds and bonds, open or closed) keeps every ledger asset at zero sum, no
 * wallet negative, and each holding equal to a model that adds the units each accepted subscription
 * reports and subtracts each accepted redemption; a refusal changes nothing. Runs are bounded.
 */
import test from 'ava';
import fc from 'fast-check';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { QUANTITY_SCALE, toMinor } from '../../engine/money.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { balanceOf, createUser, deposit, partnerOn, type Partner } from '../http/users-support.ts';

const RUNS = { numRuns: 12 };
const INSTRUMENTS = ['FUND-KE-CIC-MMF-USD', 'FUND-ZA-SATRIX-BOND-USD', 'KE-IFB1-2023-017', 'FUND-GH-DATABANK-INCOME', 'ZA-R2035'] as const;

type Op = { kind: 'subscribe'; instrument: number; cents: number } | { kind: 'redeem'; instrument: number; micro: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('subscribe' as const), instrument: fc.nat(INSTRUMENTS.length - 1), cents: fc.integer({ min: 1, max: 120_000 }) }),
  fc.record({ kind: fc.constant('redeem' as const), instrument: fc.nat(INSTRUMENTS.length - 1), micro: fc.integer({ min: 1, max: 600_000_000 }) }),
);

let s: TestServer;
let p: Partner;
test.before(async () => {
  s = await startTestServer();
  p = await partnerOn(s, 'sandbox');
});
test.after.always(() => s?.close());

test('generated subscriptions and redemptions keep the ledger at zero sum and the holdings exact', async (t) => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
      const user = await createUser(p);
      await deposit(p, user.userId, 1_000);
      const model = new Map<string, number>();
      for (const o of ops) {
        const id = INSTRUMENTS[o.instrument]!;
        const res =
          o.kind === 'subscribe'
            ? await p.post(`/users/${user.userId}/subscribe`, { instrumentId: id, amount: o.cents / 100 })
            : await p.post(`/users/${user.userId}/redeem`, { instrumentId: id, units: o.micro / 1e6 });
        if (res.status === 200) {
          const units = toMinor(res.body.units, QUANTITY_SCALE)!;
          model.set(id, (model.get(id) ?? 0) + (o.kind === 'subscribe' ? units : -units));
        } else if (![400, 422].includes(res.status)) throw new Error(`unexpected ${res.status} ${res.text}`);
      }
      for (const id of INSTRUMENTS) {
        const held = balanceOf(s, ledgerAccounts.unitHolding(p.env, p.partnerId, user.userId, id));
        if (held !== (model.get(id) ?? 0)) throw new Error(`${id}: ledger ${held}, model ${model.get(id) ?? 0}`);
      }
      const { ledger } = s.running.service.stores;
      for (const { asset, total } of ledger.totalsByAsset()) if (total !== 0) throw new Error(`asset ${asset} sums to ${total}`);
      if (ledger.negativeWalletCount() !== 0) throw new Error('a wallet went negative');
    }),
    RUNS,
  );
  t.pass();
});
