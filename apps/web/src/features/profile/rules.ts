import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { ErrorCode, PASSWORD_PATTERN } from '@pesa/contract';

/**
 * Form rules of the profile dialogs. They repeat the server's zod rules (packages/contract) so
 * mistakes are caught before a call; the server still has the last word. The personal details'
 * rule is in nicknameRules.ts: this module brings the contract's schemas, which only the
 * dialogs need.
 */

/**
 * Refusals of the login password in a phone or email change: wrong (-1004), or the account is
 * locked after too many wrong ones (429); both concern the password field.
 */
export const PASSWORD_ERRORS = { [ErrorCode.WRONG_PASSWORD]: 'password', 429: 'password' };

export const oldPasswordRules = (t: TFunction): Rule[] => [
  { required: true, message: t('profile:rules.oldPasswordRequired') },
];

/** SPEC §5: the login password rule, and a new password must differ from the old one. */
export const newPasswordRules = (t: TFunction): Rule[] => [
  { required: true, message: t('profile:rules.newPasswordRequired') },
  { pattern: PASSWORD_PATTERN, message: t('profile:rules.passwordPattern') },
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || value !== getFieldValue('oldPassword')
        ? Promise.resolve()
        : Promise.reject(new Error(t('profile:rules.samePassword'))),
  }),
];

/** The confirmation must repeat the field `field` exactly. */
export const confirmRules = (t: TFunction, field: string): Rule[] => [
  { required: true, message: t('profile:rules.confirmRequired') },
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || value === getFieldValue(field)
        ? Promise.resolve()
        : Promise.reject(new Error(t('profile:rules.confirmMismatch'))),
  }),
];

/** A new email: well formed and not the one the account already has (SPEC §5). */
export const newEmailRules = (t: TFunction, current: string | null | undefined): Rule[] => [
  { required: true, whitespace: true, message: t('profile:rules.emailRequired') },
  { type: 'email', message: t('profile:rules.emailPattern') },
  {
    validator: (_, value: string | undefined) =>
      value && isSameEmail(value, current)
        ? Promise.reject(new Error(t('profile:rules.sameEmail')))
        : Promise.resolve(),
  },
];

/** A new mobile number for the chosen country, not the one the account already has. */
export const newPhoneRules = (t: TFunction, current: string | null | undefined): Rule[] => [
  { required: true, message: t('profile:rules.phoneRequired') },
  { pattern: /^\+?[0-9 ]{4,20}$/, message: t('profile:rules.phonePattern') },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      value && isSameMobile(getFieldValue('countryId'), value, current)
        ? Promise.reject(new Error(t('profile:rules.samePhone')))
        : Promise.resolve(),
  }),
];

/** The server stores emails trimmed and in lower case. */
export function isSameEmail(input: string, current: string | null | undefined): boolean {
  return !!current && input.trim().toLowerCase() === current.trim().toLowerCase();
}

/**
 * Whether a number typed for a country (national with or without the trunk 0, or
 * international with +) is the stored E.164 number `current`.
 */
export function isSameMobile(
  countryId: number | undefined,
  input: string,
  current: string | null | undefined,
): boolean {
  if (!current) return false;
  const digits = input.replace(/[\s-]/g, '');
  if (digits.startsWith('+')) return digits === current;
  if (!countryId) return false;
  return `+${countryId}${digits.replace(/^0+/, '')}` === current;
}

/**
 * The contact that vouches for a phone or email change, as the server picks it: the current
 * phone before a phone change, the current email before an email change, else the other one.
 */
export function vouchingContact(
  info: { phone?: string | null; email?: string | null },
  change: 'changePhone' | 'changeEmail',
): { kind: 'phone' | 'email'; value: string } | null {
  const phone = info.phone ? { kind: 'phone' as const, value: info.phone } : null;
  const email = info.email ? { kind: 'email' as const, value: info.email } : null;
  return change === 'changePhone' ? (phone ?? email) : (email ?? phone);
}
