import { ErrorCode, type OpsCustomerName } from '@pesa/contract';
import { AppError } from '../../../plugins/app-error.ts';
import { auditStatusOut } from '../../users/users.service.ts';
import type { CustomerIdentityRepository } from './customer-identity.repository.ts';

/** What an operator sees of the customer behind a queue item. */
export interface CustomerIdentity {
  userId: number;
  accountNo: string;
  /** 0 individual, 1 company. */
  userType: number;
  /** The name the KYC/KYB gave (the person's or the company's), else the account's own. */
  name: string;
  phone: string;
  email: string;
  countryId: number;
  /** The account's KYC/KYB status (SPEC §4): -1, 0, '00', 1 or 2. */
  auditStatus: number | '00';
  createTime: string;
}

/**
 * Who a queue item belongs to (the console's identity card on every compliance detail): the
 * account number, phone, email and the verified name, so an operator never decides on a bare id.
 */
export class CustomerIdentityService {
  constructor(private readonly repo: CustomerIdentityRepository) {}

  /** -1009 for an unknown account. */
  async of(userId: number): Promise<CustomerIdentity> {
    const row = await this.repo.byUserId(userId);
    if (!row) throw new AppError(ErrorCode.USER_NOT_FOUND);
    return {
      userId: row.user_id,
      accountNo: row.account_no,
      userType: row.user_type,
      name: verifiedName(row.kyc_data) ?? row.user_name ?? row.nick_name ?? '',
      phone: row.phone ?? '',
      email: row.email ?? '',
      countryId: row.country_id,
      auditStatus: auditStatusOut(row.audit_status),
      createTime: row.create_time,
    };
  }

  /** The named accounts that exist, in id order; an unknown id is left out, not an error. */
  async names(userIds: readonly number[]): Promise<OpsCustomerName[]> {
    if (userIds.length === 0) return [];
    const byId = new Map<number, OpsCustomerName>();
    // One row per application, newest last: the latest answers name the account.
    for (const row of await this.repo.namesOf([...new Set(userIds)])) {
      const userId = Number(row.user_id);
      const parentId = Number(row.parent_id);
      byId.set(userId, {
        userId,
        mainUserId: parentId === 0 ? userId : parentId,
        accountNo: row.account_no,
        userType: row.user_type,
        name: verifiedName(row.kyc_data) ?? row.user_name ?? row.nick_name ?? '',
      });
    }
    return [...byId.values()];
  }
}

/** The company's or the person's name from the KYC/KYB answers, when given. */
function verifiedName(data: string | null): string | undefined {
  if (!data) return undefined;
  const answers = JSON.parse(data) as { companyName?: unknown; fullName?: unknown };
  const name = answers.companyName ?? answers.fullName;
  return typeof name === 'string' && name.trim() ? name : undefined;
}
