import {
  ApiAuditStatus,
  ErrorCode,
  type ApiAuditStatusValue,
  type OpsUserApiRow,
  type OperatorAuditAction,
} from '@pesa/contract';
import type { Transaction } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { OplogService } from '../../oplog/oplog.service.ts';
import { auditStatusOut, type UsersService } from '../../users/users.service.ts';
import type { ApiAccessRepository } from './api-access.repository.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import { openMerchantApiAccounts } from './api-ledger-accounts.ts';

/** users.audit_status of an approved KYC/KYB (SPEC §4). */
const KYB_APPROVED = '1';

/** Who decided, for the operator audit trail. */
export interface Reviewer {
  id: number;
}

/**
 * The operators' review of API access applications. Approval needs the company's KYB approved
 * (unless KYC_REQUIRED=false) and issues the live and the test key pair in the same transaction
 * as the status change, so an approved merchant always has both. Each decision is written to the
 * operator audit trail and to the customer's operation log.
 */
export class ApiAccessReview {
  constructor(
    private readonly repo: ApiAccessRepository,
    private readonly deps: {
      keys: ApiKeysRepository;
      users: UsersService;
      oplog: OplogService;
      /** Writes the operator_audit row (OperatorsService's repository). */
      audit: (
        operatorId: number,
        action: OperatorAuditAction,
        target: string,
        detail: string,
      ) => Promise<void>;
      clock: Clock;
      /** config.KYC_REQUIRED: when false, approval does not wait for the KYB. */
      kycRequired: boolean;
      /** The notification centre (NotificationsService.notify), in the decision's transaction. */
      notify: (
        trx: Transaction<Database>,
        event: {
          key: string;
          userId: number;
          type: 'api.approved' | 'api.rejected';
          params: { reason?: string };
        },
      ) => Promise<void>;
    },
  ) {}

  async list(pageNum: number, pageSize: number, auditStatus?: number) {
    const { rows, total } = await this.repo.page({ pageNum, pageSize }, auditStatus);
    return {
      total,
      rows: rows.map((row): OpsUserApiRow => ({
        userId: row.user_id,
        accountNo: row.account_no,
        companyName: row.company_name,
        description: row.description,
        monthlyVolume: row.monthly_volume,
        notifyUrl: row.notify_url,
        ipWhitelist: row.ip_whitelist,
        auditStatus: row.audit_status as ApiAuditStatusValue,
        rejectReason: row.reject_reason,
        kybStatus: auditStatusOut(row.kyb_status),
        createTime: row.create_time,
        updateTime: row.update_time,
        auditTime: row.audit_time,
      })),
    };
  }

  /** -1007 without an application, -1019 unless it awaits review or while the KYB is not approved. */
  async approve(reviewer: Reviewer, userId: number): Promise<void> {
    const row = await this.repo.byUser(userId);
    if (!row) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    if (row.audit_status !== ApiAuditStatus.PENDING)
      throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'alreadyDecided' });
    if (this.deps.kycRequired) {
      const company = await this.deps.users.findById(userId);
      if (company?.audit_status !== KYB_APPROVED)
        throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'apiKybRequired' });
    }
    const now = this.deps.clock.now().toISOString();
    const approved = await this.repo.transaction(async (trx) => {
      const moved = await this.repo.decide(trx, userId, ApiAuditStatus.APPROVED, {
        operatorId: reviewer.id,
        reason: null,
        now,
      });
      if (!moved) return false;
      await this.deps.keys.issue(trx, userId, 'live', now);
      await this.deps.keys.issue(trx, userId, 'test', now);
      await openMerchantApiAccounts(trx, userId, now);
      await this.tell(trx, userId, 'api.approved', now, '');
      return true;
    });
    // Another operator decided first: nothing was changed by this call.
    if (!approved) throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'alreadyDecided' });
    await this.decided(reviewer, userId, 'apiAccessApprove', '');
  }

  /** -1007 without an application, -1019 unless it awaits review. */
  async reject(reviewer: Reviewer, userId: number, reason: string): Promise<void> {
    if (!(await this.repo.byUser(userId))) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    const now = this.deps.clock.now().toISOString();
    const rejected = await this.repo.transaction(async (trx) => {
      const moved = await this.repo.decide(trx, userId, ApiAuditStatus.REJECTED, {
        operatorId: reviewer.id,
        reason,
        now,
      });
      if (moved) await this.tell(trx, userId, 'api.rejected', now, reason);
      return moved;
    });
    if (!rejected) throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'alreadyDecided' });
    await this.decided(reviewer, userId, 'apiAccessReject', reason);
  }

  /**
   * Told once per decision: only the call that moved the application writes it, and an
   * application can be decided again after a new one, so the decision's time is in the key.
   */
  private tell(
    trx: Transaction<Database>,
    userId: number,
    type: 'api.approved' | 'api.rejected',
    now: string,
    reason: string,
  ) {
    const status = type === 'api.approved' ? 'approved' : 'rejected';
    return this.deps.notify(trx, {
      key: `api:${userId}:${status}:${now}`,
      userId,
      type,
      params: type === 'api.rejected' ? { reason } : {},
    });
  }

  private async decided(
    reviewer: Reviewer,
    userId: number,
    action: OperatorAuditAction,
    reason: string,
  ) {
    await this.deps.audit(reviewer.id, action, `user:${userId}`, reason);
    const approved = action === 'apiAccessApprove';
    await this.deps.oplog.record(
      { userId, mainUserId: userId, ip: 'operator' },
      approved ? 'apiApproved' : 'apiRejected',
      approved ? {} : { reason },
    );
  }
}
