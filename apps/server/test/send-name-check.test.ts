import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { ErrorCode } from '@pesa/contract';
import { assets, MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';

/**
 * A send keeps the name check of its payee on the order (docs/name-check.md), asked again when
 * it is made, so approvers and the order details show what the sender saw.
 */
type Order = { sn: string; nameCheck: string | null; nameCheckName: string | null };

describe.each(engines)('the name check kept on a send, on %s', (engine) => {
  let h: Harness;
  let token: string;
  const fundPassword = '135790';

  beforeAll(async () => {
    // Two look-ups an hour: enough to show that paying spends none of them.
    h = await startHarness(engine, {
      ...MONEY_ENV,
      SESSION_IDLE_MINUTES: '600',
      PAYEE_CHECKS_PER_HOUR: '2',
    });
    const user = await registerByPhone(h);
    token = user.token;
    await setFundPassword(h, token, user.phone, user.national, fundPassword);
    await topUp(h, token, '3000');
  });
  afterAll(async () => {
    await h?.close();
  });

  const addPayee = async (name: string, phone: string) => {
    h.tick();
    const payee = await h.call<{ id: number }>(
      '/payee/add',
      { countryId: 254, payType: 2, currencyId: 404, name, type: 2, phone },
      { token },
    );
    return payee.data.id;
  };
  const create = (payeeId: number, extra: object = {}, lang?: 'zh_CN') => {
    h.tick();
    return h.call<Order>(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId,
        payType: 2,
        currencyId: 404,
        amount: '100',
        fundPassword,
        ...extra,
      },
      { token, lang },
    );
  };
  const send = async (name: string, phone: string) => {
    const created = await create(await addPayee(name, phone), { nameCheckConfirmed: true });
    expect(created.code).toBe(200);
    h.tick();
    return (await h.call<Order>(`/order/detail/${created.data.sn}`, {}, { token })).data;
  };

  it('keeps the grade, and the registered name only when close', async () => {
    expect(await send('Wanjiku Kamau', '0712349901')).toMatchObject({
      nameCheck: 'CLOSE_MATCH',
      nameCheckName: 'Wanjiku Njeri Kamau',
    });
    expect(await send('Peter Otieno', '0713349901')).toMatchObject({
      nameCheck: 'NO_MATCH',
      nameCheckName: null,
    });
    expect(await send('Asha Mrema', '0714349909')).toMatchObject({ nameCheck: 'UNAVAILABLE' });
  });

  it("refuses a mismatch without the sender's confirmation, changing nothing, and pays it with", async () => {
    const payeeId = await addPayee('Li Na', '0715349901');
    const before = await assets(h, token);
    const field = (reply: { data: unknown }) =>
      (reply.data as { field: string; message: string }[]).find(
        (f) => f.field === 'nameCheckConfirmed',
      )?.message;
    const refused = await create(payeeId);
    expect(refused.code).toBe(ErrorCode.PARAMETER_ERROR);
    expect(field(refused)).toBe(
      'The name does not match the one registered for this number or account; confirm that you want to pay anyway',
    );
    const unticked = await create(payeeId, { nameCheckConfirmed: false }, 'zh_CN');
    expect(unticked.code).toBe(ErrorCode.PARAMETER_ERROR);
    expect(field(unticked)).toBe('收款人姓名与该号码或账户登记的姓名不一致，请确认仍要付款');
    expect(await assets(h, token)).toEqual(before);
    h.tick();
    const list = await h.call('/order/list', { pageNum: 1, pageSize: 50, type: 'send' }, { token });
    expect((list.rows as { payeeName: string }[]).some((o) => o.payeeName === 'Li Na')).toBe(false);

    const paid = await create(payeeId, { nameCheckConfirmed: true });
    expect(paid.code).toBe(200);
    expect(paid.data.nameCheck).toBe('NO_MATCH');
    // A name that matches needs no confirmation at all.
    const matching = await create(await addPayee('Grace Atieno', '0716340001'));
    expect(matching.code).toBe(200);
  });

  it('pays without spending the look-up allowance, and still pays once it is used up', async () => {
    const payeeId = await addPayee('Peter Otieno', '0717349901');
    for (let i = 0; i < 3; i++)
      expect((await create(payeeId, { nameCheckConfirmed: true })).code).toBe(200);
    const lookUp = () => {
      h.tick();
      return h.call(
        '/payee/check',
        { countryId: 254, payType: 2, phone: '0717349901', name: 'Peter Otieno' },
        { token },
      );
    };
    // Three payments later, both of the hour's look-ups are still there.
    expect((await lookUp()).code).toBe(200);
    expect((await lookUp()).code).toBe(200);
    expect((await lookUp()).code).toBe(429);
    expect((await create(payeeId)).code).toBe(ErrorCode.PARAMETER_ERROR);
    expect((await create(payeeId, { nameCheckConfirmed: true })).code).toBe(200);
  });
});
