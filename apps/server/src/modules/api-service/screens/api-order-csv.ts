import type { ApiOrderRow } from '@pesa/contract';
import type { Lang } from '../../../i18n/language.ts';
import { apiOrderCsvColumns } from '../../../i18n/server-messages.ts';

/** The most rows one export holds; a wider filter is cut to the newest (docs/api-service.md). */
export const API_ORDER_EXPORT_LIMIT = 10_000;

type Column = keyof typeof apiOrderCsvColumns;
const COLUMNS = Object.keys(apiOrderCsvColumns) as Column[];

/**
 * A spreadsheet opens a cell starting with one of these as a formula, so a payer's name such as
 * `=HYPERLINK(...)` could run in the accountant's sheet (CSV injection). Such a cell is prefixed
 * with an apostrophe, which spreadsheets show as text. Amounts are never negative, so no number
 * is changed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The export: a header row in the caller's language, then one row per order, amounts as decimal
 * strings. It starts with a byte-order mark so that spreadsheets read the Chinese header as UTF-8.
 */
export function apiOrdersCsv(rows: readonly ApiOrderRow[], lang: Lang): string {
  const header = COLUMNS.map((column) => csvCell(apiOrderCsvColumns[column][lang]));
  const lines = rows.map((row) => COLUMNS.map((column) => csvCell(row[column])).join(','));
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
