import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approvalApproveBody,
  approvalListBody,
  approvalPolicyBody,
  approvalRejectBody,
  emptyBody,
} from '@pesa/contract';
import { APPROVE_PERMISSION } from '@pesa/domain';
import { authOf } from '../../plugins/auth.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { TeamService } from '../team/team.service.ts';
import type { ApprovalPolicyService } from './approval-policy.service.ts';
import type { ApprovalsService } from './approvals.service.ts';

/**
 * Approvals (docs/permissions.md, "Approvals"): the queue is read on the Approvals screen; a
 * decision needs the approve button; the policy is the main account's (checked in the service,
 * so a member gets the precise reason).
 */
export const approvalsRoutes: FastifyPluginAsyncZod<{
  team: TeamService;
  approvals: { policy: ApprovalPolicyService; service: ApprovalsService };
}> = async (app, { team, approvals }) => {
  const needs = (name: string) => ({
    preValidation: async (request: FastifyRequest) => team.require(authOf(request), name),
  });
  app.post(
    '/approval/policy/get',
    { ...needs('SystemApprovals'), schema: { summary: 'The approval policy', body: emptyBody } },
    async (request) => success(request, await approvals.policy.view(authOf(request).mainUserId)),
  );
  app.post(
    '/approval/policy/save',
    {
      ...needs('SystemApprovals'),
      schema: { summary: 'Set the approval policy', body: approvalPolicyBody },
    },
    async (request) =>
      success(request, await approvals.policy.save(authOf(request), request.ip, request.body)),
  );
  app.post(
    '/approval/list',
    {
      ...needs('SystemApprovals'),
      schema: { summary: 'Payments to approve', body: approvalListBody },
    },
    async (request) => {
      const { rows, total } = await approvals.service.list(authOf(request), request.body);
      return paged(request, rows, total);
    },
  );
  app.post(
    '/approval/approve',
    {
      ...needs(APPROVE_PERMISSION),
      schema: { summary: 'Approve a payment', body: approvalApproveBody },
    },
    async (request) =>
      success(request, await approvals.service.approve(authOf(request), request.ip, request.body)),
  );
  app.post(
    '/approval/reject',
    {
      ...needs(APPROVE_PERMISSION),
      schema: { summary: 'Reject a payment', body: approvalRejectBody },
    },
    async (request) =>
      success(request, await approvals.service.reject(authOf(request), request.ip, request.body)),
  );
};
