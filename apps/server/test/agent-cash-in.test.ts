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

type Order = {
  sn: string;
  type: number;
  status: number;
  amount: string;
  currencyCode: string;
  payeeName: string | null;
  payeeAccount: string | null;
};
type Movement = {
  entryType: string;
  reference: string;
  amount: string;
  counterparty: { role: string; name: string | null; accountNo: string } | null;
};
type Agent = Awaited<ReturnType<typeof registerByPhone>> & { accountNo: string; userId: number };

const OPS = { OPERATOR_USERNAME: 'ops.agents', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
const KES = 404;
const fundPassword = '246810';

describe.each(engines)('agent cash-in on %s', (engine) => {
  let h: Harness;
  let op1: string;
  let op2: string;
  let agent: Agent;
  let customer: Agent;

  /** An agent registered, funded and (unless told otherwise) verified by two operators. */
  async function newAgent(shop: string, float: string, verify = true): Promise<Agent> {
    const user = await registerByPhone(h, { userType: 3 });
    await setFundPassword(h, user.token, user.phone, user.national, fundPassword);
    if (float !== '0') await topUp(h, user.token, float);
    const me = await userInfo(h, user.token);
    await submitAgentKyb(h, user.token, shop);
    if (verify) {
      await approveKyc(h, op1, me.userId);
      await approveKyc(h, op2, me.userId);
    }
    return { ...user, accountNo: me.accountNo, userId: me.userId };
  }
  async function newCustomer(fullName?: string): Promise<Agent> {
    const user = await registerByPhone(h);
    if (fullName) {
      h.tick();
      await h.call('/user/auth/save', { fullName }, { token: user.token });
    }
    const me = await userInfo(h, user.token);
    return { ...user, accountNo: me.accountNo, userId: me.userId };
  }
  const cashIn = (body: Record<string, unknown>, as = agent.token, lang?: 'zh_CN') => {
    h.tick();
    return h.call<Order>(
      '/agent/cashIn/create',
      { sn: newSn('C'), currencyId: KES, fundPassword, ...body },
      { token: as, lang },
    );
  };
  const lookup = (body: Record<string, unknown>, as = agent.token) => {
    h.tick();
    return h.call<{ accountNo: string; name: string | null }>('/agent/cashIn/lookup', body, {
      token: as,
    });
  };
  const movements = async (token: string) => {
    h.tick();
    return (await h.call<unknown>('/account/transactions', { pageNum: 1, pageSize: 50 }, { token }))
      .rows as Movement[];
  };
  const cashInCount = async () =>
    Number(
      (
        await h.app.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', '=', 2)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, ...relaxedEnv, ...OPS });
    await h.app.money.operators.create('ops.agents2', 'Operator-Passw0rd-2', 'compliance');
    op1 = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    op2 = await operatorToken(h, 'ops.agents2', 'Operator-Passw0rd-2');
    agent = await newAgent('Duka Letu', '5000');
    customer = await newCustomer('Wanjiku Kamau');
  });
  afterAll(async () => {
    await h.close();
  });

  it('registers an agent, who answers the KYB and gets the cash-in screen', async () => {
    const fresh = await registerByPhone(h, { userType: 3 });
    const me = await userInfo(h, fresh.token);
    expect(me.userType).toBe(3);
    expect(me.permissions).toContain('AgentCashIn');
    h.tick();
    const form = await h.call<Record<string, unknown>>('/user/auth', {}, { token: fresh.token });
    expect(form.data).toHaveProperty('companyName');
    expect(form.data).not.toHaveProperty('fullName');
    // Neither a company nor an individual gets the screen.
    for (const userType of [1, 2] as const) {
      const other = await registerByPhone(h, { userType });
      expect((await userInfo(h, other.token)).permissions).not.toContain('AgentCashIn');
    }
    h.tick();
    const unknownType = await h.call('/user/register', {
      userType: 4,
      countryId: 254,
      phone: '0711000000',
      code: '123456',
      password: 'Secret123',
    });
    expect(unknownType.code).toBe(-1008);
  });

  it('needs two operators’ KYB approval before any cash-in', async () => {
    const waiting = await newAgent('Kibanda', '1000', false);
    // The application waits in the businesses' (KYB) queue, not the individuals'.
    const queue = async (userType: 1 | 2) => {
      h.tick();
      const reply = await h.call<unknown>(
        '/ops/kyc/list',
        { pageNum: 1, pageSize: 100, userType, status: '0' },
        { token: op1 },
      );
      return (reply.rows as Array<{ userId: number; companyName?: string }>).filter(
        (r) => r.userId === waiting.userId,
      );
    };
    expect(await queue(1)).toEqual([
      expect.objectContaining({ companyName: 'Kibanda Enterprises Ltd' }),
    ]);
    expect(await queue(2)).toEqual([]);
    const refused = await lookup({ accountNo: customer.accountNo }, waiting.token);
    expect(refused).toMatchObject({ code: 1000, data: { kycUrl: '/home/kyc' } });
    expect(refused.msg).toMatch(/agent verification/);
    expect(await approveKyc(h, op1, waiting.userId)).toBe('00');
    expect(
      (await cashIn({ accountNo: customer.accountNo, amount: '10' }, waiting.token)).code,
    ).toBe(1000);
    expect(await approveKyc(h, op2, waiting.userId)).toBe(1);
    expect((await lookup({ accountNo: customer.accountNo }, waiting.token)).code).toBe(200);
  });

  it('shows the customer’s masked name, found by account number or phone', async () => {
    const byAccount = await lookup({ accountNo: customer.accountNo });
    expect(byAccount.data).toEqual({
      accountNo: `******${customer.accountNo.slice(-4)}`,
      name: 'W***u K***u',
      countryId: 254,
    });
    expect((await lookup({ countryId: 254, phone: customer.phone })).data).toEqual(byAccount.data);
    expect((await lookup({ countryId: 254, phone: customer.national })).data).toEqual(
      byAccount.data,
    );
  });

  it('credits the customer from the agent’s float, and each side names the other', async () => {
    const before = await assets(h, customer.token);
    const reply = await cashIn({ accountNo: customer.accountNo, amount: '1500' });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      type: 2,
      status: 1,
      amount: '1500.00',
      currencyCode: 'KES',
      payeeName: 'W***u K***u',
      payeeAccount: customer.accountNo,
    });
    expect((await assets(h, agent.token))?.domestic).toBe('3500.00');
    expect((await assets(h, customer.token))?.domestic).toBe(
      (Number(before?.domestic ?? 0) + 1500).toFixed(2),
    );
    expect(await ledgerReconciles(h)).toBe(true);

    const theirs = (await movements(customer.token)).find((m) => m.reference === reply.data.sn);
    expect(theirs).toMatchObject({
      entryType: 'cash_in',
      amount: '1500.00',
      counterparty: { role: 'agent', name: 'Duka Letu', accountNo: agent.accountNo },
    });
    const mine = (await movements(agent.token)).find((m) => m.reference === reply.data.sn);
    expect(mine).toMatchObject({
      entryType: 'cash_in',
      amount: '-1500.00',
      counterparty: { role: 'customer', name: 'W***u K***u', accountNo: customer.accountNo },
    });
    h.tick();
    const list = await h.call<unknown>(
      '/order/list',
      { pageNum: 1, pageSize: 10 },
      {
        token: agent.token,
      },
    );
    expect((list.rows as Order[]).map((o) => o.sn)).toContain(reply.data.sn);
    h.tick();
    const detail = await h.call<Order>(
      `/order/detail/${reply.data.sn}`,
      {},
      { token: agent.token },
    );
    expect(detail.data).toMatchObject({ type: 2, status: 1 });
  });

  it('shows the deposit in the customer’s own orders and detail, naming the agent', async () => {
    const reply = await cashIn({ accountNo: customer.accountNo, amount: '25' });
    expect(reply.code).toBe(200);
    const sn = reply.data.sn;
    const list = async (body: Record<string, unknown>, token = customer.token) => {
      h.tick();
      const page = await h.call<unknown>(
        '/order/list',
        { pageNum: 1, pageSize: 50, ...body },
        {
          token,
        },
      );
      return page.rows as Array<Order & { counterparty: unknown }>;
    };
    const agentSide = { role: 'agent', name: 'Duka Letu', accountNo: agent.accountNo };
    const mine = (await list({})).find((o) => o.sn === sn);
    expect(mine).toMatchObject({ type: 2, status: 1, amount: '25.00', counterparty: agentSide });
    expect((await list({ type: 'receive', scope: 0 })).map((o) => o.sn)).toContain(sn);
    expect((await list({ type: 'send' })).map((o) => o.sn)).not.toContain(sn);
    // The agent's copy names the customer; nobody else sees the deposit.
    const theirs = (await list({}, agent.token)).find((o) => o.sn === sn);
    expect(theirs?.counterparty).toEqual({
      role: 'customer',
      name: 'W***u K***u',
      accountNo: customer.accountNo,
    });
    const stranger = await newCustomer();
    expect((await list({}, stranger.token)).map((o) => o.sn)).not.toContain(sn);

    h.tick();
    const detail = await h.call<Order>(`/order/detail/${sn}`, {}, { token: customer.token });
    expect(detail.data).toMatchObject({ sn, type: 2, counterparty: agentSide });
    h.tick();
    expect((await h.call(`/order/detail/${sn}`, {}, { token: stranger.token })).code).not.toBe(200);
    // The customer cannot act on the agent's order: it is only read.
    h.tick();
    expect((await h.call(`/order/cancel/${sn}`, {}, { token: customer.token })).code).not.toBe(200);

    for (const [lang, words] of [
      ['en_US', 'Cash deposit'],
      ['zh_CN', '现金存入'],
    ] as const) {
      h.tick();
      const csv = await h.app.server.inject({
        method: 'POST',
        url: '/api/order/export',
        headers: {
          authorization: `Bearer ${customer.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-language': lang,
        },
        payload: `sn=${sn}`,
      });
      const line = csv.body.split('\r\n')[1] ?? '';
      expect(line).toContain(words);
      expect(line).toContain(lang === 'en_US' ? 'From agent Duka Letu' : '来自代理商 Duka Letu');
    }
  });

  it('gives an agent no API service: the calls refuse it, and its roles cannot grant them', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/user/userApi/info', {}],
      ['/user/userApi/secret', { mode: 'live', fundPassword: '123456' }],
      [
        '/user/userApi/save',
        {
          companyName: 'Duka Letu',
          description: 'Collections for the shop',
          monthlyVolume: '25000',
          notifyUrl: 'https://duka.example/hook',
          ipWhitelist: '127.0.0.1',
        },
      ],
      ['/user/userApi/dashboard', { mode: 'test' }],
      ['/user/userApi/orders/list', { mode: 'test', kind: 'payout', pageNum: 1, pageSize: 10 }],
      ['/user/userApi/webhooks/list', { mode: 'test', pageNum: 1, pageSize: 10 }],
      ['/user/userApi/recharge/instructions', { currencyId: KES }],
    ];
    for (const [path, body] of calls) {
      h.tick();
      expect((await h.call(path, body, { token: agent.token })).code, path).toBe(1000);
    }
    h.tick();
    const role = await h.call(
      '/user/role/add',
      { name: 'Developers', menus: ['HomeApiB2C'], status: 0 },
      { token: agent.token },
    );
    expect(role.code).toBe(-1008);
    expect((await userInfo(h, agent.token)).permissions ?? []).not.toContain('HomeApiB2C');
  });

  it('refuses anyone but an agent', async () => {
    const before = await cashInCount();
    expect((await cashIn({ accountNo: agent.accountNo, amount: '10' }, customer.token)).code).toBe(
      1000,
    );
    const company = await registerByPhone(h, { userType: 1 });
    expect((await lookup({ accountNo: customer.accountNo }, company.token)).code).toBe(1000);
    expect(await cashInCount()).toBe(before);
  });

  it('refuses the agent’s own wallet, an unknown customer and another currency', async () => {
    const before = await assets(h, agent.token);
    expect((await cashIn({ accountNo: agent.accountNo, amount: '10' })).code).toBe(-1010);
    expect((await cashIn({ countryId: 254, phone: agent.national, amount: '10' })).code).toBe(
      -1010,
    );
    const unknown = await cashIn({ accountNo: '9999999999', amount: '10' }, agent.token, 'zh_CN');
    expect(unknown).toMatchObject({ code: -1009, msg: '用户不存在' });
    expect((await lookup({ countryId: 254, phone: '0799999999' })).code).toBe(-1009);
    const usd = await cashIn({ accountNo: customer.accountNo, amount: '10', currencyId: 840 });
    expect(usd.code).toBe(-1008);
    expect(usd.data).toEqual([expect.objectContaining({ field: 'currencyId' })]);
    expect(await assets(h, agent.token)).toEqual(before);
  });

  it('refuses a bad payload with a field error and changes nothing', async () => {
    const before = await cashInCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: '10' }, 'accountNo'],
      [
        { accountNo: customer.accountNo, phone: customer.national, countryId: 254, amount: '10' },
        'phone',
      ],
      [{ phone: customer.national, countryId: 86, amount: '10' }, 'countryId'],
      [{ accountNo: '12345', amount: '10' }, 'accountNo'],
      [{ accountNo: customer.accountNo, amount: 'ten' }, 'amount'],
      [{ accountNo: customer.accountNo, amount: '0' }, 'amount'],
      [{ accountNo: customer.accountNo, amount: '10', fundPassword: '12' }, 'fundPassword'],
    ];
    for (const [body, field] of cases) {
      const reply = await cashIn(body);
      expect(reply.code, JSON.stringify(body)).toBe(-1008);
      expect((reply.data as unknown as Array<{ field: string }>).map((f) => f.field)).toContain(
        field,
      );
    }
    // A phone without its country is SPEC §8's own "Country cannot be empty".
    expect((await cashIn({ phone: customer.national, amount: '10' })).code).toBe(-1011);
    expect(
      (await cashIn({ accountNo: customer.accountNo, amount: '10', fundPassword: '000000' })).code,
    ).toBe(-1023);
    expect(await cashInCount()).toBe(before);
  });

  it('refuses more than the float holds, and nothing changes', async () => {
    const agentBefore = await assets(h, agent.token);
    const customerBefore = await assets(h, customer.token);
    const orders = await cashInCount();
    expect((await cashIn({ accountNo: customer.accountNo, amount: '999999' })).code).toBe(-1013);
    expect(await assets(h, agent.token)).toEqual(agentBefore);
    expect(await assets(h, customer.token)).toEqual(customerBefore);
    expect(await cashInCount()).toBe(orders);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('credits once per order number: a repeat is -1059 and moves nothing', async () => {
    const sn = newSn('C');
    expect((await cashIn({ sn, accountNo: customer.accountNo, amount: '20' })).code).toBe(200);
    const after = await assets(h, customer.token);
    expect((await cashIn({ sn, accountNo: customer.accountNo, amount: '20' })).code).toBe(-1059);
    expect(await assets(h, customer.token)).toEqual(after);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('lets parallel cash-ins take no more than the float holds', async () => {
    const busy = await newAgent('Soko Mjini', '1000');
    const receiver = await newCustomer();
    h.tick();
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        h.call(
          '/agent/cashIn/create',
          {
            sn: newSn('P'),
            accountNo: receiver.accountNo,
            currencyId: KES,
            amount: '300',
            fundPassword,
          },
          { token: busy.token },
        ),
      ),
    );
    const codes = replies.map((r) => r.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === -1013)).toHaveLength(9);
    expect((await assets(h, busy.token))?.domestic).toBe('100.00');
    expect((await assets(h, receiver.token))?.domestic).toBe('900.00');
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
