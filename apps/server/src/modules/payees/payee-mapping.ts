import type { PayeeInput, PayeeView } from '@pesa/contract';
import type { PayeeRow } from './payees.repository.ts';

/** The wire fields (SPEC §3 names, including `bankAddrees`) as table columns. */
export function toPayeeColumns(p: PayeeInput) {
  return {
    country_id: p.countryId,
    pay_type: p.payType,
    currency_id: p.currencyId,
    name: p.name,
    holder_type: p.type,
    user_account_no: p.userAccountNo ?? null,
    phone: p.phone ?? null,
    mobile: p.mobile ?? null,
    bank_name: p.bankName ?? null,
    bank_user: p.bankUser ?? null,
    bank_no: p.bankNo ?? null,
    bank_swift_code: p.bankSwiftCode ?? null,
    bank_address: p.bankAddrees ?? null,
    bank_city: p.bankCity ?? null,
    bank_zipcode: p.bankZipcode ?? null,
    bank_state: p.bankState ?? null,
    bank_branch: p.bankBranch ?? null,
    choice_bank_code: p.choiceBankCode ?? null,
    account_id: p.accountId ?? null,
    account_name: p.accountName ?? null,
    remark: p.remark ?? null,
  };
}

export type PayeeColumns = ReturnType<typeof toPayeeColumns>;

/** Columns that are not payout details: changing them never needs a new review. */
const NOT_PAYOUT_DETAILS = new Set<keyof PayeeColumns>(['remark']);

/**
 * A cross-border recipient goes back to pending when it was domestic before, was rejected
 * (editing is how it is resubmitted), or any payout detail changes.
 */
export function needsNewAudit(current: PayeeRow, next: PayeeColumns, scope: number): boolean {
  if (current.scope !== scope || current.audit_status === 2) return true;
  return (Object.keys(next) as Array<keyof PayeeColumns>).some(
    (key) => !NOT_PAYOUT_DETAILS.has(key) && current[key] !== next[key],
  );
}

export function toPayeeView(r: PayeeRow): PayeeView {
  return {
    id: Number(r.id),
    userAccountNo: r.user_account_no ?? '',
    countryId: r.country_id,
    name: r.name,
    payType: r.pay_type,
    phone: r.phone ?? '',
    bankName: r.bank_name ?? '',
    bankUser: r.bank_user ?? '',
    bankNo: r.bank_no ?? '',
    currencyId: r.currency_id,
    type: r.holder_type,
    bankSwiftCode: r.bank_swift_code ?? '',
    bankAddrees: r.bank_address ?? '',
    bankCity: r.bank_city ?? '',
    bankZipcode: r.bank_zipcode ?? '',
    bankState: r.bank_state ?? '',
    bankBranch: r.bank_branch ?? '',
    choiceBankCode: r.choice_bank_code ?? '',
    accountId: r.account_id ?? '',
    accountName: r.account_name ?? '',
    remark: r.remark ?? '',
    mobile: r.mobile ?? '',
    scope: r.scope,
    auditStatus: r.audit_status,
    auditTime: r.audit_time,
    createTime: r.create_time,
    updateTime: r.update_time,
  };
}
