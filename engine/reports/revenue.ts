/**
 * Fees and revenue, read from the ledger's revenue accounts: the base broker fee is what
 * the partner's accounts paid into the environment's `fee_revenue`, the markup what they paid into the
 * partner's `markup_revenue`; reversals (a failed settlement, a cancelled fill) move fees back and are
 * subtracted, so each figure is what was collected net. Periods are UTC days or months; every period
 * of the range is listed, those without trades at zero.
 */
import type { BucketInterval, ReportStore, RevenueBucket } from '../../storage/reports.ts';
import type { Env } from '../../storage/types.ts';
import { ledgerAccounts } from '../ledger.ts';
import { ownerOfAccount } from './valuation.ts';

export interface FeePeriod {
  readonly period: string;
  readonly baseFeeMinor: number;
  readonly markupMinor: number;
  /** Fills that paid a base fee in the period (reversals not subtracted). */
  readonly charges: number;
  /** Fills that paid a markup in the period (none when the markup is 0 bps). */
  readonly markupCharges: number;
}

export interface RevenueByAccount {
  readonly owner: string;
  readonly markupMinor: number;
  readonly charges: number;
}

type Scope = { readonly partnerId: string; readonly env: Env };

/** Every period key of [fromMs, toMs) (`YYYY-MM-DD` or `YYYY-MM`), in order. */
export function periodKeys(fromMs: number, toMs: number, interval: BucketInterval): string[] {
  const keys: string[] = [];
  const d = new Date(fromMs);
  let cursor = interval === 'day' ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) : Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  while (cursor < toMs) {
    const iso = new Date(cursor).toISOString();
    keys.push(interval === 'day' ? iso.slice(0, 10) : iso.slice(0, 7));
    const c = new Date(cursor);
    cursor = interval === 'day' ? cursor + 86_400_000 : Date.UTC(c.getUTCFullYear(), c.getUTCMonth() + 1, 1);
  }
  return keys;
}

const indexed = (rows: readonly RevenueBucket[]) => new Map(rows.map((r) => [r.key, r]));

export function feePeriods(store: ReportStore, s: Scope, fromMs: number, toMs: number, interval: BucketInterval): FeePeriod[] {
  const base = indexed(store.revenueByPeriod(ledgerAccounts.feeRevenue(s.env).id, s.partnerId, s.env, fromMs, toMs, interval));
  const markup = indexed(store.revenueByPeriod(ledgerAccounts.markupRevenue(s.env, s.partnerId).id, s.partnerId, s.env, fromMs, toMs, interval));
  return periodKeys(fromMs, toMs, interval).map((period) => ({
    period,
    baseFeeMinor: base.get(period)?.netMinor ?? 0,
    markupMinor: markup.get(period)?.netMinor ?? 0,
    charges: base.get(period)?.charges ?? 0,
    markupCharges: markup.get(period)?.charges ?? 0,
  }));
}

/** The partner's markup by account that paid it (the master account and each sub-account), largest first. */
export function markupByAccount(store: ReportStore, s: Scope, fromMs: number, toMs: number): RevenueByAccount[] {
  const byOwner = new Map<string, { owner: string; markupMinor: number; charges: number }>();
  for (const r of store.revenueByAccount(ledgerAccounts.markupRevenue(s.env, s.partnerId).id, s.partnerId, s.env, fromMs, toMs)) {
    const kind = r.key.split('/')[2]!;
    const owner = ownerOfAccount(r.key, kind);
    const e = byOwner.get(owner) ?? { owner, markupMinor: 0, charges: 0 };
    e.markupMinor += r.netMinor;
    e.charges += r.charges;
    byOwner.set(owner, e);
  }
  return [...byOwner.values()].sort((a, b) => b.markupMinor - a.markupMinor || (a.owner < b.owner ? -1 : 1));
}
