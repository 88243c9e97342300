import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pesa/contract';
import { formatMoneyText } from '@pesa/domain';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { MONEY_ENV, newSn, topUp } from './money-helpers.ts';
import { pdfText } from './pdf-text.ts';

/**
 * Receipts, statements and their verification (docs/documents.md): the PDFs are read back as
 * text, the statement is checked against the ledger, and the public verify call answers only for
 * genuine codes, at a limited pace.
 */
describe.each(engines)('documents on %s', (engine) => {
  let h: Harness;
  let main: Awaited<ReturnType<typeof registerByPhone>>;
  let stranger: Awaited<ReturnType<typeof registerByPhone>>;
  let firstSn: string;
  let secondSn: string;
  let between: string;

  beforeAll(async () => {
    h = await startHarness(engine, MONEY_ENV);
    main = await registerByPhone(h);
    stranger = await registerByPhone(h);
    firstSn = (await topUp(h, main.token, '5000')).sn;
    h.tick(120_000);
    between = h.clock.now().toISOString();
    h.tick(120_000);
    secondSn = (await topUp(h, main.token, '700.25')).sn;
  });
  afterAll(async () => {
    await h.close();
  });

  /** A download as the browser sends it: form-encoded, with the session and the language. */
  const download = async (
    path: string,
    form: Record<string, string> = {},
    opts: { token?: string; lang?: 'en_US' | 'zh_CN' } = {},
  ) => {
    h.tick();
    return h.app.server.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: {
        authorization: `Bearer ${opts.token ?? main.token}`,
        'content-type': 'application/x-www-form-urlencoded',
        'content-language': opts.lang ?? 'en_US',
      },
      payload: new URLSearchParams(form).toString(),
    });
  };

  const receiptCodeOf = async (sn: string) => {
    h.tick();
    const detail = await h.call<{ receiptCode: string | null }>(
      `/order/detail/${sn}`,
      {},
      { token: main.token },
    );
    expect(detail.code).toBe(200);
    return detail.data.receiptCode;
  };

  /** The wallet's balance summed straight from its postings, up to a time (all when omitted). */
  const ledgerBalance = async (before?: string) => {
    const k = h.app.db.kysely;
    const wallet = await k
      .selectFrom('ledger_accounts')
      .innerJoin('users', 'users.user_id', 'ledger_accounts.owner_user_id')
      .select(['ledger_accounts.id', 'ledger_accounts.balance'])
      .where('users.phone', '=', main.phone)
      .where('ledger_accounts.kind', '=', 'domestic')
      .where('ledger_accounts.currency_id', '=', 404)
      .executeTakeFirstOrThrow();
    let query = k
      .selectFrom('ledger_postings')
      .select('amount')
      .where('account_id', '=', wallet.id);
    if (before) query = query.where('create_time', '<', before);
    const sum = (await query.execute()).reduce((s, p) => s + BigInt(p.amount), 0n);
    return { sum, cached: BigInt(wallet.balance) };
  };
  const minor = (decimal: string) => BigInt(decimal.replace('.', ''));

  describe('receipts', () => {
    it('prints a top-up’s figures, references and code in English, under 150 KB', async () => {
      const code = await receiptCodeOf(firstSn);
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
      const response = await download(`/order/receipt/${firstSn}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="receipt-${firstSn}.pdf"`,
      );
      expect(response.rawPayload.length).toBeLessThan(150 * 1024);
      const { pages, text } = await pdfText(response.rawPayload);
      expect(pages).toBe(1);
      expect(text).toContain('Top-up receipt');
      expect(text).toContain('KES 5,000.00');
      expect(text).toContain('Successful');
      expect(text).toContain(firstSn);
      expect(text).toContain('EAT (UTC+3)');
      expect(text).toContain(code!.match(/.{5}/g)!.join('-'));
      expect(text).toContain(`/verify/${code}`);
      // The same code on every download: the receipt is one document.
      expect(await receiptCodeOf(firstSn)).toBe(code);
    });

    it('prints the same receipt in Chinese with the embedded font, under 150 KB', async () => {
      const response = await download(`/order/receipt/${secondSn}`, {}, { lang: 'zh_CN' });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(150 * 1024);
      const { text } = await pdfText(response.rawPayload);
      expect(text).toContain('充值回单');
      expect(text).toContain('KES 700.25');
      expect(text).toContain('成功');
      expect(text).toContain('验证码');
      expect(text).toContain(secondSn);
    });

    it('refuses an order that is not final, and issues no code for it', async () => {
      h.tick();
      const pending = await h.call<{ sn: string }>(
        '/recharge/create',
        { sn: newSn('R'), scope: 0, payType: 502, currencyId: 404, amount: '10' },
        { token: main.token },
      );
      expect(pending.code).toBe(200);
      expect(await receiptCodeOf(pending.data.sn)).toBeNull();
      const response = await download(`/order/receipt/${pending.data.sn}`);
      expect(response.headers['content-type']).toContain('json');
      const body = response.json<{ code: number; data: Array<{ field: string; msg: string }> }>();
      expect(body.code).toBe(ErrorCode.ORDER_STATUS);
      expect(JSON.stringify(body)).toContain('once the order is completed');
      const codes = await h.app.db.kysely
        .selectFrom('document_codes' as never)
        .select('reference' as never)
        .where('reference' as never, '=', pending.data.sn as never)
        .execute();
      expect(codes).toHaveLength(0);
    });

    it('issues one code when ten first requests for a receipt arrive at once', async () => {
      const { sn } = await topUp(h, main.token, '12.5');
      h.tick();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          h.call<{ receiptCode: string | null }>(`/order/detail/${sn}`, {}, { token: main.token }),
        ),
      );
      const codes = answers.map((a) => a.data.receiptCode);
      expect(answers.every((a) => a.code === 200)).toBe(true);
      expect(codes[0]).toMatch(/^[0-9A-Z]{20}$/);
      expect(new Set(codes)).toEqual(new Set([codes[0]]));
      const rows = await h.app.db.kysely
        .selectFrom('document_codes' as never)
        .select('code' as never)
        .where('reference' as never, '=', sn as never)
        .execute();
      expect(rows).toEqual([{ code: codes[0] }]);
    });

    it('gives another account nothing of someone else’s receipt (BOLA)', async () => {
      const response = await download(`/order/receipt/${firstSn}`, {}, { token: stranger.token });
      expect(response.headers['content-type']).toContain('json');
      expect(response.json<{ code: number }>().code).toBe(ErrorCode.DATA_NOT_FOUND);
      expect(response.body).not.toContain('5000');
    });
  });

  describe('statements', () => {
    const csvRows = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .map((line) => line.split(','));

    it('reconciles: opening plus entries is the closing balance, which is the ledger’s', async () => {
      const now = h.clock.now().toISOString();
      const response = await download('/account/statement', {
        currencyId: '404',
        startTime: between,
        endTime: new Date(Date.parse(now) + 60_000).toISOString(),
        format: 'csv',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const rows = csvRows(response.body);
      const value = (label: string) => rows.find((r) => r[0] === label)?.[1] ?? '';
      const head = rows.findIndex((r) => r[0] === 'Time');
      const entries = rows.slice(head + 1);
      const opening = minor(value('Opening balance'));
      const closing = minor(value('Closing balance'));
      expect(opening).toBe((await ledgerBalance(between)).sum);
      expect(opening).toBeGreaterThan(0n);
      expect(entries.length).toBeGreaterThan(0);
      const moved = entries.reduce((s, r) => s + minor(r[3]!), 0n);
      expect(opening + moved).toBe(closing);
      expect(minor(entries.at(-1)![4]!)).toBe(closing);
      const ledger = await ledgerBalance();
      expect(closing).toBe(ledger.sum);
      expect(closing).toBe(ledger.cached);
      expect(Number(value('Entries'))).toBe(entries.length);
    });

    it('prints the same figures as a PDF in both languages, with a code that verifies', async () => {
      const form = {
        currencyId: '404',
        startTime: new Date(Date.parse(between) - 86_400_000).toISOString(),
        endTime: h.clock.now().toISOString(),
        format: 'pdf',
      };
      const en = await download('/account/statement', form);
      expect(en.headers['content-type']).toBe('application/pdf');
      const english = (await pdfText(en.rawPayload)).text;
      const closing = (await ledgerBalance()).sum;
      expect(english).toContain('Account statement');
      expect(english).toContain('Opening balance');
      expect(english).toContain('0.00');
      expect(english).toContain('Top-up credited');
      // On paper a figure reads as on the screens: code first, grouped ("KES 5,722.75").
      const printedClosing = formatMoneyText(closing, 2, 'KES').replace('.', '\\.');
      expect(english).toMatch(new RegExp(`Closing balance\\s+${printedClosing}`));
      const code = /[0-9A-Z]{5}(-[0-9A-Z]{5}){3}/.exec(english)?.[0];
      expect(code).toBeDefined();
      h.tick();
      const verified = await h.call<{ kind: string; amount: string; currencyCode: string }>(
        '/common/verify',
        { code },
      );
      expect(verified.data).toMatchObject({ kind: 'statement', currencyCode: 'KES' });
      expect(minor(verified.data.amount)).toBe(closing);
      const zh = await download('/account/statement', form, { lang: 'zh_CN' });
      const chinese = (await pdfText(zh.rawPayload)).text;
      expect(chinese).toContain('账户对账单');
      expect(chinese).toContain('期初余额');
      expect(chinese).toContain('充值入账');
    });

    it('writes an XLSX file', async () => {
      const response = await download('/account/statement', {
        currencyId: '404',
        startTime: between,
        endTime: h.clock.now().toISOString(),
        format: 'xlsx',
      });
      expect(response.statusCode).toBe(200);
      // A zip (PK header) holding the sheet.
      expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });

    it('refuses a range longer than a year with a field error in the user’s language', async () => {
      const response = await download(
        '/account/statement',
        {
          currencyId: '404',
          startTime: '2025-01-01T00:00:00Z',
          endTime: '2026-02-01T00:00:00Z',
          format: 'pdf',
        },
        { lang: 'zh_CN' },
      );
      const body = response.json<{ code: number }>();
      expect(body.code).toBe(ErrorCode.PARAMETER_ERROR);
      expect(JSON.stringify(body)).toContain('一份对账单最多涵盖一年');
    });
  });

  describe('verification', () => {
    it('answers what the genuine receipt states, and only that', async () => {
      const code = (await receiptCodeOf(firstSn))!;
      h.tick();
      // Typed as printed, in lower case: dashes and case do not matter.
      const printed = code.toLowerCase().match(/.{5}/g)!.join('-');
      const reply = await h.call<Record<string, unknown>>('/common/verify', { code: printed });
      expect(reply.code).toBe(200);
      expect(reply.data).toMatchObject({
        kind: 'receipt',
        amount: '5000.00',
        currencyCode: 'KES',
        status: 'PASS',
      });
      expect(Object.keys(reply.data).sort()).toEqual(
        ['amount', 'currencyCode', 'date', 'kind', 'parties', 'status'].sort(),
      );
      // The account holder's number appears only as its last four digits.
      expect(JSON.stringify(reply.data.parties)).toMatch(/\*\*\*\*\d{4}/);
    });

    it('refuses a guessed code, then limits lookups per address', async () => {
      h.tick(61_000);
      const guessed = await h.call('/common/verify', { code: 'ABCDE-FGHJK-MNPQR-STVWX' });
      expect(guessed.code).toBe(ErrorCode.DATA_NOT_FOUND);
      expect(guessed.msg).toBeTruthy();
      const replies: number[] = [];
      for (let i = 0; i < 25; i++)
        replies.push((await h.call('/common/verify', { code: '0000000000000000000' + i })).code);
      expect(replies).toContain(429);
      expect(replies.filter((c) => c !== 429).length).toBeLessThan(20);
    });
  });
});

