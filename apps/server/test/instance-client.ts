import { totpCode } from '../src/security/totp.ts';
import type { Reply } from './harness.ts';

/** A server instance (or nginx in front of several) as the tests reach it over HTTP. */
export interface Instance {
  url: string;
}

export interface Call {
  token?: string;
  /** The client address as the (trusted) proxy reports it. */
  forwardedFor?: string;
}

/** POSTs a call under /api and returns the parsed envelope; a dead instance makes it throw. */
export async function call<T = unknown>(
  on: Instance,
  path: string,
  body: unknown = {},
  opts: Call = {},
): Promise<Reply<T>> {
  const response = await fetch(`${on.url}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(opts.token && { authorization: `Bearer ${opts.token}` }),
      ...(opts.forwardedFor && { 'x-forwarded-for': opts.forwardedFor }),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Reply<T>;
}

/** The data of a call that must succeed. */
export async function ok<T = unknown>(
  on: Instance,
  path: string,
  body: unknown,
  opts: Call = {},
): Promise<T> {
  const reply = await call<T>(on, path, body, opts);
  if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

/** The last code sent to `to`, from the development outbox (which answers direct callers only). */
export async function lastCode(outbox: Instance, to: string): Promise<string> {
  const response = await fetch(`${outbox.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as Reply<Array<{ code: string }>>).data[0]!.code;
}

/** Kenyan national numbers no other test process uses. */
export function phoneNumbers(): () => string {
  let seq = 0;
  return () =>
    `07${String(process.pid % 10_000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
}

export const e164 = (phone: string) => `+254${phone.slice(1)}`;

/**
 * A customer registered, given a transaction password and a recipient, with each step on the
 * next of `on` (so across instances). Returns the session token and the recipient's id.
 */
export async function customerWithPayee(
  on: Instance[],
  outbox: Instance,
  phone: string,
  fundPassword: string,
): Promise<{ token: string; payeeId: number }> {
  const at = (i: number) => on[i % on.length]!;
  await ok(at(0), '/common/sendCode', { countryId: 254, phone, scene: 'register' });
  const token = await ok<string>(at(1), '/user/register', {
    userType: 1,
    countryId: 254,
    phone,
    code: await lastCode(outbox, e164(phone)),
    password: 'Cluster1234',
  });
  await ok(at(2), '/common/sendCode', { countryId: 254, phone, scene: 'fundPwd' });
  const code = await lastCode(outbox, e164(phone));
  await ok(at(3), '/user/resetFundPwd', { code, fundPassword }, { token });
  const payee = await ok<{ id: number }>(
    at(4),
    '/payee/add',
    {
      countryId: 254,
      payType: 2,
      currencyId: 404,
      name: 'Amani Otieno',
      type: 2,
      phone: '0722000123',
    },
    { token },
  );
  return { token, payeeId: payee.id };
}

/** Signs the operator in, enrolling its authenticator (the first and only time it is needed). */
export async function operatorSession(
  on: Instance,
  username: string,
  password: string,
  forwardedFor: string,
): Promise<string> {
  const opts = { forwardedFor };
  const half = await ok<string>(on, '/ops/login', { username, password }, opts);
  const { secret } = await ok<{ secret: string }>(
    on,
    '/ops/totp/enrol',
    {},
    { ...opts, token: half },
  );
  return ok<string>(
    on,
    '/ops/totp/confirm',
    { code: totpCode(secret, new Date()) },
    { ...opts, token: half },
  );
}
