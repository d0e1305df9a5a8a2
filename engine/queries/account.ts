/** Reads of the partner's account: settings, usage per day and the master wallet's float. */
import type { PartnerRecord } from '../../storage/partners.ts';
import type { Stores } from '../../storage/stores.ts';
import type { Env } from '../../storage/types.ts';
import { accountSettings, settlementHoldOn, type AccountSettings } from '../account/settings.ts';
import { ledgerAccounts, MASTER_OWNER } from '../ledger.ts';

export interface UsageDay {
  readonly day: string;
  readonly requestsByFamily: Record<string, number>;
  readonly rateLimitedByFamily: Record<string, number>;
  readonly ordersPlaced: number;
  readonly activeSubAccounts: number;
  readonly webhookDeliveries: number;
  readonly streamMs: number;
}

export interface FloatFigures {
  readonly balanceMinor: number;
  readonly reservedMinor: number;
  readonly pendingPayoutsMinor: number;
  readonly pendingTopupsMinor: number;
  readonly thresholdMinor: number;
}

const DAY_MS = 86_400_000;

/** Every UTC day from `fromDay` to `toDay` inclusive (both YYYY-MM-DD). */
export function daysBetween(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(`${fromDay}T00:00:00Z`); ms <= Date.parse(`${toDay}T00:00:00Z`); ms += DAY_MS) days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}

function emptyDay(day: string): { -readonly [K in keyof UsageDay]: UsageDay[K] } {
  return { day, requestsByFamily: {}, rateLimitedByFamily: {}, ordersPlaced: 0, activeSubAccounts: 0, webhookDeliveries: 0, streamMs: 0 };
}

export function accountQueries(stores: Stores) {
  return {
    settings: (env: Env, partnerId: string): AccountSettings => accountSettings(stores, env, partnerId),
    /** The settlement hold withdrawals obey (the operator's flag or the partner's own setting). */
    settlementHold: (partner: PartnerRecord, env: Env): boolean => settlementHoldOn(stores, partner, env),
    /** Usage per UTC day from `fromDay` to `toDay` inclusive: every day listed, zeros included. */
    usage(partnerId: string, env: Env, fromDay: string, toDay: string): UsageDay[] {
      const byDay = new Map(daysBetween(fromDay, toDay).map((d) => [d, emptyDay(d)]));
      for (const c of stores.usage.counts(partnerId, env, fromDay, toDay)) {
        const day = byDay.get(c.day);
        if (!day) continue;
        if (c.metric === 'requests') day.requestsByFamily[c.family] = c.count;
        else if (c.metric === 'rateLimited') day.rateLimitedByFamily[c.family] = c.count;
        else if (c.metric === 'streamMs') day.streamMs = c.count;
      }
      const fromMs = Date.parse(`${fromDay}T00:00:00Z`);
      const toMs = Date.parse(`${toDay}T00:00:00Z`) + DAY_MS;
      for (const r of stores.usage.ordersPlaced(partnerId, env, fromMs, toMs)) byDay.get(r.day)!.ordersPlaced = r.count;
      for (const r of stores.usage.webhookDeliveries(partnerId, env, fromMs, toMs)) byDay.get(r.day)!.webhookDeliveries = r.count;
      for (const r of stores.usage.activeSubAccounts(partnerId, env, fromDay, toDay)) byDay.get(r.day)!.activeSubAccounts = r.count;
      return [...byDay.values()];
    },
    /** The master wallet's funding headroom figures (USD cents). */
    float(env: Env, partnerId: string): FloatFigures {
      const balance = (spec: { id: string }): number => stores.ledger.currentBalance(spec.id) ?? 0;
      return {
        balanceMinor: balance(ledgerAccounts.masterWallet(env, partnerId)),
        reservedMinor: balance(ledgerAccounts.escrow(env, partnerId, MASTER_OWNER)),
        pendingPayoutsMinor: stores.funding.pendingPayoutsMinor(partnerId, env),
        pendingTopupsMinor: stores.funding.pendingTopupsMinor(partnerId, env),
        thresholdMinor: accountSettings(stores, env, partnerId).floatLowThresholdMinor,
      };
    },
  };
}
