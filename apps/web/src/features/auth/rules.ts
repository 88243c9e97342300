import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** SPEC §5: at least 6 characters with digits, upper and lower case, no spaces (as the server checks). */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])\S{6,32}$/;
export const CODE_PATTERN = /^\d{6}$/;
/** Digits and spaces, 4 to 20 of them (the national number; the country gives the prefix). */
export const PHONE_PATTERN = /^[0-9 ]{4,20}$/;
/**
 * The address check antd's `type: 'email'` rule makes (async-validator's pattern and its
 * 320-character limit), for the forms built without antd, so both accept the same addresses.
 */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;
export const isEmail = (value: string) => value.length <= 320 && EMAIL_PATTERN.test(value);

export const passwordRules = (t: TFunction): Rule[] => [
  { required: true, message: t('auth:rules.passwordRequired') },
  { pattern: PASSWORD_PATTERN, message: t('auth:rules.passwordPattern') },
];

/** The confirmation must repeat the `password` field. */
export const confirmRules = (t: TFunction): Rule[] => [
  { required: true, message: t('auth:rules.confirmRequired') },
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || getFieldValue('password') === value
        ? Promise.resolve()
        : Promise.reject(new Error(t('auth:rules.confirmMismatch'))),
  }),
];

export const codeRules = (t: TFunction): Rule[] => [
  { required: true, message: t('auth:rules.codeRequired') },
  { pattern: CODE_PATTERN, message: t('auth:rules.codePattern') },
];

export const emailRules = (t: TFunction): Rule[] => [
  { required: true, message: t('auth:rules.emailRequired') },
  { type: 'email', message: t('auth:rules.emailPattern') },
];

export const phoneRules = (t: TFunction): Rule[] => [
  { required: true, message: t('auth:rules.phoneRequired') },
  { pattern: PHONE_PATTERN, message: t('auth:rules.phonePattern') },
];
