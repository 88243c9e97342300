import { opsCall, opsCallPaged } from '../api/opsClient.ts';

/** A user as the console's Customers calls give it (apps/server customer-view.ts). */
export interface CustomerUser {
  userId: number;
  mainUserId: number;
  isMember: boolean;
  accountNo: string;
  userType: number;
  countryId: number;
  phone: string | null;
  email: string | null;
  nickName: string | null;
  userName: string | null;
  auditStatus: string;
  memberDisabled: boolean;
  language: string;
  suspendedAt: string | null;
  suspendReason: string | null;
  loginLockedUntil: string | null;
  failedLogins: number;
  fundLockedUntil: string | null;
  fundFailedAttempts: number;
  fundPasswordSet: boolean;
  createTime: string;
}

/** A search result: the user, its KYC/KYB name, and a member's business. */
export interface CustomerSearchRow extends CustomerUser {
  name: string;
  mainAccount: { accountNo: string; name: string } | null;
}

export interface LedgerAccountRow {
  id: number;
  kind: string;
  mode: 'live' | 'test';
  channel: number | null;
  currencyCode: string;
  /** A decimal string in the currency's units. */
  balance: string;
}

export interface CustomerDetail {
  profile: CustomerUser;
  members: CustomerUser[];
  kyc: {
    status: string;
    userType: number;
    rejectReason: string | null;
    submitTime: string | null;
    reviewTime: string | null;
  } | null;
  wallets: LedgerAccountRow[];
  apiAccounts: LedgerAccountRow[];
  apiAccess: {
    companyName: string;
    auditStatus: number;
    rejectReason: string | null;
    auditTime: string | null;
    createTime: string;
    keys: Array<{ mode: string; accessKey: string; createTime: string }>;
  } | null;
  sessions: Array<{
    id: number;
    userId: number;
    accountNo: string;
    ip: string;
    createdAt: string;
    lastSeenAt: string;
  }>;
}

export interface CustomerOrder {
  orderId: number;
  sn: string;
  type: number;
  scope: number;
  status: number;
  payType: number;
  currencyCode: string;
  amount: string;
  netFeeAmount: string;
  apiMode: string | null;
  payeeName: string | null;
  createTime: string;
}

export interface CustomerPosting {
  id: number;
  entryId: number;
  entryType: string;
  reference: string;
  description: string;
  kind: string;
  mode: 'live' | 'test';
  currencyCode: string;
  amount: string;
  createTime: string;
}

export interface CustomerLogRow {
  id: number;
  userName: string;
  eventType: string;
  eventDesc: string;
  requestIp: string;
  createTime: string;
}

/** The four actions; each needs a reason and answers the customer's page as it now is. */
export type CustomerAction = 'suspend' | 'reactivate' | 'unlockLogin' | 'unlockFundPassword';

/** One of a customer's paged lists. */
const paged =
  <T>(path: string) =>
  (userId: number, pageNum: number, pageSize: number) =>
    opsCallPaged<T>(path, { userId, pageNum, pageSize });

export const customersApi = {
  search: (keyword: string, pageNum: number, pageSize: number) =>
    opsCallPaged<CustomerSearchRow>('/ops/customer/search', { keyword, pageNum, pageSize }),
  detail: (userId: number) => opsCall<CustomerDetail>('/ops/customer/detail', { userId }),
  orders: paged<CustomerOrder>('/ops/customer/orders'),
  postings: paged<CustomerPosting>('/ops/customer/postings'),
  oplog: paged<CustomerLogRow>('/ops/customer/oplog'),
  act: (action: CustomerAction, userId: number, reason: string) =>
    opsCall<CustomerDetail>(`/ops/customer/${action}`, { userId, reason }),
};

/** Who may take each action (the server's OPERATOR_CALL_ACCESS decides; this only hides buttons). */
export const ACTION_ROLES: Record<CustomerAction, readonly string[]> = {
  suspend: ['compliance', 'admin'],
  reactivate: ['compliance', 'admin'],
  unlockLogin: ['support', 'compliance', 'admin'],
  unlockFundPassword: ['support', 'compliance', 'admin'],
};

/** The KYC/KYB name when known, else the account's own name or contact. */
export function customerName(user: CustomerUser & { name?: string }): string {
  return user.name || user.nickName || user.userName || user.email || user.phone || user.accountNo;
}
