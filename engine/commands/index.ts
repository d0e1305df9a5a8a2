/** Every command type and its handler. Handlers are synchronous: they run inside the step's transaction. */
import type { CommandHandler } from '../engine.ts';
import { createAlert, deleteAlert } from './alerts.ts';
import { approveTopup, createPayout, createTopup, withFloatWatch } from './funding.ts';
import { declareIncident, resolveIncident } from './incidents.ts';
import { deleteDataKey, issueDataKey, revokeKey, rotateFullKey } from './keys.ts';
import { applyTick, bootstrapMarket, setClosure } from './market.ts';
import { fireTimer, recordClock, setMaintenance } from './operations.ts';
import {
  approveApplication,
  patchPartner,
  registerProduction,
  registerSandbox,
  rejectApplication,
  resetSandbox,
  restoreAccess,
  submitApplication,
} from './partners.ts';
import { depositToSubAccount, testDeposit, withdrawFromSubAccount } from './subaccount-money.ts';
import {
  assertKyc,
  autoRegister,
  closeSubAccount,
  createSubAccount,
  deleteDevice,
  freezeSubAccount,
  putDevice,
  unfreezeSubAccount,
} from './subaccounts.ts';
import { createSession, issueOAuthToken, revokeSession } from './tokens.ts';
import { dropTimer, quarantineTimer } from './timers.ts';
import { tradingCommands } from './trading.ts';
import { approveUpgrade, rejectUpgrade, requestLiveAccess, requestTierUpgrade } from './upgrades.ts';
import { createWebhook, deleteWebhook, emitWebhookTest, recordDeliveryOutcome, recordWebhookTest, redeliver } from './webhooks.ts';
import { advanceTestOrder, testTrade } from '../trading/test-tools.ts';

const handlers: readonly (readonly [string, CommandHandler])[] = [
  ['sandbox.register', registerSandbox as CommandHandler],
  ['sandbox.reset', resetSandbox as CommandHandler],
  ['partner.apply', submitApplication as CommandHandler],
  ['partner.register', registerProduction as CommandHandler],
  ['operator.application.approve', approveApplication as CommandHandler],
  ['operator.application.reject', rejectApplication as CommandHandler],
  ['operator.partner.patch', patchPartner as CommandHandler],
  ['operator.partner.restoreAccess', restoreAccess as CommandHandler],
  ['keys.dataKey.issue', issueDataKey as CommandHandler],
  ['keys.dataKey.delete', deleteDataKey as CommandHandler],
  ['keys.rotate', rotateFullKey as CommandHandler],
  ['keys.revoke', revokeKey as CommandHandler],
  ['oauth.token.issue', issueOAuthToken as CommandHandler],
  ['session.create', createSession as CommandHandler],
  ['session.revoke', revokeSession as CommandHandler],
  ['upgrade.tier.request', requestTierUpgrade as CommandHandler],
  ['upgrade.live.request', requestLiveAccess as CommandHandler],
  ['operator.upgrade.approve', approveUpgrade as CommandHandler],
  ['operator.upgrade.reject', rejectUpgrade as CommandHandler],
  ['operator.clock.set', recordClock as CommandHandler],
  ['operator.maintenance.set', setMaintenance as CommandHandler],
  ['operator.topup.approve', approveTopup as CommandHandler],
  ['funding.topup', createTopup as CommandHandler],
  ['funding.payout', createPayout as CommandHandler],
  ['timer.fire', fireTimer as CommandHandler],
  ['timer.quarantine', quarantineTimer as CommandHandler],
  ['operator.timer.drop', dropTimer as CommandHandler],
  ['webhook.delivery.outcome', recordDeliveryOutcome as CommandHandler],
  ['market.bootstrap', bootstrapMarket as CommandHandler],
  ['operator.market.tick', applyTick as CommandHandler],
  ['operator.exchange.closure', setClosure as CommandHandler],
  ['operator.incident.declare', declareIncident as CommandHandler],
  ['operator.incident.resolve', resolveIncident as CommandHandler],
  ['subaccount.create', createSubAccount as CommandHandler],
  ['subaccount.autoRegister', autoRegister as CommandHandler],
  ['subaccount.kyc', assertKyc as CommandHandler],
  ['subaccount.freeze', freezeSubAccount as CommandHandler],
  ['subaccount.unfreeze', unfreezeSubAccount as CommandHandler],
  ['subaccount.close', closeSubAccount as CommandHandler],
  ['subaccount.deposit', depositToSubAccount as CommandHandler],
  ['subaccount.testDeposit', testDeposit as CommandHandler],
  ['subaccount.withdraw', withdrawFromSubAccount as CommandHandler],
  ['subaccount.device.put', putDevice as CommandHandler],
  ['subaccount.device.delete', deleteDevice as CommandHandler],
  ...tradingCommands,
  ['testTools.trade', testTrade as CommandHandler],
  ['testTools.advance', advanceTestOrder as CommandHandler],
  ['webhook.create', createWebhook as CommandHandler],
  ['webhook.delete', deleteWebhook as CommandHandler],
  ['webhook.test', emitWebhookTest as CommandHandler],
  ['webhook.test.outcome', recordWebhookTest as CommandHandler],
  ['webhook.redeliver', redeliver as CommandHandler],
  ['alert.create', createAlert as CommandHandler],
  ['alert.delete', deleteAlert as CommandHandler],
];

/** Every handler watches the master wallet it may move (`float.low`, engine/commands/funding.ts). */
export const commandHandlers: ReadonlyMap<string, CommandHandler> = new Map<string, CommandHandler>(handlers.map(([type, handler]) => [type, withFloatWatch(handler)]));
