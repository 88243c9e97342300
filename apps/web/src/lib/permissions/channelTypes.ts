import { useQuery } from '@tanstack/react-query';
import type { ChannelTypeEntry } from '@pesa/domain';
import { request } from '../request/request.ts';

export const channelTypesKey = (countryId: number) => ['common', 'channelType', countryId] as const;

/** The channel types of a country, as SPEC §7 says the web fills `channelTypeList`. */
export function fetchChannelTypes(countryId: number, signal?: AbortSignal) {
  return request.get<ChannelTypeEntry[]>(`/common/queryChannelType/${countryId}`, undefined, {
    repeatSubmit: false,
    signal,
  });
}

/**
 * The server's channel types of the user's country. Undefined until they answer (or when the
 * call failed): the caller then keeps the list the user info carried.
 */
export function useChannelTypes(countryId: number | undefined) {
  return useQuery({
    queryKey: channelTypesKey(countryId ?? 0),
    queryFn: ({ signal }) => fetchChannelTypes(countryId ?? 0, signal),
    enabled: countryId !== undefined && countryId > 0,
    staleTime: Infinity,
  }).data;
}

/** Whether two channel lists grant the same screens (order does not matter). */
export function sameChannelTypes(a: readonly ChannelTypeEntry[], b: readonly ChannelTypeEntry[]) {
  const key = (c: ChannelTypeEntry) => `${c.type}:${c.channelType}`;
  const left = new Set(a.map(key));
  return left.size === new Set(b.map(key)).size && b.every((c) => left.has(key(c)));
}
