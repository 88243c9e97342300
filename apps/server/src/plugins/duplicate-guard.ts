import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@pesa/contract';
import type { Clock } from '../clock.ts';
import type { StatementRider } from '../db/statement-rider.ts';
import { AppError } from './app-error.ts';
import { processDuplicateMemory, type DuplicateMemory } from './duplicate-memory.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for calls SPEC §7 marks "no duplicate guard" (e.g. /user/info). */
    duplicateGuard?: boolean;
  }
  interface FastifyRequest {
    /**
     * The guard's record of this submission, for the statement that reads the caller's session
     * to carry (plugins/auth.ts); null when there is none to carry.
     */
    sessionRider: StatementRider<unknown> | null;
  }
}

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
 * Paged lists (`…/list`) and single orders or records (`…/detail/{id}`) only read. A screen
 * asks for them again on its own whenever what it shows may have changed: a top-up followed
 * to its end refreshes the history it was listed in a moment before, a language switch reloads
 * a page. A refusal there would leave stale rows on screen, and letting them through can never
 * submit anything twice.
 */
const READ_ROUTE = /\/(list|detail)(\/|$)/;

/** The submission's key, or null for a request the guard lets through unrecorded. */
function submissionKey(request: FastifyRequest): string | null {
  if (request.method !== 'POST' || request.routeOptions.config?.duplicateGuard === false)
    return null;
  if (READ_ROUTE.test(request.routeOptions.url ?? request.url)) return null;
  const who = submitterOf(request);
  const body =
    typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null);
  return hash('sha256', `${who}\n${request.url}\n${body}`, 'base64url');
}

/** What a session read that carried the guard's record found, by request. */
const carriedVerdicts = new WeakMap<FastifyRequest, boolean>();

/**
 * Refuses the request if the session read that carried its record found a repeat: for a read
 * made after the guard's own check (the answer again of a send on a kept sign-in, plugins/auth.ts).
 */
export function refuseCarriedRepeat(request: FastifyRequest): void {
  if (carriedVerdicts.get(request)) throw new AppError(ErrorCode.DUPLICATE_SUBMIT);
}

/**
 * Rejects an identical POST to the same path from the same submitter within 300 ms with code
 * 601, so a double click never submits twice. Reads are not submissions: the lists and details
 * (`READ_ROUTE`) pass, and other reads opt out by route (`duplicateGuard: false`). The memory is
 * the process's own unless one is given (the database's on PostgreSQL, where several instances
 * serve one database: docs/operations.md); money calls are additionally idempotent by order
 * number in the database.
 *
 * Where the memory is in the database, a signed-in submission's record rides with the read of
 * its session (one round trip for both, docs/scaling.md): this plugin's preValidation, which
 * runs before the auth plugin's (it is registered first), hands the record over, and the verdict
 * is read here after validation, as before. Recording before validation changes no answer: an
 * identical submission is refused by validation or the auth check the same way every time, before
 * the verdict is asked for.
 */
export const duplicateGuardPlugin = fp(
  async (app: FastifyInstance, opts: { clock: Clock; memory?: DuplicateMemory }) => {
    const memory = opts.memory ?? processDuplicateMemory();
    app.decorateRequest('sessionRider', null);
    if (memory.rider) {
      const rider = memory.rider.bind(memory);
      app.addHook('preValidation', async (request) => {
        let key: string | null;
        try {
          key = submissionKey(request);
        } catch {
          // A body too deep to write out again (validation refuses it next, naming the field)
          // carries no record: the guard's own check after validation is never reached.
          return;
        }
        if (key === null) return;
        const record = rider(key, opts.clock.now().getTime());
        request.sessionRider = {
          ...record,
          read: async (value) => {
            const repeated = await record.read(value);
            carriedVerdicts.set(request, repeated);
            return repeated;
          },
        };
      });
    }
    app.addHook('preHandler', async (request) => {
      // On a kept sign-in the send's own statement takes the record (plugins/kept-auth.ts).
      if (request.auth?.kept) return;
      const carried = carriedVerdicts.get(request);
      if (carried !== undefined) {
        if (carried) throw new AppError(ErrorCode.DUPLICATE_SUBMIT);
        return;
      }
      const key = submissionKey(request);
      if (key === null) return;
      if (await memory.repeated(key, opts.clock.now().getTime())) {
        throw new AppError(ErrorCode.DUPLICATE_SUBMIT);
      }
    });
  },
);
