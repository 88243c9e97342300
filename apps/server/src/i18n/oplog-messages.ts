import type { LocalizedText } from '@pesa/contract';
import type { EventType } from '../modules/oplog/oplog.service.ts';
import type { Lang } from './language.ts';

/** The facts of one operation-log event: ids, names, statuses. */
export type OplogParams = Record<string, string | number>;

/**
 * The "Details" sentence of each operation-log event, in both languages. `{{name}}` is the
 * param as recorded (ids, names, masked contacts, operator text); `{{name|group}}` looks the
 * value up in `oplogTerms[group]`, and a comma-separated value is a list of such terms.
 */
export const oplogMessages = {
  register: { en: 'Signed up with {{via|channel}}', zh: '通过{{via|channel}}注册' },
  login: { en: 'Logged in with {{via|channel}}', zh: '通过{{via|channel}}登录' },
  logout: { en: 'Signed out of this session', zh: '已退出本次登录' },
  findPwd: {
    en: 'Password reset with a code sent by {{via|channel}}',
    zh: '通过{{via|channel}}验证码重置了密码',
  },
  resetPwd: { en: 'Login password changed', zh: '登录密码已修改' },
  resetFundPwd: { en: 'Transaction password set', zh: '交易密码已设置' },
  changePhone: { en: 'Phone number changed to {{phone}}', zh: '手机号已更换为 {{phone}}' },
  changeEmail: { en: 'Email changed to {{email}}', zh: '邮箱已更换为 {{email}}' },
  saveInfo: { en: 'Updated: {{fields|profileField}}', zh: '已更新：{{fields|profileField}}' },
  roleAdd: { en: 'Role {{name}} added', zh: '新增了角色 {{name}}' },
  roleEdit: { en: 'Role {{name}} edited', zh: '编辑了角色 {{name}}' },
  roleDelete: { en: 'Role {{name}} deleted', zh: '删除了角色 {{name}}' },
  teamAdd: { en: 'Team member {{name}} added', zh: '新增了团队成员 {{name}}' },
  teamEdit: { en: 'Team member {{name}} edited', zh: '编辑了团队成员 {{name}}' },
  teamResetPwd: {
    en: 'Password of team member {{name}} reset',
    zh: '重置了团队成员 {{name}} 的密码',
  },
  teamDelete: { en: 'Team member {{name}} deleted', zh: '删除了团队成员 {{name}}' },
  payeeAdd: { en: 'Recipient {{id}} added', zh: '添加了收款人 {{id}}' },
  payeeEdit: { en: 'Recipient {{id}} edited', zh: '编辑了收款人 {{id}}' },
  payeeDelete: { en: 'Recipient {{id}} deleted', zh: '删除了收款人 {{id}}' },
  kycSave: { en: 'Verification application {{id}} saved', zh: '保存了认证申请 {{id}}' },
  kycSubmit: { en: 'Verification application {{id}} submitted', zh: '提交了认证申请 {{id}}' },
  kycApproved: { en: 'Identity verification approved', zh: '实名认证已通过' },
  kycRejected: {
    en: 'Identity verification rejected: {{reason}}',
    zh: '实名认证未通过：{{reason}}',
  },
  vaApply: {
    en: 'Virtual account {{id}} applied for (country {{countryId}}, {{currency}})',
    zh: '申请了虚拟账户 {{id}}（国家 {{countryId}}，{{currency}}）',
  },
  vaConfirmed: { en: 'Virtual account {{id}} confirmed', zh: '虚拟账户 {{id}} 已确认' },
  vaCompleted: {
    en: 'Virtual account {{id}} opened with account number {{accountNo}}',
    zh: '虚拟账户 {{id}} 已开通，账号 {{accountNo}}',
  },
  exchangeAccountAdd: { en: 'Exchange account {{id}} added', zh: '新增了结汇账户 {{id}}' },
  exchangeAccountEdit: { en: 'Exchange account {{id}} edited', zh: '编辑了结汇账户 {{id}}' },
  exchangeAccountStatus: {
    en: 'Exchange account {{id}} reviewed: exchange status {{exchangeStatus|review}}, payment status {{paymentStatus|review}}',
    zh: '结汇账户 {{id}} 已审核：结汇状态 {{exchangeStatus|review}}，付款状态 {{paymentStatus|review}}',
  },
  exchangeAccountPayeeChange: {
    en: 'New payee details of exchange account {{id}} sent for review; the approved ones stay in use until then',
    zh: '结汇账户 {{id}} 的新收款信息已提交审核，审核通过前仍使用已审核的信息',
  },
  exchangeAccountPayeeDecision: {
    en: 'New payee details of exchange account {{id}}: {{status|review}}',
    zh: '结汇账户 {{id}} 的新收款信息：{{status|review}}',
  },
  contractWorkerAdd: { en: 'Contract worker {{id}} added', zh: '新增了合同工 {{id}}' },
  contractWorkerEdit: { en: 'Contract worker {{id}} edited', zh: '编辑了合同工 {{id}}' },
  contractWorkerApproved: {
    en: 'Contract worker {{id}} ({{name}}) approved: sends may name them',
    zh: '合同工 {{id}}（{{name}}）已通过审核，可在付款中选择',
  },
  contractWorkerRejected: {
    en: 'Contract worker {{id}} ({{name}}) rejected: {{reason}}',
    zh: '合同工 {{id}}（{{name}}）审核未通过：{{reason}}',
  },
  apiApply: {
    en: 'API access applied for as {{company}}',
    zh: '以 {{company}} 的名义申请了API权限',
  },
  apiApproved: { en: 'API access approved', zh: 'API权限已审核通过' },
  apiRejected: { en: 'API access rejected: {{reason}}', zh: 'API权限审核未通过：{{reason}}' },
  apiEndpoints: {
    en: 'API notify URL and IP allow-list changed (notify URL {{url}})',
    zh: '修改了API通知地址和IP白名单（通知地址 {{url}}）',
  },
  apiKeyRefresh: {
    en: 'API {{mode|apiMode}} key pair reset',
    zh: '重置了API{{mode|apiMode}}密钥对',
  },
  apiSecretRead: {
    en: 'API {{mode|apiMode}} secret shown (transaction password confirmed)',
    zh: '查看了API{{mode|apiMode}}密钥（已验证交易密码）',
  },
  apiRecharge: {
    en: 'Suspense top-up {{sn}} of {{amount}} {{currency}} sent for review',
    zh: '提交了备付金充值 {{sn}}（{{amount}} {{currency}}），待审核',
  },
  apiCashOut: {
    en: 'Suspense cash-out {{sn}} of {{amount}} {{currency}} to settlement account {{exchangeAccountId}} sent for review',
    zh: '提交了备付金提现 {{sn}}（{{amount}} {{currency}}）至结汇账户 {{exchangeAccountId}}，待审核',
  },
  apiOrderCancel: {
    en: 'API order {{sn}} ({{kind|apiKind}}) cancelled',
    zh: '取消了API订单 {{sn}}（{{kind|apiKind}}）',
  },
  apiSandboxTopUp: {
    en: 'Sandbox {{accountType|apiAccountType}} account topped up with {{amount}} {{currency}} of test money',
    zh: '沙箱{{accountType|apiAccountType}}账户充值了 {{amount}} {{currency}} 测试资金',
  },
  webhookResend: {
    en: 'Webhook {{eventId}} ({{eventType}}) sent again',
    zh: '重新发送了 Webhook {{eventId}}（{{eventType}}）',
  },
  // Written by the operator console (docs/operator-console.md, "Customers").
  accountSuspended: {
    en: 'Account suspended by support: {{reason}}',
    zh: '账号已被客服暂停：{{reason}}',
  },
  accountReactivated: { en: 'Account reactivated by support', zh: '账号已被客服恢复使用' },
  loginUnlocked: { en: 'Login lock lifted by support', zh: '客服已解除登录锁定' },
  fundPasswordUnlocked: {
    en: 'Transaction password lock lifted by support',
    zh: '客服已解除交易密码锁定',
  },
  approvalPolicyOn: {
    en: 'Approval policy on: {{required}} approval(s) above the amounts set',
    zh: '审批规则已开启：超过设定金额的付款需 {{required}} 次审批',
  },
  approvalPolicyOff: { en: 'Approval policy off', zh: '审批规则已关闭' },
  approvalApprove: {
    en: 'Payment {{id}} approved ({{count}} of {{required}})',
    zh: '审批通过付款 {{id}}（第 {{count}} 次，共需 {{required}} 次）',
  },
  approvalReject: {
    en: 'Payment {{id}} rejected: {{reason}}',
    zh: '驳回了付款 {{id}}：{{reason}}',
  },
  approvalExpired: {
    en: 'Payment {{id}} expired without a decision; its money was released',
    zh: '付款 {{id}} 审批超时未决，资金已退回',
  },
} satisfies Record<EventType, LocalizedText>;

