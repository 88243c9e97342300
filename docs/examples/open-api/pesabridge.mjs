/**
 * A PesaBridge merchant API client for Node.js 20 or later, in plain JavaScript: nothing to
 * install, nothing to generate, no build step. Save it as pesabridge.mjs beside your code.
 * It signs every call as the guide says (docs/merchant-guide.md) and verifies our webhooks.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A refusal: `code` is one of the guide's error codes, `message` says why. */
export class PesaBridgeError extends Error {
  constructor(code, message, fields = []) {
    super(`${code} ${message}`);
    this.code = code;
    this.fields = fields;
  }
}

/** The four headers of a call: HMAC-SHA256 over method, path, time, nonce and body hash. */
export function signatureHeaders(keys, method, path, body, nowMs = Date.now()) {
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

/**
 * options.baseUrl: your PesaBridge address, e.g. https://pay.example.com (the API is under
 * /open/v1). options.keys: {accessKey, secret}, the live pair or the test pair (the sandbox).
 * options.lang: 'en_US' or 'zh_CN', the language of refusal messages.
 */
export function pesaBridgeClient({ baseUrl, keys, lang = 'en_US', now = Date.now }) {
  async function call(path, body = {}) {
    const fullPath = `/open/v1${path}`;
    // Serialise once: the signature covers exactly the bytes that are sent.
    const json = JSON.stringify(body);
    const response = await fetch(`${baseUrl}${fullPath}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Language': lang,
        ...signatureHeaders(keys, 'POST', fullPath, json, now()),
      },
      body: json,
    });
    const envelope = await response.json();
    if (envelope.code !== 200)
      throw new PesaBridgeError(envelope.code, envelope.msg, envelope.data ?? []);
    return envelope.data;
  }
  return {
    balance: (body = {}) => call('/balance', body),
    collect: (body) => call('/c2b/collect', body),
    payout: (body) => call('/b2c/payout', body),
    transfer: (body) => call('/transfer', body),
    order: (body) => call('/order/query', body),
    checkPayee: (body) => call('/payee/check', body),
    payoutBatch: (body) => call('/b2c/batch', body),
    batch: (body) => call('/batch/query', body),
  };
}

/**
 * Checks a webhook's `X-Pesa-Signature: t=<unix seconds>,v1=<hex>` against the raw body (the
 * bytes as received, before any JSON parsing) and returns the event. Throws "malformed
 * signature" for a header of another shape, "bad signature" when it was not signed with your
 * secret over this body, and "stale signature" when t is more than 300 s from your clock.
 */
export function verifyWebhook(secret, rawBody, signatureHeader, options = {}) {
  const parts = new Map(
    String(signatureHeader ?? '')
      .split(',')
      .map((part) => part.trim().split('=', 2)),
  );
  const t = parts.get('t') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d+$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) throw new Error('malformed signature');
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) throw new Error('bad signature');
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(t)) > (options.toleranceSeconds ?? 300))
    throw new Error('stale signature');
  return JSON.parse(rawBody);
}
