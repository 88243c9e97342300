import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request/request.ts';
import { followInterval } from '../../lib/live/liveStream.ts';

/** A bulk payment file as the server shows it (POST /batch/detail). */
export interface Batch {
  batchId: number;
  batchNo: string;
  scope: number;
  status: 'checked' | 'awaiting' | 'processing' | 'done' | 'cancelled' | 'rejected' | 'expired';
  fileName: string;
  retryOf: number | null;
  createTime: string;
  submitTime: string | null;
  rows: number;
  valid: number;
  invalid: number;
  warnings: number;
  progress: { queued: number; pending: number; paid: number; failed: number; cancelled: number };
  /** A submitted cross-border file's answers and documents; null otherwise. */
  crossBorder:
    | (Required<Omit<CrossBorderAnswers, 'contractWorker'>> & {
        contractWorker: number | null;
      })
    | null;
  totals: {
    currencyId: number;
    currencyCode: string;
    amount: string;
    fee: string;
    balance: string;
    covered: boolean;
  }[];
}

// The template's columns are the domain's, so the page and the server read the same file.
import type { BatchColumn } from '@pesa/domain';
export { BATCH_COLUMNS, type BatchColumn } from '@pesa/domain';

export interface BatchRow {
  rowNo: number;
  status: string;
  cells: Partial<Record<BatchColumn, string>>;
  errors: { column: BatchColumn; message: string }[];
  warnings: { key: string; message: string }[];
  currencyCode: string | null;
  amount: string | null;
  fee: string | null;
  orderSn: string | null;
  failReason: string | null;
}

/** The service a page pays from: 0 domestic (Domestic Service), 1 cross-border. */
export type Scope = 0 | 1;

/**
 * A cross-border file's answers and documents, given once for all its rows at submission
 * (the fields of the send wizard's cross-border step).
 */
export interface CrossBorderAnswers {
  transactionReason?: string;
  fundsPurpose?: string;
  senderAddress?: string;
  exchangeFile?: string;
  detailFile?: string;
  contractFile?: string;
  contractWorker?: number;
}

export function downloadTemplate(scope: Scope, format: 'csv' | 'xlsx') {
  return request.download('/batch/template', { scope, format }, `bulk-payments-template.${format}`);
}

export function exportResults(batch: Batch, format: 'csv' | 'xlsx') {
  return request.download(
    `/batch/export/${batch.batchId}`,
    { format },
    `bulk-payments-${batch.batchNo}.${format}`,
  );
}

export function uploadBatch(scope: Scope, file: File, currencyId: number) {
  const form = new FormData();
  form.append('scope', String(scope));
  form.append('currencyId', String(currencyId));
  form.append('file', file);
  return request.post<Batch>('/batch/upload', form, { repeatSubmit: false });
}

/**
 * One file, followed while its rows are being paid: by the live stream's `batch` events, read
 * again every two seconds while the stream is not connected (every 20 s while it is).
 */
export function useBatch(batchId: number | null) {
  return useQuery({
    queryKey: ['batch', 'detail', batchId],
    queryFn: () => request.post<Batch>(`/batch/detail/${batchId}`, {}, { repeatSubmit: false }),
    enabled: batchId !== null,
    refetchInterval: (query) =>
      ['processing', 'awaiting'].includes(query.state.data?.status ?? '')
        ? followInterval()
        : false,
  });
}

export function useBatchRows(
  batchId: number | null,
  pageNum: number,
  status: string | undefined,
  live: boolean,
) {
  return useQuery({
    queryKey: ['batch', 'rows', batchId, pageNum, status],
    queryFn: () =>
      request.page<BatchRow>(
        '/batch/rows/list',
        { batchId, pageNum, pageSize: 20, status },
        { repeatSubmit: false },
      ),
    enabled: batchId !== null,
    refetchInterval: () => (live ? followInterval() : false),
  });
}

/** The newest files of the page's service. */
export function useBatches(scope: Scope) {
  return useQuery({
    queryKey: ['batch', 'list', scope],
    queryFn: () => request.page<Batch>('/batch/list', { pageNum: 1, pageSize: 10, scope }),
  });
}

export const editRow = (batchId: number, rowNo: number, cells: BatchRow['cells']) =>
  request.post<Batch>('/batch/row/edit', { batchId, rowNo, cells });
export const deleteRow = (batchId: number, rowNo: number) =>
  request.post<Batch>('/batch/row/delete', { batchId, rowNo });
export const submitBatch = (
  batchId: number,
  fundPassword: string,
  crossBorder: CrossBorderAnswers = {},
) => request.post<Batch>('/batch/submit', { batchId, fundPassword, ...crossBorder });
export const cancelBatch = (batchId: number) => request.post<Batch>('/batch/cancel', { batchId });
export const retryBatch = (batchId: number) =>
  request.post<{ batchId: number }>('/batch/retry', { batchId });
