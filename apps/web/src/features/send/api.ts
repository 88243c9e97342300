import { useQuery } from '@tanstack/react-query';
import type { PayeeView } from '@pesa/contract';
import { request } from '../../lib/request/request.ts';
import type { Order } from '../../lib/money/api.ts';

export type Scope = 0 | 1;

export interface SendDraft {
  payee?: PayeeView;
  currencyId?: number;
  amount?: string;
  transactionReason?: string;
  fundsPurpose?: string;
  senderAddress?: string;
  exchangeFile?: string;
  detailFile?: string;
  contractFile?: string;
  /** Id of one of the account's own contract workers (the server refuses any other, -1007). */
  contractWorker?: number;
  /** Shown on the confirmation; not sent. */
  contractWorkerName?: string;
  remark?: string;
}

export interface SendQuote {
  amount: string;
  netFeeAmount: string;
  taxFee: string;
  payAmount: string;
  rate: string;
  toCurrencyId: number;
  toAmount: string;
  receivedAmount: string;
  expireTime: string;
}

/** Only approved recipients of this service can be paid. */
export function useSendPayees(scope: Scope) {
  return useQuery({
    queryKey: ['payee', 'list', { scope, pageSize: 100 }],
    queryFn: () =>
      request.page<PayeeView>(
        '/payee/list',
        { pageNum: 1, pageSize: 100, scope },
        { repeatSubmit: false },
      ),
  });
}

export function orderFields(scope: Scope, draft: SendDraft) {
  const crossBorder =
    scope === 1
      ? {
          transactionReason: draft.transactionReason,
          fundsPurpose: draft.fundsPurpose,
          senderAddress: draft.senderAddress,
          exchangeFile: draft.exchangeFile,
          detailFile: draft.detailFile,
          contractFile: draft.contractFile,
          contractWorker: draft.contractWorker,
        }
      : {};
  return {
    scope,
    payeeId: draft.payee?.id,
    payType: draft.payee?.payType,
    currencyId: draft.currencyId,
    amount: draft.amount,
    remark: draft.remark || undefined,
    ...crossBorder,
  };
}

export function fetchQuote(scope: Scope, draft: SendDraft, signal?: AbortSignal) {
  return request.post<SendQuote>('/order/quote', orderFields(scope, draft), {
    repeatSubmit: false,
    signal,
  });
}

/**
 * `nameCheckConfirmed`: the sender ticked that a payee whose name does not match is right;
 * `notifyRecipient`: the recipient is told by SMS once paid (docs/notifications.md).
 */
export function createOrder(
  scope: Scope,
  draft: SendDraft,
  sn: string,
  fundPassword: string,
  nameCheckConfirmed = false,
  notifyRecipient = false,
) {
  return request.post<Order>('/order/create', {
    ...orderFields(scope, draft),
    sn,
    fundPassword,
    ...(nameCheckConfirmed && { nameCheckConfirmed }),
    ...(notifyRecipient && { notifyRecipient }),
  });
}
