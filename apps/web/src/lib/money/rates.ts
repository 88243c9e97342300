import { useQuery } from '@tanstack/react-query';
import { request } from '../request/request.ts';
import { READ } from './api.ts';

/** The preset periods of the rate history (SPEC: yesterday, last week, last month, last year). */
export const RATE_PERIODS = ['yesterday', 'lastWeek', 'lastMonth', 'lastYear'] as const;
export type RatePeriod = (typeof RATE_PERIODS)[number];

export interface RateRow {
  pair: string;
  fromCurrencyId?: number;
  toCurrencyId?: number;
  rate: string;
  updateTime: string;
}

/** Current rates; their pairs feed the pair pickers. */
export function useCurrentRates() {
  return useQuery({
    queryKey: ['common', 'exchangeRate', 'current'],
    queryFn: () => request.post<RateRow[]>('/common/exchangeRate/current', {}, READ),
  });
}

/** One pair's rates over a preset period, oldest first. */
export function useRateHistory(pair: string | undefined, period: RatePeriod) {
  return useQuery({
    queryKey: ['common', 'exchangeRateHistory', pair, period],
    queryFn: () => request.post<RateRow[]>('/common/exchangeRateHistory', { pair, period }, READ),
    enabled: Boolean(pair),
  });
}
