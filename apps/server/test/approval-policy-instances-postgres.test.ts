import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness.ts';
import { e164Kenya } from './helpers.ts';
import { addMpesaPayee, newSn, setFundPassword } from './money-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';
import { closeBoth, twoInstancesWithCustomer } from './two-instances.ts';

interface Order {
  status: number;
  approvalStatus: string | null;
}

/**
 * Each instance keeps an account's approval policy once read (approval-policy.service.ts), so a
 * send does not read it again. A policy saved on one instance must hold for the next send on
 * any other: the saving instance answers only once every instance has been told to forget it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('an approval policy on two instances', () => {
  let first: Harness;
  let second: Harness;
  let owner = '';
  let payeeId = 0;
  const pin = '135790';

  beforeAll(async () => {
    ({ first, second, owner } = await twoInstancesWithCustomer(pin, '20000'));
    payeeId = await addMpesaPayee(first, owner);
    // Someone besides the owner who may approve, so that a policy can be saved.
    const roleId = await addRole(
      first,
      owner,
      ['PspIndex', 'SystemApprovals', 'Btn:payment:approve'],
      'Approver',
    );
    const approver = await addMember(first, owner, roleId);
    const token = await memberToken(first, approver.national, approver.password);
    await setFundPassword(first, token, e164Kenya(approver.national), approver.national, '246802');
  });
  afterAll(() => closeBoth({ first, second }));

  const sendOnSecond = async (amount: string) => {
    second.tick();
    const reply = await second.call<Order>(
      '/order/create',
      { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount, fundPassword: pin },
      { token: owner },
    );
    expect(reply.code).toBe(200);
    return reply.data;
  };
  const saveOnFirst = async (enabled: boolean) => {
    first.tick();
    const reply = await first.call(
      '/approval/policy/save',
      { enabled, approvalsRequired: 1, thresholds: [{ currencyId: 404, amount: '1000' }] },
      { token: owner },
    );
    expect(reply.code).toBe(200);
  };

  it('holds a send above a policy saved on the other instance a moment before, and frees the next once it is off', async () => {
    // The second instance has read (and kept) the account's policy: none.
    expect(await sendOnSecond('1500')).toMatchObject({ status: 0, approvalStatus: null });
    await saveOnFirst(true);
    expect(await sendOnSecond('1500')).toMatchObject({
      status: -1,
      approvalStatus: 'AWAITING_APPROVAL',
    });
    await saveOnFirst(false);
    expect(await sendOnSecond('1500')).toMatchObject({ status: 0, approvalStatus: null });
  });
});
