import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pesa/contract';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken, uploadPng } from './identity-helpers.ts';
import {
  assets,
  ledgerReconciles,
  MONEY_ENV,
  newSn,
  setFundPassword,
  topUp,
} from './money-helpers.ts';
import { batchRows, drain, uploadBatch, type BatchView } from './batch-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

const OPS = { OPERATOR_USERNAME: 'ops.crossbatch', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
const FUND_PASSWORD = '135790';
const HEADER = 'name,payType,phone,bankCode,bankNo,amount,currency,note,payeeId';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');
/** A row paying a CNY account in China from the Kenyan cross-border wallet (pay type 401). */
const cny = (name: string, bankNo: string, amount: string, payeeId = '') =>
  `${name},401,,102,${bankNo},${amount},USD,,${payeeId}`;
const ANSWERS = {
  transactionReason: 'salary',
  fundsPurpose: '5',
  senderAddress: 'Moi Avenue 12, Nairobi',
} as const;

type Fields = { field: string; message: string }[];

describe.each(engines)('cross-border bulk payment files on %s', (engine) => {
  let h: Harness;
  let owner: Awaited<ReturnType<typeof registerByPhone>>;
  let savedPayee: number;
  let documents: { exchangeFile: string; detailFile: string; contractFile: string };

  const call = <T = unknown>(path: string, body: unknown, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token: owner.token, ...(lang && { lang }) });
  };
  const upload = (...rows: string[]) =>
    uploadBatch(h, owner.token, csv(...rows), { scope: '1', currencyId: '840' });

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV, ...OPS });
    const op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    owner = await registerByPhone(h);
    await setFundPassword(h, owner.token, owner.phone, owner.national, FUND_PASSWORD);
    // A USD bank top-up into the cross-border wallet, confirmed by an operator.
    const topped = await topUp(h, owner.token, '1000', 1);
    h.tick();
    const queue = await h.call<Array<{ sn: string; orderId: number }>>(
      '/ops/review/list',
      { pageNum: 1, pageSize: 50 },
      { token: op },
    );
    const held = queue.data.find((o) => o.sn === topped.sn)!;
    h.tick();
    expect(
      (await h.call('/ops/order/approve', { orderId: held.orderId }, { token: op })).code,
    ).toBe(200);
    const payee = await call<{ id: number }>('/payee/add', {
      countryId: 254,
      payType: 401,
      currencyId: 156,
      name: '李娜',
      type: 2,
      bankName: '中国工商银行',
      bankUser: '李娜',
      bankNo: '6222021234567890999',
    });
    savedPayee = payee.data.id;
    h.tick();
    expect((await h.call('/ops/payee/approve', { id: savedPayee }, { token: op })).code).toBe(200);
    documents = {
      exchangeFile: await uploadPng(h, owner.token),
      detailFile: await uploadPng(h, owner.token),
      contractFile: await uploadPng(h, owner.token),
    };
  });
  afterAll(async () => {
    await h.close();
  });

  it('checks each row by the rules of a single cross-border send', async () => {
    const up = await upload(
      cny('张伟', '6222021234567890123', '40'),
      // Pay types that are not offered across borders, details of a CNY account not in Chinese,
      // a card number of the wrong length, and an amount under the cross-border minimum.
      `Asha,2,0722000111,,,40,USD,,`,
      cny('Zhang Wei', '6222021234567890123', '40'),
      cny('王芳', '12345', '40'),
      cny('王芳', '6222021234567890456', '5'),
    );
    expect(up.code).toBe(200);
    expect(up.data).toMatchObject({ rows: 5, valid: 1, invalid: 4 });
    const rows = await batchRows(h, owner.token, up.data.batchId);
    expect(rows.map((r) => r.errors)).toEqual([
      [],
      [{ column: 'payType', message: 'Not a payment method a file can pay' }],
      [{ column: 'name', message: 'CNY account details must be filled in Chinese' }],
      [
        {
          column: 'bankNo',
          message: 'A Chinese bank card or account number has 12 to 19 digits',
        },
      ],
      [{ column: 'amount', message: 'The smallest amount for this payment method is USD 10.00' }],
    ]);
    // The cross-border fee schedule (1.5%, at least 3.00 USD), against the cross-border balance.
    expect(rows[0]).toMatchObject({ amount: '40.00', fee: '3.00' });
    expect(up.data.totals).toEqual([
      expect.objectContaining({ currencyCode: 'USD', amount: '40.00', fee: '3.00', covered: true }),
    ]);
  });

  it('refuses to submit without the answers and documents, in both languages, holding nothing', async () => {
    const up = await upload(cny('张伟', '6222021234567890123', '40'));
    const before = await assets(h, owner.token, 'USD');
    const bare = await call<Fields>('/batch/submit', {
      batchId: up.data.batchId,
      fundPassword: FUND_PASSWORD,
    });
    expect(bare.code).toBe(-1008);
    expect(bare.data.map((f) => f.field).sort()).toEqual(
      [
        'contractFile',
        'detailFile',
        'exchangeFile',
        'fundsPurpose',
        'senderAddress',
        'transactionReason',
      ].sort(),
    );
    expect(bare.data[0]!.message).toBe('Required for a cross-border payment');
    const zh = await call<Fields>(
      '/batch/submit',
      { batchId: up.data.batchId, fundPassword: FUND_PASSWORD, ...ANSWERS },
      'zh_CN',
    );
    expect(zh.data).toContainEqual({ field: 'exchangeFile', message: '跨境付款必须填写此项' });
    // Another account's upload is no document of this one.
    const stranger = await registerByPhone(h);
    const foreign = await call<Fields>('/batch/submit', {
      batchId: up.data.batchId,
      fundPassword: FUND_PASSWORD,
      ...ANSWERS,
      ...documents,
      contractFile: await uploadPng(h, stranger.token),
    });
    expect(foreign.code).toBe(-1008);
    expect(foreign.data.map((f) => f.field)).toEqual(['contractFile']);
    // Reasons come from the same lists as a single send's.
    const odd = await call('/batch/submit', {
      batchId: up.data.batchId,
      fundPassword: FUND_PASSWORD,
      ...ANSWERS,
      ...documents,
      transactionReason: 'lottery',
    });
    expect(odd.code).toBe(-1008);
    expect(await assets(h, owner.token, 'USD')).toEqual(before);
    const detail = await call<BatchView>(`/batch/detail/${up.data.batchId}`, {});
    expect(detail.data.status).toBe('checked');
    expect(detail.data.crossBorder).toBeNull();
  });

  it('makes each row a cross-border send with the file’s answers, held from the cross-border balance', async () => {
    const up = await upload(
      cny('张伟', '6222021234567890123', '40'),
      cny('', '', '60', String(savedPayee)),
    );
    expect(up.data).toMatchObject({ valid: 2, invalid: 0 });
    const before = await assets(h, owner.token, 'USD');
    const submitted = await call<BatchView>('/batch/submit', {
      batchId: up.data.batchId,
      fundPassword: FUND_PASSWORD,
      ...ANSWERS,
      ...documents,
    });
    expect(submitted.code).toBe(200);
    expect(submitted.data.crossBorder).toEqual({ ...ANSWERS, ...documents, contractWorker: null });
    await drain(h);
    const orders = await h.app.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('sn', 'like', `${submitted.data.batchNo}-%`)
      .orderBy('sn')
      .execute();
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order.scope).toBe(1);
      expect(order.to_currency_id).toBe(156);
      expect(JSON.parse(order.details!)).toMatchObject({ ...ANSWERS, ...documents });
    }
    // A new recipient typed in the file waits for an operator, as a new cross-border recipient
    // does; the saved and approved one goes to the rail.
    const [typed, saved] = orders;
    expect(typed!.status).toBe(-2);
    expect(saved!.status).not.toBe(-2);

    // The saved recipient's row is what a single cross-border send of it makes.
    const single = await call<{ sn: string }>('/order/create', {
      sn: newSn('X'),
      scope: 1,
      payeeId: savedPayee,
      payType: 401,
      currencyId: 840,
      amount: '60',
      fundPassword: FUND_PASSWORD,
      ...ANSWERS,
      ...documents,
    });
    expect(single.code).toBe(200);
    const one = await h.app.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('sn', '=', single.data.sn)
      .executeTakeFirstOrThrow();
    const priced = (o: typeof one) => ({
      amount: String(o.amount),
      fee: String(o.fee_amount),
      tax: String(o.tax_fee),
      rate: o.rate,
      toAmount: String(o.to_amount),
      received: String(o.received_amount),
      payee: o.payee_snapshot,
      details: JSON.parse(o.details!) as unknown,
    });
    expect(priced(saved!)).toEqual(priced(one));

    // Both rows' amounts and fees left the cross-border balance (40 + 3, 60 + 3, then the single
    // send's 63); what is not yet paid is held.
    await drain(h);
    const detail = await call<BatchView>(`/batch/detail/${up.data.batchId}`, {});
    expect(detail.data.progress).toMatchObject({ paid: 1, pending: 1, failed: 0 });
    const after = await assets(h, owner.token, 'USD');
    expect(Number(before!.crossBorder) - Number(after!.crossBorder)).toBeCloseTo(43 + 63 + 63, 2);
    expect(Number(after!.onHold) - Number(before!.onHold)).toBeGreaterThanOrEqual(43);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('opens cross-border files only to those with the cross-border page', async () => {
    const up = await upload(cny('张伟', '6222021234567890123', '40'));
    const roleId = await addRole(h, owner.token, ['PspBatch'], 'Domestic files');
    const added = await addMember(h, owner.token, roleId);
    const member = await memberToken(h, added.national, added.password);
    const refused = await uploadBatch(h, member, csv(cny('张伟', '6222021234567890123', '40')), {
      scope: '1',
      currencyId: '840',
    });
    expect(refused.code).toBe(ErrorCode.NO_PERMISSION);
    h.tick();
    const detail = await h.call(`/batch/detail/${up.data.batchId}`, {}, { token: member });
    expect(detail.code).toBe(ErrorCode.NO_PERMISSION);
    h.tick();
    const list = await h.call(
      '/batch/list',
      { pageNum: 1, pageSize: 10, scope: 1 },
      { token: member },
    );
    expect(list.code).toBe(ErrorCode.NO_PERMISSION);
    h.tick();
    const domestic = await h.call(
      '/batch/list',
      { pageNum: 1, pageSize: 10, scope: 0 },
      { token: member },
    );
    expect(domestic.code).toBe(200);
  });
});
