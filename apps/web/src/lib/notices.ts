import { useQuery } from '@tanstack/react-query';
import { request } from './request/request.ts';
import { currentLocale } from './i18n.ts';

/** An announcement or press item, localized by the server from Content-Language. */
export interface Notice {
  id: number;
  type: number;
  title: string;
  content: string;
  publishTime: string;
}

/** Announcements (`/common/sysNotice`, no token); cached per language. */
export function useSysNotices() {
  return useQuery(sysNoticesQuery(currentLocale()));
}

export function sysNoticesQuery(locale: string) {
  return {
    queryKey: ['common', 'sysNotice', locale],
    queryFn: () =>
      request.post<Notice[]>('/common/sysNotice', {}, { withToken: false, repeatSubmit: false }),
  };
}
