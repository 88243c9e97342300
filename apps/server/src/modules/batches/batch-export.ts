import ExcelJS from 'exceljs';
import { BATCH_COLUMNS, type BatchColumn } from '@pesa/domain';
import type { LocalizedText } from '@pesa/contract';
import type { FastifyReply } from 'fastify';
import { exportWords as w } from '../../i18n/export-words.ts';
import type { Lang } from '../../i18n/language.ts';
import { csvText, defusedText, type CsvColumn } from '../../plugins/csv-file.ts';
import { headerOf, type BatchRowView } from './batch-views.ts';

export type FileFormat = 'csv' | 'xlsx';

/** A row's status in the export, in the words of the page. */
const STATUS_WORDS: Record<string, LocalizedText> = {
  valid: { en: 'Ready', zh: '待提交' },
  invalid: { en: 'Has errors', zh: '有错误' },
  deleted: { en: 'Removed', zh: '已移除' },
  queued: { en: 'Queued', zh: '排队中' },
  pending: { en: 'Processing', zh: '处理中' },
  paid: { en: 'Paid', zh: '已付款' },
  failed: { en: 'Failed', zh: '失败' },
  cancelled: { en: 'Cancelled', zh: '已取消' },
};
const ROW_WORD: LocalizedText = { en: 'Row', zh: '行号' };
const ERRORS_WORD: LocalizedText = { en: 'Errors', zh: '错误' };
const WARNINGS_WORD: LocalizedText = { en: 'Warnings', zh: '提醒' };

/** The template's header row in a language (the English headers are the column names). */
export const templateHeaders = (lang: Lang) => BATCH_COLUMNS.map((c) => headerOf(c, lang));

const cellColumn = (column: BatchColumn): CsvColumn<BatchRowView> => ({
  header: { en: headerOf(column, 'en'), zh: headerOf(column, 'zh') },
  value: (row) => row.cells[column],
});

/** The results: the row as uploaded, then its status, order, fee and why it failed. */
function resultColumns(lang: Lang): CsvColumn<BatchRowView>[] {
  return [
    { header: ROW_WORD, value: (row) => row.rowNo },
    ...BATCH_COLUMNS.map(cellColumn),
    { header: w.status, value: (row) => STATUS_WORDS[row.status]?.[lang] ?? row.status },
    { header: w.sn, value: (row) => row.orderSn },
    { header: w.fee, value: (row) => row.fee },
    {
      header: ERRORS_WORD,
      value: (row) =>
        [...row.errors.map((e) => `${headerOf(e.column, lang)}: ${e.message}`), row.failReason]
          .filter(Boolean)
          .join('; '),
    },
    { header: WARNINGS_WORD, value: (row) => row.warnings.map((x) => x.message).join('; ') },
  ];
}

/** A sheet of text cells, each defused as the CSV's are (csv-file.ts). */
async function workbook(header: string[], rows: (string | number | null | undefined)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Payments');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row.map((cell) => defusedText(cell)));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

const MEDIA: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function send(reply: FastifyReply, name: string, format: FileFormat, body: string | Buffer) {
  return reply
    .header('content-type', MEDIA[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

export async function sendTemplate(reply: FastifyReply, format: FileFormat, lang: Lang) {
  const headers = templateHeaders(lang);
  const body =
    format === 'csv'
      ? csvText(
          headers.map((h) => ({ header: { en: h, zh: h }, value: () => '' })),
          [],
          lang,
        )
      : await workbook(headers, []);
  return send(reply, 'bulk-payments-template', format, body);
}

export async function sendResults(
  reply: FastifyReply,
  batchNo: string,
  rows: BatchRowView[],
  format: FileFormat,
  lang: Lang,
) {
  const columns = resultColumns(lang);
  const body =
    format === 'csv'
      ? csvText(columns, rows, lang)
      : await workbook(
          columns.map((c) => c.header[lang]),
          rows.map((row) => columns.map((c) => c.value(row))),
        );
  return send(reply, `bulk-payments-${batchNo}`, format, body);
}
