import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import type { UserRow } from '../../db/schema.ts';
import { attemptUnderLockout } from '../../security/attempt-lockout.ts';
import { AppError } from '../../plugins/app-error.ts';
import { KeptAuthUnconfirmed } from '../../plugins/kept-auth.ts';
import { KeyedMutex } from '../../security/keyed-mutex.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import type { UsersService } from '../users/users.service.ts';

export const MAX_FUND_PASSWORD_FAILURES = 5;
export const FUND_LOCK_MS = 30 * 60_000;
/**
 * Tries left before the lock after a wrong one, from the failures counted so far; at least one,
 * since the wrong answer that uses the last try locks instead (an unknown count says one, the
 * cautious answer).
 */
export function triesLeft(failuresCounted: number | undefined): number {
  if (failuresCounted === undefined) return 1;
  return Math.max(1, MAX_FUND_PASSWORD_FAILURES - failuresCounted);
}

/** How long a verified transaction password is remembered in this process. */
const REMEMBER_MS = 10 * 60_000;

/**
 * Checks the 6-digit transaction password that confirms every payment: -1022 when none is set,
 * -1023 when wrong, and a 30-minute lock after 5 wrong tries in a row.
 *
 * The stored hash is scrypt (0.3 s per check). After a successful check the process remembers a
 * SHA-256 of (random per-process secret, user, password, stored hash) for 10 minutes, so repeated
 * payments by the same user do not each pay the scrypt cost; a wrong password always takes the
 * full scrypt path and counts towards the lock. Changing the password changes the stored hash,
 * which invalidates what was remembered.
 */
export class FundPasswordService {
  private readonly secret = randomBytes(32).toString('base64');
  private readonly remembered = new Map<number, { mac: Buffer; until: number }>();
  private readonly perUser = new KeyedMutex();

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  /**
   * `rememberedOnly`: for a payment on a sign-in not yet confirmed (plugins/kept-auth.ts), which
   * must not count a wrong attempt against its user: anything but a remembered password is
   * answered again after a full read of the session.
   */
  verify(user: UserRow, password: string, rememberedOnly = false): Promise<void> {
    if (this.isRemembered(user, password)) return Promise.resolve();
    if (rememberedOnly) return Promise.reject(new KeptAuthUnconfirmed());
    return this.perUser.run(user.user_id, () => this.check(user, password));
  }

  /**
   * The common case, answered without the queue or a second read: the same password passed
   * within the last 10 minutes, and the user row this request read shows the same hash and no
   * lock. A wrong attempt forgets the remembered password as soon as its check fails, so once
   * attempts have locked payments no remembered password gets past the lock.
   */
  private isRemembered(user: UserRow, password: string): boolean {
    const known = this.remembered.get(user.user_id);
    const now = this.clock.now().getTime();
    if (!known || known.until <= now || !user.fund_password_hash) return false;
    if (user.fund_locked_until && now < Date.parse(user.fund_locked_until)) return false;
    return timingSafeEqual(known.mac, this.mac(user, password));
  }

  private async check(stale: UserRow, password: string): Promise<void> {
    // Re-read inside the per-user queue: an earlier attempt may have locked payments.
    const user = (await this.users.findById(stale.user_id)) ?? stale;
    if (!user.fund_password_hash) throw new AppError(ErrorCode.FUND_PASSWORD_NOT_SET);
    const now = this.clock.now().getTime();
    if (user.fund_locked_until && now < Date.parse(user.fund_locked_until)) {
      throw new AppError(ErrorCode.FUND_PASSWORD_WRONG, { messageKey: 'fundPasswordLocked' });
    }
    const mac = this.mac(user, password);
    const known = this.remembered.get(user.user_id);
    if (known && known.until > now && timingSafeEqual(known.mac, mac)) return;

    const outcome = await attemptUnderLockout({
      lockedUntil: user.fund_locked_until,
      now: new Date(now),
      max: MAX_FUND_PASSWORD_FAILURES,
      lockMs: FUND_LOCK_MS,
      counter: this.users.repo.lockoutCounter(user.user_id, 'fund_failed_attempts'),
      verify: () => this.hasher.verify(password, user.fund_password_hash!),
    });
    if (outcome.result === 'locked') {
      throw new AppError(ErrorCode.FUND_PASSWORD_WRONG, { messageKey: 'fundPasswordLocked' });
    }
    if (outcome.result === 'wrong') {
      this.remembered.delete(user.user_id);
      if (outcome.lockedUntil) {
        throw new AppError(ErrorCode.FUND_PASSWORD_WRONG, {
          messageKey: 'fundPasswordLocked',
          data: { triesLeft: 0 },
        });
      }
      throw await this.wrongWithTriesLeft(user.user_id);
    }
    this.remembered.set(user.user_id, { mac, until: now + REMEMBER_MS });
  }

  /**
   * A wrong password that did not lock yet says how many tries are left before the lock, so the
   * person can stop and reset it instead of locking payments (issue 33); `data.triesLeft` holds the
   * number for screens that show it apart. Read after the attempt was counted in the database, so
   * attempts from another instance count too.
   */
  private async wrongWithTriesLeft(userId: number): Promise<AppError> {
    const counted = (await this.users.findById(userId))?.fund_failed_attempts;
    const left = triesLeft(counted);
    return new AppError(ErrorCode.FUND_PASSWORD_WRONG, {
      messageKey: left === 1 ? 'fundPasswordOneTryLeft' : 'fundPasswordTriesLeft',
      params: { left: String(left) },
      data: { triesLeft: left },
    });
  }

  /**
   * A keyed one-shot hash rather than an HMAC object, which cost several times more on every
   * payment. It only ever meets another value of this process in a constant-time comparison and is
   * never shown anywhere, so the length extension an HMAC guards against cannot arise; and the
   * secret it starts with lives as long as the process.
   */
  private mac(user: UserRow, password: string): Buffer {
    return hash(
      'sha256',
      `${this.secret}\n${user.user_id}\n${password}\n${user.fund_password_hash}`,
      'buffer',
    );
  }
}
