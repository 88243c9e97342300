import { useTranslation } from 'react-i18next';
import type { Country } from '../../../lib/countries.ts';
import { PlainField } from '../../../components/plain/PlainField.tsx';
import { TrimmedTextInput } from '../../../components/plain/TrimmedTextInput.tsx';
import { CountryPicker } from './CountryPicker.tsx';

interface FieldProps<Value> {
  /** The control's id, which a failed submit focuses. */
  id: string;
  value: Value;
  error: string | undefined;
  onChange: (value: Value) => void;
}

/** The country of the phone number, for the plain sign-in and sign-up forms. */
export function CountryField({
  countries,
  ...field
}: FieldProps<number | undefined> & { countries: Country[] | undefined }) {
  const { t } = useTranslation();
  return (
    <PlainField id={field.id} label={t('auth:fields.country')} error={field.error}>
      {(control) => (
        <CountryPicker
          {...control}
          countries={countries}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    </PlainField>
  );
}

/** The national phone number (the country gives the prefix). */
export function PhoneField(field: FieldProps<string>) {
  const { t } = useTranslation();
  return (
    <PlainField id={field.id} label={t('auth:fields.phone')} error={field.error}>
      {(control) => (
        <TrimmedTextInput
          {...control}
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('auth:fields.phonePlaceholder')}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    </PlainField>
  );
}

/** The e-mail address. */
export function EmailField(field: FieldProps<string>) {
  const { t } = useTranslation();
  return (
    <PlainField id={field.id} label={t('auth:fields.email')} error={field.error}>
      {(control) => (
        <TrimmedTextInput
          {...control}
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={field.value}
          onChange={field.onChange}
        />
      )}
    </PlainField>
  );
}
