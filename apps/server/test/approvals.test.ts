import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pesa/contract';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { e164Kenya } from './helpers.ts';
import {
  addMpesaPayee,
  assets,
  ledgerReconciles,
  MONEY_ENV,
  newSn,
  setFundPassword,
  topUp,
} from './money-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

interface Person {
  token: string;
  pin: string;
}
interface Order {
  sn: string;
  status: number;
  approvalStatus: string | null;
  approvalDate: string | null;
  failReason: string | null;
}

const DAY = 86_400_000;

/**
 * Maker and checker (docs/permissions.md, "Approvals"): a send above the policy's threshold waits
 * with its money held until people other than its maker approve it with their own transaction
 * password; a rejection or the expiry gives the money back.
 */
describe.each(engines)('approvals on %s', (engine) => {
  let h: Harness;
  let owner: Person;
  let alice: Person;
  let bob: Person;
  let cashier: Person;
  let payeeId: number;

  const person = async (menus: string[], name: string, pin: string): Promise<Person> => {
    const roleId = await addRole(h, owner.token, menus, name);
    const added = await addMember(h, owner.token, roleId);
    const token = await memberToken(h, added.national, added.password);
    await setFundPassword(h, token, e164Kenya(added.national), added.national, pin);
    return { token, pin };
  };
  const call = <T>(path: string, body: unknown, who: Person, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token: who.token, lang });
  };
  const send = (who: Person, amount: string) =>
    call<Order>(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId,
        payType: 2,
        currencyId: 404,
        amount,
        fundPassword: who.pin,
      },
      who,
    );
  const detail = async (sn: string) => (await call<Order>(`/order/detail/${sn}`, {}, owner)).data;
  const approve = (who: Person, id: string, pin = who.pin) =>
    call('/approval/approve', { kind: 'order', id, fundPassword: pin }, who);
  const onHold = async () => (await assets(h, owner.token))!.onHold;
  const policy = (approvalsRequired: 1 | 2, who = owner) =>
    call(
      '/approval/policy/save',
      { enabled: true, approvalsRequired, thresholds: [{ currencyId: 404, amount: '1000' }] },
      who,
    );

  beforeAll(async () => {
    // Sessions outlive the (configured) expiry, so the same people read what it did.
    h = await startHarness(engine, {
      ...MONEY_ENV,
      APPROVAL_EXPIRY_DAYS: '2',
      SESSION_IDLE_MINUTES: '10000',
      SESSION_ABSOLUTE_HOURS: '240',
    });
    const registered = await registerByPhone(h);
    owner = { token: registered.token, pin: '111111' };
    await setFundPassword(h, owner.token, registered.phone, registered.national, owner.pin);
    await topUp(h, owner.token, '50000');
    payeeId = await addMpesaPayee(h, owner.token);
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses a policy nobody could satisfy, and a member setting it', async () => {
    // The main account alone: its own payments would have no one else to approve them.
    const alone = await policy(1);
    expect(alone.code).toBe(ErrorCode.PARAMETER_ERROR);
    expect(JSON.stringify(alone.data)).toContain('Not enough approvers');
    alice = await person(
      ['PspIndex', 'SystemApprovals', 'Btn:payment:approve'],
      'Approver A',
      '222222',
    );
    cashier = await person(['PspIndex', 'PspOrder', 'SystemApprovals'], 'Cashier', '444444');
    // Two approvals need two approvers besides any maker: the owner and Alice are not enough.
    expect((await policy(2)).code).toBe(ErrorCode.PARAMETER_ERROR);
    const byMember = await policy(1, alice);
    expect(byMember).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    expect(byMember.msg).toBe('Only the main account sets the approval policy');
    const saved = await policy(1);
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({
      enabled: true,
      approvalsRequired: 1,
      thresholds: [{ currencyId: 404, amount: '1000.00' }],
    });
    const read = await call('/approval/policy/get', {}, cashier);
    expect(read.data).toMatchObject({ enabled: true, approvalsRequired: 1 });
  });

  it('holds a send above the threshold, waiting, and lets one below it go', async () => {
    const before = await onHold();
    const big = await send(cashier, '1500');
    expect(big.data).toMatchObject({ status: -1, approvalStatus: 'AWAITING_APPROVAL' });
    expect(Number(await onHold())).toBeGreaterThanOrEqual(Number(before) + 1500);
    expect((await detail(big.data.sn)).approvalStatus).toBe('AWAITING_APPROVAL');
    const small = await send(cashier, '100');
    expect(small.data).toMatchObject({ status: 0, approvalStatus: null });
    // It waits in Alice's queue, not in the maker's.
    const mine = await call<unknown>('/approval/list', { pageNum: 1, pageSize: 50 }, alice);
    expect((mine.rows as { id: string }[]).map((r) => r.id)).toContain(big.data.sn);
    expect((mine.rows as { id: string; canDecide: boolean }[])[0]).toMatchObject({
      canDecide: true,
      firstPayment: true,
    });
    const cashiers = await call('/approval/list', { pageNum: 1, pageSize: 50 }, cashier);
    expect(cashiers.rows).toEqual([]);
  });

  it('refuses a member without the permission, and anyone approving their own payment', async () => {
    const mine = await send(cashier, '1200');
    expect((await approve(cashier, mine.data.sn)).code).toBe(ErrorCode.NO_PERMISSION);
    const owners = await send(owner, '1200');
    const own = await approve(owner, owners.data.sn);
    expect(own).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    expect(own.msg).toBe('Nobody approves their own payment: another approver must decide it');
    const alices = await send(alice, '1200');
    expect((await approve(alice, alices.data.sn)).code).toBe(ErrorCode.NO_PERMISSION);
    const zh = await call(
      '/approval/approve',
      { kind: 'order', id: alices.data.sn, fundPassword: alice.pin },
      alice,
      'zh_CN',
    );
    expect(zh.msg).toBe('任何人都不能审批自己发起的付款，须由其他审批人决定');
    // Each waits still, and another approver can decide it.
    expect((await detail(owners.data.sn)).status).toBe(-1);
    expect((await approve(alice, owners.data.sn)).code).toBe(200);
    expect((await approve(owner, alices.data.sn)).code).toBe(200);
    expect((await approve(owner, mine.data.sn, '999999')).code).toBe(ErrorCode.FUND_PASSWORD_WRONG);
  });

  it('sends an approved payment on as if it had needed none, and logs the decision', async () => {
    const made = await send(cashier, '1300');
    const approved = await approve(owner, made.data.sn);
    expect(approved.data).toMatchObject({ status: 'APPROVED', approvals: [{}] });
    const order = await detail(made.data.sn);
    expect(order).toMatchObject({ status: 0, approvalStatus: 'APPROVED' });
    expect(order.approvalDate).not.toBeNull();
    await h.app.money.worker.runDue();
    expect((await detail(made.data.sn)).status).toBe(1);
    const log = await call<unknown>('/user/log', { pageNum: 1, pageSize: 5 }, owner);
    expect(JSON.stringify(log.rows)).toContain(`Payment ${made.data.sn} approved (1 of 1)`);
  });

  it('needs two different people for two approvals', async () => {
    bob = await person(
      ['PspIndex', 'SystemApprovals', 'Btn:payment:approve'],
      'Approver B',
      '333333',
    );
    expect((await policy(2)).code).toBe(200);
    const made = await send(cashier, '2000');
    const first = await approve(alice, made.data.sn);
    expect(first.data).toMatchObject({ status: 'AWAITING_APPROVAL' });
    expect((await detail(made.data.sn)).status).toBe(-1);
    const again = await approve(alice, made.data.sn);
    expect(again.code).toBe(ErrorCode.NO_PERMISSION);
    expect(again.msg).toContain('approved this payment already');
    const second = await approve(bob, made.data.sn);
    expect(second.data).toMatchObject({ status: 'APPROVED' });
    expect((await detail(made.data.sn)).status).toBe(0);
  });

  it('counts two approvers at once once each', async () => {
    const made = await send(cashier, '2100');
    const both = await Promise.all([approve(alice, made.data.sn), approve(bob, made.data.sn)]);
    expect(both.map((r) => r.code)).toEqual([200, 200]);
    expect((await detail(made.data.sn)).status).toBe(0);
    const rows = await h.app.db.kysely
      .selectFrom('approvals')
      .selectAll()
      .where('subject', '=', made.data.sn)
      .execute();
    expect(rows.map((r) => [r.status, Number(r.approvals)])).toEqual([['APPROVED', 2]]);
  });

  it('ends a payment approved and cancelled at once in one state', async () => {
    await policy(1);
    for (let i = 0; i < 3; i++) {
      const made = await send(cashier, '1400');
      h.tick();
      const [approved, cancelled] = await Promise.all([
        h.call(
          '/approval/approve',
          { kind: 'order', id: made.data.sn, fundPassword: owner.pin },
          { token: owner.token },
        ),
        h.call(`/order/cancel/${made.data.sn}`, {}, { token: cashier.token }),
      ]);
      expect([approved.code, cancelled.code].filter((c) => c === 200)).toHaveLength(1);
      const order = await detail(made.data.sn);
      expect(order.approvalStatus).toBe(approved.code === 200 ? 'APPROVED' : 'CANCELLED');
      expect(order.status).toBe(approved.code === 200 ? 0 : 3);
    }
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('releases the hold of a rejected payment and shows the reason to the maker', async () => {
    const made = await send(cashier, '1600');
    const held = Number(await onHold());
    expect(
      (await call('/approval/reject', { kind: 'order', id: made.data.sn, reason: ' ' }, alice))
        .code,
    ).toBe(ErrorCode.PARAMETER_ERROR);
    const rejected = await call(
      '/approval/reject',
      { kind: 'order', id: made.data.sn, reason: 'Wrong invoice' },
      alice,
    );
    expect(rejected.data).toMatchObject({ status: 'REJECTED', reason: 'Wrong invoice' });
    const order = await detail(made.data.sn);
    expect(order).toMatchObject({
      status: 2,
      approvalStatus: 'REJECTED',
      failReason: 'Wrong invoice',
    });
    expect(Number(await onHold())).toBeLessThan(held);
    // Decided once: approving it now is refused.
    expect((await approve(owner, made.data.sn)).code).toBe(ErrorCode.ORDER_STATUS);
  });

  it('expires an undecided payment after its (configured) days and releases the hold', async () => {
    await h.app.money.worker.runDue();
    const before = Number(await onHold());
    const made = await send(cashier, '1700');
    expect(Number(await onHold())).toBeGreaterThan(before);
    h.clock.advance(2 * DAY - 60_000);
    await h.app.money.worker.runDue();
    expect((await detail(made.data.sn)).status).toBe(-1);
    h.clock.advance(120_000);
    await h.app.money.worker.runDue();
    const order = await detail(made.data.sn);
    expect(order).toMatchObject({ status: 3, approvalStatus: 'EXPIRED' });
    // Every earlier payment has been paid or has expired too: nothing is held any more.
    expect(Number(await onHold())).toBe(0);
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
