import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postWebhook } from './webhook-http.ts';
import type { WebhookTarget } from './webhook-target.ts';

let server: Server | null = null;
afterEach(async () => {
  const open = server;
  server = null;
  if (!open) return;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

/** A receiver on 127.0.0.1; returns its port and what it was sent. */
async function receiver(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: Array<{ host: string | undefined; path: string | undefined; body: string }> = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ host: req.headers.host, path: req.url, body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server!.address() as AddressInfo).port, seen };
}

/** A target whose name is not resolvable at all: only the pinned address can be dialled. */
const pinnedTarget = (port: number, path = '/hook'): WebhookTarget => ({
  url: new URL(`http://merchant.invalid:${port}${path}`),
  host: 'merchant.invalid',
  address: '127.0.0.1',
  family: 4,
});

describe('posting a webhook', () => {
  it('dials the pinned address while the Host header keeps the merchant name', async () => {
    const { port, seen } = await receiver((_req, res) => res.writeHead(204).end());
    const outcome = await postWebhook(pinnedTarget(port, '/hook?x=1'), '{"a":1}', {}, 5_000);
    expect(outcome).toEqual({ statusCode: 204 });
    expect(seen).toEqual([
      { host: `merchant.invalid:${port}`, path: '/hook?x=1', body: '{"a":1}' },
    ]);
  });

  it('does not follow a redirect', async () => {
    const { port, seen } = await receiver((req, res) => {
      if (req.url === '/hook') res.writeHead(302, { location: '/elsewhere' }).end();
      else res.writeHead(200).end();
    });
    expect(await postWebhook(pinnedTarget(port), '{}', {}, 5_000)).toEqual({ statusCode: 302 });
    expect(seen.map((s) => s.path)).toEqual(['/hook']);
  });

  it('reads no more than a few KB of a long reply', async () => {
    const { port } = await receiver((_req, res) => {
      res.writeHead(500);
      res.write('x'.repeat(64 * 1024));
      // Never ends: the client must stop reading on its own.
    });
    expect(await postWebhook(pinnedTarget(port), '{}', {}, 5_000)).toEqual({ statusCode: 500 });
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const { port } = await receiver(() => {
      /* never answers */
    });
    const outcome = await postWebhook(pinnedTarget(port), '{}', {}, 200);
    expect(outcome).toEqual({ error: 'timed out after 200 ms' });
  });

  it('reports a refused connection', async () => {
    const { port } = await receiver((_req, res) => res.end());
    const closed = server!;
    server = null;
    await new Promise((resolve) => closed.close(resolve));
    const outcome = await postWebhook(pinnedTarget(port), '{}', {}, 5_000);
    expect(outcome).toMatchObject({ error: expect.stringMatching(/^ECONNREFUSED/) });
  });
});
