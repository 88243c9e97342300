/**
 * What each Vodacom OpenAPI response code means for an order (RAILS-MOBILE-MONEY §1.4-1.10):
 * - success: the transaction went through;
 * - failed: it certainly did not (a refusal or a business failure), with a reason in both
 *   languages;
 * - ambiguous: it may or may not have gone through (internal error, timeout, a duplicate of our
 *   own reference): the status query decides, never a guess;
 * - session: the session key was refused or ran out: a new session, then the same call again.
 * A code the table does not know is ambiguous.
 */
export type VodacomOutcome = 'success' | 'failed' | 'ambiguous' | 'session';

export interface VodacomCode {
  outcome: VodacomOutcome;
  en: string;
  zh: string;
}

const failed = (en: string, zh: string): VodacomCode => ({ outcome: 'failed', en, zh });
const ambiguous = (en: string, zh: string): VodacomCode => ({ outcome: 'ambiguous', en, zh });

export const VODACOM_CODES: Readonly<Record<string, VodacomCode>> = {
  'INS-0': { outcome: 'success', en: 'Paid', zh: '已支付' },
  'INS-1': ambiguous('M-Pesa internal error', 'M-Pesa 内部错误'),
  'INS-2': { outcome: 'session', en: 'API key refused', zh: 'API 密钥被拒绝' },
  'INS-4': failed('The M-Pesa user is not active', 'M-Pesa 用户未激活'),
  'INS-5': failed('Cancelled by the customer on the phone', '客户在手机上取消了交易'),
  'INS-6': failed('M-Pesa declined the transaction', 'M-Pesa 拒绝了该交易'),
  'INS-9': ambiguous('M-Pesa did not answer in time', 'M-Pesa 未及时应答'),
  'INS-10': ambiguous('Already sent to M-Pesa', '已提交至 M-Pesa'),
  'INS-13': failed('Invalid M-Pesa short code', 'M-Pesa 商户代码无效'),
  'INS-15': failed('Amount not accepted by M-Pesa', 'M-Pesa 不接受该金额'),
  'INS-16': ambiguous('M-Pesa is overloaded', 'M-Pesa 暂时过载'),
  'INS-17': failed('Invalid transaction reference', '交易参考号无效'),
  'INS-18': failed('Unknown M-Pesa transaction', '未知的 M-Pesa 交易'),
  'INS-20': failed('Incomplete request to M-Pesa', '提交给 M-Pesa 的请求不完整'),
  'INS-21': failed('M-Pesa refused the request details', 'M-Pesa 拒绝了请求内容'),
  'INS-23': ambiguous('M-Pesa does not know this transaction yet', 'M-Pesa 暂未查到该交易'),
  'INS-26': failed('Currency not accepted by M-Pesa', 'M-Pesa 不接受该币种'),
  'INS-28': failed('Invalid conversation reference', '会话参考号无效'),
  'INS-30': failed('Invalid purchase description', '购买说明无效'),
  'INS-31': failed('Invalid payment description', '付款说明无效'),
  'INS-35': failed('This M-Pesa transaction is not ours', '该 M-Pesa 交易不属于本商户'),
  'INS-989': { outcome: 'session', en: 'M-Pesa session refused', zh: 'M-Pesa 会话被拒绝' },
  'INS-990': failed("Customer's transaction value limit reached", '已达客户交易金额上限'),
  'INS-991': failed("Customer's transaction count limit reached", '已达客户交易次数上限'),
  'INS-992': failed("Customer's M-Pesa limits reached", '已达客户 M-Pesa 限额'),
  'INS-993': failed('Our M-Pesa transaction count limit reached', '已达本商户 M-Pesa 交易次数上限'),
  'INS-994': failed('Our M-Pesa transaction value limit reached', '已达本商户 M-Pesa 交易金额上限'),
  'INS-995': failed('Above the M-Pesa single transaction limit', '超过 M-Pesa 单笔交易上限'),
  'INS-996': {
    outcome: 'session',
    en: 'M-Pesa session outside its usage time',
    zh: 'M-Pesa 会话超出可用时间',
  },
  'INS-997': failed('M-Pesa API not enabled for us', '本商户未开通 M-Pesa 接口'),
  'INS-998': failed('M-Pesa market not accepted', 'M-Pesa 市场无效'),
  'INS-2001': failed('Wrong M-Pesa PIN', 'M-Pesa 密码错误'),
  'INS-2006': failed('Insufficient M-Pesa balance', 'M-Pesa 余额不足'),
  'INS-2051': failed('Not an M-Pesa Tanzania number', '不是 M-Pesa 坦桑尼亚号码'),
  'INS-2057': failed('Language not accepted by M-Pesa', 'M-Pesa 不接受该语言'),
};

/** The meaning of a code; an unknown code is ambiguous, so the status query decides. */
export function vodacomCode(code: string): VodacomCode {
  return VODACOM_CODES[code] ?? ambiguous('Unknown M-Pesa answer', '未知的 M-Pesa 应答');
}

/** An order's reason for a code, in both languages: the order's history keeps one text. */
export function vodacomReason(code: string): string {
  const { en, zh } = vodacomCode(code);
  return `${en} / ${zh}`;
}

/**
 * What `output_ResponseTransactionStatus` says (only Completed is documented for openapi; the
 * others come from the Mozambique table): final success, final failure, or not final yet.
 */
export function transactionState(
  status: string,
  reversed: boolean,
): 'completed' | 'failed' | 'pending' {
  const normalised = status.trim().toLowerCase();
  if (normalised === 'completed') return reversed ? 'failed' : 'completed';
  if (['failed', 'cancelled', 'expired', 'reversed'].includes(normalised)) return 'failed';
  return 'pending';
}
