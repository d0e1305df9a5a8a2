/**
 * The actions a partner's policy can hold for a second member, and how each runs once approved: by the
 * very handler its direct route's command runs (engine/features/*: `funding.payout`, `keys.rotate`,
 * `keys.revoke`, `webhook.delete`, `settings.patch`, and the security patch), with the payload the
 * request stored (test/engine/approval-actions.test.ts proves they are the same functions). What the
 * approval record keeps of the result is a small JSON summary; the approver's response shows it whole.
 */
import type { ApiKeyRecord } from '../../storage/partners.ts';
import type { WebhookRecord } from '../../storage/webhooks.ts';
import { patchSettings, type SettingsPatch } from '../account/settings.ts';
import { createPayout, type PayoutPayload } from '../funding/funding.ts';
import { revokeKey, rotateFullKey } from '../keys/keys.ts';
import type { NewKeyMaterial } from '../partners/partners.ts';
import { deleteWebhook } from '../webhooks/commands.ts';
import { applySecurityPatch } from '../security/commands.ts';
import type { SecurityPatch } from '../security/policy.ts';
import type { Step } from '../step.ts';

export const APPROVAL_ACTIONS = ['payout', 'key.rotate', 'key.revoke', 'webhook.delete', 'security.loosen', 'settings.patch'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** What the approving command adds to the stored payload: a rotation's new key is made at approval, not at request. */
export interface ExecutionExtras {
  readonly key?: NewKeyMaterial;
}

export interface ActionRun {
  /** The handler's own result (the route presents it as the direct route would). */
  readonly result: unknown;
  /** What the approval record keeps. */
  readonly summary: Record<string, unknown>;
}

type Runner = (step: Step, payload: never, extras: ExecutionExtras) => ActionRun;

const keySummary = (k: ApiKeyRecord) => ({ keyId: k.id, prefix: k.prefix, last4: k.last4, status: k.status });

/** The handlers the runners call, by action: test/engine/security-policy.test.ts proves they are the features' commands' own. */
export const actionHandlers = {
  payout: createPayout,
  'key.rotate': rotateFullKey,
  'key.revoke': revokeKey,
  'webhook.delete': deleteWebhook,
  'security.loosen': applySecurityPatch,
  'settings.patch': patchSettings,
} as const satisfies Record<ApprovalAction, unknown>;

export const actionRunners: { readonly [A in ApprovalAction]: Runner } = {
  payout(step, payload: PayoutPayload) {
    const r = actionHandlers.payout(step, payload);
    return { result: r, summary: { payoutId: r.id, amountMinor: r.amountMinor } };
  },
  'key.rotate'(step, payload: { presentingKeyId: string }, extras) {
    if (!extras.key) throw new Error('a rotation needs new key material');
    const r = actionHandlers['key.rotate'](step, { presentingKeyId: payload.presentingKeyId, key: extras.key });
    return { result: r, summary: { ...keySummary(r.key), previousKeyId: r.previousKeyId } };
  },
  'key.revoke'(step, payload: { keyId: string }) {
    const r = actionHandlers['key.revoke'](step, payload);
    return { result: r, summary: keySummary(r.key) };
  },
  'webhook.delete'(step, payload: { webhookId: string }) {
    const r: WebhookRecord = actionHandlers['webhook.delete'](step, payload);
    return { result: r, summary: { webhookId: r.id, status: r.status } };
  },
  'security.loosen'(step, payload: { patch: SecurityPatch }) {
    const r = actionHandlers['security.loosen'](step, payload);
    return { result: r, summary: { applied: payload.patch } };
  },
  'settings.patch'(step, payload: SettingsPatch) {
    const r = actionHandlers['settings.patch'](step, payload);
    return { result: r, summary: { applied: payload } };
  },
};
