/**
 * Values that must not rest in SQLite in the clear (webhook secrets, credentials inside stored
 * responses) are sealed with AES-256-GCM under a per-installation key kept in settings, one key per
 * purpose (the setting's name), so one leaked key never opens the other purpose's values.
 * Format: `v1.<iv>.<tag>.<ciphertext>`, all base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SettingsStore } from './settings.ts';

const ALGORITHM = 'aes-256-gcm';

export class SealingKey {
  private readonly settings: SettingsStore;
  private readonly setting: string;
  constructor(settings: SettingsStore, setting: string) {
    this.settings = settings;
    this.setting = setting;
  }

  seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, this.key(), iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** Throws when the seal was tampered with or the installation key is not the one that sealed it. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error(`a value sealed under ${this.setting} is malformed`);
    const decipher = createDecipheriv(ALGORITHM, this.key(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /**
   * Made on first use, possibly inside a command's transaction: a rollback then takes the key together
   * with the only ciphertext sealed under it, and the next use makes another. Not cached here for that
   * reason (settings caches committed values itself).
   */
  private key(): Buffer {
    let key = this.settings.get<string>(this.setting);
    if (!key) {
      key = randomBytes(32).toString('base64url');
      this.settings.put(this.setting, key);
    }
    return Buffer.from(key, 'base64url');
  }
}
