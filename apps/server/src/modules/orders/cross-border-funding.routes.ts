import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fundCrossBorderCreateBody, fundCrossBorderQuoteBody } from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
import { success } from '../../plugins/envelope.ts';
import type { OrdersService } from './orders.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { CrossBorderFundingService } from './cross-border-funding.service.ts';

/**
 * Funding the cross-border wallet from the domestic one: for whoever may send or top up across
 * borders (a main account with the cross-border service, or a member whose role holds either).
 */
const FUNDERS = ['MrpIndex', 'MrpRecharge'] as const;

export const crossBorderFundingRoutes: FastifyPluginAsyncZod<{
  funding: CrossBorderFundingService;
  orders: OrdersService;
  team: TeamService;
}> = async (app, { funding, orders, team }) => {
  app.post(
    '/account/fundCrossBorder/quote',
    { config: { duplicateGuard: false }, schema: { body: fundCrossBorderQuoteBody } },
    async (request) => {
      const auth = authOf(request);
      await team.requireAny(auth, FUNDERS);
      return success(request, await funding.quote(auth, request.body));
    },
  );
  app.post(
    '/account/fundCrossBorder/create',
    { schema: { body: fundCrossBorderCreateBody } },
    async (request) => {
      const auth = authOf(request);
      await team.requireAny(auth, FUNDERS);
      return success(request, await orders.view(await funding.create(auth, request.body)));
    },
  );
};
