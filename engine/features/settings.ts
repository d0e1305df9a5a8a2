/**
 * The partner's account: its own settings (settlement hold, float-low threshold,
 * notification e-mail) and its usage counters. Pricing and float are reads over other features' data.
 * Files: engine/account/, engine/usage/, storage/account-settings.ts, storage/usage.ts,
 * http/routes/account-settings.ts, http/routes/usage.ts, http/middleware/usage.ts.
 */
import { patchSettings } from '../account/settings.ts';
import { settingsApproval } from '../approvals/rules.ts';
import { defineCommand, defineFeature, NO_LEDGER } from '../feature.ts';

const USAGE_KEPT = { reset: 'keep', why: 'what the partner did with the API is history, like the journal; a reset does not undo it' } as const;

export const account = defineFeature({
  name: 'account',
  summary: "the partner's own settings, usage, pricing and float",
  machines: [],
  commands: {
    patchSettings: defineCommand('settings.patch', patchSettings, { approvable: settingsApproval }),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    partner_settings: { key: ['env', 'partner_id'], reset: 'keep', why: "the partner's configuration, like the partner record a reset keeps" },
    usage_daily: { notReplayed: 'operational counters flushed in batches from memory outside any command (engine/usage/recorder.ts)', ...USAGE_KEPT },
    usage_active_sub_accounts: {
      notReplayed: 'operational counters flushed in batches from memory outside any command (engine/usage/recorder.ts)',
      ...USAGE_KEPT,
    },
  },
  migrations: ['024_account'],
  ledger: NO_LEDGER,
  events: [],
});
