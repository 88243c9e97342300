import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request/request.ts';

export const COINS = ['TRON_USDT', 'ETH_USDT', 'BSC_USDT'] as const;

export interface CoboAddress {
  coin: string;
  address: string;
  scope: number;
}

export interface CoboDeposit {
  coin: string;
  address: string;
  txid: string;
  voutN: number;
  amount: string;
  confirmedNum: number;
  currencyCode: string;
  creditedAmount: string;
  sn: string | null;
  createTime: string;
  creditTime: string;
}

/** The account's deposit address for a wallet and coin: created once, the same ever after. */
export function useCoboAddress(scope: 0 | 1, coin: string) {
  return useQuery({
    queryKey: ['cobo', 'address', scope, coin],
    queryFn: () => request.post<CoboAddress>('/cobo/address', { scope, coin }),
    staleTime: Infinity,
    retry: false,
  });
}

export function useCoboDeposits(scope: 0 | 1, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: ['cobo', 'deposits', scope, pageNum, pageSize],
    queryFn: () =>
      request.page<CoboDeposit>(
        '/cobo/deposits',
        { scope, pageNum, pageSize },
        { repeatSubmit: false },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}
