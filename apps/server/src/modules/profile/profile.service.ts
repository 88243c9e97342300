import { ErrorCode } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import type { Lang } from '../../i18n/language.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { FilesService } from '../files/files.service.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import type { LoginPasswordService } from '../login-password/login-password.service.ts';
import type { SecurityNotices } from '../security-notices/security-notices.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';

const AVATAR_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A logged-in user's own account settings. Every change writes an operation-log row. The phone
 * and email are changed in ContactChangeService.
 */
export class ProfileService {
  constructor(
    private readonly deps: {
      users: UsersService;
      sessions: SessionService;
      verification: VerificationService;
      oplog: OplogService;
      files: Pick<FilesService, 'ownedMime'>;
      hasher: PasswordHasher;
      passwords: LoginPasswordService;
      notices: SecurityNotices;
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

  /**
   * The old password is checked under the login lockout, so a stolen session cannot guess it.
   * Other sessions end after the change; the current one stays signed in; the holder is told.
   */
  async resetPassword(auth: AuthContext, ip: string, oldPassword: string, newPassword: string) {
    const { hasher, users, sessions, passwords } = this.deps;
    const user = await passwords.check(auth.user.user_id, oldPassword, {
      wrong: ErrorCode.WRONG_OLD_PASSWORD,
      locked: 'passwordLocked',
    });
    if (oldPassword === newPassword) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'newPassword', key: 'samePassword' }],
      });
    }
    await users.update(user.user_id, {
      password_hash: await hasher.hash(newPassword),
      update_time: this.now(),
    });
    await sessions.revokeOthers(user.user_id, auth.token);
    await this.deps.oplog.record(this.actor(auth, ip), 'resetPwd');
    await this.deps.notices.passwordChanged(user);
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
    await this.deps.notices.fundPasswordChanged(auth.user.user_id);
  }
}
