import type { ApiOrderRow } from '@pesa/contract';
import type { Lang } from '../../../i18n/language.ts';
import { apiOrderCsvColumns } from '../../../i18n/server-messages.ts';
import { csvText, type CsvColumn } from '../../../plugins/csv-file.ts';

/** The most rows one export holds; a wider filter is cut to the newest (docs/api-service.md). */
export const API_ORDER_EXPORT_LIMIT = 10_000;

type Column = keyof typeof apiOrderCsvColumns;
const COLUMNS: CsvColumn<ApiOrderRow>[] = (Object.keys(apiOrderCsvColumns) as Column[]).map(
  (column) => ({ header: apiOrderCsvColumns[column], value: (row) => row[column] }),
);

/** The export: a header row in the caller's language, then one row per order (csv-file.ts). */
export function apiOrdersCsv(rows: readonly ApiOrderRow[], lang: Lang): string {
  return csvText(COLUMNS, rows, lang);
}
