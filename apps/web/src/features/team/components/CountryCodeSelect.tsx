import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../lib/countries.ts';

const dial = (code: string) => `+${code.replace('+', '')}`;

/** The member's country, shown as its dialling code in front of the phone number. */
export function CountryCodeSelect({
  value,
  onChange,
  id,
}: {
  value?: number;
  onChange?: (countryId: number) => void;
  id?: string;
}) {
  const { t, i18n } = useTranslation();
  const { data = [], isLoading } = useCountries();
  const byId = new Map(data.map((c) => [c.countryId, c]));
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      loading={isLoading}
      aria-label={t('team:field.country')}
      className="team-country-code"
      popupMatchSelectWidth={false}
      labelRender={({ value: id }) => {
        const country = byId.get(Number(id));
        return country ? dial(country.dialCode) : '';
      }}
      options={data.map((c) => ({
        value: c.countryId,
        label: `${i18n.language === 'zh' ? c.nameZh : c.nameEn} (${dial(c.dialCode)})`,
      }))}
    />
  );
}
