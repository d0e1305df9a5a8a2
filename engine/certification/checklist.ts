/**
 * The certification checklist: the integration steps a partner demonstrates in the sandbox,
 * each passed when the service holds evidence of it (storage/certification.ts: derived from what it
 * records anyway, or observed on the read side by recorder.ts), with the evidence's id and time.
 */
import type { CertificationStore, Evidence } from '../../storage/certification.ts';
import type { Env } from '../../storage/types.ts';

export interface ChecklistItemSpec {
  readonly item: string;
  readonly description: string;
  readonly required: boolean;
}

/** Every item is required: the spec lists them as the integration a live partner must have shown. */
export const CHECKLIST: readonly ChecklistItemSpec[] = [
  { item: 'WEBHOOK_TEST_EVENT', description: 'a webhook answered a signed test event with 2xx', required: true },
  { item: 'SUB_ACCOUNT_CREATED', description: 'a sub-account created', required: true },
  { item: 'KYC_ASSERTED', description: 'KYC asserted for a sub-account (kyc.updated)', required: true },
  { item: 'DEPOSIT', description: 'a deposit confirmed (deposit.confirmed)', required: true },
  { item: 'QUOTE_AND_MARKET_FILL', description: 'a quote taken and a MARKET order filled', required: true },
  { item: 'LIMIT_PLACED', description: 'a LIMIT order placed', required: true },
  { item: 'LIMIT_REPLACED', description: 'a LIMIT order replaced', required: true },
  { item: 'LIMIT_CANCELLED', description: 'a LIMIT order cancelled', required: true },
  { item: 'IDEMPOTENT_REPLAY', description: 'an idempotent replay received (Idempotent-Replayed: true)', required: true },
  { item: 'STREAM_RESUMED', description: 'the event stream resumed with Last-Event-ID', required: true },
  { item: 'CURSOR_PAGING', description: 'a list paged by cursor', required: true },
  { item: 'RATE_LIMIT_OR_SCENARIO', description: 'a 429 or a sandbox scenario header handled', required: true },
];

export const CHECKLIST_ITEMS: readonly string[] = CHECKLIST.map((c) => c.item);

export interface ChecklistEntry extends ChecklistItemSpec {
  readonly evidence: Evidence | null;
}

export interface Checklist {
  readonly items: readonly ChecklistEntry[];
  /** Required items without evidence. */
  readonly missing: readonly string[];
}

/** The checklist from the given evidence (default: everything the store holds). */
export function checklistOf(store: CertificationStore, partnerId: string, env: Env, evidence = store.evidence(partnerId, env)): Checklist {
  const items = CHECKLIST.map((c): ChecklistEntry => ({ ...c, evidence: evidence.get(c.item) ?? null }));
  return { items, missing: items.filter((i) => i.required && i.evidence === null).map((i) => i.item) };
}
