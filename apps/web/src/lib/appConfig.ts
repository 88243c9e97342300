import { useQuery } from '@tanstack/react-query';
import { request } from './request/request.ts';

/** Settings the SPA needs at start (`POST /common/appConfig`). */
export interface AppConfig {
  chatUrl: string;
  devOutbox: boolean;
}

export function useAppConfig() {
  return useQuery({
    queryKey: ['common', 'appConfig'],
    queryFn: () =>
      request.post<AppConfig>('/common/appConfig', {}, { withToken: false, repeatSubmit: false }),
    staleTime: Infinity,
  });
}