/** Recorded codes that read as words; '' is what an empty list says. */
export const oplogTerms: Record<string, Record<string, LocalizedText>> = {
  channel: {
    phone: { en: 'phone', zh: '手机号' },
    email: { en: 'email', zh: '邮箱' },
  },
  profileField: {
    nickName: { en: 'nickname', zh: '昵称' },
    sex: { en: 'sex', zh: '性别' },
    avatar: { en: 'avatar', zh: '头像' },
    '': { en: 'nothing', zh: '无' },
  },
  // API order kinds (contract API_ORDER_KINDS).
  apiKind: {
    collect: { en: 'collection', zh: '代收' },
    payout: { en: 'payout', zh: '代付' },
    transfer: { en: 'transfer', zh: '划转' },
    recharge: { en: 'suspense top-up', zh: '备付金充值' },
    cashOut: { en: 'suspense cash-out', zh: '备付金提现' },
  },
  // API account types (SPEC §3 Suspense/B2C account types).
  apiAccountType: {
    '-1': { en: 'Suspense', zh: '备付金' },
    0: { en: 'B2C', zh: 'B2C' },
    2: { en: 'M-pesa (KES) C2B', zh: 'M-pesa(肯尼亚先令) C2B' },
    3: { en: 'Halopesa C2B', zh: 'Halopesa C2B' },
    5: { en: 'Airtel Money C2B', zh: 'Airtel Money C2B' },
    6: { en: 'Tigopesa C2B', zh: 'Tigopesa C2B' },
    7: { en: 'M-pesa C2B', zh: 'M-pesa C2B' },
  },
  // Exchange and payment review statuses (0 pending, 1 approved, 2 rejected).
  review: {
    0: { en: 'pending', zh: '待审核' },
    1: { en: 'approved', zh: '已通过' },
    2: { en: 'rejected', zh: '已驳回' },
  },
  // The two key pairs of API access.
  apiMode: {
    live: { en: 'live', zh: '正式' },
    test: { en: 'test', zh: '测试' },
  },
};

const listSeparator: LocalizedText = { en: ', ', zh: '、' };

function term(group: string, value: string, lang: Lang): string {
  const terms = oplogTerms[group] ?? {};
  const items = value.split(',').filter(Boolean);
  if (items.length === 0) return terms['']?.[lang] ?? '';
  return items.map((item) => terms[item]?.[lang] ?? item).join(listSeparator[lang]);
}

export function isOplogEventType(type: string): type is EventType {
  return Object.hasOwn(oplogMessages, type);
}

/** The event's sentence in the given language; a param the event lacks reads as empty. */
export function renderOplog(type: EventType, params: OplogParams, lang: Lang): string {
  return oplogMessages[type][lang].replace(
    /\{\{(\w+)(?:\|(\w+))?\}\}/g,
    (_, name: string, group: string | undefined) => {
      const value = Object.hasOwn(params, name) ? String(params[name]) : '';
      return group ? term(group, value, lang) : value;
    },
  );
}
