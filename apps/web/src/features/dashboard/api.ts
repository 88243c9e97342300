import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request/request.ts';

/** One currency's balances; amounts are decimal strings in major units. */
export interface AssetRow {
  currencyId: number;
  currencyCode: string;
  total: string;
  domestic: string;
  crossBorder: string;
  onHold: string;
}

export interface RateRow {
  pair: string;
  rate: string;
  updateTime: string;
}

export const RATE_PERIODS = ['yesterday', 'lastWeek', 'lastMonth', 'lastYear'] as const;
export type RatePeriod = (typeof RATE_PERIODS)[number];

const READ = { repeatSubmit: false } as const;

export function useAssets() {
  return useQuery({
    queryKey: ['account', 'assets'],
    queryFn: () => request.post<AssetRow[]>('/account/assets', {}, READ),
  });
}

/** Current rates; their pairs feed the chart's pair picker. */
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
