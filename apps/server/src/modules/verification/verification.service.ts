import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode, type ErrorCodeValue, type VerificationScene } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import type { Lang } from '../../i18n/language.ts';
import { codeMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import { VerificationRepository } from './verification.repository.ts';

export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_WRONG_GUESSES = 5;

function hashCode(target: string, scene: string, code: string): string {
  return createHash('sha256').update(`${target}|${scene}|${code}`).digest('hex');
}

/**
 * One-time codes: 6 random digits, valid 5 minutes, single use, dead after 5 wrong guesses, and
 * never re-sent sooner than 60 s after the last one to the same address for the same purpose.
 */
export class VerificationService {
  constructor(
    private readonly repo: VerificationRepository,
    private readonly messaging: MessagingService,
    private readonly clock: Clock,
  ) {}

  /**
   * `deliver: false` records the code (so the spacing and later guesses answer as for any
   * address) but sends it nowhere: a code for an account that does not exist (AccountService).
   */
  async send(
    target: { channel: 'sms' | 'email'; to: string },
    scene: VerificationScene,
    lang: Lang,
    options: { deliver: boolean } = { deliver: true },
  ): Promise<void> {
    const now = this.clock.now();
    const last = await this.repo.latest(target.to, scene);
    const waitMs = last ? Date.parse(last.created_at) + RESEND_AFTER_MS - now.getTime() : 0;
    if (waitMs > 0) {
      // Says when a new code may be asked, so the screen can count down instead of guessing.
      const retryAfter = Math.ceil(waitMs / 1000);
      throw new AppError(ErrorCode.CODE_TOO_FREQUENT, {
        messageKey: 'codeTooFrequent',
        params: { seconds: String(retryAfter) },
        data: { retryAfter, retryAt: new Date(now.getTime() + waitMs).toISOString() },
      });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.repo.replace({
      target: target.to,
      scene,
      code_hash: hashCode(target.to, scene, code),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    });
    if (!options.deliver) return;
    const text = codeMessage(code, scene, lang);
    const subject = lang === 'zh' ? 'PesaBridge 验证码' : 'Your PesaBridge verification code';
    await this.messaging.send({ channel: target.channel, to: target.to, subject, text, code });
  }

  /** Checks and uses up a code; throws -1005 (none, expired, dead) or -1006 (wrong). */
  async consume(to: string, scene: VerificationScene, code: string): Promise<void> {
    await this.use([await this.check(to, scene, code)]);
  }

  /**
   * Checks a code without using it up, so that a request needing several codes uses none of them
   * when one is wrong; `use` then takes them. Errors name `field` in their data when given, for a
   * form with more than one code. Each check spends one of the code's allowed guesses.
   */
  async check(to: string, scene: VerificationScene, code: string, field?: string) {
    const fail = (errorCode: ErrorCodeValue, messageKey?: 'codeExpired') =>
      new AppError(errorCode, { messageKey, ...(field && { data: { field } }) });
    const now = this.clock.now();
    const last = await this.repo.latest(to, scene);
    if (!last || last.consumed_at) throw fail(ErrorCode.CODE_NOT_FOUND);
    if (now.getTime() >= Date.parse(last.expires_at)) {
      throw fail(ErrorCode.CODE_NOT_FOUND, 'codeExpired');
    }
    // The guess is counted before the comparison, so a burst of parallel guesses gets no more
    // than MAX_WRONG_GUESSES of them checked.
    if (!(await this.repo.takeGuess(Number(last.id), MAX_WRONG_GUESSES))) {
      throw fail(ErrorCode.CODE_NOT_FOUND);
    }
    const expected = Buffer.from(last.code_hash, 'hex');
    const actual = Buffer.from(hashCode(to, scene, code), 'hex');
    if (!timingSafeEqual(expected, actual)) {
      await this.repo.retireIfSpent(Number(last.id), MAX_WRONG_GUESSES, now.toISOString());
      throw fail(ErrorCode.CODE_WRONG);
    }
    return Number(last.id);
  }

  /** Uses up checked codes; -1005 when a concurrent request used one first. */
  async use(ids: number[]): Promise<void> {
    const at = this.clock.now().toISOString();
    for (const id of ids) {
      if (!(await this.repo.consume(id, at))) throw new AppError(ErrorCode.CODE_NOT_FOUND);
    }
  }

  /** True when `to` holds a live code for the scene; used to pick phone or email for fundPwd. */
  async hasLiveCode(to: string, scene: VerificationScene): Promise<boolean> {
    const last = await this.repo.latest(to, scene);
    return !!last && !last.consumed_at && this.clock.now().getTime() < Date.parse(last.expires_at);
  }
}
