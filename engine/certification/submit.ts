/**
 * `certification.submit`: certifies the partner environment when every required checklist
 * item has evidence, once (a second submit answers the existing certification); otherwise a 422
 * listing the missing items, and nothing changes. The checklist is read inside the command's step,
 * so the certification stores the evidence it was granted on.
 */
import type { CertificationRecord, Evidence } from '../../storage/certification.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import { checklistOf } from './checklist.ts';

/**
 * The read-side observations as the route read them: they are not journaled, so the command takes
 * them in its (journaled) payload and a replay certifies on the same evidence.
 */
export interface SubmitPayload {
  readonly observed: readonly (Evidence & { readonly item: string })[];
}

export function submitCertification(step: Step, payload: SubmitPayload): CertificationRecord {
  const partnerId = step.id.partnerId;
  const env = step.id.env;
  if (partnerId === null || env === null) throw new Error('certification.submit needs a partner environment');
  const existing = step.stores.certification.certification(partnerId, env);
  if (existing) return existing;
  const store = step.stores.certification;
  const observed = payload.observed.map((o): [string, Evidence] => [o.item, { evidenceId: o.evidenceId, detail: o.detail, atMs: o.atMs }]);
  const checklist = checklistOf(store, partnerId, env, new Map([...store.derived(partnerId, env), ...observed]));
  if (checklist.missing.length > 0) {
    throw new ServiceError('BUSINESS_RULE', `the certification checklist is incomplete: ${checklist.missing.join(', ')}`, {
      extra: { missing: checklist.missing },
    });
  }
  const record: CertificationRecord = {
    partnerId,
    env,
    certificationId: step.newId('cert'),
    certifiedAtMs: step.atMs,
    items: checklist.items.map((i) => ({ item: i.item, evidence: i.evidence })),
  };
  step.stores.certification.insert(record, step.id.seq);
  return record;
}
