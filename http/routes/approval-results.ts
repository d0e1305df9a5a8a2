/**
 * An approved action's answer, as its own route would have given it: the same view
 * functions, so an approval's `result` and a direct call cannot drift apart.
 */
import type { AccountSettings } from '../../engine/account/settings.ts';
import type { StoredPolicy } from '../../engine/security/policy-store.ts';
import type { ApiKeyRecord } from '../../storage/partners.ts';
import type { WebhookRecord } from '../../storage/webhooks.ts';
import type { AppContext } from '../context.ts';
import { settingsView } from './account-settings.ts';
import { revokedKeyView, rotatedKeyView } from './api-keys.ts';
import { payoutView } from './funding.ts';
import { securityView } from './security.ts';
import { deletedWebhookView } from './webhooks.ts';

export function presentActionResult(ctx: AppContext, action: string, result: unknown, rawKey: string | null): Record<string, unknown> {
  switch (action) {
    case 'payout':
      return payoutView(result as { id: string; amountMinor: number; balanceMinor: number });
    case 'key.rotate':
      return rotatedKeyView(rawKey ?? '', result as { key: ApiKeyRecord; previousKeyId: string });
    case 'key.revoke':
      return revokedKeyView(result as { key: ApiKeyRecord });
    case 'webhook.delete':
      return deletedWebhookView(result as WebhookRecord);
    case 'security.loosen':
      return securityView(ctx, result as StoredPolicy);
    case 'settings.patch':
      return settingsView(ctx, result as AccountSettings);
    default:
      throw new Error(`no presenter for approval action ${action}`);
  }
}
