import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken, uploadPng } from './identity-helpers.ts';
import { assets, MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';

type Order = {
  sn: string;
  status: number;
  contractWorker: number | null;
  contractWorkerName: string | null;
};
const OPS = { OPERATOR_USERNAME: 'ops.workers', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
const FUND_PASSWORD = '135790';

describe.each(engines)('a contract worker on a cross-border send on %s', (engine) => {
  let h: Harness;
  let op: string;
  let owner: Awaited<ReturnType<typeof registerByPhone>>;
  let stranger: Awaited<ReturnType<typeof registerByPhone>>;
  let payeeId: number;
  let documents: { exchangeFile: string; detailFile: string; contractFile: string };

  const call = <T = unknown>(path: string, body: unknown, token: string) => {
    h.tick();
    return h.call<T>(path, body, { token });
  };
  const addWorker = async (token: string, name: string) => {
    const reply = await call<{ id: number }>(
      '/user/ContractWorker/handle',
      { name, payeeRelation: 5, idNo: '29876543' },
      token,
    );
    expect(reply.code).toBe(200);
    return reply.data.id;
  };
  /** The worker as its account reads it (its review status and the time it last changed). */
  const workerInfo = async (token: string, id: number) => {
    h.tick();
    const reply = await h.call<{ auditStatus: number; auditRemark: string; updateTime: string }>(
      `/user/ContractWorker/info/${id}`,
      undefined,
      { token, method: 'GET' },
    );
    return reply.data;
  };
  /** An operator's decision on the worker as it now is: approve, or reject with a reason. */
  const decide = async (token: string, id: number, reason?: string) => {
    const { updateTime } = await workerInfo(token, id);
    const reply = reason
      ? await call('/ops/contractWorker/reject', { id, updateTime, reason }, op)
      : await call('/ops/contractWorker/approve', { id, updateTime }, op);
    expect(reply.code).toBe(200);
  };
  const send = (contractWorker: unknown, lang?: 'zh_CN') => {
    h.tick();
    return h.call<Order>(
      '/order/create',
      {
        sn: newSn('W'),
        scope: 1,
        payeeId,
        payType: 401,
        currencyId: 840,
        amount: '40',
        fundPassword: FUND_PASSWORD,
        transactionReason: 'salary',
        fundsPurpose: '5',
        senderAddress: 'Moi Avenue 12, Nairobi',
        ...documents,
        contractWorker,
      },
      { token: owner.token, ...(lang && { lang }) },
    );
  };
  const sends = async () =>
    (await call('/order/list', { pageNum: 1, pageSize: 50, type: 'send' }, owner.token)).total;

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV, ...OPS });
    op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    owner = await registerByPhone(h);
    stranger = await registerByPhone(h);
    await setFundPassword(h, owner.token, owner.phone, owner.national, FUND_PASSWORD);
    // A USD bank top-up into the cross-border wallet is confirmed by an operator.
    const topped = await topUp(h, owner.token, '500', 1);
    const queue = await call<Array<{ sn: string; orderId: number }>>(
      '/ops/review/list',
      { pageNum: 1, pageSize: 50 },
      op,
    );
    const held = queue.data.find((o) => o.sn === topped.sn)!;
    expect((await call('/ops/order/approve', { orderId: held.orderId }, op)).code).toBe(200);
    const payee = await call<{ id: number }>(
      '/payee/add',
      {
        countryId: 254,
        payType: 401,
        currencyId: 156,
        name: '张伟',
        type: 2,
        bankName: '中国工商银行',
        bankUser: '张伟',
        bankNo: '6222021234567890123',
      },
      owner.token,
    );
    payeeId = payee.data.id;
    expect((await call('/ops/payee/approve', { id: payeeId }, op)).code).toBe(200);
    documents = {
      exchangeFile: await uploadPng(h, owner.token),
      detailFile: await uploadPng(h, owner.token),
      contractFile: await uploadPng(h, owner.token),
    };
  });
  afterAll(async () => {
    await h.close();
  });

  it("refuses another account's worker (-1007) and an unknown one, changing nothing", async () => {
    const foreign = await addWorker(stranger.token, 'Baraka Mwangi');
    const before = { usd: await assets(h, owner.token, 'USD'), sends: await sends() };
    expect(before.usd?.crossBorder).toBe('500.00');
    for (const id of [foreign, 999_999]) {
      const reply = await send(id);
      expect(reply.code).toBe(-1007);
    }
    expect(await assets(h, owner.token, 'USD')).toEqual(before.usd);
    expect(await sends()).toBe(before.sends);
  });

  it('refuses a worker no operator has approved, pending or rejected, changing nothing', async () => {
    const pending = await addWorker(owner.token, 'Zawadi Kamau');
    const rejected = await addWorker(owner.token, 'Jabali Ouma');
    await decide(owner.token, rejected, 'The contract names another employer');
    const before = { usd: await assets(h, owner.token, 'USD'), sends: await sends() };
    for (const id of [pending, rejected]) {
      const reply = await send(id);
      expect(reply).toMatchObject({
        code: -1008,
        data: [
          {
            field: 'contractWorker',
            message:
              'This contract worker has not been approved yet; a send may name them once we have approved them',
          },
        ],
      });
    }
    const zh = await send(pending, 'zh_CN');
    expect(zh.data).toEqual([
      { field: 'contractWorker', message: '该合同工尚未通过审核，审核通过后才能在付款中选择' },
    ]);
    expect(await assets(h, owner.token, 'USD')).toEqual(before.usd);
    expect(await sends()).toBe(before.sends);

    // Approved, a send may name them; edited, they wait for an operator again.
    await decide(owner.token, pending);
    expect((await send(pending)).code).toBe(200);
    const edited = await call(
      '/user/ContractWorker/handle',
      { id: pending, name: 'Zawadi W. Kamau', payeeRelation: 5 },
      owner.token,
    );
    expect(edited.code).toBe(200);
    expect((await workerInfo(owner.token, pending)).auditStatus).toBe(0);
    const afterEdit = { usd: await assets(h, owner.token, 'USD'), sends: await sends() };
    expect((await send(pending)).code).toBe(-1008);
    expect(await assets(h, owner.token, 'USD')).toEqual(afterEdit.usd);
    expect(await sends()).toBe(afterEdit.sends);
  });

  it('links one of the own workers and keeps the name it was sent under', async () => {
    const id = await addWorker(owner.token, 'Amani Otieno');
    await decide(owner.token, id);
    // Forms may send the id as text; it is the same worker.
    const created = await send(String(id));
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ contractWorker: id, contractWorkerName: 'Amani Otieno' });
    expect((await assets(h, owner.token, 'USD'))?.crossBorder).not.toBe('500.00');

    const renamed = await call(
      '/user/ContractWorker/handle',
      { id, name: 'Amani O. Otieno', payeeRelation: 5 },
      owner.token,
    );
    expect(renamed.code).toBe(200);
    const detail = await call<Order>(`/order/detail/${created.data.sn}`, {}, owner.token);
    expect(detail.data).toMatchObject({ contractWorker: id, contractWorkerName: 'Amani Otieno' });

    const without = await send(undefined);
    expect(without.code).toBe(200);
    expect(without.data).toMatchObject({ contractWorker: null, contractWorkerName: null });
  });
});
