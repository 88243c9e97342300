import type { LocalizedText } from '@pesa/contract';
import { APPROVE_PERMISSION, ApprovalStatus } from '@pesa/domain';
import type { UserRow } from '../../db/schema.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { ApprovalsRepository } from './approvals.repository.ts';

const subject: LocalizedText = { en: 'PesaBridge payment approval', zh: 'PesaBridge 付款审批' };

const texts: Record<string, (id: string, reason: string) => LocalizedText> = {
  [ApprovalStatus.AWAITING]: (id) => ({
    en: `PesaBridge: payment ${id} is waiting for your approval. Open Approvals to decide it.`,
    zh: `【PesaBridge】付款 ${id} 正在等待您审批，请在“付款审批”中处理。`,
  }),
  [ApprovalStatus.APPROVED]: (id) => ({
    en: `PesaBridge: your payment ${id} was approved and is on its way.`,
    zh: `【PesaBridge】您的付款 ${id} 已审批通过，正在处理。`,
  }),
  [ApprovalStatus.REJECTED]: (id, reason) => ({
    en: `PesaBridge: your payment ${id} was rejected: ${reason}. The money is back in your balance.`,
    zh: `【PesaBridge】您的付款 ${id} 已被驳回：${reason}。资金已退回余额。`,
  }),
  [ApprovalStatus.EXPIRED]: (id) => ({
    en: `PesaBridge: your payment ${id} was not approved in time. The money is back in your balance.`,
    zh: `【PesaBridge】您的付款 ${id} 未在期限内审批，资金已退回余额。`,
  }),
};

/**
 * Tells approvers that a payment waits for them, and its maker how it was decided, by SMS (or
 * email when the person has no phone) in their own language. It runs as a job after the money
 * change committed, so a failing sender never touches the approval; each person is tried once,
 * and one failure does not keep the others from being told.
 */
export class ApprovalNotices {
  constructor(
    private readonly repo: ApprovalsRepository,
    private readonly deps: {
      messaging: Pick<MessagingService, 'send'>;
      users: { findById(id: number): Promise<UserRow | undefined> };
      holders: (mainUserId: number, name: string) => Promise<{ holders: number[] }>;
      log: { warn(obj: unknown, msg: string): void };
    },
  ) {}

  async send(approvalId: number) {
    const approval = await this.repo.findById(approvalId);
    const text = approval && texts[approval.status];
    if (!approval || !text) return;
    const recipients =
      approval.status === ApprovalStatus.AWAITING
        ? (await this.deps.holders(approval.main_user_id, APPROVE_PERMISSION)).holders.filter(
            (id) => id !== approval.maker_user_id,
          )
        : [approval.maker_user_id];
    for (const id of recipients) {
      const user = await this.deps.users.findById(id);
      const to = user?.phone
        ? { channel: 'sms' as const, to: user.phone }
        : user?.email
          ? { channel: 'email' as const, to: user.email }
          : null;
      if (!user || !to) continue;
      const lang = user.language === 'zh_CN' ? 'zh' : 'en';
      try {
        await this.deps.messaging.send({
          ...to,
          subject: subject[lang],
          text: text(approval.subject, approval.reason ?? '')[lang],
        });
      } catch (error) {
        this.deps.log.warn({ err: error, approvalId }, 'approval notice not sent');
      }
    }
  }
}
