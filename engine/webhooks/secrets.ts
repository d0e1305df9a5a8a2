/**
 * Webhook signing secrets at rest. Deliveries need the raw secret (HMAC), but commands are journaled
 * and journals are copied, inspected and replayed: so the HTTP layer encrypts the secret (AES-256-GCM)
 * with a per-installation key kept in settings before it reaches the command, and the journal, the
 * snapshots and the webhooks table only ever hold the ciphertext and the last 4 characters (the hint).
 * Replay stays deterministic because the ciphertext is part of the journaled payload.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SettingsStore } from '../../storage/settings.ts';

const KEY_SETTING = 'webhook.secretKey';
const ALGORITHM = 'aes-256-gcm';
export const GENERATED_PREFIX = 'whsec_';

function installationKey(settings: SettingsStore): Buffer {
  let key = settings.get<string>(KEY_SETTING);
  if (!key) {
    key = randomBytes(32).toString('base64url');
    settings.put(KEY_SETTING, key);
  }
  return Buffer.from(key, 'base64url');
}

export function generateSecret(): string {
  return GENERATED_PREFIX + randomBytes(24).toString('base64url');
}

export const secretHint = (secret: string): string => secret.slice(-4);

/** `v1.<iv>.<tag>.<ciphertext>`, all base64url. */
export function sealSecret(settings: SettingsStore, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, installationKey(settings), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** For the dispatcher: the raw secret to sign a delivery with. Throws when the seal was tampered with. */
export function openSecret(settings: SettingsStore, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('webhook secret seal is malformed');
  const decipher = createDecipheriv(ALGORITHM, installationKey(settings), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
