import type { LocalizedText } from '@pesa/contract';
import type { NotificationKind } from '@pesa/domain';

/** What an event's texts are filled with; amounts are minor units, shown with their currency. */
export interface NotificationParams {
  sn?: string;
  amount?: string;
  currencyId?: number;
  toAmount?: string;
  toCurrencyId?: number;
  subject?: string;
  reason?: string;
  /** A bulk file's rows paid and failed. */
  paid?: number;
  failed?: number;
}

/** The values as shown: amounts formatted with their currency code. */
export type ShownParams = Record<
  'sn' | 'amount' | 'toAmount' | 'subject' | 'reason' | 'paid' | 'failed',
  string
>;

interface NotificationText {
  kind: NotificationKind;
  title: LocalizedText;
  /** One line for the list, and the text of its SMS or email (short: one SMS segment if it can). */
  body: (p: ShownParams) => LocalizedText;
}

/** Every event a person is told of (docs/notifications.md); the type is stored with the row. */
export const NOTIFICATION_TEXTS = {
  'send.paid': {
    kind: 'money',
    title: { en: 'Payment sent', zh: '付款成功' },
    body: (p) => ({
      en: `Your payment ${p.sn} of ${p.amount} was paid.`,
      zh: `您的付款 ${p.sn}（${p.amount}）已到账。`,
    }),
  },
  'send.failed': {
    kind: 'money',
    title: { en: 'Payment failed', zh: '付款失败' },
    body: (p) => ({
      en: `Your payment ${p.sn} of ${p.amount} failed. The money is back in your balance.`,
      zh: `您的付款 ${p.sn}（${p.amount}）失败，资金已退回余额。`,
    }),
  },
  'send.cancelled': {
    kind: 'money',
    title: { en: 'Payment refunded', zh: '付款已退回' },
    body: (p) => ({
      en: `Your payment ${p.sn} of ${p.amount} was cancelled. The money is back in your balance.`,
      zh: `您的付款 ${p.sn}（${p.amount}）已取消，资金已退回余额。`,
    }),
  },
  'topup.credited': {
    kind: 'money',
    title: { en: 'Money received', zh: '资金已入账' },
    body: (p) => ({
      en: `${p.amount} was credited to your wallet (${p.sn}).`,
      zh: `${p.amount} 已存入您的钱包（${p.sn}）。`,
    }),
  },
  'fx.done': {
    kind: 'money',
    title: { en: 'Conversion done', zh: '换汇完成' },
    body: (p) => ({
      en: `You converted ${p.amount} to ${p.toAmount}.`,
      zh: `您已将 ${p.amount} 兑换为 ${p.toAmount}。`,
    }),
  },
  'approval.awaiting': {
    kind: 'approvals',
    title: { en: 'Approval needed', zh: '待您审批' },
    body: (p) => ({
      en: `Payment ${p.subject} is waiting for your approval.`,
      zh: `付款 ${p.subject} 正在等待您审批。`,
    }),
  },
  'approval.approved': {
    kind: 'approvals',
    title: { en: 'Payment approved', zh: '付款已审批通过' },
    body: (p) => ({
      en: `Your payment ${p.subject} was approved and is on its way.`,
      zh: `您的付款 ${p.subject} 已审批通过，正在处理。`,
    }),
  },
  'approval.rejected': {
    kind: 'approvals',
    title: { en: 'Payment rejected', zh: '付款被驳回' },
    body: (p) => ({
      en: `Your payment ${p.subject} was rejected: ${p.reason}. The money is back in your balance.`,
      zh: `您的付款 ${p.subject} 已被驳回：${p.reason}。资金已退回余额。`,
    }),
  },
  'approval.expired': {
    kind: 'approvals',
    title: { en: 'Approval expired', zh: '审批已过期' },
    body: (p) => ({
      en: `Your payment ${p.subject} was not approved in time. The money is back in your balance.`,
      zh: `您的付款 ${p.subject} 未在期限内审批，资金已退回余额。`,
    }),
  },
  'kyc.approved': {
    kind: 'account',
    title: { en: 'Verification approved', zh: '认证已通过' },
    body: () => ({
      en: 'Your identity verification was approved. Every service of your account is open.',
      zh: '您的身份认证已通过，账户的全部服务均已开通。',
    }),
  },
  'kyc.rejected': {
    kind: 'account',
    title: { en: 'Verification not approved', zh: '认证未通过' },
    body: (p) => ({
      en: `Your identity verification was not approved: ${p.reason}. Correct it and submit again.`,
      zh: `您的身份认证未通过：${p.reason}。请修改后重新提交。`,
    }),
  },
  'security.password': {
    kind: 'security',
    title: { en: 'Password changed', zh: '登录密码已修改' },
    body: () => ({
      en: 'The login password of your account was changed. If you did not make this change, reset it with "Forgot password" and contact us at once.',
      zh: '您账号的登录密码已修改。如非本人操作，请立即通过“忘记密码”重置并联系我们。',
    }),
  },
  'security.fundPassword': {
    kind: 'security',
    title: { en: 'Transaction password set', zh: '交易密码已设置' },
    body: () => ({
      en: 'A new transaction password was set for your account. If you did not do this, contact us at once.',
      zh: '您的账号已设置新的交易密码。如非本人操作，请立即联系我们。',
    }),
  },
  'security.newDevice': {
    kind: 'security',
    title: { en: 'Sign-in from a new device', zh: '新设备登录' },
    body: (p) => ({
      en: `Your account was signed in from a new device (${p.subject}). If this was not you, change your password at once.`,
      zh: `您的账号在新设备（${p.subject}）上登录。如非本人操作，请立即修改密码。`,
    }),
  },
  'security.phone': {
    kind: 'security',
    title: { en: 'Phone number changed', zh: '手机号已更换' },
    body: (p) => ({
      en: `The phone number of your account is now ${p.subject}. If you did not make this change, contact us at once.`,
      zh: `您账号的手机号已更换为 ${p.subject}。如非本人操作，请立即联系我们。`,
    }),
  },
  'security.email': {
    kind: 'security',
    title: { en: 'Email changed', zh: '邮箱已更换' },
    body: (p) => ({
      en: `The email of your account is now ${p.subject}. If you did not make this change, contact us at once.`,
      zh: `您账号的邮箱已更换为 ${p.subject}。如非本人操作，请立即联系我们。`,
    }),
  },
  'api.approved': {
    kind: 'account',
    title: { en: 'API access approved', zh: 'API 接入已通过' },
    body: () => ({
      en: 'Your API access was approved. Your live and test keys are on the API page.',
      zh: '您的 API 接入申请已通过，正式与测试密钥可在 API 页面查看。',
    }),
  },
  'api.rejected': {
    kind: 'account',
    title: { en: 'API access not approved', zh: 'API 接入未通过' },
    body: (p) => ({
      en: `Your API access was not approved: ${p.reason}. Correct it and apply again.`,
      zh: `您的 API 接入申请未通过：${p.reason}。请修改后重新申请。`,
    }),
  },
  'batch.finished': {
    kind: 'money',
    title: { en: 'Bulk file finished', zh: '批量文件已完成' },
    body: (p) => ({
      en: `Your bulk file ${p.sn} is finished: ${p.paid} paid, ${p.failed} failed.`,
      zh: `您的批量文件 ${p.sn} 已处理完成：成功 ${p.paid} 笔，失败 ${p.failed} 笔。`,
    }),
  },
} satisfies Record<string, NotificationText>;

export type NotificationType = keyof typeof NOTIFICATION_TEXTS;

export const messageSubject: LocalizedText = { en: 'PesaBridge', zh: 'PesaBridge' };

/** The SMS or email text: the list's line with the brand before it, as the other messages have. */
export function messageText(body: LocalizedText, lang: 'en' | 'zh'): string {
  return lang === 'zh' ? `【PesaBridge】${body.zh}` : `PesaBridge: ${body.en}`;
}

/**
 * The SMS a payout's recipient gets once it is paid: who sent it, how much, our reference. Never a
 * balance: the recipient is not our customer and the sender's balance is not theirs to see.
 */
export function recipientText(
  p: { sender: string; amount: string; sn: string },
  lang: 'en' | 'zh',
): string {
  return lang === 'zh'
    ? `【PesaBridge】${p.sender} 向您付款 ${p.amount}，参考号 ${p.sn}。`
    : `PesaBridge: ${p.sender} sent you ${p.amount}. Ref ${p.sn}.`;
}
