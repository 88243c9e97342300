import { ErrorCode, type OperatorAuditAction } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { attemptUnderLockout } from '../../security/attempt-lockout.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import type { OperatorSessions } from './operator-sessions.ts';
import type { OperatorsRepository } from './operators.repository.ts';

const MINUTE = 60_000;

/**
 * Operator sign-in, first step, held to the customers' rules: after LOGIN_MAX_FAILURES wrong
 * passwords the operator is locked for LOGIN_LOCK_MINUTES, even with the right password; the
 * count and the lock live on the operator's row, so every app instance enforces them. An unknown
 * or disabled name costs the same scrypt check as a wrong password and gets the same answer.
 * Every failure and every refusal during a lock writes an audit row. A right password opens only
 * a half session: the second factor (or its enrolment) is still due.
 */
export class OperatorLoginService {
  constructor(
    private readonly repo: OperatorsRepository,
    private readonly sessions: OperatorSessions,
    private readonly deps: {
      hasher: PasswordHasher;
      clock: Clock;
      config: Pick<Config, 'LOGIN_MAX_FAILURES' | 'LOGIN_LOCK_MINUTES'>;
    },
  ) {}

  async login(username: string, password: string, ip: string): Promise<string> {
    const { hasher, clock, config } = this.deps;
    const operator = await this.repo.findByUsername(username);
    if (!operator || operator.status !== 0) {
      await hasher.verifyNothing(password);
      const why = operator ? 'operator disabled' : 'unknown username';
      await this.audit(operator ? Number(operator.id) : 0, 'loginFailed', username, why, ip);
      throw new AppError(ErrorCode.WRONG_PASSWORD);
    }
    const id = Number(operator.id);
    const outcome = await attemptUnderLockout({
      lockedUntil: operator.locked_until,
      now: clock.now(),
      max: config.LOGIN_MAX_FAILURES,
      lockMs: config.LOGIN_LOCK_MINUTES * MINUTE,
      counter: this.repo.lockoutCounter(id),
      verify: () => hasher.verify(password, operator.password_hash),
    });
    if (outcome.result === 'locked') {
      await this.audit(id, 'loginLocked', username, 'refused: too many failed sign-ins', ip);
      throw new AppError(429, { messageKey: 'accountLocked' });
    }
    if (outcome.result === 'wrong') {
      const { lockedUntil } = outcome;
      const why = lockedUntil ? `wrong password; locked until ${lockedUntil}` : 'wrong password';
      await this.audit(id, 'loginFailed', username, why, ip);
      throw new AppError(ErrorCode.WRONG_PASSWORD);
    }
    const token = await this.sessions.open(id, operator.totp_secret ? 'totp' : 'enrol');
    await this.audit(id, 'loginPassword', username, 'password accepted; second factor due', ip);
    return token;
  }

  private audit(
    id: number,
    action: OperatorAuditAction,
    username: string,
    detail: string,
    ip: string,
  ) {
    const at = this.deps.clock.now().toISOString();
    return this.repo.audit(id, action, username, `${detail} (from ${ip})`, at);
  }
}
