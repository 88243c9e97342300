import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { eventually } from './server-process.ts';

/** A raw connection to the test server, keeping what it receives and whether it has closed. */
interface Client {
  socket: Socket;
  received: () => string;
  closed: Promise<void>;
  isClosed: () => boolean;
}

async function open(port: number): Promise<Client> {
  const socket = connect(port, '127.0.0.1');
  let data = '';
  let closed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (data += chunk));
  // A refused or timed-out socket may be reset; the close event says all the test needs.
  socket.on('error', () => {});
  const closedPromise = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closed = true;
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => data, closed: closedPromise, isClosed: () => closed };
}

/** A complete GET of the health check on an open connection; resolves with the status line. */
function healthOn(client: Client): Promise<string> {
  const before = client.received().length;
  client.socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n');
  return eventually(async () => {
    const reply = client.received().slice(before);
    if (client.isClosed() && !reply.includes('\r\n')) return 'closed';
    return reply.includes('\r\n') ? reply.split('\r\n')[0] : undefined;
  }, 10);
}

/** A harness whose app listens on a free loopback port, for the describe block that calls it. */
function listening(engine: Harness['engine'], env: Record<string, string>) {
  const server = { h: undefined as unknown as Harness, port: 0 };
  beforeAll(async () => {
    server.h = await startHarness(engine, { ...relaxedEnv, ...env });
    await server.h.app.server.listen({ port: 0, host: '127.0.0.1' });
    server.port = (server.h.app.server.server.address() as AddressInfo).port;
  });
  afterAll(() => server.h.close());
  return server;
}

describe.each(engines)('slow clients on a listening server (%s)', (engine) => {
  describe('with short request timeouts', () => {
    const server = listening(engine, {
      HTTP_HEADERS_TIMEOUT_MS: '300',
      HTTP_REQUEST_TIMEOUT_MS: '600',
    });

    it('cuts off a client that trickles its body, and serves another meanwhile', async () => {
      const trickler = await open(server.port);
      trickler.socket.write(
        'POST /api/common/appConfig HTTP/1.1\r\nHost: test\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      // One byte at a time, never idle long, never done: only the request timeout ends it.
      const drip = setInterval(() => {
        if (!trickler.isClosed()) trickler.socket.write(' ');
      }, 20);
      try {
        const other = await open(server.port);
        expect(await healthOn(other)).toBe('HTTP/1.1 200 OK');
        other.socket.destroy();
        await trickler.closed;
      } finally {
        clearInterval(drip);
      }
      expect(trickler.received()).toMatch(/^HTTP\/1\.1 408 /);
    });

    it('cuts off a client that trickles its headers', async () => {
      const trickler = await open(server.port);
      trickler.socket.write('POST /api/common/appConfig HTTP/1.1\r\nHost: test\r\n');
      const drip = setInterval(() => {
        if (!trickler.isClosed()) trickler.socket.write('X-Slow: 1\r\n');
      }, 20);
      try {
        await trickler.closed;
      } finally {
        clearInterval(drip);
      }
      expect(trickler.received()).not.toMatch(/ 200 OK/);
    });
  });

  describe('with a cap of two connections per address', () => {
    const server = listening(engine, { HTTP_MAX_CONNECTIONS_PER_ADDRESS: '2' });

    it('refuses a third connection from one address and serves the two it holds', async () => {
      const first = await open(server.port);
      const second = await open(server.port);
      const third = await open(server.port);
      await third.closed;
      expect(third.received()).toBe('');
      expect(await healthOn(first)).toBe('HTTP/1.1 200 OK');
      expect(await healthOn(second)).toBe('HTTP/1.1 200 OK');
      // Once one is closed, a new connection from the address is served again.
      first.socket.destroy();
      await first.closed;
      const next = await eventually(async () => {
        const candidate = await open(server.port);
        if ((await healthOn(candidate)) === 'HTTP/1.1 200 OK') return candidate;
        return undefined;
      }, 10);
      next.socket.destroy();
      second.socket.destroy();
    });
  });

  describe('with the cap behind a listed proxy', () => {
    const server = listening(engine, {
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '2',
      TRUST_PROXY: '127.0.0.1',
    });

    it('does not cap the proxy, whose address every client behind it shares', async () => {
      const clients = [await open(server.port), await open(server.port), await open(server.port)];
      for (const client of clients) expect(await healthOn(client)).toBe('HTTP/1.1 200 OK');
      for (const client of clients) client.socket.destroy();
    });
  });
});
