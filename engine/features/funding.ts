/**
 * Funding of the partner's master wallet: top-ups (auto-approved in the sandbox, by the
 * operator in production) and payouts; it owns cash (USD) and the master wallet. Files:
 * machines/topup/, engine/funding/funding.ts, storage/funding.ts, http/routes/funding.ts,
 * http/routes/operator.ts (top-up approval).
 */
import { approveTopup, createPayout, createTopup, projectTopup } from '../funding/funding.ts';
import { topupMachine, publicStatus as topupPublicStatus, topupRefusals } from '../../machines/topup/machine.ts';
import { defineCommand, defineFeature, defineMachine, WIPE } from '../feature.ts';
import { payoutApproval } from '../approvals/rules.ts';
import { ledgerAccounts } from '../ledger.ts';

export const funding = defineFeature({
  name: 'funding',
  summary: 'master-wallet top-ups and payouts',
  machines: [
    defineMachine({
      kind: 'topup',
      machine: topupMachine,
      version: 'topup@1',
      publicStatus: topupPublicStatus,
      refusals: topupRefusals,
      projection: projectTopup,
      reset: WIPE,
    }),
  ],
  commands: {
    topup: defineCommand('funding.topup', createTopup),
    payout: defineCommand('funding.payout', createPayout, { approvable: payoutApproval }),
    approveTopup: defineCommand('operator.topup.approve', approveTopup),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    topups: { key: ['id'], ...WIPE },
    payouts: { key: ['id'], ...WIPE },
  },
  migrations: [],
  ledger: {
    accountKinds: {
      master_wallet: { reset: 'reseed' },
      sandbox_funding: { reset: 'system', why: 'the virtual USD of the sandbox: where drained cash goes back' },
      bank_clearing: { reset: 'system', why: "real money entering or leaving through the partner's bank" },
    },
    // Cash goes back to the sandbox's virtual USD.
    assets: [{ name: 'USD', counterparty: () => ledgerAccounts.sandboxFunding() }],
  },
  events: ['wallet.credited', 'topup.confirmed', 'float.low'],
});
