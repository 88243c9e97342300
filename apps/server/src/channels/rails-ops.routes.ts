import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, operatorRailMismatchesBody } from '@pesa/contract';
import { paged, success } from '../plugins/envelope.ts';
import type { Rails } from './rails.ts';
import type { RailMismatches } from './rail-mismatches.ts';

/**
 * /api/ops/rails/status: how this server serves each rail (real, simulated or off), and
 * /api/ops/rails/mismatches: what the rails' daily reconciliations found (orders a rail answers
 * differently from us, or still without its final answer), for the console's rails screen. The
 * operator guard checks the session and role (OPERATOR_CALL_ACCESS).
 */
export const railsOpsRoutes: FastifyPluginAsyncZod<{
  rails: Rails;
  production: boolean;
  mismatches: RailMismatches;
}> = async (app, { rails, production, mismatches }) => {
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
  app.post(
    '/ops/rails/mismatches',
    {
      config: { public: true, duplicateGuard: false },
      schema: { body: operatorRailMismatchesBody },
    },
    async (request) => {
      const { rows, total } = await mismatches.page(request.body.pageNum, request.body.pageSize);
      return paged(request, rows, total);
    },
  );
};
