/**
 * Credentials shown once (a new API key or data key, a sub-account token, a generated webhook secret)
 * belong to the response an idempotent retry must reproduce, yet must never rest in SQLite in the clear.
 * Stored responses keep every such field sealed with AES-256-GCM under a per-installation key kept in
 * settings (its own key: sealing responses and webhook secrets never share one), and a replay opens
 * them again, so the retry gets the identical body.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SettingsStore } from './settings.ts';

const KEY_SETTING = 'idempotency.sealKey';
const ALGORITHM = 'aes-256-gcm';

/**
 * Response fields that carry a credential shown once, at any depth; only string values are sealed.
 * Sealing a field that turns out not to be secret costs nothing but a round trip, so the list errs wide.
 */
const CREDENTIAL_FIELDS: ReadonlySet<string> = new Set(['apiKey', 'newApiKey', 'dataKey', 'token', 'accessToken', 'secret']);
/** Most stored bodies hold none of those fields: their JSON text is stored as it is. */
const MAY_HOLD_CREDENTIAL = new RegExp(`"(?:${[...CREDENTIAL_FIELDS].join('|')})":"`);
const SEALED_MARK = '{"$sealed":"';

interface SealedValue {
  readonly $sealed: string;
}

function isSealed(value: unknown): value is SealedValue {
  return typeof value === 'object' && value !== null && typeof (value as SealedValue).$sealed === 'string' && Object.keys(value).length === 1;
}

/** `v1.<iv>.<tag>.<ciphertext>`, all base64url. */
function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Throws when the seal was tampered with or the installation key is not the one that sealed it. */
function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('sealed credential is malformed');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export class CredentialSeal {
  constructor(private readonly settings: SettingsStore) {}

  /** The JSON text of `body` with every credential field replaced by `{"$sealed": ...}`. */
  stringify(body: unknown): string {
    const plain = JSON.stringify(body);
    if (!MAY_HOLD_CREDENTIAL.test(plain)) return plain;
    const key = this.installationKey();
    return JSON.stringify(body, (name, value: unknown) => (CREDENTIAL_FIELDS.has(name) && typeof value === 'string' ? { $sealed: seal(key, value) } : value));
  }

  /** The body `stringify` was given. */
  parse(text: string): unknown {
    if (!text.includes(SEALED_MARK)) return JSON.parse(text);
    const key = this.installationKey();
    return JSON.parse(text, (_name, value: unknown) => (isSealed(value) ? open(key, value.$sealed) : value));
  }

  /**
   * Made on first use, possibly inside a command's transaction: a rollback then takes the key together
   * with the only ciphertext sealed under it, and the next use makes another. Never cached here for
   * that reason (settings caches committed values itself).
   */
  private installationKey(): Buffer {
    let key = this.settings.get<string>(KEY_SETTING);
    if (!key) {
      key = randomBytes(32).toString('base64url');
      this.settings.put(KEY_SETTING, key);
    }
    return Buffer.from(key, 'base64url');
  }
}
