import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiOrderRow, OpenOrderView } from '@pesa/contract';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken } from './identity-helpers.ts';
import { assets, ledgerReconciles, MONEY_ENV, newSn, setFundPassword } from './money-helpers.ts';
import { approvedMerchant, openCall, type Merchant } from './open-api-helpers.ts';
import {
  apiBalance,
  collectKes,
  merchantNo,
  queryOrder,
  transferKes,
} from './open-money-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

const OPS = { OPERATOR_USERNAME: 'ops.transfers', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
const FUND_PASSWORD = '135790';

describe.each(engines)('Merchant API transfers (%s)', (engine) => {
  let h: Harness;
  let merchant: Merchant;
  let op: string;

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV, ...OPS });
    merchant = await approvedMerchant(h);
    await setFundPassword(h, merchant.token, merchant.phone, merchant.national, FUND_PASSWORD);
    op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    await collectKes(h, merchant.live, '1000');
  });
  afterAll(() => h.close());
  afterEach(async () => {
    expect(await ledgerReconciles(h)).toBe(true);
  });

  const web = (body: Record<string, unknown>, token = merchant.token) => {
    h.tick();
    return h.call<ApiOrderRow>(
      '/user/userApi/transfer',
      { sn: newSn('W'), currencyId: 404, remark: 'float', ...body },
      { token },
    );
  };
  const ops = <T>(path: string, body: unknown) => {
    h.tick();
    return h.call<T>(path, body, { token: op });
  };

  it('refuses a transfer into C2B, to the same account, or from the wrong currency', async () => {
    expect((await transferKes(h, merchant.live, 0, 2, '10')).code).toBe(-1109);
    expect((await transferKes(h, merchant.live, -1, -1, '10')).code).toBe(-1109);
    expect((await transferKes(h, merchant.live, 2, 3, '10')).code).toBe(-1109);
    const tzs = await openCall(h, merchant.live, '/transfer', {
      merchantOrderNo: merchantNo('T'),
      fromAccountType: 2,
      toAccountType: -1,
      currencyId: 834,
      amount: '10',
    });
    expect(tzs.code).toBe(-1008);
  });

  it('moves money at once between API accounts, and refuses what the account lacks', async () => {
    expect((await transferKes(h, merchant.live, -1, 0, '1')).code).toBe(-1014);
    const toSuspense = await transferKes(h, merchant.live, 2, -1, '600');
    expect(toSuspense.code).toBe(200);
    expect(toSuspense.data).toMatchObject({
      kind: 'transfer',
      status: 1,
      payoutStatus: null,
      amount: '600.00',
      feeAmount: '0.00',
    });
    const toB2c = await transferKes(h, merchant.live, -1, 0, '250');
    expect(toB2c.code).toBe(200);
    expect(await apiBalance(h, merchant.live, 2)).toBe('400.00');
    expect(await apiBalance(h, merchant.live, -1)).toBe('350.00');
    expect(await apiBalance(h, merchant.live, 0)).toBe('250.00');
    const found = await queryOrder(h, merchant.live, { sn: toB2c.data.sn });
    expect(found.data).toEqual(toB2c.data);
  });

  it('answers a repeated transfer with the original and moves nothing', async () => {
    const body = {
      merchantOrderNo: merchantNo('T'),
      fromAccountType: 2,
      toAccountType: -1,
      currencyId: 404,
      amount: '5',
    };
    const first = await openCall<OpenOrderView>(h, merchant.live, '/transfer', body);
    const suspense = await apiBalance(h, merchant.live, -1);
    const again = await openCall<OpenOrderView>(h, merchant.live, '/transfer', body);
    expect(again.data.sn).toBe(first.data.sn);
    expect(await apiBalance(h, merchant.live, -1)).toBe(suspense);
    expect((await openCall(h, merchant.live, '/transfer', { ...body, remark: 'x' })).code).toBe(
      -1107,
    );
  });

  it("tells the final-status listeners (webhooks) of a transfer, in the transfer's transaction", async () => {
    const told: Array<{ sn: string; status: number }> = [];
    h.app.money.transitions.onApiOrderFinal(async (_trx, order, to) => {
      told.push({ sn: order.sn, status: to });
    });
    const moved = await transferKes(h, merchant.live, 2, -1, '1');
    expect(told).toContainEqual({ sn: moved.data.sn, status: 1 });
  });

  it('lets the web move money between API accounts in either mode; the sn is the key', async () => {
    const sn = newSn('W');
    const reply = await web({ sn, fromAccountType: -1, toAccountType: 0, amount: '10' });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      sn,
      kind: 'transfer',
      mode: 'live',
      status: 1,
      fromAccountType: -1,
      toAccountType: 0,
      remark: 'float',
    });
    const b2c = await apiBalance(h, merchant.live, 0);
    expect((await web({ sn, fromAccountType: -1, toAccountType: 0, amount: '10' })).code).toBe(
      -1059,
    );
    expect(await apiBalance(h, merchant.live, 0)).toBe(b2c);
    expect(
      (await web({ mode: 'test', fromAccountType: -1, toAccountType: 0, amount: '10' })).code,
    ).toBe(-1014);
    expect((await web({ fromAccountType: 0, toAccountType: 7, amount: '1' })).code).toBe(-1109);
  });

  it('refuses the web transfer without approved API access or the permission name', async () => {
    const company = await registerByPhone(h, { userType: 1 });
    expect(
      (await web({ fromAccountType: -1, toAccountType: 0, amount: '1' }, company.token)).code,
    ).toBe(-1108);
    const viewer = await addRole(h, merchant.token, ['HomeApiC2B'], 'Viewer');
    const mover = await addRole(h, merchant.token, ['HomeApiSuspenseTransfer'], 'Mover');
    const v = await addMember(h, merchant.token, viewer);
    const m = await addMember(h, merchant.token, mover);
    const viewerToken = await memberToken(h, v.national, v.password);
    const moverToken = await memberToken(h, m.national, m.password);
    const body = { fromAccountType: -1, toAccountType: 0, amount: '1' };
    expect((await web(body, viewerToken)).code).toBe(1000);
    expect((await web(body, moverToken)).code).toBe(200);
  });

  it('holds a transfer to the domestic wallet for an operator, with the transaction password', async () => {
    const toWallet = { fromAccountType: -1, toAccountType: 1, amount: '100' };
    expect((await web({ ...toWallet, mode: 'test' })).code).toBe(-1109);
    expect((await web({ ...toWallet, fromAccountType: 0 })).code).toBe(-1109);
    const missing = await web(toWallet);
    expect(missing.code).toBe(-1008);
    expect(JSON.stringify(missing.data)).toContain('fundPassword');
    expect((await web({ ...toWallet, fundPassword: '000000' })).code).toBe(-1023);

    const suspense = Number(await apiBalance(h, merchant.live, -1));
    const wallet = Number((await assets(h, merchant.token))?.domestic ?? 0);
    const held = await web({ ...toWallet, fundPassword: FUND_PASSWORD });
    expect(held.code).toBe(200);
    expect(held.data).toMatchObject({ status: -2, fromAccountType: -1, toAccountType: 1 });
    expect(Number(await apiBalance(h, merchant.live, -1))).toBe(suspense - 100);
    expect(Number((await assets(h, merchant.token))?.domestic ?? 0)).toBe(wallet);
    expect((await assets(h, merchant.token))?.onHold ?? '0.00').toBe('0.00');

    const approved = await ops<{ status: number }>('/ops/order/approve', { orderId: held.data.id });
    expect(approved.data.status).toBe(1);
    expect(Number((await assets(h, merchant.token))?.domestic)).toBe(wallet + 100);
    expect(Number(await apiBalance(h, merchant.live, -1))).toBe(suspense - 100);

    const refused = await web({ ...toWallet, amount: '40', fundPassword: FUND_PASSWORD });
    expect(Number(await apiBalance(h, merchant.live, -1))).toBe(suspense - 140);
    const rejected = await ops<{ status: number }>('/ops/order/reject', {
      orderId: refused.data.id,
      reason: 'not today',
    });
    expect(rejected.data.status).toBe(2);
    expect(Number(await apiBalance(h, merchant.live, -1))).toBe(suspense - 100);
  });

  it('lets no operator confirm a collection by hand: only its rail does', async () => {
    const waiting = await openCall<OpenOrderView>(h, merchant.live, '/c2b/collect', {
      merchantOrderNo: merchantNo('C'),
      payType: 2,
      currencyId: 404,
      amount: '10',
      phone: '+254712345678',
    });
    const order = await h.app.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('sn', '=', waiting.data.sn)
      .executeTakeFirstOrThrow();
    expect((await ops('/ops/order/approve', { orderId: order.id })).code).toBe(-1019);
    await h.app.money.worker.runDue();
  });
});
