import { ErrorCode, type CodeScene, type UserTypeValue } from '@pesa/contract';
import { normaliseMobile } from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import type { UserRow } from '../../db/schema.ts';
import { apiLanguage, type Lang } from '../../i18n/language.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import type { UsersService } from '../users/users.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { SecurityNotices } from '../security-notices/security-notices.service.ts';
import type { SignInDevices } from '../sign-in-devices/sign-in-devices.service.ts';
import type { LoginPasswordService } from '../login-password/login-password.service.ts';

/** Scenes whose code goes to an address that must already belong to an account. */
const EXISTING_ACCOUNT_SCENES: CodeScene[] = ['login', 'findPwd', 'fundPwd'];
/** Scenes whose code goes to an address that must still be free. */
const FREE_ADDRESS_SCENES: CodeScene[] = ['register', 'changePhone', 'changeEmail'];

export type Login =
  { kind: 'phone'; countryId: number; phone: string } | { kind: 'email'; email: string };

/** Sign-up, sign-in, sign-out and password recovery (SPEC §7 "Account and user"). */
export class AccountService {
  constructor(
    private readonly deps: {
      users: UsersService;
      sessions: SessionService;
      verification: VerificationService;
      reference: ReferenceService;
      oplog: OplogService;
      hasher: PasswordHasher;
      passwords: LoginPasswordService;
      notices: SecurityNotices;
      /** SignInDevices: tells of a sign-in from a new device. */
      devices?: Pick<SignInDevices, 'registered' | 'signedIn'>;
      clock: Clock;
    },
  ) {}

