import { formatMinor } from '@pesa/domain';
import { toBigInt } from '../../db/bigint.ts';
import type { UserRow } from '../../db/schema.ts';

type Later = (iso: string | null) => string | null;

/** What the console shows of a user row: no hash ever leaves, only whether one is set. */
export function customerUserView(
  row: Pick<
    UserRow,
    | 'user_id'
    | 'parent_id'
    | 'account_no'
    | 'user_type'
    | 'country_id'
    | 'phone'
    | 'email'
    | 'nick_name'
    | 'user_name'
    | 'audit_status'
    | 'status'
    | 'language'
    | 'failed_logins'
    | 'locked_until'
    | 'fund_failed_attempts'
    | 'fund_locked_until'
    | 'fund_password_hash'
    | 'suspended_at'
    | 'suspend_reason'
    | 'create_time'
  >,
  stillLocked: Later,
) {
  const userId = Number(row.user_id);
  const parentId = Number(row.parent_id);
  return {
    userId,
    mainUserId: parentId === 0 ? userId : parentId,
    isMember: parentId !== 0,
    accountNo: row.account_no,
    userType: row.user_type,
    countryId: row.country_id,
    phone: row.phone,
    email: row.email,
    nickName: row.nick_name,
    userName: row.user_name,
    auditStatus: row.audit_status,
    /** A team member the main account switched off (users.status). */
    memberDisabled: row.status !== 0,
    language: row.language,
    suspendedAt: row.suspended_at,
    suspendReason: row.suspend_reason,
    /** Set only while the lock still holds; an old time means nothing. */
    loginLockedUntil: stillLocked(row.locked_until),
    failedLogins: Number(row.failed_logins),
    fundLockedUntil: stillLocked(row.fund_locked_until),
    fundFailedAttempts: Number(row.fund_failed_attempts),
    fundPasswordSet: row.fund_password_hash !== null,
    createTime: row.create_time,
  };
}

export type CustomerUserView = ReturnType<typeof customerUserView>;

/** A ledger account's balance as a decimal string of its currency, and which book it is in. */
export function ledgerAccountView(row: {
  id: number | string;
  kind: string;
  channel: number | null;
  balance: string | number | bigint;
  code: string;
  decimals: number;
}) {
  // Sandbox accounts are stored with `test_` before their kind (storedAccountKind).
  const sandbox = row.kind.startsWith('test_');
  return {
    id: Number(row.id),
    kind: sandbox ? row.kind.slice('test_'.length) : row.kind,
    mode: sandbox ? ('test' as const) : ('live' as const),
    channel: row.channel,
    currencyCode: row.code,
    balance: formatMinor(toBigInt(row.balance), row.decimals),
  };
}
