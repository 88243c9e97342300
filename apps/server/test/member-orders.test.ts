import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pesa/contract';
import { e164Kenya, engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { addMpesaPayee, MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';
import { liveOperatorToken } from './operator-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

type Placer = {
  accountNo: string;
  member: boolean;
  name: string | null;
  phone: string | null;
} | null;
type Order = { sn: string; createdBy: Placer };

const ADMIN = 'member.orders.admin';
const PASSWORD = 'Operator-Passw0rd';

/**
 * docs/permissions.md, "Orders a member sees": a member who sends without the order page lists
 * and reads only the orders they made, and is told so for anyone else's; the order page reads
 * the company's. Every order says who made it, to the customer and to the operator.
 */
describe.each(engines)('orders a team member sees on %s', (engine) => {
  let h: Harness;
  let owner: string;
  let cashier: { token: string; national: string };
  let manager: string;
  let ownerSn: string;
  let cashierSn: string;
  let payeeId: number;
  const fundPassword = '135790';

  const call = <T = unknown>(path: string, body: unknown, token: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, lang });
  };
  const send = async (token: string) => {
    const reply = await call<Order>(
      '/order/create',
      { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount: '100', fundPassword },
      token,
    );
    if (reply.code !== 200) throw new Error(`send: ${reply.code} ${reply.msg}`);
    return reply.data.sn;
  };
  const list = async (token: string, body: object = { scope: 0 }) => {
    const reply = await call('/order/list', { pageNum: 1, pageSize: 50, ...body }, token);
    return { code: reply.code, rows: (reply.rows ?? []) as Order[] };
  };
  const sns = (rows: Order[]) => rows.map((r) => r.sn).sort();
  const member = async (menus: string[]) => {
    const added = await addMember(h, owner, await addRole(h, owner, menus));
    const token = await memberToken(h, added.national, added.password);
    await setFundPassword(h, token, e164Kenya(added.national), added.national, fundPassword);
    return { token, national: added.national };
  };

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...relaxedEnv,
      ...MONEY_ENV,
      OPERATOR_USERNAME: ADMIN,
      OPERATOR_PASSWORD: PASSWORD,
    });
    const user = await registerByPhone(h);
    owner = user.token;
    await setFundPassword(h, owner, user.phone, user.national, fundPassword);
    await topUp(h, owner, '3000');
    payeeId = await addMpesaPayee(h, owner);
    cashier = await member(['PspIndex']);
    manager = (await member(['PspIndex', 'PspOrder'])).token;
    ownerSn = await send(owner);
    cashierSn = await send(cashier.token);
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists only the orders a sender without the order page made, in any filter', async () => {
    const own = await list(cashier.token);
    expect(own.code).toBe(200);
    expect(sns(own.rows)).toEqual([cashierSn]);
    expect(sns((await list(cashier.token, {})).rows)).toEqual([cashierSn]);
    expect((await list(cashier.token, { sn: ownerSn })).rows).toEqual([]);
    // A scope it makes no orders in is not its to read.
    expect((await list(cashier.token, { scope: 1 })).code).toBe(ErrorCode.NO_PERMISSION);
  });

  it('tells a sender plainly that another’s order is not theirs, in both languages', async () => {
    const en = await call(`/order/detail/${ownerSn}`, {}, cashier.token);
    expect(en).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    expect(en.msg).toBe(
      'You can only see the orders you made; ask the main account for the order page to see the others',
    );
    const zh = await call(`/order/receipt/${ownerSn}`, {}, cashier.token, 'zh_CN');
    expect(zh.msg).toBe(
      '您只能查看自己创建的订单；如需查看其他订单，请联系主账户为您分配订单页面权限',
    );
    expect((await call(`/order/cancel/${ownerSn}`, {}, cashier.token)).code).toBe(1000);
    expect((await call(`/order/detail/${cashierSn}`, {}, cashier.token)).code).toBe(200);
  });

  it('gives the order page’s holder and the owner every order of the company', async () => {
    // The owner's top-up is the company's too.
    const sends = { scope: 0, type: 'send' };
    expect(sns((await list(manager, sends)).rows)).toEqual([cashierSn, ownerSn].sort());
    expect(sns((await list(owner, sends)).rows)).toEqual([cashierSn, ownerSn].sort());
    expect((await list(manager)).rows.length).toBe(3);
    expect((await call(`/order/detail/${cashierSn}`, {}, manager)).code).toBe(200);
  });

  it('says who made each order, in the list and the detail', async () => {
    const rows = (await list(owner)).rows;
    const byCashier = rows.find((r) => r.sn === cashierSn)!;
    expect(byCashier.createdBy).toMatchObject({
      member: true,
      name: `member-${cashier.national}`,
      phone: e164Kenya(cashier.national),
    });
    expect(rows.find((r) => r.sn === ownerSn)!.createdBy).toMatchObject({ member: false });
    const detail = await call<Order>(`/order/detail/${cashierSn}`, {}, cashier.token);
    expect(detail.data.createdBy?.member).toBe(true);
  });

  it('names who made each order in the CSV export, as the list does, in both languages', async () => {
    const download = (lang: 'en_US' | 'zh_CN') => {
      h.tick();
      return h.app.server.inject({
        method: 'POST',
        url: '/api/order/export',
        headers: {
          authorization: `Bearer ${owner}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-language': lang,
        },
        payload: 'scope=0&type=send',
      });
    };
    const rows = (await list(owner)).rows;
    const accountNo = rows.find((r) => r.sn === cashierSn)!.createdBy!.accountNo;
    const lines = async (lang: 'en_US' | 'zh_CN') => {
      const reply = await download(lang);
      expect(reply.statusCode).toBe(200);
      return reply.body.slice(1).replace(/\r\n$/, '').split('\r\n');
    };
    const en = await lines('en_US');
    expect(en[0]).toMatch(/,Made by$/);
    const line = (all: string[], sn: string) => all.find((l) => l.startsWith(`${sn},`));
    expect(line(en, cashierSn)).toMatch(
      new RegExp(`,Team member member-${cashier.national} \\(${accountNo}\\)$`),
    );
    expect(line(en, ownerSn)).toMatch(/,Main account$/);
    const zh = await lines('zh_CN');
    expect(zh[0]).toMatch(/,创建人$/);
    expect(line(zh, cashierSn)).toMatch(
      new RegExp(`,团队成员 member-${cashier.national}（${accountNo}）$`),
    );
    expect(line(zh, ownerSn)).toMatch(/,主账户$/);
  });

  it('shows the operator who made the order', async () => {
    const admin = liveOperatorToken(h, ADMIN, PASSWORD);
    const found = await call<unknown>(
      '/ops/order/search',
      { pageNum: 1, pageSize: 10, sn: cashierSn },
      await admin(),
    );
    const row = (found.rows as Array<{ orderId: number; createdBy: Placer }>)[0]!;
    expect(row.createdBy).toMatchObject({ member: true, phone: e164Kenya(cashier.national) });
    const detail = await call<{ createdBy: Placer }>(
      '/ops/order/detail',
      { orderId: row.orderId },
      await admin(),
    );
    expect(detail.data.createdBy?.member).toBe(true);
  });
});
