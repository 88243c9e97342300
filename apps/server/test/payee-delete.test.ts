import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pesa/contract';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { addMpesaPayee, MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';
import { uploadBatch } from './batch-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

const IN_USE_EN =
  'This recipient is used by an order or bulk payment file that has not finished; delete it once they are done';
const IN_USE_ZH = '该收款人正被未完成的订单或批量付款文件使用，请在其完成后再删除';

/**
 * docs/permissions.md, "Recipient delete": the main account and a role holding Delete remove a
 * recipient; one still named by an unfinished order or bulk file stays, with a reason.
 */
describe.each(engines)('deleting a recipient on %s', (engine) => {
  let h: Harness;
  let owner: string;
  const fundPassword = '135790';

  const call = <T = unknown>(path: string, body: unknown, token: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, lang });
  };
  const remove = (id: number, token = owner, lang?: 'zh_CN') =>
    call(`/payee/delete/${id}`, {}, token, lang);
  const exists = async (id: number) => (await call(`/payee/detail/${id}`, {}, owner)).code === 200;
  const listed = async () =>
    ((await call('/payee/list', { pageNum: 1, pageSize: 100 }, owner)).rows as { id: number }[])
      .map((r) => r.id)
      .sort();

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV });
    const user = await registerByPhone(h);
    owner = user.token;
    await setFundPassword(h, owner, user.phone, user.national, fundPassword);
    await topUp(h, owner, '3000');
  });
  afterAll(async () => {
    await h.close();
  });

  it('keeps a recipient an unfinished send pays, and changes nothing', async () => {
    const id = await addMpesaPayee(h, owner, '0722000201');
    const sent = await call<{ sn: string; status: number }>(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId: id,
        payType: 2,
        currencyId: 404,
        amount: '100',
        fundPassword,
      },
      owner,
    );
    expect(sent.data.status).toBe(0);
    const before = await listed();
    const en = await remove(id);
    expect(en).toMatchObject({ code: ErrorCode.ORDER_STATUS, msg: IN_USE_EN });
    expect(await remove(id, owner, 'zh_CN')).toMatchObject({ msg: IN_USE_ZH });
    expect(await listed()).toEqual(before);
    // Once the payout ends, the recipient may go; past orders keep its name.
    await h.app.money.worker.runDue();
    expect((await remove(id)).code).toBe(200);
    expect(await exists(id)).toBe(false);
    const order = await call<{ payeeName: string }>(`/order/detail/${sent.data.sn}`, {}, owner);
    expect(order.data.payeeName).toBeTruthy();
    expect((await remove(id)).code).toBe(ErrorCode.BENEFICIARY_NOT_FOUND);
  });

  it('keeps a recipient a bulk file that has not been paid names', async () => {
    const id = await addMpesaPayee(h, owner, '0722000202');
    const file = [
      'name,payType,phone,bankCode,bankNo,amount,currency,note,payeeId',
      `,,,,,150,KES,rent,${id}`,
    ].join('\r\n');
    const uploaded = await uploadBatch(h, owner, file);
    expect(uploaded.data).toMatchObject({ status: 'checked', valid: 1 });
    expect(await remove(id)).toMatchObject({ code: ErrorCode.ORDER_STATUS, msg: IN_USE_EN });
    expect(await exists(id)).toBe(true);
    // The file cancelled, nothing unfinished names it any more.
    const cancelled = await call('/batch/cancel', { batchId: uploaded.data.batchId }, owner);
    expect(cancelled.code).toBe(200);
    expect((await remove(id)).code).toBe(200);
  });

  it('refuses a member whose role lacks Delete, and lets one holding it', async () => {
    const id = await addMpesaPayee(h, owner, '0722000203');
    const clerkRole = await addRole(h, owner, ['AssetsPayee', 'Btn:payee:add', 'Btn:payee:edit']);
    const clerk = await addMember(h, owner, clerkRole);
    const clerkToken = await memberToken(h, clerk.national, clerk.password);
    expect(await remove(id, clerkToken, 'zh_CN')).toMatchObject({
      code: ErrorCode.NO_PERMISSION,
      msg: '没有操作权限',
    });
    expect(await exists(id)).toBe(true);
    const deleter = await addMember(
      h,
      owner,
      await addRole(h, owner, ['AssetsPayee', 'Btn:payee:delete'], 'Deleter'),
    );
    const deleterToken = await memberToken(h, deleter.national, deleter.password);
    expect((await remove(id, deleterToken)).code).toBe(200);
    expect(await exists(id)).toBe(false);
  });
});
