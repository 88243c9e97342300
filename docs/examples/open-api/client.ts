/**
 * A PesaBridge merchant API client for Node 20+, typed from our OpenAPI document:
 *   npm install openapi-fetch
 *   npx openapi-typescript https://<our host>/api/open/openapi.json -o schema.d.ts
 * It signs every call as the reference says, and verifies our webhooks.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.d.ts';

type Schemas = components['schemas'];
export type OrderView = Schemas['OpenOrderView'];
export type WebhookEvent = Schemas['WebhookEvent'];

export interface MerchantKeys {
  /** pk_live_… or pk_test_… (the sandbox). */
  accessKey: string;
  /** sk_live_… or sk_test_…: keep it on your server only. */
  secret: string;
}

/** A refusal: `code` is one of the reference's codes, `msg` says why. */
export class PesaBridgeError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly fields: Schemas['FieldError'][] = [],
  ) {
    super(`${code} ${message}`);
  }
}

/** The four headers of a call: HMAC-SHA256 over method, path, time, nonce and body hash. */
export function signatureHeaders(
  keys: MerchantKeys,
  method: string,
  path: string,
  body: string,
  nowMs: number = Date.now(),
): Record<string, string> {
  const timestamp = String(nowMs);
  const nonce = randomBytes(16).toString('hex');
  const bodyHash = createHash('sha256').update(body, 'utf8').digest('hex');
  const canonical = [method.toUpperCase(), path, timestamp, nonce, bodyHash].join('\n');
  return {
    'X-Access-Key': keys.accessKey,
    'X-Timestamp': timestamp,
    'X-Nonce': nonce,
    'X-Signature': createHmac('sha256', keys.secret).update(canonical, 'utf8').digest('hex'),
  };
}

/** Signs the exact bytes openapi-fetch is about to send; the path includes /open/v1. */
function signing(keys: MerchantKeys, now: () => number): Middleware {
  return {
    async onRequest({ request }) {
      const body = await request.clone().text();
      const path = new URL(request.url).pathname;
      const headers = signatureHeaders(keys, request.method, path, body, now());
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      return request;
    },
  };
}

/** The result of a success, or a PesaBridgeError with the refusal's code and message. */
function ok<T>(reply: { data?: { code: 200; data: T } | Schemas['ErrorReply'] }): T {
  const envelope = reply.data;
  if (!envelope) throw new PesaBridgeError(500, 'no reply');
  if (envelope.code !== 200)
    throw new PesaBridgeError(envelope.code, envelope.msg, envelope.data ?? []);
  return envelope.data;
}

export function pesaBridgeClient(options: {
  /** e.g. https://pay.example.com (the API is under /open/v1). */
  baseUrl: string;
  keys: MerchantKeys;
  /** Language of refusal messages. */
  lang?: 'en_US' | 'zh_CN';
  /** Your clock in ms; ours refuses a time more than 300 s away. */
  now?: () => number;
}) {
  const client = createClient<paths>({
    baseUrl: `${options.baseUrl}/open/v1`,
    headers: { 'Content-Language': options.lang ?? 'en_US' },
  });
  client.use(signing(options.keys, options.now ?? Date.now));
  type Body<P extends keyof paths> = paths[P]['post'] extends {
    requestBody: { content: { 'application/json': infer B } };
  }
    ? B
    : never;
  return {
    balance: async (body: Body<'/balance'> = {}) => ok(await client.POST('/balance', { body })),
    collect: async (body: Body<'/c2b/collect'>) => ok(await client.POST('/c2b/collect', { body })),
    payout: async (body: Body<'/b2c/payout'>) => ok(await client.POST('/b2c/payout', { body })),
    transfer: async (body: Body<'/transfer'>) => ok(await client.POST('/transfer', { body })),
    order: async (body: Body<'/order/query'>) => ok(await client.POST('/order/query', { body })),
    checkPayee: async (body: Body<'/payee/check'>) =>
      ok(await client.POST('/payee/check', { body })),
    payoutBatch: async (body: Body<'/b2c/batch'>) => ok(await client.POST('/b2c/batch', { body })),
    batch: async (body: Body<'/batch/query'>) => ok(await client.POST('/batch/query', { body })),
  };
}

/**
 * Checks a webhook's `X-Pesa-Signature: t=<unix s>,v1=<hex>` against the raw body (the bytes as
 * received, before any JSON parsing) and returns the event; throws if it is not ours or too old.
 */
export function verifyWebhook(
  secret: string,
  rawBody: string,
  signatureHeader: string,
  options: { nowSeconds?: number; toleranceSeconds?: number } = {},
): WebhookEvent {
  const parts = new Map(
    signatureHeader.split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const t = parts.get('t') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d+$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) throw new Error('malformed signature');
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) throw new Error('bad signature');
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(t)) > (options.toleranceSeconds ?? 300))
    throw new Error('stale signature');
  return JSON.parse(rawBody) as WebhookEvent;
}
