/**
 * Sub-accounts: per-user accounts under the partner, their KYC, freezes, devices, and their
 * money (deposits, withdrawals, test deposits). Files: machines/subAccount/, engine/sub-accounts/
 * sub-accounts.ts, money.ts, storage/subaccounts.ts, storage/migrations/003_subaccounts.ts,
 * http/routes/users.ts, user-money.ts, user-views.ts.
 */
import { depositToSubAccount, testDeposit, withdrawFromSubAccount } from '../sub-accounts/money.ts';
import {
  assertKyc,
  autoRegister,
  closeSubAccount,
  createSubAccount,
  deleteDevice,
  freezeSubAccount,
  putDevice,
  SUB_ACCOUNT_KIND,
  unfreezeSubAccount,
  projectSubAccount,
} from '../sub-accounts/sub-accounts.ts';
import { subAccountMachine, publicStatus as subAccountPublicStatus, subAccountRefusals } from '../../machines/subAccount/machine.ts';
import { defineCommand, defineFeature, defineMachine, WIPE } from '../feature.ts';

export const subAccounts = defineFeature({
  name: 'subAccounts',
  summary: 'sub-accounts (users), KYC, devices and their cash',
  machines: [
    defineMachine({
      kind: SUB_ACCOUNT_KIND,
      machine: subAccountMachine,
      version: 'subAccount@1',
      publicStatus: subAccountPublicStatus,
      refusals: subAccountRefusals,
      projection: projectSubAccount,
      reset: WIPE,
    }),
  ],
  commands: {
    create: defineCommand('subaccount.create', createSubAccount),
    autoRegister: defineCommand('subaccount.autoRegister', autoRegister),
    kyc: defineCommand('subaccount.kyc', assertKyc),
    freeze: defineCommand('subaccount.freeze', freezeSubAccount),
    unfreeze: defineCommand('subaccount.unfreeze', unfreezeSubAccount),
    close: defineCommand('subaccount.close', closeSubAccount),
    deposit: defineCommand('subaccount.deposit', depositToSubAccount),
    testDeposit: defineCommand('subaccount.testDeposit', testDeposit),
    withdraw: defineCommand('subaccount.withdraw', withdrawFromSubAccount),
    putDevice: defineCommand('subaccount.device.put', putDevice),
    deleteDevice: defineCommand('subaccount.device.delete', deleteDevice),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    sub_accounts: { key: ['id'], ...WIPE },
    wallet_transactions: { key: ['seq'], ...WIPE },
    sub_account_devices: { key: ['sub_account_id', 'device_id'], ...WIPE },
  },
  migrations: ['003_subaccounts'],
  ledger: {
    accountKinds: {
      cash_settled: { reset: 'drain' },
      virtual_cash: { reset: 'drain' },
      virtual_funding: { reset: 'system', why: 'the source of test deposits on the production base' },
    },
    assets: [],
  },
  events: ['deposit.confirmed', 'withdraw.confirmed', 'kyc.updated', 'account.frozen', 'account.closed'],
});
