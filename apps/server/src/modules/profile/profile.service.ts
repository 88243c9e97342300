import { ErrorCode } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import type { Lang } from '../../i18n/language.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { FilesService } from '../files/files.service.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import type { UsersService } from '../users/users.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';

const AVATAR_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A logged-in user's own account settings. Every change writes an operation-log row. */
export class ProfileService {
  constructor(
    private readonly deps: {
      users: UsersService;
      sessions: SessionService;
      verification: VerificationService;
      oplog: OplogService;
      files: Pick<FilesService, 'ownedMime'>;
      hasher: PasswordHasher;
      clock: Clock;
    },
  ) {}

  private actor(auth: AuthContext, ip: string) {
    return { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip };
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  async saveInfo(
    auth: AuthContext,
    ip: string,
    input: { nickName?: string; sex?: string; avatar?: string },
  ) {
    // The avatar is shown through a signed URL, which only the account's own uploads get; an
    // empty value removes it.
    if (input.avatar) {
      const mime = await this.deps.files.ownedMime(auth.mainUserId, input.avatar);
      if (!mime || !AVATAR_TYPES.has(mime)) {
        throw new AppError(ErrorCode.PARAMETER_ERROR, {
          fields: [{ field: 'avatar', key: mime ? 'avatarImage' : 'fileNotOwned' }],
        });
      }
    }
    const changes = {
      ...(input.nickName !== undefined && { nick_name: input.nickName }),
      ...(input.sex !== undefined && { sex: input.sex }),
      ...(input.avatar !== undefined && { avatar: input.avatar }),
    };
    await this.deps.users.update(auth.user.user_id, { ...changes, update_time: this.now() });
    await this.deps.oplog.record(this.actor(auth, ip), 'saveInfo', {
      fields: Object.keys(input).join(','),
    });
  }

  async setLanguage(auth: AuthContext, lang: Lang) {
    const language = lang === 'zh' ? 'zh_CN' : 'en_US';
    if (auth.user.language !== language)
      await this.deps.users.update(auth.user.user_id, { language });
  }

  /** Other sessions end after a password change; the current one stays signed in. */
  async resetPassword(auth: AuthContext, ip: string, oldPassword: string, newPassword: string) {
    const { hasher, users, sessions } = this.deps;
    if (!(await hasher.verify(oldPassword, auth.user.password_hash)))
      throw new AppError(ErrorCode.WRONG_OLD_PASSWORD);
    if (oldPassword === newPassword) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'newPassword', key: 'samePassword' }],
      });
    }
    await users.update(auth.user.user_id, {
      password_hash: await hasher.hash(newPassword),
      update_time: this.now(),
    });
    await sessions.revokeOthers(auth.user.user_id, auth.token);
    await this.deps.oplog.record(this.actor(auth, ip), 'resetPwd');
  }

  /** The code goes to the user's own phone or email (scene fundPwd); whichever holds a live code. */
  async resetFundPassword(auth: AuthContext, ip: string, code: string, fundPassword: string) {
    const { phone, email } = auth.user;
    const useEmail =
      !!email && !(phone && (await this.deps.verification.hasLiveCode(phone, 'fundPwd')));
    const target = useEmail ? email : phone;
    if (!target) throw new AppError(ErrorCode.CODE_NOT_FOUND);
    await this.deps.verification.consume(target, 'fundPwd', code);
    await this.deps.users.update(auth.user.user_id, {
      fund_password_hash: await this.deps.hasher.hash(fundPassword),
      fund_failed_attempts: 0,
      fund_locked_until: null,
      update_time: this.now(),
    });
    await this.deps.oplog.record(this.actor(auth, ip), 'resetFundPwd');
  }

  async changePhone(auth: AuthContext, ip: string, e164: string, code: string) {
    if (e164 === auth.user.phone) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'phone', key: 'sameValue' }],
      });
    }
    if (await this.deps.users.findByPhone(e164)) throw new AppError(ErrorCode.ACCOUNT_EXISTS);
    await this.deps.verification.consume(e164, 'changePhone', code);
    await this.deps.users.update(auth.user.user_id, { phone: e164, update_time: this.now() });
    await this.deps.oplog.record(this.actor(auth, ip), 'changePhone', { phone: maskPhone(e164) });
  }

  async changeEmail(auth: AuthContext, ip: string, email: string, code: string) {
    if (email === auth.user.email) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'email', key: 'sameValue' }],
      });
    }
    if (await this.deps.users.findByEmail(email)) throw new AppError(ErrorCode.ACCOUNT_EXISTS);
    await this.deps.verification.consume(email, 'changeEmail', code);
    await this.deps.users.update(auth.user.user_id, { email, update_time: this.now() });
    await this.deps.oplog.record(this.actor(auth, ip), 'changeEmail', { email: maskEmail(email) });
  }
}

/** Logs keep enough of an address to recognise it, not the whole of it. */
export function maskPhone(e164: string): string {
  return e164.length > 7 ? `${e164.slice(0, 6)}***${e164.slice(-3)}` : '***';
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}
