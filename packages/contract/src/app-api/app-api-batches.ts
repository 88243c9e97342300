import { z } from 'zod';
import type { AppOperationEntry } from './app-api-types.ts';
import { BATCH_ROW_STATUSES, BATCH_STATUSES } from '../schemas/batch.ts';

const money = z.string().meta({ description: 'Major units, e.g. "1500.00".' });

/** A bulk payment file as its page shows it (issue 31). */
export const batchView = z.object({
  batchId: z.number(),
  batchNo: z.string(),
  scope: z.number(),
  status: z.enum(BATCH_STATUSES),
  fileName: z.string(),
  /** The file whose failed rows this one retries. */
  retryOf: z.number().nullable(),
  createTime: z.string(),
  submitTime: z.string().nullable(),
  /** Rows not removed, rows that can be paid, rows with errors, rows with warnings. */
  rows: z.number(),
  valid: z.number(),
  invalid: z.number(),
  warnings: z.number(),
  progress: z.object({
    queued: z.number(),
    pending: z.number(),
    paid: z.number(),
    failed: z.number(),
    cancelled: z.number(),
  }),
  /**
   * A cross-border file's answers and documents, given once at submission for all its rows
   * (`POST /batch/submit`); null on a domestic file and before submission.
   */
  crossBorder: z
    .object({
      transactionReason: z.string(),
      fundsPurpose: z.string(),
      senderAddress: z.string(),
      exchangeFile: z.string(),
      detailFile: z.string(),
      contractFile: z.string(),
      contractWorker: z.number().nullable(),
    })
    .nullable(),
  /** Per currency, of the rows to be paid: amount, fees with tax, the wallet and whether it covers them. */
  totals: z.array(
    z.object({
      currencyId: z.number(),
      currencyCode: z.string(),
      amount: money,
      fee: money,
      balance: money,
      covered: z.boolean(),
    }),
  ),
});

const problem = z.object({ column: z.string(), message: z.string() });

export const batchRowView = z.object({
  rowNo: z.number(),
  status: z.enum(BATCH_ROW_STATUSES),
  cells: z.record(z.string(), z.string()),
  errors: z.array(problem),
  warnings: z.array(z.object({ key: z.string(), message: z.string() })),
  payType: z.number().nullable(),
  currencyId: z.number().nullable(),
  currencyCode: z.string().nullable(),
  amount: money.nullable(),
  fee: money.nullable(),
  /** The row's order: the batch number and the row number. */
  orderSn: z.string().nullable(),
  failReason: z.string().nullable(),
});

const spreadsheet = (description: string) => ({
  file: {
    mediaType: 'text/csv',
    description: `${description} CSV (UTF-8 with a byte-order mark) or XLSX, as \`format\` asks.`,
  },
});

export const BATCH_OPERATIONS: Record<string, AppOperationEntry> = {
  'POST /batch/template': {
    summary: 'The bulk payment template, headers in the caller’s language',
    reply: spreadsheet('The empty template.'),
  },
  'POST /batch/upload': {
    summary: 'Read and check a bulk payment file',
    reply: { data: batchView },
  },
  'POST /batch/list': { summary: 'Bulk payment files, newest first', reply: { rows: batchView } },
  'POST /batch/detail/{batchId}': {
    summary: 'One bulk payment file, with its progress',
    reply: { data: batchView },
  },
  'POST /batch/rows/list': {
    summary: 'A file’s checked rows, paged',
    reply: { rows: batchRowView },
  },
  'POST /batch/row/edit': { summary: 'Fix a row and check it again', reply: { data: batchView } },
  'POST /batch/row/delete': {
    summary: 'Drop a row from a checked file',
    reply: { data: batchView },
  },
  'POST /batch/submit': {
    summary:
      'Submit a checked file: its total with fees is held and its rows paid; a cross-border file (scope 1) also gives the answers and documents of a cross-border send, once for all its rows',
    reply: { data: batchView },
  },
  'POST /batch/cancel': {
    summary: 'Cancel a file: rows not yet paid are dropped and their money released',
    reply: { data: batchView },
  },
  'POST /batch/retry': {
    summary: 'A new file of the failed rows only, linked to this one',
    reply: { data: z.object({ batchId: z.number() }) },
  },
  'POST /batch/export/{batchId}': {
    summary: 'A file’s results per row',
    reply: spreadsheet('Every row with its status, order number and reasons.'),
  },
};
