/**
 * The read side of the reports for HTTP: AUM as of a day, positions page by page, fees
 * and markup revenue per period, and the partner's invoices. Lookups by id are scoped to the caller's
 * partner environment (another's invoice is null, like a missing one).
 */
import type { BucketInterval, InvoiceRecord, PositionRow } from '../../storage/reports.ts';
import type { Stores } from '../../storage/stores.ts';
import type { MarketService } from '../market/service.ts';
import { aumReport, type AumReport } from '../reports/aum.ts';
import { AumBooks } from '../reports/aum-book.ts';
import { feePeriods, markupByAccount, type FeePeriod, type RevenueByAccount } from '../reports/revenue.ts';
import { assetPricer, ownerOfAccount, type PricedAsset, type ValuationPoint } from '../reports/valuation.ts';
import type { PartnerScope } from './trading.ts';

const DAY_MS = 86_400_000;

export interface PositionFigures {
  /** The holding account's id: the page cursor. */
  readonly key: string;
  readonly owner: string;
  readonly asset: PricedAsset | null;
  readonly instrumentId: string;
  readonly unitsMicro: number;
  readonly reservedMicro: number;
  readonly marketValueMinor: number;
}

/** The valuation point of a report as of `date`: today's latest prices when the day is today (or later). */
export function valuationPoint(date: string, nowMs: number): { at: ValuationPoint; dayEndMs: number } {
  const dayEndMs = Date.parse(`${date}T00:00:00.000Z`) + DAY_MS;
  const current = dayEndMs > nowMs;
  return { at: { date, current, atMs: current ? nowMs : dayEndMs - 1 }, dayEndMs };
}

function positionFigures(row: PositionRow, price: (asset: string) => PricedAsset | null): PositionFigures {
  const asset = price(row.asset);
  return {
    key: row.id,
    owner: ownerOfAccount(row.id, row.kind),
    asset,
    instrumentId: row.asset.slice(row.asset.indexOf(':') + 1),
    unitsMicro: row.unitsMicro,
    reservedMicro: row.reservedMicro,
    marketValueMinor: asset ? asset.valueMinor(row.unitsMicro) : 0,
  };
}

export function reportQueries(stores: Stores) {
  const { reports } = stores;
  // Today's AUM per partner environment, kept between requests and caught up from the transfer log. HTTP
  // reads use the read-only connection's instance (committed transfers only); the writer's instance would
  // only serve a read made inside a command, which no AUM read is.
  const books = new AumBooks(reports);
  return {
    /** AUM of the partner environment as of `date` (YYYY-MM-DD). */
    aum(market: MarketService, scope: PartnerScope, date: string, nowMs: number): AumReport {
      const { at, dayEndMs } = valuationPoint(date, nowMs);
      return aumReport(market, reports, books, scope, at, dayEndMs);
    },
    /** One page of positions (fetch `limit + 1` to know whether more follow), valued at the latest prices. */
    positions(market: MarketService, scope: PartnerScope, afterKey: string, limit: number, nowMs: number): PositionFigures[] {
      const price = assetPricer(market, { date: new Date(nowMs).toISOString().slice(0, 10), current: true, atMs: nowMs });
      return reports.positions(scope.partnerId, scope.env, afterKey, limit).map((row) => positionFigures(row, price));
    },
    fees(scope: PartnerScope, fromMs: number, toMs: number, interval: BucketInterval): FeePeriod[] {
      return feePeriods(reports, scope, fromMs, toMs, interval);
    },
    revenue(scope: PartnerScope, fromMs: number, toMs: number): { byMonth: FeePeriod[]; byAccount: RevenueByAccount[] } {
      return { byMonth: feePeriods(reports, scope, fromMs, toMs, 'month'), byAccount: markupByAccount(reports, scope, fromMs, toMs) };
    },
    invoice(scope: PartnerScope, invoiceId: string): InvoiceRecord | null {
      const i = reports.invoice(invoiceId);
      return i && i.partnerId === scope.partnerId && i.env === scope.env ? i : null;
    },
    invoices(scope: PartnerScope, beforeSeq: number, limit: number): InvoiceRecord[] {
      return reports.invoices(scope.partnerId, scope.env, beforeSeq, limit);
    },
  };
}

export type ReportQueries = ReturnType<typeof reportQueries>;
