import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';

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
    h = await startHarness(engine, { ...MONEY_ENV, SESSION_IDLE_MINUTES: '600' });
    const user = await registerByPhone(h);
    token = user.token;
    await setFundPassword(h, token, user.phone, user.national, fundPassword);
    await topUp(h, token, '3000');
  });
  afterAll(async () => {
    await h?.close();
  });

  const send = async (name: string, phone: string) => {
    h.tick();
    const payee = await h.call<{ id: number }>(
      '/payee/add',
      { countryId: 254, payType: 2, currencyId: 404, name, type: 2, phone },
      { token },
    );
    h.tick();
    const created = await h.call<Order>(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId: payee.data.id,
        payType: 2,
        currencyId: 404,
        amount: '100',
        fundPassword,
      },
      { token },
    );
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
});
