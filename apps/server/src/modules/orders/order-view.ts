import { formatMinor } from '@pesa/domain';
import { toBigInt } from '../../db/bigint.ts';
import type { OrderRow } from './orders.repository.ts';

interface Currencies {
  get(currencyId: number): { code: string; decimals: number } | undefined;
}

/** The SPEC §3 Order fields as the API returns them: amounts as decimal strings. */
export function orderView(order: OrderRow, currencies: Currencies) {
  const from = currencies.get(order.currency_id) ?? { code: '', decimals: 2 };
  const to = order.to_currency_id ? (currencies.get(order.to_currency_id) ?? from) : from;
  const details = JSON.parse(order.details) as Record<string, unknown>;
  const payee = order.payee_snapshot
    ? (JSON.parse(order.payee_snapshot) as { name?: string; account?: string })
    : null;
  const money = (v: OrderRow['amount'] | null, decimals: number) =>
    v === null ? null : formatMinor(toBigInt(v), decimals);
  return {
    sn: order.sn,
    type: order.kind,
    scope: order.scope,
    status: order.status,
    payType: order.pay_type,
    currencyId: order.currency_id,
    currencyCode: from.code,
    amount: money(order.amount, from.decimals),
    netFeeAmount: money(order.fee_amount, from.decimals),
    taxFee: money(order.tax_fee, from.decimals),
    payAmount: money(order.pay_amount, from.decimals),
    rate: order.rate,
    toCurrencyId: order.to_currency_id,
    toCurrencyCode: to.code,
    toAmount: money(order.to_amount, to.decimals),
    receivedAmount: money(order.received_amount, to.decimals),
    payeeId: order.payee_id,
    // An agent's cash-in (kind 2) is paid to a customer, not a recipient: the same columns show them.
    payeeName: payee?.name ?? (details.customerName as string | undefined) ?? null,
    payeeAccount: payee?.account ?? (details.customerAccountNo as string | undefined) ?? null,
    phonenumber: (details.phone as string | undefined) ?? null,
    transactionReason: details.transactionReason ?? null,
    fundsPurpose: details.fundsPurpose ?? null,
    senderAddress: details.senderAddress ?? null,
    exchangeFile: details.exchangeFile ?? null,
    detailFile: details.detailFile ?? null,
    contractFile: details.contractFile ?? null,
    contractWorker: details.contractWorker ?? null,
    contractWorkerName: details.contractWorkerName ?? null,
    proofFile: details.proofFile ?? null,
    remark: details.remark ?? null,
    thirdOrderNo: order.third_order_no,
    failReason: order.fail_reason,
    createTime: order.create_time,
    updateTime: order.update_time,
    payoutTime: order.payout_time,
    auditTime: order.audit_time,
    // The payee's name check (docs/name-check.md); the rail's name only for CLOSE_MATCH.
    nameCheck: order.name_check ?? null,
    nameCheckName: order.name_check_name ?? null,
    // The account's own approval (send-approvals.ts); null when the order needed none.
    approvalStatus: order.approval_status ?? null,
    approvalDate: order.approval_date ?? null,
  };
}

export type OrderView = ReturnType<typeof orderView>;
