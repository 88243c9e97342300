import { i18n } from '../i18n.ts';
import { feedback } from '../feedback.ts';
import type { RequestOptions } from './client.ts';
import { saveBlob } from './saveBlob.ts';

export type { RequestOptions };

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * The HTTP client (headers, guards and reply handling) is its own chunk, loaded by the first
 * call. A guest's home page makes no such call.
 */
const loadClient = () => import('./client.ts');

/**
 * The API client for features. Every call resolves with the reply's `data` (or `rows`/`total`
 * for paged lists) and rejects with a RequestError whose message the user has already seen.
 */
export const request = {
  async post<T>(url: string, data?: unknown, options: RequestOptions = {}): Promise<T> {
    const { sendForEnvelope } = await loadClient();
    const reply = await sendForEnvelope({ method: 'POST', url, body: data ?? {}, options });
    return reply.data as T;
  },

  async get<T>(url: string, params?: Record<string, unknown>, options: RequestOptions = {}) {
    const { sendForEnvelope } = await loadClient();
    const reply = await sendForEnvelope({ method: 'GET', url, params, options });
    return reply.data as T;
  },

  async page<T>(url: string, payload: Record<string, unknown>, options: RequestOptions = {}) {
    const { sendForEnvelope } = await loadClient();
    const reply = await sendForEnvelope({ method: 'POST', url, body: payload, options });
    return { rows: (reply.rows ?? []) as T[], total: reply.total ?? 0 };
  },

  /**
   * Posts form-encoded params and saves the file. A JSON reply means the server refused:
   * its message is shown instead (SPEC §7 file downloads).
   */
  async download(url: string, params: Record<string, unknown>, filename: string): Promise<boolean> {
    const { sendForBlob, formEncode } = await loadClient();
    const blob = await sendForBlob({ method: 'POST', url, body: formEncode(params), form: true });
    if (blob.type.includes('application/json')) {
      const body = JSON.parse(await blob.text()) as { msg?: string };
      feedback().message.error(body.msg || i18n.t('request:systemError'));
      return false;
    }
    saveBlob(blob, filename);
    return true;
  },
};
