import type { FormInstance, Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { serverFieldErrors } from '../../lib/request/fieldErrors.ts';

/** These mirror the server's zod rules for roles and members (packages/contract team.ts). */
export const NAME_MAX = 40;
export const REMARK_MAX = 200;
/** SPEC §5: team member passwords are 6-12 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;
const PHONE_PATTERN = /^\+?[0-9 ]{4,20}$/;

export const roleNameRules = (t: TFunction): Rule[] => [
  { required: true, whitespace: true, message: t('team:rules.roleNameRequired') },
  { max: NAME_MAX, message: t('team:rules.tooLong', { max: NAME_MAX }) },
];

export const userNameRules = (t: TFunction): Rule[] => [
  { required: true, whitespace: true, message: t('team:rules.userNameRequired') },
  { max: NAME_MAX, message: t('team:rules.tooLong', { max: NAME_MAX }) },
];

export const emailRules = (t: TFunction): Rule[] => [
  { type: 'email', message: t('team:rules.emailPattern') },
];

/** A member signs in by phone or email, so one of the two is needed (as the server checks). */
export const phoneRules = (t: TFunction): Rule[] => [
  { pattern: PHONE_PATTERN, message: t('team:rules.phonePattern') },
  ({ getFieldValue }) => ({
    validator: (_, value?: string) =>
      value?.trim() || String(getFieldValue('email') ?? '').trim()
        ? Promise.resolve()
        : Promise.reject(new Error(t('team:rules.contactRequired'))),
  }),
];

export const passwordRules = (t: TFunction): Rule[] => [
  { required: true, message: t('team:rules.passwordRequired') },
  {
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
    message: t('team:rules.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
  },
];

/** The confirmation must repeat the `password` field. */
export const confirmRules = (t: TFunction): Rule[] => [
  { required: true, message: t('team:rules.confirmRequired') },
  ({ getFieldValue }) => ({
    validator: (_, value?: string) =>
      !value || getFieldValue('password') === value
        ? Promise.resolve()
        : Promise.reject(new Error(t('team:rules.confirmMismatch'))),
  }),
];

/** The server names the phone `phone` in some replies; the form calls it `phonenumber`. */
const FIELD_ALIASES: Record<string, string> = { phone: 'phonenumber' };

/**
 * Puts the field messages of a -1008 reply (already in the user's language) under the fields
 * they concern. Returns false when the error carried none the form shows.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown): boolean {
  const known = new Set(Object.keys(form.getFieldsValue() as object));
  const fields = serverFieldErrors(error)
    .map((f) => ({ ...f, name: FIELD_ALIASES[f.name] ?? f.name }))
    .filter((f) => known.has(f.name));
  form.setFields(fields);
  return fields.length > 0;
}
