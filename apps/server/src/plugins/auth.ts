import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@pesa/contract';
import type { UserRow } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import type { SessionService } from '../modules/session/session.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true for calls SPEC §7 marks "no token". */
    public?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface AuthContext {
  user: UserRow;
  /** The main account everything is scoped to: the user itself, or a team member's parent. */
  mainUserId: number;
  token: string;
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

/**
 * Every API route needs a live session unless its config says `public: true`. A missing,
 * expired or revoked token, or a disabled account, gets -1001. A suspended business's token
 * (its sessions were revoked at suspension) gets -1034, so the app can say why: this is the one
 * place every customer call, money calls included, is refused for a suspended account.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url || request.routeOptions.config?.public) return;
    const token = bearerToken(request);
    // A submission's duplicate-guard record rides with this read (plugins/duplicate-guard.ts).
    const rider = request.sessionRider ?? undefined;
    const found = token ? await opts.sessions.lookup(token, true, rider) : null;
    if (found?.user.suspended_at) throw new AppError(ErrorCode.ACCOUNT_SUSPENDED);
    const user = found?.live ? found.user : null;
    if (!token || !user || user.status !== 0) throw new AppError(ErrorCode.NOT_LOGGED_IN);
    request.auth = {
      user,
      mainUserId: user.parent_id === 0 ? user.user_id : user.parent_id,
      token,
    };
  });
});
