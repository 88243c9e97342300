import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pesa/contract';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { e164Kenya } from './helpers.ts';
import { addMpesaPayee, MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

/**
 * A team member pays with their own transaction password (docs/customer-journeys.md, "A team
 * member pays"): whatever the role holds, the member sets it with a code to their own phone and
 * the owner's password never confirms the member's payments.
 */
describe.each(engines)('a team member pays on %s', (engine) => {
  let h: Harness;
  let owner: { token: string; phone: string; national: string };
  let payeeId: number;
  let member: { token: string; national: string };

  beforeAll(async () => {
    h = await startHarness(engine, MONEY_ENV);
    owner = await registerByPhone(h);
    await setFundPassword(h, owner.token, owner.phone, owner.national, '111111');
    await topUp(h, owner.token, '5000');
    payeeId = await addMpesaPayee(h, owner.token);
    // A send-only role: no Profile, no Assets, no Recipient Management.
    const roleId = await addRole(h, owner.token, ['PspIndex'], 'Cashier');
    const added = await addMember(h, owner.token, roleId);
    member = { token: await memberToken(h, added.national, added.password), ...added };
  });
  afterAll(async () => {
    await h.close();
  });

  const send = (token: string, fundPassword: string) => {
    h.tick();
    return h.call<{ sn: string; status: number }>(
      '/order/create',
      { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount: '100', fundPassword },
      { token },
    );
  };

  it('lets a send-only member list the recipients the send screen offers', async () => {
    h.tick();
    const list = await h.call('/payee/list', { pageNum: 1, pageSize: 100, scope: 0 }, member);
    expect(list.code).toBe(200);
    expect((list.rows as Array<{ id: number }>).map((r) => r.id)).toContain(payeeId);
    // Listing is not managing: adding still needs the button.
    h.tick();
    const add = await h.call('/payee/add', { junk: true }, member);
    expect(add.code).toBe(ErrorCode.NO_PERMISSION);
  });

  it('refuses a member without a transaction password, in the member language', async () => {
    h.tick();
    const info = await h.call<{ fundPasswordFlag: boolean }>('/user/info', {}, member);
    expect(info.data.fundPasswordFlag).toBe(false);
    const refused = await send(member.token, '111111');
    expect(refused).toMatchObject({ code: ErrorCode.FUND_PASSWORD_NOT_SET });
    expect(refused.msg).toBe('Transaction password is not set');
    h.tick();
    const zh = await h.call(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId,
        payType: 2,
        currencyId: 404,
        amount: '100',
        fundPassword: '111111',
      },
      { token: member.token, lang: 'zh_CN' },
    );
    expect(zh).toMatchObject({ code: ErrorCode.FUND_PASSWORD_NOT_SET, msg: '未设置交易密码' });
  });

  it('lets the member set their own password with a code to their own phone', async () => {
    await setFundPassword(h, member.token, e164Kenya(member.national), member.national, '222222');
    h.tick();
    const info = await h.call<{ fundPasswordFlag: boolean }>('/user/info', {}, member);
    expect(info.data.fundPasswordFlag).toBe(true);
    // The code went to the member's phone, not the owner's.
    expect(await h.lastCode(e164Kenya(member.national))).toMatch(/^\d{6}$/);
  });

  it('lets a member whose role holds nothing set their own password too', async () => {
    const emptyRole = await addRole(h, owner.token, [], 'Nothing yet');
    const bare = await addMember(h, owner.token, emptyRole);
    const token = await memberToken(h, bare.national, bare.password);
    await setFundPassword(h, token, e164Kenya(bare.national), bare.national, '333333');
    h.tick();
    const info = await h.call<{ fundPasswordFlag: boolean }>('/user/info', {}, { token });
    expect(info.data.fundPasswordFlag).toBe(true);
    // Holding no send screen, the member still cannot pay.
    expect((await send(token, '333333')).code).toBe(ErrorCode.NO_PERMISSION);
  });

  it("pays with the member's password and never with the owner's", async () => {
    const withOwners = await send(member.token, '111111');
    expect(withOwners.code).toBe(ErrorCode.FUND_PASSWORD_WRONG);
    expect(withOwners.msg).toBe(
      'Incorrect transaction password; 4 tries left before payments are locked for 30 minutes',
    );
    const paid = await send(member.token, '222222');
    expect(paid.code).toBe(200);
    // The owner's password is untouched and still the owner's alone.
    expect((await send(owner.token, '222222')).code).toBe(ErrorCode.FUND_PASSWORD_WRONG);
    expect((await send(owner.token, '111111')).code).toBe(200);
  });
});
