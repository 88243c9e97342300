import type { LocalizedText } from '@pesa/contract';
import type { EventType } from '../modules/oplog/oplog.service.ts';

/**
 * The words of the customer exports (transactions, orders, FX history, operation log): column
 * headers and the names of types, statuses, methods and events, in the words the web screens use
 * (apps/web locales), so a file reads like the table it came from.
 */
type Labels = Record<string, LocalizedText>;

export const exportWords = {
  timeUtc: { en: 'Time (UTC)', zh: '时间（UTC）' },
  createdUtc: { en: 'Created (UTC)', zh: '创建时间（UTC）' },
  movement: { en: 'Movement', zh: '变动' },
  reference: { en: 'Reference', zh: '业务编号' },
  wallet: { en: 'Wallet', zh: '钱包' },
  currency: { en: 'Currency', zh: '币种' },
  amount: { en: 'Amount', zh: '金额' },
  sn: { en: 'Order number', zh: '订单号' },
  service: { en: 'Service', zh: '业务' },
  type: { en: 'Type', zh: '类型' },
  method: { en: 'Method', zh: '方式' },
  fee: { en: 'Fee', zh: '手续费' },
  payee: { en: 'Recipient', zh: '收款人' },
  status: { en: 'Status', zh: '状态' },
  reason: { en: 'Reason', zh: '原因' },
  fromCurrency: { en: 'From currency', zh: '卖出币种' },
  fromAmount: { en: 'From amount', zh: '卖出金额' },
  toCurrency: { en: 'To currency', zh: '买入币种' },
  toAmount: { en: 'Received amount', zh: '买入金额' },
  rate: { en: 'Rate', zh: '汇率' },
  event: { en: 'Event', zh: '事件' },
  details: { en: 'Details', zh: '详情' },
  by: { en: 'By', zh: '操作人' },
  ip: { en: 'IP address', zh: 'IP 地址' },
  crossBorderBalance: { en: 'Cross-border balance', zh: '跨境余额' },
  fromAgent: { en: 'From agent', zh: '来自代理商' },
  backOffice: { en: 'Back office', zh: '后台' },
  formerMember: { en: 'Former team member', zh: '已删除的团队成员' },
  // The order list's "Made by" column (apps/web locales, orders.createdBy).
  madeBy: { en: 'Made by', zh: '创建人' },
  mainAccount: { en: 'Main account', zh: '主账户' },
  teamMember: { en: 'Team member', zh: '团队成员' },
} satisfies Labels;

/** Ledger entry types (transaction history). */
export const entryTypeWords: Labels = {
  send_hold: { en: 'Funds held for a payment', zh: '付款冻结' },
  send_settle: { en: 'Payment paid out', zh: '付款已支付' },
  send_release: { en: 'Held funds returned', zh: '冻结资金退回' },
  top_up: { en: 'Top-up credited', zh: '充值入账' },
  fx_convert: { en: 'Currency conversion', zh: '货币兑换' },
  wallet_transfer: { en: 'Moved to the cross-border balance', zh: '转入跨境余额' },
  reversal: { en: 'Correction', zh: '冲正调整' },
  cash_in: { en: 'Cash deposit', zh: '现金存入' },
  wallet_send: { en: 'Wallet send', zh: '钱包转账' },
  wallet_send_correction: { en: 'Wallet send credited (correction)', zh: '钱包转账补记入账' },
};

export const walletWords: Labels = {
  domestic: { en: 'Domestic', zh: '境内' },
  cross_border: { en: 'Cross-border', zh: '跨境' },
  on_hold: { en: 'On hold', zh: '冻结中' },
};

/** Order kinds: -1 top-up, 0 payment, 1 move to the cross-border balance, 2 agent cash-in. */
export const orderKindWords: Labels = {
  '-1': { en: 'Top-up', zh: '充值' },
  0: { en: 'Payment', zh: '付款' },
  1: { en: 'Move to cross-border balance', zh: '转入跨境余额' },
  2: { en: 'Cash deposit', zh: '现金存入' },
};

/** Order states of SPEC §4. */
export const orderStatusWords: Labels = {
  '-2': { en: 'Awaiting review', zh: '待人工审核' },
  '-1': { en: 'Awaiting payment', zh: '待支付' },
  0: { en: 'Processing', zh: '处理中' },
  1: { en: 'Successful', zh: '成功' },
  2: { en: 'Failed', zh: '失败' },
  3: { en: 'Cancelled', zh: '已取消' },
};

/** Payment methods (pay types) and top-up channels. */
export const payTypeWords: Labels = {
  0: { en: 'Domestic Asset', zh: '境内资产' },
  2: { en: 'M-Pesa Kenya', zh: '肯尼亚 M-Pesa' },
  3: { en: 'HaloPesa', zh: 'HaloPesa' },
  5: { en: 'Airtel Money', zh: 'Airtel Money' },
  6: { en: 'Tigo Pesa', zh: 'Tigo Pesa' },
  7: { en: 'M-Pesa Tanzania', zh: '坦桑尼亚 M-Pesa' },
  100: { en: 'RTGS', zh: 'RTGS' },
  101: { en: 'Pesalink', zh: 'Pesalink' },
  102: { en: 'TISS', zh: 'TISS' },
  103: { en: 'TIPS', zh: 'TIPS' },
  200: { en: 'Offline pay', zh: '线下支付' },
  300: { en: 'Cash top-up order', zh: '现金充值订单' },
  400: { en: 'China bank account', zh: '中国境内银行账户' },
  401: { en: 'China bank account', zh: '中国境内银行账户' },
  502: { en: 'M-Pesa STK push', zh: 'M-Pesa STK 推送' },
  503: { en: 'Bank top-up', zh: '银行充值' },
  504: { en: 'Cash top-up', zh: '现金充值' },
  505: { en: 'M-Pesa Paybill', zh: 'M-Pesa Paybill 付款' },
};

