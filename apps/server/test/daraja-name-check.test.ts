import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDarajaHarness } from './daraja-helpers.ts';
import type { FakeDaraja } from './fakes/fake-daraja.ts';
import { engines, registerByPhone, type Harness } from './harness.ts';
import { newSn, setFundPassword, topUp } from './money-helpers.ts';

/**
 * M-Pesa Kenya through Daraja has no look-up before paying: /payee/check answers UNAVAILABLE.
 * After a B2C payment the name M-Pesa returns (the fake's ReceiverPartyPublicName is "Wanjiku
 * Kamau") is graded against the payee's and shown on the order, the registered name only when
 * close (docs/name-check.md).
 */
type Order = { sn: string; status: number; nameCheck: string | null; nameCheckName: string | null };

describe.each(engines)('the name M-Pesa returns after a Daraja payout, on %s', (engine) => {
  let h: Harness;
  let fake: FakeDaraja;
  let token: string;
  const fundPassword = '135790';

  beforeAll(async () => {
    ({ h, fake } = await startDarajaHarness(engine));
    const user = await registerByPhone(h);
    token = user.token;
    await setFundPassword(h, token, user.phone, user.national, fundPassword);
    const order = await topUp(h, token, '5000');
    const request = fake.stk.at(-1)!;
    await fake.post(String(request.body.CallBackURL), fake.stkCallback(request, 'success'));
    h.tick();
    const paid = await h.call<Order>(`/order/detail/${order.sn}`, {}, { token });
    expect(paid.data.status).toBe(1);
  });
  afterAll(async () => {
    await h?.close();
    await fake?.stop();
  });

  const payTo = async (name: string, phone: string) => {
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
    // Daraja has no look-up before paying.
    expect(created.data.nameCheck).toBe('UNAVAILABLE');
    await h.app.money.worker.runDue();
    const request = fake.b2c.at(-1)!;
    const result = fake.b2cResult(request, 'success');
    await fake.post(String(request.body.ResultURL), result);
    // A repeat of the result changes nothing.
    await fake.post(String(request.body.ResultURL), result);
    h.tick();
    return (await h.call<Order>(`/order/detail/${created.data.sn}`, {}, { token })).data;
  };

  it('answers UNAVAILABLE before paying', async () => {
    h.tick();
    const reply = await h.call(
      '/payee/check',
      { countryId: 254, payType: 2, phone: '0712349901', name: 'Peter Otieno' },
      { token },
    );
    expect(reply.data).toEqual({ result: 'UNAVAILABLE' });
  });

  it('grades the receiver M-Pesa names after the payout and keeps it on the order', async () => {
    expect(await payTo('Wanjiku Kamau', '0722000111')).toMatchObject({
      status: 1,
      nameCheck: 'MATCH',
      nameCheckName: null,
    });
    expect(await payTo('Kamau W.', '0722000112')).toMatchObject({
      status: 1,
      nameCheck: 'CLOSE_MATCH',
      nameCheckName: 'Wanjiku Kamau',
    });
    expect(await payTo('Peter Otieno', '0722000113')).toMatchObject({
      status: 1,
      nameCheck: 'NO_MATCH',
      nameCheckName: null,
    });
  });
});
