/**
 * Reports: AUM, positions, fees, revenue and monthly invoices of platform charges, each as
 * JSON and CSV, under the `reports` scope. The reads aggregate the ledger in SQL (storage/reports.ts);
 * the invoices are issued by a durable month-end platform timer. Files: engine/reports/ (pricing
 * tiers, invoices), engine/queries/reports.ts, storage/reports.ts, storage/migrations/023_reports.ts,
 * http/routes/reports.ts, http/schemas/reports.ts, http/csv.ts.
 */
import { defineCommand, defineFeature, NO_LEDGER } from '../feature.ts';
import { bootstrapInvoices, INVOICE_TIMER, issueMonthlyInvoices } from '../reports/invoices.ts';

const bootstrap = defineCommand('reports.bootstrap', bootstrapInvoices);

export const reports = defineFeature({
  name: 'reports',
  summary: 'AUM, positions, fees, revenue and monthly platform invoices, as JSON and CSV',
  machines: [],
  commands: { bootstrap },
  // One platform timer at 00:00 UTC of every month's 1st issues the month that ended.
  systemTimers: [{ kind: INVOICE_TIMER.kind, fire: issueMonthlyInvoices }],
  bootstrap: [bootstrap],
  tables: {
    // An issued invoice is a document of a past month: a sandbox reset does not take it back.
    invoices: { key: ['id'], reset: 'keep', why: 'an issued invoice is a document of a past month; a sandbox reset does not unissue it' },
  },
  migrations: ['023_reports'],
  ledger: NO_LEDGER,
  events: ['invoice.issued'],
});
