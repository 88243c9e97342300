import { z } from 'zod';
import { BATCH_COLUMNS } from '@pesa/domain';
import { idField, intField, pageFields } from './fields.ts';
import { orderQuoteBody } from './money.ts';

/**
 * Bulk payment files (issue 31). Downloads post form-encoded (SPEC §7), so their fields arrive
 * as text and are read from it.
 */
const scopeField = z
  .union([z.literal(0), z.literal(1), z.enum(['0', '1'])])
  .transform((v) => Number(v) as 0 | 1);

export const batchTemplateBody = z.object({
  scope: scopeField,
  format: z.enum(['csv', 'xlsx']),
});

/** The multipart fields beside the file of POST /batch/upload. */
export const batchUploadFields = z.object({
  scope: scopeField,
  currencyId: idField,
});

/** `awaiting`: held, waiting for the account's approvers; `rejected`/`expired`: released by them. */
export const BATCH_STATUSES = [
  'checked',
  'awaiting',
  'processing',
  'done',
  'cancelled',
  'rejected',
  'expired',
] as const;
/** A row's state: checked (valid, invalid, deleted), then paid through its order. */
export const BATCH_ROW_STATUSES = [
  'valid',
  'invalid',
  'deleted',
  'queued',
  'pending',
  'paid',
  'failed',
  'cancelled',
] as const;

/** The files of one service's page (scope), or of both. */
export const batchListBody = z.object({ ...pageFields, scope: scopeField.optional() });
export const batchIdParam = z.object({ batchId: idField });
export const batchIdBody = z.object({ batchId: idField });
export const batchExportBody = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

export const batchRowsBody = z.object({
  batchId: idField,
  ...pageFields,
  status: z.enum(BATCH_ROW_STATUSES).optional(),
});

const cell = z.string().trim().max(200);
/** A row's cells as the page edits them; absent or empty cells are empty. */
export const batchRowEditBody = z.object({
  batchId: idField,
  rowNo: intField.min(1),
  cells: z.object(Object.fromEntries(BATCH_COLUMNS.map((c) => [c, cell.optional()]))).strict(),
});

export const batchRowDeleteBody = z.object({ batchId: idField, rowNo: intField.min(1) });

/**
 * Submission. A cross-border file (scope 1) also carries one set of a cross-border send's answers
 * and documents for all its rows, validated as /order/create validates them; the server requires
 * them only for such a file (-1008 `requiredCrossBorder` on each missing field).
 */
export const batchSubmitBody = z.object({
  batchId: idField,
  fundPassword: z.string().regex(/^\d{6}$/, { message: 'fundPasswordRule' }),
  ...orderQuoteBody.pick({
    transactionReason: true,
    fundsPurpose: true,
    senderAddress: true,
    exchangeFile: true,
    detailFile: true,
    contractFile: true,
    contractWorker: true,
  }).shape,
});
