import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyBody,
  idParam,
  roleBody,
  roleEditBody,
  roleListBody,
  teamListBody,
  teamMemberBody,
  teamMemberEditBody,
  teamResetPwdBody,
} from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { AccountService } from '../account/account.service.ts';
import type { TeamService } from './team.service.ts';

export const teamRoutes: FastifyPluginAsyncZod<{
  team: TeamService;
  account: AccountService;
}> = async (app, { team, account }) => {
  const phoneOf = async (countryId: number, phone?: string) =>
    phone ? account.mobile(countryId, phone) : null;
  const needs = (name: string) => async (request: Parameters<typeof authOf>[0]) =>
    team.require(authOf(request), name);
  const roles = { preHandler: needs('SystemUserRole') };
  const members = { preHandler: needs('SystemUserTeam') };

  app.post('/user/role/list', { ...roles, schema: { body: roleListBody } }, async (request) => {
    const { pageNum, pageSize, name } = request.body;
    const { rows, total } = await team.rolesPage(authOf(request), pageNum, pageSize, name);
    return paged(request, rows, total);
  });
  app.post('/user/role/add', { ...roles, schema: { body: roleBody } }, async (request) =>
    success(request, { id: await team.addRole(authOf(request), request.ip, request.body) }),
  );
  app.post('/user/role/edit', { ...roles, schema: { body: roleEditBody } }, async (request) => {
    await team.editRole(authOf(request), request.ip, request.body);
    return success(request, null);
  });
  app.post(
    '/user/role/delete/:id',
    { ...roles, schema: { params: idParam, body: emptyBody } },
    async (request) => {
      await team.deleteRole(authOf(request), request.ip, request.params.id);
      return success(request, null);
    },
  );

  app.post('/user/team/list', { ...members, schema: { body: teamListBody } }, async (request) => {
    const { pageNum, pageSize, userName } = request.body;
    const { rows, total } = await team.membersPage(authOf(request), pageNum, pageSize, userName);
    return paged(request, rows, total);
  });
  app.post('/user/team/add', { ...members, schema: { body: teamMemberBody } }, async (request) => {
    const { phonenumber, ...rest } = request.body;
    const phone = await phoneOf(rest.countryId, phonenumber);
    return success(request, {
      id: await team.addMember(authOf(request), request.ip, { ...rest, phone }),
    });
  });
  app.post(
    '/user/team/edit',
    { ...members, schema: { body: teamMemberEditBody } },
    async (request) => {
      const { phonenumber, ...rest } = request.body;
      await team.editMember(authOf(request), request.ip, {
        ...rest,
        phone: await phoneOf(rest.countryId, phonenumber),
      });
      return success(request, null);
    },
  );
  app.post(
    '/user/team/resetPwd',
    { ...members, schema: { body: teamResetPwdBody } },
    async (request) => {
      await team.resetMemberPassword(
        authOf(request),
        request.ip,
        request.body.id,
        request.body.password,
      );
      return success(request, null);
    },
  );
  app.post(
    '/user/team/delete/:id',
    { ...members, schema: { params: idParam, body: emptyBody } },
    async (request) => {
      await team.deleteMember(authOf(request), request.ip, request.params.id);
      return success(request, null);
    },
  );
  // Any logged-in user may read their own names; the data is a JSON string (SPEC §7).
  app.post('/user/team/menus', { schema: { body: emptyBody } }, async (request) =>
    success(request, JSON.stringify(await team.permissionNames(authOf(request).user))),
  );
};
