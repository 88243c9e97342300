import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type NewUser = Omit<
  UserRow,
  | 'user_id'
  | 'failed_logins'
  | 'locked_until'
  | 'language'
  | 'fund_failed_attempts'
  | 'fund_locked_until'
> & {
  language?: string;
};

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(userId: number, db: Executor = this.db) {
    return db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  findByPhone(phone: string) {
    return this.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
  }

  findByEmail(email: string) {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  findByAccountNo(accountNo: string) {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('account_no', '=', accountNo)
      .executeTakeFirst();
  }

  async insert(user: NewUser, db: Executor = this.db): Promise<number> {
    const row = await db
      .insertInto('users')
      .values({
        ...user,
        failed_logins: 0,
        locked_until: null,
        fund_failed_attempts: 0,
        fund_locked_until: null,
        language: user.language ?? 'en_US',
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    return Number(row.user_id);
  }

  async update(userId: number, changes: Partial<Omit<UserRow, 'user_id'>>, db: Executor = this.db) {
    await db.updateTable('users').set(changes).where('user_id', '=', userId).execute();
  }

  /** Counts a failed login atomically, so parallel guesses cannot skip the lockout. */
  async recordFailedLogin(userId: number, maxFailures: number, lockedUntil: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('user_id', '=', userId)
      .execute();
    await this.db
      .updateTable('users')
      .set({ locked_until: lockedUntil, failed_logins: 0 })
      .where('user_id', '=', userId)
      .where('failed_logins', '>=', maxFailures)
      .execute();
  }

  /** Counts a wrong transaction password atomically; the lock starts at the limit. */
  async recordFundPasswordFailure(
    userId: number,
    maxFailures: number,
    lockedUntil: string,
  ): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ fund_failed_attempts: eb('fund_failed_attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .execute();
    await this.db
      .updateTable('users')
      .set({ fund_locked_until: lockedUntil, fund_failed_attempts: 0 })
      .where('user_id', '=', userId)
      .where('fund_failed_attempts', '>=', maxFailures)
      .execute();
  }

  async roleStatus(roleId: number): Promise<number | undefined> {
    const role = await this.db
      .selectFrom('roles')
      .select('status')
      .where('id', '=', roleId)
      .executeTakeFirst();
    return role?.status;
  }

  listMembers(mainUserId: number) {
    return this.db.selectFrom('users').selectAll().where('parent_id', '=', mainUserId);
  }
}
