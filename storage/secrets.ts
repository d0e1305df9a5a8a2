/**
 * The per-installation secrets kept in settings: the two sealing keys (stored responses' credentials,
 * webhook signing secrets) and the cursor secret. Embedded, each is generated on first use and kept in
 * the database. Nodes of a cluster must share them (a response sealed by one is opened by the next
 * owner; a cursor signed by one is checked by another), so cluster mode takes them from configuration
 * (engine/config.ts: SEALING_SECRET, CURSOR_SECRET) and the settings store answers those instead.
 */
import { hkdfSync } from 'node:crypto';

export const SECRET_SETTINGS = {
  /** storage/credential-seal.ts */
  responseSeal: 'idempotency.sealKey',
  /** engine/webhooks/secrets.ts */
  webhookSeal: 'webhook.secretKey',
  /** http/pagination.ts */
  cursor: 'cursor.secret',
} as const;

export interface ConfiguredSecrets {
  /** One secret from which each sealing purpose derives its own AES-256 key. */
  readonly sealingSecret: string;
  readonly cursorSecret: string;
}

/**
 * The settings values configuration fixes: each sealing key derived from SEALING_SECRET with HKDF-SHA256
 * under its setting's name (one leaked purpose key never opens the other purpose), the cursor secret as given.
 */
export function configuredSecretSettings(secrets: ConfiguredSecrets): ReadonlyMap<string, string> {
  const derive = (purpose: string): string => Buffer.from(hkdfSync('sha256', secrets.sealingSecret, '', purpose, 32)).toString('base64url');
  return new Map([
    [SECRET_SETTINGS.responseSeal, derive(SECRET_SETTINGS.responseSeal)],
    [SECRET_SETTINGS.webhookSeal, derive(SECRET_SETTINGS.webhookSeal)],
    [SECRET_SETTINGS.cursor, secrets.cursorSecret],
  ]);
}
