import { APPROVE_PERMISSION, ApprovalStatus } from '@pesa/domain';
import type { NotificationEvent } from '../notifications/notifications.service.ts';
import type { ApprovalsRepository } from './approvals.repository.ts';

const TYPES: Record<string, NotificationEvent['type']> = {
  [ApprovalStatus.AWAITING]: 'approval.awaiting',
  [ApprovalStatus.APPROVED]: 'approval.approved',
  [ApprovalStatus.REJECTED]: 'approval.rejected',
  [ApprovalStatus.EXPIRED]: 'approval.expired',
};

/**
 * Tells approvers that a payment waits for them, and its maker how it was decided, through the
 * notification centre (in the app, and by SMS or email as each person chose; docs/notifications.md).
 * It runs as a job after the approval committed, so a failing sender never touches the approval;
 * the key (approval, status, person) makes a job run twice tell each person once.
 */
export class ApprovalNotices {
  constructor(
    private readonly repo: ApprovalsRepository,
    private readonly deps: {
      notify: (event: NotificationEvent) => Promise<void>;
      holders: (mainUserId: number, name: string) => Promise<{ holders: number[] }>;
    },
  ) {}

  async send(approvalId: number) {
    const approval = await this.repo.findById(approvalId);
    const type = approval && TYPES[approval.status];
    if (!approval || !type) return;
    const recipients =
      approval.status === ApprovalStatus.AWAITING
        ? (await this.deps.holders(approval.main_user_id, APPROVE_PERMISSION)).holders.filter(
            (id) => id !== approval.maker_user_id,
          )
        : [approval.maker_user_id];
    for (const userId of recipients)
      await this.deps.notify({
        key: `approval:${approval.id}:${approval.status}`,
        userId,
        type,
        params: { subject: approval.subject, reason: approval.reason ?? '' },
      });
  }
}
