import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, operatorAddBody, operatorIdBody, operatorRoleBody } from '@pesa/contract';
import { success } from '../../plugins/envelope.ts';
import { operatorOf } from '../../plugins/operator-guard.ts';
import type { OperatorAdminService } from './operator-admin.service.ts';

/** /api/ops/operator/*: an admin manages the operators (OPERATOR_CALL_ACCESS: admin only). */
export const operatorAdminRoutes: FastifyPluginAsyncZod<{ admin: OperatorAdminService }> = async (
  app,
  { admin },
) => {
  const config = { public: true };
  app.post('/ops/operator/list', { config, schema: { body: emptyBody } }, async (request) =>
    success(request, await admin.list()),
  );
  app.post('/ops/operator/add', { config, schema: { body: operatorAddBody } }, async (request) =>
    success(request, await admin.add(operatorOf(request), request.body)),
  );
  app.post(
    '/ops/operator/disable',
    { config, schema: { body: operatorIdBody } },
    async (request) => {
      await admin.setEnabled(operatorOf(request), request.body.id, false);
      return success(request, null);
    },
  );
  app.post(
    '/ops/operator/enable',
    { config, schema: { body: operatorIdBody } },
    async (request) => {
      await admin.setEnabled(operatorOf(request), request.body.id, true);
      return success(request, null);
    },
  );
  app.post(
    '/ops/operator/role',
    { config, schema: { body: operatorRoleBody } },
    async (request) => {
      await admin.setRole(operatorOf(request), request.body.id, request.body.role);
      return success(request, null);
    },
  );
  app.post(
    '/ops/operator/resetTotp',
    { config, schema: { body: operatorIdBody } },
    async (request) => {
      await admin.resetTotp(operatorOf(request), request.body.id);
      return success(request, null);
    },
  );
};
