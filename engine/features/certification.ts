/**
 * Certification: the sandbox integration checklist (GET /certification) with the evidence
 * of each step, and `certification.submit`, which certifies once every required item passed. Files:
 * engine/certification/, storage/certification.ts, storage/migrations/032_certification.ts,
 * http/routes/certification.ts, http/schemas/certification.ts; read-side evidence is observed in
 * http/middleware/usage.ts.
 */
import { submitCertification } from '../certification/submit.ts';
import { defineCommand, defineFeature, NO_LEDGER } from '../feature.ts';

export const certification = defineFeature({
  name: 'certification',
  summary: 'the sandbox integration checklist with its evidence, and certification once it is complete',
  machines: [],
  commands: { submit: defineCommand('certification.submit', submitCertification) },
  systemTimers: [],
  bootstrap: [],
  tables: {
    certification_evidence: {
      notReplayed: 'read-side observations flushed in batches from memory outside any command (engine/certification/recorder.ts)',
      reset: 'wipe',
    },
    certifications: {
      key: ['partner_id', 'env'],
      reset: 'keep',
      why: 'a certification granted is a decision on record; a sandbox reset does not take it back',
    },
  },
  migrations: ['032_certification'],
  ledger: NO_LEDGER,
  events: [],
});
