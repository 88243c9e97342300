import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayeeView } from '@pesa/contract';
import { request } from '../../lib/request/request.ts';

export type Payee = PayeeView;

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

export type PayeeInput = Partial<Omit<Payee, 'id'>> & { id?: number };

export function savePayee(input: PayeeInput) {
  return input.id
    ? request.post<{ id: number }>('/payee/edit', input)
    : request.post<{ id: number }>('/payee/add', input);
}
