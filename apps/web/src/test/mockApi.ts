import { vi } from 'vitest';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from '../lib/request/client.ts';

export type Reply = { status?: number; data: unknown; headers?: Record<string, string> };
export type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/** Every request the fake server received, in order. */
export const received: InternalAxiosRequestConfig[] = [];

/**
 * Replaces the HTTP layer with in-memory handlers keyed by path (e.g. '/user/info'), so tests
 * run the real interceptors without a network. Unknown paths answer HTTP 404.
 */
export function mockApi(handlers: Record<string, Handler>): void {
  received.length = 0;
  const adapter: AxiosAdapter = async (config) => {
    received.push(config);
    const handler = handlers[config.url ?? ''];
    const reply = handler ? await handler(config) : { status: 404, data: 'not found' };
    const response = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: String(reply.status ?? 200),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;
  // The few plain-fetch calls (the app config) are answered by the same handlers.
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const config = {
      url: url.replace(/^\/api/, ''),
      data: init.body,
    } as InternalAxiosRequestConfig;
    received.push(config);
    const handler = handlers[config.url ?? ''];
    const reply = handler ? await handler(config) : { status: 404, data: 'not found' };
    return new Response(JSON.stringify(reply.data), { status: reply.status ?? 200 });
  });
}

export const ok = (data: unknown): Reply => ({ data: { code: 200, msg: 'Success', data } });
/** A paged list reply holding all of `rows`. */
export const pageOf = (rows: unknown[]): Reply => ({
  data: { code: 200, msg: 'Success', rows, total: rows.length },
});
export const fail = (code: number, msg: string): Reply => ({ data: { code, msg, data: null } });
