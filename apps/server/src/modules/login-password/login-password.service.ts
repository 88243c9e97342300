import { ErrorCode, type ErrorCodeValue } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { UserRow } from '../../db/schema.ts';
import type { ServerMessageKey } from '../../i18n/server-messages.ts';
import { attemptUnderLockout } from '../../security/attempt-lockout.ts';
import { AppError } from '../../plugins/app-error.ts';
import { KeyedMutex } from '../../security/keyed-mutex.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import type { UsersService } from '../users/users.service.ts';

const MINUTE = 60_000;

/** What a refused check answers: the code of a wrong password, the message of a lock. */
export interface PasswordRefusal {
  wrong: ErrorCodeValue;
  locked: ServerMessageKey;
}

/**
 * Every check of a customer's login password: at sign-in, and again before the password, phone
 * or email is changed in a signed-in session. They all count toward one per-account lockout:
 * after LOGIN_MAX_FAILURES wrong answers the account refuses every check (sign-in included) for
 * LOGIN_LOCK_MINUTES, even with the right password; a right one starts the count again. So a
 * stolen session cannot guess the password either. The lock does not end the account's sessions:
 * otherwise anyone who knows a phone number could sign its owner out with a few wrong guesses.
 */
export class LoginPasswordService {
  private readonly perAccount = new KeyedMutex();

  constructor(
    private readonly deps: {
      users: UsersService;
      hasher: PasswordHasher;
      clock: Clock;
      config: Pick<Config, 'LOGIN_MAX_FAILURES' | 'LOGIN_LOCK_MINUTES'>;
    },
  ) {}

  /** Resolves with the account's current row when the password is right; else throws. */
  check(userId: number, password: string, refusal: PasswordRefusal): Promise<UserRow> {
    return this.perAccount.run(userId, () => this.checkNow(userId, password, refusal));
  }

  /** The cost of a check, for a sign-in to an account that does not exist. */
  async checkNothing(password: string): Promise<void> {
    await this.deps.hasher.verifyNothing(password);
  }

  private async checkNow(userId: number, password: string, refusal: PasswordRefusal) {
    const { users, hasher, clock, config } = this.deps;
    // Read inside the per-account queue: an earlier attempt may have locked the account.
    const user = await users.findById(userId);
    if (!user) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
    const outcome = await attemptUnderLockout({
      lockedUntil: user.locked_until,
      now: clock.now(),
      max: config.LOGIN_MAX_FAILURES,
      lockMs: config.LOGIN_LOCK_MINUTES * MINUTE,
      counter: users.repo.lockoutCounter(userId, 'failed_logins'),
      verify: () => hasher.verify(password, user.password_hash),
    });
    if (outcome.result === 'locked') throw new AppError(429, { messageKey: refusal.locked });
    if (outcome.result === 'wrong') throw new AppError(refusal.wrong);
    return user;
  }
}