/**
 * A statement of 10,000 entries (docs/documents.md): the postings are written straight into the
 * ledger, balanced against the settlement account a top-up debits, and the statement must list
 * every one and still add up. Time and memory are measured by the bench (apps/server/bench/statement.bench.ts).
 */
describe.each(engines)('a 10,000-entry statement on %s', (engine) => {
  let h: Harness;
  let main: Awaited<ReturnType<typeof registerByPhone>>;
  const COUNT = 10_000;

  beforeAll(async () => {
    h = await startHarness(engine, MONEY_ENV);
    main = await registerByPhone(h);
    const sn = (await topUp(h, main.token, '100')).sn;
    await addPostings(h, sn, COUNT);
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists every entry in CSV and PDF, and the rows add up to the ledger', async () => {
    const form = {
      currencyId: '404',
      startTime: new Date(Date.parse(h.clock.now().toISOString()) - 86_400_000).toISOString(),
      endTime: new Date(Date.parse(h.clock.now().toISOString()) + 60_000).toISOString(),
    };
    const post = async (format: string) => {
      h.tick();
      return h.app.server.inject({
        method: 'POST',
        url: '/api/account/statement',
        headers: {
          authorization: `Bearer ${main.token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ ...form, format }).toString(),
      });
    };
    const csv = (await post('csv')).body.trimEnd().split('\r\n');
    const entries = csv.slice(csv.findIndex((line) => line.startsWith('Time,')) + 1);
    expect(entries).toHaveLength(COUNT + 1);
    // 100.00 topped up, then 10,000 credits of 0.01.
    expect(entries.at(-1)!.split(',').at(-1)).toBe('200.00');
    const pdf = await post('pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // About 52 entries a page; the page objects are plain text even with compressed content.
    const pages = pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThan(COUNT / 60);
  });
});

/** Writes `count` credits of one minor unit to the top-up's wallet, each a balanced entry. */
async function addPostings(h: Harness, sn: string, count: number) {
  const k = h.app.db.kysely;
  const legs = await k
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['p.account_id', 'p.amount', 'a.kind'])
    .where('e.reference', '=', sn)
    .execute();
  const wallet = legs.find((l) => l.kind === 'domestic')!.account_id;
  const source = legs.find((l) => BigInt(l.amount) < 0n)!.account_id;
  const time = h.clock.now().toISOString();
  for (let done = 0; done < count; done += 500) {
    const entries = await k
      .insertInto('ledger_entries')
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          entry_type: 'top_up',
          reference: `BULK${done + i}`,
          description: 'statement volume test',
          created_by: 0,
          create_time: time,
        })),
      )
      .returning('id')
      .execute();
    await k
      .insertInto('ledger_postings')
      .values(
        entries.flatMap((e) => [
          { entry_id: e.id, account_id: wallet, currency_id: 404, amount: 1, create_time: time },
          { entry_id: e.id, account_id: source, currency_id: 404, amount: -1, create_time: time },
        ]),
      )
      .execute();
  }
  for (const [id, delta] of [
    [wallet, count],
    [source, -count],
  ] as const)
    await k
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '+', delta) }))
      .where('id', '=', id)
      .execute();
}
