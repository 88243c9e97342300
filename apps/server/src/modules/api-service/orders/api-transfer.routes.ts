import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiTransferBody } from '@pesa/contract';
import { authOf } from '../../../plugins/auth.ts';
import { success } from '../../../plugins/envelope.ts';
import type { TeamService } from '../../team/team.service.ts';
import type { ApiTransferService } from './transfer.service.ts';

/**
 * POST /api/user/userApi/transfer: the /homeApi suspense-transfer screen, for the main account or
 * a member holding HomeApiSuspenseTransfer (checked before the body is read).
 */
export const apiTransferRoutes: FastifyPluginAsyncZod<{
  transfer: ApiTransferService;
  team: TeamService;
}> = async (app, { transfer, team }) => {
  app.post(
    '/user/userApi/transfer',
    {
      preValidation: async (request) => team.require(authOf(request), 'HomeApiSuspenseTransfer'),
      schema: {
        summary: 'Move money between API accounts, or to the wallet',
        body: apiTransferBody,
      },
    },
    async (request) => success(request, await transfer.web(authOf(request), request.body)),
  );
};
