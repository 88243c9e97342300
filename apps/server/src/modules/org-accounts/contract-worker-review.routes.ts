import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorWorkerApproveBody,
  operatorWorkerListBody,
  operatorWorkerRejectBody,
} from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import { paged, success } from '../../plugins/envelope.ts';
import { operatorOf } from '../../plugins/operator-guard.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import {
  WORKER_APPROVED,
  WORKER_REJECTED,
  type ContractWorkerReviewService,
} from './contract-worker-review.service.ts';

/**
 * The operators' contract-worker queue (OPERATOR_CALL_ACCESS: support reads, compliance and
 * admin decide). Each decision is audited (`contractWorkerApprove` / `contractWorkerReject`,
 * target `contractWorker:<id>`, the reason or remark as detail), which is also what tells the
 * other open consoles.
 */
export const contractWorkerReviewRoutes: FastifyPluginAsyncZod<{
  review: ContractWorkerReviewService;
  operators: OperatorsService;
  clock: Clock;
}> = async (app, { review, operators, clock }) => {
  const config = { public: true };
  const target = (id: number) => `contractWorker:${id}`;
  app.post(
    '/ops/contractWorker/list',
    { config, schema: { body: operatorWorkerListBody } },
    async (request) => {
      const { pageNum, pageSize, auditStatus } = request.body;
      const { rows, total } = await review.operatorPage(pageNum, pageSize, auditStatus);
      return paged(request, rows, total);
    },
  );
  app.post(
    '/ops/contractWorker/approve',
    { config, schema: { body: operatorWorkerApproveBody } },
    async (request) => {
      const op = operatorOf(request);
      const { id, updateTime, remark } = request.body;
      const view = await review.decide(id, op.id, { status: WORKER_APPROVED, updateTime });
      const now = clock.now().toISOString();
      await operators.repo.audit(op.id, 'contractWorkerApprove', target(id), remark ?? '', now);
      return success(request, view);
    },
  );
  app.post(
    '/ops/contractWorker/reject',
    { config, schema: { body: operatorWorkerRejectBody } },
    async (request) => {
      const op = operatorOf(request);
      const { id, updateTime, reason } = request.body;
      const view = await review.decide(id, op.id, { status: WORKER_REJECTED, updateTime, reason });
      const now = clock.now().toISOString();
      await operators.repo.audit(op.id, 'contractWorkerReject', target(id), reason, now);
      return success(request, view);
    },
  );
};
