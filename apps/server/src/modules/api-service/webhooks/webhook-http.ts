import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { WebhookTarget } from './webhook-target.ts';

/** A receiver's answer (its status code), or why no answer came. */
export type PostOutcome = { statusCode: number } | { error: string };

/** A receiver may say why it refused, but we keep no more than this of its reply. */
const MAX_REPLY_BYTES = 4096;

/**
 * POSTs one webhook body to the vetted address of `target`. The connection dials only that
 * address (the lookup is pinned and no pooled socket is reused), while the Host header and the TLS
 * server name stay the URL's host, so certificates are checked against the merchant's name.
 * Redirects are not followed (a 3xx is a failed try), and the reply body is read only up to a few
 * KB and dropped. The whole exchange is bounded by `timeoutMs`.
 */
export function postWebhook(
  target: WebhookTarget,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<PostOutcome> {
  const pinned = ((_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
  const secure = target.url.protocol === 'https:';
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const request = (secure ? https : http).request({
      method: 'POST',
      hostname: target.host,
      port: target.url.port || (secure ? 443 : 80),
      path: `${target.url.pathname}${target.url.search}`,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: pinned,
      agent: false,
      // SNI carries a name, never an address literal.
      ...(secure && isIP(target.host) === 0 && { servername: target.host }),
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on('response', (response) => {
      settle({ statusCode: response.statusCode ?? 0 });
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_REPLY_BYTES) response.destroy();
      });
      response.on('close', () => clearTimeout(timer));
      response.on('error', () => clearTimeout(timer));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      settle({
        error: (error.code ? `${error.code}: ${error.message}` : error.message).slice(0, 200),
      });
    });
    request.end(body);
  });
}
