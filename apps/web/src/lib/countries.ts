import { useQuery } from '@tanstack/react-query';
import { request } from './request/request.ts';

export interface Country {
  countryId: number;
  iso2: string;
  nameEn: string;
  nameZh: string;
  dialCode: string;
  currencyId: number;
  currencyCode: string;
}

/**
 * The supported countries. Fixed reference data, loaded once per session (SPEC §7) and shared
 * by every screen that names or picks a country.
 */
export function useCountries() {
  return useQuery({
    queryKey: ['common', 'country'],
    queryFn: () =>
      request.post<Country[]>('/common/country', {}, { withToken: false, repeatSubmit: false }),
    staleTime: Infinity,
  });
}
