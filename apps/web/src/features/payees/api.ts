import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PayeeView } from '@pesa/contract';
import { request } from '../../lib/request/request.ts';
import { READ } from '../../lib/money/api.ts';

export type Payee = PayeeView;

/** The Recipient Management screen; a recipient's detail is `${PAYEE_LIST_PATH}/detail/{id}`. */
export const PAYEE_LIST_PATH = '/home/assets-payee';

export interface PayeeFilters {
  name?: string;
  payType?: number;
  countryId?: number;
  pageNum: number;
  pageSize: number;
}

export function usePayees(filters: PayeeFilters) {
  return useQuery({
    queryKey: ['payee', 'list', filters],
    queryFn: () => request.page<Payee>('/payee/list', { ...filters }, { repeatSubmit: false }),
    placeholderData: keepPreviousData,
  });
}

/** One recipient with every field (`/payee/detail/{id}`). */
export function usePayeeDetail(id: number) {
  return useQuery({
    queryKey: ['payee', 'detail', id],
    queryFn: () => request.post<Payee>(`/payee/detail/${id}`, {}, READ),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export type PayeeInput = Partial<Omit<Payee, 'id'>> & { id?: number };

export function savePayee(input: PayeeInput) {
  return input.id
    ? request.post<{ id: number }>('/payee/edit', input)
    : request.post<{ id: number }>('/payee/add', input);
}

export function deletePayee(id: number) {
  return request.post<null>(`/payee/delete/${id}`, {});
}

/** A bank of the picker (`/common/choice/bankCodes`). */
export interface BankCode {
  countryId: number;
  code: string;
  name: string;
  swiftCode: string;
}

export function useBankCodes(countryId: number | undefined) {
  return useQuery({
    queryKey: ['common', 'bankCodes', countryId],
    queryFn: () => request.post<BankCode[]>('/common/choice/bankCodes', { countryId }, READ),
    enabled: countryId !== undefined,
    staleTime: 10 * 60_000,
  });
}

/** What the form needs of `/common/countryExtInfo`: the phone example and the currencies. */
export interface CountryExtInfo {
  countryId: number;
  dialCode: string;
  phoneExample: string;
  currencies: Array<{ currencyId: number; code: string; name: string }>;
}

/** The server names the currencies in the caller's language, so each language has its copy. */
export function useCountryExtInfo(countryId: number | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['common', 'countryExtInfo', countryId, i18n.language],
    queryFn: () => request.post<CountryExtInfo>('/common/countryExtInfo', { countryId }, READ),
    enabled: countryId !== undefined,
    staleTime: 10 * 60_000,
  });
}
