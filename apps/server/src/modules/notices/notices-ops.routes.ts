import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyBody,
  idParam,
  operatorNoticeAddBody,
  operatorNoticeEditBody,
  operatorNoticeListBody,
} from '@pesa/contract';
import { paged, success } from '../../plugins/envelope.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import type { NoticesService } from './notices.service.ts';
import { operatorOf } from '../../plugins/operator-guard.ts';

/**
 * /api/ops/notice/*: operators write announcements (type 1, the dashboard and /home/notice) and
 * press items (type 3, /press) in both languages. Each change writes an operator audit row.
 */
export const noticesOpsRoutes: FastifyPluginAsyncZod<{
  notices: NoticesService;
  operators: OperatorsService;
}> = async (app, { notices, operators }) => {
  const config = { public: true };

  app.post(
    '/ops/notice/list',
    { config, schema: { body: operatorNoticeListBody } },
    async (request) => {
      const { pageNum, pageSize, type } = request.body;
      const { rows, total } = await notices.page(pageNum, pageSize, type);
      return paged(request, rows, total);
    },
  );

  app.post(
    '/ops/notice/add',
    { config, schema: { body: operatorNoticeAddBody } },
    async (request) => {
      const op = operatorOf(request);
      const id = await notices.add(request.body);
      await operators.audit(op.id, 'noticeAdd', `notice:${id}`, request.body.titleEn.slice(0, 200));
      return success(request, { id });
    },
  );

  app.post(
    '/ops/notice/edit',
    { config, schema: { body: operatorNoticeEditBody } },
    async (request) => {
      const op = operatorOf(request);
      const { id, ...input } = request.body;
      await notices.edit(id, input);
      await operators.audit(op.id, 'noticeEdit', `notice:${id}`, input.titleEn.slice(0, 200));
      return success(request, null);
    },
  );

  app.post(
    '/ops/notice/delete/:id',
    { config, schema: { params: idParam, body: emptyBody } },
    async (request) => {
      const op = operatorOf(request);
      await notices.remove(request.params.id);
      await operators.audit(op.id, 'noticeDelete', `notice:${request.params.id}`, 'deleted');
      return success(request, null);
    },
  );
};
