import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getToken } from '../tokenStorage.ts';
import { i18n, currentLocale } from '../i18n.ts';
import { toApiLanguage } from '../locale.ts';
import { feedback } from '../feedback.ts';
import { createDuplicateGuard } from './duplicateGuard.ts';
import { clientId } from './clientId.ts';
import { serializeParams } from './params.ts';
import { bracketQuery } from './bracketQuery.ts';
import { handleEnvelope, handleFailure } from './responseHandlers.ts';
import { CLIENT_ERROR, RequestError } from './RequestError.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false for the calls SPEC §7 marks "no token". */
    withToken?: boolean;
    /** false turns the 300 ms duplicate-submit guard off (e.g. /user/info, cached reads). */
    repeatSubmit?: boolean;
  }
}

export const REQUEST_TIMEOUT_MS = 120_000;

const duplicateGuard = createDuplicateGuard();

function prepare(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getToken();
  if (config.withToken !== false && token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Content-Language', toApiLanguage(currentLocale()));
  config.headers.set('X-Client-Id', clientId());
  const isPost = (config.method ?? 'get').toLowerCase() === 'post';
  if (
    isPost &&
    config.repeatSubmit !== false &&
    !duplicateGuard.allow(config.url ?? '', config.data)
  ) {
    const text = i18n.t('request:duplicate');
    feedback().message.warning(text);
    throw new RequestError(CLIENT_ERROR.DUPLICATE, text);
  }
  return config;
}

/** The one axios instance of the app: same-origin API under /api. */
export const http = axios.create({
  baseURL: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json;charset=utf-8' },
  paramsSerializer: { serialize: serializeParams },
});

http.interceptors.request.use(prepare);
http.interceptors.response.use(handleEnvelope, handleFailure);

/**
 * A file download answered with the JSON envelope instead of a file: handled as any other
 * call's reply (the message shown, the session ended on -1001), so it throws a RequestError.
 */
export function refusedDownload(response: AxiosResponse, body: unknown): void {
  handleEnvelope({ ...response, data: body, config: { ...response.config, responseType: 'json' } });
}

/** Form encoding for file downloads (nested values in bracket form, as the server reads them). */
export function formEncode(params: Record<string, unknown>): string {
  return bracketQuery(params, { arrays: 'indices', skipEmpty: false });
}
