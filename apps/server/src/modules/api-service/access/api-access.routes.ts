import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyBody,
  opsUserApiApproveBody,
  opsUserApiListBody,
  opsUserApiRejectBody,
  userApiRefreshBody,
  userApiSaveBody,
  userApiSecretBody,
} from '@pesa/contract';
import { authOf } from '../../../plugins/auth.ts';
import { paged, success } from '../../../plugins/envelope.ts';
import type { ApiAccessReview } from './api-access-review.service.ts';
import type { ApiAccessService } from './api-access.service.ts';
import { operatorOf } from '../../../plugins/operator-guard.ts';

/**
 * API access: the applicant's calls (/user/userApi/*, gated in the service: a company's main
 * account or a member with a HomeApi permission) and the operators' review (/ops/userApi/*,
 * with an operator token instead of a customer session).
 */
export const apiAccessRoutes: FastifyPluginAsyncZod<{
  access: ApiAccessService;
  review: ApiAccessReview;
}> = async (app, { access, review }) => {
  app.post(
    '/user/userApi/save',
    {
      schema: {
        summary: 'Apply for API access, or correct the application',
        body: userApiSaveBody,
      },
    },
    async (request) =>
      success(request, await access.save(authOf(request), request.ip, request.body)),
  );
  app.post(
    '/user/userApi/info',
    // A read, like /user/info: the layout, the dialog and a reload may all ask at once.
    {
      config: { duplicateGuard: false },
      schema: { summary: 'The API access application and its access keys', body: emptyBody },
    },
    async (request) => success(request, await access.info(authOf(request))),
  );
  app.post(
    '/user/userApi/secret',
    {
      schema: {
        summary: "One mode's secret, against the caller's transaction password",
        body: userApiSecretBody,
      },
    },
    async (request) =>
      success(request, await access.secret(authOf(request), request.ip, request.body)),
  );
  app.post(
    '/user/userApi/refresh',
    { schema: { summary: 'Reset the live or test key pair', body: userApiRefreshBody } },
    async (request) =>
      success(request, await access.refresh(authOf(request), request.ip, request.body.mode)),
  );

  const config = { public: true };
  const operator = (request: FastifyRequest) => operatorOf(request);
  app.post(
    '/ops/userApi/list',
    { config, schema: { body: opsUserApiListBody } },
    async (request) => {
      await operator(request);
      const { pageNum, pageSize, auditStatus } = request.body;
      const { rows, total } = await review.list(pageNum, pageSize, auditStatus);
      return paged(request, rows, total);
    },
  );
  app.post(
    '/ops/userApi/approve',
    { config, schema: { body: opsUserApiApproveBody } },
    async (request) => {
      await review.approve(await operator(request), request.body.userId);
      return success(request, null);
    },
  );
  app.post(
    '/ops/userApi/reject',
    { config, schema: { body: opsUserApiRejectBody } },
    async (request) => {
      await review.reject(await operator(request), request.body.userId, request.body.reason);
      return success(request, null);
    },
  );
};
