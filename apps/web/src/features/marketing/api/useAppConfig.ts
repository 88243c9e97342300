import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/request.ts';

type AppConfig = { chatUrl?: string; supportEmail?: string };

/** Public settings from the server; the contact page needs the chat link (and an email if set). */
export function useAppConfig() {
  return useQuery({
    queryKey: ['marketing', 'appConfig'],
    queryFn: () =>
      request.post<AppConfig>('/common/appConfig', {}, { withToken: false, repeatSubmit: false }),
    staleTime: Infinity,
  });
}
