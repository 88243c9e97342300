import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, operatorRateHistoryBody } from '@pesa/contract';
import { success } from '../../plugins/envelope.ts';
import type { OpsSettingsService } from './ops-settings.service.ts';

/**
 * /api/ops/rate/list|history, /ops/fee/list, /ops/risk/thresholds: the reads behind the
 * console's settings screens. The changes stay the existing /ops/rate/set, /ops/fee/set and
 * /ops/risk/threshold calls (operators.routes.ts), each audited.
 */
export const opsSettingsRoutes: FastifyPluginAsyncZod<{ settings: OpsSettingsService }> = async (
  app,
  { settings },
) => {
  const config = { public: true };
  app.post('/ops/rate/list', { config, schema: { body: emptyBody } }, async (request) =>
    success(request, await settings.rates()),
  );
  app.post(
    '/ops/rate/history',
    { config, schema: { body: operatorRateHistoryBody } },
    async (request) =>
      success(request, await settings.rateHistory(request.body.pair, request.body.period)),
  );
  app.post('/ops/fee/list', { config, schema: { body: emptyBody } }, async (request) =>
    success(request, await settings.fees(request.lang)),
  );
  app.post('/ops/risk/thresholds', { config, schema: { body: emptyBody } }, async (request) =>
    success(request, await settings.thresholds(request.lang)),
  );
};
