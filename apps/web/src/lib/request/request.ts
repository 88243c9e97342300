import type { AxiosRequestConfig } from 'axios';
import { i18n } from '../i18n.ts';
import { feedback } from '../feedback.ts';
import { attachmentName, readBlobText, saveBlob } from './saveBlob.ts';

export type RequestOptions = Pick<AxiosRequestConfig, 'withToken' | 'repeatSubmit' | 'signal'>;

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * The HTTP client (axios, qs and the interceptors) is its own chunk, loaded by the first call.
 * A guest's home page makes no such call, which keeps about 35 KB of gzipped JS off it.
 */
const loadClient = () => import('./client.ts');

/**
 * The API client for features. Every call resolves with the reply's `data` (or `rows`/`total`
 * for paged lists) and rejects with a RequestError whose message the user has already seen.
 */
export const request = {
  async post<T>(url: string, data?: unknown, options: RequestOptions = {}): Promise<T> {
    const { http } = await loadClient();
    const response = await http.post<{ data: T }>(url, data ?? {}, options);
    return response.data.data;
  },

  async get<T>(url: string, params?: Record<string, unknown>, options: RequestOptions = {}) {
    const { http } = await loadClient();
    const response = await http.get<{ data: T }>(url, { ...options, params });
    return response.data.data;
  },

  async page<T>(url: string, payload: Record<string, unknown>, options: RequestOptions = {}) {
    const { http } = await loadClient();
    const response = await http.post<Page<T>>(url, payload, options);
    return { rows: response.data.rows ?? [], total: response.data.total ?? 0 };
  },

  /**
   * Posts form-encoded params and saves the file under the name the server gives it
   * (Content-Disposition), else `filename`. A JSON reply means the server refused: it is handled
   * like every other call's refusal (its message shown, then a RequestError), SPEC §7 downloads.
   */
  async download(url: string, params: Record<string, unknown>, filename: string): Promise<boolean> {
    const { http, formEncode, refusedDownload } = await loadClient();
    const response = await http.post<Blob>(url, formEncode(params), {
      responseType: 'blob',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const blob = response.data;
    if (blob.type.includes('application/json')) {
      let body: unknown;
      try {
        body = JSON.parse(await readBlobText(blob));
      } catch {
        feedback().message.error(i18n.t('request:systemError'));
        return false;
      }
      refusedDownload(response, body);
      return false;
    }
    saveBlob(blob, attachmentName(response.headers['content-disposition']) ?? filename);
    return true;
  },
};
