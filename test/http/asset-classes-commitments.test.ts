/**
 * Commitments to private opportunities through a real server in both environments:
 * subscribing to an OPEN opportunity answers 201 with a PENDING commitment and moves its USD from the
 * sub-account's settled cash to escrow; the close date's durable timer, driven by the virtual clock,
 * allocates units (1 per USD, exact millionths) and pays the escrow to the issuer when the raise
 * target is met, or refunds every commitment to its wallet when it is missed. Events, wallet
 * transactions, the opportunity's amount raised and status, and the ledger are checked to the cent.
 */
import test from 'ava';
import { commitmentEscrow } from '../../engine/asset-classes/commitments.ts';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { opportunities } from '../../storage/catalog/asset-classes.ts';
import { setClock } from './trading-support.ts';
import { assertLedgerBalanced, balanceOf, createUser, deposit, ENVS, eventsOf, type Partner, refused, serverWith, subCash } from './users-support.ts';

const SME = opportunities.find((o) => o.id === 'OPP-KE-SME-CREDIT-2026')!;
const SOLAR = opportunities.find((o) => o.id === 'OPP-NG-SOLAR-CREDIT-2026')!;

/** A sub-account with `usd` deposited, KYC verified in production. */
async function funded(p: Partner, usd: number): Promise<string> {
  const user = await createUser(p);
  await deposit(p, user.userId, usd);
  if (p.env === 'production') {
    const kyc = await p.post(`/users/${user.userId}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'case-1' });
    if (kyc.status !== 200) throw new Error(kyc.text);
  }
  return user.userId;
}

const escrowOf = (p: Partner, userId: string) => balanceOf(p.s, commitmentEscrow(p.env, p.partnerId, userId));
const unitsOf = (p: Partner, userId: string, id: string) => balanceOf(p.s, ledgerAccounts.unitHolding(p.env, p.partnerId, userId, id));

for (const env of ENVS) {
  test(`${env}: commitments that complete the raise are escrowed, then allocated as units at the close date`, async (t) => {
    const p = await serverWith(t, env);
    const a = await funded(p, 6_000);
    const b = await funded(p, 2_000);
    // The seeded raise is USD 5 000 short of the target: these two commitments complete it.
    t.like((await p.get(`/opportunities/${SME.slug}`)).body, { status: 'OPEN', amountRaised: SME.amountRaisedCents / 100 });
    const first = await p.post(`/users/${a}/subscribe`, { instrumentId: SME.id, amount: 3_000.5 });
    t.is(first.status, 201, first.text);
    t.like(first.body, { subAccountId: a, opportunityId: SME.id, assetClass: 'OPPORTUNITY', amount: 3_000.5, units: null, status: 'PENDING', decidedAt: null });
    const second = await p.post(`/users/${b}/subscribe`, { instrumentId: SME.slug, amount: 1_999.5 });
    t.is(second.status, 201, second.text);
    t.is(balanceOf(p.s, subCash(p, a)), 299_950);
    t.is(escrowOf(p, a), 300_050);
    t.is(escrowOf(p, b), 199_950);
    t.like((await p.get(`/opportunities/${SME.id}`)).body, { status: 'OPEN', amountRaised: SME.raiseTargetCents / 100 });
    const listed = await p.get(`/users/${a}/commitments`);
    t.is(listed.status, 200, listed.text);
    t.deepEqual(
      listed.body.commitments.map((c: any) => [c.commitmentId, c.status]),
      [[first.body.commitmentId, 'PENDING']],
    );
    t.deepEqual(eventsOf(p, ['commitment.allocated', 'commitment.refunded']), []);
    const issuerBefore = balanceOf(p.s, ledgerAccounts.issuerCash(p.env));

    // The close date is taken whole; the decision falls at 00:00 UTC the day after.
    await setClock(p.s, `${SME.closeDate}T23:00:00Z`);
    t.is((await p.get(`/users/${a}/commitments`)).body.commitments[0].status, 'PENDING');
    await setClock(p.s, '2026-09-05T06:00:00Z');

    const after = (await p.get(`/users/${a}/commitments`)).body.commitments[0];
    t.like(after, { status: 'ALLOCATED', units: 3_000.5, decidedAt: '2026-09-05T00:00:00.000Z' });
    t.is(unitsOf(p, a, SME.id), 3_000_500_000);
    t.is(unitsOf(p, b, SME.id), 1_999_500_000);
    t.is(escrowOf(p, a), 0);
    t.is(escrowOf(p, b), 0);
    t.is(balanceOf(p.s, subCash(p, a)), 299_950);
    t.is(balanceOf(p.s, ledgerAccounts.issuerCash(p.env)) - issuerBefore, 500_000);
    t.like((await p.get(`/opportunities/${SME.id}`)).body, { status: 'ALLOCATED', amountRaised: 2_000_000 });

    const allocated = eventsOf(p, ['commitment.allocated']);
    t.deepEqual(
      allocated.map((e) => [e.data.subAccountId, e.data.amount, e.data.units, e.data.status]),
      [
        [a, 3_000.5, 3_000.5, 'ALLOCATED'],
        [b, 1_999.5, 1_999.5, 'ALLOCATED'],
      ],
    );
    const http = await p.get('/events?event=commitment.allocated&limit=200');
    t.is(http.status, 200, http.text);
    t.deepEqual(
      http.body.events.map((e: any) => e.data.commitmentId),
      allocated.map((e) => e.data.commitmentId),
    );
    const txs = await p.get(`/users/${a}/transactions`);
    t.deepEqual(
      txs.body.transactions.slice(0, 2).map((x: any) => [x.type, x.amount]),
      [
        ['COMMITMENT_ALLOCATED', 0],
        ['COMMITMENT', -3_000.5],
      ],
    );
    // The units show in the portfolio at 1 USD each, at their cost; they are not redeemable.
    const portfolio = await p.get(`/users/${a}/portfolio`);
    const holding = portfolio.body.holdings.find((h: any) => h.symbol === SME.id);
    t.like(holding, { assetClass: 'OPPORTUNITY', units: 3_000.5, marketValueUsd: 3_000.5, costBasisUsd: 3_000.5 });
    const redeem = await refused(t, p.s, () => p.post(`/users/${a}/redeem`, { instrumentId: SME.id, units: 1 }), 422, 'BUSINESS_RULE');
    t.is(redeem.body.error.reason, 'NOT_REDEEMABLE');
    // Closed: no more commitments.
    const late = await refused(t, p.s, () => p.post(`/users/${a}/subscribe`, { instrumentId: SME.id, amount: 1_000 }), 422, 'BUSINESS_RULE');
    t.is(late.body.error.reason, 'NOT_OPEN');
    assertLedgerBalanced(t, p.s);
  });

  test(`${env}: a raise that misses its target refunds every commitment to its wallet at the close date`, async (t) => {
    const p = await serverWith(t, env);
    const a = await funded(p, 4_000);
    const below = await refused(t, p.s, () => p.post(`/users/${a}/subscribe`, { instrumentId: SOLAR.id, amount: 2_499.99 }), 422, 'BUSINESS_RULE');
    t.is(below.body.error.reason, 'BELOW_MINIMUM');
    await refused(t, p.s, () => p.post(`/users/${a}/subscribe`, { instrumentId: SOLAR.id, amount: 4_000.01 }), 400, 'INSUFFICIENT_FUNDS');
    const made = await p.post(`/users/${a}/subscribe`, { instrumentId: SOLAR.id, amount: 2_500 });
    t.is(made.status, 201, made.text);
    const again = await p.post(`/users/${a}/subscribe`, { instrumentId: SOLAR.id, amount: 1_000.25 }, null);
    t.is(again.status, 400, 'a commitment needs an Idempotency-Key like any write');
    t.is(balanceOf(p.s, subCash(p, a)), 150_000);
    t.is(escrowOf(p, a), 250_000);
    const raisedWith = SOLAR.amountRaisedCents + 250_000;
    t.like((await p.get(`/opportunities/${SOLAR.slug}`)).body, { status: 'OPEN', amountRaised: raisedWith / 100 });

    await setClock(p.s, '2026-09-02T00:00:00Z');

    t.like((await p.get(`/users/${a}/commitments`)).body.commitments[0], { status: 'REFUNDED', units: null, decidedAt: '2026-09-02T00:00:00.000Z' });
    t.is(balanceOf(p.s, subCash(p, a)), 400_000);
    t.is(escrowOf(p, a), 0);
    t.is(unitsOf(p, a, SOLAR.id), 0);
    t.like((await p.get(`/opportunities/${SOLAR.id}`)).body, { status: 'REFUNDED', amountRaised: raisedWith / 100 });
    const refunded = eventsOf(p, ['commitment.refunded', 'commitment.allocated']);
    t.deepEqual(
      refunded.map((e) => [e.event, e.data.commitmentId, e.data.amount, e.data.newBalance]),
      [['commitment.refunded', made.body.commitmentId, 2_500, 4_000]],
    );
    t.is(refunded[0]!.isSandbox, env === 'sandbox' ? true : undefined);
    const txs = await p.get(`/users/${a}/transactions`);
    t.deepEqual(
      txs.body.transactions.slice(0, 2).map((x: any) => [x.type, x.amount]),
      [
        ['COMMITMENT_REFUND', 2_500],
        ['COMMITMENT', -2_500],
      ],
    );
    assertLedgerBalanced(t, p.s);
  });
}

test('an unknown sub-account has no commitments to list (404), and a bad cursor is refused', async (t) => {
  const p = await serverWith(t, 'sandbox');
  t.is((await p.get('/users/sub_missing/commitments')).status, 404);
  const a = await funded(p, 10);
  const empty = await p.get(`/users/${a}/commitments`);
  t.like(empty.body, { commitments: [], count: 0, hasMore: false, nextCursor: null });
  t.is((await p.get(`/users/${a}/commitments?cursor=forged`)).status, 400);
});
