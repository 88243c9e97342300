import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, operatorAuditExportBody, operatorAuditListBody } from '@pesa/contract';
import { paged, success } from '../../plugins/envelope.ts';
import type { OperatorAuditService } from './operator-audit.service.ts';

/**
 * /api/ops/audit/*: every operator action, filtered and paged, or downloaded as CSV. An export
 * that fails (bad filter, too many rows) answers the usual JSON envelope, so the console can
 * tell a file from an error by its content type.
 */
export const operatorAuditRoutes: FastifyPluginAsyncZod<{ audit: OperatorAuditService }> = async (
  app,
  { audit },
) => {
  const config = { public: true };
  app.post(
    '/ops/audit/list',
    { config, schema: { body: operatorAuditListBody } },
    async (request) => {
      const { pageNum, pageSize, ...query } = request.body;
      const { rows, total } = await audit.page(query, pageNum, pageSize);
      return paged(request, rows, total);
    },
  );
  app.post('/ops/audit/filters', { config, schema: { body: emptyBody } }, async (request) =>
    success(request, await audit.choices()),
  );
  app.post(
    '/ops/audit/export',
    { config, schema: { body: operatorAuditExportBody } },
    async (request, reply) => {
      const csv = await audit.csv(request.body);
      const stamp = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="operator-audit-${stamp}.csv"`)
          .header('cache-control', 'no-store')
          // A byte-order mark, so a spreadsheet opens the Chinese text as UTF-8.
          .send(`\uFEFF${csv}`)
      );
    },
  );
};
