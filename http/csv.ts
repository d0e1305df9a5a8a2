/**
 * CSV answers of the reports (`?format=csv`, CONTRACT.md section 6): RFC 4180 through csv-stringify
 * (the `csv` project), one header row, CRLF line ends, fields quoted when they hold a comma, quote or
 * line break. Every report and the dividend report answer through here, so the dialect is one.
 */
import { stringify } from 'csv-stringify/sync';
import type { AppContext } from './context.ts';

export type CsvValue = string | number | boolean | null;

/** A column: its header and how a row gives its cell. */
export interface CsvColumn<T> {
  readonly header: string;
  readonly value: (row: T) => CsvValue;
}

/** The CSV text of `rows`: the header row, then one record per row (null as an empty field). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const records = rows.map((row) => columns.map((c) => c.value(row)));
  return stringify(records, {
    header: true,
    columns: columns.map((c) => c.header),
    record_delimiter: 'windows',
    cast: { boolean: (b) => (b ? 'true' : 'false'), number: (n) => String(n) },
  });
}

/** Answers `text/csv` as an attachment named `filename`. */
export function sendCsv<T>(ctx: AppContext, filename: string, columns: readonly CsvColumn<T>[], rows: readonly T[]): void {
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('content-disposition', `attachment; filename="${filename}"`);
  ctx.body = toCsv(columns, rows);
}

/** Cents as a fixed two-decimal USD amount (`12.50`), exact from the integer. */
export function usdCell(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
