import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request/request.ts';
import { READ } from '../../lib/money/api.ts';

export const RATE_PERIODS = ['yesterday', 'lastWeek', 'lastMonth', 'lastYear'] as const;
export type RatePeriod = (typeof RATE_PERIODS)[number];

export interface RateRow {
  pair: string;
  fromCurrencyId?: number;
  toCurrencyId?: number;
  rate: string;
  updateTime: string;
}

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

export function useCurrentRates() {
  return useQuery({
    queryKey: ['common', 'exchangeRate', 'current'],
    queryFn: () => request.post<RateRow[]>('/common/exchangeRate/current', {}, READ),
  });
}

export function useRateHistory(pair: string | undefined, period: RatePeriod) {
  return useQuery({
    queryKey: ['common', 'exchangeRateHistory', pair, period],
    queryFn: () => request.post<RateRow[]>('/common/exchangeRateHistory', { pair, period }, READ),
    enabled: Boolean(pair),
  });
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
