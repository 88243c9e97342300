import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayeeView } from '@pesa/contract';
import { engines, registerByPhone, startHarness, type Harness, type Reply } from './harness.ts';
import { eventTypes, relaxedEnv } from './helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

type Fields = Array<{ field: string; message: string }>;

const mpesaKe = {
  countryId: 254,
  payType: 2,
  currencyId: 404,
  name: 'Wanjiru Kamau',
  type: 2,
  phone: '0712 345 678',
};
const bankKe = {
  countryId: 254,
  payType: 100,
  currencyId: 404,
  name: 'Savanna Traders Ltd',
  type: 1,
  bankName: 'KCB Bank',
  bankUser: 'Savanna Traders Ltd',
  bankNo: '1234567890123',
};
const cnyKe = {
  countryId: 254,
  payType: 401,
  currencyId: 156,
  name: 'Zhang San',
  type: 2,
  bankName: '中国工商银行',
  bankUser: '张三',
  bankNo: '6222 0212 3456 7890 123',
  bankBranch: '上海分行',
};

describe.each(engines)('recipients on %s', (engine) => {
  let h: Harness;
  let a: string;
  let b: string;
  let bAccountNo: string;
  let aAccountNo: string;

  const call = <T = unknown>(path: string, body: unknown, token: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, lang });
  };
  const add = async (token: string, body: object) => {
    const reply = await call<{ id: number }>('/payee/add', body, token);
    if (reply.code !== 200) {
      throw new Error(`add failed: ${reply.code} ${reply.msg} ${JSON.stringify(reply.data)}`);
    }
    return reply.data.id;
  };
  const detail = async (token: string, id: number) =>
    (await call<PayeeView>(`/payee/detail/${id}`, {}, token)).data;
  const fieldsOf = (reply: Reply) => (reply.data as Fields).map((f) => f.field).sort();

  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
    a = (await registerByPhone(h)).token;
    b = (await registerByPhone(h)).token;
    aAccountNo = (await h.call<{ accountNo: string }>('/user/info', {}, { token: a })).data
      .accountNo;
    bAccountNo = (await h.call<{ accountNo: string }>('/user/info', {}, { token: b })).data
      .accountNo;
  });
  afterAll(async () => {
    await h.close();
  });

  it('describes every recipient and file call in the OpenAPI document', async () => {
    const doc = (await h.app.server.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/payee/list',
        '/payee/add',
        '/payee/edit',
        '/payee/delete/{id}',
        '/payee/detail/{id}',
        '/common/upload',
        '/user/getTempUrl',
        '/files/signed',
      ]),
    );
    const add = doc.paths['/payee/add'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(add.properties)).toEqual(
      expect.arrayContaining(['bankAddrees', 'choiceBankCode', 'accountId', 'mobile', 'scope']),
    );
    const upload = doc.paths['/common/upload'].post.requestBody.content['multipart/form-data'];
    expect(upload.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('adds a recipient with every SPEC field and returns them all', async () => {
    const full = {
      countryId: 254,
      payType: 101,
      currencyId: 840,
      name: 'Mombasa Freight',
      type: 1,
      userAccountNo: '',
      phone: '+254 712 000 111',
      mobile: '0733000111',
      bankName: 'Equity Bank',
      bankUser: 'Mombasa Freight Ltd',
      bankNo: 'GB82 WEST 1234 5698 7654 32',
      bankSwiftCode: 'eqblkenaxxx',
      bankAddrees: 'Upper Hill, Nairobi',
      bankCity: 'Nairobi',
      bankZipcode: '00100',
      bankState: 'Nairobi County',
      bankBranch: 'Upper Hill',
      choiceBankCode: '68',
      accountId: 'ACC-778',
      accountName: 'Freight collections',
      remark: '  monthly invoices  ',
    };
    const id = await add(a, full);
    expect(await detail(a, id)).toMatchObject({
      id,
      userAccountNo: '',
      countryId: 254,
      name: 'Mombasa Freight',
      payType: 101,
      phone: '+254712000111',
      mobile: '+254733000111',
      bankName: 'Equity Bank',
      bankUser: 'Mombasa Freight Ltd',
      bankNo: 'GB82WEST12345698765432',
      currencyId: 840,
      type: 1,
      bankSwiftCode: 'EQBLKENAXXX',
      bankAddrees: 'Upper Hill, Nairobi',
      bankCity: 'Nairobi',
      bankZipcode: '00100',
      bankState: 'Nairobi County',
      bankBranch: 'Upper Hill',
      choiceBankCode: '68',
      accountId: 'ACC-778',
      accountName: 'Freight collections',
      remark: 'monthly invoices',
      scope: 0,
      auditStatus: 1,
    });
    expect((await eventTypes(h, a))[0]).toBe('payeeAdd');
  });

  it('mobile money needs a mobile number of the country, stored in E.164', async () => {
    const id = await add(a, mpesaKe);
    expect(await detail(a, id)).toMatchObject({ phone: '+254712345678', scope: 0, auditStatus: 1 });
    const tz = await add(a, {
      countryId: 255,
      payType: 7,
      currencyId: 834,
      name: 'Neema Mushi',
      type: 2,
      phone: '0754 123 456',
    });
    expect((await detail(a, tz)).phone).toBe('+255754123456');
    const bad = [
      { ...mpesaKe, phone: undefined },
      { ...mpesaKe, phone: '0712' },
      { ...mpesaKe, phone: '020 2222222' }, // a Nairobi landline
      { ...mpesaKe, phone: '+255754123456' },
    ];
    for (const body of bad) {
      const reply = await call('/payee/add', body, a);
      expect(reply.code).toBe(-1008);
      expect(fieldsOf(reply)).toEqual(['phone']);
    }
    const zh = await call('/payee/add', { ...mpesaKe, phone: '12' }, a, 'zh_CN');
    expect(zh).toMatchObject({
      code: -1008,
      data: [{ field: 'phone', message: '请输入所选国家的有效手机号码' }],
    });
  });

  it('bank rails need name, holder and number; IBANs and SWIFT codes must be valid', async () => {
    const id = await add(a, { ...bankKe, bankSwiftCode: 'KCBLKENX', remark: null, scope: 0 });
    expect(await detail(a, id)).toMatchObject({
      bankNo: '1234567890123',
      bankSwiftCode: 'KCBLKENX',
    });
    const iban = await add(a, { ...bankKe, bankNo: 'DE89 3704 0044 0532 0130 00' });
    expect((await detail(a, iban)).bankNo).toBe('DE89370400440532013000');

    const missing = await call(
      '/payee/add',
      { ...bankKe, bankName: '', bankUser: undefined, bankNo: ' ' },
      a,
    );
    expect(missing.code).toBe(-1008);
    expect(fieldsOf(missing)).toEqual(['bankName', 'bankNo', 'bankUser']);
    const badIban = await call('/payee/add', { ...bankKe, bankNo: 'GB82WEST12345698765431' }, a);
    expect(badIban).toMatchObject({
      code: -1008,
      data: [{ field: 'bankNo', message: 'Enter a valid IBAN' }],
    });
    const badBic = await call('/payee/add', { ...bankKe, bankSwiftCode: 'KCB1' }, a, 'zh_CN');
    expect(badBic).toMatchObject({
      code: -1008,
      msg: '参数错误',
      data: [{ field: 'bankSwiftCode', message: '请输入有效的 SWIFT/BIC 代码' }],
    });
    const junk = await call('/payee/add', { ...bankKe, bankNo: '12/34' }, a);
    expect(fieldsOf(junk)).toEqual(['bankNo']);
    // TISS is a Tanzanian rail.
    const wrongRail = await call('/payee/add', { ...bankKe, payType: 102 }, a);
    expect(wrongRail).toMatchObject({
      code: -1008,
      data: [
        { field: 'payType', message: 'This payment method is not offered for the chosen country' },
      ],
    });
  });

  it('CNY accounts need Chinese bank details and a 12-19 digit card number', async () => {
    const id = await add(a, cnyKe);
    expect(await detail(a, id)).toMatchObject({
      bankNo: '6222021234567890123',
      scope: 1,
      auditStatus: -1,
    });
    const english = await call(
      '/payee/add',
      { ...cnyKe, bankName: 'ICBC', bankUser: 'Zhang San', bankBranch: 'Shanghai' },
      a,
    );
    expect(english.code).toBe(-1008);
    expect(fieldsOf(english)).toEqual(['bankBranch', 'bankName', 'bankUser']);
    const zh = await call('/payee/add', { ...cnyKe, bankUser: 'Zhang San' }, a, 'zh_CN');
    expect(zh).toMatchObject({
      code: -1008,
      data: [{ field: 'bankUser', message: '人民币账户信息须使用中文填写' }],
    });
    for (const bankNo of ['62220212345', '62220212345678901234', '6222a21234567890']) {
      const reply = await call('/payee/add', { ...cnyKe, bankNo }, a);
      expect(reply).toMatchObject({
        code: -1008,
        data: [
          { field: 'bankNo', message: 'A Chinese bank card or account number has 12 to 19 digits' },
        ],
      });
    }
    const tz = await add(a, { ...cnyKe, countryId: 255, payType: 400 });
    expect((await detail(a, tz)).auditStatus).toBe(-1);
    // CNY accounts pay out in CNY; the declared scope must match the method's.
    const usd = await call('/payee/add', { ...cnyKe, currencyId: 840 }, a);
    expect(fieldsOf(usd)).toEqual(['currencyId']);
    const scope = await call('/payee/add', { ...cnyKe, scope: 0 }, a);
    expect(fieldsOf(scope)).toEqual(['scope']);
  });

  it('wallet recipients are other existing accounts, never one’s own', async () => {
    const wallet = { countryId: 254, payType: 0, currencyId: 404, name: 'Account B', type: 2 };
    const id = await add(a, { ...wallet, userAccountNo: bAccountNo });
    expect(await detail(a, id)).toMatchObject({ userAccountNo: bAccountNo, auditStatus: 1 });
    const own = await call('/payee/add', { ...wallet, userAccountNo: aAccountNo }, a, 'zh_CN');
    expect(own).toMatchObject({ code: -1010, msg: '用户不能是自己' });
    const missing = await call('/payee/add', wallet, a);
    expect(fieldsOf(missing)).toEqual(['userAccountNo']);
    const malformed = await call('/payee/add', { ...wallet, userAccountNo: '12345' }, a);
    expect(fieldsOf(malformed)).toEqual(['userAccountNo']);
    // A well-formed number (valid check digit) that nobody holds.
    const unknown = bAccountNo.startsWith('9') ? '1000000009' : '9999999999';
    const body = { ...wallet, userAccountNo: luhnFix(unknown) };
    if (body.userAccountNo !== aAccountNo && body.userAccountNo !== bAccountNo) {
      expect((await call('/payee/add', body, a)).code).toBe(-1009);
    }
  });

  it('refuses unknown countries, currencies, non-payout methods and bad payloads', async () => {
    expect((await call('/payee/add', { ...mpesaKe, countryId: 999 }, a)).code).toBe(-1012);
    expect((await call('/payee/add', { ...mpesaKe, currencyId: 999 }, a)).code).toBe(-1021);
    const topUp = await call('/payee/add', { ...mpesaKe, payType: 502 }, a);
    expect(fieldsOf(topUp)).toEqual(['payType']);
    const usd = await call('/payee/add', { ...mpesaKe, currencyId: 840 }, a);
    expect(fieldsOf(usd)).toEqual(['currencyId']);
    const junk = await call('/payee/add', { countryId: 'x', name: '', type: 9 }, a);
    expect(junk.code).toBe(-1008);
    expect(fieldsOf(junk)).toEqual(expect.arrayContaining(['countryId', 'name', 'type']));
  });

  it('cross-border recipients wait for an operator; payout changes send them back', async () => {
    const payees = h.app.services.payees;
    const id = await add(a, cnyKe);
    expect((await detail(a, id)).auditStatus).toBe(-1);
    await payees.approve(id, 1);
    const approved = await detail(a, id);
    expect(approved.auditStatus).toBe(1);
    expect(approved.auditTime).not.toBeNull();
    await expect(payees.approve(id, 1)).rejects.toMatchObject({ code: -1019 });
    await expect(payees.reject(999_999, 1)).rejects.toMatchObject({ code: -1017 });

    // A remark is not a payout detail.
    const remark = await call('/payee/edit', { ...cnyKe, id, remark: '供应商' }, a);
    expect(remark.code).toBe(200);
    expect((await detail(a, id)).auditStatus).toBe(1);
    await call('/payee/edit', { ...cnyKe, id, bankNo: '6222021234567890999' }, a);
    expect(await detail(a, id)).toMatchObject({ auditStatus: -1, auditTime: null });
    await payees.reject(id, 1, 'name mismatch');
    expect((await detail(a, id)).auditStatus).toBe(2);
    await call('/payee/edit', { ...cnyKe, id, bankNo: '6222021234567890999' }, a);
    expect((await detail(a, id)).auditStatus).toBe(-1);

    // Domestic recipients are approved at once and stay so when edited.
    const domestic = await add(a, bankKe);
    await call('/payee/edit', { ...bankKe, id: domestic, bankNo: '99887766554433' }, a);
    expect(await detail(a, domestic)).toMatchObject({ auditStatus: 1, bankNo: '99887766554433' });
    // Becoming cross-border needs a review.
    await call('/payee/edit', { ...cnyKe, id: domestic }, a);
    expect(await detail(a, domestic)).toMatchObject({ scope: 1, auditStatus: -1 });
  });

  it('edits validate like adds and change nothing when refused', async () => {
    const id = await add(a, mpesaKe);
    const before = await detail(a, id);
    const bad = await call('/payee/edit', { ...mpesaKe, id, phone: 'abc', name: 'Changed' }, a);
    expect(bad.code).toBe(-1008);
    expect(await detail(a, id)).toEqual(before);
    const ok = await call(
      '/payee/edit',
      { ...mpesaKe, id, name: 'Wanjiru K.', phone: '0722000000' },
      a,
    );
    expect(ok.code).toBe(200);
    expect(await detail(a, id)).toMatchObject({ name: 'Wanjiru K.', phone: '+254722000000' });
    expect((await call('/payee/edit', { ...mpesaKe }, a)).code).toBe(-1008);
  });

  it("keeps the bank picker's code and the address fields; an unknown bank changes nothing", async () => {
    const id = await add(a, cnyKe);
    const withBank = {
      ...cnyKe,
      id,
      choiceBankCode: '102',
      bankAddrees: '上海市浦东新区银城中路8号',
      bankCity: '上海',
      bankState: '上海市',
      bankZipcode: '200120',
      accountId: 'SH-0091',
      accountName: '张三',
    };
    expect((await call('/payee/edit', withBank, a)).code).toBe(200);
    const saved = await detail(a, id);
    expect(saved).toMatchObject({
      choiceBankCode: '102',
      bankAddrees: '上海市浦东新区银城中路8号',
      bankCity: '上海',
      bankState: '上海市',
      bankZipcode: '200120',
      accountId: 'SH-0091',
      accountName: '张三',
    });
    // A Kenyan bank code is not a Chinese bank; a zip code over 20 characters is refused by the
    // schema; both are field errors in the caller's language and leave the recipient as it was.
    const bad = await call(
      '/payee/edit',
      { ...withBank, choiceBankCode: '68', bankCity: '北京' },
      a,
      'zh_CN',
    );
    expect(bad.code).toBe(-1008);
    expect(bad.data).toEqual([{ field: 'choiceBankCode', message: '请从列表中选择银行' }]);
    const tooLong = await call('/payee/edit', { ...withBank, bankZipcode: '1'.repeat(21) }, a);
    expect(tooLong.code).toBe(-1008);
    expect(fieldsOf(tooLong)).toEqual(['bankZipcode']);
    expect(await detail(a, id)).toEqual(saved);
    // Bank rails take a bank of the recipient's country; mobile money has no bank to choose.
    const total = async () =>
      (await call('/payee/list', { pageNum: 1, pageSize: 50 }, a)).total as number;
    const before = await total();
    const kenyan = await call('/payee/add', { ...bankKe, choiceBankCode: '102' }, a);
    expect(fieldsOf(kenyan)).toEqual(['choiceBankCode']);
    const mobile = await call('/payee/add', { ...mpesaKe, choiceBankCode: '68' }, a);
    expect(fieldsOf(mobile)).toEqual(['choiceBankCode']);
    expect(await total()).toBe(before);
    const kcb = await add(a, { ...bankKe, choiceBankCode: '01', bankCity: 'Nairobi' });
    expect(await detail(a, kcb)).toMatchObject({ choiceBankCode: '01', bankCity: 'Nairobi' });
  });

  it('lists the own recipients, paged and filtered', async () => {
    const c = (await registerByPhone(h)).token;
    await add(c, { ...mpesaKe, name: 'Alpha One' });
    await add(c, { ...mpesaKe, name: 'alpha two', phone: '0722111222' });
    await add(c, bankKe);
    await add(c, { ...cnyKe, countryId: 255, payType: 400 });
    const all = await call<null>('/payee/list', { pageNum: 1, pageSize: 2 }, c);
    expect(all.total).toBe(4);
    expect(all.rows).toHaveLength(2);
    const page2 = await call<null>('/payee/list', { pageNum: 2, pageSize: 2 }, c);
    expect((page2.rows as PayeeView[]).map((r) => r.name)).toEqual(['alpha two', 'Alpha One']);
    const byName = await call('/payee/list', { name: 'ALPHA' }, c);
    expect((byName.rows as PayeeView[]).map((r) => r.name)).toEqual(['alpha two', 'Alpha One']);
    expect((await call('/payee/list', { payType: 100 }, c)).total).toBe(1);
    // Forms send '' or null for "no filter"; that must not become payType 0.
    const blank = { payType: '', countryId: null, currencyId: '', name: null };
    expect((await call('/payee/list', blank, c)).total).toBe(4);
    expect((await call('/payee/list', { countryId: 255 }, c)).total).toBe(1);
    expect((await call('/payee/list', { currencyId: 156 }, c)).total).toBe(1);
    expect((await call('/payee/list', { scope: 1 }, c)).total).toBe(1);
    expect((await call('/payee/list', { scope: '0' }, c)).total).toBe(3);
    expect((await call('/payee/list', { currencyId: 404, payType: 2 }, c)).total).toBe(2);
    const row = (await call('/payee/list', { payType: 100 }, c)).rows![0] as PayeeView;
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining(['bankAddrees', 'auditStatus', 'scope']),
    );
    expect((await call('/payee/list', { pageSize: 500 }, c)).code).toBe(-1008);
  });

  it('never shows or changes another account’s recipients (-1017)', async () => {
    const id = await add(a, bankKe);
    const before = await detail(a, id);
    const roleId = await addRole(h, b, ['AssetsPayee', 'Btn:payee:edit']);
    const m = await addMember(h, b, roleId);
    const bMember = await memberToken(h, m.national, m.password);
    for (const token of [b, bMember]) {
      const seen = await call(`/payee/detail/${id}`, {}, token, 'zh_CN');
      expect(seen).toMatchObject({ code: -1017, msg: '收款人不存在' });
      const edit = await call('/payee/edit', { ...bankKe, id, name: 'Hijacked' }, token);
      expect(edit.code).toBe(-1017);
      const list = await call('/payee/list', {}, token);
      expect((list.rows as PayeeView[]).map((r) => r.id)).not.toContain(id);
    }
    expect(await detail(a, id)).toEqual(before);
    expect((await call('/payee/detail/999999', {}, a)).code).toBe(-1017);
    expect((await call('/payee/detail/abc', {}, a)).code).toBe(-1008);
  });

  it('follows the permission names: main accounts add, edit and delete', async () => {
    const id = await add(a, mpesaKe);
    // Recipient delete is a button the main account holds (SPEC §2; payee-delete.test.ts).
    const spare = await add(a, { ...mpesaKe, name: 'Spare Recipient', phone: '0712 345 679' });
    expect((await call(`/payee/delete/${spare}`, {}, a)).code).toBe(200);
    expect((await detail(a, id)).name).toBe('Wanjiru Kamau');

    const viewRole = await addRole(h, a, ['AssetsPayee']);
    const viewer = await memberToken(h, ...creds(await addMember(h, a, viewRole)));
    expect((await call('/payee/list', {}, viewer)).code).toBe(200);
    expect((await detail(viewer, id)).id).toBe(id);
    // Permission is checked before the payload, so even junk gets 1000.
    expect((await call('/payee/add', mpesaKe, viewer)).code).toBe(1000);
    expect((await call('/payee/add', { junk: true }, viewer)).code).toBe(1000);
    expect((await call('/payee/edit', { ...mpesaKe, id }, viewer)).code).toBe(1000);
    expect((await call(`/payee/delete/${id}`, {}, viewer)).code).toBe(1000);

    const adderRole = await addRole(h, a, ['AssetsPayee', 'Btn:payee:add']);
    const adder = await memberToken(h, ...creds(await addMember(h, a, adderRole)));
    const added = await add(adder, { ...mpesaKe, name: 'By member' });
    expect((await detail(a, added)).name).toBe('By member');
    expect((await call('/payee/edit', { ...mpesaKe, id: added }, adder)).code).toBe(1000);

    const nothingRole = await addRole(h, a, ['Info']);
    const nobody = await memberToken(h, ...creds(await addMember(h, a, nothingRole)));
    expect((await call('/payee/list', {}, nobody)).code).toBe(1000);
    expect((await call(`/payee/detail/${id}`, {}, nobody)).code).toBe(1000);

    const wildRole = await addRole(h, a, ['AssetsPayee', '*:*:*']);
    const wild = await memberToken(h, ...creds(await addMember(h, a, wildRole)));
    const editBody = { ...mpesaKe, id: added, name: 'Edited by wildcard' };
    expect((await call('/payee/edit', editBody, wild)).code).toBe(200);
    // The wildcard grants every button, recipient delete included.
    expect((await call(`/payee/delete/${added}`, {}, wild)).code).toBe(200);
    expect((await h.call('/payee/list', {})).code).toBe(-1001);
  });
});

function creds(m: { national: string; password: string }): [string, string] {
  return [m.national, m.password];
}

/** Replaces the last digit of a 10-digit number with its Luhn check digit. */
function luhnFix(value: string): string {
  const body = value.slice(0, 9);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}
