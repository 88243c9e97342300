import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface LogContext {
  reqId: string;
  /** The order a money call is about (`sn` of its body or path), once the call has been read. */
  orderSn?: string;
}

const context = new AsyncLocalStorage<LogContext>();

/**
 * pino's mixin: a line logged while a request is handled carries that request's id even when it
 * is written by a service through the server's logger rather than the request's (which binds
 * `reqId` itself), and the order number of a money call. Outside a request it adds nothing.
 */
export function logContextMixin(
  _merge: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): Record<string, string> {
  const store = context.getStore();
  if (!store) return {};
  const fields: Record<string, string> = {};
  if (!('reqId' in logger.bindings())) fields.reqId = store.reqId;
  if (store.orderSn) fields.orderSn = store.orderSn;
  return fields;
}

const ORDER_NUMBER = /^[A-Za-z0-9_-]{1,64}$/;

function orderNumberOf(request: { body?: unknown; params?: unknown }): string | undefined {
  for (const source of [request.body, request.params]) {
    if (source && typeof source === 'object' && 'sn' in source) {
      const sn = (source as { sn: unknown }).sn;
      if (typeof sn === 'string' && ORDER_NUMBER.test(sn)) return sn;
    }
  }
  return undefined;
}

/** Opens each request's log context (docs/operations.md, "Logs"). */
export const logContextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    context.run({ reqId: String(request.id) }, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const store = context.getStore();
    const sn = orderNumberOf(request);
    if (store && sn) store.orderSn = sn;
    done();
  });
});
