import type { Transaction } from 'kysely';
import { ErrorCode, type approvalApproveBody, type approvalRejectBody } from '@pesa/contract';
import { approvalRefusal, ApprovalStatus, isFullyApproved, type ApprovalKind } from '@pesa/domain';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { walletOwnerKey, type TransactionBatcher } from '../../db/transaction-batcher.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { FundPasswordService } from '../fund-password/fund-password.service.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { OrderRow } from '../orders/orders.service.ts';
import type { ApprovalSubject } from './approval-subject.ts';
import type { ApprovalRow, ApprovalsRepository } from './approvals.repository.ts';
import type { ApprovalPolicyService } from './approval-policy.service.ts';

export const APPROVAL_EXPIRE_JOB = 'approval.expire';
export const APPROVAL_NOTIFY_JOB = 'approval.notify';
type Enqueue = (
  trx: Transaction<Database>,
  type: string,
  payload: unknown,
  delayMs?: number,
) => Promise<void>;

/**
 * Maker and checker (docs/permissions.md, "Approvals"): payments above the policy's threshold
 * wait, held, until enough different people other than their maker approve them with their own
 * transaction password; a rejection or the expiry releases them. Every decision is logged.
 */
export class ApprovalsService {
  constructor(
    private readonly repo: ApprovalsRepository,
    private readonly deps: {
      policy: ApprovalPolicyService;
      subjects: Partial<Record<ApprovalKind, ApprovalSubject>>;
      /** Whether the user may approve (the main account, or a member whose role grants it). */
      mayApprove: (auth: AuthContext) => Promise<boolean>;
      userNames: (userIds: number[]) => Promise<Map<number, string>>;
      fundPassword: Pick<FundPasswordService, 'verify'>;
      batcher: TransactionBatcher;
      oplog: OplogService;
      enqueue: Enqueue;
      expiryMs: number;
      clock: Clock;
    },
  ) {}

  /** A payment written in `trx` starts waiting; its approvers are told, and its expiry is set. */
  async open(
    trx: Transaction<Database>,
    kind: ApprovalKind,
    subject: { mainUserId: number; id: string; makerUserId: number },
    approvalsRequired: number,
    thenStatus: number,
    now: string,
  ) {
    await this.repo.insert(trx, {
      main_user_id: subject.mainUserId,
      kind,
      subject: subject.id,
      maker_user_id: subject.makerUserId,
      status: ApprovalStatus.AWAITING,
      approvals_required: approvalsRequired,
      then_status: thenStatus,
      reason: null,
      decided_by: null,
      create_time: now,
      expire_time: new Date(Date.parse(now) + this.deps.expiryMs).toISOString(),
      decide_time: null,
    });
    const approval = (await this.repo.find(subject.mainUserId, kind, subject.id, trx))!;
    await this.deps.enqueue(
      trx,
      APPROVAL_EXPIRE_JOB,
      { approvalId: approval.id },
      this.deps.expiryMs,
    );
    await this.deps.enqueue(trx, APPROVAL_NOTIFY_JOB, { approvalId: approval.id });
  }

  /** A waiting send left its wait another way (the maker cancelled, an operator rejected). */
  async closed(trx: Transaction<Database>, order: OrderRow, status: string, now: string) {
    const approval = await this.repo.find(order.main_user_id, 'order', order.sn, trx);
    if (approval)
      await this.repo.decide(trx, approval.id, { status, decided_by: null, reason: null, now });
  }

  /** A kind whose module is built after the approvals (an API batch) registers its subject. */
  register(kind: ApprovalKind, subject: ApprovalSubject) {
    this.deps.subjects[kind] = subject;
  }

  private subject(kind: ApprovalKind): ApprovalSubject {
    const subject = this.deps.subjects[kind];
    if (!subject) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return subject;
  }

