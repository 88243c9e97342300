import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@pesa/contract';
import type { Clock } from '../clock.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for calls SPEC §7 marks "no duplicate guard" (e.g. /user/info). */
    duplicateGuard?: boolean;
  }
}

export const DUPLICATE_WINDOW_MS = 300;

/**
 * Rejects an identical POST to the same path from the same session (or, before login, the same
 * address) within 300 ms with code 601, so a double click never submits twice. The memory is
 * per process; money calls are additionally idempotent by order number in the database.
 */
export const duplicateGuardPlugin = fp(async (app: FastifyInstance, opts: { clock: Clock }) => {
  const seen = new Map<string, number>();
  let lastSweep = 0;

  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || request.routeOptions.config?.duplicateGuard === false) return;
    const now = opts.clock.now().getTime();
    if (now - lastSweep > 10_000) {
      for (const [key, at] of seen) if (now - at >= DUPLICATE_WINDOW_MS) seen.delete(key);
      lastSweep = now;
    }
    const who = request.headers.authorization ?? `ip:${request.ip}`;
    const body =
      typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null);
    const key = hash('sha256', `${who}\n${request.url}\n${body}`, 'base64url');
    const previous = seen.get(key);
    seen.set(key, now);
    if (previous !== undefined && now - previous < DUPLICATE_WINDOW_MS) {
      throw new AppError(ErrorCode.DUPLICATE_SUBMIT);
    }
  });
});