  /** E.164 form of a mobile number for a country; -1012 / -1008 when either is wrong. */
  async mobile(countryId: number, phone: string): Promise<string> {
    await this.deps.reference.requireCountry(countryId);
    const e164 = normaliseMobile(countryId, phone);
    if (!e164) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'phone', key: 'phoneRule' }],
      });
    }
    return e164;
  }

  async sendCode(
    to: { channel: 'sms' | 'email'; to: string },
    scene: CodeScene,
    lang: Lang,
  ): Promise<void> {
    const existing =
      to.channel === 'sms'
        ? await this.deps.users.findByPhone(to.to)
        : await this.deps.users.findByEmail(to.to);
    // Answered exactly as for an account, spacing (-1026) included, and sent nowhere: a reply
    // that differed would tell anyone which phones and emails have accounts (docs/identity.md).
    if (EXISTING_ACCOUNT_SCENES.includes(scene) && !existing)
      return this.deps.verification.send(to, scene, lang, { deliver: false });
    if (FREE_ADDRESS_SCENES.includes(scene) && existing)
      throw new AppError(ErrorCode.ACCOUNT_EXISTS);
    // Texts go out in the account holder's language when we know it, else the caller's.
    const language: Lang = existing ? (existing.language === 'zh_CN' ? 'zh' : 'en') : lang;
    await this.deps.verification.send(to, scene, language);
  }

  async register(
    input: { userType: UserTypeValue; countryId: number; code: string; password: string } & (
      { phone: string } | { email: string }
    ),
    ip: string,
    lang: Lang,
    userAgent?: string,
  ): Promise<string> {
    await this.deps.reference.requireCountry(input.countryId);
    const phone = 'phone' in input ? await this.mobile(input.countryId, input.phone) : null;
    const email = 'email' in input ? input.email : null;
    const address = (phone ?? email)!;
    if (
      phone ? await this.deps.users.findByPhone(phone) : await this.deps.users.findByEmail(address)
    ) {
      throw new AppError(ErrorCode.ACCOUNT_EXISTS);
    }
    await this.deps.verification.consume(address, 'register', input.code);
    const now = this.deps.clock.now().toISOString();
    const userId = await this.deps.users.create({
      parent_id: 0,
      user_type: input.userType,
      country_id: input.countryId,
      phone,
      email,
      nick_name: null,
      user_name: null,
      avatar: null,
      sex: null,
      remark: null,
      password_hash: await this.deps.hasher.hash(input.password),
      fund_password_hash: null,
      audit_status: '-1',
      psp_flag: 0,
      mrp_flag: 0,
      status: 0,
      role_id: null,
      language: apiLanguage(lang),
      create_time: now,
      update_time: now,
    });
    if (userId === null) throw new AppError(ErrorCode.ACCOUNT_EXISTS);
    await this.deps.oplog.record({ userId, mainUserId: userId, ip }, 'register', {
      via: phone ? 'phone' : 'email',
    });
    await this.deps.devices?.registered(userId, { ip, userAgent });
    return this.deps.sessions.create(userId, ip);
  }

  async findAccount(login: Login): Promise<UserRow | undefined> {
    if (login.kind === 'email') return this.deps.users.findByEmail(login.email);
    return this.deps.users.findByPhone(await this.mobile(login.countryId, login.phone));
  }

  /**
   * Password login under the per-account lockout of LoginPasswordService. An unknown account
   * costs the same scrypt check as a known one before it is answered.
   */
  async login(login: Login, password: string, ip: string, userAgent?: string): Promise<string> {
    const found = await this.findAccount(login);
    if (!found) {
      await this.deps.passwords.checkNothing(password);
      throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
    }
    const user = await this.deps.passwords.check(found.user_id, password, {
      wrong: ErrorCode.WRONG_PASSWORD,
      locked: 'accountLocked',
    });
    if (user.status !== 0)
      throw new AppError(ErrorCode.NO_PERMISSION, { messageKey: 'accountDisabled' });
    // Said only after the right password, so the code tells no stranger the account's state.
    if (user.suspended_at) throw new AppError(ErrorCode.ACCOUNT_SUSPENDED);
    await this.requireEnabledRole(user);
    const main = await this.deps.users.mainAccountOf(user);
    await this.deps.oplog.record({ userId: user.user_id, mainUserId: main.user_id, ip }, 'login', {
      via: login.kind,
    });
    const token = await this.deps.sessions.create(user.user_id, ip);
    await this.deps.devices?.signedIn(user.user_id, { ip, userAgent });
    return token;
  }

  private async requireEnabledRole(user: UserRow): Promise<void> {
    if (user.parent_id === 0) return;
    const role = user.role_id ? await this.deps.users.roleStatus(user.role_id) : undefined;
    if (role !== 0) throw new AppError(ErrorCode.NO_PERMISSION, { messageKey: 'accountDisabled' });
  }

  async logout(user: UserRow, mainUserId: number, token: string, ip: string): Promise<void> {
    await this.deps.sessions.revoke(token);
    await this.deps.oplog.record({ userId: user.user_id, mainUserId, ip }, 'logout');
  }

  /**
   * Password recovery with a code; every session of the account ends, as after any reset, and
   * the holder is told.
   */
  async findPassword(login: Login, code: string, password: string, ip: string): Promise<void> {
    const user = await this.findAccount(login);
    if (!user) {
      // Refused as a missing or wrong code, like an account's: never "no such account". The
      // only code such an address can hold was never sent, so it cannot be known either.
      const address =
        login.kind === 'email' ? login.email : await this.mobile(login.countryId, login.phone);
      await this.deps.verification.check(address, 'findPwd', code);
      throw new AppError(ErrorCode.CODE_WRONG);
    }
    await this.deps.verification.consume(
      login.kind === 'email' ? login.email : user.phone!,
      'findPwd',
      code,
    );
    await this.deps.users.update(user.user_id, {
      password_hash: await this.deps.hasher.hash(password),
      failed_logins: 0,
      locked_until: null,
      update_time: this.deps.clock.now().toISOString(),
    });
    await this.deps.sessions.revokeAllForUsers([user.user_id]);
    const main = await this.deps.users.mainAccountOf(user);
    await this.deps.oplog.record(
      { userId: user.user_id, mainUserId: main.user_id, ip },
      'findPwd',
      { via: login.kind },
    );
    await this.deps.notices.passwordChanged(user);
  }
}
