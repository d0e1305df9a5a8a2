/**
 * The reports' wire views and their CSV columns: each report's JSON body and the rows its
 * `?format=csv` answer lists, built from the same figures so the two cannot disagree.
 */
import { MASTER_OWNER } from '../engine/ledger.ts';
import { fromMinor, QUANTITY_SCALE, usdFromMinor } from '../engine/money.ts';
import type { PositionFigures } from '../engine/queries/reports.ts';
import type { AumReport } from '../engine/reports/aum.ts';
import type { invoiceView } from '../engine/reports/invoices.ts';
import type { FeePeriod, RevenueByAccount } from '../engine/reports/revenue.ts';
import type { CsvColumn } from './csv.ts';

const accountOf = (owner: string) =>
  owner === MASTER_OWNER ? { subAccountId: null, accountType: 'MASTER' as const } : { subAccountId: owner, accountType: 'SUB_ACCOUNT' as const };

export function aumView(r: AumReport) {
  const bucket =
    <K extends string>(name: K) =>
    (b: { key: string; valueMinor: number; positions: number }) =>
      ({ [name]: b.key, valueUsd: usdFromMinor(b.valueMinor), positions: b.positions }) as { [P in K]: string } & { valueUsd: number; positions: number };
  return {
    asOf: r.at.date,
    valuation: r.at.current ? ('LATEST_DELAYED_PRICE' as const) : ('CLOSE' as const),
    currency: 'USD' as const,
    totals: {
      cashUsd: usdFromMinor(r.cashMinor),
      positionsUsd: usdFromMinor(r.positionsMinor),
      totalUsd: usdFromMinor(r.cashMinor + r.positionsMinor),
      accounts: r.accounts.length,
      positions: r.positions,
      unpricedPositions: r.unpriced,
    },
    // One literal of a fixed shape per account (no spread): the master account and 10,000 sub-accounts are built per request.
    bySubAccount: r.accounts.map((a) => {
      const master = a.owner === MASTER_OWNER;
      return {
        subAccountId: master ? null : a.owner,
        accountType: master ? ('MASTER' as const) : ('SUB_ACCOUNT' as const),
        cashUsd: usdFromMinor(a.cashMinor),
        positionsUsd: usdFromMinor(a.positionsMinor),
        totalUsd: usdFromMinor(a.cashMinor + a.positionsMinor),
        positions: a.positions,
      };
    }),
    byAssetClass: r.byAssetClass.map(bucket('assetClass')),
    byExchange: r.byExchange.map(bucket('exchange')),
    byCurrency: r.byCurrency.map(bucket('currency')),
  };
}

export type AumView = ReturnType<typeof aumView>;

/** AUM as CSV: one row per breakdown line, `dimension` naming the breakdown (TOTAL, SUB_ACCOUNT, ASSET_CLASS, EXCHANGE, CURRENCY). */
export interface AumCsvRow {
  readonly dimension: string;
  readonly key: string;
  readonly cashUsd: number | null;
  readonly positionsUsd: number | null;
  readonly totalUsd: number;
  readonly positions: number;
}

export function aumCsvRows(v: AumView): AumCsvRow[] {
  const t = v.totals;
  return [
    { dimension: 'TOTAL', key: 'ALL', cashUsd: t.cashUsd, positionsUsd: t.positionsUsd, totalUsd: t.totalUsd, positions: t.positions },
    ...v.bySubAccount.map((a) => ({
      dimension: 'SUB_ACCOUNT',
      key: a.subAccountId ?? 'MASTER',
      cashUsd: a.cashUsd,
      positionsUsd: a.positionsUsd,
      totalUsd: a.totalUsd,
      positions: a.positions,
    })),
    ...v.byAssetClass.map((b) => ({
      dimension: 'ASSET_CLASS',
      key: b.assetClass,
      cashUsd: null,
      positionsUsd: null,
      totalUsd: b.valueUsd,
      positions: b.positions,
    })),
    ...v.byExchange.map((b) => ({ dimension: 'EXCHANGE', key: b.exchange, cashUsd: null, positionsUsd: null, totalUsd: b.valueUsd, positions: b.positions })),
    ...v.byCurrency.map((b) => ({ dimension: 'CURRENCY', key: b.currency, cashUsd: null, positionsUsd: null, totalUsd: b.valueUsd, positions: b.positions })),
  ];
}

export const AUM_CSV: readonly CsvColumn<AumCsvRow>[] = [
  { header: 'dimension', value: (r) => r.dimension },
  { header: 'key', value: (r) => r.key },
  { header: 'cashUsd', value: (r) => r.cashUsd },
  { header: 'positionsUsd', value: (r) => r.positionsUsd },
  { header: 'totalUsd', value: (r) => r.totalUsd },
  { header: 'positions', value: (r) => r.positions },
];

export function positionView(p: PositionFigures) {
  const master = p.owner === MASTER_OWNER;
  // A fixed-shape literal (no spread): a page lists up to 1,000 positions.
  return {
    subAccountId: master ? null : p.owner,
    accountType: master ? ('MASTER' as const) : ('SUB_ACCOUNT' as const),
    symbol: p.asset?.symbol ?? p.instrumentId,
    name: p.asset?.name ?? null,
    assetClass: p.asset?.assetClass ?? null,
    exchange: p.asset?.exchange ?? null,
    currency: p.asset?.currency ?? null,
    units: fromMinor(p.unitsMicro, QUANTITY_SCALE),
    reservedUnits: fromMinor(p.reservedMicro, QUANTITY_SCALE),
    marketPriceLocal: p.asset?.priceMinor === null || p.asset === null ? null : fromMinor(p.asset.priceMinor, 2),
    marketValueUsd: usdFromMinor(p.marketValueMinor),
  };
}

