/**
 * Credentials shown once (a new API key or data key, a sub-account token, a generated webhook secret)
 * belong to the response an idempotent retry must reproduce, yet must never rest in SQLite in the clear.
 * Stored responses keep every such field sealed with AES-256-GCM under a per-installation key kept in
 * settings (its own key: sealing responses and webhook secrets never share one), and a replay opens
 * them again, so the retry gets the identical body.
 */
import { SealingKey } from './sealing.ts';
import type { SettingsStore } from './settings.ts';
import { SECRET_SETTINGS } from './secrets.ts';

const KEY_SETTING = SECRET_SETTINGS.responseSeal;

/**
 * Response fields that carry a credential shown once, at any depth; only string values are sealed.
 * Sealing a field that turns out not to be secret costs nothing but a round trip, so the list errs wide.
 */
const CREDENTIAL_FIELDS: ReadonlySet<string> = new Set(['apiKey', 'newApiKey', 'dataKey', 'token', 'accessToken', 'secret']);
/** Most stored bodies hold none of those fields: their JSON text is stored as it is. */
const MAY_HOLD_CREDENTIAL = new RegExp(`"(?:${[...CREDENTIAL_FIELDS].join('|')})":"`);
const SEALED_MARK = '{"$sealed":"';

/** Whether a stored body text has a sealed field; without one it is exactly the plain `JSON.stringify` of its body. */
export function holdsSealedField(text: string): boolean {
  return text.includes(SEALED_MARK);
}

interface SealedValue {
  readonly $sealed: string;
}

function isSealed(value: unknown): value is SealedValue {
  return typeof value === 'object' && value !== null && typeof (value as SealedValue).$sealed === 'string' && Object.keys(value).length === 1;
}

export class CredentialSeal {
  private readonly key: SealingKey;

  constructor(settings: SettingsStore) {
    this.key = new SealingKey(settings, KEY_SETTING);
  }

  /** The JSON text of `body` with every credential field replaced by `{"$sealed": ...}`. */
  stringify(body: unknown): string {
    const plain = JSON.stringify(body);
    if (!MAY_HOLD_CREDENTIAL.test(plain)) return plain;
    return JSON.stringify(body, (name, value: unknown) =>
      CREDENTIAL_FIELDS.has(name) && typeof value === 'string' ? { $sealed: this.key.seal(value) } : value,
    );
  }

  /** The body `stringify` was given. */
  parse(text: string): unknown {
    if (!holdsSealedField(text)) return JSON.parse(text);
    return JSON.parse(text, (_name, value: unknown) => (isSealed(value) ? this.key.open(value.$sealed) : value));
  }
}
