/**
 * Price alerts: a partner's threshold on a listed symbol, fired by polls and ticks while the
 * exchange is open. Files: machines/priceAlert/, engine/alerts/, engine/alerts/commands.ts,
 * storage/alerts.ts, storage/migrations/007_alerts.ts, http/routes/alerts.ts.
 */
import { createAlert, deleteAlert } from '../alerts/commands.ts';
import { priceAlertMachine, publicStatus as priceAlertPublicStatus, priceAlertRefusals } from '../../machines/priceAlert/machine.ts';
import { defineCommand, defineFeature, defineMachine, NO_LEDGER, WIPE } from '../feature.ts';
import { projectAlert } from '../alerts/alerts.ts';

export const alerts = defineFeature({
  name: 'alerts',
  summary: 'price alerts on listed symbols, evaluated on every captured price',
  machines: [
    defineMachine({
      kind: 'priceAlert',
      machine: priceAlertMachine,
      version: 'priceAlert@1',
      publicStatus: priceAlertPublicStatus,
      refusals: priceAlertRefusals,
      projection: projectAlert,
      reset: WIPE,
    }),
  ],
  commands: {
    create: defineCommand('alert.create', createAlert),
    delete: defineCommand('alert.delete', deleteAlert),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    price_alerts: { key: ['id'], ...WIPE },
  },
  migrations: ['007_alerts'],
  ledger: NO_LEDGER,
  events: ['price.alert'],
});