  /** The approval as this person may act on it; refusals before the password is tried. */
  private async decidable(auth: AuthContext, kind: ApprovalKind, id: string, voting: boolean) {
    const approval = await this.repo.find(auth.mainUserId, kind, id);
    if (!approval) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    if (approval.status !== ApprovalStatus.AWAITING) throw new AppError(ErrorCode.ORDER_STATUS);
    const votes = await this.repo.votes([approval.id]);
    const refusal = approvalRefusal({
      approverId: auth.user.user_id,
      mayApprove: await this.deps.mayApprove(auth),
      makerId: approval.maker_user_id,
      approvedBy: voting ? votes.map((v) => v.user_id) : [],
    });
    if (refusal === 'noPermission') throw new AppError(ErrorCode.NO_PERMISSION);
    if (refusal === 'ownPayment')
      throw new AppError(ErrorCode.NO_PERMISSION, { messageKey: 'approvalOwnPayment' });
    if (refusal === 'alreadyApproved')
      throw new AppError(ErrorCode.NO_PERMISSION, { messageKey: 'approvalAlreadyGiven' });
    return approval;
  }

  async approve(auth: AuthContext, ip: string, body: z.infer<typeof approvalApproveBody>) {
    const subject = this.subject(body.kind);
    const approval = await this.decidable(auth, body.kind, body.id, true);
    await this.deps.fundPassword.verify(auth.user, body.fundPassword);
    const actor = { type: 'user' as const, id: auth.user.user_id };
    const count = await this.deps.batcher
      .run(async (trx) => {
        const now = this.deps.clock.now().toISOString();
        // The payment first, then the approval: every decision takes the locks in this order.
        const locked = await subject.lock(trx, auth.mainUserId, body.id, now);
        const count = await this.repo.vote(trx, approval.id, auth.user.user_id, now);
        if (count === null) throw new AppError(ErrorCode.ORDER_STATUS);
        if (isFullyApproved(count, approval.approvals_required)) {
          const decided = await this.repo.decide(trx, approval.id, {
            status: ApprovalStatus.APPROVED,
            decided_by: auth.user.user_id,
            reason: null,
            now,
          });
          if (!decided) throw new AppError(ErrorCode.ORDER_STATUS);
          await subject.approved(trx, locked, approval.then_status, actor, now);
          await this.deps.enqueue(trx, APPROVAL_NOTIFY_JOB, { approvalId: approval.id });
        }
        return count;
      }, walletOwnerKey(auth.mainUserId))
      .catch((error: unknown) => {
        // The same person twice at once: the vote's key refuses the second.
        if (isUniqueViolation(error))
          throw new AppError(ErrorCode.NO_PERMISSION, { messageKey: 'approvalAlreadyGiven' });
        throw error;
      });
    await this.deps.oplog.record(this.actor(auth, ip), 'approvalApprove', {
      id: body.id,
      count,
      required: approval.approvals_required,
    });
    return this.row(auth, (await this.repo.findById(approval.id))!);
  }

  async reject(auth: AuthContext, ip: string, body: z.infer<typeof approvalRejectBody>) {
    const subject = this.subject(body.kind);
    const approval = await this.decidable(auth, body.kind, body.id, false);
    const actor = { type: 'user' as const, id: auth.user.user_id };
    await this.deps.batcher.run(async (trx) => {
      const now = this.deps.clock.now().toISOString();
      const locked = await subject.lock(trx, auth.mainUserId, body.id, now);
      const decided = await this.repo.decide(trx, approval.id, {
        status: ApprovalStatus.REJECTED,
        decided_by: auth.user.user_id,
        reason: body.reason,
        now,
      });
      if (!decided) throw new AppError(ErrorCode.ORDER_STATUS);
      await subject.released(trx, locked, ApprovalStatus.REJECTED, actor, body.reason, now);
      await this.deps.enqueue(trx, APPROVAL_NOTIFY_JOB, { approvalId: approval.id });
    }, walletOwnerKey(auth.mainUserId));
    await this.deps.oplog.record(this.actor(auth, ip), 'approvalReject', {
      id: body.id,
      reason: body.reason,
    });
    return this.row(auth, (await this.repo.findById(approval.id))!);
  }

