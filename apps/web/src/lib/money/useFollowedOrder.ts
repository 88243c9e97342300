import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOrderDetail } from './api.ts';
import { isFinalStatus } from './orderStatus.ts';

/**
 * Follows one order until it is final (a top-up's STK push, a send's payout): it is fetched again
 * every few seconds until then, and the polling stops at a final status. Once the order has
 * ended, the order lists and balances on screen are refreshed so they show it too.
 */
export function useFollowedOrder(sn: string) {
  const query = useOrderDetail(sn, true);
  const status = query.data?.status;
  const final = status !== undefined && isFinalStatus(status);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!final) return;
    void queryClient.invalidateQueries({ queryKey: ['order', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['account'] });
  }, [final, queryClient]);
  return { order: query.data, final };
}
