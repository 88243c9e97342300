import { useQuery } from '@tanstack/react-query';
import type { RatePeriod } from '@pesa/contract';
import { request } from '../request/request.ts';
import { READ } from './api.ts';

export { RATE_PERIODS, type RatePeriod } from '@pesa/contract';

export interface RateRow {
  pair: string;
  fromCurrencyId?: number;
  toCurrencyId?: number;
  fromCurrency?: string;
  toCurrency?: string;
  /** The mid-market rate. */
  rate: string;
  updateTime: string;
}

/** A current rate with what customers get either way, after the pair's spread. */
export type CurrentRate = Required<RateRow> & {
  spreadBps: number;
  forwardRate: string;
  reverseRate: string;
};

/** Current rates; their pairs feed the pair pickers. */
export const currentRatesQuery = {
  queryKey: ['common', 'exchangeRate', 'current'],
  queryFn: () => request.post<CurrentRate[]>('/common/exchangeRate/current', {}, READ),
};

export function useCurrentRates() {
  return useQuery(currentRatesQuery);
}

/** One pair's rates over a preset period, oldest first. */
export function useRateHistory(pair: string | undefined, period: RatePeriod) {
  return useQuery({
    queryKey: ['common', 'exchangeRateHistory', pair, period],
    queryFn: () => request.post<RateRow[]>('/common/exchangeRateHistory', { pair, period }, READ),
    enabled: Boolean(pair),
  });
}
