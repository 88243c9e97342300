import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** The per-browser id the web sends before sign-in (a random UUID kept in localStorage). */
export const CLIENT_ID_HEADER = 'x-client-id';
const CLIENT_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Who a submission comes from: the session, or before sign-in the browser's own id. Addresses
 * alone cannot tell callers apart: in Kenya and Tanzania most mobile users share carrier (NAT)
 * addresses, so two visitors opening the site at once would refuse each other. A caller that
 * sends no id (a script) is keyed by address. The guard stops repeated submissions by one
 * client; it is no defence against abuse (the rate limits are).
 */
function submitterOf(request: FastifyRequest): string {
  if (request.headers.authorization) return request.headers.authorization;
  const clientId = request.headers[CLIENT_ID_HEADER];
  if (typeof clientId === 'string' && CLIENT_ID.test(clientId)) return `client:${clientId}`;
  return `ip:${request.ip}`;
}

/**
 * Rejects an identical POST to the same path from the same submitter within 300 ms with code
 * 601, so a double click never submits twice. Reads of public reference data opt out
 * (`duplicateGuard: false`). The memory is per process; money calls are additionally idempotent
 * by order number in the database.
 */
export const duplicateGuardPlugin = fp(async (app: FastifyInstance, opts: { clock: Clock }) => {
  // Two generations of keys, swapped once a window has passed: a key leaves with its whole
  // generation once it is at least a window old, so memory holds one or two windows of traffic
  // however heavy the load (a map swept every few seconds grew to tens of thousands of keys).
  let current = new Map<string, number>();
  let previous = new Map<string, number>();
  let generationStart = 0;

  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || request.routeOptions.config?.duplicateGuard === false) return;
    const now = opts.clock.now().getTime();
    const age = now - generationStart;
    if (age >= DUPLICATE_WINDOW_MS) {
      // After two quiet windows even the current generation is too old to matter.
      previous = age >= 2 * DUPLICATE_WINDOW_MS ? new Map() : current;
      current = new Map();
      generationStart = now;
    }
    const who = submitterOf(request);
    const body =
      typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null);
    const key = hash('sha256', `${who}\n${request.url}\n${body}`, 'base64url');
    const last = current.get(key) ?? previous.get(key);
    current.set(key, now);
    if (last !== undefined && now - last < DUPLICATE_WINDOW_MS) {
      throw new AppError(ErrorCode.DUPLICATE_SUBMIT);
    }
  });
});
