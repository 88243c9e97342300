import { ErrorCode, type ContactChange } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Lang } from '../../i18n/language.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { LoginPasswordService } from '../login-password/login-password.service.ts';
import type { Contact, SecurityNotices } from '../security-notices/security-notices.service.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { maskEmail, maskPhone } from './masks.ts';

const WRONG_PASSWORD = { wrong: ErrorCode.WRONG_PASSWORD, locked: 'passwordLocked' } as const;

/**
 * The contact that vouches for a change: the current phone before a phone change, the current
 * email before an email change; an account without that one uses the contact it has.
 */
export function vouchingContact(user: UserRow, change: ContactChange): Contact | null {
  const phone: Contact | null = user.phone ? { channel: 'sms', to: user.phone } : null;
  const email: Contact | null = user.email ? { channel: 'email', to: user.email } : null;
  return change === 'changePhone' ? (phone ?? email) : (email ?? phone);
}

const langOf = (user: UserRow): Lang => (user.language === 'zh_CN' ? 'zh' : 'en');

/**
 * Moving an account to a new phone or email. A session alone is not enough, since a stolen one
 * would then take the account for good (the new contact receives the password-reset codes): the
 * caller proves the login password (counted toward the login lockout), a code sent to the
 * current contact and a code sent to the new one. The current contact is told afterwards.
 */
export class ContactChangeService {
  constructor(
    private readonly deps: {
      users: UsersService;
      passwords: LoginPasswordService;
      verification: VerificationService;
      notices: SecurityNotices;
      oplog: OplogService;
      clock: Clock;
    },
  ) {}

  /** Sends the `verifyContact` code to the account's own contact; returns where, masked. */
  async sendCode(auth: AuthContext, change: ContactChange) {
    const contact = vouchingContact(auth.user, change);
    if (!contact) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
    await this.deps.verification.send(contact, 'verifyContact', langOf(auth.user));
    return {
      channel: contact.channel,
      to: contact.channel === 'sms' ? maskPhone(contact.to) : maskEmail(contact.to),
    };
  }

  async changePhone(
    auth: AuthContext,
    ip: string,
    input: { e164: string; code: string; password: string; oldCode: string },
  ) {
    if (input.e164 === auth.user.phone) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'phone', key: 'sameValue' }],
      });
    }
    if (await this.deps.users.findByPhone(input.e164)) throw new AppError(ErrorCode.ACCOUNT_EXISTS);
    const user = await this.deps.passwords.check(auth.user.user_id, input.password, WRONG_PASSWORD);
    const told = await this.proveBoth(user, 'changePhone', input.oldCode, {
      to: input.e164,
      code: input.code,
    });
    await this.deps.users.update(user.user_id, { phone: input.e164, update_time: this.now() });
    const masked = maskPhone(input.e164);
    await this.deps.oplog.record(this.actor(auth, ip), 'changePhone', { phone: masked });
    await this.deps.notices.contactChanged(told, langOf(user), 'phone', masked, user.user_id);
  }

  async changeEmail(
    auth: AuthContext,
    ip: string,
    input: { email: string; code: string; password: string; oldCode: string },
  ) {
    if (input.email === auth.user.email) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'email', key: 'sameValue' }],
      });
    }
    if (await this.deps.users.findByEmail(input.email))
      throw new AppError(ErrorCode.ACCOUNT_EXISTS);
    const user = await this.deps.passwords.check(auth.user.user_id, input.password, WRONG_PASSWORD);
    const told = await this.proveBoth(user, 'changeEmail', input.oldCode, {
      to: input.email,
      code: input.code,
    });
    await this.deps.users.update(user.user_id, { email: input.email, update_time: this.now() });
    const masked = maskEmail(input.email);
    await this.deps.oplog.record(this.actor(auth, ip), 'changeEmail', { email: masked });
    await this.deps.notices.contactChanged(told, langOf(user), 'email', masked, user.user_id);
  }

  /**
   * Checks the current contact's code and the new contact's, and only then uses both up, so a
   * typo in one does not cost the other. Returns the current contact.
   */
  private async proveBoth(
    user: UserRow,
    change: ContactChange,
    oldCode: string,
    fresh: { to: string; code: string },
  ): Promise<Contact> {
    const { verification } = this.deps;
    const current = vouchingContact(user, change);
    if (!current) throw new AppError(ErrorCode.CODE_NOT_FOUND, { data: { field: 'oldCode' } });
    const oldId = await verification.check(current.to, 'verifyContact', oldCode, 'oldCode');
    const newId = await verification.check(fresh.to, change, fresh.code, 'code');
    await verification.use([oldId, newId]);
    return current;
  }

  private actor(auth: AuthContext, ip: string) {
    return { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip };
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
