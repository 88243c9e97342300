import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyBody,
  kycSaveBody,
  kycStartParam,
  operatorKycApproveBody,
  operatorKycListBody,
  operatorKycRejectBody,
} from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { KycService } from './kyc.service.ts';
import { operatorOf } from '../../plugins/operator-guard.ts';

/** KYC/KYB calls of the account (permission `Kyc`) and the operators' decisions, audited. */
export const kycRoutes: FastifyPluginAsyncZod<{
  kyc: KycService;
  team: TeamService;
  operators: OperatorsService;
  clock: Clock;
}> = async (app, { kyc, team, operators, clock }) => {
  const needs = {
    preValidation: async (request: FastifyRequest) => team.require(authOf(request), 'Kyc'),
  };
  app.post(
    '/user/auth',
    { ...needs, schema: { summary: 'The KYC/KYB application and its status', body: emptyBody } },
    async (request) => success(request, await kyc.view(authOf(request))),
  );
  app.post(
    '/user/auth/save',
    { ...needs, schema: { summary: 'Save a KYC/KYB draft', body: kycSaveBody } },
    async (request) => success(request, await kyc.save(authOf(request), request.ip, request.body)),
  );
  app.post(
    '/user/startAuth/:id',
    {
      ...needs,
      schema: { summary: 'Submit the application', params: kycStartParam, body: emptyBody },
    },
    async (request) =>
      success(request, await kyc.submit(authOf(request), request.ip, request.params.id)),
  );

  const config = { public: true };
  app.post('/ops/kyc/list', { config, schema: { body: operatorKycListBody } }, async (request) => {
    const { pageNum, pageSize, status, userType } = request.body;
    const { rows, total } = await kyc.queue(pageNum, pageSize, status, userType);
    return paged(request, rows, total);
  });
  app.post(
    '/ops/kyc/approve',
    { config, schema: { body: operatorKycApproveBody } },
    async (request) => {
      const op = operatorOf(request);
      const status = await kyc.approve(op.id, request.body.userId);
      const now = clock.now().toISOString();
      await operators.repo.audit(op.id, 'kycApprove', `user:${request.body.userId}`, status, now);
      return success(request, { auditStatus: status === '00' ? '00' : Number(status) });
    },
  );
  app.post(
    '/ops/kyc/reject',
    { config, schema: { body: operatorKycRejectBody } },
    async (request) => {
      const op = operatorOf(request);
      await kyc.reject(request.body.userId, request.body.reason);
      const now = clock.now().toISOString();
      const target = `user:${request.body.userId}`;
      await operators.repo.audit(op.id, 'kycReject', target, request.body.reason, now);
      return success(request, null);
    },
  );
};
