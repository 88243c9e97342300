import type { OpsCustomerName } from '@pesa/contract';
import { useQuery } from '@tanstack/react-query';
import { opsCall } from '../api/opsClient.ts';

/**
 * The account numbers and names of a page's customers, in one call (/ops/customer/names), so a
 * queue or a list names each row by account number and KYC/KYB name, never by a bare id.
 */
export function useCustomerNames(userIds: readonly number[]) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const names = useQuery({
    queryKey: ['ops', 'customerNames', ids],
    queryFn: () => opsCall<OpsCustomerName[]>('/ops/customer/names', { userIds: ids }),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
  const byId = new Map((names.data ?? []).map((n) => [n.userId, n]));
  return (userId: number): OpsCustomerName | undefined => byId.get(userId);
}
