import type { TFunction } from 'i18next';
import { requiredRule, type FieldRule } from '../../../components/plain/usePlainForm.ts';
import { CODE_PATTERN, isEmail, PASSWORD_PATTERN, PHONE_PATTERN } from '../rules.ts';

/** A text that must match `pattern` once given (an empty one is the required rule's). */
const patternRule =
  (test: (value: string) => boolean, message: string): FieldRule<string> =>
  (value) =>
    value === '' || test(value) ? undefined : message;

/**
 * Sign-up's checks for its plain fields, with the messages and patterns of the antd rules the
 * other auth forms use (rules.ts), so both accept and refuse the same input.
 */
export const signUpRules = (t: TFunction) => ({
  countryId: [requiredRule(t('auth:rules.countryRequired'))],
  phone: [
    requiredRule(t('auth:rules.phoneRequired')),
    patternRule((v) => PHONE_PATTERN.test(v), t('auth:rules.phonePattern')),
  ],
  email: [
    requiredRule(t('auth:rules.emailRequired')),
    patternRule(isEmail, t('auth:rules.emailPattern')),
  ],
  code: [
    requiredRule(t('auth:rules.codeRequired')),
    patternRule((v) => CODE_PATTERN.test(v), t('auth:rules.codePattern')),
  ],
  agree: [(checked: boolean) => (checked ? undefined : t('auth:register.mustAgree'))],
  password: [
    requiredRule(t('auth:rules.passwordRequired')),
    patternRule((v) => PASSWORD_PATTERN.test(v), t('auth:rules.passwordPattern')),
  ],
});

/** The repetition must equal the password. */
export const confirmRule =
  (t: TFunction, password: string): FieldRule<string> =>
  (value) => {
    if (value === '') return t('auth:rules.confirmRequired');
    return value === password ? undefined : t('auth:rules.confirmMismatch');
  };
