/** Response schemas of the certification checklist and its submission. Strict: an undocumented key fails the end-to-end check. */
import * as v from '../schema.ts';
import { named, NullableTimestamp, Timestamp } from './wire.ts';

const Evidence = v.strictObject({
  id: v.pipe(v.string(), v.description('the request id, event id, webhook delivery id, sub-account id or execution report id that proves the step')),
  detail: v.string(),
  at: Timestamp,
});

const Item = v.strictObject({
  item: v.string(),
  description: v.string(),
  required: v.boolean(),
  status: v.picklist(['PASSED', 'MISSING']),
  evidence: v.nullable(Evidence),
});

export const CertificationSchema = named(
  'Certification',
  'The sandbox integration checklist: each step with the evidence the service holds of it, and whether the partner is certified',
  v.strictObject({
    environment: v.literal('sandbox'),
    certified: v.boolean(),
    certificationId: v.nullable(v.string()),
    certifiedAt: NullableTimestamp,
    passed: v.number(),
    required: v.number(),
    missing: v.array(v.string()),
    items: v.array(Item),
  }),
);
