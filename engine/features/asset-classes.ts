/**
 * Asset classes: treasury bills and government bonds, money-market, yield and ETF-like
 * funds, private credit and pre-IPO opportunities. Files: storage/catalog/asset-classes.ts (the seeded
 * catalog), engine/queries/asset-classes.ts, engine/asset-classes/ (views, instruments and unit prices,
 * subscriptions), private-opportunity commitments (machines/commitment, engine/asset-classes/commitments.ts,
 * storage/commitments.ts, migration 019), http/routes/asset-classes.ts,
 * http/schemas/asset-classes.ts; `GET /instruments?assetClass=BOND|FUND|OPPORTUNITY` is served by
 * http/routes/instruments.ts (market) from the same views.
 */
import { ACCRUAL, accrueMoneyMarketYield, bootstrapAccrual } from '../asset-classes/accrual.ts';
import { BOND_PAYMENTS, bootstrapBondPayments, payBonds } from '../asset-classes/bond-payments.ts';
import { armOpportunityCloses, CLOSE_TIMER_KIND, COMMITMENT_KIND, closeOpportunity, projectCommitment } from '../asset-classes/commitments.ts';
import { redeem, subscribe } from '../asset-classes/subscriptions.ts';
import { commitmentMachine, publicStatus as commitmentPublicStatus } from '../../machines/commitment/machine.ts';
import { defineCommand, defineFeature, defineMachine, WIPE } from '../feature.ts';
import { ledgerAccounts } from '../ledger.ts';

/** Every start: the daily money-market accrual, bond payment and opportunity close timers, armed when missing. */
const bootstrap = defineCommand('assetClasses.bootstrap', (step) => {
  bootstrapBondPayments(step);
  armOpportunityCloses(step);
  return bootstrapAccrual(step);
});

export const assetClasses = defineFeature({
  name: 'assetClasses',
  summary: 'bonds, bills, funds and private opportunities: the catalog and its reads',
  machines: [
    defineMachine({
      kind: COMMITMENT_KIND,
      machine: commitmentMachine,
      version: 'commitment@1',
      publicStatus: commitmentPublicStatus,
      projection: projectCommitment,
      reset: WIPE,
    }),
  ],
  commands: {
    subscribe: defineCommand('assetClass.subscribe', subscribe),
    redeem: defineCommand('assetClass.redeem', redeem),
    bootstrap,
  },
  // Money-market yield: one platform timer, every day at 00:00 UTC of the service clock.
  systemTimers: [
    { kind: ACCRUAL.kind, fire: accrueMoneyMarketYield },
    // Coupons and maturities (bills pay face): one platform timer, every day at 00:00 UTC.
    { kind: BOND_PAYMENTS.kind, fire: payBonds },
    // An opportunity's close date: allocate or refund its commitments, in each environment.
    { kind: CLOSE_TIMER_KIND, fire: closeOpportunity },
  ],
  bootstrap: [bootstrap],
  tables: {
    // The read model of the commitment actors.
    opportunity_commitments: { key: ['id'], reset: 'wipe' },
    opportunity_closes: {
      key: ['env', 'opportunity_id'],
      reset: 'keep',
      why: "an opportunity's close is the platform's decision for the environment, taken once for every partner",
    },
  },
  migrations: ['019_opportunity_commitments'],
  ledger: {
    accountKinds: {
      unit_holding: { reset: 'drain' },
      issuer_units: { reset: 'system', why: "the issuers' side of the units outstanding, a platform account" },
      issuer_cash: { reset: 'system', why: "the issuers' and funds' cash side of subscriptions and redemptions, a platform account" },
      // USD committed to an opportunity until its close allocates or refunds it (drained with the wallet on reset).
      commitment_escrow: { reset: 'drain' },
    },
    // A reset drains each sub-account's units back to their issuer (the USD drains with the wallet).
    assets: [{ name: 'UNITS:*', counterparty: (env, asset) => ledgerAccounts.issuerUnits(env, asset.slice('UNITS:'.length)) }],
  },
  events: [
    'subscription.confirmed',
    'redemption.confirmed',
    'fund.yield_paid',
    'bond.coupon_paid',
    'bond.matured',
    'commitment.allocated',
    'commitment.refunded',
  ],
});
