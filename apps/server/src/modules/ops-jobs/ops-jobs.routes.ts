import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorJobListBody } from '@pesa/contract';
import { paged } from '../../plugins/envelope.ts';
import type { OpsJobsService } from './ops-jobs.service.ts';

/** /api/ops/jobs/list: the job queue, paged, by state (finance and support read it). */
export const opsJobsRoutes: FastifyPluginAsyncZod<{ jobs: OpsJobsService }> = async (
  app,
  { jobs },
) => {
  app.post(
    '/ops/jobs/list',
    { config: { public: true }, schema: { body: operatorJobListBody } },
    async (request) => {
      const { state, pageNum, pageSize } = request.body;
      const { rows, total } = await jobs.list(state, pageNum, pageSize);
      return paged(request, rows, total);
    },
  );
};
