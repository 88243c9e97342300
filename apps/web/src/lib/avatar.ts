import { useQuery } from '@tanstack/react-query';
import { request } from './request/request.ts';

/**
 * Stored files are private: an avatar is shown through a short-lived signed URL from
 * GET /user/getTempUrl. A URL is only read when an image mounts, so a minute of caching stays
 * well inside the server's lifetime of the link (5 minutes by default).
 */
export function useAvatarUrl(filePath: string | null | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: ['file', 'tempUrl', filePath],
    queryFn: () => request.get<string>('/user/getTempUrl', { filePath }, { repeatSubmit: false }),
    enabled: !!filePath,
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });
  return filePath ? data : undefined;
}
