import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyBody,
  orderCreateBody,
  orderExportBody,
  orderListBody,
  orderQuoteBody,
  rechargeCreateBody,
  snParam,
} from '@pesa/contract';
import { ErrorCode } from '@pesa/contract';
import { AppError } from '../../plugins/app-error.ts';
import { authOf, type AuthContext } from '../../plugins/auth.ts';
import { sendCsv } from '../../plugins/csv-file.ts';
import { paged, success } from '../../plugins/envelope.ts';
import { publicOrigin, sendFile } from '../../plugins/file-download.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
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
  documents: DocumentsService;
  publicUrl: string | undefined;
}> = async (app, { orders, recharge, team, documents, publicUrl }) => {
  /**
   * The order pages read every order of the account. A member who may send but holds none of
   * them still follows the orders they sent themselves (the send result screen), in a scope they
   * may send in; any other order is refused as not theirs to see, found or not.
   */
  const requireOrderReader = async (auth: AuthContext, sn: string) => {
    const held = await team.permissionNames(auth.user);
    if (ORDER_PAGES.some((name) => held.includes(name))) return;
    const order = await orders.requireOrder(auth, sn).catch(() => undefined);
    const own = order !== undefined && Number(order.user_id) === auth.user.user_id;
    const mayFollow = own && held.includes(SEND_PERMISSION[order.scope === 1 ? 1 : 0]);
    if (!mayFollow) throw new AppError(ErrorCode.NO_PERMISSION);
  };

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
  // SPEC §7 downloads post form-encoded and receive the file; a refusal comes back as JSON.
  app.post('/order/export', { schema: { body: orderExportBody } }, async (request, reply) => {
    const auth = authOf(request);
    await team.requireAny(auth, ORDER_PAGES);
    return sendCsv(reply, 'orders', await orders.csv(auth, request.body, request.lang));
  });
  app.post(
    '/order/detail/:sn',
    { config: { duplicateGuard: false }, schema: { params: snParam, body: emptyBody } },
    async (request) => {
      const auth = authOf(request);
      await requireOrderReader(auth, request.params.sn);
      const detail = await orders.detail(auth, request.params.sn);
      // A final order's receipt code (docs/documents.md): the drawer shows it beside the download.
      return success(request, {
        ...detail,
        receiptCode: await documents.receiptCode(auth, detail),
      });
    },
  );
  // The receipt PDF of a final order, in the request's language (SPEC §7 download).
  app.post(
    '/order/receipt/:sn',
    { config: { duplicateGuard: false }, schema: { params: snParam, body: emptyBody } },
    async (request, reply) => {
      const auth = authOf(request);
      await requireOrderReader(auth, request.params.sn);
      const origin = publicOrigin(request, publicUrl);
      return sendFile(
        reply,
        await documents.receipt(auth, request.params.sn, request.lang, origin),
      );
    },
  );
  app.post('/recharge/create', { schema: { body: rechargeCreateBody } }, async (request) => {
    const auth = authOf(request);
    await team.require(auth, TOP_UP_PERMISSION[request.body.scope]);
    return success(request, await recharge.create(auth, request.body, request.lang));
  });
};
