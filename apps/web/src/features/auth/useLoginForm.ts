import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactMethod } from './components/ContactFields.tsx';
import { loginErrors, loginFields, type LoginField, type LoginValues } from './loginValidation.ts';

/**
 * The sign-in form's values and errors, checked the way antd's forms check them: a field as
 * it changes, every shown field on submit. Errors follow the language when it is switched.
 */
export function useLoginForm(countryId: number, method: ContactMethod) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginValues>({
    countryId,
    phone: '',
    email: '',
    password: '',
  });
  const [checked, setChecked] = useState<ReadonlySet<LoginField>>(new Set());
  const all = loginErrors(values, method, t);
  const errors = Object.fromEntries(
    loginFields(method)
      .filter((field) => checked.has(field) && all[field])
      .map((field) => [field, all[field]]),
  ) as Partial<Record<LoginField, string>>;

  const change = <F extends LoginField>(field: F, value: LoginValues[F]) => {
    setValues((before) => ({ ...before, [field]: value }));
    setChecked((before) => new Set(before).add(field));
  };

  /** The values when every shown field passes; otherwise marks them all and gives the first bad one. */
  const validate = (): { ok: true; values: LoginValues } | { ok: false; first: LoginField } => {
    const fields = loginFields(method);
    setChecked(new Set(fields));
    const first = fields.find((field) => all[field]);
    return first ? { ok: false, first } : { ok: true, values };
  };

  return { values, errors, change, validate };
}
