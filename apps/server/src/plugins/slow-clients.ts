import type { Server as HttpServer, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { LoadedConfig } from '../config.ts';

type SlowClientSettings = Pick<
  LoadedConfig,
  | 'HTTP_HEADERS_TIMEOUT_MS'
  | 'HTTP_REQUEST_TIMEOUT_MS'
  | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'
  | 'HTTP_MAX_CONNECTIONS_PER_ADDRESS'
  | 'TRUST_PROXY'
>;

/**
 * The Fastify options that bound how long a client may take to send its request (docs/security.md,
 * "Slow clients"). Node enforces the headers and request timeouts from a periodic check, so the
 * check runs at a quarter of the shorter one (at most every 5 s): a timeout then fires within a
 * quarter of its figure, whatever the figure.
 */
export function slowClientOptions(config: SlowClientSettings): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  const shorter = Math.min(config.HTTP_HEADERS_TIMEOUT_MS, config.HTTP_REQUEST_TIMEOUT_MS);
  return {
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(5, Math.min(5_000, Math.floor(shorter / 4))),
    },
  };
}

/**
 * Refuses a connection from an address that already holds HTTP_MAX_CONNECTIONS_PER_ADDRESS open
 * sockets: it is closed as it arrives, before a byte is read. A listed proxy (TRUST_PROXY) is
 * exempt, since every client behind it shares its address; the proxy caps its own clients.
 */
export function capConnectionsPerAddress(server: HttpServer, config: SlowClientSettings): void {
  const max = config.HTTP_MAX_CONNECTIONS_PER_ADDRESS;
  const isProxy = proxyAddr.compile(config.TRUST_PROXY);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address, 0)) return;
    const held = open.get(address) ?? 0;
    if (held >= max) {
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
