import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../lib/countries.ts';
import { useCurrencies } from '../../../lib/money/api.ts';

/** Country and currency names in the operator's language (ids as they are when unknown). */
export function useReferenceNames() {
  const { i18n } = useTranslation();
  const { data: countries = [] } = useCountries();
  const { data: currencies = [] } = useCurrencies();
  const zh = i18n.language === 'zh';
  return {
    country: (id: number) => {
      const c = countries.find((x) => x.countryId === id);
      return c ? (zh ? c.nameZh : c.nameEn) : String(id);
    },
    currency: (id: number) => currencies.find((x) => x.currencyId === id)?.code ?? String(id),
  };
}
