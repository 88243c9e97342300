// Runs autocannon in its own process (so it does not share the server's event loop) and prints
// its JSON result. A body containing [<id>] gets a fresh id per request (unique order numbers).
// With `senders`, request n goes as sender n modulo their number (their own token and body), so one
// run spreads over many wallets. With `sign`, each request carries the merchant API's signature headers, computed here as the
// docs tell a merchant to (packages/domain canonicalRequest: METHOD, path, timestamp in ms,
// nonce and the body's SHA-256 hex, one per line; HMAC-SHA256 with the secret, hex).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const prefix = Math.random().toString(36).slice(2, 8);
let counter = 0;
const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  method: options.method ?? 'POST',
  headers: options.headers ?? {},
  body: options.body,
  requests: [
    {
      setupRequest(request) {
        const n = counter++;
        const sender = options.senders?.[n % options.senders.length];
        if (sender) request.headers = { ...request.headers, ...sender.headers };
        const body = sender?.body ?? options.body;
        if (body?.includes('[<id>]')) {
          request.body = body.replace('[<id>]', `${prefix}${n.toString(36)}`);
        }
        if (options.sign) request.headers = { ...request.headers, ...sign(request.body ?? '') };
        return request;
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));

function sign(body) {
  const { accessKey, secret, path } = options.sign;
  const timestamp = String(Date.now());
  const nonce = randomBytes(12).toString('hex');
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const text = ['POST', path, timestamp, nonce, bodyHash].join('\n');
  return {
    'x-access-key': accessKey,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': createHmac('sha256', secret).update(text).digest('hex'),
  };
}
