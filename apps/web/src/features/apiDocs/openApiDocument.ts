import { useQuery } from '@tanstack/react-query';
import { currentLocale } from '../../lib/i18n.ts';

/** Where the server serves the merchant API's OpenAPI document (public, no session). */
export const OPEN_API_DOCUMENT_URL = '/api/open/openapi.json';

/** The document in the UI's language: its descriptions and summaries are English or Chinese. */
export const openApiDocumentUrl = (lang: 'en' | 'zh') =>
  lang === 'zh' ? `${OPEN_API_DOCUMENT_URL}?lang=zh_CN` : OPEN_API_DOCUMENT_URL;

/**
 * The document as plain JSON. It is not an enveloped call, so it bypasses the app's request
 * client; it never changes while the page is open (one copy per language).
 */
export function useOpenApiDocument() {
  const lang = currentLocale();
  return useQuery({
    queryKey: ['open', 'openapi.json', lang],
    queryFn: async (): Promise<object> => {
      const response = await fetch(openApiDocumentUrl(lang), {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`openapi.json: HTTP ${response.status}`);
      return (await response.json()) as object;
    },
    staleTime: Infinity,
    retry: 1,
  });
}
