/**
 * Bulk payment files (issue 31): the template's columns, how a header names one, and the
 * warnings a row earns from the rest of its file. Whether a row can be paid at all is decided by
 * the rules of a single send, which the server applies to each row; these are what a file adds.
 */

/** The template's columns, in the template's order. `payeeId` names a saved recipient. */
export const BATCH_COLUMNS = [
  'name',
  'payType',
  'phone',
  'bankCode',
  'bankNo',
  'amount',
  'currency',
  'note',
  'payeeId',
] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];

/**
 * The Chinese headers of the template. They are part of the file format, not only of the screen:
 * a file saved from the Chinese template must be read whatever language its uploader uses.
 */
export const BATCH_HEADERS_ZH: Record<BatchColumn, string> = {
  name: '收款人姓名',
  payType: '付款方式',
  phone: '手机号码',
  bankCode: '银行代码',
  bankNo: '银行账号',
  amount: '金额',
  currency: '币种',
  note: '备注',
  payeeId: '收款人编号',
};

/** The largest file we read, in rows and in bytes. */
export const BATCH_MAX_ROWS = 5000;
export const BATCH_MAX_BYTES = 10 * 1024 * 1024;

/** A payment this many times the payee's usual amount is worth a second look. */
export const UNUSUAL_AMOUNT_FACTOR = 5n;

const squash = (text: string) => text.replace(/[\s_*]/g, '').toLowerCase();
const HEADERS = new Map<string, BatchColumn>(
  BATCH_COLUMNS.flatMap((column) => [
    [squash(column), column],
    [squash(BATCH_HEADERS_ZH[column]), column],
  ]),
);

/** The column a header names, in English or Chinese, ignoring case, spaces and marks; or null. */
export function batchColumnOf(header: string): BatchColumn | null {
  return HEADERS.get(squash(header.replace(/^\uFEFF/, ''))) ?? null;
}

/** Cells by column, from a header row and a data row; unknown headers are ignored. */
export function rowCells(headers: readonly string[], row: readonly string[]) {
  const cells: Partial<Record<BatchColumn, string>> = {};
  headers.forEach((header, index) => {
    const column = batchColumnOf(header);
    const value = (row[index] ?? '').trim();
    if (column && value !== '') cells[column] = value;
  });
  return cells;
}

/** A row as the file's checks see it: who is paid, how much, in what. */
export interface RowForWarnings {
  rowNo: number;
  /** The same string for the same payee (a saved id or the pay type and account). */
  payeeKey: string;
  currencyId: number;
  amount: bigint;
}

export type BatchWarning =
  | { key: 'batchDuplicate'; params: { row: string } }
  | { key: 'batchUnusualAmount'; params: { usual: string } }
  /** From the name check (the server's), kept apart from the file's own warnings. */
  | { key: 'batchNameNoMatch'; params?: undefined }
  | { key: 'batchNameClose'; params: { name: string } };

/** A name check's warning, kept when the file's own warnings are worked out again. */
export const isNameWarning = (warning: BatchWarning) => warning.key.startsWith('batchName');

/**
 * Warnings that do not block a row: the same payee and amount earlier in the file, and an amount
 * far above what this account usually pays the payee (`usual`, its average in minor units, by
 * payee key and currency). Returned by row number.
 */
export function batchWarnings(
  rows: readonly RowForWarnings[],
  usual: ReadonlyMap<string, bigint>,
  format: (amount: bigint, currencyId: number) => string,
): Map<number, BatchWarning[]> {
  const seen = new Map<string, number>();
  const out = new Map<number, BatchWarning[]>();
  const add = (rowNo: number, warning: BatchWarning) =>
    out.set(rowNo, [...(out.get(rowNo) ?? []), warning]);
  for (const row of rows) {
    const same = `${row.payeeKey}|${row.currencyId}|${row.amount}`;
    const first = seen.get(same);
    if (first === undefined) seen.set(same, row.rowNo);
    else add(row.rowNo, { key: 'batchDuplicate', params: { row: String(first) } });
    const average = usual.get(`${row.payeeKey}|${row.currencyId}`);
    if (average !== undefined && average > 0n && row.amount > average * UNUSUAL_AMOUNT_FACTOR)
      add(row.rowNo, {
        key: 'batchUnusualAmount',
        params: { usual: format(average, row.currencyId) },
      });
  }
  return out;
}

/** Totals per currency of the rows that will be paid: amount and fee (tax included). */
export function batchTotals(
  rows: readonly { currencyId: number; amount: bigint; fee: bigint }[],
): { currencyId: number; amount: bigint; fee: bigint }[] {
  const totals = new Map<number, { currencyId: number; amount: bigint; fee: bigint }>();
  for (const row of rows) {
    const total = totals.get(row.currencyId) ?? { currencyId: row.currencyId, amount: 0n, fee: 0n };
    total.amount += row.amount;
    total.fee += row.fee;
    totals.set(row.currencyId, total);
  }
  return [...totals.values()].sort((a, b) => a.currencyId - b.currencyId);
}

/**
 * A row's order number: the batch number and the row number. It is the order's idempotency key,
 * so it must never change for a row, and fit the order number rule (6-64 of A-Z, 0-9, _ and -).
 */
export function batchRowSn(batchNo: string, rowNo: number): string {
  return `${batchNo}-${rowNo}`;
}
