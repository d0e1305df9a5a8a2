/**
 * What a partner may change itself: its own settlement hold, the float-low threshold and a
 * notification e-mail. One row per partner environment; a partner without a row has the defaults.
 * The operator's `settlementHold` flag (CONTRACT section 4) still forces the hold on: the partner can
 * add a hold, never lift one the operator imposed.
 */
import type { PartnerSettingsRecord } from '../../storage/account-settings.ts';
import type { PartnerRecord } from '../../storage/partners.ts';
import type { Stores } from '../../storage/stores.ts';
import type { Env } from '../../storage/types.ts';
import type { Step } from '../step.ts';

/** The float-low threshold of a partner that never set one: USD 1,000.00 (docs/decisions.md). */
export const DEFAULT_FLOAT_LOW_THRESHOLD_MINOR = 100_000;

export interface AccountSettings {
  readonly settlementHold: boolean;
  readonly floatLowThresholdMinor: number;
  readonly notificationEmail: string | null;
  /** When the partner last changed them; null: never (defaults). */
  readonly updatedAtMs: number | null;
}

type SettingsReader = Pick<Stores, 'partnerSettings'>;

export function accountSettings(stores: SettingsReader, env: Env, partnerId: string): AccountSettings {
  const row = stores.partnerSettings.get(env, partnerId);
  if (!row) return { settlementHold: false, floatLowThresholdMinor: DEFAULT_FLOAT_LOW_THRESHOLD_MINOR, notificationEmail: null, updatedAtMs: null };
  return {
    settlementHold: row.settlementHold,
    floatLowThresholdMinor: row.floatLowThresholdMinor,
    notificationEmail: row.notificationEmail,
    updatedAtMs: row.updatedAtMs,
  };
}

/** The hold withdrawals obey: the operator's flag or the partner's own setting. */
export function settlementHoldOn(stores: SettingsReader, partner: PartnerRecord, env: Env): boolean {
  return partner.flags.settlementHold === true || accountSettings(stores, env, partner.id).settlementHold;
}

/**
 * Whether `float.low` was announced for the wallet's current stay below the threshold (a settings
 * value, as it was first kept): set when announced, cleared when the wallet is back above or the
 * threshold changes.
 */
export const floatLowAnnouncedKey = (owner: { env: Env; partnerId: string }): string => `float.low.${owner.env}.${owner.partnerId}`;

export function rearmFloatLow(step: Step, owner: { env: Env; partnerId: string }): void {
  step.stores.settings.put(floatLowAnnouncedKey(owner), false);
}

export function floatLowThresholdMinor(stores: SettingsReader, env: Env, partnerId: string): number {
  return accountSettings(stores, env, partnerId).floatLowThresholdMinor;
}

/** PATCH /settings: absent fields keep their value; `notificationEmail: null` clears the address. */
export interface SettingsPatch {
  readonly settlementHold?: boolean;
  readonly floatLowThresholdMinor?: number;
  readonly notificationEmail?: string | null;
}

export function patchSettings(step: Step, p: SettingsPatch): AccountSettings {
  const { env, partnerId } = step.id;
  if (!env || !partnerId) throw new Error('settings belong to a partner environment');
  const before = accountSettings(step.stores, env, partnerId);
  const next: PartnerSettingsRecord = {
    env,
    partnerId,
    settlementHold: p.settlementHold ?? before.settlementHold,
    floatLowThresholdMinor: p.floatLowThresholdMinor ?? before.floatLowThresholdMinor,
    notificationEmail: p.notificationEmail === undefined ? before.notificationEmail : p.notificationEmail,
    updatedAtMs: step.atMs,
  };
  step.stores.partnerSettings.put(next);
  // A new threshold starts a new watch: the next outflow that ends below it announces float.low.
  if (next.floatLowThresholdMinor !== before.floatLowThresholdMinor) rearmFloatLow(step, { env, partnerId });
  return accountSettings(step.stores, env, partnerId);
}
