/**
 * Upgrade requests: a higher tier, or live access from the sandbox, decided by the operator.
 * Files: machines/upgradeRequest/, engine/upgrades/upgrades.ts, storage/upgrades.ts,
 * storage/migrations/010_upgrade_requests.ts, http/routes/upgrade-requests.ts, operator-upgrades.ts.
 */
import { approveUpgrade, rejectUpgrade, requestLiveAccess, requestTierUpgrade } from '../upgrades/upgrades.ts';
import { defineCommand, defineFeature, NO_LEDGER } from '../feature.ts';

export const upgrades = defineFeature({
  name: 'upgrades',
  summary: 'tier upgrade and live-access requests',
  machines: [{ kind: 'upgradeRequest', reset: { reset: 'keep', why: 'a tier request is about the partner, not its sandbox data' } }],
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
  ledger: NO_LEDGER,
  events: [],
});
