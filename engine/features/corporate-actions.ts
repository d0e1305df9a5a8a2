/**
 * Corporate actions (issue 12): the operator declares splits, dividends, suspensions, delistings,
 * symbol changes and rights issues; each becomes EFFECTIVE when its date's durable timer fires.
 * Files: engine/corporate/actions.ts, storage/corporate-actions.ts,
 * storage/migrations/017_corporate_actions.ts, engine/queries/corporate-actions.ts,
 * http/routes/corporate-actions.ts, http/schemas/corporate-actions.ts.
 */
import { corporateActionEffective, declareCorporateAction, EFFECTIVE_TIMER_KIND } from '../corporate/actions.ts';
import { defineCommand, defineFeature, NO_LEDGER } from '../feature.ts';

export const corporateActions = defineFeature({
  name: 'corporateActions',
  summary: 'corporate actions the operator declares and their effective-date timers',
  machines: [],
  commands: {
    declare: defineCommand('operator.corporateAction.declare', declareCorporateAction),
  },
  systemTimers: [{ kind: EFFECTIVE_TIMER_KIND, fire: corporateActionEffective }],
  bootstrap: [],
  tables: {
    corporate_actions: { key: ['id'], reset: 'none', why: "corporate actions are the platform's, shared by every partner" },
  },
  ledger: NO_LEDGER,
  events: [
    'corporateaction.declared',
    'corporateaction.split',
    'corporateaction.suspension',
    'corporateaction.delisting',
    'corporateaction.rights_issue',
    'corporateaction.symbol_changed',
  ],
});
