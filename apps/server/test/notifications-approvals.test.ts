import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { e164Kenya } from './helpers.ts';
import { addMpesaPayee, MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

interface Person {
  token: string;
  pin: string;
  phone: string;
}
type Page = { list: Array<{ type: string; body: string }>; unread: number };

/** Approvals tell through the notification centre: approvers that a payment waits, the maker how it went. */
describe.each(engines)('approval notifications on %s', (engine) => {
  let h: Harness;
  let owner: Person;
  let alice: Person;
  let cashier: Person;
  let payeeId: number;

  const person = async (menus: string[], name: string, pin: string): Promise<Person> => {
    const roleId = await addRole(h, owner.token, menus, name);
    const added = await addMember(h, owner.token, roleId);
    const token = await memberToken(h, added.national, added.password);
    const phone = e164Kenya(added.national);
    await setFundPassword(h, token, phone, added.national, pin);
    return { token, pin, phone };
  };
  const call = <T>(path: string, body: unknown, who: Person) => {
    h.tick();
    return h.call<T>(path, body, { token: who.token });
  };
  const types = async (who: Person) =>
    (await call<Page>('/notify/list', { pageSize: 50 }, who)).data.list.map((n) => n.type);
  const texts = async (who: Person) =>
    (await h.app.services.messaging.outbox(100, who.phone)).map((m) => m.text);

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, SESSION_IDLE_MINUTES: '10000' });
    const registered = await registerByPhone(h);
    owner = { token: registered.token, pin: '111111', phone: registered.phone };
    await setFundPassword(h, owner.token, registered.phone, registered.national, owner.pin);
    await topUp(h, owner.token, '50000');
    payeeId = await addMpesaPayee(h, owner.token);
    alice = await person(
      ['PspIndex', 'SystemApprovals', 'Btn:payment:approve'],
      'Approver',
      '222222',
    );
    cashier = await person(['PspIndex', 'PspOrder', 'SystemApprovals'], 'Cashier', '444444');
    const saved = await call(
      '/approval/policy/save',
      { enabled: true, approvalsRequired: 1, thresholds: [{ currencyId: 404, amount: '1000' }] },
      owner,
    );
    expect(saved.code).toBe(200);
  });
  afterAll(async () => {
    await h.close();
  });

  it('tells the approver once that a payment waits, and the maker once that it was approved', async () => {
    const sent = await call<{ sn: string; status: number }>(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId,
        payType: 2,
        currencyId: 404,
        amount: '1500',
        fundPassword: cashier.pin,
      },
      cashier,
    );
    expect(sent.data.status).toBe(-1);
    await h.app.money.worker.runDue();
    await h.app.money.worker.runDue();
    expect((await types(alice)).filter((t) => t === 'approval.awaiting')).toHaveLength(1);
    expect(await types(cashier)).not.toContain('approval.awaiting');
    expect((await texts(alice)).filter((t) => t.includes(sent.data.sn))).toEqual([
      `PesaBridge: Payment ${sent.data.sn} is waiting for your approval.`,
    ]);

    const approved = await call(
      '/approval/approve',
      { kind: 'order', id: sent.data.sn, fundPassword: alice.pin },
      alice,
    );
    expect(approved.code).toBe(200);
    await h.app.money.worker.runDue();
    await h.app.money.worker.runDue();
    const makers = await types(cashier);
    expect(makers.filter((t) => t === 'approval.approved')).toHaveLength(1);
    expect(makers.filter((t) => t === 'send.paid')).toHaveLength(1);
    expect((await texts(cashier)).filter((t) => t.includes(sent.data.sn))).toEqual([
      `PesaBridge: Your payment ${sent.data.sn} of KES 1,500.00 was paid.`,
      `PesaBridge: Your payment ${sent.data.sn} was approved and is on its way.`,
    ]);
  });
});
