import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../lib/countries.ts';

/**
 * Country names in the operator's language and currency codes (ids as they are when unknown).
 * Both come from the public country list: the currency list is a customer call, which the
 * console (holding no customer session) must not make.
 */
export function useReferenceNames() {
  const { i18n } = useTranslation();
  const { data: countries = [] } = useCountries();
  const zh = i18n.language === 'zh';
  return {
    country: (id: number) => {
      const c = countries.find((x) => x.countryId === id);
      return c ? (zh ? c.nameZh : c.nameEn) : String(id);
    },
    currency: (id: number) =>
      countries.find((x) => x.currencyId === id)?.currencyCode ?? String(id),
  };
}
