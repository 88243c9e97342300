import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payeeCheckBody } from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
import { success } from '../../plugins/envelope.ts';
import type { TeamService } from '../team/team.service.ts';
import type { PayeeCheckService } from './payee-check.service.ts';

/** The name check before paying; whoever may send (or keep recipients) may check a payee. */
export const payeeCheckRoutes: FastifyPluginAsyncZod<{
  team: TeamService;
  payeeCheck: PayeeCheckService;
}> = async (app, { team, payeeCheck }) => {
  app.post(
    '/payee/check',
    {
      preValidation: async (request: FastifyRequest) =>
        team.requireAny(authOf(request), ['AssetsPayee', 'PspIndex', 'MrpIndex']),
      schema: { summary: "Check a payee's name with the rail before paying", body: payeeCheckBody },
    },
    async (request) =>
      success(request, await payeeCheck.checkForCustomer(authOf(request).mainUserId, request.body)),
  );
};
