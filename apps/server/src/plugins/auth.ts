import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@pesa/contract';
import type { UserRow } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import type { SessionService } from '../modules/session/session.service.ts';
import { refuseCarriedRepeat } from './duplicate-guard.ts';
import { keptAuth, KeptAuthUnconfirmed, type KeptAuth } from './kept-auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true for calls SPEC §7 marks "no token". */
    public?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /**
     * Reads the request's session as every call does, with the duplicate guard's record (a send
     * answered on a kept sign-in that its statement did not confirm: `answerOnKeptAuth`).
     */
    signInFully(request: FastifyRequest): Promise<void>;
  }
}

export interface AuthContext {
  user: UserRow;
  /** The main account everything is scoped to: the user itself, or a team member's parent. */
  mainUserId: number;
  token: string;
  /**
   * Set when the sign-in is one this instance kept, not read for this request: the send's
   * statement must confirm it first (plugins/kept-auth.ts).
   */
  kept?: KeptAuth;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The logged-in context of a non-public route (always set there; -1001 otherwise). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  return request.auth;
}

const contextOf = (user: UserRow, token: string): AuthContext => ({
  user,
  mainUserId: user.parent_id === 0 ? user.user_id : user.parent_id,
  token,
});

/**
 * Every API route needs a live session unless its config says `public: true`. A missing,
 * expired or revoked token, or a disabled account, gets -1001. A suspended business's token
 * (its sessions were revoked at suspension) gets -1034, so the app can say why: this is the one
 * place every customer call, money calls included, is refused for a suspended account.
 *
 * A send (`keptAuth` routes) on PostgreSQL may go on a sign-in this instance read lately instead
 * (docs/scaling.md): its statement confirms it before it writes anything (`answerOnKeptAuth`).
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  const signIn = async (request: FastifyRequest, keep: boolean) => {
    const token = bearerToken(request);
    // A submission's duplicate-guard record rides with this read (plugins/duplicate-guard.ts).
    const rider = request.sessionRider ?? undefined;
    const found = token ? await opts.sessions.lookup(token, true, rider, keep) : null;
    if (found?.user.suspended_at) throw new AppError(ErrorCode.ACCOUNT_SUSPENDED);
    const user = found?.live ? found.user : null;
    if (!token || !user || user.status !== 0) throw new AppError(ErrorCode.NOT_LOGGED_IN);
    request.auth = contextOf(user, token);
  };
  app.decorateRequest('auth', null);
  app.decorate('signInFully', async (request: FastifyRequest) => {
    request.auth = null;
    await signIn(request, true);
  });
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url || request.routeOptions.config?.public) return;
    const keep = request.routeOptions.config?.keptAuth === true;
    const token = keep ? bearerToken(request) : null;
    const kept = token ? opts.sessions.kept(token) : null;
    if (token && kept && kept.user.status === 0 && !kept.user.suspended_at) {
      request.auth = {
        ...contextOf(kept.user, token),
        kept: keptAuth(kept.holds, request.sessionRider),
      };
      return;
    }
    await signIn(request, keep);
  });
});

/**
 * Runs a send's handler on the request's sign-in. On a kept one, nothing may be answered or
 * written before the send's statement has confirmed it: whatever fails before that statement was
 * sent, or the statement's own refusal to confirm, is answered again on a full read of the
 * session, where it may then be refused (-1001, -1034) or fail the same way. Everything before
 * the statement only reads (the transaction password must be one already remembered:
 * orders.service.ts), so running it again is safe; once the statement was sent, its outcome is
 * the answer.
 */
export async function answerOnKeptAuth<T>(
  request: FastifyRequest,
  handler: (auth: AuthContext) => Promise<T>,
): Promise<T> {
  const kept = request.auth?.kept;
  if (!kept) return handler(authOf(request));
  try {
    const answer = await handler(request.auth!);
    if (kept.sent) {
      // The guard's verdict was the statement's; reading it sweeps the guard's old records.
      await request.sessionRider?.read(0);
      return answer;
    }
  } catch (error) {
    if (kept.sent && !(error instanceof KeptAuthUnconfirmed)) throw error;
  }
  await request.server.signInFully(request);
  refuseCarriedRepeat(request);
  return handler(authOf(request));
}

/**
 * The error a request is answered with: on a kept sign-in that no statement confirmed yet (a
 * field refused by validation), the sign-in is read first, so that a caller signed out elsewhere
 * hears -1001 (or -1034) rather than anything else, as on a read of the session.
 */
export async function errorAfterSignIn(request: FastifyRequest, error: unknown): Promise<unknown> {
  const kept = request.auth?.kept;
  if (!kept || kept.sent) return error;
  try {
    await request.server.signInFully(request);
  } catch (refused) {
    return refused;
  }
  return error;
}
