import type {
  ApiMode,
  ApiOrderKind,
  ApiOrderRow,
  OpenOrderView,
  PayerDetails,
} from '@pesa/contract';
import { accountTypeOf, formatMinor, parseAccountKey, payoutStatusOf } from '@pesa/domain';
import { toBigInt } from '../../../db/bigint.ts';
import type { OrderRow } from '../../orders/orders.service.ts';

interface Currencies {
  get(currencyId: number): { code: string; decimals: number } | undefined;
}

/** What an API order keeps in its `details` JSON. */
export interface ApiOrderDetails extends Partial<PayerDetails> {
  phone?: string;
  narrative?: string;
  remark?: string;
  recipient?: string;
  recipientName?: string;
  bankName?: string;
  bankCode?: string;
  proofFile?: string;
  exchangeAccountId?: number;
  companyInfo?: string;
}

const PAYOUT_KINDS: ReadonlySet<string> = new Set(['payout', 'cashOut']);

/** The reply of every /open/v1 order call and the `data` of every webhook (contract shape). */
export function openOrderView(order: OrderRow, currencies: Currencies): OpenOrderView {
  const decimals = currencies.get(order.currency_id)?.decimals ?? 2;
  const kind = (order.api_kind ?? 'payout') as ApiOrderKind;
  return {
    sn: order.sn,
    merchantOrderNo: order.merchant_order_no ?? null,
    kind,
    status: order.status,
    payoutStatus: PAYOUT_KINDS.has(kind) ? payoutStatusOf(order.status) : null,
    currencyId: order.currency_id,
    amount: formatMinor(toBigInt(order.amount), decimals),
    feeAmount: formatMinor(toBigInt(order.fee_amount), decimals),
    createTime: order.create_time,
    updateTime: order.update_time,
  };
}

function accountTypeOfKey(key: string | null | undefined): number | null {
  if (!key) return null;
  const account = parseAccountKey(key);
  return accountTypeOf(account.kind, account.channel);
}

/** An API order as the /homeApi screens list it (SPEC §3 Transfer and Payer details included). */
export function apiOrderRow(order: OrderRow, currencies: Currencies): ApiOrderRow {
  const currency = currencies.get(order.currency_id) ?? { code: '', decimals: 2 };
  const details = JSON.parse(order.details) as ApiOrderDetails;
  const kind = (order.api_kind ?? 'payout') as ApiOrderKind;
  const counter = order.counter_account_key;
  return {
    ...openOrderView(order, currencies),
    id: order.id,
    mode: (order.api_mode ?? 'live') as ApiMode,
    payType: order.pay_type,
    currencyCode: currency.code,
    taxFee: formatMinor(toBigInt(order.tax_fee), currency.decimals),
    fromAccountType:
      kind === 'collect' || kind === 'recharge' ? null : accountTypeOfKey(order.account_key),
    toAccountType:
      kind === 'collect' || kind === 'recharge'
        ? accountTypeOfKey(order.account_key)
        : counter
          ? (accountTypeOfKey(counter) ?? 1)
          : null,
    recipient: details.recipient ?? details.phone ?? null,
    recipientName: details.recipientName ?? null,
    remark: details.remark ?? details.narrative ?? '',
    auditStatus: order.status === -2 ? -1 : order.audit_time ? (order.status === 2 ? 2 : 1) : null,
    auditTime: order.audit_time,
    companyInfo: details.companyInfo ?? null,
    failReason: order.fail_reason,
    oppoAccountId: details.oppoAccountId ?? null,
    oppoAccountName: details.oppoAccountName ?? null,
    oppoBankName: details.oppoBankName ?? null,
    paymentChannel: details.paymentChannel ?? null,
    transactionNarrative: details.transactionNarrative ?? null,
    externalTxId: details.externalTxId ?? null,
  };
}
