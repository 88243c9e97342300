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
import { answerOnKeptAuth, authOf } from '../../plugins/auth.ts';
import { sendCsv } from '../../plugins/csv-file.ts';
import { paged, success } from '../../plugins/envelope.ts';
import { publicOrigin, sendFile } from '../../plugins/file-download.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { RechargeService } from './recharge.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { OrdersService } from './orders.service.ts';
import { orderReaders } from './order-readers.ts';

const SEND_PERMISSION = ['PspIndex', 'MrpIndex'] as const;
const TOP_UP_PERMISSION = ['PspRecharge', 'MrpRecharge'] as const;

/** Send money, top up and follow orders (issue "Money movement"). */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  recharge: RechargeService;
  team: TeamService;
  documents: DocumentsService;
  publicUrl: string | undefined;
}> = async (app, { orders, recharge, team, documents, publicUrl }) => {
  // The account's orders to the order pages' holders, their own to whoever makes orders.
  const readers = orderReaders(team, orders);

  app.post('/order/quote', { schema: { body: orderQuoteBody } }, async (request) => {
    const auth = authOf(request);
    await team.require(auth, SEND_PERMISSION[request.body.scope]);
    return success(request, await orders.quote(auth, request.body));
  });
  // A send may go on a sign-in this instance kept, which its statement confirms (docs/scaling.md).
  app.post(
    '/order/create',
    { config: { keptAuth: true }, schema: { body: orderCreateBody } },
    async (request) =>
      answerOnKeptAuth(request, async (auth) => {
        await team.require(auth, SEND_PERMISSION[request.body.scope]);
        return success(request, await orders.create(auth, request.body));
      }),
  );
  app.post(
    '/order/cancel/:sn',
    { schema: { params: snParam, body: emptyBody } },
    async (request) => {
      const auth = authOf(request);
      await readers.one(auth, request.params.sn);
      return success(request, await orders.cancel(auth, request.params.sn));
    },
  );
  app.post('/order/list', { schema: { body: orderListBody } }, async (request) => {
    const auth = authOf(request);
    const reach = await readers.list(auth, request.body.scope);
    const { rows, total } = await orders.list(auth, request.body, reach);
    return paged(request, rows, total);
  });
  // SPEC §7 downloads post form-encoded and receive the file; a refusal comes back as JSON.
  app.post('/order/export', { schema: { body: orderExportBody } }, async (request, reply) => {
    const auth = authOf(request);
    const reach = await readers.list(auth, request.body.scope);
    return sendCsv(reply, 'orders', await orders.csv(auth, request.body, request.lang, reach));
  });
  app.post(
    '/order/detail/:sn',
    { config: { duplicateGuard: false }, schema: { params: snParam, body: emptyBody } },
    async (request) => {
      const auth = authOf(request);
      await readers.one(auth, request.params.sn);
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
      await readers.one(auth, request.params.sn);
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
