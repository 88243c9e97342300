import type { Kysely, Transaction } from 'kysely';
import type { LockoutCounter } from '../../security/attempt-lockout.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { preparedQuery, type Param } from '../../db/prepared-query.ts';

const userById = preparedQuery((db, p: Param<{ userId: number }>) =>
  db.selectFrom('users').selectAll().where('user_id', '=', p('userId')),
);

type Executor = Kysely<Database> | Transaction<Database>;
export type AttemptCounter = 'failed_logins' | 'fund_failed_attempts';
const lockColumn = (counter: AttemptCounter) =>
  counter === 'failed_logins' ? 'locked_until' : 'fund_locked_until';

export type NewUser = Omit<
  UserRow,
  | 'user_id'
  | 'failed_logins'
  | 'locked_until'
  | 'language'
  | 'fund_failed_attempts'
  | 'fund_locked_until'
  | 'suspended_at'
  | 'suspend_reason'
> & {
  language?: string;
};

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Prepared: every payment re-reads its user (db/prepared-query.ts). */
  async findById(userId: number, db: Executor = this.db) {
    const [user] = await userById(db, { userId });
    return user;
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

  /**
   * Takes one of the limited password attempts before the (slow) hash check, in one conditional
   * update that also refuses while a lock runs: parallel guesses, on any number of app instances,
   * cannot all pass the check before any failure is counted, nor slip in just after a lock.
   * Returns false when refused.
   */
  async reserveAttempt(
    userId: number,
    counter: AttemptCounter,
    max: number,
    now: string,
  ): Promise<boolean> {
    const lock = lockColumn(counter);
    const result = await this.db
      .updateTable('users')
      .set((eb) => ({ [counter]: eb(counter, '+', 1) }))
      .where('user_id', '=', userId)
      .where(counter, '<', max)
      .where((eb) => eb.or([eb(lock, 'is', null), eb(lock, '<=', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** After a wrong password: once the attempts are used up, lock until `lockedUntil`. */
  async lockIfExhausted(userId: number, counter: AttemptCounter, max: number, lockedUntil: string) {
    const lock = lockColumn(counter);
    const result = await this.db
      .updateTable('users')
      .set({ [lock]: lockedUntil, [counter]: 0 })
      .where('user_id', '=', userId)
      .where(counter, '>=', max)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** After a right password: the count starts again. */
  async clearAttempts(userId: number, counter: AttemptCounter) {
    const lock = lockColumn(counter);
    await this.db
      .updateTable('users')
      .set({ [counter]: 0, [lock]: null })
      .where('user_id', '=', userId)
      .execute();
  }

  /** One of the account's attempt counters, for attemptUnderLockout. */
  lockoutCounter(userId: number, counter: AttemptCounter): LockoutCounter {
    return {
      reserve: (max, now) => this.reserveAttempt(userId, counter, max, now),
      lockIfExhausted: (max, until) => this.lockIfExhausted(userId, counter, max, until),
      clear: () => this.clearAttempts(userId, counter),
    };
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
