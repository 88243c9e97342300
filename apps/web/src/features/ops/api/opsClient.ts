import { currentLocale } from '../../../lib/i18n.ts';
import { toApiLanguage } from '../../../lib/locale.ts';

/**
 * The console's own API client. The operator token is kept apart from the customer's (its own
 * sessionStorage key: closing the tab ends the console session), so a customer screen never
 * sends it and no console call sends a customer token.
 */
const TOKEN_KEY = 'pesa-ops-token';

export const NOT_SIGNED_IN = -1001;

export class OpsError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function opsToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function setOpsToken(token: string | null): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

const listeners = new Set<() => void>();
/** Told when a call finds the session gone (idle, revoked), so the console returns to sign-in. */
export function onSignedOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface Reply<T> {
  code: number;
  msg: string;
  data: T;
  rows?: T[];
  total?: number;
}

/**
 * The error of a reply that is not a success; a -1001 (the session has ended) also forgets the
 * token and sends the console to sign-in. Calls that do not use `opsCall` (a file download) too.
 */
export function failed(reply: { code: number; msg: string }, token: string | null): OpsError {
  if (reply.code === NOT_SIGNED_IN && token) {
    setOpsToken(null);
    listeners.forEach((listener) => listener());
  }
  return new OpsError(reply.code, reply.msg);
}

async function send<T>(path: string, body: unknown): Promise<Reply<T>> {
  const token = opsToken();
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json;charset=utf-8',
      'Content-Language': toApiLanguage(currentLocale()),
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const reply = (await response.json().catch(() => null)) as Reply<T> | null;
  if (!reply) throw new OpsError(response.status, response.statusText);
  if (reply.code !== 200) {
    throw failed(reply, token);
  }
  return reply;
}

export async function opsCall<T>(path: string, body: unknown = {}): Promise<T> {
  return (await send<T>(path, body)).data;
}

/** A list call's page: its rows and the total across pages. */
export async function opsCallPaged<T>(
  path: string,
  body: unknown,
): Promise<{ rows: T[]; total: number }> {
  const reply = await send<T>(path, body);
  return { rows: reply.rows ?? [], total: reply.total ?? 0 };
}
