import { useQuery } from '@tanstack/react-query';

/** Where the server serves the merchant API's OpenAPI document (public, no session). */
export const OPEN_API_DOCUMENT_URL = '/api/open/openapi.json';

/**
 * The document as plain JSON. It is not an enveloped call, so it bypasses the app's request
 * client; it never changes while the page is open.
 */
export function useOpenApiDocument() {
  return useQuery({
    queryKey: ['open', 'openapi.json'],
    queryFn: async (): Promise<object> => {
      const response = await fetch(OPEN_API_DOCUMENT_URL, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`openapi.json: HTTP ${response.status}`);
      return (await response.json()) as object;
    },
    staleTime: Infinity,
    retry: 1,
  });
}