type PositionView = ReturnType<typeof positionView>;

export const POSITIONS_CSV: readonly CsvColumn<PositionView>[] = [
  { header: 'subAccountId', value: (r) => r.subAccountId },
  { header: 'accountType', value: (r) => r.accountType },
  { header: 'symbol', value: (r) => r.symbol },
  { header: 'name', value: (r) => r.name },
  { header: 'assetClass', value: (r) => r.assetClass },
  { header: 'exchange', value: (r) => r.exchange },
  { header: 'currency', value: (r) => r.currency },
  { header: 'units', value: (r) => r.units },
  { header: 'reservedUnits', value: (r) => r.reservedUnits },
  { header: 'marketPriceLocal', value: (r) => r.marketPriceLocal },
  { header: 'marketValueUsd', value: (r) => r.marketValueUsd },
];

export function feePeriodView(p: FeePeriod) {
  return {
    period: p.period,
    baseFeeUsd: usdFromMinor(p.baseFeeMinor),
    markupUsd: usdFromMinor(p.markupMinor),
    totalUsd: usdFromMinor(p.baseFeeMinor + p.markupMinor),
    charges: p.charges,
  };
}

export function feeTotals(periods: readonly FeePeriod[]) {
  const base = periods.reduce((s, p) => s + p.baseFeeMinor, 0);
  const markup = periods.reduce((s, p) => s + p.markupMinor, 0);
  return {
    baseFeeUsd: usdFromMinor(base),
    markupUsd: usdFromMinor(markup),
    totalUsd: usdFromMinor(base + markup),
    charges: periods.reduce((s, p) => s + p.charges, 0),
  };
}

export const FEES_CSV: readonly CsvColumn<ReturnType<typeof feePeriodView>>[] = [
  { header: 'period', value: (r) => r.period },
  { header: 'baseFeeUsd', value: (r) => r.baseFeeUsd },
  { header: 'markupUsd', value: (r) => r.markupUsd },
  { header: 'totalUsd', value: (r) => r.totalUsd },
  { header: 'charges', value: (r) => r.charges },
];

export function revenueView(from: string, to: string, byMonth: readonly FeePeriod[], byAccount: readonly RevenueByAccount[]) {
  return {
    from,
    to,
    currency: 'USD' as const,
    totalMarkupUsd: usdFromMinor(byMonth.reduce((s, p) => s + p.markupMinor, 0)),
    charges: byAccount.reduce((s, a) => s + a.charges, 0),
    byMonth: byMonth.map((p) => ({ period: p.period, markupUsd: usdFromMinor(p.markupMinor), charges: p.markupCharges })),
    bySubAccount: byAccount.map((a) => ({ ...accountOf(a.owner), markupUsd: usdFromMinor(a.markupMinor), charges: a.charges })),
  };
}

type RevenueView = ReturnType<typeof revenueView>;

/** Revenue as CSV: `dimension` MONTH rows then SUB_ACCOUNT rows (key MASTER for the master account). */
export function revenueCsvRows(v: RevenueView): { dimension: string; key: string; markupUsd: number; charges: number }[] {
  return [
    ...v.byMonth.map((m) => ({ dimension: 'MONTH', key: m.period, markupUsd: m.markupUsd, charges: m.charges })),
    ...v.bySubAccount.map((a) => ({ dimension: 'SUB_ACCOUNT', key: a.subAccountId ?? 'MASTER', markupUsd: a.markupUsd, charges: a.charges })),
  ];
}

export const REVENUE_CSV: readonly CsvColumn<ReturnType<typeof revenueCsvRows>[number]>[] = [
  { header: 'dimension', value: (r) => r.dimension },
  { header: 'key', value: (r) => r.key },
  { header: 'markupUsd', value: (r) => r.markupUsd },
  { header: 'charges', value: (r) => r.charges },
];

type InvoiceView = ReturnType<typeof invoiceView>;

export const INVOICES_CSV: readonly CsvColumn<InvoiceView>[] = [
  { header: 'invoiceId', value: (r) => r.invoiceId },
  { header: 'period', value: (r) => r.period },
  { header: 'tier', value: (r) => r.tier },
  { header: 'status', value: (r) => r.status },
  { header: 'currency', value: (r) => r.currency },
  { header: 'totalUsd', value: (r) => r.totalUsd },
  { header: 'issuedAt', value: (r) => r.issuedAt },
  { header: 'dueAt', value: (r) => r.dueAt },
];

/** One invoice as CSV: its lines, then a TOTAL line. */
export function invoiceCsvRows(
  i: InvoiceView,
): { code: string; description: string; quantity: number | null; unitPriceUsd: number | null; amountUsd: number }[] {
  return [
    ...i.lines.map((l) => ({ code: l.code, description: l.description, quantity: l.quantity, unitPriceUsd: l.unitPriceUsd, amountUsd: l.amountUsd })),
    { code: 'TOTAL', description: `invoice ${i.invoiceId} for ${i.period}`, quantity: null, unitPriceUsd: null, amountUsd: i.totalUsd },
  ];
}

export const INVOICE_LINES_CSV: readonly CsvColumn<ReturnType<typeof invoiceCsvRows>[number]>[] = [
  { header: 'code', value: (r) => r.code },
  { header: 'description', value: (r) => r.description },
  { header: 'quantity', value: (r) => r.quantity },
  { header: 'unitPriceUsd', value: (r) => r.unitPriceUsd },
  { header: 'amountUsd', value: (r) => r.amountUsd },
];
