import type { TFunction } from 'i18next';
import { isEmail, PHONE_PATTERN } from './rules.ts';
import type { ContactMethod } from './components/ContactFields.tsx';

export type LoginField = 'countryId' | 'phone' | 'email' | 'password';

export interface LoginValues {
  countryId: number | undefined;
  phone: string;
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<LoginField, string>>;

/** The fields the sign-in form shows for a contact method, in the order they appear. */
export function loginFields(method: ContactMethod): LoginField[] {
  return method === 'phone' ? ['countryId', 'phone', 'password'] : ['email', 'password'];
}

/**
 * The sign-in form's checks, with the messages of the antd rules the other auth forms use
 * (rules.ts): a field's first failing check, for the fields `method` shows.
 */
export function loginErrors(values: LoginValues, method: ContactMethod, t: TFunction): LoginErrors {
  const checks: Record<LoginField, () => string | undefined> = {
    countryId: () => (values.countryId === undefined ? t('auth:rules.countryRequired') : undefined),
    phone: () => {
      if (values.phone === '') return t('auth:rules.phoneRequired');
      // A number typed in full (+255 …) is taken too: it names its country (phoneCountry.ts).
      const national = values.phone.replace(/^\+/, '');
      return PHONE_PATTERN.test(national) ? undefined : t('auth:rules.phonePattern');
    },
    email: () => {
      if (values.email === '') return t('auth:rules.emailRequired');
      return isEmail(values.email) ? undefined : t('auth:rules.emailPattern');
    },
    password: () => (values.password === '' ? t('auth:rules.passwordRequired') : undefined),
  };
  const errors: LoginErrors = {};
  for (const field of loginFields(method)) {
    const error = checks[field]();
    if (error) errors[field] = error;
  }
  return errors;
}
