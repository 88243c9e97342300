import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../lib/countries.ts';

interface Props {
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
}

/** Country picker for antd forms; names follow the UI language, with the dialling code. */
export function CountrySelect({ value, onChange, id }: Props) {
  const { t, i18n } = useTranslation();
  const { data = [], isLoading } = useCountries();
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      loading={isLoading}
      placeholder={t('auth:fields.countryPlaceholder')}
      showSearch={{ optionFilterProp: 'label' }}
      options={data.map((c) => ({
        value: c.countryId,
        label: `${i18n.language === 'zh' ? c.nameZh : c.nameEn} (+${c.dialCode.replace('+', '')})`,
      }))}
    />
  );
}
