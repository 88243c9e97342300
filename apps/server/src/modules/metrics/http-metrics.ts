import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Requests that matched no route share one label, so a scan of random paths adds no series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Request rate, latency and status per route of the public server. The route label is Fastify's
 * pattern (`/api/order/detail/:sn`), never the URL, so ids and order numbers never become series.
 */
export function recordHttpMetrics(server: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to reply, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const total = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  server.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    duration.observe(labels, reply.elapsedTime / 1000);
    total.inc(labels);
  });
}
