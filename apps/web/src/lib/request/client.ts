import { getToken } from '../tokenStorage.ts';
import { i18n, currentLocale } from '../i18n.ts';
import { toApiLanguage } from '../locale.ts';
import { feedback } from '../feedback.ts';
import { createDuplicateGuard } from './duplicateGuard.ts';
import { clientId } from './clientId.ts';
import { serializeParams } from './params.ts';
import { bracketQuery } from './bracketQuery.ts';
import { handleEnvelope, reportTransportFailure, type Envelope } from './responseHandlers.ts';
import { CLIENT_ERROR, RequestError } from './RequestError.ts';

// The browser's own fetch, not a library: axios and its interceptors were about 20 KB on every
// signed-in page of a phone on a slow link (issue 16), for what these few lines do.

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 120_000;

export interface RequestOptions {
  /** false for the calls SPEC §7 marks "no token". */
  withToken?: boolean;
  /** false turns the 300 ms duplicate-submit guard off (e.g. /user/info, cached reads). */
  repeatSubmit?: boolean;
  /** Aborts the call (TanStack Query passes one when a query is no longer wanted). */
  signal?: AbortSignal;
}

export interface Call {
  method: 'GET' | 'POST';
  url: string;
  /**
   * A POST's payload: sent as JSON, as it is when already form-encoded (`form`), or as
   * multipart when it is FormData (a file upload; the browser writes the boundary).
   */
  body?: unknown;
  /** A GET's parameters, in bracket form without empty values. */
  params?: Record<string, unknown>;
  form?: boolean;
  options?: RequestOptions;
}

const duplicateGuard = createDuplicateGuard();

// A page being left (a reload, a typed address, a full-page link) cancels its calls in flight,
// and fetch reports that as a failed request. That is no network failure: treating it as one
// would end the session on every reload made while a screen was still loading.
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leavingPage = true));
  window.addEventListener('pagehide', () => (leavingPage = true));
  window.addEventListener('pageshow', () => (leavingPage = false));
}

/** Where a call goes: the API base, the path and a GET's parameters. */
export function callUrl(url: string, params?: Record<string, unknown>): string {
  const query = params ? serializeParams(params) : '';
  return `${API_BASE}${url}${query ? `${url.includes('?') ? '&' : '?'}${query}` : ''}`;
}

const isMultipart = (call: Call) => call.body instanceof FormData;

function headersFor(call: Call): Headers {
  const headers = new Headers({
    'Content-Language': toApiLanguage(currentLocale()),
    'X-Client-Id': clientId(),
  });
  if (!isMultipart(call)) {
    headers.set(
      'Content-Type',
      call.form ? 'application/x-www-form-urlencoded' : 'application/json;charset=utf-8',
    );
  }
  const token = getToken();
  if (call.options?.withToken !== false && token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function refuseDuplicate(call: Call): void {
  if (call.method !== 'POST' || call.options?.repeatSubmit === false) return;
  if (duplicateGuard.allow(call.url, call.body)) return;
  const text = i18n.t('request:duplicate');
  feedback().message.warning(text);
  throw new RequestError(CLIENT_ERROR.DUPLICATE, text);
}

/**
 * Sends a call and returns the HTTP reply once it is a 2xx. Network failures, the timeout and
 * other HTTP statuses are reported to the user here and reject with a RequestError; a call its
 * caller aborted rejects with the abort as it is.
 */
async function transmit(call: Call): Promise<Response> {
  refuseDuplicate(call);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const callerSignal = call.options?.signal;
  const abortWithCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abortWithCaller();
  callerSignal?.addEventListener('abort', abortWithCaller);
  try {
    const body =
      call.method === 'GET'
        ? undefined
        : isMultipart(call)
          ? (call.body as FormData)
          : call.form
            ? String(call.body)
            : JSON.stringify(call.body);
    const response = await fetch(callUrl(call.url, call.params), {
      method: call.method,
      headers: headersFor(call),
      body,
      signal: controller.signal,
    });
    if (!response.ok) reportTransportFailure({ kind: 'http', status: response.status });
    return response;
  } catch (error) {
    if (error instanceof RequestError) throw error;
    if (timedOut) reportTransportFailure({ kind: 'timeout' });
    if (callerSignal?.aborted || leavingPage) throw error;
    return reportTransportFailure({ kind: 'network' });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortWithCaller);
  }
}

/** A call whose reply is the `{code, msg, data}` envelope; a business failure rejects (SPEC §8). */
export async function sendForEnvelope<T extends Envelope>(call: Call): Promise<T> {
  const response = await transmit(call);
  const body = (await response.json().catch(() => ({}))) as T;
  return handleEnvelope(body) as T;
}

/**
 * A call whose reply is a file (or, when the server refuses, a JSON envelope as a blob), with
 * the reply's Content-Disposition.
 */
export async function sendForFile(call: Call): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await transmit(call);
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
}

export { handleEnvelope };

/** Form encoding for file downloads (nested values in bracket form, as the server reads them). */
export function formEncode(params: Record<string, unknown>): string {
  return bracketQuery(params, { arrays: 'indices', skipEmpty: false });
}
