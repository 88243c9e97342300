import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@pesa/contract';
import { decideOperatorAccess, OPERATOR_CALL_ACCESS } from '@pesa/domain';
import { AppError } from './app-error.ts';
import { bearerToken } from './auth.ts';
import type { OperatorContext, OperatorSessions } from '../modules/operators/operator-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
}

const OPS_PREFIX = '/api/ops/';

/** The call's key in OPERATOR_CALL_ACCESS: its route path under /api. */
const callOf = (url: string) => url.slice('/api'.length);

/**
 * The one place every /ops call is checked: the session's stage and the operator's role against
 * OPERATOR_CALL_ACCESS. A route under /ops without an entry stops the server at start (and
 * would be refused anyway), so adding a call without deciding who may make it is impossible.
 * Routes read the checked operator with `operatorOf`.
 */
export const operatorGuardPlugin = fp(
  async (app: FastifyInstance, opts: { sessions: OperatorSessions }) => {
    app.decorateRequest('operator', null);
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(OPS_PREFIX) && !OPERATOR_CALL_ACCESS[callOf(route.url)])
        throw new Error(`${route.url} has no entry in OPERATOR_CALL_ACCESS`);
    });
    app.addHook('preValidation', async (request) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith(OPS_PREFIX)) return;
      const access = OPERATOR_CALL_ACCESS[callOf(url)];
      const token = access?.kind === 'signIn' ? null : bearerToken(request);
      const operator = token ? await opts.sessions.resolve(token) : null;
      const decision = decideOperatorAccess(access, operator);
      if (decision === 'notSignedIn') throw new AppError(ErrorCode.NOT_LOGGED_IN);
      if (decision === 'forbidden')
        throw new AppError(ErrorCode.NO_PERMISSION, { messageKey: 'operatorRoleForbidden' });
      request.operator = operator;
    });
  },
);

/** The operator the guard let through (every /ops route but the password step has one). */
export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  return request.operator;
}
