import type { Harness } from './harness.ts';

export interface BatchView {
  batchId: number;
  batchNo: string;
  status: string;
  rows: number;
  valid: number;
  invalid: number;
  warnings: number;
  progress: { queued: number; pending: number; paid: number; failed: number; cancelled: number };
  crossBorder: Record<string, string | number | null> | null;
  totals: {
    currencyId: number;
    currencyCode: string;
    amount: string;
    fee: string;
    balance: string;
    covered: boolean;
  }[];
}

export interface BatchRowView {
  rowNo: number;
  status: string;
  cells: Record<string, string>;
  errors: { column: string; message: string }[];
  warnings: { key: string; message: string }[];
  amount: string | null;
  fee: string | null;
  orderSn: string | null;
}

/** POST /api/batch/upload as the web sends it: multipart with the file, scope and currency. */
export async function uploadBatch(
  h: Harness,
  token: string,
  file: Buffer | string,
  options: {
    fileName?: string;
    scope?: string;
    currencyId?: string;
    lang?: 'en_US' | 'zh_CN';
  } = {},
) {
  const boundary = `----pesa${Math.random().toString(16).slice(2)}`;
  const field = (name: string, value: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  const body = Buffer.concat([
    field('scope', options.scope ?? '0'),
    field('currencyId', options.currencyId ?? '404'),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'payroll.csv'}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(file) ? file : Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  h.tick();
  const response = await h.app.server.inject({
    method: 'POST',
    url: '/api/batch/upload',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-language': options.lang ?? 'en_US',
      authorization: `Bearer ${token}`,
    },
    payload: body,
  });
  return response.json() as { code: number; msg: string; data: BatchView };
}

/** Every row of a file, in file order. */
export async function batchRows(h: Harness, token: string, batchId: number, status?: string) {
  const rows: BatchRowView[] = [];
  for (let pageNum = 1; ; pageNum++) {
    h.tick();
    const reply = await h.call<never>(
      '/batch/rows/list',
      { batchId, pageNum, pageSize: 100, ...(status && { status }) },
      { token },
    );
    rows.push(...(reply.rows as BatchRowView[]));
    if (rows.length >= (reply.total ?? 0) || reply.rows!.length === 0) return rows;
  }
}

/** Runs the job queue until nothing is due (payout jobs and their simulated callbacks). */
export async function drain(h: Harness) {
  while ((await h.app.money.worker.runDue()) > 0);
}
