import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@pesa/contract';
import { success } from '../plugins/envelope.ts';
import type { Rails } from './rails.ts';

/**
 * /api/ops/rails/status: how this server serves each rail (real, simulated or off), for the
 * console's rails screen. The operator guard checks the session and role (OPERATOR_CALL_ACCESS).
 */
export const railsOpsRoutes: FastifyPluginAsyncZod<{ rails: Rails; production: boolean }> = async (
  app,
  { rails, production },
) => {
  app.post(
    '/ops/rails/status',
    { config: { public: true, duplicateGuard: false }, schema: { body: emptyBody } },
    async (request) =>
      success(request, {
        production,
        simulatorServesLive: rails.simulatorServesLive,
        rails: rails.list(),
      }),
  );
};
