import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, idParam, payeeBody, payeeEditBody, payeeListBody } from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { TeamService } from '../team/team.service.ts';
import type { PayeesService } from './payees.service.ts';

/** Recipient calls; each is gated by its SPEC §6 permission name before the payload is read. */
export const payeesRoutes: FastifyPluginAsyncZod<{
  team: TeamService;
  payees: PayeesService;
}> = async (app, { team, payees }) => {
  const needs = (name: string) => ({
    preValidation: async (request: FastifyRequest) => team.require(authOf(request), name),
  });
  // The send screens pick their recipient from this list, so a role that may send (without the
  // Recipient Management screen) can still read it; adding or changing one needs the buttons.
  const mayList = {
    preValidation: async (request: FastifyRequest) =>
      team.requireAny(authOf(request), ['AssetsPayee', 'PspIndex', 'MrpIndex']),
  };

  app.post(
    '/payee/list',
    { ...mayList, schema: { summary: 'Recipients, paged', body: payeeListBody } },
    async (request) => {
      const { pageNum, pageSize, ...filter } = request.body;
      const { rows, total } = await payees.page(authOf(request), pageNum, pageSize, filter);
      return paged(request, rows, total);
    },
  );
  app.post(
    '/payee/add',
    { ...needs('Btn:payee:add'), schema: { summary: 'Add a recipient', body: payeeBody } },
    async (request) =>
      success(request, { id: await payees.add(authOf(request), request.ip, request.body) }),
  );
  app.post(
    '/payee/edit',
    { ...needs('Btn:payee:edit'), schema: { summary: 'Edit a recipient', body: payeeEditBody } },
    async (request) => {
      await payees.edit(authOf(request), request.ip, request.body);
      return success(request, null);
    },
  );
  app.post(
    '/payee/delete/:id',
    {
      ...needs('Btn:payee:delete'),
      schema: { summary: 'Delete a recipient', params: idParam, body: emptyBody },
    },
    async (request) => {
      await payees.remove(authOf(request), request.ip, request.params.id);
      return success(request, null);
    },
  );
  app.post(
    '/payee/detail/:id',
    {
      ...needs('AssetsPayee'),
      schema: { summary: 'One recipient with every field', params: idParam, body: emptyBody },
    },
    async (request) => success(request, await payees.detail(authOf(request), request.params.id)),
  );
};
