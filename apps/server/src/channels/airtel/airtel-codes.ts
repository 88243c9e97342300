/**
 * What each Airtel Money code means for an order (docs/rails.md "Airtel Money"):
 * - success / failed: final;
 * - pending: accepted, the result comes later (callback or enquiry);
 * - ambiguous: nobody can tell yet whether money moved, so the transaction is enquired, never
 *   guessed (ESB000001, ROUTER117, HTTP 408 and 5xx are of this kind);
 * - duplicate: our transaction id is already known to Airtel: an earlier try of this very request
 *   reached it, so it is enquired like an ambiguous answer.
 * Every message is in English and Chinese: the order's fail reason is shown to both readers.
 */
export type AirtelVerdict = 'success' | 'failed' | 'pending' | 'ambiguous' | 'duplicate';

export interface AirtelCode {
  verdict: AirtelVerdict;
  en: string;
  zh: string;
}

const code = (verdict: AirtelVerdict, en: string, zh: string): AirtelCode => ({ verdict, en, zh });

/**
 * The last three digits of the DP008… (collections) and DP009… (disbursements) response codes.
 * The collection table is documented; the disbursement family shares it by suffix (001 success,
 * 006 in process, 000 ambiguous are captured; the failure suffixes are inferred from DP008).
 */
const DP_SUFFIX: Readonly<Record<string, AirtelCode>> = {
  '000': code('ambiguous', 'Still processing at Airtel', 'Airtel 仍在处理'),
  '001': code('success', 'Transaction successful', '交易成功'),
  '002': code('failed', 'Incorrect PIN', 'PIN 码错误'),
  '003': code('failed', 'Exceeds the withdrawal limit', '超出取款限额'),
  '004': code('failed', 'Invalid amount (below the minimum)', '金额无效（低于最低金额）'),
  '005': code(
    'failed',
    'Invalid transaction, or the customer did not enter the PIN',
    '交易无效，或客户未输入 PIN 码',
  ),
  '006': code('pending', 'In process at Airtel', 'Airtel 处理中'),
  '007': code('failed', 'Not enough balance', '余额不足'),
  '008': code('failed', 'Refused by Airtel', '被 Airtel 拒绝'),
  '009': code('failed', 'Do not honor', '不予受理'),
  '010': code(
    'failed',
    'Transaction not permitted to the payee (barred or not registered)',
    '收款人不允许此交易（被禁用或未注册）',
  ),
  '024': code(
    'failed',
    'Transaction timed out: the customer did not answer',
    '交易超时：客户未响应',
  ),
  '025': code('ambiguous', 'Transaction not found at Airtel yet', 'Airtel 暂未找到该交易'),
  '026': code('failed', 'Forbidden: the signature did not match', '禁止：签名与内容不符'),
  '029': code('failed', 'Transaction expired', '交易已过期'),
};

/** Product-level result codes (ESB…). */
const ESB: Readonly<Record<string, AirtelCode>> = {
  ESB000001: code('ambiguous', 'Something went wrong at Airtel', 'Airtel 出现错误'),
  ESB000004: code('ambiguous', 'Error while initiating the payment', '发起支付时出错'),
  ESB000008: code('failed', 'Field validation failed', '字段校验失败'),
  ESB000010: code('success', 'Success', '成功'),
  ESB000011: code('failed', 'Failed', '失败'),
  ESB000014: code('ambiguous', 'Error fetching the status', '获取状态出错'),
  ESB000033: code('failed', 'Invalid mobile number length', '手机号码长度无效'),
  ESB000034: code('failed', 'Invalid country', '国家无效'),
  ESB000035: code('failed', 'Invalid currency', '币种无效'),
  ESB000036: code('failed', 'Invalid mobile number length or prefix', '手机号码长度或开头无效'),
  ESB000039: code('failed', 'Airtel is not configured for this country', 'Airtel 未为此国家开通'),
  ESB000041: code('duplicate', 'Transaction id already exists', '交易编号已存在'),
  ESB000045: code('ambiguous', 'No transaction found with this id', '未找到此编号的交易'),
};

/** Router-level codes (ROUTER…). */
const ROUTER: Readonly<Record<string, AirtelCode>> = {
  ROUTER001: code('failed', 'Wallet not configured', '钱包未配置'),
  ROUTER003: code('failed', 'Missing header or body parameters', '缺少请求头或请求体参数'),
  ROUTER005: code('failed', 'Country route not configured', '国家路由未配置'),
  ROUTER006: code('failed', 'Invalid country', '国家无效'),
  ROUTER007: code('failed', 'Not authorised for this country', '无权在此国家交易'),
  ROUTER112: code('failed', 'Invalid currency', '币种无效'),
  ROUTER114: code('ambiguous', 'Error validating the PIN', '校验 PIN 码出错'),
  ROUTER115: code('failed', 'Incorrect PIN', 'PIN 码错误'),
  ROUTER116: code('failed', 'Incorrect encrypted PIN', '加密 PIN 码错误'),
  ROUTER117: code('ambiguous', 'Request timed out at Airtel', 'Airtel 请求超时'),
  ROUTER119: code('failed', 'Invalid or missing currency', '币种无效或缺失'),
};

/** Transaction statuses of enquiries, callbacks and disbursement answers. */
const STATUS: Readonly<Record<string, AirtelCode>> = {
  TS: code('success', 'Transaction successful', '交易成功'),
  TF: code('failed', 'Transaction failed', '交易失败'),
  TA: code('ambiguous', 'Transaction ambiguous at Airtel', 'Airtel 交易状态不明'),
  TIP: code('pending', 'Transaction in progress', '交易处理中'),
  TE: code('failed', 'Transaction expired', '交易已过期'),
};

/** An unknown code: nothing is concluded from it, the transaction is enquired. */
const UNKNOWN = code('ambiguous', 'Unrecognised answer from Airtel', '无法识别的 Airtel 答复');

/** The meaning of any Airtel code: DP008/DP009 response codes, ESB, ROUTER or a status. */
export function airtelCode(value: string | undefined | null): AirtelCode {
  if (!value) return UNKNOWN;
  const dp = /^DP00[89]000010(\d{2})$/.exec(value);
  if (dp) return DP_SUFFIX[`0${dp[1]}`] ?? UNKNOWN;
  return ESB[value] ?? ROUTER[value] ?? STATUS[value] ?? UNKNOWN;
}

/** Our own refusal of a payout when AIRTEL_PIN is unset: Airtel would refuse it without a PIN. */
export const PAYOUTS_NOT_SET_UP = code(
  'failed',
  'Airtel Money payouts are not set up yet (no disbursement PIN)',
  'Airtel Money 付款尚未开通（未配置付款钱包 PIN）',
);

/** What an order's history says after the code: its meaning in both languages. */
export function bilingual(meaning: AirtelCode): string {
  return `${meaning.en} / ${meaning.zh}`;
}

/** Every documented code, for the tests and the simulator. */
export const AIRTEL_CODES = {
  collectionResponse: Object.keys(DP_SUFFIX).map((suffix) => `DP00800001${suffix}`),
  disbursementResponse: Object.keys(DP_SUFFIX).map((suffix) => `DP00900001${suffix}`),
  result: Object.keys(ESB),
  router: Object.keys(ROUTER),
  status: Object.keys(STATUS),
} as const;
