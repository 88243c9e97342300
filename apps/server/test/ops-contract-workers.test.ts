import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@pesa/domain';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { uploadPng } from './identity-helpers.ts';
import { MONEY_ENV } from './money-helpers.ts';
import { operatorToken } from './operator-helpers.ts';

const PASSWORD = 'Operator-Passw0rd';
const ADMIN = 'ops.workers.admin';
type Worker = {
  id: number;
  name: string;
  contractFile: string;
  auditStatus: number;
  auditRemark: string;
  auditTime: string | null;
  updateTime: string;
};
type QueueRow = Worker & { userId: number; auditor: string | null };
type Lang = 'zh_CN' | 'en_US';

/**
 * The console's contract-worker queue (docs/operator-console.md, Compliance queues): who reads
 * and decides it, decisions taken once and only on the details seen, and what the customer reads.
 */
describe.each(engines)('the contract-worker review queue on %s', (engine) => {
  let h: Harness;
  let admin: string;
  let customer: Awaited<ReturnType<typeof registerByPhone>>;
  const tokens = {} as Record<Exclude<OperatorRole, 'admin'>, string>;
  let counter = 0;

  const call = <T = unknown>(path: string, body: unknown, token: string, lang?: Lang) => {
    h.tick();
    return h.call<T>(path, body, { token, ...(lang && { lang }) });
  };
  const rowsOf = <T>(reply: { rows?: unknown[] }) => (reply.rows ?? []) as T[];
  async function signedIn(role: OperatorRole) {
    const username = `ops.cw.${role}.${++counter}`;
    const added = await call('/ops/operator/add', { username, password: PASSWORD, role }, admin);
    expect(added.code).toBe(200);
    return operatorToken(h, username, PASSWORD);
  }
  /** A new worker of the customer, with an uploaded contract: it waits for review. */
  async function addWorker(name: string) {
    const added = await call<{ id: number }>(
      '/user/ContractWorker/handle',
      {
        name,
        payeeRelation: 2,
        idNo: '29876543',
        workArea: 'Mombasa',
        contractFile: await uploadPng(h, customer.token),
      },
      customer.token,
    );
    expect(added.code).toBe(200);
    return added.data.id;
  }
  const info = async (id: number) => {
    h.tick();
    const reply = await h.call<Worker>(`/user/ContractWorker/info/${id}`, undefined, {
      token: customer.token,
      method: 'GET',
    });
    return reply.data;
  };
  const queued = async (token: string, auditStatus?: number) =>
    rowsOf<QueueRow>(await call('/ops/contractWorker/list', { pageSize: 100, auditStatus }, token));

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...MONEY_ENV,
      OPERATOR_USERNAME: ADMIN,
      OPERATOR_PASSWORD: PASSWORD,
    });
    admin = await operatorToken(h, ADMIN, PASSWORD);
    for (const role of ['support', 'compliance', 'finance'] as const)
      tokens[role] = await signedIn(role);
    customer = await registerByPhone(h);
  });
  afterAll(async () => {
    await h.close();
  });

  it('shows a new worker as pending to its account and in the queue support and compliance read', async () => {
    const id = await addWorker('Amani Otieno');
    expect(await info(id)).toMatchObject({ auditStatus: 0, auditRemark: '', auditTime: null });
    const listed = await call('/user/ContractWorker/list', {}, customer.token);
    expect(rowsOf<Worker>(listed).find((w) => w.id === id)?.auditStatus).toBe(0);

    const seen = await call('/ops/contractWorker/list', { auditStatus: 0 }, tokens.support);
    expect(seen.code).toBe(200);
    const row = rowsOf<QueueRow>(seen).find((r) => r.id === id);
    expect(row).toMatchObject({
      name: 'Amani Otieno',
      idNo: '29876543',
      payeeRelation: 2,
      workArea: 'Mombasa',
      auditStatus: 0,
      auditor: null,
    });
    expect(row!.contractFile).toMatch(/\S/);
    // The console opens the worker's document through the signed-URL call of the queues.
    const url = await call<string>(
      '/ops/file/url',
      { userId: row!.userId, filePath: row!.contractFile },
      tokens.support,
    );
    expect(url.code).toBe(200);

    // The menu's badge is the waiting list's total.
    const counts = await call<Record<string, number>>('/ops/queue/counts', {}, tokens.support);
    expect(counts.data.contractWorkers).toBe(seen.total);

    // Support reads but never decides; finance does neither; a customer token is not an operator.
    const decision = { id, updateTime: row!.updateTime };
    const refused = await call('/ops/contractWorker/approve', decision, tokens.support, 'zh_CN');
    expect(refused).toMatchObject({ code: 1000, msg: '您的操作员角色无权执行此操作' });
    const reason = { ...decision, reason: 'No' };
    expect((await call('/ops/contractWorker/reject', reason, tokens.support)).code).toBe(1000);
    expect((await call('/ops/contractWorker/list', {}, tokens.finance)).code).toBe(1000);
    expect((await call('/ops/contractWorker/list', {}, customer.token)).code).toBe(-1001);
    expect((await call('/ops/contractWorker/approve', decision, customer.token)).code).toBe(-1001);
    expect((await info(id)).auditStatus).toBe(0);

    // Bad input says which field and changes nothing.
    const blank = await call('/ops/contractWorker/reject', { ...decision, reason: '  ' }, admin);
    expect(blank.code).toBe(-1008);
    expect(JSON.stringify(blank)).toMatch(/reason/);
    expect((await call('/ops/contractWorker/list', { auditStatus: 7 }, admin)).code).toBe(-1008);
    const unknown = { id: 999_999, updateTime: row!.updateTime };
    expect((await call('/ops/contractWorker/approve', unknown, admin)).code).toBe(-1007);
    expect((await info(id)).auditStatus).toBe(0);

    // Compliance approves: it leaves the waiting queue, and the history names who decided.
    const approved = await call<QueueRow>(
      '/ops/contractWorker/approve',
      decision,
      tokens.compliance,
    );
    expect(approved.code).toBe(200);
    expect(approved.data).toMatchObject({ id, auditStatus: 1, auditor: expect.any(String) });
    expect((await queued(tokens.support, 0)).some((r) => r.id === id)).toBe(false);
    expect((await queued(tokens.support, 1)).find((r) => r.id === id)?.auditor).toMatch(
      /^ops\.cw\.compliance\./,
    );
    expect((await info(id)).auditStatus).toBe(1);
  });

  it('decides a worker once when two operators approve and reject it at the same time', async () => {
    const id = await addWorker('Baraka Mwangi');
    const { updateTime } = await info(id);
    const second = await signedIn('compliance');
    h.tick();
    const [approve, reject] = await Promise.all([
      h.call('/ops/contractWorker/approve', { id, updateTime }, { token: tokens.compliance }),
      h.call(
        '/ops/contractWorker/reject',
        { id, updateTime, reason: 'The contract is not signed' },
        { token: second, lang: 'zh_CN' },
      ),
    ]);
    expect([approve.code, reject.code].sort()).toEqual([-1019, 200]);
    const late = approve.code === 200 ? reject : approve;
    expect(late.msg).toBe(
      late === reject
        ? '其他操作员已处理此项，本次操作未做任何更改'
        : 'Another operator has already decided this; nothing was changed',
    );
    const after = await info(id);
    expect(after.auditStatus).toBe(approve.code === 200 ? 1 : 2);
    expect(after.auditRemark).toBe(approve.code === 200 ? '' : 'The contract is not signed');
    // One decision, one audit row.
    const audit = await call('/ops/audit/list', { pageSize: 100 }, admin);
    const decisions = rowsOf<{ action: string; target: string }>(audit).filter(
      (r) => r.target === `contractWorker:${id}`,
    );
    expect(decisions).toHaveLength(1);
  });

  it('gives the customer the reason of a rejection, in their log too; an edit sends it back for review', async () => {
    const id = await addWorker('Chiku Wanjiru');
    const seen = await info(id);
    const reason = 'The employment contract is unreadable; please upload a clearer scan';
    const rejected = await call<QueueRow>(
      '/ops/contractWorker/reject',
      { id, updateTime: seen.updateTime, reason },
      tokens.compliance,
    );
    expect(rejected.code).toBe(200);
    expect(rejected.data).toMatchObject({ auditStatus: 2, auditRemark: reason });

    // The customer reads it on the worker, in the list and in the operation log (both languages).
    expect(await info(id)).toMatchObject({ auditStatus: 2, auditRemark: reason });
    const listed = await call('/user/ContractWorker/list', { name: 'chiku' }, customer.token);
    expect(rowsOf<Worker>(listed)[0]).toMatchObject({ id, auditStatus: 2, auditRemark: reason });
    const log = async (lang: Lang) =>
      rowsOf<{ eventType: string; eventDesc: string }>(
        await call('/user/log', { pageNum: 1, pageSize: 5 }, customer.token, lang),
      ).find((r) => r.eventType === 'contractWorkerRejected')?.eventDesc;
    expect(await log('en_US')).toBe(`Contract worker ${id} (Chiku Wanjiru) rejected: ${reason}`);
    expect(await log('zh_CN')).toBe(`合同工 ${id}（Chiku Wanjiru）审核未通过：${reason}`);
    // The operator's trail keeps the reason too.
    const audit = await call('/ops/audit/list', { action: 'contractWorkerReject' }, admin);
    expect(
      rowsOf<{ target: string; detail: string }>(audit).find(
        (r) => r.target === `contractWorker:${id}`,
      )?.detail,
    ).toBe(reason);

    // The customer corrects it: pending again, the old reason gone, back in the queue.
    const edited = await call(
      '/user/ContractWorker/handle',
      { id, name: 'Chiku Wanjiru', payeeRelation: 2, contractFile: seen.contractFile },
      customer.token,
    );
    expect(edited.code).toBe(200);
    const resubmitted = await info(id);
    expect(resubmitted).toMatchObject({ auditStatus: 0, auditRemark: '', auditTime: null });
    expect((await queued(tokens.compliance, 0)).some((r) => r.id === id)).toBe(true);

    // A decision on the details before the edit is refused: nobody approves what they did not see.
    const stale = { id, updateTime: seen.updateTime };
    const refused = await call('/ops/contractWorker/approve', stale, tokens.compliance);
    expect(refused.code).toBe(-1019);
    expect((await info(id)).auditStatus).toBe(0);

    // Approved, then edited again: back to pending until an operator looks again.
    const fresh = { id, updateTime: resubmitted.updateTime };
    expect((await call('/ops/contractWorker/approve', fresh, tokens.compliance)).code).toBe(200);
    expect((await info(id)).auditStatus).toBe(1);
    await call(
      '/user/ContractWorker/handle',
      { id, name: 'Chiku W. Wanjiru', payeeRelation: 2 },
      customer.token,
    );
    expect(await info(id)).toMatchObject({ auditStatus: 0, auditTime: null });
  });
});
