/**
 * The error catalogue of SPEC §8, in both languages. The server answers every business outcome
 * with one of these codes (HTTP 200) and the message in the caller's language.
 */
export const ErrorCode = {
  OK: 200,
  NO_PERMISSION: 1000,
  NOT_LOGGED_IN: -1001,
  ACCOUNT_NOT_FOUND: -1002,
  ACCOUNT_EXISTS: -1003,
  WRONG_PASSWORD: -1004,
  CODE_NOT_FOUND: -1005,
  CODE_WRONG: -1006,
  DATA_NOT_FOUND: -1007,
  PARAMETER_ERROR: -1008,
  USER_NOT_FOUND: -1009,
  CANNOT_BE_SELF: -1010,
  COUNTRY_EMPTY: -1011,
  COUNTRY_NOT_FOUND: -1012,
  INSUFFICIENT_DOMESTIC: -1013,
  INSUFFICIENT_ASSET: -1014,
  PHONE_EMPTY: -1015,
  RATE_NOT_CONFIGURED: -1016,
  BENEFICIARY_NOT_FOUND: -1017,
  ORDER_STATUS: -1019,
  PAYOUT_CURRENCY_NOT_FOUND: -1020,
  CURRENCY_NOT_FOUND: -1021,
  FUND_PASSWORD_NOT_SET: -1022,
  FUND_PASSWORD_WRONG: -1023,
  CODE_TOO_FREQUENT: -1026,
  WRONG_OLD_PASSWORD: -1033,
  /** An operator suspended the account: no sign-in, no call, no money moves (docs/operator-console.md). */
  ACCOUNT_SUSPENDED: -1034,
  REPEATED_REQUEST: -1059,
  // The merchant API (/open/v1) and the API service: one code per reason a call is refused.
  API_KEY_UNKNOWN: -1101,
  API_TIMESTAMP_OUT_OF_WINDOW: -1102,
  API_NONCE_REUSED: -1103,
  API_SIGNATURE_INVALID: -1104,
  API_KEY_NOT_ACTIVE: -1105,
  API_IP_NOT_ALLOWED: -1106,
  API_ORDER_NO_CONFLICT: -1107,
  API_ACCESS_NOT_APPROVED: -1108,
  API_TRANSFER_NOT_ALLOWED: -1109,
  SYSTEM_ERROR: 500,
  DUPLICATE_SUBMIT: 601,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface LocalizedText {
  en: string;
  zh: string;
}

export const errorMessages: Record<ErrorCodeValue, LocalizedText> = {
  200: { en: 'Success', zh: '操作成功' },
  1000: { en: 'No operation permission', zh: '没有操作权限' },
  [-1001]: { en: 'Not logged in or login expired', zh: '未登录或登录已过期' },
  [-1002]: { en: 'Account does not exist', zh: '账号不存在' },
  [-1003]: { en: 'Account already exists', zh: '账号已存在' },
  [-1004]: { en: 'Wrong account password', zh: '账号或密码错误' },
  [-1005]: { en: 'code does not exist', zh: '验证码不存在' },
  [-1006]: { en: 'Error in verification code', zh: '验证码错误' },
  [-1007]: { en: 'Data does not exist', zh: '数据不存在' },
  [-1008]: { en: 'Parameter error', zh: '参数错误' },
  [-1009]: { en: 'User does not exist', zh: '用户不存在' },
  [-1010]: { en: 'The user cannot be himself', zh: '用户不能是自己' },
  [-1011]: { en: 'Country cannot be empty', zh: '国家不能为空' },
  [-1012]: { en: 'Country does not exist', zh: '国家不存在' },
  [-1013]: { en: 'Insufficient Domestic balance', zh: '境内余额不足' },
  [-1014]: { en: 'Insufficient asset balance', zh: '资产余额不足' },
  [-1015]: { en: 'Mobile phone number cannot be empty', zh: '手机号不能为空' },
  [-1016]: { en: 'Currency exchange rate not configured', zh: '币种汇率未配置' },
  [-1017]: { en: 'Beneficiary does not exist', zh: '收款人不存在' },
  [-1019]: { en: 'Order status cannot be operated', zh: '订单状态不可操作' },
  [-1020]: { en: 'Pay out currency does not exist', zh: '付款币种不存在' },
  [-1021]: { en: 'The currency does not exist', zh: '币种不存在' },
  [-1022]: { en: 'Transaction password is not set', zh: '未设置交易密码' },
  [-1023]: { en: 'Incorrect transaction password', zh: '交易密码错误' },
  [-1026]: { en: 'Frequent verification code, retry later', zh: '验证码发送过于频繁，请稍后再试' },
  [-1033]: { en: 'Wrong old password', zh: '旧密码错误' },
  [-1034]: {
    en: 'This account is suspended. Please contact support',
    zh: '该账号已被暂停使用，请联系客服',
  },
  [-1059]: {
    en: 'Repeated request: this order number was used in the last 5 minutes',
    zh: '重复请求：该订单号在5分钟内已提交',
  },
  [-1101]: {
    en: 'Missing or unknown access key (X-Access-Key)',
    zh: '缺少或未知的访问密钥（X-Access-Key）',
  },
  [-1102]: {
    en: 'X-Timestamp is missing or more than 300 seconds from server time',
    zh: 'X-Timestamp 缺失或与服务器时间相差超过300秒',
  },
  [-1103]: {
    en: 'X-Nonce is missing or was already used',
    zh: 'X-Nonce 缺失或已被使用',
  },
  [-1104]: { en: 'The signature does not match the request', zh: '签名与请求不符' },
  [-1105]: {
    en: 'This access key is not active: access not approved, or the key was reset',
    zh: '该访问密钥未生效：API权限未通过审核或密钥已重置',
  },
  [-1106]: {
    en: 'The calling address is not on this API account’s IP allow-list',
    zh: '调用地址不在该API账户的IP白名单内',
  },
  [-1107]: {
    en: 'This merchantOrderNo was already used with a different request',
    zh: '该商户订单号已用于不同的请求',
  },
  [-1108]: { en: 'API access is not approved', zh: 'API权限未通过审核' },
  [-1109]: {
    en: 'Money cannot move between these two accounts',
    zh: '这两个账户之间不能划转资金',
  },
  500: { en: 'System Error', zh: '系统错误' },
  601: {
    en: 'Data is being processed, please do not resubmit',
    zh: '数据正在处理，请勿重复提交',
  },
};
