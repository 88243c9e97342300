import { useTranslation } from 'react-i18next';
import type { Country } from '../../../lib/countries.ts';
import type { FieldControlProps } from '../../../components/plain/PlainField.tsx';
import './plainForm.css';

/**
 * The country of a phone number, as the phone's own picker: names in the UI language with the
 * dialling code. `countries` is undefined while the list is on its way.
 */
export function CountryPicker({
  countries,
  value,
  onChange,
  ...control
}: FieldControlProps & {
  countries: Country[] | undefined;
  value: number | undefined;
  onChange: (countryId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const known = countries?.some((country) => country.countryId === value) ?? false;
  return (
    <select
      {...control}
      className="plain-input plain-select"
      value={value === undefined || !known ? '' : String(value)}
      aria-busy={countries === undefined}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      <option value="" disabled>
        {countries === undefined ? t('loading') : t('auth:fields.countryPlaceholder')}
      </option>
      {countries?.map((country) => (
        <option key={country.countryId} value={country.countryId}>
          {`${i18n.language === 'zh' ? country.nameZh : country.nameEn} (+${country.dialCode.replace('+', '')})`}
        </option>
      ))}
    </select>
  );
}
