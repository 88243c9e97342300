import { randomInt } from 'node:crypto';
import { newAccountNumber } from '@pesa/domain';
import type { UserRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Lang } from '../../i18n/language.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import { UsersRepository, type NewUser } from './users.repository.ts';

/** KYC status travels as a number, except "00" (pending approval), which SPEC §4 keeps distinct. */
export function auditStatusOut(stored: string): number | '00' {
  return stored === '00' ? '00' : Number(stored);
}

export class UsersService {
  constructor(
    readonly repo: UsersRepository,
    private readonly reference: ReferenceService,
  ) {}

  findById(userId: number) {
    return this.repo.findById(userId);
  }
  findByPhone(phone: string) {
    return this.repo.findByPhone(phone);
  }
  findByEmail(email: string) {
    return this.repo.findByEmail(email);
  }
  findByAccountNo(accountNo: string) {
    return this.repo.findByAccountNo(accountNo);
  }
  roleStatus(roleId: number) {
    return this.repo.roleStatus(roleId);
  }
  update(userId: number, changes: Partial<Omit<UserRow, 'user_id'>>) {
    return this.repo.update(userId, changes);
  }

  /**
   * Creates a user with a fresh account number. Returns null when the phone or email is already
   * taken (the database's unique index decides, so two racing sign-ups cannot both win).
   */
  async create(user: Omit<NewUser, 'account_no'>): Promise<number | null> {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        return await this.repo.insert({
          ...user,
          account_no: newAccountNumber((min) => randomInt(min, 10)),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const taken =
          (user.phone && (await this.repo.findByPhone(user.phone))) ||
          (user.email && (await this.repo.findByEmail(user.email)));
        if (taken) return null;
        // Otherwise the account number collided; draw another.
      }
    }
    throw new Error('could not allocate an account number');
  }

  /** The main account a user acts for: itself, or its parent for a team member. */
  async mainAccountOf(user: UserRow): Promise<UserRow> {
    if (user.parent_id === 0) return user;
    const main = await this.repo.findById(user.parent_id);
    if (!main) throw new Error(`team member ${user.user_id} has no main account`);
    return main;
  }

  /** The SPEC §3 "User info" fields plus email. Members see their main account's status and services. */
  async info(user: UserRow, lang: Lang, permissions: string[]) {
    const main = await this.mainAccountOf(user);
    const [countryName, channelTypeList] = await Promise.all([
      this.reference.countryName(main.country_id, lang),
      this.reference.channelTypes(main.country_id),
    ]);
    return {
      userId: user.user_id,
      parentId: user.parent_id,
      nickName: user.nick_name ?? user.user_name ?? '',
      accountNo: user.account_no,
      avatar: user.avatar ?? '',
      phone: user.phone ?? '',
      email: user.email ?? '',
      sex: user.sex ?? '',
      createTime: user.create_time,
      userType: main.user_type,
      auditStatus: auditStatusOut(main.audit_status),
      countryId: main.country_id,
      countryName,
      permissions,
      pspFlag: main.psp_flag,
      mrpFlag: main.mrp_flag,
      channelTypeList,
      fundPasswordFlag: user.fund_password_hash !== null,
    };
  }
}
