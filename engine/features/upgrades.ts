/**
 * Upgrade requests: a higher tier, or live access from the sandbox, decided by the operator.
 * Files: machines/upgradeRequest/, engine/upgrades/upgrades.ts, storage/upgrades.ts,
 * storage/migrations/010_upgrade_requests.ts, http/routes/upgrade-requests.ts, operator-upgrades.ts.
 */
import { approveUpgrade, rejectUpgrade, requestLiveAccess, requestTierUpgrade, projectUpgrade } from '../upgrades/upgrades.ts';
import { upgradeRequestMachine, publicStatus as upgradeRequestPublicStatus, upgradeRequestRefusals } from '../../machines/upgradeRequest/machine.ts';
import { defineCommand, defineFeature, defineMachine, NO_LEDGER } from '../feature.ts';

export const upgrades = defineFeature({
  name: 'upgrades',
  summary: 'tier upgrade and live-access requests',
  machines: [
    defineMachine({
      kind: 'upgradeRequest',
      machine: upgradeRequestMachine,
      version: 'upgradeRequest@1',
      publicStatus: upgradeRequestPublicStatus,
      refusals: upgradeRequestRefusals,
      projection: projectUpgrade,
      reset: { reset: 'keep', why: 'a tier request is about the partner, not its sandbox data' },
    }),
  ],
  commands: {
    requestTier: defineCommand('upgrade.tier.request', requestTierUpgrade),
    requestLive: defineCommand('upgrade.live.request', requestLiveAccess),
    approve: defineCommand('operator.upgrade.approve', approveUpgrade),
    reject: defineCommand('operator.upgrade.reject', rejectUpgrade),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    upgrade_requests: { key: ['id'], reset: 'keep', why: 'a tier request is about the partner, not its sandbox data' },
  },
  migrations: ['010_upgrade_requests'],
  ledger: NO_LEDGER,
  events: [],
});
