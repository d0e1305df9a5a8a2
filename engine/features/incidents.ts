/**
 * Platform incidents: declared and resolved by the operator, announced to every partner.
 * Files: engine/incidents/incidents.ts, storage/incidents.ts, storage/migrations/006_incidents.ts,
 * http/routes/operator-incidents.ts (and the public status page, http/routes/status.ts).
 */
import { declareIncident, resolveIncident } from '../incidents/incidents.ts';
import { defineCommand, defineFeature, NO_LEDGER } from '../feature.ts';

export const incidents = defineFeature({
  name: 'incidents',
  summary: 'platform incidents the operator declares and resolves',
  machines: [],
  commands: {
    declare: defineCommand('operator.incident.declare', declareIncident),
    resolve: defineCommand('operator.incident.resolve', resolveIncident),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    incidents: { key: ['id'], reset: 'none', why: 'platform incidents belong to no partner' },
  },
  migrations: ['006_incidents'],
  ledger: NO_LEDGER,
  events: ['incident.declared', 'incident.resolved'],
});
