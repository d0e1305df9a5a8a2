/**
 * Webhook signing secrets at rest. Deliveries need the raw secret (HMAC), but commands are journaled
 * and journals are copied, inspected and replayed: so the HTTP layer encrypts the secret (AES-256-GCM)
 * with a per-installation key kept in settings before it reaches the command, and the journal, the
 * snapshots and the webhooks table only ever hold the ciphertext and the last 4 characters (the hint).
 * Replay stays deterministic because the ciphertext is part of the journaled payload.
 */
import { randomBytes } from 'node:crypto';
import { SealingKey } from '../../storage/sealing.ts';
import type { SettingsStore } from '../../storage/settings.ts';
import { SECRET_SETTINGS } from '../../storage/secrets.ts';

const KEY_SETTING = SECRET_SETTINGS.webhookSeal;
export const GENERATED_PREFIX = 'whsec_';

export function generateSecret(): string {
  return GENERATED_PREFIX + randomBytes(24).toString('base64url');
}

export const secretHint = (secret: string): string => secret.slice(-4);

export function sealSecret(settings: SettingsStore, secret: string): string {
  return new SealingKey(settings, KEY_SETTING).seal(secret);
}

/** For the dispatcher: the raw secret to sign a delivery with. Throws when the seal was tampered with. */
export function openSecret(settings: SettingsStore, sealed: string): string {
  return new SealingKey(settings, KEY_SETTING).open(sealed);
}
