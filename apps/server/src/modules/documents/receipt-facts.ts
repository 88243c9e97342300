import { maskedAccount } from '@pesa/domain';
import {
  orderKindWords,
  orderStatusWords,
  payTypeWords,
  scopeWords,
  wordOf,
} from '../../i18n/export-words.ts';
import type { Lang } from '../../i18n/language.ts';
import { documentWords as w } from './document-words.ts';
import type { ReceiptFacts } from './receipt-pdf.ts';

/** The fields of an order detail (orders.service) a receipt reads. */
export interface ReceiptOrder {
  sn: string;
  type: number;
  scope: number;
  status: number;
  payType: number;
  currencyCode: string;
  amount: string | null;
  netFeeAmount: string | null;
  taxFee: string | null;
  payAmount: string | null;
  rate: string | null;
  toCurrencyCode: string;
  toAmount: string | null;
  receivedAmount: string | null;
  payeeName: string | null;
  payeeAccount: string | null;
  thirdOrderNo: string | null;
  failReason: string | null;
  createTime: string;
  updateTime: string;
  payoutTime: string | null;
  counterparty?: { role?: string; name?: string | null; accountNo?: string } | null;
}

const TOP_UP = -1;
const TO_CROSS_BORDER = 1;
const CASH_IN = 2;

/** A zero amount is left off the receipt rather than printed as "0.00". */
const nonZero = (v: string | null) => (v && !/^0(\.0+)?$/.test(v) ? v : null);

/**
 * What a receipt prints, for its owner: the holder's own name in full, the other party's name as
 * the order holds it and every account number cut to its last four digits (docs/documents.md).
 */
export function receiptFacts(
  order: ReceiptOrder,
  holder: { name: string; accountNo: string; timeZone: string },
  lang: Lang,
): Omit<ReceiptFacts, 'code' | 'verifyUrl'> {
  const own = { name: holder.name, account: maskedAccount(holder.accountNo) };
  const method = wordOf(payTypeWords, order.payType, lang);
  const agent =
    order.type === CASH_IN && order.counterparty?.role === 'agent'
      ? {
          name: order.counterparty.name ?? '',
          account: maskedAccount(order.counterparty.accountNo),
        }
      : null;
  const other = { name: order.payeeName ?? '', account: maskedAccount(order.payeeAccount) };
  const from = order.type === TOP_UP ? { name: method, account: null } : (agent ?? own);
  const to =
    order.type === TOP_UP || order.type === CASH_IN
      ? own
      : order.type === TO_CROSS_BORDER
        ? { name: `${holder.name} · ${w.ownWallet[lang]} (${scopeWords[1]![lang]})`, account: null }
        : other;
  const converted = order.toAmount && order.toCurrencyCode !== order.currencyCode;
  return {
    sn: order.sn,
    topUp: order.type === TOP_UP,
    kind: wordOf(orderKindWords, order.type, lang),
    status: wordOf(orderStatusWords, order.status, lang),
    method,
    from,
    to,
    currencyCode: order.currencyCode,
    amount: order.amount ?? '0',
    fee: nonZero(order.netFeeAmount),
    tax: nonZero(order.taxFee),
    total: order.type === TOP_UP ? null : nonZero(order.payAmount),
    rate: converted ? order.rate : null,
    received: converted
      ? { amount: order.receivedAmount ?? order.toAmount!, currencyCode: order.toCurrencyCode }
      : null,
    railReference: order.thirdOrderNo,
    failReason: order.failReason,
    createTime: order.createTime,
    finalTime: order.payoutTime ?? order.updateTime,
    timeZone: holder.timeZone,
  };
}
