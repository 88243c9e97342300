import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** The account and its KYC/KYB answers (for the verified name), read together. */
export class CustomerIdentityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byUserId(userId: number) {
    return this.db
      .selectFrom('users')
      .leftJoin('kyc_applications', 'kyc_applications.main_user_id', 'users.user_id')
      .select([
        'users.user_id',
        'users.parent_id',
        'users.account_no',
        'users.user_type',
        'users.country_id',
        'users.phone',
        'users.email',
        'users.nick_name',
        'users.user_name',
        'users.audit_status',
        'users.create_time',
        'kyc_applications.data as kyc_data',
      ])
      .where('users.user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Several accounts' numbers and names with their KYC/KYB answers (newest application last). */
  namesOf(userIds: readonly number[]) {
    return this.db
      .selectFrom('users')
      .leftJoin('kyc_applications', 'kyc_applications.main_user_id', 'users.user_id')
      .select([
        'users.user_id',
        'users.parent_id',
        'users.account_no',
        'users.user_type',
        'users.nick_name',
        'users.user_name',
        'kyc_applications.data as kyc_data',
      ])
      .where('users.user_id', 'in', [...userIds])
      .orderBy('users.user_id')
      .orderBy('kyc_applications.id')
      .execute();
  }
}
