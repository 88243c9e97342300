import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e164Kenya, engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { addMpesaPayee, MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

type Order = { sn: string; status: number };

/**
 * The send result screen follows its order through /order/detail. A member who may send but sees
 * no order page still follows the orders they sent, and only those.
 */
describe.each(engines)('following a sent order on %s', (engine) => {
  let h: Harness;
  let owner: string;
  let sender: string;
  let otherSender: string;
  let payeeId: number;
  const fundPassword = '135790';

  const send = async (token: string) => {
    h.tick();
    const reply = await h.call<Order>(
      '/order/create',
      { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount: '100', fundPassword },
      { token },
    );
    if (reply.code !== 200) throw new Error(`send: ${reply.code} ${reply.msg}`);
    return reply.data.sn;
  };
  const detail = (token: string, sn: string) => {
    h.tick();
    return h.call<Order>(`/order/detail/${sn}`, {}, { token });
  };

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV });
    const user = await registerByPhone(h);
    owner = user.token;
    await setFundPassword(h, owner, user.phone, user.national, fundPassword);
    await topUp(h, owner, '3000');
    payeeId = await addMpesaPayee(h, owner);
    const sendOnly = await addRole(h, owner, ['PspIndex'], 'Sender');
    for (const which of ['sender', 'other'] as const) {
      const member = await addMember(h, owner, sendOnly);
      const token = await memberToken(h, member.national, member.password);
      const phone = e164Kenya(member.national);
      await setFundPassword(h, token, phone, member.national, fundPassword);
      if (which === 'sender') sender = token;
      else otherSender = token;
    }
  });
  afterAll(async () => {
    await h.close();
  });

  it('lets a send-only member follow their own send to its end', async () => {
    const sn = await send(sender);
    await h.app.money.worker.runDue();
    const reply = await detail(sender, sn);
    expect(reply.code).toBe(200);
    expect(reply.data.status).toBe(1);
  });

  it("refuses a send-only member another's order, and an order that does not exist, alike", async () => {
    const ownersSn = await send(owner);
    const othersSn = await send(otherSender);
    expect((await detail(sender, ownersSn)).code).toBe(1000);
    expect((await detail(sender, othersSn)).code).toBe(1000);
    expect((await detail(sender, newSn())).code).toBe(1000);
    // The owner's order pages still read every order of the account.
    expect((await detail(owner, othersSn)).code).toBe(200);
  });
});
