import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request/request.ts';
import type { PressItem } from '../components/PressList.tsx';

/** Press items (notice type 3) in the current language; the language is part of the cache key. */
export function usePressNotices() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['marketing', 'press', i18n.language],
    queryFn: () =>
      request.post<PressItem[]>('/common/notice/3', {}, { withToken: false, repeatSubmit: false }),
  });
}
