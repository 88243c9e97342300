import type { LocalizedText } from '@pesa/contract';

/** Messages the server writes itself (beyond the SPEC §8 catalogue), in both languages. */
export const serverMessages = {
  tooManyAttempts: {
    en: 'Too many attempts, please try again later',
    zh: '尝试次数过多，请稍后再试',
  },
  databaseUnreachable: {
    en: 'The service is unavailable: its database does not answer',
    zh: '服务暂不可用：数据库无响应',
  },
  accountLocked: {
    en: 'Too many failed logins; this account is locked for a while',
    zh: '登录失败次数过多，账号已被暂时锁定',
  },
  passwordLocked: {
    en: 'Too many wrong passwords; this account is locked for a while',
    zh: '密码错误次数过多，账号已被暂时锁定',
  },
  accountDisabled: { en: 'This account is disabled', zh: '该账号已被停用' },
  lastAdmin: {
    en: 'The last active admin cannot be disabled or given another role',
    zh: '最后一名在用的管理员不能被停用或更改角色',
  },
  /** A merchant API batch item whose merchantOrderNo an earlier item of the batch uses. */
  batchOrderNoRepeated: {
    en: 'An earlier item of this batch has the same merchantOrderNo',
    zh: '本批次中前面的条目已使用相同的 merchantOrderNo',
  },
  /** A merchant API batch number used before with a different body. */
  batchNoConflict: {
    en: 'This merchantBatchNo was already used for a different batch',
    zh: '该 merchantBatchNo 已用于另一个不同的批次',
  },
  totpCodeWrong: {
    en: 'The authenticator code is wrong or was already used; wait for the next one',
    zh: '验证器动态码错误或已使用，请等待下一个动态码',
  },
  /** A console decision on an order that no longer waits for one (data: its status now). */
  orderAlreadyDecided: {
    en: 'This order has already been decided by another operator (or cancelled by the customer); nothing was changed',
    zh: '该订单已由其他操作员处理（或已被客户取消），本次操作未做任何更改',
  },
  operatorRoleForbidden: {
    en: 'Your operator role does not allow this',
    zh: '您的操作员角色无权执行此操作',
  },
  /** {seconds}: whole seconds until a new code may be asked. */
  codeTooFrequent: {
    en: 'A code was sent less than a minute ago. You can ask for a new one in {seconds} s',
    zh: '验证码发送过于频繁，请 {seconds} 秒后再获取',
  },
  codeExpired: {
    en: 'The verification code has expired, please request a new one',
    zh: '验证码已过期，请重新获取',
  },
  /** A member editing or deleting the role it holds (docs/permissions.md, "Who may change roles"). */
  ownRole: {
    en: 'You cannot change or delete your own role; ask the main account',
    zh: '您不能修改或删除自己所属的角色，请联系主账号',
  },
  roleBeyondReach: {
    en: 'This role holds permissions you cannot give; only the main account can change it',
    zh: '该角色包含您无权授予的权限，只有主账号可以修改',
  },
  memberBeyondReach: {
    en: 'This team member’s role holds permissions you cannot give; only the main account can manage them',
    zh: '该团队成员的角色包含您无权授予的权限，只有主账号可以管理该成员',
  },
  fundPasswordLocked: {
    en: 'Too many wrong transaction passwords; payments are locked for 30 minutes',
    zh: '交易密码错误次数过多，付款功能已锁定30分钟',
  },
  fundPasswordTriesLeft: {
    en: 'Incorrect transaction password; {left} tries left before payments are locked for 30 minutes',
    zh: '交易密码错误，还可再试{left}次，之后付款功能将锁定30分钟',
  },
  fundPasswordOneTryLeft: {
    en: 'Incorrect transaction password; 1 try left before payments are locked for 30 minutes',
    zh: '交易密码错误，还可再试1次，之后付款功能将锁定30分钟',
  },
  /** Approvals (docs/permissions.md, "Approvals"). */
  approvalOwnPayment: {
    en: 'Nobody approves their own payment: another approver must decide it',
    zh: '任何人都不能审批自己发起的付款，须由其他审批人决定',
  },
  approvalAlreadyGiven: {
    en: 'You have approved this payment already: the next approval must come from someone else',
    zh: '您已审批过这笔付款，下一次审批须由其他人完成',
  },
  approvalMainAccountOnly: {
    en: 'Only the main account sets the approval policy',
    zh: '只有主账号可以设置审批规则',
  },
  insufficientCrossBorder: { en: 'Insufficient cross-border balance', zh: '跨境余额不足' },
  quoteExpired: { en: 'The quote has expired, please get a new one', zh: '报价已过期，请重新获取' },
  payTypeNotOffered: {
    en: 'This payment method is not offered for this country and currency',
    zh: '该国家和币种不支持此付款方式',
  },
  /** A rail switched off on this server (docs/rails.md "Real, simulated or off"). */
  railOff: {
    en: 'This payment method is not available at the moment; please choose another',
    zh: '该支付方式暂不可用，请选择其他方式',
  },
  coinNotSupported: {
    en: 'Deposits of this coin are not supported',
    zh: '不支持该币种的充值',
  },
  /** An agent's cash-in before its KYB is approved (docs/identity.md "Agents"). */
  agentKybRequired: {
    en: 'Cash deposits open once your agent verification (KYB) is approved',
    zh: '代理商认证（KYB）审核通过后方可办理现金存入',
  },
  /** {limit} and {remaining}: USD amounts. The customer's unverified allowance, told to the agent. */
  cashInCustomerLimit: {
    en: 'This customer has not completed identity verification (KYC), so their account can take in at most {limit} in this period; {remaining} remains',
    zh: '该客户尚未完成身份认证（KYC），其账户在此期间最多可入账 {limit}，剩余 {remaining}',
  },
  cashInAgentsOnly: {
    en: 'Only agent accounts can deposit cash for customers',
    zh: '只有代理商账户可以为客户存入现金',
  },
  /** A wallet send (pay type 0) to an account number nobody holds (docs/money.md "Wallet sends"). */
  walletRecipientUnknown: {
    en: 'No customer account has this account number; check the recipient',
    zh: '没有使用该账号的客户账户，请核对收款人',
  },
  walletRecipientSuspended: {
    en: 'The recipient’s account is suspended and cannot receive money',
    zh: '收款人账户已被暂停使用，无法收款',
  },
  walletRecipientClosed: {
    en: 'The recipient’s account is closed and cannot receive money',
    zh: '收款人账户已关闭，无法收款',
  },
  kycRequired: {
    en: 'Please complete identity verification (KYC/KYB) before making payments of this size',
    zh: '请先完成身份认证（KYC/KYB）后再进行此金额的交易',
  },
  /** {limit} and {remaining}: USD amounts as the screens write money, e.g. "USD 200.00". */
  /** {allowed}, {dayLeft}, {dayLimit}, {monthLeft}, {monthLimit}: USD amounts. */
  kycAllowanceLeft: {
    en: 'Until identity verification (KYC/KYB) is approved, this account can move up to {allowed} now. Left: {dayLeft} of {dayLimit} for 24 hours, {monthLeft} of {monthLimit} for 30 days',
    zh: '身份认证（KYC/KYB）通过前，该账户现在最多可交易 {allowed}。剩余额度：24小时 {dayLeft}（共 {dayLimit}），30天 {monthLeft}（共 {monthLimit}）',
  },
  kycSecondReviewer: {
    en: 'A company application needs its final approval from a second operator',
    zh: '企业认证须由另一位审核员完成最终审批',
  },
  /** A queue decision that another operator (or an earlier call) already took: nothing changed. */
  alreadyDecided: {
    en: 'Another operator has already decided this; nothing was changed',
    zh: '其他操作员已处理此项，本次操作未做任何更改',
  },
  notFound: { en: 'Not Found', zh: '接口不存在' },
  payloadTooLarge: { en: 'The request is too large', zh: '请求内容过大' },
  /** The caps on webhook resends (docs/api-service.md, "The delivery log"). */
  webhookResendEventCap: {
    en: 'This event has already been resent {max} times and cannot be resent again',
    zh: '该事件已重发 {max} 次，不能再次重发',
  },
  webhookResendHourlyCap: {
    en: 'At most {max} webhook resends an hour; please try again later',
    zh: '每小时最多重发 {max} 次 Webhook，请稍后再试',
  },
  /** Recipient delete and member order reach (docs/permissions.md). */
  payeeInUse: {
    en: 'This recipient is used by an order or bulk payment file that has not finished; delete it once they are done',
    zh: '该收款人正被未完成的订单或批量付款文件使用，请在其完成后再删除',
  },
  orderNotYours: {
    en: 'You can only see the orders you made; ask the main account for the order page to see the others',
    zh: '您只能查看自己创建的订单；如需查看其他订单，请联系主账户为您分配订单页面权限',
  },
  /** Name checks are counted per account, so that nobody can collect names with them. */
  payeeCheckLimit: {
    en: 'At most {max} name checks an hour; please try again later',
    zh: '每小时最多核对 {max} 次收款人姓名，请稍后再试',
  },
  /** /open/v1 reads JSON only (HTTP 415), so the signature always covers the body's bytes. */
  unsupportedMediaType: {
    en: 'Send the body as JSON, with Content-Type: application/json',
    zh: '请以 JSON 格式发送请求体，并设置 Content-Type: application/json',
  },
  emailNotSet: { en: 'No email address is linked to this account', zh: '该账号未绑定邮箱' },
  fileTooLarge: {
    en: 'The file is too large; please upload a smaller file',
    zh: '文件过大，请上传更小的文件',
  },
  fileType: {
    en: 'Only JPEG, PNG, WebP or PDF files can be uploaded',
    zh: '仅支持上传 JPEG、PNG、WebP 或 PDF 文件',
  },
  fileLinkInvalid: {
    en: 'This file link is invalid or has expired',
    zh: '文件链接无效或已过期',
  },
  darajaOff: {
    en: 'M-Pesa Daraja is not switched on for this server',
    zh: '本服务器未启用 M-Pesa Daraja 通道',
  },
  unmatchedPaymentNotFound: {
    en: 'No unmatched Paybill payment has this transaction ID',
    zh: '没有该交易号的未匹配 Paybill 付款',
  },
  reversalRepeated: {
    en: 'This payment is already being reversed or has been reversed',
    zh: '该笔付款正在冲正或已冲正',
  },
  stalledPayoutNotFound: {
    en: 'No M-Pesa payout with this ConversationID is waiting for an operator',
    zh: '没有该 ConversationID 的 M-Pesa 付款在等待运营人员处理',
  },
  reversalRefused: {
    en: 'M-Pesa did not accept the reversal; nothing was recorded, please try again later',
    zh: 'M-Pesa 未接受冲正请求，未作记录，请稍后重试',
  },
  apiAccessApproved: {
    en: 'API access is already approved; the application can no longer be changed',
    zh: 'API权限已审核通过，申请资料不能再修改',
  },
  apiKybRequired: {
    en: "The company's KYB verification must be approved before its API access can be approved",
    zh: '企业认证（KYB）通过后才能审核通过其API权限',
  },
  customerAlreadySuspended: { en: 'This account is already suspended', zh: '该账号已处于暂停状态' },
  customerNotSuspended: { en: 'This account is not suspended', zh: '该账号未被暂停' },
} satisfies Record<string, LocalizedText>;

