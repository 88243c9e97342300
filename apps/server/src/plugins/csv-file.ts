import type { FastifyReply } from 'fastify';
import { ErrorCode, type LocalizedText } from '@pesa/contract';
import type { Lang } from '../i18n/language.ts';
import { AppError } from './app-error.ts';

/**
 * The most rows one customer export holds (transactions, orders, FX history, operation log). A
 * filter matching more is refused with a message asking to narrow it, rather than cut short: a
 * file that silently misses rows would be read as complete (docs/money.md, "Exports").
 */
export const EXPORT_ROW_LIMIT = 10_000;

/** Refuses an export whose filter matches more rows than one file holds. */
export function requireExportable(total: number): void {
  if (total > EXPORT_ROW_LIMIT)
    throw new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: [{ field: 'endTime', key: 'tooManyRows' }],
    });
}

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula, so
 * a payee name such as `=HYPERLINK(...)` could act in the accountant's sheet (OWASP "CSV
 * injection"). Such a cell gets a leading apostrophe, which spreadsheets show as text. A signed
 * amount ("-150.00") is a number, not a formula, and stays as it is so sums still work.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_DECIMAL = /^-\d+(\.\d+)?$/;

/** The text of a cell as a spreadsheet must show it: a would-be formula as text. */
export function defusedText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) && !SIGNED_DECIMAL.test(text) ? `'${text}` : text;
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = defusedText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One RFC 4180 line (CRLF end). */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** One column of an export: its header in both languages and how a row fills the cell. */
export interface CsvColumn<T> {
  header: LocalizedText;
  value: (row: T) => string | number | null | undefined;
}

/**
 * The header in the requester's language, then one line per row. It starts with a byte-order
 * mark so that spreadsheets read Chinese text as UTF-8.
 */
export function csvText<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], lang: Lang) {
  const header = csvLine(columns.map((column) => column.header[lang]));
  return `\uFEFF${header}${rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('')}`;
}

/**
 * Sends the text as a CSV attachment (SPEC §7 downloads). The name carries the day, so two
 * exports saved side by side do not overwrite each other; the web saves under this name.
 */
export function sendCsv(reply: FastifyReply, name: string, text: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(text);
}
