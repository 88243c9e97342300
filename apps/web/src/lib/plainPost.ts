import { currentLocale } from './i18n.ts';
import { clientId } from './request/clientId.ts';
import { toApiLanguage } from './locale.ts';

/**
 * A no-token API read with a plain `fetch`, for what a public page needs before the API client
 * (its headers, guards and reply handling) is worth loading (issue 16). It
 * sends the headers the client sends and resolves with the reply's `data`; it shows nothing and
 * rejects on any failure, so the caller decides how to report it.
 */
export async function plainPost<T>(url: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`/api${url}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json;charset=utf-8',
      'Content-Language': toApiLanguage(currentLocale()),
      'X-Client-Id': clientId(),
    },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { code?: number; data?: T };
  if (!response.ok || (reply.code ?? 200) !== 200) {
    throw new Error(`${url} answered ${response.status} / ${String(reply.code)}`);
  }
  return reply.data as T;
}
