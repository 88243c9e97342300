import type { LocalizedText } from './error-codes.ts';

/**
 * Field-level messages used in -1008 replies. Schemas refer to these by key, so the server can
 * answer in the caller's language; zod's own issue codes map to the generic ones.
 */
export const validationMessages = {
  required: { en: 'This field is required', zh: '此项为必填项' },
  invalid: { en: 'This value is not valid', zh: '该值无效' },
  tooShort: { en: 'This value is too short', zh: '该值太短' },
  tooLong: { en: 'This value is too long', zh: '该值太长' },
  unknownField: { en: 'This field is not allowed', zh: '不允许此字段' },
  forbiddenCharacter: {
    en: 'This value contains a character that is not allowed',
    zh: '该值包含不允许的字符',
  },
  passwordRule: {
    en: 'Use at least 6 characters with digits, upper and lower-case letters and no spaces',
    zh: '密码至少6位，须包含数字及大小写字母，且不能有空格',
  },
  fundPasswordRule: { en: 'The transaction password is 6 digits', zh: '交易密码为6位数字' },
  teamPasswordRule: { en: 'Use 6 to 12 characters', zh: '请输入6至12位字符' },
  codeRule: { en: 'The verification code is 6 digits', zh: '验证码为6位数字' },
  emailRule: { en: 'Enter a valid email address', zh: '请输入有效的邮箱地址' },
  phoneRule: {
    en: 'Enter a valid mobile number for the chosen country',
    zh: '请输入所选国家的有效手机号码',
  },
  samePassword: {
    en: 'The new password must differ from the old one',
    zh: '新密码不能与旧密码相同',
  },
  amountRule: {
    en: "Enter an amount with at most the currency's decimal places",
    zh: '请输入金额，小数位数不超过该币种的精度',
  },
  notifyUrlRule: {
    en: 'Use an https address that is reachable from the internet (http only to localhost or 127.0.0.1, and only on a test installation)',
    zh: '请使用可从互联网访问的 https 地址（http 仅限 localhost 或 127.0.0.1，且仅限测试站点）',
  },
  ipWhitelistRule: {
    en: 'List IP addresses or CIDR ranges, separated by commas',
    zh: '请填写IP地址或CIDR网段，以逗号分隔',
  },
  amountPositive: { en: 'The amount must be greater than zero', zh: '金额必须大于零' },
  /** {min}: the channel's minimum with its currency code, e.g. "KES 10.00". */
  amountBelowMinimum: {
    en: 'The smallest amount for this payment method is {min}',
    zh: '该付款方式的最低金额为 {min}',
  },
  amountTooSmall: {
    en: 'The amount is too small to convert at the current rate',
    zh: '金额过小，按当前汇率无法兑换',
  },
  /** A cross pair (KES/TZS): its mid follows from each currency's rate against USD. */
  rateDerived: {
    en: 'This rate is derived from each currency’s rate against USD; set those instead',
    zh: '该汇率由两种货币各自对美元的汇率推算得出，请改为设置对美元汇率',
  },
  /** {cycle}: the currencies of a round of conversions that would end with more, e.g. "KES → USD → KES". */
  rateCycle: {
    en: 'These rates would let a round of conversions end with more than it started: {cycle}',
    zh: '按这些汇率，循环兑换的结果会多于本金：{cycle}',
  },
  /** {min}, {max}: basis points. */
  spreadRange: {
    en: 'The spread must be a whole number of basis points from {min} to {max}',
    zh: '点差须为 {min} 至 {max} 之间的整数基点',
  },
  accountNoOrPhone: {
    en: 'Enter the customer’s account number or mobile number, one of the two',
    zh: '请输入客户的账号或手机号（二选一）',
  },
  /** {currency}: a code, e.g. "KES". A wallet send in a currency the recipient's wallet does not take. */
  walletSendCurrency: {
    en: 'The recipient’s account cannot receive {currency}; their wallet is in another currency',
    zh: '收款人账户无法接收 {currency}，其钱包为其他币种',
  },
  /** A customer in another country than the agent: cash-in is local. */
  cashInOtherCountry: {
    en: 'This customer is registered in another country; an agent can only deposit cash for customers in its own country',
    zh: '该客户注册于其他国家，代理商只能为本国客户存入现金',
  },
  /** A role of a company or individual listing the agent's cash-in screen. */
  permissionForAgents: {
    en: 'Cash deposits for customers are for agents only and cannot be given to this account’s roles',
    zh: '为客户存入现金仅限代理商使用，不能授予本账户的角色',
  },
  /** A member saving a role with a name its own role does not hold (docs/permissions.md). */
  permissionNotHeld: {
    en: 'You can only give a role permissions that your own role holds',
    zh: '您只能授予角色您自己的角色所拥有的权限',
  },
  /** A member saving a role with role or team management. */
  permissionAdministration: {
    en: 'Only the main account can give role or team management',
    zh: '只有主账号可以授予角色管理或团队管理权限',
  },
  /** A member giving another member a role beyond its own reach. */
  roleNotGrantable: {
    en: 'You can only assign a role whose permissions you hold yourself, without role or team management',
    zh: '您只能分配权限均在您自己权限范围内、且不含角色管理或团队管理的角色',
  },
  /** The currency is not the agent's national currency. */
  cashInCurrency: {
    en: 'Cash can only be deposited in your country’s currency',
    zh: '只能以本国货币存入现金',
  },
  snRule: {
    en: 'The order number is 6 to 64 letters, digits, - or _',
    zh: '订单号为6至64位字母、数字、-或_',
  },
  /** /order/create to a payee whose name check is NO_MATCH, without the sender's confirmation. */
  nameCheckUnconfirmed: {
    en: 'The name does not match the one registered for this number or account; confirm that you want to pay anyway',
    zh: '收款人姓名与该号码或账户登记的姓名不一致，请确认仍要付款',
  },
  /** /order/create with notifyRecipient to a payee that has no mobile number. */
  recipientNoPhone: {
    en: 'This recipient has no mobile number to send an SMS to',
    zh: '该收款人没有可接收短信的手机号',
  },
  /** /notify/settings/save turning a security kind's SMS or email off (docs/notifications.md). */
  securityAlwaysOn: {
    en: 'Security messages cannot be turned off',
    zh: '安全提醒无法关闭',
  },
  requiredCrossBorder: {
    en: 'Required for a cross-border payment',
    zh: '跨境付款必须填写此项',
  },
  amountTooLarge: {
    en: 'The amount is larger than we can handle',
    zh: '金额超出可处理的范围',
  },
  belowMinimum: {
    en: 'The maximum must not be below the minimum',
    zh: '最大值不能小于最小值',
  },
  titleTaken: {
    en: 'Another item of this kind already has this title',
    zh: '同类条目中已有此标题',
  },
  endBeforeBegin: { en: 'The end must be after the start', zh: '结束时间须晚于开始时间' },
  tooManyRows: {
    en: 'Too many rows for one export: narrow the date range or filters',
    zh: '一次导出的行数过多，请缩小日期范围或筛选条件',
  },
  sameValue: { en: 'The new value must differ from the current one', zh: '新值不能与当前值相同' },
  fileType: {
    en: 'Only JPEG, PNG, WebP or PDF files can be uploaded',
    zh: '仅支持上传 JPEG、PNG、WebP 或 PDF 文件',
  },
  fileTooLarge: { en: 'The file is larger than the upload limit', zh: '文件大小超过上传限制' },
  ibanRule: { en: 'Enter a valid IBAN', zh: '请输入有效的 IBAN 账号' },
  swiftRule: { en: 'Enter a valid SWIFT/BIC code', zh: '请输入有效的 SWIFT/BIC 代码' },
  bankNoRule: { en: 'Enter a valid bank account number', zh: '请输入有效的银行账号' },
  bankCodeUnknown: { en: 'Choose a bank from the list', zh: '请从列表中选择银行' },
  chineseRequired: {
    en: 'CNY account details must be filled in Chinese',
    zh: '人民币账户信息须使用中文填写',
  },
  cnBankCardRule: {
    en: 'A Chinese bank card or account number has 12 to 19 digits',
    zh: '中国银行卡号或账号为12至19位数字',
  },
  accountNoRule: { en: 'Enter a valid 10-digit account number', zh: '请输入有效的10位账号' },
  payTypeNotOffered: {
    en: 'This payment method is not offered for the chosen country',
    zh: '所选国家不支持该收款方式',
  },
  railOff: {
    en: 'This payment method is not available at the moment',
    zh: '该支付方式暂不可用',
  },
  currencyMismatch: {
    en: 'This currency does not match the payment method',
    zh: '该币种与收款方式不符',
  },
  avatarImage: {
    en: 'The avatar must be a JPEG, PNG or WebP image',
    zh: '头像须为 JPEG、PNG 或 WebP 图片',
  },
  fileNotOwned: {
    en: 'This file was not found in your account; please upload it again',
    zh: '您的账户中没有此文件，请重新上传',
  },
  agreementRequired: {
    en: 'Please read and agree to the user agreement',
    zh: '请阅读并同意用户协议',
  },
  scopeMismatch: {
    en: 'This payment method belongs to the other service scope',
    zh: '该收款方式不属于所选业务范围',
  },
  exchangeAccountNotApproved: {
    en: 'This settlement account is not approved for payouts yet',
    zh: '该结汇账户尚未通过付款审核',
  },
  contractWorkerNotApproved: {
    en: 'This contract worker has not been approved yet; a send may name them once we have approved them',
    zh: '该合同工尚未通过审核，审核通过后才能在付款中选择',
  },
  /** {max}: the largest sandbox top-up with its currency code, e.g. "KES 1,000,000.00". */
  sandboxTopUpMax: {
    en: 'A sandbox top-up is at most {max}',
    zh: '沙箱充值单笔最多 {max}',
  },
  /** Approval policies (docs/permissions.md, "Approvals"). */
  approvalTooFewApprovers: {
    en: 'Not enough approvers: every payment needs approvers other than the person who made it. Give the approve permission to more team members first',
    zh: '审批人不足：每笔付款都需要由发起人以外的审批人审批，请先为更多团队成员分配审批权限',
  },
  approvalNoThresholds: {
    en: 'Add an amount for at least one currency',
    zh: '请至少为一个币种设置金额',
  },
  approvalDuplicateCurrency: {
    en: 'Each currency may appear only once',
    zh: '每个币种只能设置一次',
  },
  approvalApiBatchesNoApprover: {
    en: 'API batches are made by the main account, so a team member other than the main account must hold the approve permission first',
    zh: 'API 批量付款由主账户发起，请先为主账户以外的团队成员分配审批权限',
  },
  /** Bulk payment files (issue 31). {max}: the row limit; {row}: an earlier row's number. */
  batchFileUnreadable: {
    en: 'This file cannot be read: upload the template saved as CSV or XLSX',
    zh: '无法读取该文件：请上传按模板保存的 CSV 或 XLSX 文件',
  },
  batchNoColumns: {
    en: 'No column of the template was found in the first row',
    zh: '第一行中没有找到模板的任何列',
  },
  batchNoRows: { en: 'The file has no payment rows', zh: '文件中没有付款行' },
  batchTooManyRows: {
    en: 'A file may have at most {max} rows',
    zh: '一个文件最多 {max} 行',
  },
  batchDuplicate: {
    en: 'Same recipient and amount as row {row}',
    zh: '与第 {row} 行的收款人和金额相同',
  },
  batchUnusualAmount: {
    en: 'Far above what this recipient is usually paid ({usual})',
    zh: '远高于该收款人通常收到的金额（{usual}）',
  },
  batchNameNoMatch: {
    en: 'The name does not match the one registered for this number',
    zh: '该姓名与此号码登记的姓名不符',
  },
  batchNameClose: {
    en: 'Registered as {name}',
    zh: '登记姓名为 {name}',
  },
  batchPayTypeUnknown: {
    en: 'Not a payment method a file can pay',
    zh: '文件付款不支持该付款方式',
  },
  batchKycLimit: {
    en: 'Above what an unverified account may send: verify the account first',
    zh: '超过未认证账户的付款限额：请先完成账户认证',
  },
  batchCurrencyUnknown: { en: 'Unknown currency code', zh: '未知的币种代码' },
  batchCrossBorder: {
    en: 'A cross-border payment needs its documents: send it with the send wizard',
    zh: '跨境付款需要提供资料文件：请通过付款向导发送',
  },
  statementRangeOrder: {
    en: 'The end must come after the start',
    zh: '结束时间须晚于开始时间',
  },
  statementRangeTooLong: {
    en: 'One statement covers at most a year: shorten the date range',
    zh: '一份对账单最多涵盖一年，请缩短日期范围',
  },
  documentCodeRule: {
    en: 'Enter the 20-character code printed on the document',
    zh: '请输入文件上印的20位验证码',
  },
  documentCodeUnknown: {
    en: 'No genuine document has this code, or it is more than a year old',
    zh: '没有使用此验证码的真实文件，或该文件已超过一年',
  },
  receiptNotFinal: {
    en: 'A receipt is issued once the order is completed, failed or cancelled',
    zh: '订单完成、失败或取消后才会出具收据',
  },
} satisfies Record<string, LocalizedText>;

export type ValidationMessageKey = keyof typeof validationMessages;
