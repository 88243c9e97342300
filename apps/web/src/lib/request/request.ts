import { i18n } from '../i18n.ts';
import { feedback } from '../feedback.ts';
import type { RequestOptions } from './client.ts';
import type { Envelope } from './responseHandlers.ts';
import { attachmentName, saveBlob } from './saveBlob.ts';

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
   * Posts form-encoded params and saves the file under the name the server gives it
   * (Content-Disposition), else `filename`. A JSON reply means the server refused: it is handled
   * like every other call's refusal (its message shown, then a RequestError), SPEC §7 downloads.
   */
  async download(url: string, params: Record<string, unknown>, filename: string): Promise<boolean> {
    const { sendForFile, formEncode, handleEnvelope } = await loadClient();
    const { blob, disposition } = await sendForFile({
      method: 'POST',
      url,
      body: formEncode(params),
      form: true,
    });
    if (blob.type.includes('application/json')) {
      let body: Envelope;
      try {
        body = JSON.parse(await blob.text()) as Envelope;
      } catch {
        feedback().message.error(i18n.t('request:systemError'));
        return false;
      }
      handleEnvelope(body);
      return false;
    }
    saveBlob(blob, attachmentName(disposition) ?? filename);
    return true;
  },
};
