import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveEventsHeaders } from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
import type { LiveEventRow } from './live-events.repository.ts';
import {
  messageOf,
  reaches,
  type LiveEventMessage,
  type LiveEventsService,
} from './live-events.service.ts';

export interface LiveStreamOptions {
  live: LiveEventsService;
  /** Whether the session still holds, without counting as activity (an open tab is not use). */
  sessionHolds: (token: string) => Promise<boolean>;
  /** A comment line this often keeps proxies from closing a quiet stream; the session is checked too. */
  heartbeatMs: number;
  /** Open streams per user on this instance; a new one closes the oldest (a reloaded tab). */
  maxStreamsPerUser: number;
}

// A stream ended (signed out, replaced by a newer one) stays open until its socket closes:
// nothing may be written to it in between.
const write = (stream: ServerResponse, message: LiveEventMessage) =>
  !stream.writableEnded && stream.write(`id: ${message.id}\ndata: ${JSON.stringify(message)}\n\n`);

/**
 * GET /events: the signed-in user's live status as Server-Sent Events (docs/scaling.md, "Live
 * status"). The browser reads it with fetch and the Authorization header, so the token never
 * sits in a URL that a proxy or the access log keeps. Every event carries `id:`; a stream opened
 * with `Last-Event-ID` first sends what was missed after it, then the live ones, none twice.
 */
export const liveEventsRoutes: FastifyPluginAsyncZod<LiveStreamOptions> = async (app, options) => {
  const { live, sessionHolds, heartbeatMs, maxStreamsPerUser } = options;
  const byUser = new Map<number, ServerResponse[]>();
  // An open stream would hold the server's close forever: end them all first.
  app.addHook('preClose', async () => {
    for (const streams of byUser.values()) for (const stream of streams) stream.end();
    live.close();
  });

  app.get('/events', { schema: { headers: liveEventsHeaders } }, async (request, reply) => {
    const auth = authOf(request);
    const audience = { userId: auth.user.user_id, mainUserId: auth.mainUserId };
    const header = request.headers['last-event-id'];
    const lastId = typeof header === 'string' ? Number(header) : null;
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx would otherwise buffer the stream (docs/operator-console.md).
      'x-accel-buffering': 'no',
      // A stream's connection is never reused: once it ends, nothing holds the server's close.
      connection: 'close',
    });
    stream.write(`retry: 3000\n\n`);

    const mine = byUser.get(audience.userId) ?? [];
    while (mine.length >= maxStreamsPerUser) mine.shift()!.end();
    mine.push(stream);
    byUser.set(audience.userId, mine);

    // Live rows wait while the missed ones are read, so that none is lost or sent twice.
    let waiting: LiveEventRow[] | null = [];
    const sent = new Set<number>();
    const unsubscribe = await live.feed.subscribe((row) => {
      if (!reaches(row, audience)) return;
      if (waiting) waiting.push(row);
      else write(stream, messageOf(row));
    });
    const heartbeat = setInterval(() => {
      if (stream.writableEnded) return;
      stream.write(`: still here\n\n`);
      sessionHolds(auth.token).then(
        (holds) => holds || stream.end(),
        () => {},
      );
    }, heartbeatMs);
    stream.on('close', () => {
      stream.socket?.destroy();
      clearInterval(heartbeat);
      unsubscribe();
      const left = (byUser.get(audience.userId) ?? []).filter((s) => s !== stream);
      if (left.length) byUser.set(audience.userId, left);
      else byUser.delete(audience.userId);
    });

    try {
      if (lastId !== null)
        for (const message of await live.missed(audience, lastId)) {
          write(stream, message);
          sent.add(message.id);
        }
    } catch {
      stream.end();
      return;
    }
    const held = waiting;
    waiting = null;
    for (const row of held)
      if (!sent.has(Number(row.id)) && (lastId === null || row.id > lastId))
        write(stream, messageOf(row));
  });
};