/** 0 domestic, 1 cross-border. */
export const scopeWords: Labels = {
  0: { en: 'Domestic', zh: '境内' },
  1: { en: 'Cross-border', zh: '跨境' },
};

/** Operation-log event names (the "Event" column). */
export const eventWords: Record<EventType, LocalizedText> = {
  register: { en: 'Registered', zh: '注册' },
  login: { en: 'Logged in', zh: '登录' },
  logout: { en: 'Logged out', zh: '退出登录' },
  findPwd: { en: 'Password recovered', zh: '找回密码' },
  resetPwd: { en: 'Login password changed', zh: '修改登录密码' },
  resetFundPwd: { en: 'Transaction password set', zh: '设置交易密码' },
  changePhone: { en: 'Phone changed', zh: '修改手机号' },
  changeEmail: { en: 'Email changed', zh: '修改邮箱' },
  saveInfo: { en: 'Personal details updated', zh: '更新个人资料' },
  roleAdd: { en: 'Role added', zh: '新增角色' },
  roleEdit: { en: 'Role edited', zh: '编辑角色' },
  roleDelete: { en: 'Role deleted', zh: '删除角色' },
  teamAdd: { en: 'Team member added', zh: '新增团队成员' },
  teamEdit: { en: 'Team member edited', zh: '编辑团队成员' },
  teamResetPwd: { en: 'Team member password reset', zh: '重置团队成员密码' },
  teamDelete: { en: 'Team member deleted', zh: '删除团队成员' },
  payeeAdd: { en: 'Recipient added', zh: '新增收款人' },
  payeeEdit: { en: 'Recipient edited', zh: '编辑收款人' },
  payeeDelete: { en: 'Recipient deleted', zh: '删除收款人' },
  kycSave: { en: 'Verification draft saved', zh: '保存认证草稿' },
  kycSubmit: { en: 'Verification submitted', zh: '提交实名认证' },
  kycApproved: { en: 'Verification approved', zh: '实名认证通过' },
  kycRejected: { en: 'Verification rejected', zh: '实名认证被驳回' },
  vaApply: { en: 'Virtual account applied for', zh: '申请虚拟账户' },
  vaConfirmed: { en: 'Virtual account confirmed', zh: '虚拟账户已确认' },
  vaCompleted: { en: 'Virtual account opened', zh: '虚拟账户已开通' },
  exchangeAccountAdd: { en: 'Exchange account added', zh: '新增结汇账户' },
  exchangeAccountEdit: { en: 'Exchange account edited', zh: '编辑结汇账户' },
  exchangeAccountStatus: { en: 'Exchange account reviewed', zh: '结汇账户已审核' },
  exchangeAccountPayeeChange: {
    en: 'Exchange account payee change sent for review',
    zh: '结汇账户收款信息变更待审核',
  },
  exchangeAccountPayeeDecision: {
    en: 'Exchange account payee change reviewed',
    zh: '结汇账户收款信息变更已审核',
  },
  contractWorkerAdd: { en: 'Contract worker added', zh: '新增合同工' },
  contractWorkerEdit: { en: 'Contract worker edited', zh: '编辑合同工' },
  contractWorkerApproved: { en: 'Contract worker approved', zh: '合同工审核通过' },
  contractWorkerRejected: { en: 'Contract worker rejected', zh: '合同工审核未通过' },
  apiApply: { en: 'API access applied for', zh: '申请API权限' },
  apiApproved: { en: 'API access approved', zh: 'API权限审核通过' },
  apiRejected: { en: 'API access rejected', zh: 'API权限审核未通过' },
  apiEndpoints: { en: 'API notify URL and allow-list changed', zh: '修改API通知地址和白名单' },
  apiKeyRefresh: { en: 'API keys reset', zh: '重置API密钥' },
  apiSecretRead: { en: 'API secret shown', zh: '查看API密钥' },
  apiRecharge: { en: 'Suspense top-up submitted', zh: '提交备付金充值' },
  apiCashOut: { en: 'Suspense cash-out submitted', zh: '提交备付金提现' },
  apiOrderCancel: { en: 'API order cancelled', zh: '取消API订单' },
  apiSandboxTopUp: { en: 'Sandbox account topped up', zh: '沙箱账户充值' },
  webhookResend: { en: 'Webhook sent again', zh: '重新发送 Webhook' },
  accountSuspended: { en: 'Account suspended', zh: '账号已暂停' },
  accountReactivated: { en: 'Account reactivated', zh: '账号已恢复' },
  loginUnlocked: { en: 'Login lock lifted', zh: '登录锁定已解除' },
  fundPasswordUnlocked: { en: 'Transaction password lock lifted', zh: '交易密码锁定已解除' },
  approvalPolicyOn: { en: 'Approval policy on', zh: '开启审批规则' },
  approvalPolicyOff: { en: 'Approval policy off', zh: '关闭审批规则' },
  approvalApprove: { en: 'Payment approved', zh: '审批通过付款' },
  approvalReject: { en: 'Payment rejected', zh: '驳回付款' },
  approvalExpired: { en: 'Approval expired', zh: '审批超时' },
};

/** The word for a value in the requester's language, or the value itself when it has none. */
export function wordOf(
  words: Readonly<Record<string, LocalizedText>>,
  value: string | number,
  lang: 'en' | 'zh',
): string {
  return words[String(value)]?.[lang] ?? String(value);
}