export type ServerMessageKey = keyof typeof serverMessages;

/** Text of the SMS or email that carries a verification code. */
export function codeMessage(code: string, scene: string, lang: 'en' | 'zh'): string {
  const purpose: Record<string, LocalizedText> = {
    register: { en: 'to create your account', zh: '用于注册账号' },
    login: { en: 'to sign in', zh: '用于登录' },
    findPwd: { en: 'to reset your password', zh: '用于找回密码' },
    changePhone: { en: 'to change your phone number', zh: '用于更换手机号' },
    changeEmail: { en: 'to change your email', zh: '用于更换邮箱' },
    fundPwd: { en: 'to set your transaction password', zh: '用于设置交易密码' },
    verifyContact: {
      en: 'to confirm a change of your phone or email',
      zh: '用于确认更换手机号或邮箱',
    },
  };
  const why = purpose[scene]?.[lang] ?? '';
  return lang === 'zh'
    ? `【PesaBridge】您的验证码是 ${code}，${why}，5分钟内有效。请勿告诉他人。`
    : `PesaBridge: your code is ${code} ${why}. It expires in 5 minutes. Never share it.`;
}

/** The header row of the API order export (/user/userApi/orders/export), per column. */
export const apiOrderCsvColumns = {
  sn: { en: 'Order number', zh: '订单号' },
  merchantOrderNo: { en: 'Merchant order number', zh: '商户订单号' },
  kind: { en: 'Type', zh: '类型' },
  status: { en: 'Status', zh: '状态' },
  payoutStatus: { en: 'Payout status', zh: '代付状态' },
  payType: { en: 'Payment method', zh: '支付方式' },
  currencyCode: { en: 'Currency', zh: '币种' },
  amount: { en: 'Amount', zh: '金额' },
  feeAmount: { en: 'Fee', zh: '手续费' },
  taxFee: { en: 'Tax', zh: '税费' },
  fromAccountType: { en: 'From account', zh: '转出账户' },
  toAccountType: { en: 'To account', zh: '转入账户' },
  recipient: { en: 'Recipient account', zh: '收款账号' },
  recipientName: { en: 'Recipient name', zh: '收款人' },
  oppoAccountId: { en: 'Payer account', zh: '付款账号' },
  oppoAccountName: { en: 'Payer name', zh: '付款人' },
  oppoBankName: { en: 'Payer bank', zh: '付款银行' },
  paymentChannel: { en: 'Payment channel', zh: '支付渠道' },
  transactionNarrative: { en: 'Narrative', zh: '交易附言' },
  externalTxId: { en: 'External transaction ID', zh: '外部交易号' },
  remark: { en: 'Remark', zh: '备注' },
  failReason: { en: 'Failure reason', zh: '失败原因' },
  createTime: { en: 'Created (UTC)', zh: '创建时间（UTC）' },
  updateTime: { en: 'Updated (UTC)', zh: '更新时间（UTC）' },
} satisfies Record<string, LocalizedText>;

/** The email a contact-form message becomes in the support inbox (POST /common/contact). */
export const contactMailTexts = {
  subject: { en: 'Contact form: {topic}, from {name}', zh: '联系表单：{topic}，来自 {name}' },
  name: { en: 'Name', zh: '姓名' },
  email: { en: 'Email', zh: '邮箱' },
  phone: { en: 'Phone', zh: '电话' },
  topic: { en: 'Topic', zh: '主题' },
  language: { en: 'Site language', zh: '网站语言' },
  notGiven: { en: '(not given)', zh: '（未填写）' },
  topics: {
    account: { en: 'Account and sign-in', zh: '账户与登录' },
    payment: { en: 'A payment or top-up', zh: '付款或充值' },
    api: { en: 'Developer API', zh: '开发者 API' },
    other: { en: 'Something else', zh: '其他' },
  },
} as const;
