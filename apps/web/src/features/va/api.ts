import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VaAccountView } from '@pesa/contract';
import { request } from '../../lib/request/request.ts';
import { READ } from '../../lib/money/api.ts';

export type VaAccount = VaAccountView;
export type VaStatusName = 'Submitted' | 'Confirmed' | 'Successful';
/** SPEC §4, in the order an application moves through them. */
export const VA_STATUSES: readonly VaStatusName[] = ['Submitted', 'Confirmed', 'Successful'];

export interface VaFilters {
  pageNum: number;
  pageSize: number;
  status?: VaStatusName;
}

export function useVaAccounts(filters: VaFilters) {
  return useQuery({
    queryKey: ['va', 'list', filters],
    queryFn: () => request.page<VaAccount>('/va/list', { ...filters }, READ),
    placeholderData: keepPreviousData,
  });
}

export interface CountryCurrency {
  currencyId: number;
  code: string;
  name: string;
}

/** The currencies a country offers; names follow the request language, so the key holds it. */
export function useCountryCurrencies(countryId: number | undefined, language: string) {
  return useQuery({
    queryKey: ['common', 'currencyByCountryId', countryId, language],
    queryFn: () =>
      request.post<CountryCurrency[]>(`/common/currencyByCountryId/${countryId}`, {}, READ),
    enabled: countryId !== undefined,
    staleTime: 10 * 60_000,
  });
}

/** The server refuses anything but `agree: true` (SPEC §5: read and agreed). */
export function applyVa(input: { countryId: number; currencyId: number }) {
  return request.post<{ id: number }>('/va/apply', { ...input, agree: true });
}
