import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pesa/contract';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { e164Kenya } from './helpers.ts';
import { MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';
import { drain, uploadBatch, type BatchRowView } from './batch-helpers.ts';

interface Person {
  token: string;
  pin: string;
  name: string;
}
interface QueueRow {
  kind: string;
  id: string;
  maker: string;
  amount: string;
  currencyCode: string;
  payeeName: string | null;
  payeeAccount: string | null;
  firstPayment: boolean;
  lastPaidTime: string | null;
  paidCount: number;
  nameCheck: string | null;
  nameCheckName: string | null;
  file: {
    rows: number;
    warnedRows: number;
    totals: { currencyCode: string; amount: string; fee: string }[];
  } | null;
}

/**
 * What an approver reads before deciding (issue 31, docs/permissions.md "Approvals"): who made
 * the payment, the payee's name check as the sender saw it, the account's history with the payee,
 * and for a file its rows, totals and the rows with warnings, readable without the bulk page.
 */
describe.each(engines)('the approval queue on %s', (engine) => {
  let h: Harness;
  let owner: Person;
  let alice: Person;
  let cashier: Person;

  const call = <T>(path: string, body: unknown, who: Person) => {
    h.tick();
    return h.call<T>(path, body, { token: who.token });
  };
  const person = async (menus: string[], role: string, pin: string): Promise<Person> => {
    const added = await addMember(h, owner.token, await addRole(h, owner.token, menus, role));
    const token = await memberToken(h, added.national, added.password);
    await setFundPassword(h, token, e164Kenya(added.national), added.national, pin);
    return { token, pin, name: `member-${added.national}` };
  };
  const addPayee = async (name: string, phone: string) =>
    (
      await call<{ id: number }>(
        '/payee/add',
        { countryId: 254, payType: 2, currencyId: 404, name, type: 2, phone },
        owner,
      )
    ).data.id;
  const send = (who: Person, payeeId: number, amount: string, confirmed?: boolean) =>
    call<{ sn: string; status: number }>(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId,
        payType: 2,
        currencyId: 404,
        amount,
        fundPassword: who.pin,
        ...(confirmed !== undefined && { nameCheckConfirmed: confirmed }),
      },
      who,
    );
  const queue = async (who: Person) =>
    (await call<never>('/approval/list', { pageNum: 1, pageSize: 50 }, who)).rows as QueueRow[];

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, SESSION_IDLE_MINUTES: '120' });
    const registered = await registerByPhone(h);
    owner = { token: registered.token, pin: '111111', name: '' };
    await setFundPassword(h, owner.token, registered.phone, registered.national, owner.pin);
    await topUp(h, owner.token, '50000');
    // Alice approves from the Approvals screen only: she does not have the bulk payments page.
    alice = await person(['SystemApprovals', 'Btn:payment:approve'], 'Approver', '222222');
    cashier = await person(['PspIndex', 'PspOrder', 'SystemApprovals'], 'Cashier', '444444');
    const policy = await call(
      '/approval/policy/save',
      { enabled: true, approvalsRequired: 1, thresholds: [{ currencyId: 404, amount: '1000' }] },
      owner,
    );
    expect(policy.code).toBe(200);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows a repeat payee with its history and a close name, a new one as a first payment', async () => {
    // "Wanjiku Kamau" on the number registered to "Wanjiku Njeri Kamau" is close (docs/name-check.md).
    const known = await addPayee('Wanjiku Kamau', '0712349901');
    for (const amount of ['100', '200']) expect((await send(owner, known, amount)).code).toBe(200);
    await drain(h);
    const repeat = await send(cashier, known, '1500');
    expect(repeat.data.status).toBe(-1);
    const stranger = await addPayee('Peter Otieno', '0713349901');
    const first = await send(cashier, stranger, '1200', true);
    expect(first.code).toBe(200);

    const rows = await queue(alice);
    const repeatRow = rows.find((r) => r.id === repeat.data.sn)!;
    expect(repeatRow).toMatchObject({
      kind: 'order',
      maker: cashier.name,
      amount: '1500.00',
      currencyCode: 'KES',
      payeeName: 'Wanjiku Kamau',
      firstPayment: false,
      paidCount: 2,
      nameCheck: 'CLOSE_MATCH',
      nameCheckName: 'Wanjiku Njeri Kamau',
      file: null,
    });
    expect(Date.parse(repeatRow.lastPaidTime!)).not.toBeNaN();
    // A mismatch never shows the registered name, to the approver either.
    expect(rows.find((r) => r.id === first.data.sn)).toMatchObject({
      payeeName: 'Peter Otieno',
      firstPayment: true,
      paidCount: 0,
      lastPaidTime: null,
      nameCheck: 'NO_MATCH',
      nameCheckName: null,
    });
  });

  it('shows a file with its rows, totals and warnings, and lets its approver read its rows', async () => {
    const up = await uploadBatch(
      h,
      owner.token,
      [
        'name,payType,phone,amount,currency',
        'Peter Otieno,2,0722119901,800,KES',
        'Asha Mrema,2,0722450001,700,KES',
        'Juma Hassan,2,0722450002,600,KES',
      ].join('\r\n'),
    );
    expect(up.data).toMatchObject({ rows: 3, valid: 3, warnings: 1 });
    const batchId = up.data.batchId;
    const submitted = await call<{ status: string }>(
      '/batch/submit',
      { batchId, fundPassword: owner.pin },
      owner,
    );
    expect(submitted.data.status).toBe('awaiting');

    const row = (await queue(alice)).find((r) => r.kind === 'batch' && r.id === String(batchId));
    expect(row).toMatchObject({ nameCheck: null, file: { rows: 3, warnedRows: 1 } });
    expect(row!.file!.totals).toEqual([
      expect.objectContaining({ currencyCode: 'KES', amount: '2100.00' }),
    ]);

    const rowsOf = (who: Person) =>
      call<never>('/batch/rows/list', { batchId, pageNum: 1, pageSize: 50 }, who);
    const read = await rowsOf(alice);
    expect(read.code).toBe(200);
    const lines = read.rows as BatchRowView[];
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.rowNo === 1)!.warnings.map((w) => w.key)).toEqual([
      'batchNameNoMatch',
    ]);
    // Neither the page nor the approve permission: nothing to read.
    expect((await rowsOf(cashier)).code).toBe(ErrorCode.NO_PERMISSION);

    const rejected = await call(
      '/approval/reject',
      { kind: 'batch', id: String(batchId), reason: 'Check the first row' },
      alice,
    );
    expect(rejected.code).toBe(200);
    // Decided, the file is the bulk page's business again.
    expect((await rowsOf(alice)).code).toBe(ErrorCode.NO_PERMISSION);
    expect((await rowsOf(owner)).code).toBe(200);
  });
});
