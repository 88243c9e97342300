import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentCashInCreateBody, agentCashInLookupBody } from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
import { success } from '../../plugins/envelope.ts';
import type { OrdersService } from './orders.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { CashInService } from './cash-in.service.ts';

/**
 * An agent's cash deposits for its customers (docs/money.md "Agent cash-in"). The screen's
 * permission (`AgentCashIn`) is held by an agent's main account and by members whose role lists
 * it; the service still refuses anyone whose main account is not a verified agent.
 */
export const cashInRoutes: FastifyPluginAsyncZod<{
  cashIn: CashInService;
  orders: OrdersService;
  team: TeamService;
}> = async (app, { cashIn, orders, team }) => {
  app.post(
    '/agent/cashIn/lookup',
    { config: { duplicateGuard: false }, schema: { body: agentCashInLookupBody } },
    async (request) => {
      const auth = authOf(request);
      await team.requireAny(auth, ['AgentCashIn']);
      return success(request, await cashIn.lookup(auth, request.body));
    },
  );
  app.post('/agent/cashIn/create', { schema: { body: agentCashInCreateBody } }, async (request) => {
    const auth = authOf(request);
    await team.requireAny(auth, ['AgentCashIn']);
    return success(request, await orders.view(await cashIn.create(auth, request.body)));
  });
};
