import { ErrorCode, type OperatorAuditAction } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { attemptUnderLockout } from '../../security/attempt-lockout.ts';
import { AppError } from '../../plugins/app-error.ts';
import { acceptedTotpStep, newTotpSecret, totpUri } from '../../security/totp.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { OperatorContext, OperatorSessions } from './operator-sessions.ts';
import type { OperatorsRepository } from './operators.repository.ts';

const MINUTE = 60_000;

/**
 * The second factor: TOTP (RFC 6238). An operator without one enrols (a fresh secret, shown once
 * as a QR code and base32, confirmed by a code from it); one with it gives a code after the
 * password. Wrong codes count towards the same lockout as wrong passwords; a code is accepted
 * once (the step is recorded in the database in one conditional update). Each passed step ends
 * the half session and opens a full one under a new token.
 */
export class OperatorSecondFactorService {
  constructor(
    private readonly repo: OperatorsRepository,
    private readonly sessions: OperatorSessions,
    private readonly deps: {
      box: SecretBox;
      clock: Clock;
      config: Pick<Config, 'LOGIN_MAX_FAILURES' | 'LOGIN_LOCK_MINUTES'>;
    },
  ) {}

  /** A new secret replaces any earlier unconfirmed one: only the last shown one works. */
  async enrol(op: OperatorContext): Promise<{ secret: string; uri: string }> {
    const secret = newTotpSecret();
    await this.repo.setPendingTotp(op.id, this.deps.box.seal(secret));
    await this.audit(op, 'totpEnrolStart', 'second factor secret issued');
    return { secret, uri: totpUri(secret, op.username) };
  }

  async confirm(op: OperatorContext, code: string, ip: string): Promise<string> {
    const operator = await this.repo.findById(op.id);
    if (!operator?.totp_pending_secret) throw new AppError(ErrorCode.CODE_NOT_FOUND);
    return this.passStep(op, code, ip, operator, operator.totp_pending_secret, true);
  }

  async verify(op: OperatorContext, code: string, ip: string): Promise<string> {
    const operator = await this.repo.findById(op.id);
    if (!operator?.totp_secret) throw new AppError(ErrorCode.NOT_LOGGED_IN);
    return this.passStep(op, code, ip, operator, operator.totp_secret, false);
  }

  private async passStep(
    op: OperatorContext,
    code: string,
    ip: string,
    operator: { locked_until: string | null; totp_last_step: number | null },
    sealed: string,
    activate: boolean,
  ): Promise<string> {
    const { clock, config, box } = this.deps;
    const now = clock.now();
    const outcome = await attemptUnderLockout({
      lockedUntil: operator.locked_until,
      now,
      max: config.LOGIN_MAX_FAILURES,
      lockMs: config.LOGIN_LOCK_MINUTES * MINUTE,
      counter: this.repo.lockoutCounter(op.id),
      verify: async () => {
        const lastStep = operator.totp_last_step === null ? null : Number(operator.totp_last_step);
        const step = acceptedTotpStep(box.open(sealed), code, now, lastStep);
        return step !== null && (await this.repo.useTotpStep(op.id, step, activate));
      },
    });
    if (outcome.result === 'locked') {
      await this.audit(op, 'loginLocked', `refused: too many failed sign-ins (from ${ip})`);
      throw new AppError(429, { messageKey: 'accountLocked' });
    }
    if (outcome.result === 'wrong') {
      await this.audit(op, 'totpFailed', `wrong or reused code (from ${ip})`);
      throw new AppError(ErrorCode.CODE_WRONG, { messageKey: 'totpCodeWrong' });
    }
    // The half session cannot be used twice: of two requests racing with it, one gets -1001.
    if (!(await this.sessions.revoke(op.sessionId))) throw new AppError(ErrorCode.NOT_LOGGED_IN);
    const token = await this.sessions.open(op.id, 'active');
    if (activate) await this.audit(op, 'totpEnrolled', `second factor confirmed (from ${ip})`);
    await this.audit(op, 'login', `signed in (from ${ip})`);
    return token;
  }

  private audit(op: OperatorContext, action: OperatorAuditAction, detail: string) {
    return this.repo.audit(op.id, action, op.username, detail, this.deps.clock.now().toISOString());
  }
}
