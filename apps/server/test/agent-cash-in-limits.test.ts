import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveKyc, submitAgentKyb, userInfo } from './agent-helpers.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken } from './identity-helpers.ts';
import {
  assets,
  ledgerReconciles,
  MONEY_ENV,
  newSn,
  setFundPassword,
  topUp,
} from './money-helpers.ts';

const OPS = { OPERATOR_USERNAME: 'ops.limits', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
const fundPassword = '246810';

/**
 * Cash deposited into a customer who has not passed KYC uses up that customer's rolling allowance
 * (docs/money.md "Limits of unverified accounts"): 200 USD in 24 hours, 25 840.00 KES at 129.2.
 */
describe.each(engines)('an agent’s cash-in and the customer’s KYC limits on %s', (engine) => {
  let h: Harness;
  let agentToken: string;
  let customer: { token: string; accountNo: string };

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, ...relaxedEnv, ...OPS, KYC_REQUIRED: 'true' });
    await h.app.db.kysely
      .updateTable('exchange_rates')
      .set({ rate: '129.2' })
      .where('pair', '=', 'USD/KES')
      .execute();
    await h.app.money.operators.create('ops.limits2', 'Operator-Passw0rd-2', 'compliance');
    const op1 = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    const op2 = await operatorToken(h, 'ops.limits2', 'Operator-Passw0rd-2');
    const agent = await registerByPhone(h, { userType: 3 });
    agentToken = agent.token;
    await setFundPassword(h, agent.token, agent.phone, agent.national, fundPassword);
    const me = await userInfo(h, agent.token);
    await submitAgentKyb(h, agent.token, 'Duka Kuu');
    await approveKyc(h, op1, me.userId);
    await approveKyc(h, op2, me.userId);
    // Verified, the agent's own top-ups are not limited: its float can be large.
    await topUp(h, agent.token, '12000');
    await topUp(h, agent.token, '12000');
    await topUp(h, agent.token, '12000');
    const person = await registerByPhone(h);
    customer = { token: person.token, accountNo: (await userInfo(h, person.token)).accountNo };
  });
  afterAll(async () => {
    await h.close();
  });

  const cashIn = (amount: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call(
      '/agent/cashIn/create',
      { sn: newSn('L'), accountNo: customer.accountNo, currencyId: 404, amount, fundPassword },
      { token: agentToken, lang },
    );
  };

  it('takes deposits up to the customer’s daily allowance, exactly, and not a cent more', async () => {
    // 12 920.00 KES is exactly 100.00 USD at 129.2.
    const first = await cashIn('12920');
    expect(first, first.msg).toMatchObject({ code: 200 });
    const over = await cashIn('12920.01');
    expect(over.code).toBe(1000);
    expect(over.msg).toBe(
      'This customer has not completed identity verification (KYC), so their account can take in at most USD 200.00 in this period; USD 100.00 remains',
    );
    expect(over.data).toEqual({ window: 'daily', limitUsd: '200.00', remainingUsd: '100.00' });
    const zh = await cashIn('12920.01', 'zh_CN');
    expect(zh.msg).toMatch(/该客户尚未完成身份认证/);
    expect((await assets(h, customer.token))?.domestic).toBe('12920.00');
    expect((await cashIn('12920')).code).toBe(200);
    expect((await cashIn('1')).code).toBe(1000);
    expect((await assets(h, customer.token))?.domestic).toBe('25840.00');
    expect((await assets(h, agentToken))?.domestic).toBe('10160.00');
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
