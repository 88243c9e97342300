import { AxiosError, type AxiosResponse } from 'axios';
import { ErrorCode } from '@pesa/contract';
import { i18n } from '../i18n.ts';
import { feedback } from '../feedback.ts';
import { endSession } from './sessionExpiry.ts';
import { CLIENT_ERROR, RequestError } from './RequestError.ts';

/** Messages longer than this are replaced by a generic one for code 500 (SPEC §9). */
export const MAX_ERROR_MESSAGE_LENGTH = 50;

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`request:${key}`, options);

interface Envelope {
  code?: number;
  msg?: string;
  data?: unknown;
}

/** Business outcome of an HTTP 200 reply: the code in the body decides (SPEC §8). */
export function handleEnvelope(response: AxiosResponse): AxiosResponse {
  const type = response.config.responseType;
  if (type === 'blob' || type === 'arraybuffer') return response;
  const body = (response.data ?? {}) as Envelope;
  const code = body.code ?? 200;
  if (code === 200) return response;
  const msg = body.msg || t('systemError');
  const { message, notification } = feedback();
  if (code === -1001) {
    const expired = t('sessionExpired');
    endSession('/login');
    message.error(expired);
    throw new RequestError(code, expired, body.data);
  }
  if (code === ErrorCode.ACCOUNT_SUSPENDED) {
    // An operator suspended the account: its sessions are over. Back to sign-in, saying why
    // (the server's message is in the customer's language).
    endSession('/login');
    message.error(msg);
    throw new RequestError(code, msg, body.data);
  }
  if (code === 500) {
    const shown = msg.length > MAX_ERROR_MESSAGE_LENGTH ? t('systemAbnormal') : msg;
    message.error(shown);
    throw new RequestError(code, shown, body.data);
  }
  if (code === 601) {
    message.warning(msg);
    throw new RequestError(code, msg, body.data);
  }
  notification.error({ title: msg });
  throw new RequestError(code, msg, body.data);
}

/** Failures without a business reply: network, timeout, HTTP status. */
export function handleFailure(error: unknown): never {
  // Already reported (e.g. by the duplicate guard): pass it on untouched.
  if (error instanceof RequestError) throw error;
  const { message } = feedback();
  const axiosError = error instanceof AxiosError ? error : null;
  const text = axiosError?.message ?? String(error);
  if (axiosError?.code === AxiosError.ERR_CANCELED) throw error;
  if (text === 'Network Error' || axiosError?.code === AxiosError.ERR_NETWORK) {
    const expired = t('sessionExpired');
    message.error(expired);
    endSession('/login');
    throw new RequestError(CLIENT_ERROR.NETWORK, expired);
  }
  if (text.includes('timeout') || axiosError?.code === AxiosError.ECONNABORTED) {
    const timeout = t('timeout');
    message.error(timeout);
    throw new RequestError(CLIENT_ERROR.TIMEOUT, timeout);
  }
  const status = text.includes('Request failed with status code') ? text.slice(-3) : text;
  const failure = t('httpFailure', { status });
  message.error(failure);
  throw new RequestError(CLIENT_ERROR.HTTP, failure);
}
