/**
 * Corporate actions: the operator declares splits, dividends, suspensions, delistings,
 * symbol changes and rights issues, each a `corporateAction` actor (machines/corporateAction); each
 * becomes EFFECTIVE when its date's durable timer fires; a dividend fixes its entitlements at the
 * ex-date and pays them in USD on the pay date; the operator may cancel a declaration before then.
 * Files: machines/corporateAction/machine.ts, engine/corporate/actions.ts, engine/corporate/dividends.ts, engine/corporate/splits.ts,
 * engine/corporate/delisting.ts, engine/corporate/symbol-change.ts, storage/corporate-actions.ts, storage/instrument-changes.ts,
 * storage/migrations/017_corporate_actions.ts, 018_corporate_action_machine.ts, 020_instrument_changes.ts, engine/queries/corporate-actions.ts,
 * http/routes/corporate-actions.ts, http/schemas/corporate-actions.ts.
 */
import {
  CORPORATE_ACTION_KIND,
  cancelCorporateAction,
  declareCorporateAction,
  fireCorporateActionTimer,
  registerSeededDividends,
  projectCorporateAction,
} from '../corporate/actions.ts';
import { corporateActionMachine, publicStatus as corporateActionPublicStatus, corporateActionRefusals } from '../../machines/corporateAction/machine.ts';
import { defineCommand, defineFeature, defineMachine } from '../feature.ts';

const bootstrap = defineCommand('corporateActions.bootstrap', registerSeededDividends);

export const corporateActions = defineFeature({
  name: 'corporateActions',
  summary: 'corporate actions the operator declares and their effective-date timers',
  machines: [
    defineMachine({
      kind: CORPORATE_ACTION_KIND,
      machine: corporateActionMachine,
      version: 'corporateAction@1',
      publicStatus: corporateActionPublicStatus,
      refusals: corporateActionRefusals,
      projection: projectCorporateAction,
      reset: { reset: 'none', why: "corporate actions are the platform's, shared by every partner" },
    }),
  ],
  commands: {
    bootstrap,
    declare: defineCommand('operator.corporateAction.declare', declareCorporateAction),
    cancel: defineCommand('operator.corporateAction.cancel', cancelCorporateAction),
  },
  // The actors' own timers (effective date, pay date) come here, so the effects they name are carried out.
  systemTimers: [{ kind: CORPORATE_ACTION_KIND, fire: fireCorporateActionTimer }],
  // The catalogue's DECLARED dividends are registered (once) so they pay when their dates come.
  bootstrap: [bootstrap],
  tables: {
    // The read model of the corporateAction actors (declared with its machine in the feature descriptor).
    corporate_actions: { key: ['id'], reset: 'none', why: "corporate actions are the platform's, shared by every partner" },
    dividend_entitlements: { key: ['action_id', 'env', 'partner_id', 'owner'], reset: 'wipe' },
    instrument_changes: { key: ['action_id'], reset: 'none', why: "the catalogue's delistings and symbol changes are the platform's, shared by every partner" },
  },
  migrations: ['017_corporate_actions', '018_corporate_action_machine', '020_instrument_changes'],
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
    'corporateaction.cancelled',
  ],
});
