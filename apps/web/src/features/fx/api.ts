import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request/request.ts';
import { READ } from '../../lib/money/api.ts';

export interface FxQuote {
  quoteId: string;
  fromCurrencyId: number;
  toCurrencyId: number;
  amount: string;
  toAmount: string;
  rate: string;
  lockSeconds: number;
  expireTime: string;
}

export interface FxHistoryRow {
  quoteId: string;
  currencyCode: string;
  toCurrencyCode: string;
  amount: string;
  receivedAmount: string;
  rate: string;
  scope: number;
  createTime: string;
}

export function fetchFxQuote(body: {
  fromCurrencyId: number;
  toCurrencyId: number;
  amount: string;
  scope: 0 | 1;
}) {
  return request.post<FxQuote>('/fx/quote', body);
}

export function convert(quoteId: string) {
  return request.post<FxHistoryRow>('/fx/convert', { quoteId });
}

export function useFxHistory(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: ['fx', 'history', pageNum, pageSize],
    queryFn: () => request.page<FxHistoryRow>('/fx/history', { pageNum, pageSize }, READ),
    placeholderData: keepPreviousData,
  });
}
