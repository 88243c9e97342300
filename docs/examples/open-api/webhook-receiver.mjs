/**
 * Your notify URL: a small server that accepts our webhooks only when their signature is right
 * and fresh, and handles each event once. Save it beside pesabridge.mjs and run:
 *   PESA_SECRET=sk_test_… PORT=8081 node webhook-receiver.mjs
 * then set http://127.0.0.1:8081/pesa-webhook as the notify URL of a test installation (in
 * production it must be https).
 */
import { createServer } from 'node:http';
import { verifyWebhook } from './pesabridge.mjs';

const secret = process.env.PESA_SECRET ?? '';
/** Events already handled, by eventId: a delivery may come more than once. Keep it in your database. */
const handled = new Set();

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    // The raw bytes, exactly as received: the signature covers them, not a re-serialised object.
    const rawBody = Buffer.concat(chunks).toString('utf8');
    let event;
    try {
      event = verifyWebhook(secret, rawBody, request.headers['x-pesa-signature']);
    } catch (error) {
      console.log(`refused: ${error.message}`);
      response.writeHead(400).end();
      return;
    }
    if (handled.has(event.eventId)) {
      console.log(`repeat: ${event.eventId}`);
    } else {
      handled.add(event.eventId);
      const subject = event.data.sn ?? event.data.batchSn;
      console.log(`event: ${event.eventType} ${subject} livemode=${event.livemode}`);
    }
    // Answer 2xx at once; do slow work afterwards (anything else is retried).
    response.writeHead(200).end('ok');
  });
});

server.listen(Number(process.env.PORT ?? 8081), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}/pesa-webhook`);
});
