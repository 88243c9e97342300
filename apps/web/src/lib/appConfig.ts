import { useQuery } from '@tanstack/react-query';
import { currentLocale } from './i18n.ts';
import { toApiLanguage } from './locale.ts';

/** Settings the SPA needs at start (`POST /api/common/appConfig`). */
export interface AppConfig {
  /** The chat link (server setting CHAT_URL); null or empty: no chat link is shown. */
  chatUrl: string | null;
  devOutbox: boolean;
}

/**
 * Read with a plain fetch rather than the API client: every page (the budgeted home page
 * included) needs it, and it is optional decoration, so a failure just hides the chat link
 * instead of raising an error toast.
 */
export async function fetchAppConfig(): Promise<AppConfig | null> {
  const response = await fetch('/api/common/appConfig', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json;charset=utf-8',
      'Content-Language': toApiLanguage(currentLocale()),
    },
    body: '{}',
  });
  const body = (await response.json()) as { code?: number; data?: AppConfig };
  return response.ok && (body.code ?? 200) === 200 ? (body.data ?? null) : null;
}

export function useAppConfig() {
  return useQuery({
    queryKey: ['common', 'appConfig'],
    queryFn: () => fetchAppConfig().catch(() => null),
    staleTime: Infinity,
  });
}
