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
  REPEATED_REQUEST: -1059,
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
  [-1022]: { en: 'Fund password is not set', zh: '未设置交易密码' },
  [-1023]: { en: 'Incorrect fund password', zh: '交易密码错误' },
  [-1026]: { en: 'Frequent verification code, retry later', zh: '验证码发送过于频繁，请稍后再试' },
  [-1033]: { en: 'Wrong old password', zh: '旧密码错误' },
  [-1059]: {
    en: 'Repeated request: this order number was used in the last 5 minutes',
    zh: '重复请求：该订单号在5分钟内已提交',
  },
  500: { en: 'System Error', zh: '系统错误' },
  601: {
    en: 'Data is being processed, please do not resubmit',
    zh: '数据正在处理，请勿重复提交',
  },
};
