import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyBody,
  orderCreateBody,
  orderListBody,
  orderQuoteBody,
  rechargeCreateBody,
  snParam,
} from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { RechargeService } from './recharge.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { OrdersService } from './orders.service.ts';

const SEND_PERMISSION = ['PspIndex', 'MrpIndex'] as const;
const TOP_UP_PERMISSION = ['PspRecharge', 'MrpRecharge'] as const;
const ORDER_PAGES = ['PspOrder', 'MrpOrder', 'AssetsOrder'];

/** Send money, top up and follow orders (issue "Money movement"). */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  recharge: RechargeService;
  team: TeamService;
}> = async (app, { orders, recharge, team }) => {
  app.post('/order/quote', { schema: { body: orderQuoteBody } }, async (request) => {
    const auth = authOf(request);
    await team.require(auth, SEND_PERMISSION[request.body.scope]);
    return success(request, await orders.quote(auth, request.body));
  });
  app.post('/order/create', { schema: { body: orderCreateBody } }, async (request) => {
    const auth = authOf(request);
    await team.require(auth, SEND_PERMISSION[request.body.scope]);
    return success(request, await orders.create(auth, request.body));
  });
  app.post(
    '/order/cancel/:sn',
    { schema: { params: snParam, body: emptyBody } },
    async (request) => {
      const auth = authOf(request);
      await team.requireAny(auth, ORDER_PAGES);
      return success(request, await orders.cancel(auth, request.params.sn));
    },
  );
  app.post('/order/list', { schema: { body: orderListBody } }, async (request) => {
    const auth = authOf(request);
    await team.requireAny(auth, ORDER_PAGES);
    const { rows, total } = await orders.list(auth, request.body);
    return paged(request, rows, total);
  });
  app.post(
    '/order/detail/:sn',
    { config: { duplicateGuard: false }, schema: { params: snParam, body: emptyBody } },
    async (request) => {
      const auth = authOf(request);
      await team.requireAny(auth, ORDER_PAGES);
      return success(request, await orders.detail(auth, request.params.sn));
    },
  );
  app.post('/recharge/create', { schema: { body: rechargeCreateBody } }, async (request) => {
    const auth = authOf(request);
    await team.require(auth, TOP_UP_PERMISSION[request.body.scope]);
    return success(request, await recharge.create(auth, request.body, request.lang));
  });
};
