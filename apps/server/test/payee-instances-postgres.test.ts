import { ErrorCode } from '@pesa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness.ts';
import { addMpesaPayee, newSn } from './money-helpers.ts';
import { closeBoth, twoInstancesWithCustomer } from './two-instances.ts';

/**
 * On PostgreSQL each instance keeps what a send reads of its recipient (payees.service.ts,
 * topic `payees`). A recipient changed through one instance must be paid as changed, or refused
 * when deleted, by the next send through any other.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a recipient on two instances', () => {
  let first: Harness;
  let second: Harness;
  let owner = '';
  const pin = '135790';

  beforeAll(async () => {
    ({ first, second, owner } = await twoInstancesWithCustomer(pin, '20000'));
  });
  afterAll(() => closeBoth({ first, second }));

  /** A send through the second instance: its reply code and, when placed, the number it pays. */
  const sendOnSecond = async (payeeId: number) => {
    second.tick();
    const sn = newSn();
    const reply = await second.call(
      '/order/create',
      { sn, scope: 0, payeeId, payType: 2, currencyId: 404, amount: '100', fundPassword: pin },
      { token: owner },
    );
    if (reply.code !== 200) return { code: reply.code, paid: null };
    const order = await first.app.db.kysely
      .selectFrom('orders')
      .select('payee_snapshot')
      .where('sn', '=', sn)
      .executeTakeFirstOrThrow();
    return { code: reply.code, paid: JSON.parse(order.payee_snapshot ?? '{}').account as string };
  };

  it('pays the number edited on the other instance a moment before', async () => {
    const payeeId = await addMpesaPayee(first, owner, '0722000111');
    // The second instance has read (and kept) the recipient.
    expect(await sendOnSecond(payeeId)).toEqual({ code: 200, paid: '+254722000111' });
    first.tick();
    const edited = await first.call(
      '/payee/edit',
      {
        id: payeeId,
        countryId: 254,
        payType: 2,
        currencyId: 404,
        name: 'Wanjiku Kamau',
        type: 2,
        phone: '0722000222',
      },
      { token: owner },
    );
    expect(edited.code).toBe(200);
    expect(await sendOnSecond(payeeId)).toEqual({ code: 200, paid: '+254722000222' });
  });

  it('refuses a recipient deleted on the other instance a moment before', async () => {
    const payeeId = await addMpesaPayee(first, owner, '0722000333');
    expect((await sendOnSecond(payeeId)).code).toBe(200);
    // Its order is unfinished while its payout is queued; the recipient can go once it ends.
    await first.app.db.kysely
      .updateTable('orders')
      .set({ status: 1 })
      .where('payee_id', '=', payeeId)
      .execute();
    first.tick();
    expect((await first.call(`/payee/delete/${payeeId}`, {}, { token: owner })).code).toBe(200);
    expect((await sendOnSecond(payeeId)).code).toBe(ErrorCode.BENEFICIARY_NOT_FOUND);
  });
});
