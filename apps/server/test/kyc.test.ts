import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness, type Reply } from './harness.ts';
import { eventTypes, relaxedEnv } from './helpers.ts';
import { operatorToken, outboxTexts, uploadPng, type Fields } from './identity-helpers.ts';
import { newSn } from './money-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

type Application = { id: number | null; auditStatus: number | string; rejectReason: string | null };

const OPS = { OPERATOR_USERNAME: 'ops.kyc', OPERATOR_PASSWORD: 'Operator-Passw0rd' };

/** Pins USD/KES to 129.2 so that 12920 KES is exactly 100 USD. */
async function pinUsdKes(h: Harness) {
  await h.app.db.kysely
    .updateTable('exchange_rates')
    .set({ rate: '129.2' })
    .where('pair', '=', 'USD/KES')
    .execute();
}

describe.each(engines)('KYC and KYB on %s', (engine) => {
  let h: Harness;
  let op1: string;
  let op2: string;

  const call = <T = unknown>(path: string, body: unknown, token: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, lang });
  };
  const fields = (reply: Reply) => (reply.data as Fields).map((f) => f.field).sort();
  const info = async (token: string) =>
    (await call<{ userId: number; auditStatus: number | string }>('/user/info', {}, token)).data;
  const individual = async (token: string) => ({
    fullName: 'Achieng Otieno',
    idType: 1,
    idNumber: '29384756',
    dateOfBirth: '1990-04-12',
    nationality: 254,
    address: 'Kilimani, Nairobi',
    idFrontFile: await uploadPng(h, token),
    idBackFile: await uploadPng(h, token),
    photoFile: await uploadPng(h, token),
  });
  const submitted = async (token: string) => {
    const saved = await call<{ id: number }>('/user/auth/save', await individual(token), token);
    expect(saved.code).toBe(200);
    const reply = await call<Application>(`/user/startAuth/${saved.data.id}`, {}, token);
    expect(reply.code).toBe(200);
    return saved.data.id;
  };

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...OPS });
    await h.app.money.operators.create('ops.second', 'Operator-Passw0rd-2', 'compliance');
    op1 = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    op2 = await operatorToken(h, 'ops.second', 'Operator-Passw0rd-2');
    await pinUsdKes(h);
  });
  afterAll(async () => {
    await h.close();
  });

  it('takes an individual from draft to approval, and tells them by SMS', async () => {
    const user = await registerByPhone(h);
    const empty = await call<Application>('/user/auth', {}, user.token);
    expect(empty.data).toMatchObject({ id: null, auditStatus: -1, fullName: null });

    const draft = await call<{ id: number }>(
      '/user/auth/save',
      { fullName: ' Achieng Otieno ', idType: 1 },
      user.token,
    );
    expect(draft.code).toBe(200);
    const early = await call(`/user/startAuth/${draft.data.id}`, {}, user.token);
    expect(early.code).toBe(-1008);
    expect(fields(early)).toEqual([
      'address',
      'dateOfBirth',
      'idBackFile',
      'idFrontFile',
      'idNumber',
      'nationality',
      'photoFile',
    ]);

    const full = await individual(user.token);
    expect((await call('/user/auth/save', full, user.token)).code).toBe(200);
    const shown = await call<Application & Record<string, unknown>>('/user/auth', {}, user.token);
    expect(shown.data).toMatchObject({ ...full, id: draft.data.id, auditStatus: -1 });

    const sent = await call<Application>(`/user/startAuth/${draft.data.id}`, {}, user.token);
    expect(sent.data.auditStatus).toBe(0);
    expect((await info(user.token)).auditStatus).toBe(0);
    // Nothing can change while the operators look at it.
    expect((await call('/user/auth/save', { address: 'Westlands' }, user.token)).code).toBe(-1019);

    const userId = (await info(user.token)).userId;
    h.tick();
    const approved = await h.call('/ops/kyc/approve', { userId }, { token: op1 });
    expect(approved).toMatchObject({ code: 200, data: { auditStatus: 1 } });
    expect((await info(user.token)).auditStatus).toBe(1);
    expect((await outboxTexts(h, user.phone))[0]).toMatch(/verification has been approved/);
    // The bell shows it too, with no second SMS (docs/notifications.md).
    const bell = await call<{ list: Array<{ type: string }> }>('/notify/list', {}, user.token);
    expect(bell.data.list.map((n) => n.type)).toEqual(['kyc.approved']);
    await h.app.money.worker.runDue();
    expect((await outboxTexts(h, user.phone)).filter((t) => /verification/.test(t))).toHaveLength(
      1,
    );
    const audit = await h.app.db.kysely
      .selectFrom('operator_audit')
      .select(['action', 'target'])
      .where('action', '=', 'kycApprove')
      .execute();
    expect(audit).toContainEqual({ action: 'kycApprove', target: `user:${userId}` });
    expect(await eventTypes(h, user.token)).toEqual(
      expect.arrayContaining(['kycSave', 'kycSubmit', 'kycApproved']),
    );
    h.tick();
    expect((await h.call('/ops/kyc/approve', { userId }, { token: op1 })).code).toBe(-1019);
  });

  it('refuses documents the account does not own, impossible dates and unknown countries', async () => {
    const user = await registerByPhone(h);
    const other = await registerByPhone(h);
    const foreign = await uploadPng(h, other.token);
    const reply = await call(
      '/user/auth/save',
      {
        idFrontFile: foreign,
        idBackFile: '../../etc/passwd',
        dateOfBirth: '2020-02-30',
        nationality: 999,
      },
      user.token,
      'zh_CN',
    );
    expect(reply.code).toBe(-1008);
    expect(fields(reply)).toEqual(['dateOfBirth', 'idBackFile', 'idFrontFile', 'nationality']);
    expect((reply.data as Fields).find((f) => f.field === 'idFrontFile')!.message).toBe(
      '您的账户中没有此文件，请重新上传',
    );
    expect((await call<Application>('/user/auth', {}, user.token)).data.id).toBeNull();
    const minor = await call('/user/auth/save', { dateOfBirth: '2015-01-01' }, user.token);
    expect(fields(minor)).toEqual(['dateOfBirth']);
  });

  it("answers -1007 for another account's application and changes nothing", async () => {
    const a = await registerByPhone(h);
    const b = await registerByPhone(h);
    const bId = (await call<{ id: number }>('/user/auth/save', { fullName: 'B' }, b.token)).data.id;
    expect((await call(`/user/startAuth/${bId}`, {}, a.token)).code).toBe(-1007);
    expect((await call(`/user/startAuth/999999`, {}, a.token)).code).toBe(-1007);
    expect((await call<Application>('/user/auth', {}, b.token)).data.auditStatus).toBe(-1);
    h.tick();
    expect((await h.call('/ops/kyc/approve', { userId: 999999 }, { token: op1 })).code).toBe(-1007);
    h.tick();
    expect((await h.call('/ops/kyc/approve', { userId: 1 }, { token: a.token })).code).toBe(-1001);
  });

  it('rejects with a reason in the holder language, then takes a corrected resubmission', async () => {
    const user = await registerByPhone(h);
    const id = await submitted(user.token);
    // /user/info remembers the caller's language; the decision goes out in it.
    const zh = await call<{ userId: number }>('/user/info', {}, user.token, 'zh_CN');
    const userId = zh.data.userId;
    h.tick();
    const rejected = await h.call(
      '/ops/kyc/reject',
      { userId, reason: 'ID photo unreadable' },
      { token: op1 },
    );
    expect(rejected.code).toBe(200);
    const view = await call<Application>('/user/auth', {}, user.token);
    expect(view.data).toMatchObject({ auditStatus: 2, rejectReason: 'ID photo unreadable' });
    expect((await outboxTexts(h, user.phone))[0]).toMatch(/未通过审核.*ID photo unreadable/);
    expect(await eventTypes(h, user.token)).toContain('kycRejected');

    const fixed = await call(
      '/user/auth/save',
      { idFrontFile: await uploadPng(h, user.token) },
      user.token,
    );
    expect(fixed.code).toBe(200);
    const again = await call<Application>(`/user/startAuth/${id}`, {}, user.token);
    expect(again.data).toMatchObject({ auditStatus: 0, rejectReason: null });
  });

  it('takes a company through the four KYB steps and two operators', async () => {
    const company = await registerByPhone(h, { userType: 1 });
    const file = () => uploadPng(h, company.token);
    const steps = [
      {
        companyName: 'Savanna Traders Ltd',
        tradingName: 'Savanna',
        phone: '+254 20 123 4567',
        email: 'Finance@Savanna.example',
        address: 'Industrial Area, Nairobi',
      },
      {
        natureScope: 'Import of agricultural machinery',
        volumeBand: 3,
        industry: 12,
        receiveCountries: [254, 255],
        remitCountries: [86],
      },
      {
        incorporationFile: await file(),
        memorandumFile: await file(),
        boardResolutionFile: await file(),
        taxCertificateFile: await file(),
        addressProofFile: await file(),
        auditedReportFile: await file(),
        businessPermitFile: await file(),
      },
      {
        amlPolicyFile: await file(),
        sourceOfFundsFile: await file(),
        tradingLicenceFile: await file(),
        idFrontFile: await file(),
        idBackFile: await file(),
        photoFile: await file(),
      },
    ];
    let id = 0;
    for (const [index, step] of steps.entries()) {
      const saved = await call<{ id: number }>('/user/auth/save', step, company.token);
      expect(saved.code).toBe(200);
      id = saved.data.id;
      if (index === 0) {
        const early = await call(`/user/startAuth/${id}`, {}, company.token);
        expect(fields(early)).toContain('incorporationFile');
        expect(fields(early)).not.toContain('tradingName');
      }
    }
    const view = await call<Record<string, unknown>>('/user/auth', {}, company.token);
    expect(view.data).toMatchObject({
      userType: 1,
      email: 'finance@savanna.example',
      receiveCountries: [254, 255],
      industry: 12,
    });
    expect(view.data).not.toHaveProperty('fullName');
    const bad = await call('/user/auth/save', { industry: 26, volumeBand: 0 }, company.token);
    expect(bad.code).toBe(-1008);

    expect((await call<Application>(`/user/startAuth/${id}`, {}, company.token)).code).toBe(200);
    const userId = (await info(company.token)).userId;
    h.tick();
    const queue = await h.call('/ops/kyc/list', { pageNum: 1, pageSize: 100 }, { token: op1 });
    expect(queue.rows).toContainEqual(
      expect.objectContaining({
        userId,
        userType: 1,
        auditStatus: 0,
        companyName: 'Savanna Traders Ltd',
      }),
    );
    h.tick();
    expect((await h.call('/ops/kyc/list', {}, { token: company.token })).code).toBe(-1001);
    h.tick();
    const first = await h.call('/ops/kyc/approve', { userId }, { token: op1 });
    expect(first.data).toEqual({ auditStatus: '00' });
    expect((await info(company.token)).auditStatus).toBe('00');
    h.tick();
    const waiting = await h.call('/ops/kyc/list', { status: '00' }, { token: op2 });
    expect(waiting.rows).toContainEqual(
      expect.objectContaining({ userId, auditStatus: '00', firstReviewerId: expect.any(Number) }),
    );
    h.tick();
    const same = await h.call('/ops/kyc/approve', { userId }, { token: op1 });
    expect(same.code).toBe(-1019);
    expect(same.msg).toMatch(/second operator/);
    h.tick();
    expect((await h.call('/ops/kyc/approve', { userId }, { token: op2 })).data).toEqual({
      auditStatus: 1,
    });
    expect((await info(company.token)).auditStatus).toBe(1);
  });

  it('lets a team member with Kyc act for the main account, and refuses one without', async () => {
    const owner = await registerByPhone(h);
    const withKyc = await addMember(h, owner.token, await addRole(h, owner.token, ['Kyc']));
    const without = await addMember(h, owner.token, await addRole(h, owner.token, ['Assets']));
    const member = await memberToken(h, withKyc.national, withKyc.password);
    const stranger = await memberToken(h, without.national, without.password);
    const saved = await call<{ id: number }>('/user/auth/save', { fullName: 'Owner' }, member);
    expect(saved.code).toBe(200);
    const seen = await call<Application & { fullName: string }>('/user/auth', {}, owner.token);
    expect(seen.data).toMatchObject({ id: saved.data.id, fullName: 'Owner' });
    expect((await call('/user/auth', {}, stranger)).code).toBe(1000);
    expect((await call('/user/auth/save', { bogus: 1 }, stranger)).code).toBe(1000);
  });

  it('gates sends and top-ups above the unverified limit until approval', async () => {
    const user = await registerByPhone(h);
    const topUp = (amount: string, currencyId = 404, lang?: 'zh_CN') =>
      call<{ kycUrl: string }>(
        '/recharge/create',
        { sn: newSn('K'), scope: 0, payType: 502, currencyId, amount },
        user.token,
        lang,
      );
    // 12920 KES is exactly 100 USD at the seeded 129.2.
    expect((await topUp('12920')).code).toBe(200);
    const refused = await topUp('12920.01');
    expect(refused).toMatchObject({ code: 1000, data: { kycUrl: '/home/kyc' } });
    expect(refused.msg).toMatch(/verification/);
    expect((await topUp('13000', 404, 'zh_CN')).msg).toMatch(/身份认证/);
    const send = await call(
      '/order/create',
      {
        sn: newSn('S'),
        scope: 0,
        payType: 2,
        currencyId: 404,
        amount: '50000',
        payeeId: 1,
        fundPassword: '135790',
      },
      user.token,
    );
    expect(send).toMatchObject({ code: 1000, data: { kycUrl: '/home/kyc' } });

    await submitted(user.token);
    expect((await topUp('13000')).code).toBe(1000);
    const userId = (await info(user.token)).userId;
    h.tick();
    await h.call('/ops/kyc/approve', { userId }, { token: op1 });
    expect((await topUp('13000')).code).toBe(200);
  });
});

describe.each(engines)('KYC gate settings on %s', (engine) => {
  it('is off with KYC_REQUIRED=false and follows KYC_UNVERIFIED_LIMIT_USD', async () => {
    const off = await startHarness(engine, { ...relaxedEnv, KYC_REQUIRED: 'false' });
    const low = await startHarness(engine, { ...relaxedEnv, KYC_UNVERIFIED_LIMIT_USD: '10' });
    try {
      await pinUsdKes(off);
      await pinUsdKes(low);
      for (const [h, amount, code] of [
        [off, '500000', 200],
        [low, '1292', 200],
        [low, '1292.01', 1000],
      ] as const) {
        const user = await registerByPhone(h);
        h.tick();
        const reply = await h.call(
          '/recharge/create',
          { sn: newSn('G'), scope: 0, payType: 502, currencyId: 404, amount },
          { token: user.token },
        );
        expect(reply.code).toBe(code);
      }
    } finally {
      await off.close();
      await low.close();
    }
  });
});
