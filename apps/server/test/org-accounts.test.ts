import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { eventTypes, relaxedEnv } from './helpers.ts';
import { operatorToken, uploadPng, type Fields } from './identity-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

type Exchange = { id: number; accountName: string; exchangeStatus: number; paymentStatus: number };
type Worker = { id: number; name: string; payeeRelation: number; contractFile: string };
const OPS = { OPERATOR_USERNAME: 'ops.org', OPERATOR_PASSWORD: 'Operator-Passw0rd' };

const exchangeAccount = {
  accountName: 'Savanna Traders Ltd',
  type: 1,
  idNo: 'P051234567X',
  cardNo: '6222021234567890123',
  accountNumber: '1234567890123',
  bankName: '中国工商银行',
  branchName: '上海分行',
  province: '上海',
  city: '上海',
  lineNumber: '102290002916',
  applyReason: 'Settle CNY supplier invoices',
};

describe.each(engines)('exchange accounts and contract workers on %s', (engine) => {
  let h: Harness;
  let op: string;
  let a: string;
  let b: string;

  const call = <T = unknown>(path: string, body: unknown, token: string) => {
    h.tick();
    return h.call<T>(path, body, { token });
  };
  const get = <T = unknown>(path: string, token: string) => {
    h.tick();
    return h.call<T>(path, undefined, { token, method: 'GET' });
  };
  const exchanges = async (token: string) =>
    (await call('/user/exchangeAccount/list', { pageNum: 1, pageSize: 50 }, token))
      .rows as Exchange[];
  const workers = async (token: string, name?: string) =>
    (await call('/user/ContractWorker/list', { pageNum: 1, pageSize: 50, name }, token))
      .rows as Worker[];

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...OPS });
    op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    a = (await registerByPhone(h)).token;
    b = (await registerByPhone(h)).token;
  });
  afterAll(async () => {
    await h.close();
  });

  it('adds, lists and edits exchange accounts; statuses change by operator only', async () => {
    const added = await call<{ id: number }>('/user/exchangeAccount/add', exchangeAccount, a);
    expect(added.code).toBe(200);
    const id = added.data.id;
    expect((await exchanges(a))[0]).toMatchObject({
      ...exchangeAccount,
      id,
      exchangeStatus: 0,
      paymentStatus: 0,
    });
    // Status fields from the user are ignored.
    const edited = await call(
      '/user/exchangeAccount/edit',
      { ...exchangeAccount, id, city: '苏州', exchangeStatus: 1, paymentStatus: 1 },
      a,
    );
    expect(edited.code).toBe(200);
    expect((await exchanges(a))[0]).toMatchObject({ city: '苏州', exchangeStatus: 0 });

    h.tick();
    const set = await h.call<Exchange>(
      '/ops/exchangeAccount/status',
      { id, exchangeStatus: 1, paymentStatus: 2 },
      { token: op },
    );
    expect(set.data).toMatchObject({ exchangeStatus: 1, paymentStatus: 2 });
    h.tick();
    expect(
      (await h.call('/ops/exchangeAccount/status', { id, exchangeStatus: 1 }, { token: a })).code,
    ).toBe(-1001);
    // Editing an approved account's details is a payee change for review; the account stays.
    await call(
      '/user/exchangeAccount/edit',
      { ...exchangeAccount, id, accountNumber: '999888777' },
      a,
    );
    expect((await exchanges(a))[0]).toMatchObject({
      accountNumber: exchangeAccount.accountNumber,
      exchangeStatus: 1,
      paymentStatus: 2,
      payeeChange: { status: 0, accountNumber: '999888777' },
    });
    expect(await eventTypes(h, a)).toEqual(
      expect.arrayContaining([
        'exchangeAccountAdd',
        'exchangeAccountEdit',
        'exchangeAccountStatus',
      ]),
    );

    const bad = await call(
      '/user/exchangeAccount/add',
      { ...exchangeAccount, type: 4, bankName: '' },
      a,
    );
    expect(bad.code).toBe(-1008);
    expect((bad.data as Fields).map((f) => f.field).sort()).toEqual(['bankName', 'type']);
  });

  it('updates the payee of an approved account only once an operator approves it', async () => {
    const id = (await call<{ id: number }>('/user/exchangeAccount/add', exchangeAccount, a)).data
      .id;
    const decideStatus = (body: object) => {
      h.tick();
      return h.call<Exchange>('/ops/exchangeAccount/status', { id, ...body }, { token: op });
    };
    expect((await decideStatus({ exchangeStatus: 1, paymentStatus: 1 })).code).toBe(200);
    const mine = async () =>
      (await exchanges(a)).find((e) => e.id === id) as Exchange & {
        accountNumber: string;
        bankName: string;
        payeeChange: { status: number; submitTime: string; accountNumber: string } | null;
      };
    expect((await mine()).payeeChange).toBeNull();
    const edit = (accountNumber: string) =>
      call('/user/exchangeAccount/edit', { ...exchangeAccount, id, accountNumber }, a);
    expect((await edit('5550001')).code).toBe(200);
    const first = (await mine()).payeeChange!;
    // A second edit before the decision replaces the change waiting.
    expect((await edit('5550002')).code).toBe(200);
    const waiting = await mine();
    expect(waiting).toMatchObject({
      accountNumber: exchangeAccount.accountNumber,
      exchangeStatus: 1,
      paymentStatus: 1,
      payeeChange: { status: 0, accountNumber: '5550002', bankName: exchangeAccount.bankName },
    });
    // The operators' waiting queue holds it.
    h.tick();
    const queue = await h.call('/ops/exchangeAccount/list', { exchangeStatus: 0 }, { token: op });
    expect((queue.rows as Exchange[]).map((e) => e.id)).toContain(id);

    const decide = (body: object, token = op) => {
      h.tick();
      return h.call<Exchange>('/ops/exchangeAccount/payee', { id, ...body }, { token });
    };
    // A decision on the change the operator saw, since replaced, changes nothing.
    expect((await decide({ approve: true, submitTime: first.submitTime })).code).toBe(-1019);
    expect(
      (await decide({ approve: true, submitTime: waiting.payeeChange!.submitTime }, a)).code,
    ).toBe(-1001);
    const rejected = await decide({
      approve: false,
      submitTime: waiting.payeeChange!.submitTime,
      reason: 'Account name does not match the bank letter',
    });
    expect(rejected.code).toBe(200);
    expect(await mine()).toMatchObject({
      accountNumber: exchangeAccount.accountNumber,
      exchangeStatus: 1,
      payeeChange: {
        status: 2,
        accountNumber: '5550002',
        reason: 'Account name does not match the bank letter',
      },
    });
    expect(
      (await decide({ approve: true, submitTime: waiting.payeeChange!.submitTime })).code,
    ).toBe(-1019);

    expect((await edit('5550003')).code).toBe(200);
    const again = (await mine()).payeeChange!;
    expect((await decide({ approve: true, submitTime: again.submitTime })).code).toBe(200);
    expect(await mine()).toMatchObject({
      accountNumber: '5550003',
      exchangeStatus: 1,
      paymentStatus: 1,
      payeeChange: { status: 1, accountNumber: '5550003' },
    });
    expect(await eventTypes(h, a)).toEqual(
      expect.arrayContaining(['exchangeAccountPayeeChange', 'exchangeAccountPayeeDecision']),
    );
  });

  it("answers -1007 for another account's exchange account and changes nothing", async () => {
    const id = (await call<{ id: number }>('/user/exchangeAccount/add', exchangeAccount, a)).data
      .id;
    const foreign = await call(
      '/user/exchangeAccount/edit',
      { ...exchangeAccount, id, city: 'X' },
      b,
    );
    expect(foreign.code).toBe(-1007);
    expect((await exchanges(a)).find((e) => e.id === id)).toMatchObject({ city: '上海' });
    expect(await exchanges(b)).toEqual([]);
    h.tick();
    expect(
      (
        await h.call(
          '/ops/exchangeAccount/status',
          { id: 999999, exchangeStatus: 1 },
          { token: op },
        )
      ).code,
    ).toBe(-1007);
  });

  it('adds and edits contract workers with owned documents, and shows them', async () => {
    const contractFile = await uploadPng(h, a);
    const added = await call<{ id: number }>(
      '/user/ContractWorker/handle',
      {
        name: 'Baraka Mwangi',
        idNo: '30111222',
        payeeRelation: 5,
        payeeIdCardNo: '30111222',
        workArea: 'Guangzhou',
        workAddress: 'Baiyun District',
        residence: 'Nairobi',
        contractFile,
        incomeProofFile: await uploadPng(h, a),
        relationFile: await uploadPng(h, a),
      },
      a,
    );
    expect(added.code).toBe(200);
    const id = added.data.id;
    const info = await get<Worker>(`/user/ContractWorker/info/${id}`, a);
    expect(info.data).toMatchObject({ id, name: 'Baraka Mwangi', payeeRelation: 5, contractFile });
    const edit = await call(
      '/user/ContractWorker/handle',
      { id, name: 'Baraka M.', payeeRelation: 2 },
      a,
    );
    expect(edit).toMatchObject({ code: 200, data: { id } });
    expect((await workers(a, 'baraka')).map((w) => w.name)).toEqual(['Baraka M.']);
    expect(await workers(a, 'nobody')).toEqual([]);
    expect(await eventTypes(h, a)).toEqual(
      expect.arrayContaining(['contractWorkerAdd', 'contractWorkerEdit']),
    );

    const badRelation = await call(
      '/user/ContractWorker/handle',
      { name: 'X', payeeRelation: 6 },
      a,
    );
    expect(badRelation.code).toBe(-1008);
    const foreignFile = await call(
      '/user/ContractWorker/handle',
      { name: 'X', payeeRelation: 0, contractFile: await uploadPng(h, b) },
      a,
    );
    expect(foreignFile.code).toBe(-1008);
    expect((foreignFile.data as Fields).map((f) => f.field)).toEqual(['contractFile']);
  });

  it("answers -1007 for another account's contract worker and changes nothing", async () => {
    const id = (
      await call<{ id: number }>(
        '/user/ContractWorker/handle',
        { name: 'Amina', payeeRelation: 1 },
        a,
      )
    ).data.id;
    expect((await get(`/user/ContractWorker/info/${id}`, b)).code).toBe(-1007);
    const edit = await call(
      '/user/ContractWorker/handle',
      { id, name: 'Taken', payeeRelation: 0 },
      b,
    );
    expect(edit.code).toBe(-1007);
    expect((await get<Worker>(`/user/ContractWorker/info/${id}`, a)).data.name).toBe('Amina');
    expect(await workers(b)).toEqual([]);
  });

  it('lets a member with Assets act for the main account, and refuses one without', async () => {
    const owner = (await registerByPhone(h)).token;
    const withAssets = await addMember(h, owner, await addRole(h, owner, ['Assets']));
    const without = await addMember(h, owner, await addRole(h, owner, ['FxIndex']));
    const member = await memberToken(h, withAssets.national, withAssets.password);
    const stranger = await memberToken(h, without.national, without.password);
    const id = (await call<{ id: number }>('/user/exchangeAccount/add', exchangeAccount, member))
      .data.id;
    expect((await exchanges(owner)).map((e) => e.id)).toEqual([id]);
    expect((await call('/user/exchangeAccount/list', {}, stranger)).code).toBe(1000);
    expect((await call('/user/ContractWorker/list', {}, stranger)).code).toBe(1000);
  });
});
