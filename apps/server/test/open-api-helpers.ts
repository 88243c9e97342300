import { createHash, createHmac, randomBytes } from 'node:crypto';
import { canonicalRequest } from '@pesa/domain';
import type { Harness, Reply } from './harness.ts';
import { registerByPhone } from './harness.ts';

export interface KeyPair {
  accessKey: string;
  secret: string;
}

export interface Merchant {
  /** The company's session token for the /api calls. */
  token: string;
  userId: number;
  /** The company's phone, E.164 and national (for codes such as the transaction password's). */
  phone: string;
  national: string;
  live: KeyPair;
  test: KeyPair;
}

/**
 * A company whose API access is approved, set up straight in the database (the review flow has
 * its own tests): its application row and a live and a test key pair.
 */
export async function approvedMerchant(
  h: Harness,
  options: { ipWhitelist?: string; notifyUrl?: string } = {},
): Promise<Merchant> {
  const { token, phone, national } = await registerByPhone(h, { userType: 1 });
  const info = await h.call<{ userId: number }>('/user/info', {}, { token });
  const userId = info.data.userId;
  const now = h.clock.now().toISOString();
  await h.app.db.kysely
    .insertInto('api_access')
    .values({
      user_id: userId,
      company_name: 'Test Merchant Ltd',
      description: 'integration tests',
      monthly_volume: '10000',
      notify_url: options.notifyUrl ?? 'https://merchant.example/notify',
      ip_whitelist: options.ipWhitelist ?? '',
      audit_status: 1,
      reject_reason: null,
      audited_by: null,
      audit_time: now,
      create_time: now,
      update_time: now,
    })
    .execute();
  const keys = h.app.money.apiKeys;
  const k = h.app.db.kysely;
  const live = await keys.issue(k, userId, 'live', now);
  const test = await keys.issue(k, userId, 'test', now);
  return {
    token,
    userId,
    phone,
    national,
    live: { accessKey: live.accessKey, secret: live.secret },
    test: { accessKey: test.accessKey, secret: test.secret },
  };
}

export interface SignOptions {
  /** Overrides of what goes on the wire, to test each refusal. */
  timestamp?: string;
  nonce?: string;
  signature?: string;
  /** The caller's address (Fastify inject's remoteAddress). */
  ip?: string;
  lang?: 'en_US' | 'zh_CN';
}

/** The four auth headers of a call, as the docs tell a merchant to build them. */
export function signHeaders(
  pair: KeyPair,
  path: string,
  rawBody: string,
  timestampMs: number,
  options: SignOptions = {},
): Record<string, string> {
  const timestamp = options.timestamp ?? String(timestampMs);
  const nonce = options.nonce ?? randomBytes(12).toString('hex');
  const signature =
    options.signature ??
    createHmac('sha256', pair.secret)
      .update(
        canonicalRequest({
          method: 'POST',
          path,
          timestamp,
          nonce,
          bodySha256Hex: createHash('sha256').update(rawBody).digest('hex'),
        }),
      )
      .digest('hex');
  return {
    'x-access-key': pair.accessKey,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': signature,
  };
}

/** POSTs a signed call to /open/v1<path> and returns the envelope. */
export async function openCall<T = unknown>(
  h: Harness,
  pair: KeyPair,
  path: string,
  body: unknown = {},
  options: SignOptions = {},
): Promise<Reply<T>> {
  const fullPath = `/open/v1${path}`;
  const rawBody = JSON.stringify(body);
  const response = await h.app.server.inject({
    method: 'POST',
    url: fullPath,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'content-type': 'application/json',
      'content-language': options.lang ?? 'en_US',
      ...signHeaders(pair, fullPath, rawBody, h.clock.now().getTime(), options),
    },
    payload: rawBody,
  });
  return response.json() as Reply<T>;
}
