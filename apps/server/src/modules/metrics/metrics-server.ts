import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/**
 * The metrics endpoint on its own port: GET /metrics and nothing else. A plain node server, not
 * the app's Fastify, so none of the public server's routes, hooks or SPA can ever answer here,
 * and a scrape never shows up in the request metrics it reads.
 */
export class MetricsServer {
  private server: Server | null = null;

  constructor(
    private readonly registry: Registry,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Listens; resolves with the port taken (port 0 picks a free one). */
  async listen(port: number, host: string): Promise<number> {
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
        return;
      }
      this.registry.metrics().then(
        (text) => {
          response.writeHead(200, { 'content-type': this.registry.contentType });
          response.end(request.method === 'HEAD' ? undefined : text);
        },
        (error: unknown) => {
          this.onError(error);
          response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
          response.end('metrics unavailable\n');
        },
      );
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return (server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // A scraper's kept-alive socket must not hold the stop.
      server.closeAllConnections();
    });
  }
}
