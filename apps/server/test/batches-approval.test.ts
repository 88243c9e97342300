import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { e164Kenya } from './helpers.ts';
import { assets, ledgerReconciles, MONEY_ENV, setFundPassword, topUp } from './money-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';
import { drain, uploadBatch } from './batch-helpers.ts';

interface Person {
  token: string;
  pin: string;
}
interface Batch {
  batchId: number;
  status: string;
  progress: { paid: number; cancelled: number };
}

const file = (...amounts: string[]) =>
  [
    'name,payType,phone,amount,currency',
    ...amounts.map((amount, i) => `Payee ${i},2,07224${String(50000 + i)},${amount},KES`),
  ].join('\r\n');

/**
 * A bulk file above the approval policy's threshold waits, held, for an approver other than its
 * maker (kind "batch"); approved, its rows are paid; rejected, its hold comes back.
 */
describe.each(engines)('bulk files under an approval policy on %s', (engine) => {
  let h: Harness;
  let owner: Person;
  let alice: Person;

  const call = <T>(path: string, body: unknown, who: Person) => {
    h.tick();
    return h.call<T>(path, body, { token: who.token });
  };
  const submitted = async (...amounts: string[]) => {
    const up = await uploadBatch(h, owner.token, file(...amounts));
    const reply = await call<Batch>(
      '/batch/submit',
      { batchId: up.data.batchId, fundPassword: owner.pin },
      owner,
    );
    return reply.data;
  };

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, SESSION_IDLE_MINUTES: '120' });
    const registered = await registerByPhone(h);
    owner = { token: registered.token, pin: '111111' };
    await setFundPassword(h, owner.token, registered.phone, registered.national, owner.pin);
    await topUp(h, owner.token, '50000');
    const roleId = await addRole(h, owner.token, ['SystemApprovals', 'Btn:payment:approve'], 'A');
    const added = await addMember(h, owner.token, roleId);
    alice = { token: await memberToken(h, added.national, added.password), pin: '222222' };
    await setFundPassword(h, alice.token, e164Kenya(added.national), added.national, alice.pin);
    const policy = await call(
      '/approval/policy/save',
      { enabled: true, approvalsRequired: 1, thresholds: [{ currencyId: 404, amount: '1000' }] },
      owner,
    );
    expect(policy.code).toBe(200);
  });
  afterAll(async () => {
    await h.close();
  });

  it('pays a file under the threshold at once', async () => {
    const batch = await submitted('300', '400');
    expect(batch.status).toBe('processing');
    await drain(h);
    const done = await call<Batch>(`/batch/detail/${batch.batchId}`, {}, owner);
    expect(done.data.progress.paid).toBe(2);
  });

  it('holds a file above it until someone else approves, then pays it', async () => {
    const before = await assets(h, owner.token);
    const batch = await submitted('800', '700');
    expect(batch.status).toBe('awaiting');
    await drain(h);
    const waiting = await assets(h, owner.token);
    expect(Number(waiting!.onHold)).toBeGreaterThanOrEqual(Number(before!.onHold) + 1500);
    const own = await call(
      '/approval/approve',
      { kind: 'batch', id: String(batch.batchId), fundPassword: owner.pin },
      owner,
    );
    expect(own.code).not.toBe(200);
    const approved = await call(
      '/approval/approve',
      { kind: 'batch', id: String(batch.batchId), fundPassword: alice.pin },
      alice,
    );
    expect(approved.code).toBe(200);
    await drain(h);
    const done = await call<Batch>(`/batch/detail/${batch.batchId}`, {}, owner);
    expect(done.data).toMatchObject({ status: 'done', progress: { paid: 2 } });
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('releases the hold of a rejected file', async () => {
    const before = await assets(h, owner.token);
    const batch = await submitted('900', '900');
    const rejected = await call(
      '/approval/reject',
      { kind: 'batch', id: String(batch.batchId), reason: 'Not this month' },
      alice,
    );
    expect(rejected.code).toBe(200);
    const after = await call<Batch>(`/batch/detail/${batch.batchId}`, {}, owner);
    expect(after.data).toMatchObject({ status: 'rejected', progress: { cancelled: 2 } });
    expect(await assets(h, owner.token)).toEqual(before);
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
