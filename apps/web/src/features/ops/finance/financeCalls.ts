import { opsCall } from '../api/opsClient.ts';

/** The two finance queues: sends held for review, and top-ups waiting for an operator. */
export type FinanceQueue = 'orders' | 'topUps';

/** An order as the finance calls give it: the customer's order view plus who it belongs to. */
export interface ReviewOrder {
  orderId: number;
  mainUserId: number;
  apiKind: string | null;
  apiMode: string | null;
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
  rate: string;
  toCurrencyCode: string;
  toAmount: string | null;
  receivedAmount: string | null;
  payeeName: string | null;
  payeeAccount: string | null;
  phonenumber: string | null;
  transactionReason: string | null;
  fundsPurpose: string | null;
  senderAddress: string | null;
  contractWorkerName: string | null;
  proofFile: string | null;
  remark: string | null;
  thirdOrderNo: string | null;
  failReason: string | null;
  createTime: string;
  auditTime: string | null;
}

export interface ReviewDetail {
  order: ReviewOrder & { awaitingReview: boolean };
  customer: {
    userId: number;
    accountNo: string;
    userType: number;
    countryId: number;
    phone: string | null;
    email: string | null;
    nickName: string | null;
    verifiedName: string | null;
    kycStatus: string;
    /** en_US or zh_CN: the language the customer reads. */
    language: string;
    createTime: string;
  } | null;
  recentOrders: ReviewOrder[];
  timeline: Array<{
    fromStatus: number | null;
    status: number;
    actorType: string;
    reason: string;
    time: string;
  }>;
}

export type Decision = 'approve' | 'reject';

/** The finance queues' calls (the server's /ops/review/* and /ops/order/*). */
export const financeApi = {
  list: (queue: FinanceQueue, pageNum: number, pageSize: number) =>
    opsCall<ReviewOrder[]>('/ops/review/list', { pageNum, pageSize, queue }),
  detail: (orderId: number) => opsCall<ReviewDetail>('/ops/review/detail', { orderId }),
  proofUrl: (orderId: number) => opsCall<string>('/ops/review/proofUrl', { orderId }),
  decide: (decision: Decision, orderId: number, reason: string) =>
    opsCall<{ status: number }>(`/ops/order/${decision}`, { orderId, reason }),
};