  /** The expiry job: undecided by its time, the payment is released (logged under its maker). */
  async expire(approvalId: number) {
    const approval = await this.repo.findById(approvalId);
    if (!approval || approval.status !== ApprovalStatus.AWAITING) return;
    const subject = this.subject(approval.kind as ApprovalKind);
    const now = this.deps.clock.now().toISOString();
    if (now < approval.expire_time) return;
    const expired = await this.deps.batcher
      .run(async (trx) => {
        const locked = await subject.lock(trx, approval.main_user_id, approval.subject, now);
        if (
          !(await this.repo.decide(trx, approval.id, {
            status: ApprovalStatus.EXPIRED,
            decided_by: null,
            reason: null,
            now,
          }))
        )
          return false;
        const system = { type: 'system' as const, id: 0 };
        await subject.released(
          trx,
          locked,
          ApprovalStatus.EXPIRED,
          system,
          'approval expired',
          now,
        );
        await this.deps.enqueue(trx, APPROVAL_NOTIFY_JOB, { approvalId: approval.id });
        return true;
      }, walletOwnerKey(approval.main_user_id))
      .catch((error: unknown) => {
        // Decided or cancelled meanwhile: nothing is left to expire.
        if (error instanceof AppError && error.code === ErrorCode.ORDER_STATUS) return false;
        throw error;
      });
    if (expired)
      await this.deps.oplog.record(
        { userId: approval.maker_user_id, mainUserId: approval.main_user_id, ip: '' },
        'approvalExpired',
        { id: approval.subject },
      );
  }

  async list(
    auth: AuthContext,
    body: { pageNum: number; pageSize: number; scope: 'mine' | 'all' },
  ) {
    // A person who may not approve has nothing waiting for them.
    if (body.scope === 'mine' && !(await this.deps.mayApprove(auth))) return { rows: [], total: 0 };
    const { rows, total } = await this.repo.page(
      auth.mainUserId,
      { scope: body.scope, userId: auth.user.user_id },
      body,
    );
    return { rows: await this.rows(auth, rows), total };
  }

  private async row(auth: AuthContext, approval: ApprovalRow) {
    return (await this.rows(auth, [approval]))[0]!;
  }

  /** The queue's rows: the approval, its payment's facts, who made and who approved it. */
  private async rows(auth: AuthContext, approvals: ApprovalRow[]) {
    const votes = await this.repo.votes(approvals.map((a) => a.id));
    const names = await this.deps.userNames([
      ...new Set([...approvals.map((a) => a.maker_user_id), ...votes.map((v) => v.user_id)]),
    ]);
    const facts = new Map<string, Awaited<ReturnType<ApprovalSubject['describe']>>>();
    for (const kind of new Set(approvals.map((a) => a.kind as ApprovalKind))) {
      const ids = approvals.filter((a) => a.kind === kind).map((a) => a.subject);
      const subject = this.deps.subjects[kind];
      facts.set(kind, subject ? await subject.describe(auth.mainUserId, ids) : new Map());
    }
    const mayApprove = await this.deps.mayApprove(auth);
    return approvals.map((a) => {
      const mine = votes.filter((v) => Number(v.approval_id) === Number(a.id));
      const fact = facts.get(a.kind)?.get(a.subject);
      return {
        kind: a.kind as ApprovalKind,
        id: a.subject,
        status: a.status as ApprovalStatus,
        approvalsRequired: Number(a.approvals_required),
        approvals: mine.map((v) => ({ userName: names.get(v.user_id) ?? '', time: v.create_time })),
        maker: names.get(a.maker_user_id) ?? '',
        makerUserId: a.maker_user_id,
        currencyId: fact?.currencyId ?? 0,
        currencyCode: fact?.currencyCode ?? '',
        amount: fact?.amount ?? '0',
        fee: fact?.fee ?? '0',
        payeeName: fact?.payeeName ?? null,
        payeeAccount: fact?.payeeAccount ?? null,
        firstPayment: fact?.firstPayment ?? true,
        lastPaidTime: fact?.lastPaidTime ?? null,
        paidCount: fact?.paidCount ?? 0,
        nameCheck: fact?.nameCheck ?? null,
        nameCheckName: fact?.nameCheckName ?? null,
        file: fact?.file ?? null,
        reason: a.reason,
        createTime: a.create_time,
        expireTime: a.expire_time,
        decideTime: a.decide_time,
        canDecide:
          a.status === ApprovalStatus.AWAITING &&
          approvalRefusal({
            approverId: auth.user.user_id,
            mayApprove,
            makerId: a.maker_user_id,
            approvedBy: mine.map((v) => v.user_id),
          }) === null,
      };
    });
  }

  private actor(auth: AuthContext, ip: string) {
    return { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip };
  }
}
