import { ErrorCode } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import { toView } from './contract-workers.service.ts';
import type { OrgAccountsRepository } from './org-accounts.repository.ts';

export const WORKER_PENDING = 0;
export const WORKER_APPROVED = 1;
export const WORKER_REJECTED = 2;

/**
 * The operators' review of contract workers (docs/operator-console.md, Compliance queues): only
 * an approved worker may be named on a send. A decision is taken on a pending worker as the
 * operator saw it (its `updateTime`), in one conditional update, so two operators deciding at
 * once decide once, and an edit made while the operator looked is not approved unseen: either
 * way the later call gets -1019 and nothing changes.
 */
export class ContractWorkerReviewService {
  constructor(
    private readonly repo: OrgAccountsRepository,
    private readonly deps: { oplog: OplogService; clock: Clock },
  ) {}

  /** Every account's workers, oldest first, with the owner and the deciding operator's name. */
  async operatorPage(pageNum: number, pageSize: number, auditStatus?: number) {
    const { rows, total } = await this.repo.pageAllWorkers(pageNum, pageSize, auditStatus);
    return { rows: rows.map(operatorView), total };
  }

  /**
   * Approves (1) or rejects (2, with the reason the customer reads) the pending worker last
   * changed at `updateTime`; -1007 for an unknown worker. The account's operation log says so.
   */
  async decide(
    id: number,
    operatorId: number,
    decision: { status: 1 | 2; updateTime: string; reason?: string },
  ) {
    const row = await this.repo.workerForReview(id);
    if (!row) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    const decided = await this.repo.decideWorker(id, decision.updateTime, {
      audit_status: decision.status,
      audit_remark: decision.status === WORKER_REJECTED ? (decision.reason ?? null) : null,
      audit_time: this.deps.clock.now().toISOString(),
      audit_user_id: operatorId,
    });
    if (!decided) throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'alreadyDecided' });
    const customer = { userId: row.main_user_id, mainUserId: row.main_user_id, ip: 'operator' };
    if (decision.status === WORKER_APPROVED)
      await this.deps.oplog.record(customer, 'contractWorkerApproved', { id, name: row.name });
    else
      await this.deps.oplog.record(customer, 'contractWorkerRejected', {
        id,
        name: row.name,
        reason: decision.reason ?? '',
      });
    return operatorView((await this.repo.workerForReview(id))!);
  }
}

function operatorView(
  r: NonNullable<Awaited<ReturnType<OrgAccountsRepository['workerForReview']>>>,
) {
  return { ...toView(r), userId: r.main_user_id, auditor: r.auditor_name ?? null };
}
