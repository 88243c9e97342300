import iconv from 'iconv-lite';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { assets, ledgerReconciles, MONEY_ENV, setFundPassword, topUp } from './money-helpers.ts';
import { batchRows, drain, uploadBatch } from './batch-helpers.ts';

const HEADER = 'name,payType,phone,bankCode,bankNo,amount,currency,note';
const row = (name: string, phone: string, amount: string, note = '') =>
  `${name},2,${phone},,,${amount},KES,${note}`;
/** Distinct Safaricom numbers: 0722 000 000 + i. */
const phone = (i: number) => `0722${String(100000 + i).slice(-6)}`;
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

describe.each(engines)('bulk payment files on %s', (engine) => {
  let h: Harness;
  let token: string;
  const fundPassword = '135790';

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, SESSION_IDLE_MINUTES: '120' });
    const user = await registerByPhone(h);
    token = user.token;
    await setFundPassword(h, token, user.phone, user.national, fundPassword);
    await topUp(h, token, '200000');
  });
  afterAll(async () => {
    await h.close();
  });

  const call = <T>(path: string, body: unknown, lang: 'en_US' | 'zh_CN' = 'en_US') => {
    h.tick();
    return h.call<T>(path, body, { token, lang });
  };
  const download = async (path: string, form: Record<string, string>, lang = 'en_US') => {
    h.tick();
    const response = await h.app.server.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
        'content-language': lang,
      },
      payload: new URLSearchParams(form).toString(),
    });
    return response;
  };

  it('gives the template with headers in the caller’s language, as CSV and XLSX', async () => {
    const en = await download('/batch/template', { scope: '0', format: 'csv' });
    expect(en.headers['content-type']).toContain('text/csv');
    expect(en.body.replace(/^\uFEFF/, '').trim()).toBe(`${HEADER},payeeId`);
    const zh = await download('/batch/template', { scope: '0', format: 'csv' }, 'zh_CN');
    expect(zh.body).toContain('收款人姓名,付款方式,手机号码');
    const xlsx = await download('/batch/template', { scope: '0', format: 'xlsx' }, 'zh_CN');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(6).value).toBe('金额');
  });

  it('checks a 1,000-row file: errors name the column and reason, warnings do not block', async () => {
    const rows: string[] = [];
    for (let i = 1; i <= 1000; i++) {
      if (i % 10 === 0) rows.push(row(`Bad Phone ${i}`, '12345', '100'));
      else if (i % 10 === 1) rows.push(row(`No Amount ${i}`, phone(i), ''));
      else if (i % 50 === 3) rows.push(row(`Twin ${i}`, phone(i - 1), '100'));
      else rows.push(row(`Payee ${i}`, phone(i), '100'));
    }
    // Rows 3, 53, … repeat the payee and amount of the row before them: 20 warnings.
    const up = await uploadBatch(h, token, csv(...rows));
    expect(up.code).toBe(200);
    expect(up.data.rows).toBe(1000);
    expect(up.data.invalid).toBe(200);
    expect(up.data.valid).toBe(800);
    expect(up.data.warnings).toBe(20);
    const invalid = await batchRows(h, token, up.data.batchId, 'invalid');
    expect(invalid).toHaveLength(200);
    const bad = invalid.find((r) => r.rowNo === 10)!;
    expect(bad.errors[0]!.column).toBe('phone');
    expect(invalid.find((r) => r.rowNo === 11)!.errors).toEqual([
      { column: 'amount', message: 'This field is required' },
    ]);
    h.tick();
    const zh = await h.call<never>(
      '/batch/rows/list',
      { batchId: up.data.batchId, pageNum: 1, pageSize: 5, status: 'invalid' },
      { token, lang: 'zh_CN' },
    );
    expect((zh.rows as { errors: { message: string }[] }[])[0]!.errors[0]!.message).toMatch(
      /[\u4e00-\u9fff]/,
    );
  });

  it('warns of the same payee and amount twice in a file', async () => {
    const up = await uploadBatch(
      h,
      token,
      csv(
        row('Asha', phone(1), '100'),
        row('Asha', '+254722100001', '100'),
        row('Asha', phone(1), '101'),
      ),
    );
    expect(up.data.valid).toBe(3);
    expect(up.data.warnings).toBe(1);
    const rows = await batchRows(h, token, up.data.batchId);
    expect(rows[1]!.warnings).toEqual([
      { key: 'batchDuplicate', message: 'Same recipient and amount as row 1' },
    ]);
    expect(rows[0]!.warnings).toEqual([]);
  });

  it('warns of a name the rail has not registered for the number, and keeps it after a fix', async () => {
    const up = await uploadBatch(
      h,
      token,
      csv(
        row('Peter Otieno', '0722119901', '100'),
        row('Wanjiku Kamau', '0722229901', '100'),
        row('Typo', '0722', '100'),
      ),
    );
    expect(up.data).toMatchObject({ valid: 2, invalid: 1, warnings: 2 });
    await call('/batch/row/edit', {
      batchId: up.data.batchId,
      rowNo: 3,
      cells: { name: 'Fixed', payType: '2', phone: phone(901), amount: '100' },
    });
    const rows = await batchRows(h, token, up.data.batchId);
    expect(rows[0]!.warnings).toEqual([
      {
        key: 'batchNameNoMatch',
        message: 'The name does not match the one registered for this number',
      },
    ]);
    expect(rows[1]!.warnings).toEqual([
      { key: 'batchNameClose', message: 'Registered as Wanjiku Njeri Kamau' },
    ]);
    expect(rows[2]!.warnings).toEqual([]);
  });

  it('reads GBK, UTF-16 and UTF-8 with a byte-order mark, semicolons and tabs', async () => {
    const text =
      '收款人姓名;付款方式;手机号码;金额;币种\r\n张三;2;0722300001;150;KES\r\n李四;2;0722300002;250;KES\r\n';
    const gbk = await uploadBatch(h, token, iconv.encode(text, 'gbk'));
    const tabs = text.replace(/;/g, '\t');
    const utf16 = await uploadBatch(
      h,
      token,
      Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(tabs, 'utf16le')]),
    );
    const bom = await uploadBatch(h, token, Buffer.from(`\uFEFF${text.replace(/;/g, ',')}`));
    for (const up of [gbk, utf16, bom]) {
      expect(up.code).toBe(200);
      expect(up.data.valid).toBe(2);
      const rows = await batchRows(h, token, up.data.batchId);
      expect(rows.map((r) => r.cells.name)).toEqual(['张三', '李四']);
      expect(up.data.totals).toEqual([
        expect.objectContaining({ currencyCode: 'KES', amount: '400.00' }),
      ]);
    }
  });

  it('refuses what is no payment file, in the caller’s language, and changes nothing', async () => {
    const empty = await uploadBatch(h, token, 'hello,world\r\n1,2\r\n', { lang: 'zh_CN' });
    expect(empty.code).toBe(-1008);
    expect(JSON.stringify(empty)).toContain('第一行中没有找到模板的任何列');
    const before = await call<never>('/batch/list', { pageNum: 1, pageSize: 100 });
    const noRows = await uploadBatch(h, token, HEADER);
    expect(noRows.code).toBe(-1008);
    const after = await call<never>('/batch/list', { pageNum: 1, pageSize: 100 });
    expect(after.total).toBe(before.total);
  });

  it('holds the file’s total with fees at once and releases it on cancel', async () => {
    const start = await assets(h, token);
    const up = await uploadBatch(
      h,
      token,
      csv(row('A', phone(501), '1000'), row('B', phone(502), '2000')),
    );
    const total = up.data.totals[0]!;
    expect(total.covered).toBe(true);
    const held = Number(total.amount) + Number(total.fee);
    const submitted = await call<{ status: string }>('/batch/submit', {
      batchId: up.data.batchId,
      fundPassword,
    });
    expect(submitted.data.status).toBe('processing');
    const during = await assets(h, token);
    expect(Number(during!.onHold) - Number(start!.onHold)).toBeCloseTo(held, 2);
    expect(Number(start!.domestic) - Number(during!.domestic)).toBeCloseTo(held, 2);
    const cancelled = await call<{ status: string; progress: { cancelled: number } }>(
      '/batch/cancel',
      { batchId: up.data.batchId },
    );
    expect(cancelled.data.progress.cancelled).toBe(2);
    await drain(h);
    const after = await assets(h, token);
    expect(after!.domestic).toBe(start!.domestic);
    expect(after!.onHold).toBe(start!.onHold);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('refuses a file the balance does not cover, and a wrong password, holding nothing', async () => {
    const up = await uploadBatch(
      h,
      token,
      csv(row('Big', phone(601), '150000'), row('Big', phone(602), '150000')),
    );
    expect(up.data.totals[0]!.covered).toBe(false);
    const start = await assets(h, token);
    const wrong = await call('/batch/submit', { batchId: up.data.batchId, fundPassword: '000000' });
    expect(wrong.code).not.toBe(200);
    const short = await call('/batch/submit', { batchId: up.data.batchId, fundPassword });
    expect(short.code).toBe(-1013);
    expect(await assets(h, token)).toEqual(start);
  });

  it('fixes and drops rows, pays every row once across two instances, exports safely, retries only failures', async () => {
    const up = await uploadBatch(
      h,
      token,
      csv(
        ...Array.from({ length: 8 }, (_, i) =>
          row(`Worker ${i + 1}`, phone(700 + i), '100', i === 0 ? '=HYPERLINK("x")' : 'June'),
        ),
        row('Typo', '0722', '100'),
        row('Dropped', phone(799), '100'),
      ),
    );
    expect(up.data.invalid).toBe(1);
    const fixed = await call<{ invalid: number; valid: number }>('/batch/row/edit', {
      batchId: up.data.batchId,
      rowNo: 9,
      cells: {
        name: 'Typo Fixed',
        payType: '2',
        phone: phone(709),
        amount: '100',
        currency: 'KES',
      },
    });
    expect(fixed.data).toMatchObject({ invalid: 0, valid: 10 });
    const dropped = await call<{ valid: number; rows: number }>('/batch/row/delete', {
      batchId: up.data.batchId,
      rowNo: 10,
    });
    expect(dropped.data).toMatchObject({ valid: 9, rows: 9 });
    const submitted = await call<{ batchNo: string }>('/batch/submit', {
      batchId: up.data.batchId,
      fundPassword,
    });
    expect(submitted.code).toBe(200);
    // The rail refuses the payouts to two of the rows' numbers.
    const refused = new Set([phone(701), phone(704)].map((p) => `+254${p.slice(1)}`));
    const failTwo = (app: App) => {
      const rail = app.money.simulator;
      const submit = rail.submitPayout.bind(rail);
      rail.submitPayout = (request) => {
        if (refused.has(request.recipient.account)) rail.forceOutcome(request.reference, 'failure');
        return submit(request);
      };
    };
    failTwo(h.app);
    const k = h.app.db.kysely;
    // Every row's job is queued twice, as after a crash between paying a row and closing its
    // job; on PostgreSQL a second instance works the same queue at the same time.
    const rowJobs = await k
      .selectFrom('jobs')
      .select('payload')
      .where('type', '=', 'batch.row')
      .execute();
    for (const job of rowJobs) await h.app.money.jobs.enqueue('batch.row', JSON.parse(job.payload));
    if (engine === 'postgres') {
      const second: App = await buildApp({
        config: h.config,
        clock: h.clock,
        db: openDatabase({ databaseUrl: h.config.DATABASE_URL, dataDir: h.config.DATA_DIR }),
        logger: false,
      });
      failTwo(second);
      try {
        await Promise.all([drain(h), second.money.worker.runDue()]);
      } finally {
        await second.server.close();
      }
    }
    await drain(h);
    const orders = await k
      .selectFrom('orders')
      .select(['sn', 'status'])
      .where('sn', 'like', `${submitted.data.batchNo}-%`)
      .execute();
    expect(orders).toHaveLength(9);
    expect(new Set(orders.map((o) => o.sn)).size).toBe(9);
    const detail = await call<{ status: string; progress: Record<string, number> }>(
      `/batch/detail/${up.data.batchId}`,
      {},
    );
    expect(detail.data.status).toBe('done');
    expect(detail.data.progress).toMatchObject({ paid: 7, failed: 2, queued: 0, pending: 0 });
    expect(await ledgerReconciles(h)).toBe(true);

    const exported = await download(`/batch/export/${up.data.batchId}`, { format: 'csv' });
    expect(exported.body).toContain(`${submitted.data.batchNo}-1`);
    expect(exported.body).toContain(`"'=HYPERLINK(""x"")"`);
    const xlsx = await download(`/batch/export/${up.data.batchId}`, { format: 'xlsx' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const note = book.worksheets[0]!.getRow(2).getCell(9).value;
    expect(note).toBe(`'=HYPERLINK("x")`);

    const retry = await call<{ batchId: number }>('/batch/retry', { batchId: up.data.batchId });
    const again = await call('/batch/retry', { batchId: up.data.batchId });
    expect(again.code).toBe(-1019);
    const retried = await batchRows(h, token, retry.data.batchId);
    expect(retried).toHaveLength(2);
    const failedRows = await batchRows(h, token, up.data.batchId, 'failed');
    expect(retried.map((r) => r.cells.phone).sort()).toEqual(
      failedRows.map((r) => r.cells.phone).sort(),
    );
    // The rail takes them now.
    refused.clear();
    await call('/batch/submit', { batchId: retry.data.batchId, fundPassword });
    await drain(h);
    const final = await call<{ progress: Record<string, number> }>(
      `/batch/detail/${retry.data.batchId}`,
      {},
    );
    expect(final.data.progress).toMatchObject({ paid: 2, failed: 0 });
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
