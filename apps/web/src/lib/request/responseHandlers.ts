import { ErrorCode } from '@pesa/contract';
import { i18n } from '../i18n.ts';
import { feedback } from '../feedback.ts';
import { endSession } from './sessionExpiry.ts';
import { CLIENT_ERROR, RequestError } from './RequestError.ts';

/** Messages longer than this are replaced by a generic one for code 500 (SPEC §9). */
export const MAX_ERROR_MESSAGE_LENGTH = 50;

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`request:${key}`, options);

export interface Envelope {
  code?: number;
  msg?: string;
  data?: unknown;
  rows?: unknown[];
  total?: number;
}

/** Business outcome of an HTTP 200 reply: the code in the body decides (SPEC §8). */
export function handleEnvelope(body: Envelope): Envelope {
  const code = body.code ?? 200;
  if (code === 200) return body;
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

export type TransportFailure =
  { kind: 'network' } | { kind: 'timeout' } | { kind: 'http'; status: number };

/** Failures without a business reply: network, timeout, HTTP status. */
export function reportTransportFailure(failure: TransportFailure): never {
  const { message } = feedback();
  if (failure.kind === 'network') {
    const expired = t('sessionExpired');
    message.error(expired);
    endSession('/login');
    throw new RequestError(CLIENT_ERROR.NETWORK, expired);
  }
  if (failure.kind === 'timeout') {
    const timeout = t('timeout');
    message.error(timeout);
    throw new RequestError(CLIENT_ERROR.TIMEOUT, timeout);
  }
  const text = t('httpFailure', { status: String(failure.status) });
  message.error(text);
  throw new RequestError(CLIENT_ERROR.HTTP, text);
}
