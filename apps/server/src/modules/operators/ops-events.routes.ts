import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../plugins/auth.ts';
import type { OperatorSessions } from './operator-sessions.ts';
import type { OpsEventBatch, OpsEventFeed } from './ops-event-feed.ts';

/** Proxies and carrier networks close quiet connections: a comment line keeps the stream open. */
const HEARTBEAT_MS = 25_000;
/** The session is looked at (never marked used) once per this many feed intervals. */
const SESSION_CHECKS_EVERY = 15;

/**
 * GET /ops/events: a Server-Sent Events stream of other operators' decisions, so that an item
 * decided by one operator leaves every other console at once (its list, its counts, an open
 * detail). The operator guard checks the session when the stream opens; after that the stream
 * never marks the session used, so a console left open still times out after 15 idle minutes,
 * and the stream ends as soon as its session has (idle, expired, revoked, signed out).
 */
export const opsEventsRoutes: FastifyPluginAsyncZod<{
  feed: OpsEventFeed;
  sessions: OperatorSessions;
  intervalMs: number;
}> = async (app, { feed, sessions, intervalMs }) => {
  const open = new Set<ServerResponse>();
  // An open stream would hold the server's close forever: end them all first.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
    feed.close();
  });

  app.get('/ops/events', { config: { public: true } }, async (request, reply) => {
    const token = bearerToken(request);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx would otherwise buffer the stream (docs/operator-console.md).
      'x-accel-buffering': 'no',
    });
    stream.write(`retry: 5000\n\n`);
    open.add(stream);

    const send = (batch: OpsEventBatch) => stream.write(`data: ${JSON.stringify(batch)}\n\n`);
    const unsubscribe = await feed.subscribe(send);
    const heartbeat = setInterval(() => stream.write(`: still here\n\n`), HEARTBEAT_MS);
    const sessionCheck = setInterval(() => {
      sessions.peek(token).catch(() => stream.end());
    }, intervalMs * SESSION_CHECKS_EVERY);
    const stop = () => {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      unsubscribe();
      open.delete(stream);
    };
    stream.on('close', stop);
  });
};
