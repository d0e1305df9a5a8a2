/**
 * Corporate actions (issue 12): the operator declares splits, dividends, suspensions, delistings,
 * symbol changes and rights issues; each becomes EFFECTIVE when its date's durable timer fires; a
 * dividend fixes its entitlements at the ex-date and pays them in USD on the pay date.
 * Files: engine/corporate/actions.ts, engine/corporate/dividends.ts, engine/corporate/splits.ts, engine/corporate/delisting.ts,
 * engine/corporate/symbol-change.ts, storage/corporate-actions.ts, storage/instrument-changes.ts (migration 020),
 * storage/migrations/017_corporate_actions.ts, engine/queries/corporate-actions.ts,
 * http/routes/corporate-actions.ts, http/schemas/corporate-actions.ts.
 */
import { corporateActionEffective, declareCorporateAction, EFFECTIVE_TIMER_KIND, registerSeededDividends } from '../corporate/actions.ts';
import { PAY_TIMER_KIND, payDividend } from '../corporate/dividends.ts';
import { defineCommand, defineFeature } from '../feature.ts';

const bootstrap = defineCommand('corporateActions.bootstrap', registerSeededDividends);

export const corporateActions = defineFeature({
  name: 'corporateActions',
  summary: 'corporate actions the operator declares and their effective-date timers',
  machines: [],
  commands: {
    bootstrap,
    declare: defineCommand('operator.corporateAction.declare', declareCorporateAction),
  },
  systemTimers: [
    { kind: EFFECTIVE_TIMER_KIND, fire: corporateActionEffective },
    { kind: PAY_TIMER_KIND, fire: payDividend },
  ],
  // The catalogue's DECLARED dividends are registered (once) so they pay when their dates come.
  bootstrap: [bootstrap],
  tables: {
    corporate_actions: { key: ['id'], reset: 'none', why: "corporate actions are the platform's, shared by every partner" },
    dividend_entitlements: { key: ['action_id', 'env', 'partner_id', 'owner'], reset: 'wipe' },
    instrument_changes: { key: ['action_id'], reset: 'none', why: "the catalogue's delistings and symbol changes are the platform's, shared by every partner" },
  },
  ledger: {
    accountKinds: {
      dividend_paying_agent: { reset: 'system', why: "the issuers' paying agent: the counterparty of every dividend paid in the environment" },
      corporate_action: { reset: 'system', why: 'the counterparty of the shares a split creates or retires and of the cash in lieu it pays' },
    },
    assets: [],
  },
  events: [
    'dividend.paid',
    'corporateaction.declared',
    'corporateaction.split',
    'corporateaction.suspension',
    'corporateaction.delisting',
    'corporateaction.rights_issue',
    'corporateaction.symbol_changed',
  ],
});
