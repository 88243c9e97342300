import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicCorridor, PublicRateRow } from '@pesa/contract';
import { request } from '../../../lib/request/request.ts';

const PUBLIC_READ = { withToken: false, repeatSubmit: false } as const;
/** The server caches rates for a minute; asking more often would only repeat its answer. */
const MINUTE = 60_000;

/** Today's rates for the public FX page (no session needed). */
export function usePublicRates() {
  return useQuery({
    queryKey: ['marketing', 'publicRates'],
    queryFn: () => request.post<PublicRateRow[]>('/common/public/rates', {}, PUBLIC_READ),
    staleTime: MINUTE,
  });
}

/** Where money can go across borders, per sending country, in the current language. */
export function usePublicCorridors() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['marketing', 'publicCorridors', i18n.language],
    queryFn: () => request.post<PublicCorridor[]>('/common/public/corridors', {}, PUBLIC_READ),
    staleTime: MINUTE,
  });
}
